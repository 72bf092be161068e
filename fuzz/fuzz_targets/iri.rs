//! IRI parse, accessors and round trips: see `checks::iri`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::iri(data));
