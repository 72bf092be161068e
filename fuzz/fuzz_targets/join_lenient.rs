//! See `checks::join_lenient`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    urlkit_fuzz::checks::join_lenient(data);
});
