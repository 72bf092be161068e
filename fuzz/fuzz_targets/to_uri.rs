//! The IRI-URI mappings of RFC 3987 §3.1 and §3.2: see `checks::to_uri`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| urlkit_fuzz::checks::to_uri(data));
