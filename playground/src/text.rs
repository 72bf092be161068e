//! Small helpers for the JSON the page reads: spans of borrowed components
//! and error objects shaped like the CLI's.

use serde_json::{json, Value};

/// The byte range of `part` inside `whole`, where `part` is a slice of
/// `whole` (a component of a borrowed view): found from the addresses, so
/// an empty component gets its true place, not the first match.
pub fn span_in(whole: &str, part: &str) -> (usize, usize) {
    let start = (part.as_ptr() as usize).wrapping_sub(whole.as_ptr() as usize);
    let start = start.min(whole.len());
    (start, start + part.len())
}

/// An error as `urlkit parse --json` writes it: kind, index, message.
pub fn error(kind: &str, index: usize, message: &str) -> Value {
    json!({ "kind": kind, "index": index, "message": message })
}

/// A parse error as `urlkit parse --json` writes it.
pub fn parse_error(e: &urlkit::ParseError) -> Value {
    error(e.kind().as_str(), e.index(), &format!("{e:#}"))
}

/// At most `max` bytes of `s` (cut at a character boundary), with the
/// full length, for step snapshots of long inputs: the page shows the
/// length rather than megabytes of text.
pub fn clip(s: &str, max: usize) -> Value {
    if s.len() <= max {
        return Value::from(s);
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    json!({ "head": &s[..end], "len": s.len() })
}

/// The longest value the report holds whole: the page shows at most 2000
/// characters of any value (which 8 KiB of UTF-8 always covers), so a
/// longer one is sent as its head and length; a 1 MiB input then makes a
/// report of kilobytes, not of megabytes.
pub const LONG: usize = 8 << 10;

/// `s` whole when short, else its head and length ([`clip`] at [`LONG`]).
pub fn long(s: &str) -> Value {
    clip(s, LONG)
}
