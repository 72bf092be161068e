//! What the schemes share: the character classes of RFC 1738 §5, the
//! common internet scheme syntax of §3.1 (`login`, `hostport`), RFC 1738's
//! own `host` rule, and percent-decoding and encoding (§2.2) with
//! [`crate::pct`] over these classes.
//!
//! The views run on top of a URI that RFC 3986 already accepted, so these
//! checks only narrow it down to what the scheme's BNF allows.
//!
//! One decision where the two RFCs disagree: `~` is accepted raw wherever
//! `uchar` is. RFC 1738 §2.2 lists it as unsafe ("national"), but RFC 3986
//! §2.3, which updates RFC 1738 on the generic syntax, made it unreserved
//! and says `%7E` and `~` are equivalent and that producers should not
//! encode it.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::string::ToString;

use super::KnownScheme;
use crate::error::{SchemeError, SchemeErrorKind};
use crate::pct;
use crate::table::{Table, ALPHA, DIGIT};
use crate::UriView;

/// `safe = "$" | "-" | "_" | "." | "+"`
const SAFE: Table = Table::new(b"$-_.+");

/// `extra = "!" | "*" | "'" | "(" | ")" | ","`
const EXTRA: Table = Table::new(b"!*'(),");

/// `uchar = unreserved | escape`, with `unreserved = alpha | digit | safe |
/// extra` (plus `~`, see the module docs).
pub(crate) const UCHAR: Table = ALPHA
    .or(&DIGIT)
    .or(&SAFE)
    .or(&EXTRA)
    .or(&Table::new(b"~"))
    .with_pct_encoded();

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="`
const RESERVED: Table = Table::new(b";/?:@&=");

/// `xchar = unreserved | reserved | escape`
pub(crate) const XCHAR: Table = UCHAR.or(&RESERVED);

/// `user = *[ uchar | ";" | "?" | "&" | "=" ]`; `password` is the same.
pub(crate) const USER: Table = UCHAR.or(&Table::new(b";?&="));

/// What a builder writes raw in a user or password: [`USER`] without `:`
/// (it separates the password) and `?` (RFC 3986 userinfo has none).
const USER_RAW: Table = USER.without(b":?");

/// `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`; `psegment` is the
/// same.
pub(crate) const FSEGMENT: Table = UCHAR.or(&Table::new(b"?:@&="));

/// The bytes an `fpath` (file, ftp) or a `ppath` (prospero) may hold:
/// fsegments or psegments, and the `/` between them.
pub(crate) const FPATH: Table = FSEGMENT.or(&Table::new(b"/"));

/// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`; `search` is the
/// same.
pub(crate) const HSEGMENT: Table = UCHAR.or(&Table::new(b";:@&="));

/// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`
pub(crate) const SEARCH: Table = HSEGMENT;

/// `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]`; `fieldvalue` is the
/// same.
pub(crate) const FIELD: Table = UCHAR.or(&Table::new(b"?:@&"));

/// The bytes of `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ]
/// "@" host` before the `@`.
pub(crate) const ARTICLE: Table = UCHAR.or(&Table::new(b";/?:&="));

/// The bytes of `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`
/// after the first.
pub(crate) const GROUP: Table = ALPHA.or(&DIGIT).or(&Table::new(b"-.+_"));

/// Checks `s`, which starts at byte `base` of the URI, against `table`.
pub(crate) fn check(
    s: &str,
    base: usize,
    table: &Table,
    kind: SchemeErrorKind,
) -> Result<(), SchemeError> {
    match table.first_invalid(s) {
        Some(i) => Err(SchemeError::new(kind, base + i)),
        None => Ok(()),
    }
}

/// The octets `raw` stands for: each `%XX` triplet decoded (§2.2),
/// borrowed when there is none.
///
/// The views decode only components RFC 3986 accepted, where every `%`
/// starts a triplet, so the lossy decoder (which keeps a bad escape as it
/// is) decodes exactly what [`pct::decode`] would.
pub(crate) fn decode(raw: &str) -> Cow<'_, [u8]> {
    pct::decode_bytes_lossy(raw.as_bytes())
}

/// [`decode`], as text: octets that are not UTF-8 become U+FFFD.
pub(crate) fn decode_str(raw: &str) -> Cow<'_, str> {
    pct::decode_utf8_lossy(raw)
}

/// Whether the decoded `raw` holds CR or LF.
pub(crate) fn has_line_break(raw: &str) -> bool {
    decode(raw).iter().any(|&b| b == b'\r' || b == b'\n')
}

