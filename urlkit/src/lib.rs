//! Strict [RFC 3986] URI references and the [RFC 1738] URL schemes.
//!
//! `urlkit` parses exactly the grammar of RFC 3986 appendix A, no more and
//! no less, and never rewrites its input: what you parse is what
//! [`UriRef::as_str`] gives back, byte for byte. On top of the parser it
//! resolves references (§5), normalizes and compares URIs (§6),
//! percent-encodes and decodes (§2), builds and edits URIs without ever
//! making an invalid one (§3, §5.3), reads the RFC 1738 schemes
//! ([`scheme`]), reads http and https as HTTP does today ([`http9110`]:
//! RFC 9110 §4.2, the request targets and `Host` of RFC 9112 §3), finds
//! URIs in text ([`extract`], RFC 3986 appendix C), warns about valid but
//! risky URIs ([`lint`], RFC 3986 §7), converts between `file` URIs and
//! local paths ([`file_path`], RFC 8089), and expands URI Templates and
//! matches URIs back to them ([`template`], RFC 6570). Every error converts into
//! [`Error`], so `?` works across them. It has no required dependencies
//! and no `unsafe` code, and it is `no_std` (with `alloc`) without its
//! default features.
//!
//! # Features
//!
//! | feature | default | what it adds | what it pulls in |
//! |---|---|---|---|
//! | `std` | yes | The conversions with `std::path`: `Uri::from_file_path`, `Uri::from_directory_path`, `Uri::to_file_path`, and [`scheme::FileUrl`]'s `from_path` and `to_path_buf` (Unix); `to_socket_addrs` on [`UriRef`] and [`http9110::HttpUri`] (the system resolver). | the standard library |
//! | `serde` | no | `Serialize` for [`Uri`], [`UriRef`], [`UriView`], [`UriRefView`], [`http9110::HttpUrl`] and the IRI types [`Iri`], [`IriRef`], [`IriView`], [`IriRefView`] (as their text); `Deserialize` for the owned types through the parser (invalid text is an error that says why, and a relative reference is not a [`Uri`] or an [`Iri`]; an `HttpUrl` must be an http or https URI with a host) and for the views, borrowing from the input. | [`serde`](https://docs.rs/serde) without default features (with `alloc`) |
//! | `idna` | no | `urlkit::idna` (UTS 46 ToASCII and ToUnicode for hosts), and IDNA A-labels in [`IriRef::to_uri`] and U-labels in [`Uri::to_iri`] (without it, an IRI's non-ASCII host is percent-encoded, as RFC 3986 §3.2.2 allows); the display form `Uri::to_display` (U-labels only where they pass the spoof checks of Chromium's IDN display policy, `idna::check_label`) and the lint `confusable-host`. | [`idna`](https://docs.rs/idna) 1.x without default features (servo's, as the `url` crate uses; it pulls in ICU4X's normalizer and properties data); the UTS 39 data of [`unicode-security`](https://docs.rs/unicode-security) 0.1, with `unicode-script` and `unicode-normalization` (no_std) |
//! | `psl` | no | `urlkit::site`: the public suffix and registrable domain (eTLD+1) of a host by the Public Suffix List, ICANN and private sections or ICANN only, hosts as given or in A-labels; a snapshot of the list built in (MPL-2.0, dated in `site::BUILTIN_DATE`) and lists read at run time. Turns on `idna`. | [`publicsuffix`](https://docs.rs/publicsuffix) 2.x without default features (its rule trie; it pulls in `psl-types` and `hashbrown`) |
//!
//! Without `std` the crate is `#![no_std]` and uses only `core` and
//! `alloc`: parsing, resolving, normalizing, encoding, building, the scheme
//! views, extraction, lint and the [`file_path`] functions on octets and
//! strings all work, and every error type implements `core::error::Error`
//! (hence the minimum Rust version, 1.81). CI builds it for
//! `thumbv7em-none-eabihf`.
//!
//! # Terminology
//!
//! - A **URI reference** ([`UriRef`]) is either a URI or a relative
//!   reference ([RFC 3986 §4.1]).
//! - A **URI** ([`Uri`]) has a scheme ([§3]); relative references are
//!   resolved against one ([§5]).
//! - Components are **raw**: still percent-encoded ([§2.1]), case as
//!   written. A component that is absent is `None`; one that is present
//!   but empty is `Some("")` (`http://h?` has an empty query, `http://h`
//!   has none).
//! - The owned types ([`UriRef`], [`Uri`]) copy the input once; the views
//!   ([`UriRefView`], [`UriView`]) borrow it and parse without allocating.
//!   Both have the same accessors.
//! - **Equal** (`==`, `Hash`) means the same text. **Equivalent**
//!   ([`Uri::normalized_eq`]) means the same normal form ([§6.2.2],
//!   [§6.2.3]).
//!
//! # Conversions
//!
//! The eight types (owned or borrowed, reference or absolute, URI or IRI)
//! convert with one set of names, the same on the URI and the IRI side;
//! none of them parses again. One definition makes the four types of each
//! family (`family.rs`), so the two sides cannot drift apart.
//!
//! | from | to | name | URI types | IRI types |
//! |---|---|---|---|---|
//! | owned | its view (borrowed) | `as_view()` | [`UriRef::as_view`], [`Uri::as_view`] | [`IriRef::as_view`], [`Iri::as_view`] |
//! | view | owned (one copy) | `to_owned()` | [`UriRefView::to_owned`], [`UriView::to_owned`] | [`IriRefView::to_owned`], [`IriView::to_owned`] |
//! | absolute | reference, by value | `into_uri_ref()` / `into_iri_ref()`, `From` | [`Uri::into_uri_ref`], [`UriView::into_uri_ref`] | [`Iri::into_iri_ref`], [`IriView::into_iri_ref`] |
//! | absolute | reference, borrowed (what `Deref` gives) | `as_uri_ref()` / `as_iri_ref()` | [`Uri::as_uri_ref`] | [`Iri::as_iri_ref`] |
//! | reference | absolute, when it has a scheme (else `ParseErrorKind::MissingScheme`) | `TryFrom` | `Uri::try_from(UriRef)`, `UriView::try_from(UriRefView)` | `Iri::try_from(IriRef)`, `IriView::try_from(IriRefView)` |
//! | any | its text | `as_str()`, `into_string()` (owned) | [`UriRef::as_str`], [`Uri::into_string`] | [`IriRef::as_str`], [`Iri::into_string`] |
//! | IRI | URI (RFC 3987 §3.1) | `to_uri()` | | [`IriRef::to_uri`], [`Iri::to_uri`], [`IriRefView::to_uri`], [`IriView::to_uri`] |
//! | URI | IRI for display (RFC 3987 §3.2) | `to_iri()` | [`UriRef::to_iri`], [`Uri::to_iri`], [`UriRefView::to_iri`] | |
//! | URI | safe display form, spoof-checked hosts (feature `idna`) | `to_display()` | `UriRef::to_display`, `Uri::to_display`, `UriRefView::to_display` | |
//!
//! # Examples
//!
//! [Parsing](#example-parsing) ·
//! [errors](#example-errors-say-what-where-and-what-was-expected) ·
//! [resolving](#example-resolving-a-reference) ·
//! [`make_relative`](#example-the-shortest-reference-make_relative) ·
//! [normalizing and comparing](#example-normalizing-and-comparing) ·
//! [percent-encoding](#example-percent-encoding-and-decoding) ·
//! [building and editing](#example-building-and-editing) ·
//! [RFC 1738 views](#example-rfc-1738-views) ·
//! [extracting](#example-extracting-uris-from-text) ·
//! [linting](#example-linting) ·
//! [file paths](#example-file-uris-and-local-paths) ·
//! [IRIs, IDNA and zone identifiers](#example-iris-idna-and-zone-identifiers)
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
//! An error's `Display` is one short line (what, where, and the few
//! characters of the input found there); `{:#}` adds what was expected.
//!
//! ```
//! use urlkit::{ParseErrorKind, UriRef};
//!
//! let err = UriRef::parse("http://example.com/a b").unwrap_err();
//! assert_eq!(err.kind(), ParseErrorKind::InvalidPath);
//! assert_eq!(err.index(), 20);
//! assert_eq!(err.to_string(), "invalid character in path at index 20: ' '");
//! assert_eq!(
//!     format!("{err:#}"),
//!     "invalid character in path at index 20: ' ' (expected pchar, '/', '?', '#' or the end)"
//! );
//! ```
//!
//! # Example: resolving a reference
//!
//! [`UriRef::resolve_against`] is the strict algorithm of [§5.2]; a
//! [`Resolver`] has the options (§5.2.2's non-strict rule, refusing `..`
//! above the root).
//!
//! ```
//! use urlkit::{Uri, UriRef};
//!
//! let base = Uri::parse("http://a/b/c/d;p?q")?;
//! let target = UriRef::parse("../g?y#s")?.resolve_against(&base)?;
//! assert_eq!(target.as_str(), "http://a/b/g?y#s");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Example: the shortest reference, `make_relative`
//!
//! ```
//! use urlkit::{make_relative, Uri};
//!
//! let base = Uri::parse("http://a/b/c/d;p?q")?;
//! let target = Uri::parse("http://a/b/g?y")?;
//! let r = make_relative(&base, &target).expect("same scheme and authority");
//! assert_eq!(r.as_str(), "../g?y");
//! assert_eq!(r.resolve_against(&base)?, target);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Example: normalizing and comparing
//!
//! ```
//! use urlkit::{NormalizeLevel, Uri};
//!
//! let uri = Uri::parse("HTTP://Example.COM:80/a/./b/../%7euser")?;
//! assert_eq!(uri.normalize().as_str(), "http://example.com/a/~user");
//! assert_eq!(
//!     uri.normalize_with(NormalizeLevel::Syntax).as_str(),
//!     "http://example.com:80/a/~user"
//! );
//! assert!(Uri::parse("http://[::1]/")?.normalized_eq(&Uri::parse("http://[0:0::1]:80")?));
//! assert_ne!(Uri::parse("http://[::1]/")?, Uri::parse("http://[0:0::1]:80")?);
//! # Ok::<_, urlkit::ParseError>(())
//! ```
//!
//! # Example: percent-encoding and decoding
//!
//! ```
//! use urlkit::pct::{self, Component};
//!
//! assert_eq!(pct::encode("a b/c", Component::Segment).to_string(), "a%20b%2Fc");
//! assert_eq!(pct::encode("Tom & Jerry", Component::Form).to_string(), "Tom+%26+Jerry");
//! assert_eq!(pct::decode_utf8("caf%C3%A9")?, "café");
//! assert_eq!(pct::decode("%4").unwrap_err().index(), 0);
//! # Ok::<_, urlkit::pct::DecodeError>(())
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
//! # Example: RFC 1738 views
//!
//! ```
//! use urlkit::scheme::{FtpType, FtpUrl};
//! use urlkit::Uri;
//!
//! let uri = Uri::parse("ftp://myname@host.dom/%2Fetc/motd;type=a")?;
//! let ftp = FtpUrl::try_from(&uri)?;
//! assert_eq!(ftp.login().host(), "host.dom");
//! assert_eq!(ftp.login().port(), 21);
//! assert_eq!(ftp.name().as_deref(), Some("motd"));
//! assert_eq!(ftp.typecode(), Some(FtpType::Ascii));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Example: extracting URIs from text
//!
//! ```
//! use urlkit::extract::extract;
//!
//! let text = "See <URL:ftp://ftp.example/pub/> or (http://example.com/a_(b)).";
//! let found: Vec<String> = extract(text).map(|f| f.uri().to_string()).collect();
//! assert_eq!(found, ["ftp://ftp.example/pub/", "http://example.com/a_(b)"]);
//! ```
//!
//! # Example: linting
//!
//! ```
//! use urlkit::lint::{lint, Code};
//! use urlkit::UriRef;
//!
//! let uri = UriRef::parse("http://0x7f.1/%2e%2e/admin")?;
//! let codes: Vec<Code> = lint(&uri).iter().map(|w| w.code()).collect();
//! assert!(codes.contains(&Code::RareIpv4Form));
//! assert!(codes.contains(&Code::EncodedDotSegment));
//! # Ok::<_, urlkit::ParseError>(())
//! ```
//!
//! # Example: file URIs and local paths
//!
//! ```
//! use urlkit::{file_path, Uri};
//!
//! let uri = file_path::from_unix_path("/home/me/a b/ü.txt".as_bytes())?;
//! assert_eq!(uri.as_str(), "file:///home/me/a%20b/%C3%BC.txt");
//! let uri = file_path::from_windows_path(r"C:\Users\me\notes.txt")?;
//! assert_eq!(uri.as_str(), "file:///C:/Users/me/notes.txt");
//! assert_eq!(file_path::to_windows_path(&uri)?, r"C:\Users\me\notes.txt");
//! # #[cfg(unix)]
//! assert_eq!(
//!     Uri::parse("file://localhost/etc/motd")?.to_file_path()?,
//!     std::path::Path::new("/etc/motd")
//! );
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Example: IRIs, IDNA and zone identifiers
//!
//! [`IriRef`] and [`Iri`] read RFC 3987 IRIs with the same parser (and
//! accessors) as URIs; [`IriRef::to_uri`] maps one to a URI (with the
//! `idna` cargo feature, hosts become A-labels: `urlkit::idna`); [`Uri::to_iri`]
//! shows a URI as an IRI. RFC 6874 zone identifiers are opt-in
//! ([`ParseOptions::zone_id`]). The decisions are in `docs/iri.md`.
//!
//! ```
//! use urlkit::{Iri, ParseOptions, Uri};
//!
//! let iri = Iri::parse("http://h/straße?q=ü")?;
//! assert_eq!(iri.to_uri().as_str(), "http://h/stra%C3%9Fe?q=%C3%BC");
//! assert_eq!(Uri::parse("http://h/stra%C3%9Fe")?.to_iri().as_str(), "http://h/straße");
//!
//! let opts = ParseOptions::new().zone_id(true);
//! assert_eq!(Uri::parse_with("http://[fe80::1%25eth0]/", &opts)?.zone_id(), Some("eth0"));
//! assert!(Uri::parse("http://[fe80::1%25eth0]/").is_err());
//! # Ok::<_, urlkit::ParseError>(())
//! ```
//!
//! # Promises
//!
//! Each promise names what checks it. The fuzz targets in `fuzz/` (one
//! per entry point that takes outside input) assert the promises, not only
//! the absence of crashes; the adversarial benchmarks in `bench/` measure
//! the time per byte.
//!
//! 1. **Never panics, on any input**, in any public function. Checked by
//!    the fuzz targets in `fuzz/`, `tests/it/robustness.rs`, the
//!    `*_never_panic*` properties of `tests/it/properties.rs`,
//!    `tests/it/pct.rs` and `tests/it/extract.rs`; and by clippy, which denies
//!    `indexing_slicing`, `string_slice`, `unwrap_used`, `expect_used` and
//!    `panic` in the library (the few allows say why they cannot fail).
//!    Integer overflow is checked in tests (`overflow-checks`).
//! 2. **Linear time** in the input's length for parse, resolve,
//!    normalize, encode, decode, extract and lint: single passes, no
//!    backtracking, no recursion. Measured by the adversarial benchmarks
//!    in `bench/` (1 MiB of `%41`, 100 000 `../`, 100 000 `[`, ...); the
//!    large inputs of `tests/it/robustness.rs`,
//!    `many_parent_segments_are_linear` (`tests/it/resolve.rs`) and
//!    `long_inputs_are_linear` (`tests/it/normalize.rs`) run in the test
//!    suite.
//! 3. **No `unsafe`**: `#![forbid(unsafe_code)]` below.
//! 4. **`parse(s)?.as_str() == s`**: parsing never rewrites. Checked by
//!    `generated_references_parse_to_their_components`
//!    (`tests/it/properties.rs`) and the parse fuzz targets.
//! 5. **`normalize` is idempotent** and its output parses to itself:
//!    `normalize_is_idempotent_and_parses` (`tests/it/normalize.rs`),
//!    `normal_forms_parse_and_are_fixed_points` (`tests/it/invariants.rs`),
//!    and the normalize fuzz target.
//! 6. **`resolve` returns a URI that parses** to the same components, and
//!    [`make_relative`] gives a reference that resolves back to its
//!    target: `resolve_output_parses_to_itself` and
//!    `make_relative_round_trips` (`tests/it/resolve.rs`),
//!    `resolution_parses_and_make_relative_inverts_it`
//!    (`tests/it/invariants.rs`), and the resolve fuzz target.
//! 7. **What is accepted is exactly RFC 3986**: no whitespace stripping, no
//!    backslashes read as slashes, no IDNA, no silent repair. Checked
//!    against the conformance vectors (`every_parse_vector` in
//!    `tests/it/parse.rs`), an ABNF generator (`tests/it/properties.rs`), and
//!    the strict peers fluent-uri and iri-string (`tests/it/differential.rs`,
//!    `tests/it/resolve_differential.rs`).
//! 8. **Input size limits**: [`UriRef::parse_with_limit`] (and the same
//!    on [`Uri`], [`UriRefView`], [`UriView`]) refuses a longer input with
//!    [`ParseErrorKind::TooLong`] before reading it: `length_limit_is_exact`
//!    (`tests/it/properties.rs`). Without a limit, inputs up to 4 GiB are
//!    accepted (offsets are `u32`), and [`UriRef::resolve_against`] says
//!    [`ResolveErrorKind::TooLong`] rather than build a longer result.
//!
//! [RFC 3986]: https://www.rfc-editor.org/rfc/rfc3986
//! [RFC 1738]: https://www.rfc-editor.org/rfc/rfc1738
//! [RFC 3986 §4.1]: https://www.rfc-editor.org/rfc/rfc3986#section-4.1
//! [§2.1]: https://www.rfc-editor.org/rfc/rfc3986#section-2.1
//! [§3]: https://www.rfc-editor.org/rfc/rfc3986#section-3
//! [§5]: https://www.rfc-editor.org/rfc/rfc3986#section-5
//! [§5.2]: https://www.rfc-editor.org/rfc/rfc3986#section-5.2
//! [§6.2.2]: https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2
//! [§6.2.3]: https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3

