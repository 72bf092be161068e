//! The readings of one input: strict (RFC 3986), as an IRI (RFC 3987) and
//! its URI, lenient (the repair mode) with its repairs, and the lint
//! warnings.

use serde_json::{json, Value};
use urlkit::{IriRefView, ParseError, UriRefView, COMPONENT_NAMES};

use crate::text::{long, parse_error, span_in};

/// The most repairs or lint warnings listed; the report gives their total
/// too. An adversarial input can have hundreds of thousands of repairs,
/// and the page lists fifty.
pub const LIST_MAX: usize = 50;

/// The components of a reading, in the order of [`COMPONENT_NAMES`]:
/// `{name, value, span}` where present, the span in bytes of `input`
/// (`host_kind` is a word about the host, not text: no span).
fn components(input: &str, parts: [Option<&str>; 9]) -> Value {
    let list: Vec<Value> = COMPONENT_NAMES
        .into_iter()
        .zip(parts)
        .filter_map(|(name, part)| {
            let part = part?;
            let span = (name != "host_kind").then(|| {
                let (start, end) = span_in(input, part);
                json!([start, end])
            });
            Some(json!({ "name": name, "value": long(part), "span": span }))
        })
        .collect();
    Value::from(list)
}

/// The strict reading: the verdict, and the components or the error (what
/// `urlkit parse --json` prints).
pub fn strict(input: &str, parsed: Result<UriRefView<'_>, ParseError>) -> Value {
    match parsed {
        Ok(r) => json!({ "valid": true, "components": components(input, r.components()) }),
        Err(e) => json!({ "valid": false, "error": parse_error(&e) }),
    }
}

/// The IRI reading and the URI it maps to (what `urlkit --iri parse
/// --json` prints: an ASCII IRI is its own URI).
pub fn iri(input: &str) -> Value {
    match IriRefView::parse(input) {
        Ok(r) => {
            let uri = if input.is_ascii() {
                input.to_owned()
            } else {
                r.to_uri().into_string()
            };
            json!({
                "valid": true,
                "components": components(input, r.components()),
                "uri": long(&uri),
            })
        }
        Err(e) => json!({ "valid": false, "error": parse_error(&e) }),
    }
}

/// The lenient reading: the repaired URI reference, its components, and
/// each repair with its span in the input (what `urlkit --lenient parse
/// --json` prints).
pub fn lenient(input: &str) -> Value {
    match urlkit::UriRef::parse_lenient(input) {
        Ok(repaired) => {
            let repairs: Vec<Value> = repaired
                .repairs()
                .iter()
                .take(LIST_MAX)
                .map(|r| {
                    let span = r.span();
                    json!({
                        "kind": r.kind().as_str(),
                        "index": span.start,
                        "span": [span.start, span.end],
                        "message": r.message(),
                    })
                })
                .collect();
            let uri = repaired.uri().as_str();
            json!({
                "valid": true,
                "uri": long(uri),
                "components": components(uri, repaired.uri().as_view().components()),
                "repairs": repairs,
                "repairs_total": repaired.repairs().len(),
                "zone": repaired.zone(),
            })
        }
        Err(e) => json!({ "valid": false, "error": parse_error(&e) }),
    }
}

/// The lint warnings of a valid URI reference, each with its span (the
/// first [`LIST_MAX`]), and their total.
pub fn lint(parsed: Option<UriRefView<'_>>) -> Value {
    let Some(r) = parsed else {
        return Value::Null;
    };
    let warnings = urlkit::lint::lint_view(r);
    let list: Vec<Value> = warnings
        .iter()
        .take(LIST_MAX)
        .map(|w| {
            json!({
                "code": w.code().as_str(),
                "severity": w.severity().as_str(),
                "span": [w.start(), w.end()],
                "message": w.message(),
            })
        })
        .collect();
    json!({ "warnings": list, "total": warnings.len() })
}