/// Appends `octets` to `out`, each byte that `table` does not allow raw
/// written as `%XX` (uppercase, RFC 3986 §2.1).
pub(crate) fn encode_into(out: &mut String, octets: &[u8], table: &'static Table) {
    pct::encode_bytes_with(octets, table).for_each(|piece| out.push_str(piece));
}

/// The login part shared by the views of the schemes with an authority:
/// `login = [ user [ ":" password ] "@" ] hostport` (RFC 1738 §3.1), read
/// from a URI that the view already checked. The views of ftp, gopher,
/// http, nntp, prospero, telnet and wais return it from `login()`.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::FtpUrl;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("ftp://me:secret@ftp.example.org:2121/pub")?;
/// let login = FtpUrl::try_from(&uri)?.login();
/// assert_eq!(login.user().as_deref(), Some("me"));
/// assert_eq!(login.password().as_deref(), Some("secret"));
/// assert_eq!(login.host(), "ftp.example.org");
/// assert_eq!(login.port(), 2121);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Login<'a> {
    /// The user, raw; `Some("")` for `ftp://@host/` (an empty user is not an
    /// absent one, §3.1).
    pub(crate) user: Option<&'a str>,
    /// The password, raw.
    pub(crate) password: Option<&'a str>,
    /// The host, raw, as RFC 3986 read it (brackets kept).
    pub(crate) host: &'a str,
    /// The port the URL means: the given one or the scheme's default.
    pub(crate) effective_port: u16,
    /// Byte index of the host in the URI text.
    pub(crate) host_start: usize,
}

impl<'a> Login<'a> {
    /// The user, decoded; `Some("")` for `ftp://@host/` (an empty user is
    /// not an absent one, §3.1). Only ftp and telnet allow one; the other
    /// schemes' views refuse a URL that has it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let empty = Uri::parse("ftp://@host.com/")?;
    /// assert_eq!(FtpUrl::try_from(&empty)?.login().user().as_deref(), Some(""));
    /// let absent = Uri::parse("ftp://host.com/")?;
    /// assert_eq!(FtpUrl::try_from(&absent)?.login().user(), None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn user(&self) -> Option<Cow<'a, str>> {
        self.user.map(decode_str)
    }

    /// The password, decoded; `Some("")` for `ftp://foo:@host.com/`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://foo:@host.com/")?;
    /// assert_eq!(TelnetUrl::try_from(&uri)?.login().password().as_deref(), Some(""));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn password(&self) -> Option<Cow<'a, str>> {
        self.password.map(decode_str)
    }

    /// The host, decoded (an IPv6 literal keeps its brackets).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::HttpUrl;
    /// use urlkit::Uri;
    /// assert_eq!(HttpUrl::try_from(&Uri::parse("http://[::1]/")?)?.login().host(), "[::1]");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Cow<'a, str> {
        decode_str(self.host)
    }

    /// The port: the one given, or the scheme's default (RFC 1738 §3.2 to
    /// §3.9: ftp 21, gopher 70, http 80, nntp 119, telnet 23, wais 210,
    /// prospero 1525).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::GopherUrl;
    /// use urlkit::Uri;
    /// assert_eq!(GopherUrl::try_from(&Uri::parse("gopher://h:7070/")?)?.login().port(), 7070);
    /// assert_eq!(GopherUrl::try_from(&Uri::parse("gopher://h/")?)?.login().port(), 70);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn port(&self) -> u16 {
        self.effective_port
    }

    /// Checks the host against RFC 1738's own host rule (a toplabel starts
    /// with a letter; a hostnumber is four dotted decimals), stricter than
    /// RFC 3986; see [`check_host`](super::check_host).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{FtpUrl, SchemeErrorKind};
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://host.9com/")?;
    /// let err = FtpUrl::try_from(&uri)?.login().check_rfc1738_host().unwrap_err();
    /// assert_eq!((err.kind(), err.index()), (SchemeErrorKind::Toplabel, 11));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The label or number that breaks the rule, indexed in the URI.
    pub fn check_rfc1738_host(&self) -> Result<(), SchemeError> {
        host_rule(self.host).map_err(|e| e.shifted(self.host_start))
    }
}

/// What a scheme's authority may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Authority {
    /// `login`: user and password allowed (ftp, telnet).
    Login,
    /// `hostport` only, host required.
    Hostport,
    /// `[ host | "localhost" ]`: file, no user, no port, host may be empty.
    FileHost,
}

