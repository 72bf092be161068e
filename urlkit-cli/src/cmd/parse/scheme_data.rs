//! The `"scheme_data"` of `urlkit parse`: the parts RFC 1738 gives a URL of
//! one of its ten schemes, in the shape the command-line contract fixes
//! (`{"scheme","valid",...parts}` or `{"scheme","valid":false,"error"}`).
//!
//! Parts are named after the RFC 1738 BNF, decoded, `null` when absent;
//! `port` is the effective port, as a number.

use std::borrow::Cow;
use std::fmt::Write as _;

use urlkit::scheme::{classify_view, SchemeData, SchemeError};
use urlkit::UriRefView;

use crate::output::push_json_str;

/// One part's value, borrowed while it is written: nothing here is
/// collected, so that a line's `scheme_data` allocates only where the
/// library decodes a part that holds escapes.
enum Value<'v, 'a> {
    Null,
    Str(Cow<'a, str>),
    Num(u64),
    List(&'v mut dyn Iterator<Item = Cow<'a, str>>),
    Pairs(&'v mut dyn Iterator<Item = (Cow<'a, str>, Cow<'a, str>)>),
}

impl<'a> Value<'_, 'a> {
    fn opt(v: Option<Cow<'a, str>>) -> Self {
        v.map_or(Value::Null, Value::Str)
    }

    fn text(s: &'a str) -> Self {
        Value::Str(Cow::Borrowed(s))
    }

    /// Appends the value as JSON.
    fn json(self, out: &mut String) {
        match self {
            Value::Null => out.push_str("null"),
            Value::Str(s) => push_json_str(out, &s),
            Value::Num(n) => {
                let _ = write!(out, "{n}");
            }
            Value::List(items) => {
                out.push('[');
                for (i, item) in items.enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    push_json_str(out, &item);
                }
                out.push(']');
            }
            Value::Pairs(pairs) => {
                out.push('[');
                for (i, (name, value)) in pairs.enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push('[');
                    push_json_str(out, &name);
                    out.push(',');
                    push_json_str(out, &value);
                    out.push(']');
                }
                out.push(']');
            }
        }
    }

    /// Appends the value for people (nothing for null): text with its
    /// control characters escaped, so that a decoded CR, LF or NUL cannot
    /// garble a terminal, and lists as JSON.
    fn human(self, out: &mut String) {
        match self {
            Value::Null => {}
            Value::Str(s) => {
                for c in s.chars() {
                    if c.is_control() {
                        out.extend(c.escape_default());
                    } else {
                        out.push(c);
                    }
                }
            }
            Value::Num(n) => {
                let _ = write!(out, "{n}");
            }
            list @ (Value::List(_) | Value::Pairs(_)) => list.json(out),
        }
    }
}

/// What a URI's scheme view says: its scheme name and its parts, or the
/// rule it breaks.
struct Data<'a> {
    scheme: &'static str,
    parts: Result<SchemeData<'a>, SchemeError>,
}

