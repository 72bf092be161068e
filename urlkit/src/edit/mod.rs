//! Setters on the owned types: every edit checks the new component with
//! the same rules as [`crate::Builder`] (RFC 3986 §3, §5.3) and splices it
//! into the text, moving the offsets that follow (`splice`), so a
//! [`UriRef`] or [`Uri`] stays valid, [`UriRef::as_str`] always shows the
//! current text, and an edit costs what it changes rather than a new parse.
//! The old way, recomposing every component and parsing the result, stays
//! as the plain twin (`twins::edit`, test scaffolding) that the tests
//! compare with.
//!
//! The rules, each the same for the builder:
//! - Setters that take text a person typed (`set_userinfo`, `set_reg_name`,
//!   `set_path`, `push_segment`, `set_query`, `set_fragment`, the query
//!   pairs) percent-encode it for the component; setters ending in
//!   `_encoded` take raw text and refuse what the component's rule does not
//!   allow.
//! - An edit never rewrites another component to make room. One that would
//!   break a rule of §3.3 is refused with the rule's [`BuildErrorKind`] and
//!   the reference is left unchanged: giving an authority to a reference
//!   whose path is not empty and does not start with `/`
//!   ([`BuildErrorKind::PathNotAbsoluteAfterAuthority`]); removing the
//!   authority of `//a//b`, whose path would then be read as an authority
//!   ([`BuildErrorKind::PathStartsWithDoubleSlash`]); removing the scheme of
//!   `a:b:c` ([`BuildErrorKind::ColonInFirstSegment`]).
//! - A host name given as text (`set_reg_name`) that holds a delimiter,
//!   `%`, a space or a control is refused
//!   ([`BuildErrorKind::DelimiterInHost`], docs/security.md row 7); so are
//!   `.` and `..` as a pushed segment ([`BuildErrorKind::DotSegment`]).
//! - A userinfo or port needs a host ([`BuildErrorKind::MissingHost`]);
//!   removing the host removes the whole authority.
//! - An edit on a [`Uri`] cannot remove its scheme: `Uri` has no such
//!   setter.

mod query;
mod splice;
mod uri;

pub use query::QueryPairs;

pub(crate) use query::append_pair;

#[cfg(doc)]
use crate::build::BuildErrorKind;
use crate::build::{encode_path, encode_reg_name, host_text, push_segment, BuildError, Components};
use crate::host::Host;
use crate::parse::Offsets;
use crate::pct::{encode, Component};
use crate::uri::{Uri, UriRef, UriRefView, UriView};
use alloc::borrow::ToOwned;
use alloc::string::String;

