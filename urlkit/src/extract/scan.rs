//! The scanner behind [`super::extract`] and [`super::Extractor`]: one pass
//! over a window of text, yielding the URIs it holds in order.
//!
//! Time is linear in the window: every byte is visited by the main loop
//! once, a bracket is scanned at most once from its `<` (and stops at the
//! next `<`), and a bare candidate is parsed either successfully (then the
//! scan jumps past it) or as one of at most [`MAX_FAILURES`] failed
//! candidates of its token.

use alloc::string::String;
use alloc::vec::Vec;

use super::ExtractMode;
use crate::repair::Repair;
use crate::table::{Table, ALPHA, RESERVED, SCHEME, UNRESERVED};
use crate::{Iri, Uri, UriRef};

/// Bytes a URI may hold: `unreserved / reserved / "%"` (RFC 3986 §2).
/// Everything else (space, controls, `"<>\^`{|}`) ends a bare URI; a
/// non-ASCII byte ends it unless it starts an [`iri_letter`].
const URI_CHAR: Table = UNRESERVED.or(&RESERVED).or(&Table::new(b"%"));

/// Bytes no URI holds but that people write inside URLs and browsers take
/// (RFC 1738's "unsafe" `^{}|\`): a candidate holding one is not cut
/// there, which would leave a URI cut short (`https://docs.rs/mio/^1` is
/// not `https://docs.rs/mio/`), but skipped, or repaired in the lenient
/// mode.
const UNWISE: Table = Table::new(b"^{}|\\");

/// Where a bare candidate `text[start..end]` ends at the latest: before
/// the first `)`, `]` or `}` that closes nothing opened inside it
/// (Markdown's `[label](http://x/y)'s`, `(see http://x/a)`, `{http://x/}`).
fn close_cut(text: &[u8], start: usize, end: usize) -> usize {
    let (mut paren, mut bracket, mut brace) = (0usize, 0usize, 0usize);
    for (i, &b) in text.get(start..end).unwrap_or_default().iter().enumerate() {
        let depth = match b {
            b'(' => {
                paren += 1;
                continue;
            }
            b'[' => {
                bracket += 1;
                continue;
            }
            b'{' => {
                brace += 1;
                continue;
            }
            b')' => &mut paren,
            b']' => &mut bracket,
            b'}' => &mut brace,
            _ => continue,
        };
        if *depth == 0 {
            return start + i;
        }
        *depth -= 1;
    }
    end
}

/// The length of the non-ASCII letter or digit that starts at `text[i]`,
/// if one does: an RFC 3987 `ucschar` that is alphabetic or numeric
/// (Unicode properties; this takes letters with their combining marks and
/// leaves out non-ASCII spaces, quotes and punctuation, which end a URI in
/// prose). Such a character is part of an IRI; a URI that stops at one is
/// cut inside a word.
pub(crate) fn iri_letter(text: &[u8], i: usize) -> Option<usize> {
    // `utf8_char_at` decodes ASCII too, which `is_ucschar` refuses.
    crate::parse::utf8_char_at(text, i)
        .filter(|&(c, _)| is_ucschar(c) && crate::unicode::is_alphanumeric(c))
        .map(|(_, len)| len)
}

/// `ucschar` (RFC 3987 §2.2): the non-ASCII characters an IRI may hold
/// outside its query (which also admits `iprivate`, never taken here).
fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF)
        || ((0x10000..=0xEFFFD).contains(&c)
            && (c & 0xFFFF) <= 0xFFFD
            && !(0xE0000..0xE1000).contains(&c))
}

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
    /// The IRI as written, when it differs from `uri` (non-ASCII letters,
    /// or a repair in the lenient mode).
    pub(crate) text: Option<String>,
    /// What the lenient mode repaired, spans in the scanned text.
    pub(crate) repairs: Vec<Repair>,
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
    mode: ExtractMode,
}

/// A candidate that parsed: its URI, and its text as written when that
/// differs.
struct Cand {
    uri: Uri,
    text: Option<String>,
    repairs: Vec<Repair>,
}

impl Cand {
    fn plain(uri: Uri) -> Cand {
        Cand {
            uri,
            text: None,
            repairs: Vec::new(),
        }
    }
}