fn read(r: UriRefView<'_>) -> Option<Data<'_>> {
    let scheme = urlkit::scheme::KnownScheme::from_name(r.scheme()?)?.name();
    let parts = classify_view(r)?;
    Some(Data { scheme, parts })
}

fn port(p: u16) -> Value<'static, 'static> {
    Value::Num(u64::from(p))
}

/// Calls `f` with the parts of each view, in the contract's order.
fn parts(data: &SchemeData<'_>, f: &mut dyn FnMut(&'static str, Value<'_, '_>)) {
    match data {
        SchemeData::Ftp(ftp) => {
            let login = ftp.login();
            f("user", Value::opt(login.user()));
            f("password", Value::opt(login.password()));
            f("host", Value::Str(login.host()));
            f("port", port(login.port()));
            f("cwd", Value::List(&mut ftp.cwd()));
            f("name", Value::opt(ftp.name()));
            let mut code = [0u8; 4];
            let typecode = ftp.typecode().map(|t| &*t.as_char().encode_utf8(&mut code));
            f("typecode", typecode.map_or(Value::Null, Value::text));
        }
        SchemeData::Http(h) => {
            f("host", Value::Str(h.login().host()));
            f("port", port(h.login().port()));
            f("path", Value::text(h.path()));
            f("search", h.search().map_or(Value::Null, Value::text));
        }
        SchemeData::Gopher(g) => {
            f("host", Value::Str(g.login().host()));
            f("port", port(g.login().port()));
            let mut gtype = [0u8; 4];
            f("gtype", Value::text(g.gtype().encode_utf8(&mut gtype)));
            f("selector", Value::Str(g.selector()));
            f("search", Value::opt(g.search()));
            f("gopher_plus", Value::opt(g.gopher_plus()));
        }
        SchemeData::Mailto(m) => f("addr", Value::Str(m.addr())),
        SchemeData::News(n) => {
            f("kind", Value::text(n.kind().as_str()));
            f("group", n.group().map_or(Value::Null, Value::text));
            f("article", Value::opt(n.article()));
        }
        SchemeData::Nntp(n) => {
            f("host", Value::Str(n.login().host()));
            f("port", port(n.login().port()));
            f("group", Value::text(n.group()));
            f("article", n.article().map_or(Value::Null, Value::Num));
        }
        SchemeData::Telnet(t) => {
            let login = t.login();
            f("user", Value::opt(login.user()));
            f("password", Value::opt(login.password()));
            f("host", Value::Str(login.host()));
            f("port", port(login.port()));
        }
        SchemeData::Wais(w) => {
            f("host", Value::Str(w.login().host()));
            f("port", port(w.login().port()));
            f("kind", Value::text(w.kind().as_str()));
            f("database", Value::Str(w.database()));
            f("search", Value::opt(w.search()));
            f("wtype", Value::opt(w.wtype()));
            f("wpath", Value::opt(w.wpath()));
        }
        SchemeData::File(file) => {
            f("host", Value::Str(file.host()));
            f("path", Value::Str(file.path()));
        }
        SchemeData::Prospero(p) => {
            f("host", Value::Str(p.login().host()));
            f("port", port(p.login().port()));
            f("hsoname", Value::Str(p.hsoname()));
            f("fields", Value::Pairs(&mut p.fields()));
        }
        // `SchemeData` is non-exhaustive: a later view shows no parts here
        // until this file learns it.
        _ => {}
    }
}

/// Appends the `"scheme_data"` object for `r` to `out`; false (and
/// nothing written) when its scheme is not one of RFC 1738's ten.
pub fn write_json(r: UriRefView<'_>, out: &mut String) -> bool {
    let Some(data) = read(r) else {
        return false;
    };
    out.push_str("{\"scheme\":");
    push_json_str(out, data.scheme);
    match data.parts {
        Ok(view) => {
            out.push_str(",\"valid\":true");
            parts(&view, &mut |key, value| {
                out.push_str(",\"");
                out.push_str(key);
                out.push_str("\":");
                value.json(out);
            });
        }
        Err(e) => {
            // `error_obj`'s shape, written in place: a valid URI whose
            // scheme view is not valid is common in real lists.
            out.push_str(",\"valid\":false,\"error\":{\"kind\":");
            push_json_str(out, e.kind().as_str());
            let _ = write!(out, ",\"index\":{},\"message\":", e.index());
            crate::engine::with_scratch(|message| {
                let _ = write!(message, "{e:#}");
                push_json_str(out, message);
            });
            out.push('}');
        }
    }
    out.push('}');
    true
}

/// Appends the lines for people: a heading, then a part per line (absent
/// parts left out), or the error; nothing when the scheme is not one of
/// RFC 1738's ten.
pub fn write_human(r: UriRefView<'_>, out: &mut String) {
    let Some(data) = read(r) else {
        return;
    };
    match data.parts {
        Ok(view) => {
            let _ = writeln!(out, "{:<11} {} (valid)", "scheme_data", data.scheme);
            parts(&view, &mut |key, value| {
                if !matches!(value, Value::Null) {
                    let _ = write!(out, "  {key:<12} ");
                    value.human(out);
                    out.push('\n');
                }
            });
        }
        Err(e) => {
            let _ = writeln!(
                out,
                "{:<11} {} (invalid): {e:#}",
                "scheme_data", data.scheme
            );
        }
    }
}
