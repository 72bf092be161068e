//! Checks on the authority: userinfo (§3.2.1, §7.5, §7.6), host (§3.2.2,
//! §7.4) and port (§3.2.3; RFC 1738 §6).

use super::inet::{inet_aton, special_v4, special_v6, Special};
use super::text::{
    decode, excerpt, host_prefix, lookalike, mixed_scripts, triplets, user_looks_like_host,
};
use super::{Code, Cx, Lower, Severity};
use crate::pct;
use crate::punycode::{self, Bad};
use crate::scheme::{default_port, KnownScheme};
use crate::Host;

/// Whether URLs of `scheme` need a host to mean anything: the schemes of
/// the common internet scheme syntax (RFC 1738 §3.1) but `file`, whose
/// host may be empty (§3.10).
fn needs_host(scheme: Option<&str>) -> bool {
    scheme
        .and_then(KnownScheme::from_name)
        .is_some_and(|k| k.uses_internet_syntax() && k != KnownScheme::File)
}

pub(super) fn check(cx: &mut Cx<'_>) {
    let uri = cx.uri;
    if !uri.has_authority() {
        if needs_host(cx.scheme) {
            let path_range = cx.at.path_range();
            let (start, end) = (path_range.start, path_range.end);
            let path = uri.path();
            let scheme = Lower(excerpt(cx.scheme.unwrap_or_default()));
            // `https:example.com/x`: a host where the path begins.
            let first = path.split('/').next().unwrap_or_default();
            if first.contains('.') {
                cx.warn(
                    Code::MissingHost,
                    Severity::Warning,
                    start,
                    end,
                    format_args!("URL has no authority: WHATWG parsers read what follows the scheme as a host (scheme confusion); probably meant '{scheme}://{}'", excerpt(path)),
                );
            } else {
                cx.warn(
                    Code::MissingHost,
                    Severity::Warning,
                    start,
                    end,
                    format_args!("URL has no authority: WHATWG parsers read what follows the scheme as a host (scheme confusion)"),
                );
            }
        }
        return;
    }
    userinfo(cx);
    host(cx);
    port(cx);
}

fn userinfo(cx: &mut Cx<'_>) {
    let (Some(info), Some(range)) = (cx.uri.userinfo(), cx.at.userinfo_range()) else {
        return;
    };
    let start = range.start;
    let (user, password) = match info.split_once(':') {
        Some((u, p)) => (u, Some(p)),
        None => (info, None),
    };
    if let Some(p) = password.filter(|p| !p.is_empty()) {
        let p_start = start + user.len() + 1;
        cx.warn(
            Code::PasswordInUserinfo,
            Severity::Danger,
            p_start,
            p_start + p.len(),
            format_args!("userinfo holds a password in clear text: it will be logged and shown (RFC 3986 §3.2.1 deprecates user:password; RFC 1738 §6)"),
        );
    }
    let whole = pct::decode_utf8_lossy(info);
    if let Some((c, d)) = whole.chars().find_map(|c| lookalike(c).map(|d| (c, d))) {
        cx.warn(
            Code::LookalikeDelimiter,
            Severity::Danger,
            start,
            start + info.len(),
            format_args!("userinfo holds U+{:04X}, which Unicode normalization turns into '{d}': a consumer that normalizes ends the authority there and sees another host", u32::from(c)),
        );
    }
    let decoded = pct::decode_utf8_lossy(user);
    let prefix = host_prefix(&decoded);
    if user_looks_like_host(prefix) || inet_aton(prefix).is_some_and(|_| prefix.contains('.')) {
        let host = excerpt(cx.uri.host().unwrap_or(""));
        let prefix = excerpt(prefix);
        cx.warn(
            Code::UserinfoLooksLikeHost,
            Severity::Danger,
            start,
            start + user.len(),
            format_args!(
                "userinfo '{prefix}' looks like a host name, but the host is '{host}' (RFC 3986 §7.6)"
            ),
        );
    }
}

