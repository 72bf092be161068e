//! The crate's error catalogue: every error type of urlkit, each with its
//! kinds, their stable names, messages and expectations, in one folder.
//!
//! | file | errors | public path |
//! |---|---|---|
//! | `kinds.rs` | `error_kinds!` and `error_at!`, which build a kind enum and its error from one table, and the shared writers `fmt_at` and `fmt_expected` | (crate-private) |
//! | `parse.rs` | [`ParseError`], [`ParseErrorKind`], [`PortError`] | `urlkit::` |
//! | `build.rs` | [`BuildError`], [`BuildErrorKind`] | `urlkit::` |
//! | `resolve.rs` | [`ResolveError`], [`ResolveErrorKind`] | `urlkit::` |
//! | `pct.rs` | [`DecodeError`], [`DecodeErrorKind`] | `urlkit::pct::` |
//! | `http.rs` | [`AuthorityError`], [`AuthorityErrorKind`], [`HttpError`], [`HttpErrorKind`] | `urlkit::` and `urlkit::http9110::` |
//! | `scheme.rs` | [`SchemeError`], [`SchemeErrorKind`] | `urlkit::scheme::` |
//! | `file_path.rs` | [`FilePathError`], [`FilePathErrorKind`] | `urlkit::file_path::` |
//! | `template.rs` | [`TemplateError`], [`ExpandError`], [`MatchRuleError`] and their kinds | `urlkit::template::` |
//! | `idna.rs` | `IdnaError`, `IdnaErrorKind` (feature `idna`) | `urlkit::idna::` |
//! | `site.rs` | `ListError`, `ListErrorKind` (feature `psl`) | `urlkit::site::` |
//! | `any.rs` | [`Error`], which each error above but the last two converts into | `urlkit::` |
//!
//! The modules that return these errors re-export them under the public
//! paths above; the types are defined here only, so that a reader finds
//! every kind, its code, message and expectation in one place.

mod any;
mod build;
mod file_path;
mod http;
#[cfg(feature = "idna")]
mod idna;
pub(crate) mod kinds;
mod parse;
mod pct;
mod resolve;
mod scheme;
#[cfg(feature = "psl")]
mod site;
mod template;

pub use any::Error;
pub use build::{BuildError, BuildErrorKind};
pub use file_path::{FilePathError, FilePathErrorKind};
pub use http::{AuthorityError, AuthorityErrorKind, HttpError, HttpErrorKind};
#[cfg(feature = "idna")]
pub use idna::{IdnaError, IdnaErrorKind};
pub use parse::{ParseError, ParseErrorKind, PortError};
pub use pct::{DecodeError, DecodeErrorKind};
pub use resolve::{ResolveError, ResolveErrorKind};
pub use scheme::{SchemeError, SchemeErrorKind};
#[cfg(feature = "psl")]
pub use site::{ListError, ListErrorKind};
pub use template::{
    ExpandError, ExpandErrorKind, MatchRuleError, MatchRuleErrorKind, TemplateError,
    TemplateErrorKind,
};
