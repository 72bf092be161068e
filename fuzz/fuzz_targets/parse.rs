//! Parse of both forms, owned and borrowed: see `checks::parse`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::parse(data));
