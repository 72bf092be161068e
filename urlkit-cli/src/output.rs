//! Output helpers: a small JSON object writer (keys in the order the
//! contract lists them), the caret view of an error, and colours. Records
//! and their formats are in [`crate::record`].

use std::borrow::Cow;
use std::fmt::Write as _;

pub mod terminal;

/// How human output is coloured: part of the run's [`crate::config::Config`].
///
/// A colour is not written as its escape sequence at once but as a mark
/// that holds this run's random `key`: [`shown`], which writes every text
/// for people, turns the marks into escape sequences and escapes every
/// control character of the text. Input cannot forge a mark (it would
/// need the key), so the only escape sequences that reach a terminal are
/// these colours.
#[derive(Clone, Copy, Debug)]
pub struct Paint {
    /// Whether ANSI colours are written.
    pub color: bool,
    /// The run's key, in every mark.
    key: u64,
}

/// The character that starts a colour mark (a private-use character).
const MARK: char = '\u{e000}';

/// How many hex digits of the key a mark holds.
const KEY_DIGITS: usize = 16;

impl Paint {
    /// Colours when `color`, with a key of this run's own.
    pub fn new(color: bool) -> Paint {
        use std::hash::{BuildHasher, Hasher};
        // `RandomState` is seeded from the system's randomness once per
        // process: input written before the run cannot know it.
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u8(0);
        Paint {
            color,
            key: h.finish(),
        }
    }

    /// No colours.
    pub const fn plain() -> Paint {
        Paint {
            color: false,
            key: 0,
        }
    }

    /// Appends the mark of `code` (`0` ends a style).
    fn mark(&self, out: &mut String, code: char) {
        let _ = write!(out, "{MARK}{:0width$x}{code}", self.key, width = KEY_DIGITS);
    }

    /// `text` in `style` when colour is on, else `text` as it is.
    pub fn paint<'t>(&self, style: Style, text: &'t str) -> Cow<'t, str> {
        if !self.color {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() + 2 * (KEY_DIGITS + 4));
        self.mark(&mut out, style.mark());
        out.push_str(text);
        self.mark(&mut out, '0');
        Cow::Owned(out)
    }

    /// Appends `text` in `style`, padded with spaces to `width` characters
    /// inside the colour (what `paint` of the padded text gives), without
    /// allocating.
    pub fn push(&self, out: &mut String, style: Style, text: &str, width: usize) {
        if self.color {
            self.mark(out, style.mark());
        }
        let _ = write!(out, "{text:<width$}");
        if self.color {
            self.mark(out, '0');
        }
    }

    /// The escape sequence of the mark at the start of `rest` (just after
    /// a [`MARK`]) and the mark's length after it, if it is one of ours.
    fn sequence(&self, rest: &str) -> Option<(&'static str, usize)> {
        if !self.color {
            return None;
        }
        let digits = rest.get(..KEY_DIGITS)?;
        if u64::from_str_radix(digits, 16).ok()? != self.key || digits.starts_with('+') {
            return None;
        }
        let code = rest.get(KEY_DIGITS..)?.chars().next()?;
        let seq = if code == '0' {
            "\x1b[0m"
        } else {
            Style::ALL.iter().find(|s| s.mark() == code)?.sequence()
        };
        Some((seq, KEY_DIGITS + 1))
    }
}

