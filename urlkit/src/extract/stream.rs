//! The streaming form of [`super::extract`], for logs larger than memory.

use alloc::string::String;
use alloc::vec::Vec;

use super::scan::{Event, Scanner, MAX_BRACKETED};
use super::ExtractMode;
use crate::repair::Repair;
use crate::Uri;

/// The longest line held whole; a longer one is cut at its last
/// whitespace (or, without any, at this length).
const DEFAULT_MAX_LINE: usize = 64 * 1024;

/// Finds URIs in a stream fed in chunks, in constant memory.
///
/// Feed it bytes with [`Extractor::push`] (whole lines, or any chunks: it
/// works on complete lines) and call [`Extractor::finish`] at the end. It
/// keeps only the current line and, for a bracketed URI wrapped over
/// lines, at most 8 KiB of carried text, so memory is bounded whatever
/// the stream's size. It finds exactly what [`super::extract`] finds on
/// the whole text, with the same byte spans (as stream offsets), except
/// that a line over 64 KiB is cut at its last whitespace.
///
/// Bytes that are not UTF-8 never stop it: like any non-ASCII byte they
/// end a URI, and each counts as one character in columns (as U+FFFD
/// would).
///
/// # Examples
///
/// ```
/// use urlkit::extract::Extractor;
///
/// let mut found = Vec::new();
/// let mut ex = Extractor::new();
/// ex.push(b"first line\nsee <URL:http://example.com/very/\n", |l| found.push(l));
/// ex.push(b"   long/path> and http://b.example/.\n", |l| found.push(l));
/// ex.finish(|l| found.push(l));
///
/// assert_eq!(found[0].uri().as_str(), "http://example.com/very/long/path");
/// assert_eq!((found[0].line(), found[0].column()), (2, 10));
/// assert_eq!(found[1].uri().as_str(), "http://b.example/");
/// assert_eq!((found[1].line(), found[1].column()), (3, 19));
/// ```
#[derive(Debug)]
pub struct Extractor {
    /// Text not yet scanned to its end: the carried open bracket, if any,
    /// then the incomplete last line.
    buf: Vec<u8>,
    /// How much of `buf` is known to hold no line break.
    searched: usize,
    /// Stream offset of `buf[0]`.
    base: u64,
    /// Line and column of `buf[0]`.
    at: LineCol,
    max_line: usize,
    mode: ExtractMode,
}

/// A 1-based line and a 0-based count of characters before, in it.
#[derive(Clone, Copy, Debug)]
struct LineCol {
    line: u64,
    col: u64,
}

impl LineCol {
    /// Moves over `bytes`, counting characters as lossy UTF-8 decoding
    /// would (a maximal invalid sequence is one U+FFFD).
    fn advance(&mut self, bytes: &[u8]) {
        for chunk in bytes.utf8_chunks() {
            for c in chunk.valid().chars() {
                if c == '\n' {
                    self.line += 1;
                    self.col = 0;
                } else {
                    self.col += 1;
                }
            }
            if !chunk.invalid().is_empty() {
                self.col += 1;
            }
        }
    }
}

impl Default for Extractor {
    fn default() -> Extractor {
        Extractor::new()
    }
}

impl Extractor {
    /// An extractor at the start of a stream (line 1, column 1, offset 0).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut n = 0;
    /// ex.push(b"x://y", |_| n += 1);
    /// ex.finish(|_| n += 1);
    /// assert_eq!(n, 1);
    /// ```
    #[must_use]
    pub fn new() -> Extractor {
        Extractor {
            buf: Vec::new(),
            searched: 0,
            base: 0,
            at: LineCol { line: 1, col: 0 },
            max_line: DEFAULT_MAX_LINE,
            mode: ExtractMode::default(),
        }
    }

    /// An extractor in the given mode (see [`ExtractMode`]; the default is
    /// [`ExtractMode::Iri`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::{ExtractMode, Extractor};
    /// let mut ex = Extractor::with_mode(ExtractMode::Uri);
    /// let mut n = 0;
    /// ex.push("https://bücher.example/\n".as_bytes(), |_| n += 1);
    /// ex.finish(|_| n += 1);
    /// assert_eq!(n, 0);
    /// ```
    #[must_use]
    pub fn with_mode(mode: ExtractMode) -> Extractor {
        Extractor {
            mode,
            ..Extractor::new()
        }
    }

    /// Feeds the next bytes of the stream, calling `each` for every URI
    /// completed by them, in text order.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut uris = Vec::new();
    /// for chunk in [&b"a http://x"[..], b"/y b\n"] {
    ///     ex.push(chunk, |l| uris.push(l.uri().to_string()));
    /// }
    /// ex.finish(|l| uris.push(l.uri().to_string()));
    /// assert_eq!(uris, ["http://x/y"]);
    /// ```
    pub fn push(&mut self, bytes: &[u8], mut each: impl FnMut(Located)) {
        self.buf.extend_from_slice(bytes);
        let fresh = self.buf.get(self.searched..).unwrap_or_default();
        let cut = match fresh.iter().rposition(|&b| b == b'\n') {
            Some(nl) => self.searched + nl + 1,
            None if self.buf.len() > self.max_line.max(MAX_BRACKETED) => self.forced_cut(),
            None => {
                self.searched = self.buf.len();
                return;
            }
        };
        self.scan(cut, false, &mut each);
        // Everything left has been searched: the next cut is in new bytes.
        self.searched = self.buf.len();
    }

