//! The parser: one pass over the input, one function per ABNF rule of
//! RFC 3986 §3 and §4, no allocation. The same functions read the IRI
//! grammar of RFC 3987 §2.2, whose rules are the URI rules with `ucschar`
//! (and `iprivate` in the query) added (see [`parse_grammar`]).
//!
//! It only validates and records where each component starts and ends, in
//! [`Offsets`]; it never builds a string. Each step moves forward through
//! the input and never back, except that the `scheme` and `userinfo`
//! candidates are read once more as a path or a host when they turn out not
//! to be one (each byte is read at most twice), so the time is linear in the
//! input length.

use crate::error::{ParseError, ParseErrorKind};
use crate::host::{ipv6_groups, ipvfuture_mismatch};
use crate::scan::run_end;
use crate::table::{
    is_iprivate, is_pct_triplet, is_ucschar, Table, ALPHA, FRAGMENT, PATH, PORT, QUERY, REG_NAME,
    SCHEME, UNRESERVED, USERINFO,
};

/// Where each component of a parsed reference lies in its text.
///
/// Every field is a byte index into the text. The text is at most
/// `u32::MAX` bytes long, which keeps an owned URI at 48 bytes.
///
/// ```text
///   foo://user@example.com:8042/over/there?name=ferret#nose
///      |   |   |          |   |          |           |
///      |   |   host_start |   path_start |           fragment_start
///      |   auth_start     host_end       query_start
///      scheme_end
/// ```
///
/// Whether a component is present is derived from the text, so it cannot
/// disagree with it:
/// - scheme: `scheme_end > 0` (a scheme is never empty);
/// - authority: the text after the scheme starts with `//` (no path can
///   start with `//` without an authority);
/// - userinfo: `host_start > auth_start` (then `text[host_start - 1]` is `@`);
/// - port: `host_end < path_start` (then `text[host_end]` is `:`);
/// - query: `query_start < fragment_start` (then `text[query_start]` is `?`);
/// - fragment: `fragment_start < len` (then `text[fragment_start]` is `#`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Offsets {
    /// Index of the `:` that ends the scheme, or 0 when there is none.
    pub(crate) scheme_end: u32,
    /// First byte of the host: after `@`, or after `//` without userinfo.
    /// Equal to `path_start` when there is no authority.
    pub(crate) host_start: u32,
    /// One past the last byte of the host.
    pub(crate) host_end: u32,
    /// First byte of the path (one past the authority).
    pub(crate) path_start: u32,
    /// Index of the `?`, or one past the path when there is no query.
    pub(crate) query_start: u32,
    /// Index of the `#`, or the text length when there is no fragment.
    pub(crate) fragment_start: u32,
}

/// Which top-level rule the input must match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// `URI-reference = URI / relative-ref` (§4.1).
    UriReference,
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (§3).
    Uri,
}

/// Parses `input` as `rule` of RFC 3986, within `max_len` bytes.
///
/// # Errors
///
/// The first place where `input` stops matching the rule.
pub(crate) fn parse(input: &str, rule: Rule, max_len: usize) -> Result<Offsets, ParseError> {
    parse_grammar::<false>(input, rule, max_len, false)
}

