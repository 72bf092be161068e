//! URI Templates: expansion and matching, see `checks::template`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    urlkit_fuzz::checks::template(data);
});
