//! The display form of a URI (`to_display`): see `checks::display`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::display(data));
