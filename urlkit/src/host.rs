//! The host rule of RFC 3986 §3.2.2: `IP-literal / IPv4address / reg-name`.
//!
//! The parser calls the recognisers here to validate; [`Host`] is the typed
//! value the accessors return.

use core::fmt;
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::table::{HEXDIG, IPVFUTURE};

/// A host, typed by the alternative of `host` it matched (§3.2.2).
///
/// The alternatives are tried in the RFC's order, first match wins: a host
/// that matches `IPv4address` is [`Host::Ipv4`], and anything else that is
/// not bracketed is a [`Host::RegName`], even when some software would read
/// it as an address (`127.1`, `0x7f.0.0.1`, `01.2.3.4`, `256.0.0.1`).
///
/// # Examples
///
/// ```
/// use std::net::Ipv4Addr;
/// use urlkit::{Host, Uri};
///
/// let uri = Uri::parse("http://127.0.0.1/")?;
/// assert_eq!(uri.host_typed(), Some(Host::Ipv4(Ipv4Addr::LOCALHOST)));
/// let uri = Uri::parse("http://127.1/")?;
/// assert_eq!(uri.host_typed(), Some(Host::RegName("127.1")));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `reg-name`, raw (still percent-encoded, case as written). May be
    /// empty: `file:///x` has an empty host.
    RegName(&'a str),
    /// `IPv4address`: four `dec-octet`s without leading zeros.
    Ipv4(Ipv4Addr),
    /// `IPv6address` inside `[` `]`. An RFC 6874 zone identifier, when
    /// parsing allowed one, is not part of it: see `zone_id()` on the URI.
    Ipv6(Ipv6Addr),
    /// `IPvFuture` inside `[` `]`, without the brackets (`v7.abc`).
    IpvFuture(&'a str),
}

impl<'a> Host<'a> {
    /// Classifies the text of a host that the parser has already validated.
    pub(crate) fn from_valid(host: &'a str) -> Host<'a> {
        let bytes = host.as_bytes();
        if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            // An RFC 6874 zone (only with `ParseOptions::zone_id`) is not
            // part of the address; `zone_id()` reports it.
            let addr = inner.split_once("%25").map_or(inner, |(addr, _)| addr);
            if let Some(groups) = ipv6address(addr.as_bytes()) {
                return Host::Ipv6(Ipv6Addr::from(groups));
            }
            return Host::IpvFuture(inner);
        }
        match ipv4address(bytes) {
            Some(octets) => Host::Ipv4(Ipv4Addr::from(octets)),
            None => Host::RegName(host),
        }
    }

    /// Which alternative of `host` this is.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{Host, HostKind};
    /// assert_eq!(Host::RegName("example.com").kind(), HostKind::RegName);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> HostKind {
        match self {
            Host::RegName(_) => HostKind::RegName,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::Ipv6(_) => HostKind::Ipv6,
            Host::IpvFuture(_) => HostKind::IpvFuture,
        }
    }

    /// The IP address, for an `IPv4address` or `IPv6address` host; `None`
    /// for a reg-name (even `127.1`, which only some resolvers read as an
    /// address) or an IPvFuture.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv6Addr};
    /// use urlkit::Uri;
    /// let uri = Uri::parse("http://[::1]:8080/")?;
    /// assert_eq!(uri.host_typed().and_then(|h| h.ip()), Some(IpAddr::V6(Ipv6Addr::LOCALHOST)));
    /// assert_eq!(Uri::parse("http://127.1/")?.host_typed().and_then(|h| h.ip()), None);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub const fn ip(&self) -> Option<IpAddr> {
        match *self {
            Host::Ipv4(a) => Some(IpAddr::V4(a)),
            Host::Ipv6(a) => Some(IpAddr::V6(a)),
            Host::RegName(_) | Host::IpvFuture(_) => None,
        }
    }
}

