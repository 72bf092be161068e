//! Resolution of the input against the base (RFC 3986 §5.2), with its
//! steps, and `make_relative` back.
//!
//! The target is urlkit's (`Resolver::resolve_views`, the strict rule).
//! The steps are an explanation written here from the components that
//! urlkit parsed: which branch of the §5.2.2 pseudo-code applies, the
//! §5.2.3 merge, and each step of the §5.2.4 loop with its rule letter
//! (with urlkit's reading of `%2E` as a dot). The explanation is put
//! together as §5.3 says and compared with urlkit's target; `"agrees"`
//! says whether they are the same text.

use serde_json::{json, Value};
use urlkit::{ParseError, Resolver, Uri, UriRefView};

use crate::text::{clip, long, parse_error};

/// The most §5.2.4 steps listed; the count of the others is given.
const MAX_STEPS: usize = 64;

/// The longest buffer text shown in one step.
const SHOWN: usize = 160;

/// Resolution of `reference` against `base`: the target or the error, the
/// steps, and the reference back from the target.
pub fn explain(base: &str, reference: Result<UriRefView<'_>, ParseError>) -> Value {
    let base = match Uri::parse(base) {
        Ok(b) => b,
        Err(e) => return json!({ "base_error": parse_error(&e) }),
    };
    let Ok(r) = reference else {
        return json!({ "base": base.as_str() });
    };
    let target = match Resolver::new().resolve_views(base.as_view(), r) {
        Ok(t) => t,
        Err(e) => {
            let error = crate::text::error(e.kind().as_str(), e.index(), &format!("{e:#}"));
            return json!({ "base": base.as_str(), "error": error });
        }
    };
    let (steps, dots, explained) = steps(&base, r);
    let relative = urlkit::make_relative(&base, &target).map(|rel| long(rel.as_str()));
    json!({
        "base": base.as_str(),
        "target": long(target.as_str()),
        "steps": steps,
        "dots": dots,
        "agrees": explained == target.as_str(),
        "relative": relative,
    })
}

/// The §5.2.2 branch taken, as lines of text; the §5.2.4 trace of the
/// path; and the target recomposed from them (§5.3).
fn steps(base: &Uri, r: UriRefView<'_>) -> (Vec<Value>, Value, String) {
    let b = base.as_view();
    let bv = b.into_uri_ref();
    let mut lines = Vec::new();
    let mut say = |rule: &str, text: String| lines.push(json!({ "rule": rule, "text": text }));
    let (authority, path_in, query): (Option<&str>, String, Option<&str>);
    let scheme;
    if let Some(s) = r.scheme() {
        say(
            "§5.2.2",
            format!("R has a scheme ({s}): T takes R's scheme, authority, path and query"),
        );
        (scheme, authority, path_in, query) = (s, r.authority(), r.path().to_owned(), r.query());
    } else if r.has_authority() {
        say(
            "§5.2.2",
            String::from(
                "R has an authority: T takes it, R's path and query, and the base's scheme",
            ),
        );
        (scheme, authority, path_in, query) =
            (b.scheme(), r.authority(), r.path().to_owned(), r.query());
    } else if r.path().is_empty() {
        let q = if r.query().is_some() {
            "R's query"
        } else {
            "the base's query"
        };
        say(
            "§5.2.2",
            format!("R's path is empty: T takes the base's path and {q}"),
        );
        let query = r.query().or(bv.query());
        let path = bv.path().to_owned();
        lines.push(json!({ "rule": "§5.2.2", "text": "the base's path is used as it is: no dot-segment removal" }));
        let target = recompose(b.scheme(), bv.authority(), &path, query, r.fragment());
        return (lines, Value::Null, target);
    } else if r.path().starts_with('/') {
        say("§5.2.2", String::from("R's path is absolute: T takes it and R's query, with the base's scheme and authority"));
        (scheme, authority, path_in, query) =
            (b.scheme(), bv.authority(), r.path().to_owned(), r.query());
    } else {
        let merged = if bv.has_authority() && bv.path().is_empty() {
            say(
                "§5.2.3",
                String::from(
                    "merge: the base has an authority and an empty path, so \"/\" + R's path",
                ),
            );
            format!("/{}", r.path())
        } else {
            let cut = bv.path().rfind('/').map_or(0, |i| i + 1);
            say(
                "§5.2.3",
                format!(
                    "merge: the base's path up to its last \"/\" ({}) + R's path",
                    serde_json::to_string(&bv.path()[..cut]).unwrap_or_default()
                ),
            );
            format!("{}{}", &bv.path()[..cut], r.path())
        };
        (scheme, authority, path_in, query) = (b.scheme(), bv.authority(), merged, r.query());
    }
    let (trace, path) = remove_dots(&path_in);
    let agrees = urlkit::remove_dot_segments(&path_in) == path.as_str();
    let dots = json!({
        "input": clip(&path_in, SHOWN),
        "steps": trace.0,
        "total": trace.1,
        "output": clip(&path, SHOWN),
        "agrees": agrees,
    });
    let target = recompose(scheme, authority, &path, query, r.fragment());
    (lines, dots, target)
}

