//! Checks on the path, query and fragment (RFC 3986 §3.3-3.5, §7.2,
//! §7.3) and the scheme-specific rules of RFC 1738 §3.

use super::text::{excerpt, host_like, host_prefix, triplet, triplets};
use super::{Code, Cx, Lower, Severity};
use crate::pct::push_decoded_lossy;

use alloc::vec::Vec;

pub(super) fn check(cx: &mut Cx<'_>) {
    let at = cx.at;
    let components = [
        ("userinfo", at.userinfo_range()),
        ("host", at.host_range()),
        ("path", Some(at.path_range())),
        ("query", at.query_range()),
        ("fragment", at.fragment_range()),
    ];
    for (name, range) in components {
        if let Some(r) = range {
            encoded_bytes(cx, name, r.start, r.end);
        }
    }
    segments(cx, at.path_range().start);
    scheme_rules(cx);
    if let (Some(q), Some(r)) = (cx.uri.query(), at.query_range()) {
        secrets(cx, q, r.start);
        after_delimiter(cx, "query", q, r.start);
    }
    if let (Some(f), Some(r)) = (cx.uri.fragment(), at.fragment_range()) {
        after_delimiter(cx, "fragment", f, r.start);
    }
}

/// Percent-encoded bytes that change meaning once decoded: CR and LF
/// (RFC 1738 §6: telnet's delimiters; every line protocol's), NUL
/// (§7.3), other controls, and `%25XX` (decoded twice).
fn encoded_bytes(cx: &mut Cx<'_>, component: &str, start: usize, end: usize) {
    let Some(raw) = cx.uri.as_str().as_bytes().get(start..end) else {
        debug_assert!(false, "component {start}..{end} outside the URI");
        return;
    };
    let gopher = cx.scheme_is("gopher");
    // (code, severity, first index, count, what)
    // (Four codes at most: a fixed array, not a list per URI.)
    let mut seen: [Option<Seen<'_>>; 4] = [None; 4];
    for (i, byte) in triplets(raw) {
        let found = match byte {
            b'\r' | b'\n' => Some((Code::EncodedNewline, Severity::Danger, "CR or LF")),
            0 => Some((Code::EncodedNul, Severity::Danger, "NUL")),
            // RFC 1738 §3.4: gopher separates its search string with %09.
            b'\t' if gopher => None,
            0x01..=0x1f | 0x7f => Some((Code::EncodedControl, Severity::Warning, "control")),
            b'%' => double(raw, i),
            _ => None,
        };
        if let Some((code, severity, what)) = found {
            match seen.iter_mut().flatten().find(|s| s.0 == code) {
                Some(s) => {
                    s.1 = s.1.max(severity);
                    s.3 += 1;
                }
                None => {
                    if let Some(free) = seen.iter_mut().find(|s| s.is_none()) {
                        *free = Some((code, severity, i, 1, what));
                    }
                }
            }
        }
    }
    for (code, severity, i, count, what) in seen.into_iter().flatten() {
        let at = start + i;
        match code {
            Code::DoubleEncoding => cx.warn(code, severity, at, at + 3, format_args!(
                "{component} holds {count} '%25' followed by hex digits: decoded twice, {what}"
            )),
            Code::EncodedNul => cx.warn(code, severity, at, at + 3, format_args!(
                "{component} holds {count} percent-encoded NUL: C-string back ends truncate there (RFC 3986 §7.3)"
            )),
            _ => cx.warn(code, severity, at, at + 3, format_args!(
                "{component} holds {count} percent-encoded {what} byte(s): a client that decodes before sending would inject a new protocol line or command (RFC 1738 §6)"
            )),
        }
    }
}

/// A kind of encoded byte seen in a component: (code, severity, first
/// index, count, what).
type Seen<'a> = (Code, Severity, usize, usize, &'a str);

/// `%25XX` at `i`: what the second decoding gives.
fn double(raw: &[u8], i: usize) -> Option<(Code, Severity, &'static str)> {
    let inner = [b'%', *raw.get(i + 3)?, *raw.get(i + 4)?];
    let byte = triplet(&inner, 0)?;
    let severity = if b"\r\n\0/\\.".contains(&byte) {
        Severity::Danger
    } else {
        Severity::Warning
    };
    let what = match byte {
        b'\r' | b'\n' => "a CR or LF",
        0 => "a NUL",
        b'/' | b'\\' => "a path separator",
        b'.' => "a dot",
        _ => "another byte",
    };
    Some((Code::DoubleEncoding, severity, what))
}

