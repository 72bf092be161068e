//! Output helpers: a small JSON object writer (keys in the order the
//! contract lists them), the caret view of an error, and colours. Records
//! and their formats are in [`crate::record`].

use std::borrow::Cow;
use std::fmt::Write as _;

/// How human output is coloured: part of the run's [`crate::config::Config`].
#[derive(Clone, Copy, Debug)]
pub struct Paint {
    /// Whether ANSI colours are written.
    pub color: bool,
}

/// An ANSI style for [`Paint::paint`].
#[derive(Clone, Copy, Debug)]
pub enum Style {
    /// Bold red: errors and dangers.
    Error,
    /// Bold yellow: warnings.
    Warning,
    /// Bold blue: line numbers, gutters and notes.
    Gutter,
    /// Cyan: labels.
    Label,
    /// Bold green: good news.
    Good,
    /// Bold: emphasis.
    Bold,
}

impl Paint {
    /// `text` in `style` when colour is on, else `text` as it is.
    pub fn paint<'t>(&self, style: Style, text: &'t str) -> Cow<'t, str> {
        if !self.color {
            return Cow::Borrowed(text);
        }
        Cow::Owned(format!("\x1b[{}m{text}\x1b[0m", style.code()))
    }
}

impl Paint {
    /// Appends `text` in `style`, padded with spaces to `width` characters
    /// inside the colour (what `paint` of the padded text gives), without
    /// allocating.
    pub fn push(&self, out: &mut String, style: Style, text: &str, width: usize) {
        if self.color {
            let _ = write!(out, "\x1b[{}m", style.code());
        }
        let _ = write!(out, "{text:<width$}");
        if self.color {
            out.push_str("\x1b[0m");
        }
    }
}

impl Style {
    /// The ANSI code of the style.
    fn code(self) -> &'static str {
        match self {
            Style::Error => "1;31",
            Style::Warning => "1;33",
            Style::Gutter => "1;34",
            Style::Label => "36",
            Style::Good => "1;32",
            Style::Bold => "1",
        }
    }
}

/// `n` with a space between groups of three digits: `1 043 220`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// A JSON object being written, key by key, in order.
#[derive(Debug)]
pub struct Obj {
    buf: String,
}

impl Obj {
    /// An empty object.
    pub fn new() -> Obj {
        let mut buf = String::with_capacity(256);
        buf.push('{');
        Obj { buf }
    }

    /// Keys come from the code, never from input: plain names with
    /// nothing to escape, so they are copied as they are.
    fn key(&mut self, key: &str) {
        debug_assert!(first_escape(key.as_bytes()).is_none(), "{key}");
        if self.buf.len() > 1 {
            self.buf.push(',');
        }
        self.buf.push('"');
        self.buf.push_str(key);
        self.buf.push_str("\":");
    }

    /// `"key":"value"`.
    pub fn str(mut self, key: &str, value: &str) -> Obj {
        self.key(key);
        push_json_str(&mut self.buf, value);
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

/// Whether a JSON string cannot hold byte `b` as it is: `"`, `\`, the C0
/// controls (RFC 8259 §7), and DEL, escaped too so that output stays
/// printable.
fn needs_escape(b: u8) -> bool {
    (b < 0x20) | (b == b'"') | (b == b'\\') | (b == 0x7f)
}

/// `0x01` in every byte of a word.
const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
/// `0x80` in every byte of a word.
const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);

/// Whether some byte of the word `w` [`needs_escape`], eight bytes at a
/// time ("SWAR"): `x - 0x01.. & !x & 0x80..` is non-zero exactly when
/// some byte of `x` is zero, and `x - n.. & !x & 0x80..` exactly when some
/// byte is below `n` (for `n <= 0x80`).
fn word_needs_escape(w: u64) -> bool {
    let has_zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS != 0;
    let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGHS != 0;
    below_space
        | has_zero(w ^ (ONES * u64::from(b'"')))
        | has_zero(w ^ (ONES * u64::from(b'\\')))
        | has_zero(w ^ (ONES * 0x7f))
}

/// The index of the first byte of `bytes` that [`needs_escape`].
fn first_escape(bytes: &[u8]) -> Option<usize> {
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        if word_needs_escape(u64::from_ne_bytes(word)) {
            return chunk
                .iter()
                .position(|&b| needs_escape(b))
                .map(|i| base + i);
        }
        base += 8;
    }
    // The tail, padded with a byte that needs no escape.
    let tail = chunks.remainder();
    let mut word = [b'a'; 8];
    if let Some(head) = word.get_mut(..tail.len()) {
        head.copy_from_slice(tail);
    }
    if !word_needs_escape(u64::from_ne_bytes(word)) {
        return None;
    }
    tail.iter().position(|&b| needs_escape(b)).map(|i| base + i)
}