/// §5.3: the components put back together. A path that would start with
/// `//` without an authority is written `/.//`, as urlkit writes it, so
/// that the result reads back with the same path.
fn recompose(
    scheme: &str,
    authority: Option<&str>,
    path: &str,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut out = format!("{scheme}:");
    if let Some(a) = authority {
        out.push_str("//");
        out.push_str(a);
    } else if path.starts_with("//") {
        out.push_str("/.");
    }
    out.push_str(path);
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    if let Some(f) = fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

/// How many dots a complete segment spells: 1 for `.`, 2 for `..` (each
/// dot written `.` or `%2E`), none for any other segment.
fn dots(segment: &str) -> Option<u8> {
    let one = |s: &str| s == "." || s.eq_ignore_ascii_case("%2e");
    if one(segment) {
        return Some(1);
    }
    let two = ["..", ".%2e", "%2e.", "%2e%2e"];
    two.iter()
        .any(|t| segment.eq_ignore_ascii_case(t))
        .then_some(2)
}

/// The first segment of `s` (up to the next `/`, or all of it).
fn first_segment(s: &str) -> &str {
    &s[..s.find('/').unwrap_or(s.len())]
}

/// The §5.2.4 loop, step by step: `((steps, total), output)`, each step
/// `{rule, output, input}` after it ran (the first [`MAX_STEPS`] only).
fn remove_dots(path: &str) -> ((Vec<Value>, usize), String) {
    let mut output = String::with_capacity(path.len());
    let mut input: &str = path;
    let mut listed = Vec::new();
    let mut total = 0usize;
    while !input.is_empty() {
        let first = first_segment(input);
        let rule = if let Some(n) = dots(first).filter(|_| first.len() < input.len()) {
            // A: "../" or "./" at the start.
            let _ = n;
            input = &input[first.len() + 1..];
            "A"
        } else if let Some(rest) = input.strip_prefix('/') {
            let seg = first_segment(rest);
            let after = &rest[seg.len()..];
            match dots(seg) {
                // B: "/./" or "/." as the whole buffer, replaced by "/".
                Some(1) => {
                    input = if after.is_empty() { "/" } else { after };
                    "B"
                }
                // C: "/../" or "/..": replaced by "/", and the last segment
                // of the output removed.
                Some(_) => {
                    input = if after.is_empty() { "/" } else { after };
                    output.truncate(output.rfind('/').unwrap_or(0));
                    "C"
                }
                None => {
                    output.push('/');
                    output.push_str(seg);
                    input = after;
                    "E"
                }
            }
        } else if dots(input).is_some() {
            // D: the buffer is "." or "..".
            input = "";
            "D"
        } else {
            // E: the first segment moved, without a "/" before it.
            output.push_str(first);
            input = &input[first.len()..];
            "E"
        };
        total += 1;
        if listed.len() < MAX_STEPS {
            listed.push(json!({
                "rule": rule,
                "output": clip(&output, SHOWN),
                "input": clip(input, SHOWN),
            }));
        }
    }
    ((listed, total), output)
}

/// What the page compares with the browser's `new URL(input, base)`: the
/// normal form (§6.2.2, §6.2.3) of the target, or of the input when there
/// is no base, as `{href, components}`; null when there is neither.
pub fn compare(base: &str, reference: Result<UriRefView<'_>, ParseError>) -> Value {
    let Ok(r) = reference else {
        return Value::Null;
    };
    let uri = if base.is_empty() {
        r.normalize()
    } else {
        let Ok(base) = Uri::parse(base) else {
            return Value::Null;
        };
        match Resolver::new().resolve_views(base.as_view(), r) {
            Ok(t) => t.normalize().into_uri_ref(),
            Err(_) => return Value::Null,
        }
    };
    let v = uri.as_view();
    let names = urlkit::COMPONENT_NAMES;
    let parts: serde_json::Map<String, Value> = names
        .into_iter()
        .zip(v.components())
        .map(|(n, p)| (n.to_owned(), p.map_or(Value::Null, long)))
        .collect();
    json!({ "href": long(uri.as_str()), "components": parts })
}
