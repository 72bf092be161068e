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

use super::error::{SchemeError, SchemeErrorKind};
use super::KnownScheme;
use crate::pct;
use crate::table::{is_pct_triplet, Table, ALPHA, DIGIT};
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

/// The index of the first byte of `s` that `table` does not allow (a `%`
/// counts only as the start of a `%XX` triplet), or `None`.
pub(crate) fn first_invalid(s: &str, table: &Table) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if table.allows(b) {
            i += 1;
        } else if b == b'%' && table.allows_pct_encoded() && is_pct_triplet(bytes, i) {
            i += 3;
        } else {
            return Some(i);
        }
    }
    None
}

/// Checks `s`, which starts at byte `base` of the URI, against `table`.
pub(crate) fn check(
    s: &str,
    base: usize,
    table: &Table,
    kind: SchemeErrorKind,
) -> Result<(), SchemeError> {
    match first_invalid(s, table) {
        Some(i) => Err(SchemeError::new(kind, base + i)),
        None => Ok(()),
    }
}

/// The octets `raw` stands for: each `%XX` triplet decoded (§2.2),
/// borrowed when there is none.
///
/// The views decode only components RFC 3986 accepted, where every `%`
/// starts a triplet, so [`pct::decode`] cannot fail here; were it to, the
/// raw bytes are kept rather than panicking.
pub(crate) fn decode(raw: &str) -> Cow<'_, [u8]> {
    pct::decode(raw).unwrap_or(Cow::Borrowed(raw.as_bytes()))
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

/// `login = [ user [ ":" password ] "@" ] hostport` (§3.1), as parsed from
/// a URI's authority.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Login<'a> {
    /// The user, raw; `Some("")` for `ftp://@host/` (an empty user is not an
    /// absent one, §3.1).
    pub(crate) user: Option<&'a str>,
    /// The password, raw.
    pub(crate) password: Option<&'a str>,
    /// The host, raw, as RFC 3986 read it (brackets kept).
    pub(crate) host: &'a str,
    /// The port given in the URL.
    pub(crate) port: Option<u16>,
    /// The port the URL means: the given one or the scheme's default.
    pub(crate) effective_port: u16,
    /// Byte index of the host in the URI text.
    pub(crate) host_start: usize,
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
    let off = uri.parts().off;
    if !uri.has_authority() {
        return Err(SchemeError::new(
            SchemeErrorKind::IpSchemepart,
            off.scheme_end as usize + 1,
        ));
    }
    let auth_start = off.scheme_end as usize + 3;
    let host_start = off.host_start as usize;
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
    let port_index = off.host_end as usize + 1;
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
        port,
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
    let off = uri.parts().off;
    let start = off.scheme_end as usize + 1;
    let text = uri.as_str();
    (
        text.get(start..off.fragment_start as usize).unwrap_or(""),
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
    let off = uri.parts().off;
    let start = off.path_start as usize;
    let rest = uri
        .as_str()
        .get(start..off.fragment_start as usize)
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

/// Checks RFC 1738's own host rule on a view's host, with the index in the
/// URI text.
pub(crate) fn check_host(login: &Login<'_>) -> Result<(), SchemeError> {
    host_rule(login.host).map_err(|e| e.shifted(login.host_start))
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
    check(uri.as_uri_view())?;
    Ok(uri)
}

/// The byte index of `part`, a slice of `text`, in `text`.
pub(crate) fn index_in(text: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_rfc1738_bnf() {
        for b in 0..=255u8 {
            let unreserved = b.is_ascii_alphanumeric() || b"$-_.+!*'(),~".contains(&b);
            assert_eq!(UCHAR.allows(b), unreserved, "uchar {b}");
            assert_eq!(
                XCHAR.allows(b),
                unreserved || b";/?:@&=".contains(&b),
                "xchar {b}"
            );
            assert_eq!(
                FSEGMENT.allows(b),
                unreserved || b"?:@&=".contains(&b),
                "fsegment {b}"
            );
            assert_eq!(
                HSEGMENT.allows(b),
                unreserved || b";:@&=".contains(&b),
                "hsegment {b}"
            );
            assert!(!XCHAR.allows(b) || b != b'%');
        }
    }

    #[test]
    fn decode_and_encode() {
        assert_eq!(decode("a%2Fb%2f"), Cow::<[u8]>::Owned(b"a/b/".to_vec()));
        assert!(matches!(decode("plain"), Cow::Borrowed(b"plain")));
        assert_eq!(decode_str("%FF"), "\u{FFFD}");
        let mut out = String::new();
        encode_into(&mut out, b"a b/%;\xff", &FSEGMENT);
        assert_eq!(out, "a%20b%2F%25%3B%FF");
        assert_eq!(decode(&out).as_ref(), b"a b/%;\xff");
    }

    #[test]
    fn rfc1738_host_rule() {
        for ok in [
            "a",
            "host.dom",
            "vms.host.edu",
            "a-b.c9",
            "9a.com",
            "10.0.0.1",
            // `digits = 1*digit`: leading zeros are allowed, any number.
            "0010.000.0.255",
        ] {
            assert_eq!(host_rule(ok), Ok(()), "{ok}");
        }
        let bad = [
            ("", SchemeErrorKind::Toplabel, 0),
            ("host.9com", SchemeErrorKind::Toplabel, 5),
            ("a.-b.com", SchemeErrorKind::Domainlabel, 2),
            ("a.b-.com", SchemeErrorKind::Domainlabel, 3),
            ("a.com-", SchemeErrorKind::Toplabel, 5),
            ("a.com.", SchemeErrorKind::Toplabel, 6),
            ("a_b.com", SchemeErrorKind::Domainlabel, 1),
            ("1.2.3", SchemeErrorKind::Hostnumber, 5),
            ("1.2.3.256", SchemeErrorKind::Hostnumber, 6),
            ("1.2.3.4.5", SchemeErrorKind::Hostnumber, 8),
            ("[::1]", SchemeErrorKind::Toplabel, 0),
        ];
        for (host, kind, index) in bad {
            let err = host_rule(host).unwrap_err();
            assert_eq!((err.kind(), err.index()), (kind, index), "{host}");
        }
    }
}