impl fmt::Display for Host<'_> {
    /// The host as it is written in a URI: a reg-name raw, an IPv4 address
    /// dotted, an IPv6 address in brackets (RFC 5952 text), an IPvFuture in
    /// brackets. Width, fill and alignment apply.
    ///
    /// ```
    /// use std::net::Ipv6Addr;
    /// use urlkit::Host;
    /// assert_eq!(Host::Ipv6(Ipv6Addr::LOCALHOST).to_string(), "[::1]");
    /// assert_eq!(format!("{:>8}", Host::RegName("a.b")), "     a.b");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::RegName(name) => f.pad(name),
            Host::Ipv4(a) if f.width().is_none() => write!(f, "{a}"),
            Host::Ipv6(a) if f.width().is_none() => write!(f, "[{a}]"),
            Host::IpvFuture(t) if f.width().is_none() => write!(f, "[{t}]"),
            // Padding needs the whole text first.
            Host::Ipv4(a) => f.pad(&alloc::format!("{a}")),
            Host::Ipv6(a) => f.pad(&alloc::format!("[{a}]")),
            Host::IpvFuture(t) => f.pad(&alloc::format!("[{t}]")),
        }
    }
}

/// Which alternative of `host` a host matched (§3.2.2).
///
/// # Examples
///
/// ```
/// use urlkit::{HostKind, Uri};
/// let uri = Uri::parse("http://[::1]/")?;
/// assert_eq!(uri.host_kind(), Some(HostKind::Ipv6));
/// assert_eq!(HostKind::Ipv6.as_str(), "ipv6");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// `reg-name`.
    RegName,
    /// `IPv4address`.
    Ipv4,
    /// `IPv6address` in brackets.
    Ipv6,
    /// `IPvFuture` in brackets.
    IpvFuture,
}

impl HostKind {
    /// The name used by the command line's JSON output: `reg-name`, `ipv4`,
    /// `ipv6` or `ipvfuture`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::HostKind;
    /// assert_eq!(HostKind::RegName.as_str(), "reg-name");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            HostKind::RegName => "reg-name",
            HostKind::Ipv4 => "ipv4",
            HostKind::Ipv6 => "ipv6",
            HostKind::IpvFuture => "ipvfuture",
        }
    }
}

/// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35`
///
/// One to three digits, no leading zero unless the octet is `0`, at most 255.
fn dec_octet(s: &[u8]) -> Option<u8> {
    match s {
        [d] if d.is_ascii_digit() => Some(d - b'0'),
        [b'1'..=b'9', ..] if s.len() <= 3 && s.iter().all(u8::is_ascii_digit) => {
            let v = s.iter().fold(0u16, |acc, d| acc * 10 + u16::from(d - b'0'));
            u8::try_from(v).ok()
        }
        _ => None,
    }
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
///
/// Returns the four octets when `s` matches the rule exactly.
///
/// ```text
/// 192.0.2.1   -> Some([192, 0, 2, 1])
/// 01.2.3.4    -> None (leading zero: a reg-name)
/// 256.1.1.1   -> None (out of range: a reg-name)
/// ```
pub(crate) fn ipv4address(s: &[u8]) -> Option<[u8; 4]> {
    // The longest IPv4address is 15 bytes; bail out before splitting.
    if s.len() > 15 {
        return None;
    }
    let mut octets = [0u8; 4];
    let mut parts = s.split(|&b| b == b'.');
    for slot in &mut octets {
        *slot = dec_octet(parts.next()?)?;
    }
    match parts.next() {
        None => Some(octets),
        Some(_) => None,
    }
}

/// `h16 = 1*4HEXDIG`: the value of one group.
fn h16(s: &[u8]) -> Option<u16> {
    if s.is_empty() || s.len() > 4 {
        return None;
    }
    s.iter().try_fold(0u16, |acc, &b| {
        Some((acc << 4) | u16::from(crate::table::hex_value(b)?))
    })
}

/// The nine alternatives of `IPv6address` (§3.2.2):
///
/// ```text
/// IPv6address =                            6( h16 ":" ) ls32
///             /                       "::" 5( h16 ":" ) ls32
///             / [               h16 ] "::" 4( h16 ":" ) ls32
///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///             / [ *4( h16 ":" ) h16 ] "::"              ls32
///             / [ *5( h16 ":" ) h16 ] "::"              h16
///             / [ *6( h16 ":" ) h16 ] "::"
/// ls32        = ( h16 ":" h16 ) / IPv4address
/// ```
///
/// Read together they say: eight 16-bit groups, where an `IPv4address` may
/// stand for the last two, and one `::` may stand for one or more zero
/// groups (never zero groups: the explicit groups then number at most 7).
/// This function checks exactly that, in one pass, and returns the groups.
pub(crate) fn ipv6address(s: &[u8]) -> Option<[u16; 8]> {
    ipv6_groups(s).ok()
}

/// [`ipv6address`], or the index in `s` where `s` stops matching the rule:
/// a byte no `IPv6address` holds, the group or `:` one too many, the fifth
/// digit of a group, or the end when groups are missing.
pub(crate) fn ipv6_groups(s: &[u8]) -> Result<[u16; 8], usize> {
    if let Some(i) = s
        .iter()
        .position(|&b| !(HEXDIG.allows(b) || b == b':' || b == b'.'))
    {
        return Err(i);
    }
    let mut head = [0u16; 8];
    let mut tail = [0u16; 8];
    let (mut n_head, mut n_tail) = (0usize, 0usize);
    let mut compressed = false;
    // INVARIANT: `rest` is `s[pos..]`; `pos` only grows.
    let mut rest = s;
    let mut pos = 0usize;
    match s {
        [b':', b':', after @ ..] => {
            compressed = true;
            rest = after;
            pos = 2;
        }
        // A lone leading `:` could only start a `::`.
        [b':', ..] => return Err(1),
        _ => {}
    }
    while !rest.is_empty() {
        let piece_len = rest.iter().position(|&b| b == b':').unwrap_or(rest.len());
        let (piece, after) = rest.split_at(piece_len);
        let (pair, count) = if piece.contains(&b'.') {
            // ls32 as IPv4address: only as the very last piece.
            if !after.is_empty() {
                return Err(pos + piece_len);
            }
            let [a, b, c, d] = ipv4address(piece).ok_or(pos)?;
            ([u16::from_be_bytes([a, b]), u16::from_be_bytes([c, d])], 2)
        } else {
            match piece.len() {
                0 => return Err(pos),
                1..=4 => ([h16(piece).ok_or(pos)?, 0], 1),
                _ => return Err(pos + 4),
            }
        };
        // With `::` at most seven explicit groups, without it eight.
        let limit = if compressed { 7 } else { 8 };
        if n_head + n_tail + count > limit {
            return Err(pos);
        }
        let (buf, n) = if compressed {
            (&mut tail, &mut n_tail)
        } else {
            (&mut head, &mut n_head)
        };
        for &g in pair.get(..count).ok_or(pos)? {
            *buf.get_mut(*n).ok_or(pos)? = g;
            *n += 1;
        }
        let sep = pos + piece_len;
        let full = n_head + n_tail == limit;
        (rest, pos) = match after {
            [] => (after, sep),
            // Every group is there: the address is complete before this `:`.
            [b':', ..] if full => return Err(sep),
            [b':', b':', more @ ..] if !compressed => {
                compressed = true;
                (more, sep + 2)
            }
            // A second `::`, or `:::`: the second colon is one too many.
            [b':', b':', ..] => return Err(sep + 1),
            // A group must follow a single `:`.
            [b':'] => return Err(sep + 1),
            [b':', more @ ..] => (more, sep + 1),
            _ => return Err(sep),
        };
    }
    if !compressed && n_head != 8 {
        return Err(s.len());
    }
    let mut groups = head;
    let start = 8 - n_tail;
    groups
        .get_mut(start..)
        .ok_or(0usize)?
        .copy_from_slice(tail.get(..n_tail).ok_or(0usize)?);
    Ok(groups)
}

/// Whether `s` matches `IPvFuture` (see [`ipvfuture_mismatch`]).
pub(crate) fn ipvfuture(s: &[u8]) -> bool {
    ipvfuture_mismatch(s).is_none()
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
///
/// Returns where `s` stops matching the rule, or `None` when it matches.
/// The `v` is case-insensitive, as every ABNF string literal is.
pub(crate) fn ipvfuture_mismatch(s: &[u8]) -> Option<usize> {
    let Some((b'v' | b'V', rest)) = s.split_first() else {
        return Some(0);
    };
    let hex_len = rest.iter().take_while(|&&b| HEXDIG.allows(b)).count();
    if hex_len == 0 {
        return Some(1);
    }
    let dot = 1 + hex_len;
    if s.get(dot) != Some(&b'.') {
        return Some(dot);
    }
    let tail = s.get(dot + 1..).unwrap_or(&[]);
    if tail.is_empty() {
        return Some(dot + 1);
    }
    tail.iter()
        .position(|&b| !IPVFUTURE.allows(b))
        .map(|i| dot + 1 + i)
}

#[cfg(test)]
#[path = "../tests/unit/host.rs"]
mod tests;