/// Checks the scheme, then `"//" login` or `"//" hostport` (§3.1).
///
/// # Errors
///
/// The first rule the URI breaks.
pub(crate) fn login(
    uri: UriView<'_>,
    scheme: KnownScheme,
    allowed: Authority,
) -> Result<Login<'_>, SchemeError> {
    expect_scheme(uri, scheme)?;
    let parts = uri.parts();
    let (Some(authority), Some(host_range)) = (parts.authority_range(), parts.host_range()) else {
        return Err(SchemeError::new(
            SchemeErrorKind::IpSchemepart,
            parts.after_scheme(),
        ));
    };
    let auth_start = authority.start;
    let host_start = host_range.start;
    let (user, password) = match uri.userinfo() {
        None => (None, None),
        Some(_) if allowed == Authority::FileHost => {
            return Err(SchemeError::new(SchemeErrorKind::FileHost, auth_start));
        }
        Some(_) if allowed != Authority::Login => {
            return Err(SchemeError::new(SchemeErrorKind::Hostport, auth_start));
        }
        Some(info) => {
            let (user, password) = match info.split_once(':') {
                Some((u, p)) => (u, Some(p)),
                None => (info, None),
            };
            check(user, auth_start, &USER, SchemeErrorKind::User)?;
            if let Some(p) = password {
                check(
                    p,
                    auth_start + user.len() + 1,
                    &USER,
                    SchemeErrorKind::Password,
                )?;
            }
            (Some(user), password)
        }
    };
    let host = uri.host().unwrap_or("");
    if host.is_empty() && allowed != Authority::FileHost {
        return Err(SchemeError::new(SchemeErrorKind::Host, host_start));
    }
    let port_index = host_range.end + 1;
    let port = match uri.port() {
        None => None,
        Some(_) if allowed == Authority::FileHost => {
            return Err(SchemeError::new(SchemeErrorKind::FileHost, port_index - 1));
        }
        Some(_) => match uri.port_u16() {
            Ok(Some(p)) => Some(p),
            // `port = digits` needs one digit at least; RFC 3986 allows none.
            Ok(None) | Err(_) => {
                return Err(SchemeError::new(SchemeErrorKind::Port, port_index));
            }
        },
    };
    Ok(Login {
        user,
        password,
        host,
        effective_port: port.or(scheme.default_port()).unwrap_or(0),
        host_start,
    })
}

/// Checks that `uri` is of `scheme` (case-insensitively, §2.1).
pub(crate) fn expect_scheme(uri: UriView<'_>, scheme: KnownScheme) -> Result<(), SchemeError> {
    if uri.scheme().eq_ignore_ascii_case(scheme.name()) {
        Ok(())
    } else {
        Err(SchemeError::new(SchemeErrorKind::Scheme, 0))
    }
}

/// The scheme-specific part after the scheme's `:`, up to the fragment
/// (RFC 1738 URLs have none: `#` starts a fragment identifier outside the
/// URL, appendix), with the index where it starts.
pub(crate) fn schemepart(uri: UriView<'_>) -> (&str, usize) {
    let parts = uri.parts();
    let start = parts.after_scheme();
    let text = uri.as_str();
    (
        text.get(start..parts.end_before_fragment()).unwrap_or(""),
        start,
    )
}

/// The url-path of `ip-schemepart = "//" login [ "/" urlpath ]`: RFC 3986's
/// path and query together, after the `/` that ends the host and port,
/// with the index where it starts; `None` when there is no `/`.
///
/// RFC 1738 lets `?` stand in several path rules (`fsegment`, `psegment`,
/// gopher's `selector`), so the query RFC 3986 splits off is put back.
///
/// # Errors
///
/// [`SchemeErrorKind::IpSchemepart`] when a `?` follows the host and port
/// directly.
pub(crate) fn url_path(uri: UriView<'_>) -> Result<Option<(&str, usize)>, SchemeError> {
    let (rest, start) = after_hostport(uri);
    match rest.as_bytes().first() {
        None => Ok(None),
        Some(b'/') => Ok(Some((rest.get(1..).unwrap_or(""), start + 1))),
        Some(_) => Err(SchemeError::new(SchemeErrorKind::IpSchemepart, start)),
    }
}

/// What follows the host and port: RFC 3986's path and query together, up
/// to the fragment, with the index where it starts.
pub(crate) fn after_hostport(uri: UriView<'_>) -> (&str, usize) {
    let parts = uri.parts();
    let start = parts.path_range().start;
    let rest = uri
        .as_str()
        .get(start..parts.end_before_fragment())
        .unwrap_or("");
    (rest, start)
}

