//! The fast paths and their plain twins, for the benchmarks of `bench/`
//! and the property tests that compare them (`urlkit/tests/naive.rs`).
//! Hidden from the documentation and not part of the API: names and
//! signatures may change in any release.
//!
//! | fast | plain | what |
//! |---|---|---|
//! | [`run_end`] | [`run_end_naive`] | where a run of bytes one table allows ends: eight bytes per branch, or one |
//! | [`is_normal`] | [`is_normal_naive`] | whether a component needs no normalization: every byte without an early exit, or stop at the first |

pub use crate::normalize::{is_normal, is_normal_naive};
pub use crate::scan::{run_end, run_end_naive};