/// Segment checks: encoded separators and dots, dot segments left in
/// place, climbing above the root, device names.
fn segments(cx: &mut Cx<'_>, path_start: usize) {
    let path = cx.uri.path();
    // In a relative reference `..` is how one climbs: only a URI with a
    // scheme or an authority should have had its dot segments removed.
    let absolute = cx.uri.has_scheme() || cx.uri.has_authority();
    let rooted = path.starts_with('/') || cx.uri.has_authority();
    let mut depth = 0usize;
    let mut above = 0usize;
    let mut first_above = None;
    let mut seg_start = path_start + usize::from(path.starts_with('/'));
    let body = path.strip_prefix('/').unwrap_or(path);
    let count = body.split('/').count();
    for (n, seg) in body.split('/').enumerate() {
        let s = seg_start;
        let e = s + seg.len();
        seg_start = e + 1;
        if path.is_empty() {
            break;
        }
        // Decoded once and twice, into reused buffers (a segment without
        // '%' is its own decoding).
        let [mut once, mut again] = core::mem::take(&mut cx.decoded);
        let decoded = decoded_in(seg.as_bytes(), &mut once);
        let twice = decoded_in(decoded, &mut again);
        if seg.contains('%') && (is_dots(decoded) || is_dots(twice)) {
            let two = *decoded == *b".." || *twice == *b"..";
            let how = if is_dots(decoded) {
                "decodes"
            } else {
                "decodes twice"
            };
            cx.warn(
                Code::EncodedDotSegment,
                if two { Severity::Danger } else { Severity::Warning },
                s,
                e,
                format_args!("segment '{}' {how} to '{}': a back end that decodes before removing dot segments sees another path (RFC 3986 §7.3)", excerpt(seg), if two { ".." } else { "." }),
            );
        }
        for (i, byte) in triplets(seg.as_bytes()) {
            if byte == b'/' || byte == b'\\' {
                cx.warn(
                    Code::EncodedSeparator,
                    Severity::Warning,
                    s + i,
                    s + i + 3,
                    format_args!("segment '{}' decodes to hold '{}': back ends that decode before splitting see another path", excerpt(seg), char::from(byte)),
                );
                break;
            }
        }
        device(cx, seg, decoded, s, e);
        file_system_special(cx, seg, decoded, s, e);
        cx.decoded = [once, again];
        match seg {
            "." if absolute => cx.warn(
                Code::DotSegment,
                Severity::Info,
                s,
                e,
                format_args!(
                    "'.' segment left in the path: normalization removes it (RFC 3986 §5.2.4)"
                ),
            ),
            ".." => {
                if rooted && depth == 0 {
                    above += 1;
                    first_above.get_or_insert((s, e));
                } else {
                    depth = depth.saturating_sub(1);
                }
                if absolute {
                    cx.warn(
                        Code::DotSegment,
                        Severity::Warning,
                        s,
                        e,
                        format_args!("'..' segment left in the path: servers that do not remove it may serve another directory (RFC 3986 §5.2.4)"),
                    );
                }
            }
            _ => {
                if n + 1 < count {
                    depth += 1;
                }
            }
        }
    }
    if let Some((s, e)) = first_above {
        cx.warn(
            Code::PathAboveRoot,
            Severity::Danger,
            s,
            e,
            format_args!("{above} '..' segment(s) climb above the root: RFC 3986 §5.2.4 discards them, a back end that keeps them may escape its root"),
        );
    }
}

/// `raw` percent-decoded (lossily), in `buf` when it has a '%'.
fn decoded_in<'a>(raw: &'a [u8], buf: &'a mut Vec<u8>) -> &'a [u8] {
    if raw.contains(&b'%') {
        buf.clear();
        push_decoded_lossy(raw, buf);
        buf
    } else {
        raw
    }
}

