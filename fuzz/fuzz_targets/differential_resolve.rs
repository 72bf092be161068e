//! See `checks::differential_resolve`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    urlkit_fuzz::checks::differential_resolve(data);
});
