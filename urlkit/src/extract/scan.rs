//! The scanner behind [`super::extract`] and [`super::Extractor`]: one pass
//! over a window of text, yielding the URIs it holds in order.
//!
//! Time is linear in the window: every byte is visited by the main loop
//! once, a bracket is scanned at most once from its `<` (and stops at the
//! next `<`), and a bare candidate is parsed either successfully (then the
//! scan jumps past it) or as one of at most [`MAX_FAILURES`] failed
//! candidates of its token.

use crate::table::{Table, ALPHA, RESERVED, SCHEME, UNRESERVED};
use crate::Uri;
use alloc::string::String;

/// Bytes a URI may hold: `unreserved / reserved / "%"` (RFC 3986 §2).
/// Everything else (space, controls, `"<>\^`{|}`, every non-ASCII byte)
/// ends a bare URI.
const URI_CHAR: Table = UNRESERVED.or(&RESERVED).or(&Table::new(b"%"));

/// The longest bracketed form taken, `<` to `>` inclusive, in bytes. The
/// streaming [`super::Extractor`] never carries more than this across lines.
pub(crate) const MAX_BRACKETED: usize = 8 * 1024;

/// The most line breaks a bracketed URI may be wrapped over.
pub(crate) const MAX_BRACKET_LINES: usize = 16;

/// The longest scheme taken for a bare URI.
const MAX_SCHEME: usize = 32;

/// How many candidates of one token may fail to parse before the rest of
/// the token is skipped: this bounds the work per byte.
const MAX_FAILURES: u32 = 4;

/// Schemes taken without `//` after the colon: registered schemes whose
/// URIs are written that way in prose and that do not read like ordinary
/// words followed by a colon. `javascript:`, `data:` and `about:` are left
/// out on purpose (never useful to follow from text; `javascript:` is
/// dangerous), and so is `info:` (as in "more info:see ...").
const OPAQUE_SCHEMES: [&str; 12] = [
    "mailto", "news", "urn", "tel", "sms", "sip", "sips", "xmpp", "geo", "magnet", "cid", "mid",
];

/// Whether a bare `scheme:` without `//` is taken.
pub(crate) fn is_opaque_scheme(scheme: &[u8]) -> bool {
    OPAQUE_SCHEMES
        .iter()
        .any(|s| s.as_bytes().eq_ignore_ascii_case(scheme))
}

/// Whitespace ignored inside brackets (RFC 1738 appendix, RFC 3986
/// appendix C: "spaces, line-breaks, tabs, etc.").
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// One URI found in a window.
#[derive(Debug)]
pub(crate) struct Raw {
    /// First byte of the URI's text (after `<` or `<URL:`).
    pub(crate) start: usize,
    /// One past its last byte (before `>`).
    pub(crate) end: usize,
    /// The span with the delimiters `<`, `URL:` and `>` when bracketed.
    pub(crate) outer_start: usize,
    /// One past the `>`, or `end`.
    pub(crate) outer_end: usize,
    pub(crate) uri: Uri,
    pub(crate) bracketed: bool,
    /// The same URI with every hyphen that stood before a line break
    /// removed, when there was one (RFC 3986 appendix C).
    pub(crate) without_break_hyphens: Option<Uri>,
}

/// What the scanner has to say next.
#[derive(Debug)]
pub(crate) enum Event {
    Found(Raw),
    /// A bracket opened at this index is still open at the end of a window
    /// that is not the end of the text.
    NeedMore(usize),
    End,
}

enum Bracket {
    Found(Raw),
    NeedMore,
    No,
}

/// The scanner over one window of text.
#[derive(Debug)]
pub(crate) struct Scanner<'t> {
    text: &'t [u8],
    /// Whether the window ends the text (else an open bracket needs more).
    eof: bool,
    pos: usize,
    /// No candidate may start before this (the end of the last one taken,
    /// or where the last failed one stopped matching).
    floor: usize,
    /// Start of the current run of scheme bytes.
    run_start: usize,
    /// The token (maximal run of [`URI_CHAR`]) the last candidate lay in:
    /// its start, end and text (ASCII, checked once per token).
    token: Option<(usize, usize, &'t str)>,
    failures: u32,
}