/// Reserved Windows device names (any extension, trailing spaces
/// ignored): opening one opens the device, not a file.
fn device(cx: &mut Cx<'_>, seg: &str, decoded: &[u8], start: usize, end: usize) {
    // Up to the first '.', without trailing spaces, ignoring ASCII case.
    let base = decoded.split(|&b| b == b'.').next().unwrap_or(&[]);
    let base = match base.iter().rposition(|&b| b != b' ') {
        Some(last) => base.get(..=last).unwrap_or(base),
        None => &[],
    };
    let numbered = |prefix: &[u8]| match base {
        [a, b, c, d] => [*a, *b, *c].eq_ignore_ascii_case(prefix) && (b'1'..=b'9').contains(d),
        _ => false,
    };
    let reserved = [
        &b"con"[..],
        b"prn",
        b"aux",
        b"nul",
        b"conin$",
        b"conout$",
        b"clock$",
    ]
    .iter()
    .any(|name| base.eq_ignore_ascii_case(name))
        || numbered(b"com")
        || numbered(b"lpt");
    if reserved {
        cx.warn(
            Code::DeviceName,
            file_severity(cx, Severity::Info),
            start,
            end,
            format_args!(
                "segment '{}' is a reserved Windows device name",
                excerpt(seg)
            ),
        );
    }
}

/// Segments a file system reads as another name (RFC 3986 §7.3): a run of
/// three or more dots (old Windows and Novell read `...` as two levels
/// up), a trailing dot or space (Windows strips them, so `admin.` opens
/// `admin` past a filter on the exact name), an NTFS alternate data stream
/// (`name::$DATA` opens `name`), an 8.3 short name (`PROGRA~1` aliases a
/// long name).
fn file_system_special(cx: &mut Cx<'_>, seg: &str, decoded: &[u8], start: usize, end: usize) {
    let shown = excerpt(seg);
    let what = if decoded.len() >= 3 && decoded.iter().all(|&b| b == b'.') {
        Some("is only dots: some file systems read '...' as two levels up, others as '.'")
    } else if decoded.len() > 1 && matches!(decoded.last(), Some(b'.' | b' ')) && !is_dots(decoded)
    {
        Some("ends with a dot or space, which Windows strips: it opens another name than a filter sees")
    } else if contains_ignore_case(decoded, b":$data") {
        Some("names an NTFS data stream: Windows opens the file before the ':'")
    } else if short_name(decoded) {
        Some("reads as a Windows 8.3 short name, an alias of a longer file name")
    } else {
        None
    };
    if let Some(what) = what {
        cx.warn(
            Code::FileSystemSpecial,
            file_severity(cx, Severity::Info),
            start,
            end,
            format_args!("segment '{shown}' {what} (RFC 3986 §7.3)"),
        );
    }
}

/// `.` or `..`.
fn is_dots(d: &[u8]) -> bool {
    d == b"." || d == b".."
}

/// Whether `hay` holds `needle` (lowercase ASCII), ignoring ASCII case.
fn contains_ignore_case(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len())
        .any(|w| w.eq_ignore_ascii_case(needle))
}

/// `NAME~N` (optionally `.EXT`): one to six name characters, `~` and a
/// digit 1-9, as Windows generates for long names.
fn short_name(d: &[u8]) -> bool {
    let base = d.split(|&b| b == b'.').next().unwrap_or(d);
    match base {
        [name @ .., b'~', n] => {
            (1..=6).contains(&name.len())
                && (b'1'..=b'9').contains(n)
                && name.iter().all(u8::is_ascii_alphanumeric)
        }
        _ => false,
    }
}

/// Warnings about local file names weigh more in a `file` URL.
fn file_severity(cx: &Cx<'_>, otherwise: Severity) -> Severity {
    if cx.scheme_is("file") {
        Severity::Warning
    } else {
        otherwise
    }
}

