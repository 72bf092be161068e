//! RFC 1738 §3: the URL schemes, their default ports, and a typed,
//! borrowed view for each of the ten schemes of RFC 1738.
//!
//! The registry ([`KnownScheme`]) covers the schemes of RFC 1738 §3 (plus
//! https, ws and wss) and whether they use the common internet scheme
//! syntax of RFC 1738 §3.1 (`//<user>:<password>@<host>:<port>/<url-path>`).
//! [`default_port`] answers for those and for the other schemes people use
//! with a port (imap, ldap, ssh, postgres, ...), from one table,
//! [`DEFAULT_PORTS`], that names the source of each. Scheme names are
//! compared case-insensitively (RFC 1738 §2.1, RFC 3986 §3.1).
//!
//! Each view ([`FtpUrl`], [`HttpUrl`], [`GopherUrl`], [`MailtoUrl`],
//! [`NewsUrl`], [`NntpUrl`], [`TelnetUrl`], [`WaisUrl`], [`FileUrl`],
//! [`ProsperoUrl`]) is made from a URI that RFC 3986 already accepted
//! (`TryFrom<&Uri>` or `TryFrom<UriView>`), checks the scheme's own BNF
//! (RFC 1738 §5) strictly on top, borrows the text and decodes parts on
//! demand (a [`Cow`](std::borrow::Cow) that borrows when there is nothing
//! to decode). A `...Parts` struct per scheme builds a URL from its parts,
//! encoding each with that scheme's rules. [`classify`] picks the view for
//! any URI.
//!
//! What RFC 1738 calls the url-path is RFC 3986's path and query together:
//! several RFC 1738 rules let `?` stand in a path (`fsegment`, gopher's
//! `selector`), so the views read them as one. A `#` fragment is outside
//! the URL (RFC 1738 appendix) and ignored by the views.
//!
//! # Examples
//!
//! ```
//! use urlkit::scheme::{classify, SchemeData};
//! use urlkit::Uri;
//!
//! let uri = Uri::parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles")?;
//! let Some(Ok(SchemeData::Gopher(g))) = classify(&uri) else { panic!() };
//! assert_eq!(g.gtype(), '0');
//! assert_eq!(g.selector(), "0/Weather/California/Los Angeles");
//! assert_eq!(g.login().port(), 70);
//! # Ok::<_, urlkit::ParseError>(())
//! ```

mod classify;
mod rfc1738;

pub use crate::ports::{default_port, DefaultPort, DEFAULT_PORTS};

/// The doc example of a view's method: `view` is `$view` read from the URI
/// `$example`, then the lines `$line` (each ending in a newline).
macro_rules! view_example {
    ($view:ident, $example:literal, $($line:expr),+) => {
        concat!(
            "```\n",
            "use urlkit::scheme::", stringify!($view), ";\n",
            "use urlkit::Uri;\n",
            "let uri = Uri::parse(\"", $example, "\")?;\n",
            "let view = ", stringify!($view), "::try_from(&uri)?;\n",
            $($line,)+
            "# Ok::<_, Box<dyn std::error::Error>>(())\n",
            "```"
        )
    };
}
pub(crate) use view_example;

/// What every view has: `TryFrom<UriView<'a>>` and `TryFrom<&'a Uri>`
/// (through its `from_uri(UriView) -> Result<Self, SchemeError>`
/// constructor) and `as_uri`; with `login: PORT`, also `login()` for the
/// schemes with a `"//" login` part (its default port in the example).
macro_rules! view_conversions {
    ($view:ident, $example:literal) => {
        impl<'a> TryFrom<crate::UriView<'a>> for $view<'a> {
            type Error = super::SchemeError;

            fn try_from(uri: crate::UriView<'a>) -> Result<$view<'a>, super::SchemeError> {
                $view::from_uri(uri)
            }
        }

        impl<'a> TryFrom<&'a crate::Uri> for $view<'a> {
            type Error = super::SchemeError;

            fn try_from(uri: &'a crate::Uri) -> Result<$view<'a>, super::SchemeError> {
                $view::from_uri(uri.as_view())
            }
        }

        impl<'a> $view<'a> {
            /// The URI this view reads.
            ///
            /// # Examples
            ///
            #[doc = super::view_example!(
                                $view,
                                $example,
                                "assert_eq!(view.as_uri().as_str(), \"", $example, "\");\n"
                            )]
            #[must_use]
            pub fn as_uri(&self) -> crate::UriView<'a> {
                self.uri
            }
        }
    };
    ($view:ident, $example:literal, login: $port:literal) => {
        super::view_conversions!($view, $example);

        impl<'a> $view<'a> {
            /// The user, password, host and port (`login`, RFC 1738 §3.1).
            ///
            /// # Examples
            ///
            #[doc = super::view_example!(
                                $view,
                                $example,
                                "assert_eq!(view.login().port(), ", stringify!($port), ");\n"
                            )]
            #[must_use]
            pub fn login(&self) -> super::Login<'a> {
                self.login
            }
        }
    };
}
pub(crate) use view_conversions;

