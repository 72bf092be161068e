//! Sites by the Public Suffix List: see `checks::site`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::site(data));