/// RFC 1738 §3: telnet paths, ftp types, obsolete schemes.
fn scheme_rules(cx: &mut Cx<'_>) {
    let path = cx.uri.path();
    let path_range = cx.at.path_range();
    let (ps, pe) = (path_range.start, path_range.end);
    if cx.scheme_is("telnet") && !path.is_empty() && path != "/" {
        cx.warn(
            Code::TelnetPath,
            Severity::Warning,
            ps,
            pe,
            format_args!(
                "telnet URL has a path: RFC 1738 §3.8 allows none (only an optional final '/')"
            ),
        );
    }
    if cx.scheme_is("ftp") {
        if let Some(at) = path.rfind(";type=") {
            let raw = path.get(at + 6..).unwrap_or("");
            let value = excerpt(raw);
            if !matches!(raw, "a" | "i" | "d" | "A" | "I" | "D") {
                cx.warn(
                    Code::FtpType,
                    Severity::Warning,
                    ps + at,
                    pe,
                    format_args!("ftp ';type={value}' is not one of a, i, d (RFC 1738 §3.2.2)"),
                );
            }
        }
    }
    if cx.scheme_is("wais") || cx.scheme_is("prospero") {
        let end = cx.at.scheme_range().map_or(0, |r| r.end);
        let name = Lower(excerpt(cx.scheme.unwrap_or_default()));
        cx.warn(
            Code::ObsoleteScheme,
            Severity::Info,
            0,
            end,
            format_args!("the {name} scheme is obsolete: no current client speaks it"),
        );
    }
}

/// Query parameters whose names say they carry a secret (RFC 3986 §7.5:
/// URIs are logged, shown and sent in Referer headers).
fn secrets(cx: &mut Cx<'_>, query: &str, start: usize) {
    // Not "sid" nor "auth": in real URL lists they are mostly site ids and
    // authors; "sessionid" and "auth_token" say what they hold.
    const NAMES: [&str; 22] = [
        "password",
        "passwd",
        "pwd",
        "pass",
        "secret",
        "token",
        "apikey",
        "api_key",
        "key",
        "access_token",
        "refresh_token",
        "id_token",
        "auth_token",
        "client_secret",
        "session",
        "sessionid",
        "session_id",
        "jwt",
        "signature",
        "sig",
        "private_token",
        "x_amz_signature",
    ];
    let mut at = start;
    for pair in query.split(['&', ';']) {
        let name_raw = pair.split('=').next().unwrap_or("");
        let name = crate::pct::decode_utf8_lossy(name_raw);
        let name = name.as_bytes();
        let secret = NAMES.iter().any(|n| same_name(name, n))
            || ["_token", "_secret", "_password", "_apikey", "_api_key"]
                .iter()
                .any(|s| {
                    let tail = name
                        .len()
                        .checked_sub(s.len())
                        .and_then(|at| name.get(at..));
                    tail.is_some_and(|t| same_name(t, s))
                });
        if secret && pair.len() > name_raw.len() + 1 {
            cx.warn(
                Code::SecretInQuery,
                Severity::Warning,
                at,
                at + pair.len(),
                format_args!("query parameter '{}' suggests a secret: URIs are logged, cached and sent in Referer headers (RFC 3986 §7.5)", excerpt(name_raw)),
            );
        }
        at += pair.len() + 1;
    }
}

/// Whether a parameter name is `known` (lowercase, `_` for `-`), ignoring
/// ASCII case and reading `-` as `_`.
fn same_name(name: &[u8], known: &str) -> bool {
    let norm = |b: u8| {
        if b == b'-' {
            b'_'
        } else {
            b.to_ascii_lowercase()
        }
    };
    name.len() == known.len() && name.iter().zip(known.bytes()).all(|(&a, b)| norm(a) == b)
}

/// Host-like text after an `@` in a query or fragment, or right after the
/// `#`: parsers that split the authority at the last `@` or the first `/`
/// only (curl before 7.51, java.net.URL, the Log4j filter) connect there.
fn after_delimiter(cx: &mut Cx<'_>, component: &str, s: &str, start: usize) {
    let mut hit = None;
    if component == "fragment" {
        if let Some(rest) = s.strip_prefix('.') {
            let p = host_prefix(rest);
            if host_like(p) {
                hit = Some((0, p));
            }
        }
    }
    if hit.is_none() {
        // Each scan stops at the next '@' (not a host byte), so looking
        // after every '@' stays linear.
        hit = s.match_indices('@').find_map(|(at, _)| {
            let p = host_prefix(s.get(at + 1..).unwrap_or(""));
            host_like(p).then_some((at, p))
        });
    }
    if let Some((at, host)) = hit {
        let host_text = excerpt(host.trim_start_matches('.'));
        cx.warn(
            Code::HostAfterDelimiter,
            Severity::Warning,
            start + at,
            start + at + 1 + host.len(),
            format_args!("{component} holds '{host_text}' after a delimiter: parsers that mis-split the authority connect to {host_text} (RFC 3986 §7.6)"),
        );
    }
}
