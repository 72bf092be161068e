//! Strict [RFC 3986] URI references and the [RFC 1738] URL schemes.
//!
//! `urlkit` parses exactly the grammar of RFC 3986 appendix A, no more and
//! no less, and never rewrites its input: what you parse is what
//! [`UriRef::as_str`] gives back, byte for byte.
//!
//! # Terminology
//!
//! - A **URI reference** ([`UriRef`]) is either a URI or a relative
//!   reference (RFC 3986 §4.1).
//! - A **URI** ([`Uri`]) has a scheme (§3); relative references are
//!   resolved against one (§5).
//! - Components are **raw**: still percent-encoded, case as written. A
//!   component that is absent is `None`; one that is present but empty is
//!   `Some("")` (`http://h?` has an empty query, `http://h` has none).
//! - The owned types ([`UriRef`], [`Uri`]) copy the input once; the views
//!   ([`UriRefView`], [`UriView`]) borrow it and parse without allocating.
//!
//! # Example: parsing
//!
//! ```
//! use urlkit::{HostKind, Uri};
//!
//! let uri = Uri::parse("foo://user@example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(uri.scheme(), "foo");
//! assert_eq!(uri.authority(), Some("user@example.com:8042"));
//! assert_eq!(uri.userinfo(), Some("user"));
//! assert_eq!(uri.host(), Some("example.com"));
//! assert_eq!(uri.host_kind(), Some(HostKind::RegName));
//! assert_eq!(uri.port(), Some("8042"));
//! assert_eq!(uri.path(), "/over/there");
//! assert_eq!(uri.query(), Some("name=ferret"));
//! assert_eq!(uri.fragment(), Some("nose"));
//! # Ok::<_, urlkit::ParseError>(())
//! ```
//!
//! # Example: errors say what, where, and what was expected
//!
//! ```
//! use urlkit::{ParseErrorKind, UriRef};
//!
//! let err = UriRef::parse("http://example.com/a b").unwrap_err();
//! assert_eq!(err.kind(), ParseErrorKind::InvalidPath);
//! assert_eq!(err.index(), 20);
//! assert_eq!(
//!     err.to_string(),
//!     "invalid character in path at index 20: ' ' (expected pchar, '/', '?', '#' or the end)"
//! );
//! ```
//!
//! # Example: building and editing
//!
//! ```
//! use urlkit::{Builder, Uri};
//!
//! // Build a URL with a query from key/value pairs: each is encoded.
//! let uri = Builder::new()
//!     .scheme("https")
//!     .reg_name("example.com")
//!     .segment("search")
//!     .query_pair("q", "fish & chips")
//!     .build_uri()?;
//! assert_eq!(uri.as_str(), "https://example.com/search?q=fish%20%26%20chips");
//!
//! // Change the host of a URL.
//! let mut uri = Uri::parse("https://old.example/a?b")?;
//! uri.set_reg_name("new.example")?;
//! assert_eq!(uri.as_str(), "https://new.example/a?b");
//!
//! // Add a path segment that contains `/`: it stays one segment.
//! uri.push_segment("x/y")?;
//! assert_eq!(uri.as_str(), "https://new.example/a/x%2Fy?b");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Promises
//!
//! - No `unsafe` code (`#![forbid(unsafe_code)]`).
//! - No panic on any input, and time linear in the input's length: parse,
//!   resolve, normalize, encode, decode, extract and lint. (Resolution
//!   panics only past 4 GiB of output; [`UriRef::try_resolve_against`]
//!   returns an error there.)
//! - `UriRef::parse(s)?.as_str() == s`, and the components rebuild `s`.
//! - [`Uri::normalize`] is idempotent, and its result parses back to
//!   itself; [`UriRef::resolve_against`] returns a URI that parses back to
//!   itself; `pct::decode(&pct::encode(s, c).to_string())` gives `s` back
//!   for every component `c`.
//! - A borrowed parse ([`UriRefView`], [`UriView`]) allocates nothing; an
//!   owned one allocates once.
//! - What is accepted is exactly RFC 3986: no whitespace stripping, no
//!   backslashes read as slashes, no IDNA, no silent repair. On parsing,
//!   urlkit agrees with the strict peers fluent-uri and iri-string on
//!   every input tried; on resolution it follows the RFC's text where
//!   fluent-uri does not (the cases are listed in `fuzz/README.md`).
//!
//! These are checked by cargo-fuzz targets (`fuzz/`), whose assertions
//! also run over a seed corpus in `cargo test`.
//!
//! [RFC 3986]: https://www.rfc-editor.org/rfc/rfc3986
//! [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738

#![forbid(unsafe_code)]

mod build;
mod component;
mod edit;
mod error;
pub mod extract;
mod host;
pub mod lint;
mod normalize;
mod parse;
pub mod pct;
mod resolve;
mod scan;
pub mod scheme;
pub mod table;
mod uri;
mod view;

pub use build::{BuildError, BuildErrorKind, Builder};
pub use component::PathSegments;
pub use edit::QueryPairs;
pub use error::{ParseError, ParseErrorKind, PortError};
pub use host::{Host, HostKind};
pub use normalize::NormalizeLevel;
pub use resolve::{make_relative, remove_dot_segments, ResolveError, ResolveErrorKind, Resolver};
pub use uri::{Uri, UriRef};
pub use view::{UriRefView, UriView};
