//! Decoding a registered name safely (docs/security.md row 7).
//!
//! `http://example.com%2F10.0.0.1/` has the single reg-name
//! `example.com%2F10.0.0.1`; a consumer that decodes it and then splits at
//! `/` connects to `example.com` (curl CVE-2022-27780). So the decoded
//! host is refused when decoding yields a delimiter, a space or a control,
//! and the builder refuses such host names rather than encoding them.

use alloc::borrow::Cow;

use super::decode::decode_utf8;
use crate::error::{DecodeError, DecodeErrorKind};
use crate::host::Host;
use crate::uri::UriRef;

/// Whether `c` may not appear in a decoded host name: a `gen-delim`
/// (`:/?#[]@`, §2.2), `\` (read as `/` by WHATWG parsers), `%` (a second
/// decoding would read it), a space or a control.
pub(crate) fn forbidden_in_host(c: char) -> bool {
    matches!(
        c,
        ':' | '/' | '?' | '#' | '[' | ']' | '@' | '\\' | '%' | ' '
    ) || c.is_control()
}

/// Decodes a raw `reg-name` to UTF-8 text, refusing text that decodes to a
/// delimiter, `%`, a space or a control.
///
/// # Examples
///
/// ```
/// use urlkit::pct::{self, DecodeErrorKind};
/// assert_eq!(pct::decode_reg_name("b%C3%BCcher.example")?, "bücher.example");
/// let err = pct::decode_reg_name("example.com%2F10.0.0.1").unwrap_err();
/// assert_eq!((err.kind(), err.index()), (DecodeErrorKind::DelimiterInHost, 11));
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// [`DecodeErrorKind::DelimiterInHost`] at the escape that decodes to the
/// forbidden character; the errors of [`decode_utf8`].
pub fn decode_reg_name(raw: &str) -> Result<Cow<'_, str>, DecodeError> {
    let text = decode_utf8(raw)?;
    if !text.chars().any(forbidden_in_host) {
        return Ok(text);
    }
    // Find the escape in `raw` that produced it: walk both texts together.
    let bytes = raw.as_bytes();
    let mut i = 0usize;
    for c in text.chars() {
        if forbidden_in_host(c) {
            return Err(DecodeError::new(DecodeErrorKind::DelimiterInHost, i));
        }
        // Each byte of `c` came from one raw byte or one `%XX` triplet.
        for _ in 0..c.len_utf8() {
            i += if bytes.get(i) == Some(&b'%') { 3 } else { 1 };
        }
    }
    Err(DecodeError::new(DecodeErrorKind::DelimiterInHost, i))
}

/// The socket addresses of `host` at `port`: an IP address as it is, a
/// reg-name percent-decoded and given to the system resolver.
#[cfg(feature = "std")]
pub(crate) fn socket_addrs(
    host: Host<'_>,
    port: u16,
) -> std::io::Result<std::vec::IntoIter<std::net::SocketAddr>> {
    use std::io::{Error, ErrorKind};
    use std::net::{SocketAddr, ToSocketAddrs};
    match host {
        Host::Ipv4(a) => Ok(std::vec![SocketAddr::from((a, port))].into_iter()),
        Host::Ipv6(a) => Ok(std::vec![SocketAddr::from((a, port))].into_iter()),
        Host::RegName(name) => {
            let name = decode_reg_name(name).map_err(|e| Error::new(ErrorKind::InvalidInput, e))?;
            (&*name, port).to_socket_addrs()
        }
        Host::IpvFuture(_) => Err(Error::new(
            ErrorKind::InvalidInput,
            "an IPvFuture host has no socket address",
        )),
    }
}

impl UriRef {
    /// The socket addresses of the host at [`UriRef::port_or_default`]:
    /// an IP address as it is, a reg-name percent-decoded and looked up by
    /// the system resolver.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::UriRef;
    /// let addrs: Vec<_> = UriRef::parse("http://127.0.0.1/")?.to_socket_addrs()?.collect();
    /// assert_eq!(addrs, ["127.0.0.1:80".parse()?]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`std::io::ErrorKind::InvalidInput`] without a host or a port (none
    /// given and no default), or with a port above 65535; the resolver's
    /// errors.
    #[cfg(feature = "std")]
    pub fn to_socket_addrs(&self) -> std::io::Result<std::vec::IntoIter<std::net::SocketAddr>> {
        use std::io::{Error, ErrorKind};
        let host = self
            .host_typed()
            .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "no host"))?;
        let port = self
            .port_or_default()
            .map_err(|e| Error::new(ErrorKind::InvalidInput, e))?
            .ok_or_else(|| Error::new(ErrorKind::InvalidInput, "no port and no default port"))?;
        socket_addrs(host, port)
    }

    /// The host, percent-decoded: a reg-name decoded by
    /// [`decode_reg_name`], an IP literal as written. `Ok(None)` without an
    /// authority.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{pct::DecodeErrorKind, Uri};
    /// let uri = Uri::parse("http://m%C3%BCnchen.example/")?;
    /// assert_eq!(uri.host_decoded().unwrap().as_deref(), Some("münchen.example"));
    /// let uri = Uri::parse("http://example.com%2F10.0.0.1/")?;
    /// assert_eq!(uri.host_decoded().unwrap_err().kind(), DecodeErrorKind::DelimiterInHost);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`decode_reg_name`]; the index is within the host.
    pub fn host_decoded(&self) -> Result<Option<Cow<'_, str>>, DecodeError> {
        match self.host_typed() {
            None => Ok(None),
            Some(Host::RegName(name)) => decode_reg_name(name).map(Some),
            Some(_) => Ok(self.host().map(Cow::Borrowed)),
        }
    }
}
