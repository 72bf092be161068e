//! The `"scheme_data"` of `urlkit parse`: the parts RFC 1738 gives a URL of
//! one of its ten schemes, in the shape the command-line contract fixes
//! (`{"scheme","valid",...parts}` or `{"scheme","valid":false,"error"}`).
//!
//! Parts are named after the RFC 1738 BNF, decoded, `null` when absent;
//! `port` is the effective port, as a number.

use std::borrow::Cow;

use urlkit::scheme::{classify_view, SchemeData, SchemeError};
use urlkit::UriRefView;

use crate::output::{error_obj, push_json_str, Obj};

/// One part's value.
enum Value {
    Null,
    Str(String),
    Num(u64),
    List(Vec<String>),
    Pairs(Vec<(String, String)>),
}

impl Value {
    fn opt(v: Option<Cow<'_, str>>) -> Value {
        v.map_or(Value::Null, |s| Value::Str(s.into_owned()))
    }

    fn text(s: impl Into<String>) -> Value {
        Value::Str(s.into())
    }

    fn json(&self) -> String {
        let mut out = String::new();
        match self {
            Value::Null => out.push_str("null"),
            Value::Str(s) => push_json_str(&mut out, s),
            Value::Num(n) => out.push_str(&n.to_string()),
            Value::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    push_json_str(&mut out, item);
                }
                out.push(']');
            }
            Value::Pairs(pairs) => {
                out.push('[');
                for (i, (name, value)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push('[');
                    push_json_str(&mut out, name);
                    out.push(',');
                    push_json_str(&mut out, value);
                    out.push(']');
                }
                out.push(']');
            }
        }
        out
    }

    /// The value for people; `None` for null.
    fn human(&self) -> Option<String> {
        match self {
            Value::Null => None,
            Value::Str(s) => Some(shown(s)),
            Value::Num(n) => Some(n.to_string()),
            Value::List(_) | Value::Pairs(_) => Some(self.json()),
        }
    }
}

/// `s` with control characters escaped, so that a decoded CR, LF or NUL
/// cannot garble a terminal.
fn shown(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// What a URI's scheme view says: its scheme name and its parts, or the
/// rule it breaks.
struct Data {
    scheme: &'static str,
    parts: Result<Vec<(&'static str, Value)>, SchemeError>,
}

fn read(r: UriRefView<'_>) -> Option<Data> {
    let scheme = urlkit::scheme::KnownScheme::from_name(r.scheme()?)?.name();
    let parts = classify_view(r)?.map(|data| parts(&data));
    Some(Data { scheme, parts })
}

fn port(p: u16) -> Value {
    Value::Num(u64::from(p))
}

/// The parts of each view, in the contract's order.
fn parts(data: &SchemeData<'_>) -> Vec<(&'static str, Value)> {
    match data {
        SchemeData::Ftp(f) => vec![
            ("user", Value::opt(f.login().user())),
            ("password", Value::opt(f.login().password())),
            ("host", Value::text(f.login().host())),
            ("port", port(f.login().port())),
            ("cwd", Value::List(f.cwd().map(Cow::into_owned).collect())),
            ("name", Value::opt(f.name())),
            (
                "typecode",
                f.typecode()
                    .map_or(Value::Null, |t| Value::text(t.as_char())),
            ),
        ],
        SchemeData::Http(h) => vec![
            ("host", Value::text(h.login().host())),
            ("port", port(h.login().port())),
            ("path", Value::text(h.path())),
            ("search", Value::opt(h.search().map(Cow::Borrowed))),
        ],
        SchemeData::Gopher(g) => vec![
            ("host", Value::text(g.login().host())),
            ("port", port(g.login().port())),
            ("gtype", Value::text(g.gtype())),
            ("selector", Value::text(g.selector())),
            ("search", Value::opt(g.search())),
            ("gopher_plus", Value::opt(g.gopher_plus())),
        ],
        SchemeData::Mailto(m) => vec![("addr", Value::text(m.addr()))],
        SchemeData::News(n) => vec![
            ("kind", Value::text(n.kind().as_str())),
            ("group", Value::opt(n.group().map(Cow::Borrowed))),
            ("article", Value::opt(n.article())),
        ],
        SchemeData::Nntp(n) => vec![
            ("host", Value::text(n.login().host())),
            ("port", port(n.login().port())),
            ("group", Value::text(n.group())),
            ("article", n.article().map_or(Value::Null, Value::Num)),
        ],
        SchemeData::Telnet(t) => vec![
            ("user", Value::opt(t.login().user())),
            ("password", Value::opt(t.login().password())),
            ("host", Value::text(t.login().host())),
            ("port", port(t.login().port())),
        ],
        SchemeData::Wais(w) => vec![
            ("host", Value::text(w.login().host())),
            ("port", port(w.login().port())),
            ("kind", Value::text(w.kind().as_str())),
            ("database", Value::text(w.database())),
            ("search", Value::opt(w.search())),
            ("wtype", Value::opt(w.wtype())),
            ("wpath", Value::opt(w.wpath())),
        ],
        SchemeData::File(f) => vec![
            ("host", Value::text(f.host())),
            ("path", Value::text(f.path())),
        ],
        SchemeData::Prospero(p) => vec![
            ("host", Value::text(p.login().host())),
            ("port", port(p.login().port())),
            ("hsoname", Value::text(p.hsoname())),
            (
                "fields",
                Value::Pairs(
                    p.fields()
                        .map(|(n, v)| (n.into_owned(), v.into_owned()))
                        .collect(),
                ),
            ),
        ],
        // `SchemeData` is non-exhaustive: a later view shows no parts here
        // until this file learns it.
        _ => Vec::new(),
    }
}

/// The `"scheme_data"` object for `r`, or `None` when its scheme is not one
/// of RFC 1738's ten.
pub fn json(r: UriRefView<'_>) -> Option<String> {
    let data = read(r)?;
    let obj = Obj::new().str("scheme", data.scheme);
    let obj = match data.parts {
        Ok(parts) => parts
            .iter()
            .fold(obj.bool("valid", true), |obj, (key, value)| {
                obj.raw(key, &value.json())
            }),
        Err(e) => obj.bool("valid", false).raw(
            "error",
            &error_obj(e.kind().as_str(), e.index(), &e.to_string()),
        ),
    };
    Some(obj.finish())
}

/// The lines for people: a heading, then a part per line (absent parts
/// left out), or the error.
pub fn human(r: UriRefView<'_>) -> Option<Vec<String>> {
    let data = read(r)?;
    let lines = match data.parts {
        Ok(parts) => std::iter::once(format!("{:<11} {} (valid)", "scheme_data", data.scheme))
            .chain(
                parts
                    .iter()
                    .filter_map(|(key, value)| value.human().map(|v| format!("  {key:<12} {v}"))),
            )
            .collect(),
        Err(e) => vec![format!(
            "{:<11} {} (invalid): {e}",
            "scheme_data", data.scheme
        )],
    };
    Some(lines)
}