impl UriRef {
    /// Sets or removes the scheme (§3.1). Removing it makes a relative
    /// reference, which is refused when its path's first segment holds a
    /// `:` (it would be read as a scheme).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, UriRef};
    /// let mut r = UriRef::parse("//example.com/a")?;
    /// r.set_scheme(Some("https"))?;
    /// assert_eq!(r.as_str(), "https://example.com/a");
    /// r.set_scheme(None)?;
    /// assert_eq!(r.as_str(), "//example.com/a");
    /// let mut r = UriRef::parse("urn:isbn:0451450523")?;
    /// assert_eq!(r.set_scheme(None).unwrap_err().kind(), BuildErrorKind::ColonInFirstSegment);
    /// assert_eq!(r.as_str(), "urn:isbn:0451450523");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidScheme`], or
    /// [`BuildErrorKind::ColonInFirstSegment`] when removing it.
    pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
        splice::scheme(self, scheme)
    }

    /// Sets or removes the userinfo from text, percent-encoding what
    /// `userinfo` does not allow (§3.2.1); a `:` stays raw.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("ftp://example.com/")?;
    /// r.set_userinfo(Some("anne@work"))?;
    /// assert_eq!(r.as_str(), "ftp://anne%40work@example.com/");
    /// r.set_userinfo(None)?;
    /// assert_eq!(r.as_str(), "ftp://example.com/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::MissingHost`] when there is no authority.
    pub fn set_userinfo(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        let encoded = text.map(|t| encode(t, Component::Userinfo).to_cow());
        self.set_userinfo_encoded(encoded.as_deref())
    }

    /// Sets or removes the userinfo from raw text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("//h")?;
    /// r.set_userinfo_encoded(Some("a%20b:c"))?;
    /// assert_eq!(r.as_str(), "//a%20b:c@h");
    /// assert!(r.set_userinfo_encoded(Some("a b")).is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidUserinfo`] with the index of the bad byte;
    /// [`BuildErrorKind::MissingHost`] when there is no authority.
    pub fn set_userinfo_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        splice::userinfo(self, raw)
    }

    /// Sets the host to a typed value, or removes the authority (host,
    /// userinfo and port) with `None` (§3.2.2).
    ///
    /// # Examples
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use urlkit::{BuildErrorKind, Host, UriRef};
    /// let mut r = UriRef::parse("http://u@example.com:8080/a")?;
    /// r.set_host(Some(Host::Ipv6(Ipv6Addr::LOCALHOST)))?;
    /// assert_eq!(r.as_str(), "http://u@[::1]:8080/a");
    /// r.set_host(None)?;
    /// assert_eq!(r.as_str(), "http:/a");
    /// let mut r = UriRef::parse("//a//b")?;
    /// assert_eq!(r.set_host(None).unwrap_err().kind(), BuildErrorKind::PathStartsWithDoubleSlash);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidHost`] for a bad reg-name or IPvFuture;
    /// [`BuildErrorKind::PathNotAbsoluteAfterAuthority`] when adding an
    /// authority before a rootless path;
    /// [`BuildErrorKind::PathStartsWithDoubleSlash`] when removing it
    /// before a path starting with `//`.
    pub fn set_host(&mut self, host: Option<Host<'_>>) -> Result<(), BuildError> {
        let text = host.map(host_text).transpose()?;
        self.set_host_encoded(text.as_deref())
    }

    /// Sets the host to a registered name given as text, percent-encoding
    /// what `reg-name` does not allow (§3.2.2); a name holding a delimiter,
    /// `%`, a space or a control is refused, as by [`crate::Builder::reg_name`].
    ///
    /// # Examples
    ///
    /// Change the host of a URL:
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://old.example.com:8443/a?b#c")?;
    /// uri.set_reg_name("new.example.org")?;
    /// assert_eq!(uri.as_str(), "https://new.example.org:8443/a?b#c");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::DelimiterInHost`];
    /// [`BuildErrorKind::PathNotAbsoluteAfterAuthority`] when this adds an
    /// authority before a rootless path.
    pub fn set_reg_name(&mut self, text: &str) -> Result<(), BuildError> {
        let encoded = encode_reg_name(text)?;
        self.set_host_encoded(Some(&encoded))
    }

    /// Sets the host from raw text in any of its forms, or removes the
    /// authority with `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{HostKind, UriRef};
    /// let mut r = UriRef::parse("http://a/")?;
    /// r.set_host_encoded(Some("[v1.x]"))?;
    /// assert_eq!(r.host_kind(), Some(HostKind::IpvFuture));
    /// assert!(r.set_host_encoded(Some("a/b")).is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidHost`], and as [`UriRef::set_host`].
    pub fn set_host_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        splice::host(self, raw)
    }

    /// Sets or removes the port (§3.2.3).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("http://h/")?;
    /// r.set_port(Some(8080))?;
    /// assert_eq!(r.as_str(), "http://h:8080/");
    /// r.set_port(None)?;
    /// assert_eq!(r.as_str(), "http://h/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::MissingHost`] when there is no authority.
    pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
        // The digits on the stack: a port has at most five.
        let mut buf = [0u8; 5];
        let digits = port.map(|p| port_digits(p, &mut buf));
        self.set_port_digits(digits)
    }

    /// Sets or removes the port from its digits (`port = *DIGIT` allows
    /// none, and values above 65535).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("//h")?;
    /// r.set_port_digits(Some(""))?;
    /// assert_eq!(r.as_str(), "//h:");
    /// assert!(r.set_port_digits(Some("8o")).is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidPort`]; [`BuildErrorKind::MissingHost`].
    pub fn set_port_digits(&mut self, digits: Option<&str>) -> Result<(), BuildError> {
        splice::port(self, digits)
    }

    /// Sets the path from text: `/` separates segments, and every other
    /// byte `pchar` does not allow is encoded (a `:` too, in the first
    /// segment of a relative reference without authority).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, UriRef};
    /// let mut r = UriRef::parse("http://h/old?q")?;
    /// r.set_path("/new path/€")?;
    /// assert_eq!(r.as_str(), "http://h/new%20path/%E2%82%AC?q");
    /// assert_eq!(r.set_path("rootless").unwrap_err().kind(), BuildErrorKind::PathNotAbsoluteAfterAuthority);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::PathNotAbsoluteAfterAuthority`],
    /// [`BuildErrorKind::PathStartsWithDoubleSlash`].
    pub fn set_path(&mut self, text: &str) -> Result<(), BuildError> {
        let c = Components::of(self.parts());
        let encoded = encode_path(text, c.is_relative_without_authority());
        self.set_path_encoded(&encoded)
    }

    /// Sets the path from raw text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("a?q")?;
    /// r.set_path_encoded("./b:c")?;
    /// assert_eq!(r.as_str(), "./b:c?q");
    /// assert!(r.set_path_encoded("b:c").is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidPath`], and the constraints of §3.3 as
    /// for [`UriRef::set_path`] plus [`BuildErrorKind::ColonInFirstSegment`].
    pub fn set_path_encoded(&mut self, raw: &str) -> Result<(), BuildError> {
        splice::path(self, raw)
    }

    /// Appends a path segment given as text: `/` and every other byte that
    /// `pchar` does not allow are percent-encoded, so the segment stays one
    /// segment.
    ///
    /// - After an authority, an empty path becomes `/segment`.
    /// - A path ending in `/` (an empty last segment, as in the directory
    ///   `/v1/`) takes the segment in place of that empty one: `/v1/` gives
    ///   `/v1/segment`, `/` gives `/segment`.
    /// - In a relative reference without authority, a first segment has its
    ///   `:` encoded too.
    /// - `.` and `..` are refused: they are dot-segments (§3.3) in any
    ///   encoding (§6.2.2.2), so they cannot name anything; pushing user
    ///   text that is `..` would climb the path instead.
    ///
    /// # Examples
    ///
    /// Add a path segment that contains `/`:
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://api.example.com/v1/files/")?;
    /// uri.push_segment("reports/2024.pdf")?;
    /// assert_eq!(uri.as_str(), "https://api.example.com/v1/files/reports%2F2024.pdf");
    /// assert_eq!(uri.path_segments().last(), Some("reports%2F2024.pdf"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::DotSegment`]; [`BuildErrorKind::TooLong`].
    pub fn push_segment(&mut self, text: &str) -> Result<(), BuildError> {
        let c = Components::of(self.parts());
        let mut path = c.path.to_owned();
        push_segment(
            &mut path,
            text,
            c.host.is_some(),
            c.is_relative_without_authority(),
        )?;
        self.set_path_encoded(&path)
    }

    /// Removes the last path segment and returns it, raw; `None` when the
    /// path is empty or `/`. A path's leading `/` stays: `/a` becomes `/`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("http://h/a/b%2Fc?q")?;
    /// assert_eq!(r.pop_segment().as_deref(), Some("b%2Fc"));
    /// assert_eq!(r.as_str(), "http://h/a?q");
    /// assert_eq!(r.pop_segment().as_deref(), Some("a"));
    /// assert_eq!(r.as_str(), "http://h/?q");
    /// assert_eq!(r.pop_segment(), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn pop_segment(&mut self) -> Option<String> {
        let path = self.path();
        let (keep, segment) = match path.rsplit_once('/') {
            _ if path.is_empty() || path == "/" => return None,
            Some(("", segment)) => ("/", segment),
            Some((keep, segment)) => (keep, segment),
            None => ("", path),
        };
        let segment = segment.to_owned();
        let keep = keep.to_owned();
        // A prefix of a valid path keeps every rule of §3.3, so this cannot
        // fail; if it did, the reference would be left as it was.
        self.set_path_encoded(&keep).ok()?;
        Some(segment)
    }

    /// Sets or removes the query from text, percent-encoding what `query`
    /// does not allow (§3.4); `&`, `=` and `?` stay raw. To add one
    /// `key=value` pair, use [`UriRef::append_query_pair`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p#f")?;
    /// r.set_query(Some("a=1 2"))?;
    /// assert_eq!(r.as_str(), "/p?a=1%202#f");
    /// r.set_query(None)?;
    /// assert_eq!(r.as_str(), "/p#f");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::TooLong`].
    pub fn set_query(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        let encoded = text.map(|t| encode(t, Component::Query).to_cow());
        self.set_query_encoded(encoded.as_deref())
    }

    /// Sets or removes the query from raw text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p")?;
    /// r.set_query_encoded(Some(""))?;
    /// assert_eq!(r.as_str(), "/p?");
    /// assert!(r.set_query_encoded(Some("a#b")).is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidQuery`] with the index of the bad byte.
    pub fn set_query_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        splice::query(self, raw)
    }

    /// Sets or removes the fragment from text, percent-encoding what
    /// `fragment` does not allow (§3.5).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p")?;
    /// r.set_fragment(Some("a#b"))?;
    /// assert_eq!(r.as_str(), "/p#a%23b");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::TooLong`].
    pub fn set_fragment(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        let encoded = text.map(|t| encode(t, Component::Fragment).to_cow());
        self.set_fragment_encoded(encoded.as_deref())
    }

    /// Sets or removes the fragment from raw text.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/p#x")?;
    /// r.set_fragment_encoded(None)?;
    /// assert_eq!(r.as_str(), "/p");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BuildErrorKind::InvalidFragment`] with the index of the bad byte.
    pub fn set_fragment_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        splice::fragment(self, raw)
    }
}

