//! Proptest generators of valid URI references, built rule by rule from the
//! ABNF of RFC 3986 appendix A, each generated value carrying the
//! components it was built from. Also: near-valid mutations of them, and a
//! naive splitter following RFC 3986 appendix B.
//!
//! Shared by the property and differential modules (`properties`,
//! `differential`, `iri`, `join`, `repair`, `serde`, `splice`, `traits`).

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, Index};

/// `ALPHA`, sampled: hex and non-hex letters of both cases, and `v`/`V`,
/// which start an IPvFuture.
const ALPHA: &[u8] = b"aAbBfFgGvVzZ";
/// `DIGIT`.
const DIGIT: &[u8] = b"0123456789";
/// `HEXDIG`, both cases.
const HEXDIG: &[u8] = b"0123456789abcdefABCDEF";

/// The components a generated reference was built from.
#[derive(Clone, Debug)]
pub struct Generated {
    pub text: String,
    pub scheme: Option<String>,
    pub authority: Option<Authority>,
    pub path: String,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`.
#[derive(Clone, Debug)]
pub struct Authority {
    pub userinfo: Option<String>,
    pub host: String,
    pub host_form: HostForm,
    pub port: Option<String>,
}

/// Which alternative of `host` the generator used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostForm {
    /// `reg-name` (which may still match `IPv4address` by chance).
    RegName,
    Ipv4,
    /// `IPv6address`, by the number (0 to 8) of its nine alternatives.
    Ipv6(usize),
    IpvFuture,
}

impl Authority {
    pub fn text(&self) -> String {
        let mut s = String::new();
        if let Some(u) = &self.userinfo {
            s.push_str(u);
            s.push('@');
        }
        s.push_str(&self.host);
        if let Some(p) = &self.port {
            s.push(':');
            s.push_str(p);
        }
        s
    }
}

fn byte_of(set: &'static [u8]) -> impl Strategy<Value = String> {
    select(set).prop_map(|b| char::from(b).to_string())
}

/// `pct-encoded = "%" HEXDIG HEXDIG`.
fn pct_encoded() -> impl Strategy<Value = String> {
    (select(HEXDIG), select(HEXDIG))
        .prop_map(|(h, l)| format!("%{}{}", char::from(h), char::from(l)))
}

/// `*( <bytes of raw> / pct-encoded )`, `min..=max` items.
fn run(raw: &'static [u8], min: usize, max: usize) -> impl Strategy<Value = String> {
    vec(
        prop_oneof![4 => byte_of(raw), 1 => pct_encoded()],
        min..=max,
    )
    .prop_map(|v| v.concat())
}

/// `*( <bytes of raw> )` with no percent-encoding.
fn raw_run(raw: &'static [u8], min: usize, max: usize) -> impl Strategy<Value = String> {
    vec(byte_of(raw), min..=max).prop_map(|v| v.concat())
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
pub fn scheme() -> impl Strategy<Value = String> {
    (byte_of(ALPHA), raw_run(b"aZ09+-.", 0, 5)).prop_map(|(a, b)| a + &b)
}

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`.
pub fn userinfo() -> impl Strategy<Value = String> {
    run(b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=:", 0, 8)
}

/// `dec-octet`: every alternative is exactly the decimal text of a
/// number 0 to 255 without leading zeros; the boundaries are favoured.
fn dec_octet() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<u8>(),
        select(&[0u8, 9, 10, 99, 100, 199, 200, 249, 250, 255][..]),
    ]
    .prop_map(|n| n.to_string())
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`.
pub fn ipv4address() -> impl Strategy<Value = String> {
    [dec_octet(), dec_octet(), dec_octet(), dec_octet()].prop_map(|o| o.join("."))
}

/// `h16 = 1*4HEXDIG`.
fn h16() -> impl Strategy<Value = String> {
    raw_run(HEXDIG, 1, 4)
}

/// `ls32 = ( h16 ":" h16 ) / IPv4address`.
fn ls32() -> impl Strategy<Value = String> {
    prop_oneof![
        (h16(), h16()).prop_map(|(a, b)| format!("{a}:{b}")),
        ipv4address(),
    ]
}

/// The nine alternatives of `IPv6address` (§3.2.2); returns the
/// alternative's number (0 to 8) and the text.
///
/// ```text
///  0:                            6( h16 ":" ) ls32
///  1:                       "::" 5( h16 ":" ) ls32
///  2: [               h16 ] "::" 4( h16 ":" ) ls32
///  3: [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///  4: [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///  5: [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///  6: [ *4( h16 ":" ) h16 ] "::"              ls32
///  7: [ *5( h16 ":" ) h16 ] "::"              h16
///  8: [ *6( h16 ":" ) h16 ] "::"
/// ```
pub fn ipv6address() -> impl Strategy<Value = (usize, String)> {
    (0usize..9, vec(h16(), 0..=7), vec(h16(), 6), ls32(), h16()).prop_map(
        |(form, head, tail, ls32, last)| {
            let tail_h16s =
                |n: usize| -> String { tail[..n].iter().map(|g| format!("{g}:")).collect() };
            let text = match form {
                0 => format!("{}{ls32}", tail_h16s(6)),
                _ => {
                    // Form k allows at most k - 1 groups before "::".
                    let head = head[..head.len().min(form - 1)].join(":");
                    let after = match form {
                        1..=6 => format!("{}{ls32}", tail_h16s(6 - form)),
                        7 => last,
                        _ => String::new(),
                    };
                    format!("{head}::{after}")
                }
            };
            (form, text)
        },
    )
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
pub fn ipvfuture() -> impl Strategy<Value = String> {
    (
        select(b"vV".as_slice()),
        raw_run(HEXDIG, 1, 3),
        raw_run(b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=:", 1, 6),
    )
        .prop_map(|(v, hex, rest)| format!("{}{hex}.{rest}", char::from(v)))
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, including
/// texts that look like addresses but are not `IPv4address`.
pub fn reg_name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => run(b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=", 0, 10),
        1 => raw_run(b"0123456789.", 1, 16),
        1 => Just("01.2.3.4".to_owned()),
        1 => Just("256.1.1.1".to_owned()),
    ]
}

/// `host = IP-literal / IPv4address / reg-name`.
pub fn host() -> impl Strategy<Value = (String, HostForm)> {
    prop_oneof![
        3 => reg_name().prop_map(|h| (h, HostForm::RegName)),
        1 => ipv4address().prop_map(|h| (h, HostForm::Ipv4)),
        2 => ipv6address().prop_map(|(form, h)| (format!("[{h}]"), HostForm::Ipv6(form))),
        1 => ipvfuture().prop_map(|h| (format!("[{h}]"), HostForm::IpvFuture)),
    ]
}

/// `port = *DIGIT`.
pub fn port() -> impl Strategy<Value = String> {
    raw_run(DIGIT, 0, 6)
}

pub fn authority() -> impl Strategy<Value = Authority> {
    (
        proptest::option::of(userinfo()),
        host(),
        proptest::option::of(port()),
    )
        .prop_map(|(userinfo, (host, host_form), port)| Authority {
            userinfo,
            host,
            host_form,
            port,
        })
}

const PCHAR_RAW: &[u8] = b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=:@";
const PCHAR_NC_RAW: &[u8] = b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=@";

/// `segment = *pchar`, with the dot-segments favoured.
fn segment() -> impl Strategy<Value = String> {
    prop_oneof![4 => run(PCHAR_RAW, 0, 5), 1 => Just(".".to_owned()), 1 => Just("..".to_owned())]
}

/// `segment-nz = 1*pchar`.
fn segment_nz() -> impl Strategy<Value = String> {
    run(PCHAR_RAW, 1, 5)
}

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`.
fn segment_nz_nc() -> impl Strategy<Value = String> {
    run(PCHAR_NC_RAW, 1, 5)
}

/// `*( "/" segment )`.
fn slash_segments() -> impl Strategy<Value = String> {
    vec(segment(), 0..4).prop_map(|v| v.iter().map(|s| format!("/{s}")).collect())
}

/// `path-abempty = *( "/" segment )`.
pub fn path_abempty() -> impl Strategy<Value = String> {
    slash_segments()
}

/// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`.
pub fn path_absolute() -> impl Strategy<Value = String> {
    proptest::option::of((segment_nz(), slash_segments())).prop_map(|rest| match rest {
        None => "/".to_owned(),
        Some((first, more)) => format!("/{first}{more}"),
    })
}

/// `path-noscheme = segment-nz-nc *( "/" segment )`.
pub fn path_noscheme() -> impl Strategy<Value = String> {
    (segment_nz_nc(), slash_segments()).prop_map(|(a, b)| a + &b)
}

/// `path-rootless = segment-nz *( "/" segment )`.
pub fn path_rootless() -> impl Strategy<Value = String> {
    (segment_nz(), slash_segments()).prop_map(|(a, b)| a + &b)
}

/// `query = *( pchar / "/" / "?" )`; `fragment` is the same rule.
pub fn query() -> impl Strategy<Value = String> {
    run(b"aAbBfFgGvVzZ0159-._~!$&'()*+,;=:@/?", 0, 8)
}

/// The part after the scheme or at the start of a relative reference:
/// `"//" authority path-abempty` or a path of one of the other forms.
fn hier_part(
    rootless_or_noscheme: BoxedStrategy<String>,
) -> impl Strategy<Value = (Option<Authority>, String)> {
    prop_oneof![
        3 => (authority(), path_abempty()).prop_map(|(a, p)| (Some(a), p)),
        1 => path_absolute().prop_map(|p| (None, p)),
        1 => rootless_or_noscheme.prop_map(|p| (None, p)),
        1 => Just((None, String::new())),
    ]
}

fn assemble(
    scheme: Option<String>,
    (authority, path): (Option<Authority>, String),
    query: Option<String>,
    fragment: Option<String>,
) -> Generated {
    let mut text = String::new();
    if let Some(s) = &scheme {
        text.push_str(s);
        text.push(':');
    }
    if let Some(a) = &authority {
        text.push_str("//");
        text.push_str(&a.text());
    }
    text.push_str(&path);
    if let Some(q) = &query {
        text.push('?');
        text.push_str(q);
    }
    if let Some(f) = &fragment {
        text.push('#');
        text.push_str(f);
    }
    Generated {
        text,
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`.
pub fn uri() -> impl Strategy<Value = Generated> {
    (
        scheme(),
        hier_part(path_rootless().boxed()),
        proptest::option::of(query()),
        proptest::option::of(query()),
    )
        .prop_map(|(s, h, q, f)| assemble(Some(s), h, q, f))
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`.
pub fn relative_ref() -> impl Strategy<Value = Generated> {
    (
        hier_part(path_noscheme().boxed()),
        proptest::option::of(query()),
        proptest::option::of(query()),
    )
        .prop_map(|(h, q, f)| assemble(None, h, q, f))
}

/// `URI-reference = URI / relative-ref`.
pub fn uri_reference() -> impl Strategy<Value = Generated> {
    prop_oneof![uri(), relative_ref()]
}

/// Characters a mutation inserts: every delimiter, the bytes RFC 3986
/// never allows raw, controls, and non-ASCII.
const MUTATION_CHARS: &[char] = &[
    ':',
    '/',
    '?',
    '#',
    '[',
    ']',
    '@',
    '%',
    '!',
    '$',
    '&',
    '\'',
    '(',
    ')',
    '*',
    '+',
    ',',
    ';',
    '=',
    '-',
    '.',
    '_',
    '~',
    'a',
    'v',
    '0',
    '9',
    ' ',
    '"',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    '\0',
    '\t',
    '\n',
    '\r',
    '\u{7f}',
    'é',
    '\u{3000}',
    '\u{1F600}',
];

/// One edit of a text: insert, delete or replace a character.
#[derive(Clone, Debug)]
pub enum Edit {
    Insert(Index, char),
    Delete(Index),
    Replace(Index, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let c = || select(MUTATION_CHARS);
    prop_oneof![
        2 => (any::<Index>(), c()).prop_map(|(i, c)| Edit::Insert(i, c)),
        1 => any::<Index>().prop_map(Edit::Delete),
        2 => (any::<Index>(), c()).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

/// Applies the edits, counting positions in characters.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i.index(chars.len()));
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A valid reference with one to three edits: mostly invalid, sometimes
/// still valid, always close to the boundary of the grammar.
pub fn near_valid() -> impl Strategy<Value = String> {
    (uri_reference(), vec(edit(), 1..=3)).prop_map(|(g, edits)| apply(&g.text, &edits))
}

/// The five components as RFC 3986 appendix B splits a reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

/// Appendix B, written out by hand from its regular expression
///
/// ```text
/// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
/// ```
///
/// Each group is taken in turn from the left; none can give back what it
/// took, so the splitting needs no backtracking.
pub fn appendix_b(s: &str) -> Split<'_> {
    let first_of =
        |text: &str, set: &[char]| text.find(|c: char| set.contains(&c)).unwrap_or(text.len());

    // (([^:/?#]+):)?
    let i = first_of(s, &[':', '/', '?', '#']);
    let (scheme, rest) = if i > 0 && s[i..].starts_with(':') {
        (Some(&s[..i]), &s[i + 1..])
    } else {
        (None, s)
    };
    // (//([^/?#]*))?
    let (authority, rest) = match rest.strip_prefix("//") {
        Some(after) => {
            let j = first_of(after, &['/', '?', '#']);
            (Some(&after[..j]), &after[j..])
        }
        None => (None, rest),
    };
    // ([^?#]*)
    let k = first_of(rest, &['?', '#']);
    let (path, rest) = rest.split_at(k);
    // (\?([^#]*))?
    let (query, rest) = match rest.strip_prefix('?') {
        Some(after) => {
            let j = first_of(after, &['#']);
            (Some(&after[..j]), &after[j..])
        }
        None => (None, rest),
    };
    // (#(.*))?
    let fragment = rest.strip_prefix('#');
    Split {
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

/// `IPv4address`, checked by its definition, as the oracle for the host
/// kind of a generated `reg-name` (§3.2.2: first match wins).
pub fn is_ipv4address(s: &str) -> bool {
    let octets: Vec<&str> = s.split('.').collect();
    octets.len() == 4
        && octets.iter().all(|o| {
            !o.is_empty()
                && o.len() <= 3
                && o.bytes().all(|b| b.is_ascii_digit())
                && (o.len() == 1 || !o.starts_with('0'))
                && o.parse::<u16>().is_ok_and(|n| n <= 255)
        })
}
