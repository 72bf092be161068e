//! [`Error`]: one error type for every error of the crate, so that `?`
//! works across parsing, resolving, building and the scheme views in a
//! function that returns `Result<_, urlkit::Error>`.

use core::fmt;

use super::{
    AuthorityError, BuildError, DecodeError, HttpError, ParseError, PortError, ResolveError,
    SchemeError,
};

/// Defines [`Error`] from its list of variants, one per error type: the
/// enum, the `From` of each type, and [`Error::inner`] (what `Display` and
/// `source` read).
macro_rules! any_error {
    (
        $(#[$meta:meta])*
        pub enum Error {
            $($(#[$doc:meta])* $variant:ident($ty:ty),)*
        }
    ) => {
        $(#[$meta])*
        pub enum Error {
            $($(#[$doc])* $variant($ty),)*
        }

        impl Error {
            /// The error inside, whatever its kind.
            fn inner(&self) -> &(dyn core::error::Error + 'static) {
                match self {
                    $(Error::$variant(e) => e,)*
                }
            }
        }

        $(
            impl From<$ty> for Error {
                fn from(e: $ty) -> Error {
                    Error::$variant(e)
                }
            }
        )*
    };
}

any_error! {
    /// Any error of this crate: each variant holds the error of one
    /// operation, with its kind, byte index and message; `Display` is that
    /// error's, and [`core::error::Error::source`] gives it back.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Error, Uri, UriRef};
    ///
    /// fn canonical_link(base: &str, href: &str) -> Result<String, Error> {
    ///     let base = Uri::parse(base)?; // ParseError
    ///     let mut target = UriRef::parse(href)?.resolve_against(&base)?; // ResolveError
    ///     target.set_fragment(None)?; // BuildError
    ///     let port = target.port_or_default()?; // PortError
    ///     Ok(format!("{} (port {})", target.normalize(), port.unwrap_or(0)))
    /// }
    ///
    /// assert_eq!(canonical_link("HTTP://a/b/c", "../d#x")?, "http://a/d (port 80)");
    /// let err = canonical_link("http://a/", "a b").unwrap_err();
    /// assert!(matches!(err, Error::Parse(_)));
    /// assert_eq!(format!("{err:#}"), "invalid character in path at index 1: ' ' (expected pchar, '/', '?', '#' or the end)");
    /// # Ok::<_, Error>(())
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum Error {
        /// A text is not a URI reference (RFC 3986 appendix A).
        Parse(ParseError),
        /// Reference resolution failed (§5.2).
        Resolve(ResolveError),
        /// A builder or setter was given components that break a rule of §3.
        Build(BuildError),
        /// A port does not fit in 16 bits.
        Port(PortError),
        /// A URI does not match the syntax of its RFC 1738 scheme.
        Scheme(SchemeError),
        /// A percent-encoding does not decode (§2.1).
        Decode(DecodeError),
        /// A `Host` header or CONNECT target is not `uri-host [ ":" port ]`
        /// (RFC 9110 §7.2, RFC 9112 §3.2.3).
        Authority(AuthorityError),
        /// A URI or request target does not meet RFC 9110 §4.2 or RFC 9112 §3.
        Http(HttpError),
    }
}

impl fmt::Display for Error {
    /// The message of the error inside.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.inner(), f)
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(self.inner())
    }
}