impl UriRef {
    /// Removes the fragment, `#` included (§3.5): a truncation of the
    /// text, which cannot fail and moves no offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/a?q#top")?;
    /// r.remove_fragment();
    /// assert_eq!(r.as_str(), "/a?q");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_fragment(&mut self) {
        // Removing a fragment cannot fail (see `splice::fragment`).
        let _ = splice::fragment(self, None);
    }

    /// Removes the query, `?` included (§3.4); the fragment, if any, moves
    /// up.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let mut r = UriRef::parse("/a?q=1#top")?;
    /// r.remove_query();
    /// assert_eq!(r.as_str(), "/a#top");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_query(&mut self) {
        // A shorter text always fits, and no rule involves the query.
        let _ = splice::query(self, None);
    }

    /// A borrowed view of this reference without its fragment: no copy,
    /// the same text up to the `#`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let r = UriRef::parse("/a?q#top")?;
    /// assert_eq!(r.without_fragment().as_str(), "/a?q");
    /// assert_eq!(r.without_fragment().fragment(), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn without_fragment(&self) -> UriRefView<'_> {
        self.as_view().without_fragment()
    }
}

impl Uri {
    /// Removes the fragment, `#` included: see [`UriRef::remove_fragment`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://example.com/a#section-2")?;
    /// uri.remove_fragment();
    /// assert_eq!(uri, "https://example.com/a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_fragment(&mut self) {
        self.as_mut_uri_ref().remove_fragment();
    }

    /// Removes the query, `?` included: see [`UriRef::remove_query`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://example.com/a?x=1#f")?;
    /// uri.remove_query();
    /// assert_eq!(uri, "https://example.com/a#f");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_query(&mut self) {
        self.as_mut_uri_ref().remove_query();
    }

    /// A borrowed view of this URI without its fragment, with no copy.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let uri = Uri::parse("https://example.com/a#f")?;
    /// assert_eq!(uri.without_fragment(), "https://example.com/a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn without_fragment(&self) -> UriView<'_> {
        self.as_view().without_fragment()
    }

    /// Keeps the query pairs for which `keep(key, value)` is true: see
    /// [`UriRef::retain_query_pairs`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("https://example.com/?a=1&fbclid=x")?;
    /// assert_eq!(uri.retain_query_pairs(|key, _| key != "fbclid"), 1);
    /// assert_eq!(uri, "https://example.com/?a=1");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn retain_query_pairs<F: FnMut(&str, &str) -> bool>(&mut self, keep: F) -> usize {
        self.as_mut_uri_ref().retain_query_pairs(keep)
    }
}

