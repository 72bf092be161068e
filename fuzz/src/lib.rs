//! Assertion functions shared by the fuzz targets and by
//! `urlkit/tests/fuzz_corpus.rs`.

pub mod checks;
