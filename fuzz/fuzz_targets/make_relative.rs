//! See `checks::make_relative`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    urlkit_fuzz::checks::make_relative(data);
});