/// Checks `host` against RFC 1738's own rule (§3.1, §5):
///
/// ```text
/// host        = hostname | hostnumber
/// hostname    = *[ domainlabel "." ] toplabel
/// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
/// toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
/// hostnumber  = digits "." digits "." digits "." digits
/// ```
///
/// Each `hostnumber` group is read as an IPv4 octet (at most 255, §3.1
/// calls it "the IP address"). Indexes in the error are relative to
/// `host`.
pub(crate) fn host_rule(host: &str) -> Result<(), SchemeError> {
    let bytes = host.as_bytes();
    let last_label_start = host.rfind('.').map_or(0, |i| i + 1);
    // Only digits and dots: a hostnumber (a toplabel cannot start with a
    // digit, so nothing else could match).
    if !bytes.is_empty() && bytes.iter().all(|&b| b.is_ascii_digit() || b == b'.') {
        return hostnumber(host);
    }
    let mut start = 0;
    for label in host.split('.') {
        let is_top = start == last_label_start;
        label_rule(label, is_top).map_err(|e| e.shifted(start))?;
        start += label.len() + 1;
    }
    Ok(())
}

/// `domainlabel` or, when `top`, `toplabel`.
fn label_rule(label: &str, top: bool) -> Result<(), SchemeError> {
    let kind = if top {
        SchemeErrorKind::Toplabel
    } else {
        SchemeErrorKind::Domainlabel
    };
    let bytes = label.as_bytes();
    let first_ok = bytes.first().is_some_and(|b| {
        if top {
            b.is_ascii_alphabetic()
        } else {
            b.is_ascii_alphanumeric()
        }
    });
    if !first_ok {
        return Err(SchemeError::new(kind, 0));
    }
    if let Some(i) = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'-'))
    {
        return Err(SchemeError::new(kind, i));
    }
    if bytes.last() == Some(&b'-') {
        return Err(SchemeError::new(kind, bytes.len() - 1));
    }
    Ok(())
}

/// `hostnumber = digits "." digits "." digits "." digits`, each at most 255
/// read in decimal (leading zeros allowed).
fn hostnumber(host: &str) -> Result<(), SchemeError> {
    let mut start = 0;
    let mut groups = 0;
    for group in host.split('.') {
        groups += 1;
        let err = SchemeError::new(SchemeErrorKind::Hostnumber, start);
        if groups > 4 || group.is_empty() {
            return Err(err);
        }
        if let Some(i) = group.bytes().position(|b| !b.is_ascii_digit()) {
            return Err(SchemeError::new(SchemeErrorKind::Hostnumber, start + i));
        }
        // `digits = 1*digit`: any number of leading zeros, read as decimal.
        let value = group.trim_start_matches('0');
        if value.len() > 3 || value.parse::<u16>().is_ok_and(|v| v > 255) {
            return Err(err);
        }
        start += group.len() + 1;
    }
    if groups == 4 {
        Ok(())
    } else {
        Err(SchemeError::new(SchemeErrorKind::Hostnumber, host.len()))
    }
}

/// Writes `//[user[:password]@]host[:port]` for a builder.
pub(crate) fn write_login(
    out: &mut String,
    user: Option<&str>,
    password: Option<&str>,
    host: &str,
    port: Option<u16>,
) {
    out.push_str("//");
    if let Some(user) = user {
        encode_into(out, user.as_bytes(), &USER_RAW);
        if let Some(password) = password {
            out.push(':');
            encode_into(out, password.as_bytes(), &USER_RAW);
        }
        out.push('@');
    }
    // The host is written as given: a builder checks it by parsing the
    // result, so an invalid host is refused rather than silently encoded.
    out.push_str(host);
    if let Some(port) = port {
        out.push(':');
        out.push_str(&port.to_string());
    }
}

/// Parses a builder's text and checks it with the view's rule, so that what
/// a builder returns is always both a valid URI and a valid URL of its
/// scheme.
///
/// # Errors
///
/// A text RFC 3986 refuses (in practice an invalid host) is reported as
/// [`SchemeErrorKind::Host`] at the index where it failed; otherwise the
/// view's own error.
pub(crate) fn finish(
    text: String,
    check: impl FnOnce(UriView<'_>) -> Result<(), SchemeError>,
) -> Result<crate::Uri, SchemeError> {
    let uri =
        crate::Uri::parse(&text).map_err(|e| SchemeError::new(SchemeErrorKind::Host, e.index()))?;
    check(uri.as_view())?;
    Ok(uri)
}

/// The byte index of `part`, a slice of `text`, in `text`.
pub(crate) fn index_in(text: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

#[cfg(test)]
#[path = "../../tests/unit/scheme_rfc1738.rs"]
mod tests;
