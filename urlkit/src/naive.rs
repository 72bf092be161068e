//! The fast paths and their plain twins, for the benchmarks of `bench/`
//! and the property tests that compare them (`urlkit/tests/naive.rs`).
//! Hidden from the documentation and not part of the API: names and
//! signatures may change in any release.
//!
//! | fast | plain | what |
//! |---|---|---|
//! | [`run_end`] | [`run_end_naive`] | where a run of bytes one table allows ends: eight bytes per branch, or one |
//! | [`is_normal`] | [`is_normal_naive`] | whether a component needs no normalization: every byte without an early exit, or stop at the first |
//! | [`may_have_dot_segment`] | [`may_have_dot_segment_plain`] | whether a segment starts with `.` or `%` (§5.2.4's quick test): eight bytes as a `u64`, or one byte after the other |

pub use crate::normalize::{is_normal, is_normal_naive};
pub use crate::resolve::{may_have_dot_segment, may_have_dot_segment_plain};
pub use crate::scan::{run_end, run_end_naive};
