//! The normal form of a URI reference (RFC 3986 §6.2.2 and §6.2.3), and
//! the list of changes that lead to it.
//!
//! The normal forms are urlkit's (`normalize_with`). The change list is an
//! explanation written here: it compares each component of the input with
//! the same component of the §6.2.2 form, and that with the §6.2.3 form,
//! and names the rule behind each difference (reading the input's
//! percent-encodings to say which were decoded and which uppercased). It
//! never produces text that the page shows as the normal form.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use urlkit::{NormalizeLevel, UriRefView, COMPONENT_NAMES};

use crate::text::{clip, long};

/// The longest text of one change shown; longer components are clipped.
const SHOWN: usize = 200;

/// The normal forms of `r` at both levels, and the changes.
pub fn explain(r: UriRefView<'_>) -> Value {
    let syntax = r.normalize_with(NormalizeLevel::Syntax);
    let scheme = r.normalize_with(NormalizeLevel::Scheme);
    let mut changes = Vec::new();
    let (input, mid, last) = (
        r.components(),
        syntax.as_view().components(),
        scheme.as_view().components(),
    );
    for (i, name) in COMPONENT_NAMES.into_iter().enumerate() {
        if name == "host_kind" || name == "authority" {
            // The host kind does not change; the authority is the sum of
            // userinfo, host and port, explained one by one.
            continue;
        }
        if input[i] != mid[i] {
            syntax_changes(name, input[i], mid[i], &mut changes);
        }
        if mid[i] != last[i] {
            changes.push(scheme_change(name, r.scheme(), mid[i], last[i]));
        }
    }
    json!({
        "syntax": long(syntax.as_str()),
        "scheme": long(scheme.as_str()),
        "changes": changes,
    })
}

/// What §6.2.2 did to one component, `from` -> `to`: one entry per rule,
/// each with a count and an example.
fn syntax_changes(name: &str, from: Option<&str>, to: Option<&str>, out: &mut Vec<Value>) {
    let (Some(from), Some(to)) = (from, to) else {
        out.push(change(name, "§6.2.2", "changed", from, to));
        return;
    };
    if name == "scheme" {
        out.push(change(name, "§6.2.2.1", "lowercased", Some(from), Some(to)));
        return;
    }
    // Each percent-encoding of the input, by what became of it: decoded
    // (an unreserved character, §6.2.2.2) or its hex digits uppercased
    // (§6.2.2.1).
    let mut decoded: BTreeMap<&str, (usize, char)> = BTreeMap::new();
    let mut upper: BTreeMap<&str, usize> = BTreeMap::new();
    let bytes = from.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let hex = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_hexdigit);
        if bytes[i] == b'%' && hex(i + 1) && hex(i + 2) {
            // Three ASCII bytes: slicing there is at character boundaries.
            let triplet = &from[i..i + 3];
            if let Ok(b) = u8::from_str_radix(&triplet[1..], 16) {
                if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                    decoded.entry(triplet).or_insert((0, char::from(b))).0 += 1;
                } else if triplet.bytes().any(|c| c.is_ascii_lowercase()) {
                    *upper.entry(triplet).or_insert(0) += 1;
                }
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    for (triplet, (count, c)) in decoded {
        out.push(json!({
            "component": name, "rule": "§6.2.2.2",
            "what": format!("{triplet} decoded to {c} (unreserved)"), "count": count,
        }));
    }
    for (triplet, count) in upper {
        out.push(json!({
            "component": name, "rule": "§6.2.2.1",
            "what": format!("{triplet} written {}", triplet.to_ascii_uppercase()), "count": count,
        }));
    }
    if name == "host" && from.to_ascii_lowercase() != from {
        out.push(change(name, "§6.2.2.1", "lowercased", Some(from), Some(to)));
    }
    let ipv6 = from.starts_with('[') && !from[1..].starts_with(['v', 'V']);
    if name == "host" && ipv6 && from.to_ascii_lowercase() != to {
        out.push(change(
            name,
            "RFC 5952",
            "IPv6 text in its canonical form",
            Some(from),
            Some(to),
        ));
    }
    if name == "path" {
        let dots = urlkit::remove_dot_segments(from);
        if dots != from {
            out.push(change(
                name,
                "§6.2.2.3",
                "dot segments removed",
                Some(from),
                Some(to),
            ));
        }
    }
}

/// What §6.2.3 did to one component of the §6.2.2 form.
fn scheme_change(name: &str, scheme: Option<&str>, from: Option<&str>, to: Option<&str>) -> Value {
    let what = match (name, from, to) {
        ("port", Some(""), None) => String::from("empty port dropped"),
        ("port", Some(p), None) => format!(
            "port {p} dropped: the default of {}",
            scheme.unwrap_or_default()
        ),
        ("port", Some(_), Some(_)) => String::from("leading zeros of the port dropped"),
        ("path", Some(""), Some("/")) => String::from("empty path with an authority written /"),
        _ => String::from("changed"),
    };
    change(name, "§6.2.3", &what, from, to)
}

/// One change of a component, with its text before and after (clipped).
fn change(name: &str, rule: &str, what: &str, from: Option<&str>, to: Option<&str>) -> Value {
    json!({
        "component": name, "rule": rule, "what": what, "count": 1,
        "from": from.map(|s| clip(s, SHOWN)), "to": to.map(|s| clip(s, SHOWN)),
    })
}