/// Text for people as it is written: each colour mark of `paint` as its
/// escape sequence and, unless `raw`, each control character that a
/// terminal would obey written visibly ([`terminal::push_visible`]:
/// `%XX`). Every writer of text for people, on standard output and
/// standard error, goes through here.
pub fn shown<'t>(text: &'t str, paint: Paint, raw: bool) -> Cow<'t, str> {
    if !paint.color {
        if raw || terminal::first_unsafe(text).is_none() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() + 16);
        terminal::push_visible(&mut out, text);
        return Cow::Owned(out);
    }
    let candidate = |b: u8| (!raw && terminal::may_start_unsafe(b)) || (paint.color && b == 0xee);
    let Some(start) = text.bytes().position(candidate) else {
        return Cow::Borrowed(text);
    };
    let (head, mut rest) = text.split_at(start);
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(head);
    while let Some(c) = rest.chars().next() {
        rest = rest.get(c.len_utf8()..).unwrap_or_default();
        if c == MARK {
            if let Some((seq, len)) = paint.sequence(rest) {
                out.push_str(seq);
                rest = rest.get(len..).unwrap_or_default();
                continue;
            }
        }
        if !raw && terminal::is_unsafe(c) {
            terminal::push_escapes(&mut out, c);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Writes `message` and a line end to standard error, as [`shown`] makes
/// it (no colour): the messages that quote a path or an argument. Standard
/// error is for people even under `--raw`, so it is always escaped.
pub fn eprint_line(message: &str) {
    eprintln!("{}", shown(message, Paint::plain(), false));
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

impl Style {
    /// Every style.
    const ALL: [Style; 6] = [
        Style::Error,
        Style::Warning,
        Style::Gutter,
        Style::Label,
        Style::Good,
        Style::Bold,
    ];

    /// The ANSI escape sequence of the style.
    fn sequence(self) -> &'static str {
        match self {
            Style::Error => "\x1b[1;31m",
            Style::Warning => "\x1b[1;33m",
            Style::Gutter => "\x1b[1;34m",
            Style::Label => "\x1b[36m",
            Style::Good => "\x1b[1;32m",
            Style::Bold => "\x1b[1m",
        }
    }

    /// The style's letter in a colour mark.
    fn mark(self) -> char {
        match self {
            Style::Error => 'e',
            Style::Warning => 'w',
            Style::Gutter => 'g',
            Style::Label => 'l',
            Style::Good => 'o',
            Style::Bold => 'b',
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

/// Whether a JSON string may not hold byte `b` as it is: `"`, `\`, the C0
/// controls (RFC 8259 §7), and DEL, escaped too so that output stays
/// printable; and 0xC2 and 0xE2, which start the C1 controls and the bidi
/// overrides and isolates, escaped too ([`terminal::is_unsafe`]).
fn needs_escape(b: u8) -> bool {
    (b < 0x20) | (b == b'"') | (b == b'\\') | (b == 0x7f) | (b == 0xc2) | (b == 0xe2)
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
        | has_zero(w ^ (ONES * 0xc2))
        | has_zero(w ^ (ONES * 0xe2))
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
        // Byte `i` is ASCII or starts a character, so both cuts fall on
        // character boundaries.
        out.push_str(rest.get(..i).unwrap_or_default());
        let Some(c) = rest.get(i..).and_then(|r| r.chars().next()) else {
            break;
        };
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // Another character that starts with 0xC2 or 0xE2 (`€`).
            _ if !c.is_ascii() && !terminal::is_unsafe(c) => out.push(c),
            _ => {
                // Every escaped character is in the BMP: four digits.
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
        }
        rest = rest.get(i + c.len_utf8()..).unwrap_or_default();
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
        let piece: String = if c.is_control() || terminal::is_unsafe(c) {
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
        let mut out = String::new();
        push_json_str(&mut out, "\u{85}€\u{202e}\u{2069}¢\u{1b}");
        assert_eq!(out, r#""\u0085€\u202e\u2069¢\u001b""#);
    }

    #[test]
    fn colour_marks_become_sequences_and_forged_ones_do_not() {
        let paint = Paint::new(true);
        let painted = paint.paint(Style::Error, "x");
        assert_eq!(shown(&painted, paint, false), "\x1b[1;31mx\x1b[0m");
        // The same marks under another key are text, and the ESC of an
        // input is escaped even with colours on.
        let other = Paint::new(true);
        let forged = format!("{}\x1b[8m", other.paint(Style::Error, "x"));
        let out = shown(&forged, paint, false);
        assert!(!out.contains('\x1b'), "{out:?}");
        assert!(out.ends_with("%1B[8m"), "{out:?}");
        // --raw keeps the input's bytes, still writing the colours.
        assert_eq!(shown("a\x1bb", paint, true), "a\x1bb");
        assert_eq!(shown("a\x1bb", Paint::plain(), false), "a%1Bb");
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
            let paint = Paint::new(color);
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
