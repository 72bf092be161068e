//! Assertion functions shared by the fuzz targets and by
//! `urlkit/tests/fuzz_corpus.rs`.

pub mod checks;

/// Messy variants of URLs; also included by `bench/` and by
/// `urlkit/tests/repair_differential.rs`.
pub mod messy;