fn host(cx: &mut Cx<'_>) {
    let Some(host_range) = cx.at.host_range() else {
        return;
    };
    let (start, end) = (host_range.start, host_range.end);
    let Some(typed) = cx.uri.host_typed() else {
        return;
    };
    match typed {
        Host::Ipv4(a) => special(cx, start, end, special_v4(a)),
        Host::Ipv6(a) => {
            special(cx, start, end, special_v6(a));
            if let Some(zone) = cx.uri.zone_id() {
                let zone = excerpt(zone);
                cx.warn(
                    Code::ZoneId,
                    Severity::Warning,
                    start,
                    end,
                    format_args!("IPv6 zone identifier '{zone}' names an interface of one machine only: it means nothing to another, and RFC 9844 keeps zones out of URIs sent on the wire"),
                );
            }
        }
        Host::IpvFuture(_) => {}
        Host::RegName(name) => reg_name(cx, name, start, end),
    }
    if cx.scheme_is("file") {
        let name = cx.uri.host().unwrap_or("");
        if !name.is_empty() && !name.eq_ignore_ascii_case("localhost") {
            let name = excerpt(name);
            cx.warn(
                Code::FileRemoteHost,
                Severity::Warning,
                start,
                end,
                format_args!("file URL names the host '{name}': on Windows this may open an SMB connection and leak credentials"),
            );
        }
    }
}

fn special(cx: &mut Cx<'_>, start: usize, end: usize, special: Option<Special>) {
    if let Some(s) = special {
        let severity = if s.local {
            Severity::Warning
        } else {
            Severity::Info
        };
        cx.warn(
            Code::SpecialAddress,
            severity,
            start,
            end,
            format_args!("host is {} (RFC 3986 §7.4: filter requests on it)", s.what),
        );
    }
}

fn reg_name(cx: &mut Cx<'_>, name: &str, start: usize, end: usize) {
    if name.is_empty() {
        if needs_host(cx.scheme) {
            cx.warn(
                Code::MissingHost,
                Severity::Warning,
                start,
                end,
                format_args!("empty host: WHATWG parsers skip the slashes and take the first path segment as the host (slashes confusion)"),
            );
        }
        return;
    }
    let bytes = decode(name.as_bytes());
    if name.contains('%') {
        encoded(cx, name.as_bytes(), &bytes, start, end);
    }
    let Ok(text) = core::str::from_utf8(&bytes) else {
        return;
    };
    if let Some(addr) = inet_aton(text) {
        let name = excerpt(name);
        cx.warn(
            Code::RareIpv4Form,
            Severity::Danger,
            start,
            end,
            format_args!("host '{name}' is a reg-name, but inet_aton() and many resolvers read it as {addr} (RFC 3986 §7.4): filter on the numeric value"),
        );
        special(cx, start, end, special_v4(addr));
        return;
    }
    // The checks below read the name in lowercase, in a reused buffer.
    let mut lower = core::mem::take(&mut cx.lower);
    lower.clear();
    lower.push_str(text);
    lower.make_ascii_lowercase();
    let bare = lower.strip_suffix('.').unwrap_or(&lower);
    if bare == "localhost" || bare.ends_with(".localhost") {
        special(
            cx,
            start,
            end,
            Some(Special {
                what: "a loopback name ('localhost', RFC 6761)",
                local: true,
            }),
        );
    }
    dns(cx, bare, start, end);
    for label in bare.split('.') {
        label_checks(cx, label, start, end);
    }
    cx.lower = lower;
    if let Some((c, d)) = text.chars().find_map(|c| lookalike(c).map(|d| (c, d))) {
        cx.warn(
            Code::LookalikeDelimiter,
            Severity::Danger,
            start,
            end,
            format_args!("host holds U+{:04X}, which Unicode normalization turns into '{d}': a consumer that normalizes splits the URL there", u32::from(c)),
        );
    }
}

