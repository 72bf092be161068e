//! The spoof checks of one host label (`idna::check_label`): see
//! `checks::check_label`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::check_label(data));