/// Declares the view of a scheme with a `"//" login` part (RFC 1738
/// §3.1): the struct, holding the URI, its [`Login`] and the fields given;
/// its `from_uri`, which checks the login part (in the `Authority` form
/// given) and hands the rest of the scheme's rule to `from_login`, given
/// last; and [`view_conversions!`] with `login()`.
macro_rules! login_view {
    (
        $(#[$doc:meta])*
        pub struct $view:ident { $($(#[$field_doc:meta])* $field:ident: $ty:ty,)* }
        login: $scheme:ident, $authority:ident, $port:literal, $example:literal;
        $(#[$check_doc:meta])*
        fn from_login($uri:ident, $login:ident) $check:block
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $view<'a> {
            uri: crate::UriView<'a>,
            login: super::Login<'a>,
            $($(#[$field_doc])* $field: $ty,)*
        }

        impl<'a> $view<'a> {
            /// Checks the login part, then the rest of the scheme's rule.
            fn from_uri(uri: crate::UriView<'a>) -> Result<$view<'a>, super::SchemeError> {
                let login = super::rfc1738::login(
                    uri,
                    super::KnownScheme::$scheme,
                    super::rfc1738::Authority::$authority,
                )?;
                $view::from_login(uri, login)
            }

            $(#[$check_doc])*
            fn from_login(
                $uri: crate::UriView<'a>,
                $login: super::Login<'a>,
            ) -> Result<$view<'a>, super::SchemeError> $check
        }

        super::view_conversions!($view, $example, login: $port);
    };
}
pub(crate) use login_view;

mod file;
mod ftp;
mod gopher;
mod http;
mod mailto;
mod news;
mod nntp;
mod prospero;
mod telnet;
mod wais;

pub use crate::error::{SchemeError, SchemeErrorKind};
pub use classify::{classify, classify_view, SchemeData};
pub use file::{FileParts, FileUrl};
pub use ftp::{FtpCommand, FtpParts, FtpType, FtpUrl};
pub use gopher::{GopherParts, GopherUrl};
pub use http::{HttpParts, HttpUrl};
pub use mailto::{MailtoParts, MailtoUrl};
pub use news::{NewsKind, NewsParts, NewsUrl};
pub use nntp::{NntpParts, NntpUrl};
pub use prospero::{ProsperoParts, ProsperoUrl};
pub use rfc1738::Login;
pub use telnet::{TelnetParts, TelnetUrl};
pub use wais::{WaisKind, WaisParts, WaisUrl};

/// Checks `host` against RFC 1738's own host rule (§3.1, §5), which is
/// stricter than RFC 3986's:
///
/// ```text
/// host        = hostname | hostnumber
/// hostname    = *[ domainlabel "." ] toplabel
/// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// hostnumber  = digits "." digits "." digits "." digits
/// ```
///
/// A hostnumber's groups are IPv4 octets (0 to 255). IP literals (`[::1]`),
/// percent-encoding, `_` and a trailing `.` are all refused.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{check_host, SchemeErrorKind};
/// assert!(check_host("ds.internic.net").is_ok());
/// assert!(check_host("10.0.0.1").is_ok());
/// assert_eq!(check_host("host.9com").unwrap_err().kind(), SchemeErrorKind::Toplabel);
/// assert_eq!(check_host("10.0.0").unwrap_err().kind(), SchemeErrorKind::Hostnumber);
/// ```
///
/// # Errors
///
/// The rule that failed, with the byte index in `host`.
pub fn check_host(host: &str) -> Result<(), SchemeError> {
    rfc1738::host_rule(host)
}

/// A scheme this library knows.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::KnownScheme;
///
/// let s = KnownScheme::from_name("FTP").unwrap();
/// assert_eq!(s, KnownScheme::Ftp);
/// assert_eq!(s.default_port(), Some(21));
/// assert!(s.uses_internet_syntax());
/// assert_eq!(KnownScheme::from_name("urn"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum KnownScheme {
    /// File Transfer Protocol (RFC 1738 §3.2).
    Ftp,
    /// Hypertext Transfer Protocol (RFC 1738 §3.3).
    Http,
    /// HTTP over TLS (RFC 2818; RFC 9110 §4.2.2).
    Https,
    /// The Gopher protocol (RFC 1738 §3.4).
    Gopher,
    /// Electronic mail address (RFC 1738 §3.5).
    Mailto,
    /// USENET news (RFC 1738 §3.6).
    News,
    /// USENET news using NNTP access (RFC 1738 §3.7).
    Nntp,
    /// Reference to interactive sessions (RFC 1738 §3.8).
    Telnet,
    /// Wide Area Information Servers (RFC 1738 §3.9).
    Wais,
    /// Host-specific file names (RFC 1738 §3.10).
    File,
    /// Prospero Directory Service (RFC 1738 §3.11).
    Prospero,
    /// WebSocket (RFC 6455 §3).
    Ws,
    /// WebSocket over TLS (RFC 6455 §3).
    Wss,
}

impl KnownScheme {
    /// Every known scheme, in the order of RFC 1738 §3, then the later ones.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::KnownScheme;
    /// assert_eq!(KnownScheme::ALL.len(), 13);
    /// ```
    pub const ALL: [KnownScheme; 13] = [
        KnownScheme::Ftp,
        KnownScheme::Http,
        KnownScheme::Gopher,
        KnownScheme::Mailto,
        KnownScheme::News,
        KnownScheme::Nntp,
        KnownScheme::Telnet,
        KnownScheme::Wais,
        KnownScheme::File,
        KnownScheme::Prospero,
        KnownScheme::Https,
        KnownScheme::Ws,
        KnownScheme::Wss,
    ];

    /// The scheme named `name`, compared case-insensitively.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::KnownScheme;
    /// assert_eq!(KnownScheme::from_name("Gopher"), Some(KnownScheme::Gopher));
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<KnownScheme> {
        KnownScheme::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
    }

    /// The scheme's name, in lowercase (the canonical form, §3.1).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::KnownScheme;
    /// assert_eq!(KnownScheme::Prospero.name(), "prospero");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            KnownScheme::Ftp => "ftp",
            KnownScheme::Http => "http",
            KnownScheme::Https => "https",
            KnownScheme::Gopher => "gopher",
            KnownScheme::Mailto => "mailto",
            KnownScheme::News => "news",
            KnownScheme::Nntp => "nntp",
            KnownScheme::Telnet => "telnet",
            KnownScheme::Wais => "wais",
            KnownScheme::File => "file",
            KnownScheme::Prospero => "prospero",
            KnownScheme::Ws => "ws",
            KnownScheme::Wss => "wss",
        }
    }

    /// The port a URL of this scheme means when it gives none, from
    /// [`DEFAULT_PORTS`]: RFC 1738 §3 for its schemes (ftp 21, http 80,
    /// gopher 70, nntp 119, telnet 23, wais 210, prospero 1525), RFC 9110
    /// for https (443), RFC 6455 for ws (80) and wss (443). `None` for
    /// schemes without a port (mailto, news, file).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::KnownScheme;
    /// assert_eq!(KnownScheme::Wais.default_port(), Some(210));
    /// assert_eq!(KnownScheme::Mailto.default_port(), None);
    /// ```
    #[must_use]
    pub fn default_port(self) -> Option<u16> {
        default_port(self.name())
    }

    /// Whether the scheme uses the common internet scheme syntax of RFC
    /// 1738 §3.1 (an authority after `//`). `file` does (with an often empty
    /// host); mailto and news do not.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::KnownScheme;
    /// assert!(KnownScheme::Telnet.uses_internet_syntax());
    /// assert!(!KnownScheme::News.uses_internet_syntax());
    /// ```
    #[must_use]
    pub const fn uses_internet_syntax(self) -> bool {
        !matches!(self, KnownScheme::Mailto | KnownScheme::News)
    }
}

#[cfg(test)]
#[path = "../../tests/unit/scheme.rs"]
mod tests;
