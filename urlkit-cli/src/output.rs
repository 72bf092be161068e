//! Output helpers: a small JSON object writer (keys in the order the
//! contract lists them) and the caret view of an error.

use std::fmt::Write as _;

/// A JSON object being written, key by key, in order.
#[derive(Debug)]
pub struct Obj {
    buf: String,
}

impl Obj {
    /// An empty object.
    pub fn new() -> Obj {
        Obj {
            buf: String::from("{"),
        }
    }

    fn key(&mut self, key: &str) {
        if self.buf.len() > 1 {
            self.buf.push(',');
        }
        push_json_str(&mut self.buf, key);
        self.buf.push(':');
    }

    /// `"key":"value"`.
    pub fn str(mut self, key: &str, value: &str) -> Obj {
        self.key(key);
        push_json_str(&mut self.buf, value);
        self
    }

    /// `"key":"value"` or `"key":null`.
    pub fn opt_str(mut self, key: &str, value: Option<&str>) -> Obj {
        self.key(key);
        match value {
            Some(v) => push_json_str(&mut self.buf, v),
            None => self.buf.push_str("null"),
        }
        self
    }

    /// `"key":true` or `"key":false`.
    pub fn bool(mut self, key: &str, value: bool) -> Obj {
        self.key(key);
        self.buf.push_str(if value { "true" } else { "false" });
        self
    }

    /// `"key":123`.
    pub fn num(mut self, key: &str, value: u64) -> Obj {
        self.key(key);
        let _ = write!(self.buf, "{value}");
        self
    }

    /// `"key":` followed by already-serialized JSON.
    pub fn raw(mut self, key: &str, json: &str) -> Obj {
        self.key(key);
        self.buf.push_str(json);
        self
    }

    /// The finished object text.
    pub fn finish(mut self) -> String {
        self.buf.push('}');
        self.buf
    }
}

/// Appends `s` as a JSON string literal (RFC 8259 §7).
pub fn push_json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The `{"kind", "index", "message"}` object of an error.
pub fn error_obj(kind: &str, index: usize, message: &str) -> String {
    Obj::new()
        .str("kind", kind)
        .num("index", index as u64)
        .str("message", message)
        .finish()
}

/// The input on one line and a caret under the byte at `index`, like a
/// compiler: control characters are shown escaped so the caret lines up.
pub fn caret(input: &str, index: usize) -> String {
    let mut shown = String::new();
    let mut column = 0usize;
    let mut caret_column = None;
    for (i, c) in input.char_indices() {
        if i >= index && caret_column.is_none() {
            caret_column = Some(column);
        }
        let piece: String = if c.is_control() {
            c.escape_default().collect()
        } else {
            c.to_string()
        };
        column += piece.chars().count();
        shown.push_str(&piece);
    }
    let at = caret_column.unwrap_or(column);
    format!("{shown}\n{}^", " ".repeat(at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_escapes() {
        let mut out = String::new();
        push_json_str(&mut out, "a\"b\\c\n\u{1}");
        assert_eq!(out, r#""a\"b\\c\n\u0001""#);
    }

    #[test]
    fn object_keys_in_order() {
        let o = Obj::new()
            .str("a", "x")
            .opt_str("b", None)
            .bool("c", true)
            .finish();
        assert_eq!(o, r#"{"a":"x","b":null,"c":true}"#);
    }

    #[test]
    fn caret_under_byte() {
        assert_eq!(caret("a b", 1), "a b\n ^");
        assert_eq!(caret("é b", 2), "é b\n ^");
        assert_eq!(caret("a\tb", 2), "a\\tb\n   ^");
        assert_eq!(caret("ab", 2), "ab\n  ^");
    }
}