/// Parses `input` as `rule` of RFC 3986 (`IRI = false`) or of its RFC 3987
/// twin (`IRI = true`: `IRI-reference`, `IRI`), within `max_len` bytes;
/// `zone_id` admits RFC 6874's `IPv6addrz` in an `IP-literal`.
///
/// The two grammars differ only in which non-ASCII characters a component
/// holds (`ucschar`, and `iprivate` in the query), so they share every
/// function here: the ASCII bytes go through the same tables, and only a
/// byte >= 0x80 takes the IRI branch of [`scan_raw`]. The `IRI` constant
/// makes that branch vanish from the URI parser.
///
/// # Errors
///
/// The first place where `input` stops matching the rule.
pub(crate) fn parse_grammar<const IRI: bool>(
    input: &str,
    rule: Rule,
    max_len: usize,
    zone_id: bool,
) -> Result<Offsets, ParseError> {
    if input.len() > max_len || u32::try_from(input.len()).is_err() {
        return Err(ParseError::new(
            ParseErrorKind::TooLong,
            max_len.min(u32::MAX as usize),
            input,
        ));
    }
    let bytes = input.as_bytes();
    let err = |kind, index| ParseError::new(kind, index, input);
    let scheme_end = match scheme(bytes) {
        Ok(end) => Some(end),
        Err(at) if rule == Rule::Uri => {
            let kind = if at == 0 && !bytes.first().is_some_and(|&b| ALPHA.allows(b)) {
                ParseErrorKind::MissingScheme
            } else {
                ParseErrorKind::InvalidScheme
            };
            return Err(err(kind, at));
        }
        Err(_) => None,
    };
    let mut off = Offsets::default();
    let mut pos = 0;
    if let Some(end) = scheme_end {
        off.scheme_end = to_u32(end);
        pos = end + 1;
    }
    let has_authority = bytes.get(pos..pos + 2) == Some(b"//");
    if has_authority {
        let auth = authority::<IRI>(bytes, pos + 2, zone_id).map_err(|(k, i)| err(k, i))?;
        off.host_start = to_u32(auth.host_start);
        off.host_end = to_u32(auth.host_end);
        pos = auth.end;
    } else {
        off.host_start = to_u32(pos);
        off.host_end = to_u32(pos);
    }
    off.path_start = to_u32(pos);
    pos = path::<IRI>(bytes, pos, scheme_end.is_some() || has_authority)
        .map_err(|(k, i)| err(k, i))?;
    off.query_start = to_u32(pos);
    if bytes.get(pos) == Some(&b'?') {
        // `iquery = *( ipchar / iprivate / "/" / "?" )`: the one component
        // that holds private-use characters (RFC 3987 §2.2).
        pos = scan::<IRI>(bytes, pos + 1, &IQUERY, ParseErrorKind::InvalidQuery, b"#")
            .map_err(|(k, i)| err(k, i))?;
    }
    off.fragment_start = to_u32(pos);
    if bytes.get(pos) == Some(&b'#') {
        pos = scan::<IRI>(
            bytes,
            pos + 1,
            &IFRAGMENT,
            ParseErrorKind::InvalidFragment,
            b"",
        )
        .map_err(|(k, i)| err(k, i))?;
    }
    debug_assert_eq!(pos, bytes.len());
    Ok(off)
}

impl Offsets {
    /// Whether these offsets describe `text` exactly as the parser would:
    /// the one check of every writer of offsets by hand (resolution,
    /// normalization, the splicing setters, the IRI mappings, the
    /// builder), each calling it in `debug_assert!` on what it wrote, so
    /// that the tests, which run with debug assertions, compare every
    /// such result with a parse of its text. The text may be an IRI or
    /// hold an RFC 6874 zone when the input did, so the widest grammar is
    /// the fallback.
    pub(crate) fn check_invariants(&self, text: &str, rule: Rule) -> bool {
        let parsed = parse(text, rule, usize::MAX)
            .or_else(|_| parse_grammar::<true>(text, rule, usize::MAX, true));
        parsed.as_ref() == Ok(self)
    }
}