impl<'t> Scanner<'t> {
    pub(crate) fn new(text: &'t [u8], eof: bool, mode: ExtractMode) -> Scanner<'t> {
        Scanner {
            mode,
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
    ///
    /// A candidate is taken whole, to the end of its token (less the
    /// punctuation of [`trim_end`]), or, when the parser stops before that
    /// at a `]` (markup such as `[http://x/](...)`), up to the `]`. Any
    /// other stop would cut the URI short inside a word: then the
    /// candidate is skipped, or repaired in the lenient mode.
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
        let word_end = close_cut(self.text, start, token_end);
        // The candidate is the word up to its first unbalanced closing
        // bracket, less trailing punctuation; both scans stop within the
        // candidate, and at most `MAX_FAILURES` candidates of a token
        // fail, so the work stays linear.
        let end = trim_end(self.text, start, word_end);
        let limit = match self.parse_in_token(start, end) {
            Ok(cand) if end >= min_end => return Some(self.take_bare(start, end, cand)),
            Ok(_) => end,
            Err(index) => start + index,
        };
        // Cut short only before a `]` where the parser stopped (markup:
        // `[http://x/](...)`, wiki links).
        if limit < end && self.text.get(limit) == Some(&b']') {
            let end = trim_end(self.text, start, limit);
            if end >= min_end {
                if let Ok(cand) = self.parse_in_token(start, end) {
                    return Some(self.take_bare(start, end, cand));
                }
            }
        }
        // Only `scheme://` candidates are repaired: an opaque `scheme:`
        // that does not parse is prose or code (`siphasher::sip::{...}`).
        if self.mode == ExtractMode::Lenient && slashes && end >= min_end {
            if let Some(cand) = self.repair_in_token(start, end) {
                return Some(self.take_bare(start, end, cand));
            }
        }
        self.fail(token_end, limit.max(colon + 1));
        None
    }

    fn take_bare(&mut self, start: usize, end: usize, cand: Cand) -> Raw {
        self.jump(end);
        Raw {
            start,
            end,
            outer_start: start,
            outer_end: end,
            uri: cand.uri,
            text: cand.text,
            repairs: cand.repairs,
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
        let mut end = start;
        while let Some(&b) = self.text.get(end) {
            if URI_CHAR.allows(b) || UNWISE.allows(b) {
                end += 1;
            } else if let Some(len) = iri_letter(self.text, end) {
                end += len;
            } else {
                break;
            }
        }
        // A token is ASCII and whole UTF-8 characters: this never fails.
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
                Some(_) => match iri_letter(text, i) {
                    Some(len) => {
                        i += len;
                        end = i;
                        continue;
                    }
                    None => return Bracket::No,
                },
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
        let compact: Vec<u8> = body.iter().copied().filter(|&b| !is_space(b)).collect();
        // ASCII and whole characters, less ASCII spaces: always UTF-8.
        let Ok(compact) = String::from_utf8(compact) else {
            debug_assert!(false, "UTF-8 less ASCII spaces is not UTF-8");
            return Bracket::No;
        };
        if !prefixed && !plausible_scheme(compact.as_bytes()) {
            return Bracket::No;
        }
        let cand = match self.candidate(&compact) {
            Ok(cand) => cand,
            Err(_) if self.mode == ExtractMode::Lenient => match lenient(&compact, start) {
                // Spans of a wrapped URI would not map to the text.
                Some(cand) if !spaced => cand,
                _ => return Bracket::No,
            },
            Err(_) => return Bracket::No,
        };
        let without_break_hyphens = if break_after_hyphen {
            self.candidate(&drop_break_hyphens(body))
                .ok()
                .map(|c| c.uri)
        } else {
            None
        };
        Bracket::Found(Raw {
            start,
            end,
            outer_start: lt,
            outer_end: gt + 1,
            uri: cand.uri,
            text: cand.text,
            repairs: cand.repairs,
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
    let mut out = Vec::with_capacity(body.len());
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
            out.push(b);
        }
        i += 1;
    }
    // Whole characters less ASCII bytes: UTF-8 again.
    String::from_utf8(out).unwrap_or_default()
}

fn skip_space(text: &[u8], mut i: usize) -> usize {
    while text.get(i).is_some_and(|&b| is_space(b)) {
        i += 1;
    }
    i
}

impl Scanner<'_> {
    /// Parses `text[start..end]`, inside the cached token, as a URI (or an
    /// IRI, by the mode); on failure, the index (relative to `start`)
    /// where the parser stopped. Slicing the token's text costs nothing,
    /// where checking UTF-8 again for every candidate would cost the
    /// token's length each time.
    fn parse_in_token(&self, start: usize, end: usize) -> Result<Cand, usize> {
        let piece = self.piece(start, end).ok_or(0usize)?;
        self.candidate(piece)
    }

    fn piece(&self, start: usize, end: usize) -> Option<&str> {
        let (s, _, text) = self.token?;
        text.get(start.wrapping_sub(s)..end.wrapping_sub(s))
    }

    /// `piece` as a URI, or as an IRI outside [`ExtractMode::Uri`].
    fn candidate(&self, piece: &str) -> Result<Cand, usize> {
        if piece.is_ascii() {
            return Uri::parse(piece).map(Cand::plain).map_err(|e| e.index());
        }
        if self.mode == ExtractMode::Uri {
            return Err(piece.bytes().position(|b| !b.is_ascii()).unwrap_or(0));
        }
        // RFC 3987 (§2.2), mapped to a URI as §3.1 says.
        let iri = Iri::parse(piece).map_err(|e| e.index())?;
        Ok(Cand {
            uri: iri.to_uri(),
            text: Some(piece.into()),
            repairs: Vec::new(),
        })
    }

    /// The lenient mode's second chance: `text[start..end]` repaired.
    fn repair_in_token(&self, start: usize, end: usize) -> Option<Cand> {
        lenient(self.piece(start, end)?, start)
    }
}

/// `piece` (which starts at `offset` of the text) repaired into a URI,
/// with the spans of its repairs in the text.
fn lenient(piece: &str, offset: usize) -> Option<Cand> {
    let (uri, repairs, _zone) = UriRef::parse_lenient(piece).ok()?.into_parts();
    let uri = Uri::try_from(uri).ok()?;
    Some(Cand {
        uri,
        text: Some(piece.into()),
        repairs: repairs.into_iter().map(|r| r.shifted(offset)).collect(),
    })
}

/// Drops what ends a sentence or closes a quote or bracket from the end of
/// a bare candidate `text[start..end]`:
/// - `.` `,` `;` `:` `!` `?`, the closing quote `'`, `*` (which closes
///   Markdown emphasis: `**[x](http://x/)**`), `|` (a table cell) and
///   `\` (an escaped quote: `\"http://x/\"`);
/// - `)` or `]` when the candidate holds more closing than opening ones
///   (so `http://x/a_(b)` keeps its parenthesis, `(see http://x/a)` not).
///
/// - the Markdown or reStructuredText emphasis that opened right before
///   the candidate: `**http://x/**`, `_http://x/_`, `~~http://x/~~`
///   (a `` ` `` never enters a candidate).
///
/// `"`, `>`, `}` and non-ASCII quotes never enter a candidate at all.
fn trim_end(text: &[u8], start: usize, mut end: usize) -> usize {
    let before = text.get(..start).unwrap_or_default();
    let marker = before
        .last()
        .copied()
        .filter(|b| matches!(b, b'*' | b'_' | b'~'));
    let marker_len = marker.map_or(0, |m| {
        before.iter().rev().take(3).take_while(|&&b| b == m).count()
    });
    let mut emphasis = marker.zip(Some(marker_len));
    let body = text.get(start..end).unwrap_or_default();
    // The brackets of the candidate, counted in one pass.
    let (mut open_p, mut close_p, mut open_b, mut close_b) = (0usize, 0usize, 0usize, 0usize);
    for &b in body {
        match b {
            b'(' => open_p += 1,
            b')' => close_p += 1,
            b'[' => open_b += 1,
            b']' => close_b += 1,
            _ => {}
        }
    }
    while end > start {
        if let Some((m, n)) = emphasis {
            let tail = text.get(end.saturating_sub(n)..end).unwrap_or_default();
            if end >= start + n && tail.len() == n && tail.iter().all(|&b| b == m) {
                end -= n;
                emphasis = None;
                continue;
            }
        }
        match text.get(end - 1) {
            Some(b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'*' | b'|' | b'\\') => {}
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