/// Per-label checks: scripts mixed in one label, and `xn--` labels, which
/// are decoded (RFC 3492) so that what an IDNA-aware consumer shows is
/// checked too.
fn label_checks(cx: &mut Cx<'_>, label: &str, start: usize, end: usize) {
    let shown = excerpt(label);
    let unicode = match label.strip_prefix("xn--").map(punycode::decode) {
        None => None,
        Some(Ok(unicode)) => Some(unicode),
        // DnsLength reports it; decoding a label that cannot exist is moot.
        Some(Err(Bad::TooLong)) => return,
        Some(Err(bad)) => {
            match bad {
                Bad::AsciiOnly => cx.warn(
                    Code::SuspiciousPunycode,
                    Severity::Danger,
                    start,
                    end,
                    format_args!("label '{shown}' decodes to plain ASCII, which IDNA never encodes (RFC 5891 §4.4): some IDNA versions read it as another name"),
                ),
                _ => cx.warn(
                    Code::SuspiciousPunycode,
                    Severity::Warning,
                    start,
                    end,
                    format_args!("label '{shown}' is not valid punycode (RFC 3492): IDNA decoders disagree on what it names"),
                ),
            }
            return;
        }
    };
    let readable = unicode.as_deref().unwrap_or(label);
    let shown = Shown {
        label: shown,
        unicode: unicode.as_deref().map(excerpt),
    };
    if let Some((a, b)) = mixed_scripts(readable) {
        cx.warn(
            Code::MixedScriptHost,
            Severity::Danger,
            start,
            end,
            format_args!("host label {shown} mixes {a} and {b} letters: a look-alike of another name (RFC 3986 §7.6)"),
        );
    }
    if unicode.is_some() {
        if let Some((c, d)) = readable.chars().find_map(|c| lookalike(c).map(|d| (c, d))) {
            cx.warn(
                Code::LookalikeDelimiter,
                Severity::Danger,
                start,
                end,
                format_args!("host label {shown} decodes to U+{:04X}, which Unicode normalization turns into '{d}': a consumer that normalizes reads another host", u32::from(c)),
            );
        }
    }
}

/// A reg-name with percent-encoding: RFC 3986 allows it (for UTF-8 names,
/// §3.2.2), but parsers disagree on decoding it (curl CVE-2022-27780).
fn encoded(cx: &mut Cx<'_>, raw: &[u8], bytes: &[u8], start: usize, end: usize) {
    let delimiter = triplets(raw)
        .map(|(_, b)| b)
        .find(|&b| b"./?#@:\\[]%".contains(&b) || b < 0x21 || b == 0x7f);
    let (severity, message) = match delimiter {
        Some(b'.') => (
            Severity::Danger,
            "host holds a percent-encoded '.': a consumer that decodes it sees other labels than a filter that does not",
        ),
        Some(b) => {
            cx.warn(
                Code::EncodedHost,
                Severity::Danger,
                start,
                end,
                format_args!("host decodes to the delimiter or control byte 0x{b:02X}: decoding it changes where the host ends"),
            );
            return;
        }
        None if core::str::from_utf8(bytes).is_err() => (
            Severity::Warning,
            "host is percent-encoded but does not decode to UTF-8 (RFC 3986 §3.2.2)",
        ),
        None if bytes.is_ascii() => (
            Severity::Warning,
            "host is percent-encoded ASCII: some software decodes it, some does not",
        ),
        None => (
            Severity::Info,
            "host is percent-encoded UTF-8 (RFC 3986 §3.2.2): resolvers need it converted with IDNA first",
        ),
    };
    cx.warn(
        Code::EncodedHost,
        severity,
        start,
        end,
        format_args!("{message}"),
    );
}

/// A host label as messages quote it, quotes included: `'label'`, and for
/// an `xn--` label what it decodes to in parentheses,
/// `'xn--pple-43d' ('аpple')`.
struct Shown<'a> {
    label: crate::Excerpt<'a>,
    unicode: Option<crate::Excerpt<'a>>,
}

impl core::fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match &self.unicode {
            Some(u) => write!(f, "'{}' ('{u}')", self.label),
            None => write!(f, "'{}'", self.label),
        }
    }
}

/// RFC 1034 §3.1: labels of at most 63 octets, names of at most 255
/// octets on the wire, so 253 in text without the final dot.
fn dns(cx: &mut Cx<'_>, name: &str, start: usize, end: usize) {
    let name_too_long = (name.len() > 253).then_some(("host name is", name.len(), 253));
    let label_too_long = name
        .split('.')
        .map(str::len)
        .find(|&len| len > 63)
        .map(|len| ("host label of", len, 63));
    for (what, len, most) in [name_too_long, label_too_long].into_iter().flatten() {
        cx.warn(
            Code::DnsLength,
            Severity::Warning,
            start,
            end,
            format_args!("{what} {len} bytes: DNS allows {most}, so it cannot resolve"),
        );
    }
}