#![no_std]
#![forbid(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(
        clippy::indexing_slicing,
        clippy::string_slice,
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic
    )
)]

extern crate alloc;
// The `std` feature (on by default) adds what needs an operating system:
// the conversions to and from local paths. Tests always have std.
#[cfg(all(feature = "std", not(test)))]
extern crate std;
// Unit tests use std's prelude and macros (`format!`, `vec!`).
#[cfg(test)]
#[macro_use]
extern crate std;

mod build;
mod component;
mod edit;
mod error;
mod excerpt;
pub mod extract;
mod family;
pub mod file_path;
mod host;
pub mod http9110;
#[cfg(feature = "idna")]
pub mod idna;
mod iri;
pub mod lint;
mod normalize;
mod options;
mod parse;
pub mod pct;
mod ports;
mod punycode;
pub mod repair;
mod resolve;
mod scan;
pub mod scheme;
#[cfg(feature = "serde")]
mod serde_impl;
#[cfg(feature = "psl")]
pub mod site;
mod span;
pub mod table;
pub mod template;
mod text_eq;
#[cfg(any(test, feature = "twins"))]
pub mod twins;
mod unicode;
mod uri;

// The README's Rust examples run as doc tests, so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeExamples;

pub use build::{BuildError, BuildErrorKind, Builder};
pub use component::{PathSegments, COMPONENT_NAMES};
pub use edit::QueryPairs;
pub use error::Error;
pub use error::{ParseError, ParseErrorKind, PortError};
pub use excerpt::Excerpt;
pub use host::{Host, HostKind};
pub use http9110::{Authority, AuthorityError, AuthorityErrorKind};
#[cfg(feature = "idna")]
pub use iri::{DisplayIri, KeptLabel};
pub use iri::{Iri, IriRef, IriRefView, IriView};
pub use normalize::NormalizeLevel;
pub use options::ParseOptions;
pub use resolve::{
    make_relative, remove_dot_segments, Relativizer, ResolveError, ResolveErrorKind, Resolver,
};
pub use uri::{Uri, UriRef, UriRefView, UriView};
