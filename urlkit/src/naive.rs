//! The fast paths and their plain twins, for the benchmarks of `bench/`
//! and the property tests that compare them (`urlkit/tests/naive.rs`,
//! `urlkit/tests/join.rs`). Hidden from the documentation and not part of
//! the API: names and signatures may change in any release.
//!
//! | fast | plain | what |
//! |---|---|---|
//! | [`run_end`] | [`run_end_naive`] | where a run of bytes one table allows ends: eight bytes per branch, or one |
//! | [`is_normal`] | [`is_normal_naive`] | whether a component needs no normalization: every byte without an early exit, or stop at the first |
//! | [`may_have_dot_segment`] | [`may_have_dot_segment_plain`] | whether a segment starts with `.` or `%` (§5.2.4's quick test): eight bytes as a `u64`, or one byte after the other |
//! | [`Resolver::normalize`](crate::Resolver::normalize) | [`resolve_then_normalize`] | resolving and normalizing: one pass that normalizes each component as it is written, or resolution followed by [`Uri::normalize`] |
//!
//! Fast paths inside the library, each beside its plain twin and the test
//! that compares them (not exported: nothing outside needs them):
//!
//! | fast | plain | test |
//! |---|---|---|
//! | the IRI scan's quick tables (`Table::with_ucschar_bytes`): most non-ASCII text read by [`run_end`] | a decode of every character and `is_ucschar` | `parse::tests::iri_scan_matches_its_plain_twin_for_every_character`, over every character in every component |
//! | the IRI scan's 4-byte shortcut (`parse::planes_1_to_11_ucschar`): emoji and other characters of U+10000-BFFFF taken without a decode | the same decode and `is_ucschar` | the same test |
//! | `unicode::is_alphabetic`, `is_numeric`, `is_alphanumeric`: bitmaps written by `build.rs` (the extractor's `iri_letter`, the linter's script check) | `char::is_alphabetic`, `char::is_numeric`, `char::is_alphanumeric` | `unicode::tests::the_tables_match_the_standard_library_for_every_character` |
//! | `iri::map`'s percent-encoding of non-ASCII bytes into reserved room | `pct::encode_with` with an all-ASCII table | `iri::map::tests::push_encoded_matches_the_general_encoder` |
//! | `repair`: the strict parse first | the repair of every input | `repair::lenient::tests::fast_path_and_plain_twin_agree` |

pub use crate::normalize::{is_normal, is_normal_naive};
pub use crate::resolve::{may_have_dot_segment, may_have_dot_segment_plain};
pub use crate::scan::{run_end, run_end_naive};

use crate::{ResolveError, Resolver, Uri, UriRef};

/// The plain twin of a normalizing [`Resolver`]: `resolver` without
/// [`Resolver::normalize`], then [`Uri::normalize`] on the result (two
/// passes and two allocations).
///
/// # Examples
///
/// ```
/// use urlkit::{naive, Resolver, Uri, UriRef};
/// let base = Uri::parse("HTTP://H/a/b")?;
/// let r = UriRef::parse("../%7eC/./d")?;
/// let n = Resolver::new().normalize(true);
/// assert_eq!(naive::resolve_then_normalize(n, &base, &r)?, "http://h/~C/d");
/// assert_eq!(n.resolve(&base, &r)?, "http://h/~C/d");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`Resolver::resolve`].
pub fn resolve_then_normalize(
    resolver: Resolver,
    base: &Uri,
    reference: &UriRef,
) -> Result<Uri, ResolveError> {
    Ok(resolver
        .normalize(false)
        .resolve(base, reference)?
        .normalize())
}