/// Appends `s` as a JSON string literal (RFC 8259 §7).
///
/// Runs of bytes that need no escape are copied whole: URLs rarely have
/// any, and this is the hot loop of `parse --json`.
pub fn push_json_str(out: &mut String, s: &str) {
    out.reserve(s.len() + 2);
    out.push('"');
    let mut rest = s;
    while let Some(i) = first_escape(rest.as_bytes()) {
        // Byte `i` is ASCII, so both cuts fall on character boundaries.
        out.push_str(rest.get(..i).unwrap_or_default());
        let b = rest.as_bytes().get(i).copied().unwrap_or_default();
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            _ => {
                let _ = write!(out, "\\u{b:04x}");
            }
        }
        rest = rest.get(i + 1..).unwrap_or_default();
    }
    out.push_str(rest);
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

/// How much of a long line is shown on each side of the caret.
const CONTEXT: usize = 60;

/// At most [`CONTEXT`] bytes on each side of `index` (cut at character
/// boundaries, `…` marking a cut), and where `index` falls in that excerpt.
pub fn excerpt(text: &str, index: usize) -> (String, usize) {
    let mut start = index.saturating_sub(CONTEXT).min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = index.saturating_add(CONTEXT).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    let mut out = String::new();
    let mut at = index.saturating_sub(start);
    if start > 0 {
        out.push('…');
        at += '…'.len_utf8();
    }
    out.push_str(text.get(start..end).unwrap_or_default());
    if end < text.len() {
        out.push('…');
    }
    (out, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_escape_finds_the_first_in_any_chunk() {
        for len in 0..40 {
            for at in 0..=len {
                let mut v = vec![b'a'; len];
                if at < len {
                    v[at] = b'"';
                }
                let want = (at < len).then_some(at);
                assert_eq!(first_escape(&v), want, "len {len} at {at}");
            }
        }
    }

    #[test]
    fn first_escape_agrees_with_the_byte_rule() {
        for b in 0..=255u8 {
            for len in [1, 5, 8, 9, 16, 21] {
                for at in [0, len / 2, len - 1] {
                    let mut v = vec![b'x'; len];
                    v[at] = b;
                    let want = needs_escape(b).then_some(at);
                    assert_eq!(first_escape(&v), want, "byte {b:#x} len {len} at {at}");
                }
            }
        }
    }

    #[test]
    fn json_escapes() {
        let mut out = String::new();
        push_json_str(&mut out, "a\"b\\c\n\u{1}é\u{7f}\tz");
        assert_eq!(out, r#""a\"b\\c\n\u0001é\u007f\tz""#);
    }

    #[test]
    fn object_keys_in_order() {
        let o = Obj::new()
            .str("a", "x")
            .num("b", 2)
            .bool("c", true)
            .finish();
        assert_eq!(o, r#"{"a":"x","b":2,"c":true}"#);
    }

    #[test]
    fn push_pads_and_paints_as_paint_does() {
        for color in [false, true] {
            let paint = Paint { color };
            let mut out = String::new();
            paint.push(&mut out, Style::Label, "host", 11);
            assert_eq!(out, paint.paint(Style::Label, "host       "));
        }
    }

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1 000");
        assert_eq!(thousands(1_043_220), "1 043 220");
    }

    #[test]
    fn caret_under_byte() {
        assert_eq!(caret("a b", 1), "a b\n ^");
        assert_eq!(caret("é b", 2), "é b\n ^");
        assert_eq!(caret("a\tb", 2), "a\\tb\n   ^");
        assert_eq!(caret("ab", 2), "ab\n  ^");
    }

    #[test]
    fn excerpt_keeps_short_lines_whole() {
        assert_eq!(excerpt("a b", 1), ("a b".to_owned(), 1));
        assert_eq!(excerpt("ab", 2), ("ab".to_owned(), 2));
    }

    #[test]
    fn excerpt_cuts_long_lines_around_the_index() {
        let long = format!("{}X{}", "é".repeat(100), "b".repeat(100));
        let index = 200;
        let (text, at) = excerpt(&long, index);
        assert!(text.starts_with('…') && text.ends_with('…'));
        assert_eq!(text.get(at..at + 1), Some("X"));
        assert!(text.len() < 2 * CONTEXT + 10);
    }
}
