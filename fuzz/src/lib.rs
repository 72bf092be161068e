//! Assertion functions shared by the fuzz targets and by
//! `urlkit/tests/it/fuzz_corpus.rs`.

pub mod checks;

/// Messy variants of URLs; also included by `bench/` and by
/// `urlkit/tests/it/repair_differential.rs`.
pub mod messy;

/// The command line's terminal-safe output rule and its check.
pub mod terminal;