impl<'a> UriRefView<'a> {
    /// The same view without its fragment: the text up to the `#`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRefView;
    /// let v = UriRefView::parse("a#b")?;
    /// assert_eq!(v.without_fragment().as_str(), "a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn without_fragment(self) -> UriRefView<'a> {
        let off: Offsets = self.parts().off;
        let end = usize::try_from(off.fragment_start).unwrap_or(usize::MAX);
        let text = self.as_str();
        // The fragment starts at a `#`, an ASCII byte, so this is a char
        // boundary; the offsets before it stay as they are.
        let text = text.get(..end).unwrap_or(text);
        debug_assert!(off.check_invariants(text, crate::parse::Rule::UriReference));
        UriRefView::from_parts(text, off)
    }
}

impl<'a> UriView<'a> {
    /// The same view without its fragment: the text up to the `#`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriView;
    /// let v = UriView::parse("s:a#b")?;
    /// assert_eq!(v.without_fragment().as_str(), "s:a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn without_fragment(self) -> UriView<'a> {
        UriView::from_ref_unchecked(self.into_uri_ref().without_fragment())
    }
}

/// The decimal digits of `port`, written at the end of `buf`.
fn port_digits(port: u16, buf: &mut [u8; 5]) -> &str {
    let mut n = port;
    let mut start = buf.len();
    loop {
        start -= 1;
        if let Some(d) = buf.get_mut(start) {
            // `n % 10` is below 10, so it fits in a `u8`.
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || start == 0 {
            break;
        }
    }
    // ASCII digits only.
    core::str::from_utf8(buf.get(start..).unwrap_or_default()).unwrap_or("0")
}
