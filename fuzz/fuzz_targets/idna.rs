//! UTS 46 ToASCII/ToUnicode round trips: see `checks::idna`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::idna(data));