impl<'t> Scanner<'t> {
    pub(crate) fn new(text: &'t [u8], eof: bool) -> Scanner<'t> {
        Scanner {
            text,
            eof,
            pos: 0,
            floor: 0,
            run_start: 0,
            token: None,
            failures: 0,
        }
    }

    /// Continues at `pos` as if nothing before it could start a URI.
    fn jump(&mut self, pos: usize) {
        self.pos = pos;
        self.floor = pos;
        self.run_start = pos;
    }

    pub(crate) fn next_event(&mut self) -> Event {
        while let Some(&b) = self.text.get(self.pos) {
            let at = self.pos;
            if b == b'<' {
                match self.bracket(at) {
                    Bracket::Found(raw) => {
                        self.jump(raw.outer_end);
                        return Event::Found(raw);
                    }
                    Bracket::NeedMore => return Event::NeedMore(at),
                    Bracket::No => {}
                }
            } else if b == b':' {
                if let Some(raw) = self.bare(at) {
                    return Event::Found(raw);
                }
                if self.pos != at {
                    // A failed candidate moved the scan forward.
                    continue;
                }
            }
            if !SCHEME.allows(b) {
                self.run_start = at + 1;
            }
            self.pos = at + 1;
        }
        Event::End
    }

    /// The bare candidate whose scheme ends at the colon `colon`.
    fn bare(&mut self, colon: usize) -> Option<Raw> {
        let run_start = self.run_start.max(self.floor);
        let run = self.text.get(run_start..colon)?;
        // A scheme starts with ALPHA: "--http:" or "1.http:" start at "h".
        let lead = run.iter().position(|&b| ALPHA.allows(b))?;
        let start = run_start + lead;
        let scheme = run.get(lead..)?;
        if scheme.len() > MAX_SCHEME {
            return None;
        }
        let rest = self.text.get(colon + 1..).unwrap_or_default();
        let slashes = rest.starts_with(b"//");
        if !slashes && !is_opaque_scheme(scheme) {
            return None;
        }
        // At least one byte must follow "scheme:" or "scheme://".
        let min_end = colon + if slashes { 4 } else { 2 };
        let token_end = self.token_end(start);
        // Parse first, trim after: the parser stops where the URI stops
        // matching, so trimming and the second parse cost no more than
        // what the first one read (counting brackets over the whole token
        // for every candidate would be quadratic).
        let (limit, whole) = match self.parse_in_token(start, token_end) {
            Ok(uri) => (token_end, Some(uri)),
            // Take the longest prefix that parses, cut where the parser
            // stopped, when it still holds a URI.
            Err(index) => (start + index, None),
        };
        let end = trim_end(self.text, start, limit);
        if end >= min_end {
            let uri = match whole {
                Some(uri) if end == limit => Ok(uri),
                _ => self.parse_in_token(start, end),
            };
            if let Ok(uri) = uri {
                return Some(self.take_bare(start, end, uri));
            }
        }
        self.fail(token_end, limit.max(colon + 1));
        None
    }

    fn take_bare(&mut self, start: usize, end: usize, uri: Uri) -> Raw {
        self.jump(end);
        Raw {
            start,
            end,
            outer_start: start,
            outer_end: end,
            uri,
            bracketed: false,
            without_break_hyphens: None,
        }
    }

    /// Records a failed candidate of the token ending at `token_end`, and
    /// continues at `resume` (or after the token once the budget is spent).
    fn fail(&mut self, token_end: usize, resume: usize) {
        self.failures += 1;
        if self.failures >= MAX_FAILURES {
            self.jump(token_end);
        } else {
            self.jump(resume.min(token_end).max(self.pos + 1));
        }
    }

    /// The end of the run of [`URI_CHAR`] holding `start`, cached per token
    /// so that candidates of one token do not rescan it.
    fn token_end(&mut self, start: usize) -> usize {
        if let Some((s, e, _)) = self.token {
            if s <= start && start < e {
                return e;
            }
        }
        let len = self
            .text
            .get(start..)
            .unwrap_or_default()
            .iter()
            .position(|&b| !URI_CHAR.allows(b))
            .unwrap_or(self.text.len() - start);
        let end = start + len;
        // Every byte of a token is ASCII, so this never fails.
        let text = self
            .text
            .get(start..end)
            .and_then(|b| core::str::from_utf8(b).ok())
            .unwrap_or_default();
        self.token = Some((start, end, text));
        self.failures = 0;
        end
    }

    /// A bracketed URI starting at the `<` at `lt`.
    fn bracket(&self, lt: usize) -> Bracket {
        let text = self.text;
        let mut i = skip_space(text, lt + 1);
        let prefixed = text
            .get(i..i + 4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"URL:"));
        if prefixed {
            i = skip_space(text, i + 4);
        }
        let start = i;
        let mut end = start;
        let mut spaced = false;
        let mut lines = 0usize;
        let mut break_after_hyphen = false;
        let gt = loop {
            if i - lt >= MAX_BRACKETED {
                return Bracket::No;
            }
            match text.get(i) {
                None if self.eof => return Bracket::No,
                None => return Bracket::NeedMore,
                Some(b'>') => break i,
                Some(&b) if is_space(b) => {
                    spaced = true;
                    if b == b'\n' {
                        lines += 1;
                        if lines > MAX_BRACKET_LINES {
                            return Bracket::No;
                        }
                        if end > start && text.get(end - 1) == Some(&b'-') {
                            break_after_hyphen = true;
                        }
                    }
                }
                Some(&b) if URI_CHAR.allows(b) => end = i + 1,
                Some(_) => return Bracket::No,
            }
            i += 1;
        };
        let Some(body) = text.get(start..end) else {
            return Bracket::No;
        };
        // Whitespace is removed from a wrapped URI, but a break inside the
        // scheme would be read as prose: `<see http://x/>` is not the URI
        // `seehttp://x/`.
        let scheme_len = body.iter().position(|&b| b == b':').unwrap_or(body.len());
        if body
            .get(..scheme_len)
            .is_some_and(|s| s.iter().any(|&b| is_space(b)))
        {
            return Bracket::No;
        }
        let compact: String = if spaced {
            body.iter()
                .filter(|&&b| !is_space(b))
                .map(|&b| char::from(b))
                .collect()
        } else {
            body.iter().map(|&b| char::from(b)).collect()
        };
        if !prefixed && !plausible_scheme(compact.as_bytes()) {
            return Bracket::No;
        }
        let Ok(uri) = Uri::parse(&compact) else {
            return Bracket::No;
        };
        let without_break_hyphens = if break_after_hyphen {
            Uri::parse(&drop_break_hyphens(body)).ok()
        } else {
            None
        };
        Bracket::Found(Raw {
            start,
            end,
            outer_start: lt,
            outer_end: gt + 1,
            uri,
            bracketed: true,
            without_break_hyphens,
        })
    }
}

