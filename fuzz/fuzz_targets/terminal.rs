//! See `terminal::check`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::terminal::check(data));
