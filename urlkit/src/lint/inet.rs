//! How other software reads a host as an IP address (RFC 3986 §7.4), and
//! which addresses are special-purpose (RFC 6890).

use core::net::{Ipv4Addr, Ipv6Addr};

/// Reads `host` as the BSD `inet_aton()` does, the reading most resolvers
/// (and curl, and the WHATWG URL parser) apply to a host name that looks
/// numeric: one to four parts separated by `.`, each decimal, octal
/// (leading `0`) or hexadecimal (leading `0x`/`0X`); the last part fills
/// the remaining bytes (`127.1` is 127.0.0.1, `2130706433` too). One
/// trailing `.` is accepted, as the WHATWG parser and many resolvers do.
///
/// RFC 3986 takes none of these forms as an `IPv4address` (§3.2.2): they
/// are reg-names, and §7.4 warns that software may still read them as
/// addresses. Use this to filter on the address such software would reach.
///
/// # Examples
///
/// ```
/// use std::net::Ipv4Addr;
/// use urlkit::lint::inet_aton;
///
/// let home = Some(Ipv4Addr::new(127, 0, 0, 1));
/// assert_eq!(inet_aton("127.0.0.1"), home);
/// assert_eq!(inet_aton("127.1"), home);
/// assert_eq!(inet_aton("0x7f.1"), home);
/// assert_eq!(inet_aton("017700000001"), home);
/// assert_eq!(inet_aton("2130706433"), home);
/// assert_eq!(inet_aton("0177.0.0.1."), home);
/// assert_eq!(inet_aton("example.com"), None);
/// assert_eq!(inet_aton("256.0.0.1"), None);
/// assert_eq!(inet_aton("1.2.3.4.5"), None);
/// ```
#[must_use]
pub fn inet_aton(host: &str) -> Option<Ipv4Addr> {
    let host = host.strip_suffix('.').unwrap_or(host);
    // No length cap: inet_aton() (strtoul) takes any number of leading
    // zeros, so a padded address is still one. The work stays linear: at
    // most four parts, each read once.
    if host.is_empty() {
        return None;
    }
    let mut parts = [0u32; 4];
    let mut n = 0usize;
    for part in host.split('.') {
        let slot = parts.get_mut(n)?;
        *slot = number(part)?;
        n += 1;
    }
    let (head, last) = parts.split_at(n.checked_sub(1)?);
    let last = *last.first()?;
    // Each leading part is one byte; the last fills the rest.
    if head.iter().any(|&p| p > 255) {
        return None;
    }
    let room = 8 * (4 - head.len() as u32);
    if room < 32 && last >> room != 0 {
        return None;
    }
    let value = head
        .iter()
        .enumerate()
        .fold(last, |acc, (i, &p)| acc | (p << (24 - 8 * i as u32)));
    Some(Ipv4Addr::from(value))
}

/// One part of an `inet_aton` address: `0x` hex, `0` octal, or decimal.
fn number(part: &str) -> Option<u32> {
    let (digits, radix) =
        if let Some(hex) = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X")) {
            (hex, 16)
        } else if part.len() > 1 && part.starts_with('0') {
            (part.get(1..).unwrap_or(""), 8)
        } else {
            (part, 10)
        };
    if digits.is_empty() {
        // "0x" alone is 0 for inet_aton; an empty part is not a number.
        return (radix == 16).then_some(0);
    }
    if !digits.bytes().all(|b| char::from(b).is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// How severe reaching an address is, and what it is.
pub(crate) struct Special {
    pub(crate) what: &'static str,
    /// Loopback, unspecified and link-local addresses reach the machine
    /// itself or its cloud metadata service: the SSRF targets.
    pub(crate) local: bool,
}

/// The special-purpose IPv4 ranges of RFC 6890 worth a warning, leaving
/// out the documentation ranges (RFC 5737) that examples use.
pub(crate) fn special_v4(a: Ipv4Addr) -> Option<Special> {
    let [b0, b1, ..] = a.octets();
    let (what, local) = match (b0, b1) {
        (127, _) => ("a loopback address (127.0.0.0/8)", true),
        (0, _) => (
            "in 0.0.0.0/8 ('this network'; 0.0.0.0 reaches the local host on many systems)",
            true,
        ),
        (169, 254) => (
            "link-local (169.254.0.0/16; 169.254.169.254 is the cloud metadata service)",
            true,
        ),
        (10, _) => ("a private address (10.0.0.0/8)", false),
        (172, 16..=31) => ("a private address (172.16.0.0/12)", false),
        (192, 168) => ("a private address (192.168.0.0/16)", false),
        (100, 64..=127) => ("shared address space (100.64.0.0/10)", false),
        (224..=239, _) => ("a multicast address", false),
        (255, 255) if a == Ipv4Addr::BROADCAST => ("the broadcast address", false),
        _ => return None,
    };
    Some(Special { what, local })
}

/// The special-purpose IPv6 ranges, and IPv4 addresses embedded in IPv6.
pub(crate) fn special_v6(a: Ipv6Addr) -> Option<Special> {
    let s = a.segments();
    if a == Ipv6Addr::LOCALHOST {
        return Some(Special {
            what: "the loopback address ::1",
            local: true,
        });
    }
    if a == Ipv6Addr::UNSPECIFIED {
        return Some(Special {
            what: "the unspecified address :: (reaches the local host on many systems)",
            local: true,
        });
    }
    if let Some(v4) = a.to_ipv4_mapped() {
        return Some(match special_v4(v4) {
            Some(inner) => Special {
                what: if inner.local {
                    "an IPv4-mapped address of a local IPv4 address (::ffff:0:0/96)"
                } else {
                    "an IPv4-mapped address of a special-purpose IPv4 address"
                },
                local: inner.local,
            },
            None => Special {
                what:
                    "an IPv4-mapped address (::ffff:0:0/96): filters written for IPv4 may miss it",
                local: false,
            },
        });
    }
    let (what, local) = match s[0] {
        0xfe80..=0xfebf => ("link-local (fe80::/10)", true),
        0xfc00..=0xfdff => ("a unique local address (fc00::/7)", false),
        0xff00..=0xffff => ("a multicast address (ff00::/8)", false),
        0x0064 if s[1] == 0xff9b => (
            "a NAT64 address (64:ff9b::/96) embedding an IPv4 address",
            false,
        ),
        _ => return None,
    };
    Some(Special { what, local })
}