/// Whether a bracket's content starts like a URI worth taking without the
/// `URL:` prefix: `scheme://` or one of the opaque schemes. This keeps
/// XML-like tags (`<xsl:template>`) out.
fn plausible_scheme(compact: &[u8]) -> bool {
    let Some(colon) = compact.iter().position(|&b| b == b':') else {
        return false;
    };
    let rest = compact.get(colon + 1..).unwrap_or_default();
    rest.starts_with(b"//") || compact.get(..colon).is_some_and(is_opaque_scheme)
}

/// The bracket body without whitespace and without each hyphen that
/// stands right before whitespace holding a line break.
fn drop_break_hyphens(body: &[u8]) -> String {
    let mut out = String::with_capacity(body.len());
    let mut i = 0;
    while let Some(&b) = body.get(i) {
        if b == b'-' {
            let next = skip_space(body, i + 1);
            let gap = body.get(i + 1..next).unwrap_or_default();
            if gap.contains(&b'\n') {
                i = next;
                continue;
            }
        }
        if !is_space(b) {
            out.push(char::from(b));
        }
        i += 1;
    }
    out
}

fn skip_space(text: &[u8], mut i: usize) -> usize {
    while text.get(i).is_some_and(|&b| is_space(b)) {
        i += 1;
    }
    i
}

impl Scanner<'_> {
    /// Parses `text[start..end]`, inside the cached token, as a URI; on
    /// failure, the index (relative to `start`) where the parser stopped.
    /// Slicing the token's text costs nothing, where checking UTF-8 again
    /// for every candidate would cost the token's length each time.
    fn parse_in_token(&self, start: usize, end: usize) -> Result<Uri, usize> {
        let (s, _, text) = self.token.ok_or(0usize)?;
        let piece = text
            .get(start.wrapping_sub(s)..end.wrapping_sub(s))
            .ok_or(0usize)?;
        Uri::parse(piece).map_err(|e| e.index())
    }
}

/// Drops what ends a sentence or closes a quote or bracket from the end of
/// a bare candidate `text[start..end]`:
/// - `.` `,` `;` `:` `!` `?` and the closing quote `'`;
/// - `)` or `]` when the candidate holds more closing than opening ones
///   (so `http://x/a_(b)` keeps its parenthesis, `(see http://x/a)` not).
///
/// `"`, `>`, `}` and non-ASCII quotes never enter a candidate at all.
fn trim_end(text: &[u8], start: usize, mut end: usize) -> usize {
    let body = text.get(start..end).unwrap_or_default();
    let count = |c: u8| body.iter().filter(|&&b| b == c).count();
    let (mut open_p, mut close_p) = (count(b'('), count(b')'));
    let (mut open_b, mut close_b) = (count(b'['), count(b']'));
    while end > start {
        match text.get(end - 1) {
            Some(b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'') => {}
            Some(b')') if close_p > open_p => close_p -= 1,
            Some(b']') if close_b > open_b => close_b -= 1,
            Some(b'(') => open_p = open_p.saturating_sub(1),
            Some(b'[') => open_b = open_b.saturating_sub(1),
            _ => break,
        }
        end -= 1;
    }
    end
}