    /// Scans what is left at the end of the stream.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut uris = Vec::new();
    /// ex.push(b"<x://a", |l| uris.push(l.uri().to_string()));
    /// ex.push(b" b>", |l| uris.push(l.uri().to_string()));
    /// assert!(uris.is_empty()); // the line is not complete yet
    /// ex.finish(|l| uris.push(l.uri().to_string()));
    /// assert_eq!(uris, ["x://ab"]);
    /// ```
    pub fn finish(&mut self, mut each: impl FnMut(Located)) {
        self.scan(self.buf.len(), true, &mut each);
        self.buf.clear();
        self.searched = 0;
    }

    /// Where to cut a line too long to hold: after its last ASCII
    /// whitespace, else at the end (never inside a UTF-8 sequence).
    fn forced_cut(&self) -> usize {
        let buf = &self.buf;
        if let Some(ws) = buf.iter().rposition(|&b| b == b' ' || b == b'\t') {
            return ws + 1;
        }
        let mut cut = buf.len();
        for _ in 0..3 {
            match buf.get(cut.wrapping_sub(1)) {
                Some(&b) if b & 0xC0 == 0x80 && cut > 1 => cut -= 1,
                _ => break,
            }
        }
        // Step before the lead byte of a sequence cut short.
        match buf.get(cut.wrapping_sub(1)) {
            Some(&b) if b >= 0xC0 && cut > 1 => cut - 1,
            _ => buf.len(),
        }
    }

    /// Scans `buf[..cut]`, reports what it finds, and drops what no later
    /// URI can need.
    fn scan(&mut self, cut: usize, eof: bool, each: &mut dyn FnMut(Located)) {
        let window = self.buf.get(..cut).unwrap_or_default();
        let mut scanner = Scanner::new(window, eof, self.mode);
        let mut at = self.at;
        let mut counted = 0usize;
        let keep = loop {
            match scanner.next_event() {
                Event::Found(raw) => {
                    at.advance(window.get(counted..raw.start).unwrap_or_default());
                    counted = raw.start;
                    let shift = self.base as usize;
                    each(Located {
                        uri: raw.uri,
                        text: raw.text,
                        repairs: raw.repairs.into_iter().map(|r| r.shifted(shift)).collect(),
                        start: self.base + raw.start as u64,
                        end: self.base + raw.end as u64,
                        line: at.line,
                        column: at.col + 1,
                        bracketed: raw.bracketed,
                    });
                }
                Event::NeedMore(open) => break open,
                Event::End => break cut,
            }
        };
        at.advance(window.get(counted..keep).unwrap_or_default());
        self.at = at;
        self.base += keep as u64;
        self.buf.drain(..keep);
    }
}

/// A URI found by an [`Extractor`], with where it stands in the stream.
///
/// # Examples
///
/// ```
/// use urlkit::extract::Extractor;
/// let mut ex = Extractor::new();
/// let mut found = Vec::new();
/// ex.push("é <https://x.example/>\n".as_bytes(), |l| found.push(l));
/// let l = &found[0];
/// assert_eq!((l.line(), l.column(), l.start(), l.end()), (1, 4, 4, 22));
/// assert!(l.is_bracketed());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    uri: Uri,
    text: Option<String>,
    repairs: Vec<Repair>,
    start: u64,
    end: u64,
    line: u64,
    column: u64,
    bracketed: bool,
}

impl Located {
    super::found_accessors!(
        Located,
        "let first = |text: &str, mode| {\n\
         let mut ex = urlkit::extract::Extractor::with_mode(mode);\n\
         let mut all = Vec::new();\n\
         ex.push(text.as_bytes(), |l| all.push(l));\n\
         ex.finish(|l| all.push(l));\n\
         all.remove(0)\n\
         };"
    );

    /// Stream offset of the URI's first byte (after `<` or `<URL:`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut starts = Vec::new();
    /// ex.push(b"ab\n<URL:x://y>\n", |l| starts.push(l.start()));
    /// assert_eq!(starts, [8]);
    /// ```
    #[must_use]
    pub fn start(&self) -> u64 {
        self.start
    }

    /// Stream offset one past the URI's last byte (before `>`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut ends = Vec::new();
    /// ex.push(b"x://y.\n", |l| ends.push(l.end()));
    /// assert_eq!(ends, [5]);
    /// ```
    #[must_use]
    pub fn end(&self) -> u64 {
        self.end
    }

    /// The 1-based line where the URI's text begins.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut lines = Vec::new();
    /// ex.push(b"\n\nx://y\n", |l| lines.push(l.line()));
    /// assert_eq!(lines, [3]);
    /// ```
    #[must_use]
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The 1-based column, counted in characters, where the URI's text
    /// begins.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::extract::Extractor;
    /// let mut ex = Extractor::new();
    /// let mut cols = Vec::new();
    /// ex.push("见 x://y\n".as_bytes(), |l| cols.push(l.column()));
    /// assert_eq!(cols, [3]);
    /// ```
    #[must_use]
    pub fn column(&self) -> u64 {
        self.column
    }
}