/// Services whose ports a URL may be pointed at to smuggle commands
/// (RFC 1738 §6: a gopher URL sending mail through SMTP).
const SERVICES: [(u16, &str); 26] = [
    (21, "ftp"),
    (22, "ssh"),
    (23, "telnet"),
    (25, "smtp"),
    (53, "dns"),
    (70, "gopher"),
    (79, "finger"),
    (80, "http"),
    (110, "pop3"),
    (119, "nntp"),
    (143, "imap"),
    (210, "wais"),
    (389, "ldap"),
    (443, "https"),
    (465, "smtps"),
    (587, "smtp submission"),
    (636, "ldaps"),
    (993, "imaps"),
    (995, "pop3s"),
    (1525, "prospero"),
    (2375, "docker"),
    (3306, "mysql"),
    (5432, "postgresql"),
    (6379, "redis"),
    (11211, "memcached"),
    (27017, "mongodb"),
];

fn service(port: u16) -> Option<&'static str> {
    SERVICES
        .iter()
        .find(|(p, _)| *p == port)
        .map(|&(_, name)| name)
}

/// Whether two ports belong to one family (HTTP and WebSocket over
/// plain and TLS), where a swap is a mistake, not another protocol.
fn same_family(a: u16, b: u16) -> bool {
    matches!((a, b), (80 | 443, 80 | 443))
}

fn port(cx: &mut Cx<'_>) {
    let (Some(port), Some(range)) = (cx.uri.port(), cx.at.port_range()) else {
        return;
    };
    let start = range.start;
    let end = start + port.len();
    if port.is_empty() {
        cx.warn(
            Code::OddPortForm,
            Severity::Info,
            start - 1,
            end,
            format_args!("empty port: RFC 3986 §3.2.3 says to leave out the ':'; some parsers reject it or read port 0"),
        );
        return;
    }
    let value = match cx.uri.port_u16() {
        Ok(Some(v)) => v,
        _ => {
            cx.warn(
                Code::PortOutOfRange,
                Severity::Danger,
                start,
                end,
                format_args!(
                    "port {} is over 65535: some software wraps it around to another port",
                    excerpt(port)
                ),
            );
            return;
        }
    };
    if port.len() > 1 && port.starts_with('0') {
        cx.warn(
            Code::OddPortForm,
            Severity::Warning,
            start,
            end,
            format_args!(
                "port '{}' has leading zeros: other parsers may reject it or read it as octal",
                excerpt(port)
            ),
        );
    }
    if value == 0 {
        cx.warn(
            Code::OddPortForm,
            Severity::Warning,
            start,
            end,
            format_args!("port 0 is not a port a server listens on; some software picks any port"),
        );
        return;
    }
    let name = cx.scheme.unwrap_or_default();
    let default = default_port(name);
    let scheme = Lower(excerpt(name));
    if default == Some(value) {
        return;
    }
    match (default, service(value)) {
        (Some(d), Some(svc)) if !same_family(d, value) => cx.warn(
            Code::OtherServicePort,
            Severity::Danger,
            start,
            end,
            format_args!("port {value} is {svc}'s well-known port, not {scheme}'s default {d}: the request may reach the {svc} service, which would read it as commands (RFC 1738 §6)"),
        ),
        (None, Some(svc)) if !name.is_empty() && !name.eq_ignore_ascii_case(svc) => cx.warn(
            Code::OtherServicePort,
            Severity::Warning,
            start,
            end,
            format_args!("port {value} is {svc}'s well-known port: a {scheme} client may talk to the {svc} service (RFC 1738 §6)"),
        ),
        (Some(d), _) if value < 1024 => cx.warn(
            Code::NonDefaultPort,
            Severity::Warning,
            start,
            end,
            format_args!("port {value} is in the reserved range and not {scheme}'s default {d}: it may belong to another protocol's server (RFC 1738 §6)"),
        ),
        (Some(d), _) => cx.warn(
            Code::NonDefaultPort,
            Severity::Info,
            start,
            end,
            format_args!("port {value} is not {scheme}'s default {d}"),
        ),
        _ => {}
    }
}
