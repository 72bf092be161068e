//! Building a URI reference from its components (RFC 3986 §5.3,
//! "Component Recomposition"), checked against the rules of §3.
//!
//! [`Builder`] collects components in any order and checks them all in
//! [`Builder::build`]. Methods that take text a person typed (a user name,
//! a host name, a path segment, a query value) percent-encode it for its
//! component; methods ending in `_encoded` take text that is already
//! percent-encoded and check it instead.

mod compose;

pub use crate::error::{BuildError, BuildErrorKind};

pub(crate) use compose::{
    check_host, check_path_shape, check_scheme, encode_path, encode_reg_name, host_text,
    push_segment, Components,
};

use crate::host::Host;
use crate::pct::{encode, Component};
use crate::uri::{Uri, UriRef};
use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

/// Assembles a URI reference from components, and refuses what cannot be
/// one.
///
/// # Examples
///
/// Build a URL with a query from key/value pairs:
///
/// ```
/// use urlkit::Builder;
///
/// let uri = Builder::new()
///     .scheme("https")
///     .reg_name("example.com")
///     .segment("search")
///     .query_pair("q", "rust & C++")
///     .query_pair("page", "2")
///     .build_uri()?;
/// assert_eq!(uri.as_str(), "https://example.com/search?q=rust%20%26%20C%2B%2B&page=2");
/// assert_eq!(uri.query_pairs().next(), Some(("q".into(), "rust & C++".into())));
/// # Ok::<_, urlkit::BuildError>(())
/// ```
///
/// Typed hosts, and the constraints of §3.3:
///
/// ```
/// use std::net::Ipv6Addr;
/// use urlkit::{BuildErrorKind, Builder, Host};
///
/// let uri = Builder::new().scheme("http").host(Host::Ipv6(Ipv6Addr::LOCALHOST)).port(8080).build()?;
/// assert_eq!(uri.as_str(), "http://[::1]:8080");
///
/// let err = Builder::new().path_encoded("a:b").build().unwrap_err();
/// assert_eq!(err.kind(), BuildErrorKind::ColonInFirstSegment);
/// // A segment given as text is encoded where a raw ':' is not allowed.
/// assert_eq!(Builder::new().segment("a:b").build()?.as_str(), "a%3Ab");
/// # Ok::<_, urlkit::BuildError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Builder {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: PathSpec,
    segments: Vec<String>,
    query: Option<String>,
    fragment: Option<String>,
    /// The first error a method found, reported by `build`.
    error: Option<BuildError>,
}

/// The base path, encoded when the builder knows whether it is relative.
#[derive(Clone, Debug)]
enum PathSpec {
    Text(String),
    Encoded(String),
}

impl Default for PathSpec {
    fn default() -> PathSpec {
        PathSpec::Encoded(String::new())
    }
}

