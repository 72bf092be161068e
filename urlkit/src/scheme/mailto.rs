//! Mailto URLs (RFC 1738 §3.5):
//!
//! ```text
//! mailtourl      = "mailto:" encoded822addr
//! encoded822addr = 1*xchar               ; further defined in RFC822
//! ```
//!
//! No character is reserved: the whole scheme-specific part, decoded, is
//! the RFC 822 addr-spec. RFC 1738 has no headers after `?` (those came
//! with RFC 6068); here a `?` is part of the address. The RFC 822 check is
//! the outline of `addr-spec = local-part "@" domain`: a non-empty text on
//! each side of the last `@`.

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, XCHAR};
use super::KnownScheme;
use crate::error::{SchemeError, SchemeErrorKind};
use crate::table::Table;
use crate::{Uri, UriView};

/// What a builder writes raw in an address: `xchar` without `/` and `?`,
/// which RFC 3986 would read as a path or a query delimiter.
const ADDR_RAW: Table = XCHAR.without(b"/?");

/// A `mailto` URL (RFC 1738 §3.5), borrowed from a parsed [`Uri`].
///
/// # Examples
///
/// ```
/// use urlkit::scheme::MailtoUrl;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("mailto:a%25b@example.org")?;
/// assert_eq!(MailtoUrl::try_from(&uri)?.addr(), "a%b@example.org");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailtoUrl<'a> {
    uri: UriView<'a>,
    addr: &'a str,
}

impl<'a> MailtoUrl<'a> {
    /// Checks `mailtourl` on a parsed URI.
    fn from_uri(uri: UriView<'a>) -> Result<MailtoUrl<'a>, SchemeError> {
        rfc1738::expect_scheme(uri, KnownScheme::Mailto)?;
        let (addr, base) = rfc1738::schemepart(uri);
        rfc1738::check(addr, base, &XCHAR, SchemeErrorKind::Encoded822addr)?;
        let decoded = rfc1738::decode(addr);
        let at = decoded.iter().rposition(|&b| b == b'@');
        match at {
            Some(i) if i > 0 && i + 1 < decoded.len() => Ok(MailtoUrl { uri, addr }),
            _ => Err(SchemeError::new(
                SchemeErrorKind::Encoded822addr,
                base + addr.len(),
            )),
        }
    }

    /// The RFC 822 addr-spec, decoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::MailtoUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("mailto:%22j%20d%22@example.org")?;
    /// assert_eq!(MailtoUrl::try_from(&uri)?.addr(), "\"j d\"@example.org");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn addr(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.addr)
    }
}

/// The parts of a mailto URL, to build one (see [`MailtoParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::MailtoParts;
/// let uri = MailtoParts { addr: "100%@example.org" }.to_uri()?;
/// assert_eq!(uri.as_str(), "mailto:100%25@example.org");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MailtoParts<'p> {
    /// The addr-spec, decoded.
    pub addr: &'p str,
}

impl MailtoParts<'_> {
    /// Builds the URL, percent-encoding the address. `/` and `?` are
    /// encoded too, so that RFC 3986 reads no authority and later readers
    /// (RFC 6068) no headers.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::MailtoParts;
    /// let uri = MailtoParts { addr: "a/b?c@d" }.to_uri()?;
    /// assert_eq!(uri.as_str(), "mailto:a%2Fb%3Fc@d");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Encoded822addr`] for an address without a
    /// local-part, `@` and domain.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("mailto:");
        rfc1738::encode_into(&mut text, self.addr.as_bytes(), &ADDR_RAW);
        rfc1738::finish(text, |u| MailtoUrl::from_uri(u).map(drop))
    }
}

super::view_conversions!(MailtoUrl, "mailto:a@example.org");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_5_edges() {
        let check =
            |s: &str| MailtoUrl::try_from(&Uri::parse(s).unwrap()).map(|m| m.addr().into_owned());
        assert_eq!(check("mailto:a@b?subject=x").unwrap(), "a@b?subject=x");
        assert_eq!(
            check("mailto:").unwrap_err().kind(),
            SchemeErrorKind::Encoded822addr
        );
        assert_eq!(check("mailto:ab").unwrap_err().index(), 9);
        assert!(check("mailto:@b").is_err());
        assert!(check("mailto:a@").is_err());
        // No character is reserved in mailto: %40 is an @.
        assert_eq!(check("mailto:a%40b").unwrap(), "a@b");
        assert!(check("mailto:a%40b@c").is_ok());
    }
}