/// An index or length as an offset of [`Offsets`], saturating at
/// `u32::MAX`: the one conversion for every writer of offsets. `parse`
/// rejects longer inputs first; resolve and normalize check their output's
/// length against `u32::MAX` before the offsets are used, so the saturated
/// value is never read.
pub(crate) fn to_u32(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, followed by `:`.
///
/// Returns the index of the `:`, or the index where the rule failed.
pub(crate) fn scheme(bytes: &[u8]) -> Result<usize, usize> {
    match bytes.first() {
        Some(&b) if ALPHA.allows(b) => {}
        _ => return Err(0),
    }
    let len = bytes
        .iter()
        .skip(1)
        .take_while(|&&b| SCHEME.allows(b))
        .count()
        + 1;
    match bytes.get(len) {
        Some(b':') => Ok(len),
        _ => Err(len),
    }
}

/// Where the parts of an authority end.
struct AuthorityEnds {
    host_start: usize,
    host_end: usize,
    /// One past the authority: the path starts here.
    end: usize,
}

/// A rule failure: its kind and the byte index.
pub(crate) type Fail = (ParseErrorKind, usize);

/// `authority = [ userinfo "@" ] host [ ":" port ]` (§3.2), starting just
/// after `//`. The authority ends at the first `/`, `?` or `#`, or at the
/// end of the input.
///
/// Without an `@`, a bad byte is blamed on the host or port it would be
/// part of (`//h:80ab` is an invalid port at `a`), not on the end of the
/// authority, although `h:80ab` is also the start of a userinfo that only
/// lacks its `@` (fluent-uri reports the end there). Pointing at the byte
/// that breaks the host or port is what the reader can act on.
fn authority<const IRI: bool>(
    bytes: &[u8],
    start: usize,
    zone_id: bool,
) -> Result<AuthorityEnds, Fail> {
    let (host_start, host_end) = userinfo_and_host::<IRI>(bytes, start, zone_id)?;
    let end = match bytes.get(host_end) {
        Some(b':') => port(bytes, host_end + 1)?,
        _ => host_end,
    };
    match bytes.get(end) {
        None | Some(b'/' | b'?' | b'#') => Ok(AuthorityEnds {
            host_start,
            host_end,
            end,
        }),
        // After `]` only `:` port or the end of the authority may come.
        Some(_) if bytes.get(host_start) == Some(&b'[') => {
            Err((ParseErrorKind::InvalidIpLiteral, end))
        }
        Some(_) if host_start > start => Err((ParseErrorKind::InvalidHost, end)),
        Some(_) => Err((userinfo_or_host_error(bytes, start), end)),
    }
}

/// Finds the host of an authority starting at `start`, after an optional
/// `userinfo "@"`. Returns where the host starts and ends.
///
/// Most authorities have no userinfo, so the text is first read as a
/// `reg-name`, which is `userinfo` without `:`. Where that run stops
/// decides: at `@` it was userinfo; at `:` it may be userinfo with a colon
/// or a host before its port, and reading on as userinfo tells which; at
/// anything else it was the host. Each byte is read once, except the port
/// digits after a host, which are read again by [`port`].
fn userinfo_and_host<const IRI: bool>(
    bytes: &[u8],
    start: usize,
    zone_id: bool,
) -> Result<(usize, usize), Fail> {
    if bytes.get(start) == Some(&b'[') {
        return Ok((start, ip_literal(bytes, start, zone_id)?));
    }
    let reg_name_end = scan_raw::<IRI>(bytes, start, &IREG_NAME)?;
    let userinfo_end = match bytes.get(reg_name_end) {
        Some(b'@') => reg_name_end,
        Some(b':') => scan_raw::<IRI>(bytes, reg_name_end, &IUSERINFO)?,
        _ => return Ok((start, reg_name_end)),
    };
    if bytes.get(userinfo_end) == Some(&b'@') {
        let host_start = userinfo_end + 1;
        Ok((host_start, host::<IRI>(bytes, host_start, zone_id)?))
    } else {
        Ok((start, reg_name_end))
    }
}

/// Which rule to blame for a bad byte in an authority without `@`: when an
/// `@` follows later in the authority, the byte was meant as userinfo.
fn userinfo_or_host_error(bytes: &[u8], from: usize) -> ParseErrorKind {
    let rest = bytes.get(from..).unwrap_or(&[]);
    let auth_len = rest
        .iter()
        .position(|b| matches!(b, b'/' | b'?' | b'#'))
        .unwrap_or(rest.len());
    if rest.get(..auth_len).is_some_and(|a| a.contains(&b'@')) {
        ParseErrorKind::InvalidUserinfo
    } else {
        ParseErrorKind::InvalidHost
    }
}

/// `host = IP-literal / IPv4address / reg-name` (§3.2.2). Returns one past
/// the host.
///
/// `IPv4address` needs no check of its own: every `IPv4address` is also a
/// `reg-name`, and the accessors tell them apart.
pub(crate) fn host<const IRI: bool>(
    bytes: &[u8],
    start: usize,
    zone_id: bool,
) -> Result<usize, Fail> {
    if bytes.get(start) == Some(&b'[') {
        return ip_literal(bytes, start, zone_id);
    }
    scan_raw::<IRI>(bytes, start, &IREG_NAME)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (§3.2.2). Returns one
/// past the `]`. With `zone_id`, RFC 6874's
/// `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"`
/// (see [`ipv6addrz_zone`]). An IRI's `IP-literal` is the same ASCII rule.
fn ip_literal(bytes: &[u8], open: usize, zone_id: bool) -> Result<usize, Fail> {
    // An IP-literal holds no `/?#[]@`: the first of these must be its `]`.
    // (Read by the chunked scan: an unclosed literal of a megabyte costs
    // what a host of that length does.)
    const INSIDE: Table = Table::all_but(b"]/?#[@");
    let inner_start = open + 1;
    let close = Some(run_end(bytes, inner_start, &INSIDE)).filter(|&i| i < bytes.len());
    let close = match close {
        Some(i) if bytes.get(i) == Some(&b']') => i,
        Some(i) => return Err((ParseErrorKind::InvalidIpLiteral, i)),
        None => return Err((ParseErrorKind::InvalidIpLiteral, bytes.len())),
    };
    let inner = bytes.get(inner_start..close).unwrap_or(&[]);
    // The error points at the byte where the address stops matching its
    // rule, not at its start: `[::1%25eth0]` is wrong at the `%`.
    let mismatch = match inner.first() {
        Some(b'v' | b'V') => {
            ipvfuture_mismatch(inner).map(|i| (ParseErrorKind::InvalidIpvFuture, i))
        }
        _ => match inner.iter().position(|&b| b == b'%') {
            Some(pct) if zone_id => ipv6_groups(inner.get(..pct).unwrap_or(&[]))
                .err()
                .map(|i| (ParseErrorKind::InvalidIpv6, i))
                .or_else(|| {
                    zone_id_mismatch(inner.get(pct..).unwrap_or(&[]))
                        .map(|i| (ParseErrorKind::InvalidZoneId, pct + i))
                }),
            _ => ipv6_groups(inner)
                .err()
                .map(|i| (ParseErrorKind::InvalidIpv6, i)),
        },
    };
    match mismatch {
        Some((kind, i)) => Err((kind, inner_start + i)),
        None => Ok(close + 1),
    }
}

/// RFC 6874 §2, after the `IPv6address`:
///
/// ```text
/// IPv6addrz = IPv6address "%25" ZoneID
/// ZoneID    = 1*( unreserved / pct-encoded )
/// ```
///
/// `s` starts at the `%`; returns where it stops matching, or `None`.
fn zone_id_mismatch(s: &[u8]) -> Option<usize> {
    if s.get(..3) != Some(b"%25") {
        // The `%` itself, or the first byte after it that is not `25`.
        return Some(match s {
            [_, b'2', b'5', ..] => 0,
            [_, b'2', ..] => 2,
            _ => 1,
        });
    }
    let zone = s.get(3..).unwrap_or(&[]);
    if zone.is_empty() {
        return Some(3);
    }
    zone_id_first_invalid(zone).map(|i| i + 3)
}

/// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 §2): where `zone`
/// (the text after `%25`) stops matching, or `None` when it matches. The
/// repair mode checks RFC 9844's user-interface zones with it too.
pub(crate) fn zone_id_first_invalid(zone: &[u8]) -> Option<usize> {
    if zone.is_empty() {
        return Some(0);
    }
    let mut i = 0;
    while let Some(&b) = zone.get(i) {
        if UNRESERVED.allows(b) {
            i += 1;
        } else if is_pct_triplet(zone, i) {
            i += 3;
        } else {
            return Some(i);
        }
    }
    None
}

/// `port = *DIGIT` (§3.2.3), starting after the `:`. Returns one past it.
fn port(bytes: &[u8], start: usize) -> Result<usize, Fail> {
    let end = start
        + bytes
            .get(start..)
            .unwrap_or(&[])
            .iter()
            .take_while(|&&b| PORT.allows(b))
            .count();
    match bytes.get(end) {
        None | Some(b'/' | b'?' | b'#') => Ok(end),
        Some(_) => Err((ParseErrorKind::InvalidPort, end)),
    }
}

/// The path of every form of §3.3, up to `?`, `#` or the end:
///
/// ```text
/// path-abempty  = *( "/" segment )                  ; after an authority
/// path-absolute = "/" [ segment-nz *( "/" segment ) ]
/// path-noscheme = segment-nz-nc *( "/" segment )    ; relative, first segment
/// path-rootless = segment-nz *( "/" segment )       ; after a scheme
/// path-empty    = 0<pchar>
/// ```
///
/// All of them are `*( pchar / "/" )` with two extra constraints. A path
/// without authority cannot start with `//`, which holds here because `//`
/// would have been read as an authority. And in a relative reference
/// without authority the first segment holds no `:` (`path-noscheme`), which
/// `first_segment_may_hold_colon` switches off.
fn path<const IRI: bool>(
    bytes: &[u8],
    start: usize,
    first_segment_may_hold_colon: bool,
) -> Result<usize, Fail> {
    let end = scan::<IRI>(bytes, start, &IPATH, ParseErrorKind::InvalidPath, b"?#")?;
    if !first_segment_may_hold_colon {
        let path = bytes.get(start..end).unwrap_or(&[]);
        let first_segment = path.split(|&b| b == b'/').next().unwrap_or(&[]);
        if let Some(colon) = first_segment.iter().position(|&b| b == b':') {
            return Err((ParseErrorKind::ColonInFirstSegment, start + colon));
        }
    }
    Ok(end)
}

/// Reads the bytes and characters of `chars` (see [`scan_raw`]) from
/// `start`, and requires the run to end at one of `terminators` or at the
/// end of the input. Returns one past the run.
fn scan<const IRI: bool>(
    bytes: &[u8],
    start: usize,
    chars: &Chars,
    kind: ParseErrorKind,
    terminators: &[u8],
) -> Result<usize, Fail> {
    let end = scan_raw::<IRI>(bytes, start, chars)?;
    match bytes.get(end) {
        Some(b) if !terminators.contains(b) => Err((kind, end)),
        _ => Ok(end),
    }
}

/// The characters of a component in both grammars: its ASCII table (the
/// URI rule), and for the IRI rule (RFC 3987 §2.2) which non-ASCII
/// characters it holds besides.
struct Chars {
    /// The RFC 3986 rule.
    ascii: Table,
    /// `ascii` plus the UTF-8 bytes that always belong to a character of
    /// the IRI rule ([`Table::with_ucschar_bytes`]): what the IRI scan reads
    /// at the speed of ASCII.
    quick: Table,
    /// Whether `iprivate` is allowed besides `ucschar` (`iquery` only).
    iprivate: bool,
}

impl Chars {
    const fn new(ascii: Table, iprivate: bool) -> Chars {
        Chars {
            ascii,
            quick: ascii.with_ucschar_bytes(iprivate),
            iprivate,
        }
    }

    /// Whether the IRI rule holds the non-ASCII character `c`.
    fn holds(&self, c: char) -> bool {
        is_ucschar(c) || (self.iprivate && is_iprivate(c))
    }
}

/// `ireg-name`: `reg-name` plus `ucschar`.
const IREG_NAME: Chars = Chars::new(REG_NAME, false);
/// `iuserinfo`: `userinfo` plus `ucschar`.
const IUSERINFO: Chars = Chars::new(USERINFO, false);
/// `ipath-*` (as `*( ipchar / "/" )`): the path plus `ucschar`.
const IPATH: Chars = Chars::new(PATH, false);
/// `iquery = *( ipchar / iprivate / "/" / "?" )`: the one component that
/// holds private-use characters.
const IQUERY: Chars = Chars::new(QUERY, true);
/// `ifragment`: the fragment plus `ucschar`.
const IFRAGMENT: Chars = Chars::new(FRAGMENT, false);

/// Reads bytes of `chars.ascii` (and `%XX` where the table admits it) from
/// `start`. Returns the index of the first byte that is neither; a `%` that
/// does not start a triplet is an error.
///
/// With `IRI`, a non-ASCII character the IRI rule holds continues the run
/// too (the components that admit `pct-encoded` are exactly those that
/// admit `ucschar`); the error index of any other character is its first
/// byte. Most non-ASCII text is read by `run_end` with `chars.quick`, as
/// fast as ASCII; only a character whose lead byte leaves the answer open
/// (U+0080-00BF, U+F000-FFFF, the planes above) is decoded. The plain twin
/// is a decode of every character, tested against this over every
/// character in `tests`.
#[inline]
fn scan_raw<const IRI: bool>(bytes: &[u8], start: usize, chars: &Chars) -> Result<usize, Fail> {
    let table = if IRI { &chars.quick } else { &chars.ascii };
    let mut i = start;
    // INVARIANT: every byte in start..i is allowed by `table`, or belongs to
    // a valid `%XX` triplet or (with `IRI`) to a character the rule holds;
    // `i` only grows and stays on a character boundary.
    loop {
        i = run_end(bytes, i, table);
        match bytes.get(i) {
            Some(&b) if (b == b'%' || (IRI && b >= 0x80)) && table.allows_pct_encoded() => {
                // `%XX` and characters that need decoding (emoji, fullwidth
                // forms) come mixed with short runs of table bytes
                // (`ü%41ü%41`, `%E2%82%AC/`): read all three here, one at a
                // time, until a run of 8 table bytes, which `run_end` reads
                // faster. Calling `run_end` for each short run would cost a
                // chunk of 8 lookups and a branch a few bytes.
                let mut table_run = 0;
                while table_run < 8 {
                    match bytes.get(i) {
                        Some(&b) if table.allows(b) => {
                            i += 1;
                            table_run += 1;
                        }
                        Some(b'%') => {
                            if !is_pct_triplet(bytes, i) {
                                return Err((ParseErrorKind::InvalidPercentEncoding, i));
                            }
                            i += 3;
                            table_run = 0;
                        }
                        // Emoji and the other characters of planes 1 to
                        // 11 are all `ucschar` but the noncharacters
                        // U+xFFFE and U+xFFFF: no need to decode them.
                        Some(0xF0..=0xF2) if IRI && planes_1_to_11_ucschar(bytes, i) => {
                            i += 4;
                            table_run = 0;
                        }
                        Some(&b) if IRI && b >= 0x80 => match utf8_char_at(bytes, i) {
                            Some((c, len)) if chars.holds(c) => {
                                i += len;
                                table_run = 0;
                            }
                            _ => return Ok(i),
                        },
                        _ => return Ok(i),
                    }
                }
            }
            _ => return Ok(i),
        }
    }
}

/// Whether the 4-byte character at `bytes[i]`, whose lead byte is `0xF0`
/// to `0xF2` (U+10000-BFFFF), is a `ucschar`: every character of these
/// planes is, but U+xFFFE and U+xFFFF (RFC 3987 §2.2 stops each range at
/// xFFFD), whose last three bytes are `0x?F 0xBF 0xBE` and `0x?F 0xBF
/// 0xBF`. The input is a `str`, so the three bytes are continuation bytes;
/// a decode of the character and [`is_ucschar`] is the plain twin (the test
/// of [`scan_raw`] over every character).
#[inline]
fn planes_1_to_11_ucschar(bytes: &[u8], i: usize) -> bool {
    match bytes.get(i + 1..i + 4) {
        Some(&[b1, b2, b3]) => !(b1 & 0x0F == 0x0F && b2 == 0xBF && b3 >= 0xBE),
        _ => false,
    }
}

/// The character whose UTF-8 encoding starts at `bytes[i]`, and its
/// length; `None` at the end or where no well-formed sequence starts (the
/// parser's input is a `str`, so that does not happen there).
#[inline]
pub(crate) fn utf8_char_at(bytes: &[u8], i: usize) -> Option<(char, usize)> {
    let first = *bytes.get(i)?;
    let (len, bits) = match first {
        0x00..=0x7F => return Some((char::from(first), 1)),
        0xC2..=0xDF => (2, first & 0x1F),
        0xE0..=0xEF => (3, first & 0x0F),
        0xF0..=0xF4 => (4, first & 0x07),
        _ => return None,
    };
    let mut code = u32::from(bits);
    for k in 1..len {
        let b = *bytes.get(i + k)?;
        if b & 0xC0 != 0x80 {
            return None;
        }
        code = (code << 6) | u32::from(b & 0x3F);
    }
    // Overlong forms and surrogates give a value `char` refuses or one
    // below the length's range: reject both.
    let min = match len {
        2 => 0x80,
        3 => 0x800,
        _ => 0x1_0000,
    };
    if code < min {
        return None;
    }
    Some((char::from_u32(code)?, len))
}

#[cfg(test)]
#[path = "../tests/unit/parse.rs"]
mod tests;
