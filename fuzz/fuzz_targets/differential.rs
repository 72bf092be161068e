//! Validity and components against fluent-uri and iri-string: see
//! `checks::differential`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::differential(data));