impl Builder {
    /// An empty builder: it builds the empty relative reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().build()?.as_str(), "");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Sets the scheme, checked against
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().scheme("urn").path_encoded("isbn:0451450523").build()?.as_str(), "urn:isbn:0451450523");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn scheme(mut self, scheme: &str) -> Builder {
        self.scheme = Some(scheme.to_owned());
        self
    }

    /// Sets the userinfo from text, percent-encoding what `userinfo` does
    /// not allow (§3.2.1). A `:` stays raw.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().userinfo("me@home").reg_name("h").build()?;
    /// assert_eq!(r.as_str(), "//me%40home@h");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo(mut self, text: &str) -> Builder {
        self.userinfo = Some(encode(text, Component::Userinfo).to_string());
        self
    }

    /// Sets the userinfo from raw (percent-encoded) text, checked in
    /// [`Builder::build`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().userinfo_encoded("me%40home").reg_name("h").build()?;
    /// assert_eq!(r.userinfo(), Some("me%40home"));
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo_encoded(mut self, raw: &str) -> Builder {
        self.userinfo = Some(raw.to_owned());
        self
    }

    /// Sets a typed host (§3.2.2): an IPv4 or IPv6 address, or a reg-name
    /// or IPvFuture given raw and checked.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::net::Ipv4Addr;
    /// use urlkit::{Builder, Host};
    /// let r = Builder::new().host(Host::Ipv4(Ipv4Addr::new(192, 0, 2, 1))).build()?;
    /// assert_eq!(r.as_str(), "//192.0.2.1");
    /// let r = Builder::new().host(Host::IpvFuture("v7.x")).build()?;
    /// assert_eq!(r.as_str(), "//[v7.x]");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn host(mut self, host: Host<'_>) -> Builder {
        match host_text(host) {
            Ok(text) => self.host = Some(text.into_owned()),
            Err(e) => self.fail(e),
        }
        self
    }

    /// Sets the host to a registered name given as text, percent-encoding
    /// what `reg-name` does not allow (§3.2.2), such as non-ASCII letters.
    /// A name holding a delimiter (`:/?#[]@\`), `%`, a space or a control
    /// is refused in [`Builder::build`] with
    /// [`BuildErrorKind::DelimiterInHost`] (docs/security.md row 7: encoded,
    /// `example.com/x` would become a host that decoding consumers split).
    /// Use [`Builder::host`] for IP addresses.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    /// assert_eq!(Builder::new().reg_name("bücher.example").build()?.as_str(), "//b%C3%BCcher.example");
    /// let err = Builder::new().reg_name("example.com/10.0.0.1").build().unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (BuildErrorKind::DelimiterInHost, 11));
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn reg_name(mut self, text: &str) -> Builder {
        match encode_reg_name(text) {
            Ok(name) => self.host = Some(name.into_owned()),
            Err(e) => self.fail(e),
        }
        self
    }

    /// Sets the host from raw text in any of its forms (`example.com`,
    /// `192.0.2.1`, `[::1]`, `[v7.x]`), checked in [`Builder::build`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Builder, HostKind};
    /// let r = Builder::new().host_encoded("[2001:db8::1]").build()?;
    /// assert_eq!(r.host_kind(), Some(HostKind::Ipv6));
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn host_encoded(mut self, raw: &str) -> Builder {
        self.host = Some(raw.to_owned());
        self
    }

    /// Sets the port (§3.2.3).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().reg_name("h").port(8080).build()?.port_u16(), Ok(Some(8080)));
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn port(mut self, port: u16) -> Builder {
        self.port = Some(port.to_string());
        self
    }

    /// Sets the port from its digits, which `port = *DIGIT` allows to be
    /// empty or above 65535 (§3.2.3); checked in [`Builder::build`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().reg_name("h").port_digits("").build()?.as_str(), "//h:");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn port_digits(mut self, digits: &str) -> Builder {
        self.port = Some(digits.to_owned());
        self
    }

    /// Sets the path from text: `/` separates segments, and every other
    /// byte `pchar` does not allow is encoded (a `:` too, in the first
    /// segment of a relative reference without authority). Replaces the
    /// path and any segments pushed before.
    ///
    /// The path is not adjusted to its surroundings: after an authority it
    /// must be empty or start with `/`, and without one it must not start
    /// with `//` ([`Builder::build`] says which rule broke).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().scheme("file").host_encoded("").path("/my docs/a#1.txt").build()?;
    /// assert_eq!(r.as_str(), "file:///my%20docs/a%231.txt");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, text: &str) -> Builder {
        self.path = PathSpec::Text(text.to_owned());
        self.segments.clear();
        self
    }

    /// Sets the path from raw text, checked in [`Builder::build`]. Replaces
    /// the path and any segments pushed before.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().path_encoded("/a%2Fb/c").build()?;
    /// assert_eq!(r.path_segments().collect::<Vec<_>>(), ["a%2Fb", "c"]);
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn path_encoded(mut self, raw: &str) -> Builder {
        self.path = PathSpec::Encoded(raw.to_owned());
        self.segments.clear();
        self
    }

    /// Appends one path segment given as text: `/` and every other byte
    /// `pchar` does not allow are encoded. The rules of
    /// [`crate::UriRef::push_segment`] apply: an empty path after an
    /// authority becomes `/segment`, a path ending in `/` takes the
    /// segment in place of its empty last one, and `.` or `..` is
    /// refused.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().scheme("https").reg_name("h").path_encoded("/v1/").segment("a/b").segment("c").build()?;
    /// assert_eq!(r.as_str(), "https://h/v1/a%2Fb/c");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn segment(mut self, text: &str) -> Builder {
        self.segments.push(text.to_owned());
        self
    }

    /// Sets the query from text, percent-encoding what `query` does not
    /// allow (§3.4); `&` and `=` stay raw. Replaces any pairs added before.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().query("a b&c").build()?.as_str(), "?a%20b&c");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn query(mut self, text: &str) -> Builder {
        self.query = Some(encode(text, Component::Query).to_string());
        self
    }

    /// Sets the query from raw text, checked in [`Builder::build`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().query_encoded("").build()?.as_str(), "?");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_encoded(mut self, raw: &str) -> Builder {
        self.query = Some(raw.to_owned());
        self
    }

    /// Appends `key=value` to the query, each encoded with
    /// [`Component::QueryValue`] (so `&`, `=`, `+`, `;` and `#` in them are
    /// encoded), joined to earlier pairs with `&`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().query_pair("a=b", "1&2").query_pair("c", "").build()?;
    /// assert_eq!(r.as_str(), "?a%3Db=1%262&c=");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_pair(mut self, key: &str, value: &str) -> Builder {
        let query = self.query.get_or_insert_with(String::new);
        crate::edit::append_pair(query, key, value);
        self
    }

    /// Sets the fragment from text, percent-encoding what `fragment` does
    /// not allow (§3.5).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert_eq!(Builder::new().fragment("section 2").build()?.as_str(), "#section%202");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment(mut self, text: &str) -> Builder {
        self.fragment = Some(encode(text, Component::Fragment).to_string());
        self
    }

    /// Sets the fragment from raw text, checked in [`Builder::build`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// assert!(Builder::new().fragment_encoded("a#b").build().is_err());
    /// ```
    #[must_use]
    pub fn fragment_encoded(mut self, raw: &str) -> Builder {
        self.fragment = Some(raw.to_owned());
        self
    }

    /// Checks the components and joins them into a URI reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Builder;
    /// let r = Builder::new().path_encoded("../a").fragment("top").build()?;
    /// assert_eq!(r.as_str(), "../a#top");
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`BuildError`] naming the first component or §3 constraint that
    /// failed; an invalid component is reported before any constraint
    /// between components.
    pub fn build(&self) -> Result<UriRef, BuildError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let no_colon_first = self.scheme.is_none() && self.host.is_none();
        let mut path = match &self.path {
            PathSpec::Encoded(raw) => raw.clone(),
            PathSpec::Text(text) => encode_path(text, no_colon_first).into_owned(),
        };
        for segment in &self.segments {
            push_segment(&mut path, segment, self.host.is_some(), no_colon_first)?;
        }
        Components {
            scheme: self.scheme.as_deref(),
            userinfo: self.userinfo.as_deref(),
            host: self.host.as_deref(),
            port: self.port.as_deref(),
            path: &path,
            query: self.query.as_deref(),
            fragment: self.fragment.as_deref(),
        }
        .compose()
    }

    /// Builds like [`Builder::build`], and requires a scheme.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{BuildErrorKind, Builder};
    /// let uri = Builder::new().scheme("mailto").path_encoded("a@example.org").build_uri()?;
    /// assert_eq!(uri.scheme(), "mailto");
    /// assert_eq!(Builder::new().build_uri().unwrap_err().kind(), BuildErrorKind::MissingScheme);
    /// # Ok::<_, urlkit::BuildError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Builder::build`], and [`BuildErrorKind::MissingScheme`].
    pub fn build_uri(&self) -> Result<Uri, BuildError> {
        if self.scheme.is_none() && self.error.is_none() {
            return Err(BuildError::new(BuildErrorKind::MissingScheme, 0));
        }
        self.build().map(Uri::from_ref_unchecked)
    }

    fn fail(&mut self, e: BuildError) {
        self.error.get_or_insert(e);
    }
}
