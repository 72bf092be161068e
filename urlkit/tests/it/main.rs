//! urlkit's integration tests, one module a subject, in one test binary:
//! compiled and linked once rather than once a file (each file was a
//! binary of its own that linked the library and proptest again).
//! Run one subject with its module path as the filter, e.g.
//! `cargo test -p urlkit --test it resolve::`.
//!
//! proptest keeps the seeds of each module's past failures in
//! `tests/proptest-regressions/NAME.txt` and replays them first: its
//! default place for a source file under a folder with a `main.rs` (the
//! folder's parent, `proptest-regressions/`, then the file's path below
//! that folder, as `.txt`).
//!
//! A module that needs a feature is compiled only with it (`#[cfg]` on
//! its `mod` line below). The allocation test (`tests/alloc.rs`) stays a
//! binary of its own: its counting global allocator would be every test's
//! allocator here.

// Helpers shared by several modules.
mod abnf;
mod by_name;
// The fuzz targets' assertion functions and messy inputs, shared with the
// fuzz crate (they use the std path conversions).
#[cfg(feature = "std")]
#[path = "../../../fuzz/src/checks.rs"]
mod checks;
#[cfg(feature = "std")]
#[path = "../../../fuzz/src/messy.rs"]
mod messy;
mod snapshot;

mod adversarial;
mod build;
mod differential;
#[cfg(feature = "idna")]
mod display;
mod extract;
mod extract_linkify;
#[cfg(feature = "std")]
mod file_path;
mod from_url;
#[cfg(feature = "std")]
mod fuzz_corpus;
mod http9110;
#[cfg(feature = "idna")]
mod idna;
mod invariants;
mod iri;
mod join;
#[cfg(feature = "std")]
mod join_lenient;
mod lint;
mod messages;
mod naive;
mod normalize;
mod parse;
mod pct;
mod properties;
mod recompose;
mod repair;
#[cfg(feature = "std")]
mod repair_differential;
mod resolve;
mod resolve_differential;
mod rfc1738;
mod rfc1738_build;
mod robustness;
mod security;
#[cfg(feature = "serde")]
mod serde;
#[cfg(all(feature = "psl", feature = "std"))]
mod site;
mod splice;
mod template;
// Both directions of each comparison are the point: they must compile.
#[allow(clippy::nonminimal_bool)]
mod traits;
