//! The repair itself: one pass to trim and drop tabs and newlines, one to
//! find the components, one to write each component with its own table.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Repair, RepairKind, Repaired};
use crate::error::{ParseError, ParseErrorKind};
use crate::host::{ipv6_groups, ipvfuture_mismatch};
use crate::parse::{parse, scheme, Rule};
use crate::table::{
    is_pct_triplet, Table, DIGIT, FRAGMENT, PATH, QUERY, REG_NAME, SEGMENT_NZ_NC, USERINFO,
};
use crate::uri::UriRef;

/// The schemes whose hierarchical part reads `\` as `/` in browsers (the
/// WHATWG URL standard's "special" schemes).
const BACKSLASH_SCHEMES: [&str; 6] = ["http", "https", "ws", "wss", "ftp", "file"];

/// What a repair says, in one byte: a line of tabs makes a repair per
/// byte pair, so the size of [`Repair`] is what a long input costs in
/// memory (`Repair::message` gives the text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Message {
    TrimStart,
    TrimEnd,
    Tab,
    PctSign,
    Backslash,
    Zone,
    #[cfg(feature = "idna")]
    Idna,
    Encoded(Part),
}

impl Message {
    /// The text of the message.
    pub(crate) const fn text(self) -> &'static str {
        match self {
            Message::TrimStart => "trimmed leading whitespace and control characters",
            Message::TrimEnd => "trimmed trailing whitespace and control characters",
            Message::Tab => "removed tab or newline",
            Message::PctSign => "wrote '%' as %25: no two hexadecimal digits follow it",
            Message::Backslash => {
                "read '\\' as '/', as browsers do in http, https, ws, wss, ftp and file URLs"
            }
            Message::Zone => "took the IPv6 zone identifier out of the URI (RFC 9844: never sent)",
            #[cfg(feature = "idna")]
            Message::Idna => "wrote the internationalized host name as IDNA A-labels",
            Message::Encoded(Part::Userinfo) => "percent-encoded what the userinfo does not allow",
            Message::Encoded(Part::Host) => "percent-encoded what the host does not allow",
            Message::Encoded(Part::Path) => "percent-encoded what the path does not allow",
            Message::Encoded(Part::Query) => "percent-encoded what the query does not allow",
            Message::Encoded(Part::Fragment) => "percent-encoded what the fragment does not allow",
        }
    }
}

/// A component, for the messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Part {
    Userinfo,
    Host,
    Path,
    Query,
    Fragment,
}

/// Bytes trimmed from both ends: C0 controls and space (U+0000 to U+0020).
fn is_c0_or_space(b: u8) -> bool {
    b <= b' '
}

/// Bytes removed inside: tab, line feed, carriage return.
fn is_tab_or_newline(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\r')
}

/// Bytes that make a host invalid for every browser: the WHATWG
/// "forbidden host code points" that can still stand there once the
/// authority is split (space, `#/<>?@[\]^|`), the other controls and DEL.
fn forbidden_in_host(b: u8) -> bool {
    b < 0x20
        || b == 0x7f
        || matches!(
            b,
            b' ' | b'#' | b'/' | b'<' | b'>' | b'?' | b'@' | b'[' | b'\\' | b']' | b'^' | b'|'
        )
}

/// The length of the UTF-8 sequence that starts with `lead`.
fn utf8_len(lead: u8) -> usize {
    match lead {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

/// Appends `%XX` (upper-case) for `b`.
fn push_triplet(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    for nibble in [b >> 4, b & 0x0f] {
        out.push(HEX.get(usize::from(nibble)).map_or('0', |&h| char::from(h)));
    }
}

/// Repairs `input` (see the module docs of [`super`]).
pub(super) fn repair(input: &str) -> Result<Repaired, ParseError> {
    // Valid input: the strict parse is the whole cost.
    match parse(input, Rule::UriReference, usize::MAX) {
        Ok(off) => Ok(Repaired {
            uri: UriRef::from_parts_unchecked(input.into(), off),
            repairs: Vec::new(),
            zone: None,
        }),
        Err(e) if e.kind() == ParseErrorKind::TooLong => Err(e),
        Err(_) => repair_slow(input),
    }
}

/// The repair without the strict parse first: the plain twin of
/// [`repair`], which on valid input makes no repair either (tested below).
fn repair_slow(input: &str) -> Result<Repaired, ParseError> {
    repair_slow_in(input, false, 0).map(|(r, _)| r)
}

/// Whether browsers read `\` as `/` in the hierarchical part of a URL of
/// this scheme (compared without case, RFC 3986 §3.1).
pub(crate) fn reads_backslash_as_slash(scheme: &str) -> bool {
    BACKSLASH_SCHEMES
        .iter()
        .any(|n| n.eq_ignore_ascii_case(scheme))
}

/// Repairs a reference that failed the strict parse, for resolution
/// against a base: a reference without a scheme reads `\` as `/` when
/// `relative_backslash` (the base's scheme is one browsers read so). Gives
/// the repaired reference and the spare buffer of the cleaning pass,
/// emptied, which the resolution writes its result into: it is made with
/// room for `spare` bytes at least (a hint), so that the resolution need
/// not grow it.
pub(crate) fn repair_reference(
    input: &str,
    relative_backslash: bool,
    spare: usize,
) -> Result<(Repaired, String), ParseError> {
    repair_slow_in(input, relative_backslash, spare)
}

/// [`repair_slow`], with the rule of [`repair_reference`] for `\` in a
/// reference without a scheme, the cleaning buffer made with room for
/// `spare` bytes.
fn repair_slow_in(
    input: &str,
    relative_backslash: bool,
    spare: usize,
) -> Result<(Repaired, String), ParseError> {
    let mut r = Repairer {
        input,
        start: 0,
        end: 0,
        relative_backslash,
        clean: String::with_capacity(spare),
        gaps: Vec::new(),
        out: String::new(),
        repairs: Vec::new(),
        zone: None,
    };
    r.clean();
    r.write()?;
    let mut spare = core::mem::take(&mut r.clean);
    spare.clear();
    Ok((r.finish()?, spare))
}

/// The state of one repair.
struct Repairer<'a> {
    input: &'a str,
    /// Where the trimmed input starts and ends in `input`.
    start: usize,
    end: usize,
    /// Whether `\` counts as `/` in a reference without a scheme (the
    /// base of a lenient join is an http, https, ws, wss, ftp or file URL).
    relative_backslash: bool,
    /// The trimmed input without tabs and newlines.
    clean: String,
    /// For each byte removed from the trimmed input, the index in `clean`
    /// it was removed before (sorted): the bytes removed before `clean[i]`
    /// are those at indices `<= i`. One word a removed byte, the least a
    /// line of tabs can cost.
    gaps: Vec<usize>,
    out: String,
    repairs: Vec<Repair>,
    zone: Option<String>,
}

/// Where the components of the cleaned input lie.
struct Layout {
    /// One past the scheme's `:`, or 0.
    after_scheme: usize,
    has_scheme: bool,
    /// Whether `\` counts as `/` before the query.
    backslash: bool,
    /// The authority (after `//`), when there is one.
    authority: Option<Range<usize>>,
    path: Range<usize>,
    /// The query without its `?`.
    query: Option<Range<usize>>,
    /// The fragment without its `#`.
    fragment: Option<Range<usize>>,
}

impl Repairer<'_> {
    /// The index in `input` of byte `i` of `clean`.
    fn at(&self, i: usize) -> usize {
        let removed = self.gaps.partition_point(|&g| g <= i);
        self.start + i + removed
    }

    /// The span in `input` of `clean[r]`.
    fn span(&self, r: Range<usize>) -> Range<usize> {
        if r.is_empty() {
            let s = self.at(r.start);
            s..s
        } else {
            // The last byte of `r` ends a character: characters are never
            // split by a removed byte.
            self.at(r.start)..self.at(r.end - 1) + 1
        }
    }

    fn error(&self, kind: ParseErrorKind, clean_index: usize) -> ParseError {
        ParseError::new(kind, self.at(clean_index), self.input)
    }

    /// Records a repair, merged with the last one when it is of the same
    /// kind and message and the spans touch.
    fn note(&mut self, kind: RepairKind, span: Range<usize>, message: Message) {
        if let Some(last) = self.repairs.last_mut() {
            if last.kind == kind && last.message == message && last.span.end == span.start {
                last.span.end = span.end;
                return;
            }
        }
        self.repairs.push(Repair {
            kind,
            span,
            message,
        });
    }

    /// Trims both ends and removes tabs and newlines inside.
    fn clean(&mut self) {
        let bytes = self.input.as_bytes();
        let start = bytes
            .iter()
            .position(|&b| !is_c0_or_space(b))
            .unwrap_or(bytes.len());
        let end = bytes
            .iter()
            .rposition(|&b| !is_c0_or_space(b))
            .map_or(start, |i| i + 1);
        (self.start, self.end) = (start, end);
        if start > 0 {
            self.note(RepairKind::Trimmed, 0..start, Message::TrimStart);
        }
        let body = self.input.get(start..end).unwrap_or("");
        self.clean.reserve(body.len());
        // Most messy input has no tab or newline inside: one scan, one copy.
        let Some(first) = body.bytes().position(is_tab_or_newline) else {
            self.clean.push_str(body);
            return;
        };
        // One gap per removed byte and one repair per run of them, reserved
        // at once: a line of tabs is not copied again each time the vectors
        // grow.
        let (mut removed, mut runs, mut in_run) = (0, 0, false);
        for &b in body.as_bytes().get(first..).unwrap_or_default() {
            let tab = is_tab_or_newline(b);
            removed += usize::from(tab);
            runs += usize::from(tab && !in_run);
            in_run = tab;
        }
        self.gaps.reserve_exact(removed);
        self.repairs.reserve(runs + 2);
        let mut piece_start = 0usize;
        for (i, &b) in body.as_bytes().iter().enumerate().skip(first) {
            if is_tab_or_newline(b) {
                // `b` is ASCII: `i` and `i + 1` are character boundaries.
                self.clean.push_str(body.get(piece_start..i).unwrap_or(""));
                self.gaps.push(self.clean.len());
                self.note(
                    RepairKind::RemovedTabOrNewline,
                    start + i..start + i + 1,
                    Message::Tab,
                );
                piece_start = i + 1;
            }
        }
        self.clean.push_str(body.get(piece_start..).unwrap_or(""));
    }

    /// Finds the components of `clean`, as RFC 3986 §3 delimits them, with
    /// `\` as `/` for the schemes that browsers read so.
    fn layout(&self) -> Layout {
        let c = self.clean.as_bytes();
        let scheme_colon = scheme(c).ok();
        let backslash = match scheme_colon {
            Some(colon) => self
                .clean
                .get(..colon)
                .is_some_and(reads_backslash_as_slash),
            // A relative reference takes the base's scheme (RFC 3986
            // §5.2.2), and with it the base's reading of `\`.
            None => self.relative_backslash,
        };
        let is_slash = |b: u8| b == b'/' || (backslash && b == b'\\');
        let after_scheme = scheme_colon.map_or(0, |colon| colon + 1);
        let find = |from: usize, stop: &dyn Fn(u8) -> bool| {
            c.get(from..)
                .and_then(|rest| rest.iter().position(|&b| stop(b)))
                .map_or(c.len(), |i| from + i)
        };
        let has_authority = matches!(
            c.get(after_scheme..after_scheme + 2),
            Some(&[a, b]) if is_slash(a) && is_slash(b)
        );
        let (authority, path_start) = if has_authority {
            let auth_start = after_scheme + 2;
            let end = find(auth_start, &|b| matches!(b, b'?' | b'#') || is_slash(b));
            (Some(auth_start..end), end)
        } else {
            (None, after_scheme)
        };
        let path_end = find(path_start, &|b| matches!(b, b'?' | b'#'));
        let (query, fragment_start) = if c.get(path_end) == Some(&b'?') {
            let end = find(path_end + 1, &|b| b == b'#');
            (Some(path_end + 1..end), end)
        } else {
            (None, path_end)
        };
        let fragment = (c.get(fragment_start) == Some(&b'#')).then(|| fragment_start + 1..c.len());
        Layout {
            after_scheme,
            has_scheme: scheme_colon.is_some(),
            backslash,
            authority,
            path: path_start..path_end,
            query,
            fragment,
        }
    }

    /// Writes every component into `out`.
    fn write(&mut self) -> Result<(), ParseError> {
        let l = self.layout();
        self.out.reserve(self.clean.len() + 8);
        let scheme = self.clean.get(..l.after_scheme).unwrap_or("");
        self.out.push_str(scheme);
        if let Some(auth) = l.authority.clone() {
            for i in auth.start - 2..auth.start {
                if self.clean.as_bytes().get(i) == Some(&b'\\') {
                    self.note(
                        RepairKind::Backslash,
                        self.span(i..i + 1),
                        Message::Backslash,
                    );
                }
            }
            self.out.push_str("//");
            self.authority(auth)?;
        }
        let first_segment_no_colon = !l.has_scheme && l.authority.is_none();
        if first_segment_no_colon {
            // `path-noscheme`: no `:` before the first `/` (or `\` read
            // as `/`, on the base of a lenient join).
            let c = self.clean.as_bytes();
            let slash = c
                .get(l.path.clone())
                .and_then(|p| {
                    p.iter()
                        .position(|&b| b == b'/' || (l.backslash && b == b'\\'))
                })
                .map_or(l.path.end, |i| l.path.start + i);
            self.run(l.path.start..slash, &SEGMENT_NZ_NC, Part::Path, false);
            self.run(slash..l.path.end, &PATH, Part::Path, l.backslash);
        } else {
            self.run(l.path, &PATH, Part::Path, l.backslash);
        }
        if let Some(q) = l.query {
            self.out.push('?');
            self.run(q, &QUERY, Part::Query, false);
        }
        if let Some(f) = l.fragment {
            self.out.push('#');
            self.run(f, &FRAGMENT, Part::Fragment, false);
        }
        Ok(())
    }

    /// Writes `clean[r]`, keeping what `table` allows and valid `%XX`
    /// triplets, writing a stray `%` as `%25`, `\` as `/` when `backslash`,
    /// and percent-encoding every other character as UTF-8.
    fn run(&mut self, r: Range<usize>, table: &Table, part: Part, backslash: bool) {
        let mut i = r.start;
        while i < r.end {
            let bytes = self.clean.as_bytes();
            // The run of bytes that stay as they are.
            let keep = bytes
                .get(i..r.end)
                .and_then(|rest| rest.iter().position(|&b| !table.allows(b)))
                .map_or(r.end, |k| i + k);
            if keep > i {
                let piece = self.clean.get(i..keep).unwrap_or("");
                self.out.push_str(piece);
                i = keep;
                continue;
            }
            let Some(&b) = bytes.get(i) else { break };
            if b == b'%' {
                if is_pct_triplet(bytes, i) {
                    let piece = self.clean.get(i..i + 3).unwrap_or("");
                    self.out.push_str(piece);
                    i += 3;
                } else {
                    self.out.push_str("%25");
                    self.note(
                        RepairKind::PercentSignEncoded,
                        self.span(i..i + 1),
                        Message::PctSign,
                    );
                    i += 1;
                }
                continue;
            }
            if b == b'\\' && backslash {
                self.out.push('/');
                self.note(
                    RepairKind::Backslash,
                    self.span(i..i + 1),
                    Message::Backslash,
                );
                i += 1;
                continue;
            }
            // The whole run of characters to encode at once, up to a byte
            // that stays, a `%`, a `\\` read as `/`, or a removed tab or
            // newline (whose spans do not touch, so they are two repairs).
            let gap = self.gaps.partition_point(|&g| g <= i);
            let stop = self.gaps.get(gap).map_or(r.end, |&g| g.min(r.end));
            let end = bytes
                .get(i..stop)
                .and_then(|rest| {
                    rest.iter()
                        .position(|&x| table.allows(x) || x == b'%' || (x == b'\\' && backslash))
                })
                .map_or(stop, |k| i + k);
            // At least the character at `i` (`b` is neither kept nor `%`
            // nor a `\\` read as `/`); `end` is a character boundary, as
            // every byte that stops the run is ASCII.
            let end = end.max(i + utf8_len(b).min(r.end - i));
            for &x in bytes.get(i..end).unwrap_or(&[]) {
                push_triplet(&mut self.out, x);
            }
            self.note(
                RepairKind::PercentEncoded,
                self.span(i..end),
                Message::Encoded(part),
            );
            i = end;
        }
    }

    /// `authority = [ userinfo "@" ] host [ ":" port ]`: the userinfo ends
    /// at the last `@` (earlier ones are encoded), the port starts at the
    /// last `:` outside brackets.
    fn authority(&mut self, a: Range<usize>) -> Result<(), ParseError> {
        // (`rfind` searches a word at a time, a long host being the input
        // of the worst cost per byte.)
        let at_sign = self
            .clean
            .get(a.clone())
            .and_then(|s| s.rfind('@'))
            .map(|k| a.start + k);
        let host_start = match at_sign {
            Some(at) => {
                self.run(a.start..at, &USERINFO, Part::Userinfo, false);
                self.out.push('@');
                at + 1
            }
            None => a.start,
        };
        let c = self.clean.as_bytes();
        let host_end = if c.get(host_start) == Some(&b'[') {
            self.ip_literal(host_start, a.end)?
        } else {
            let colon = self
                .clean
                .get(host_start..a.end)
                .and_then(|s| s.rfind(':'))
                .map_or(a.end, |k| host_start + k);
            self.reg_name(host_start..colon)?;
            colon
        };
        let c = self.clean.as_bytes();
        match c.get(host_end) {
            _ if host_end == a.end => Ok(()),
            Some(b':') => {
                let port = c.get(host_end + 1..a.end).unwrap_or(&[]);
                if let Some(k) = port.iter().position(|&b| !DIGIT.allows(b)) {
                    return Err(self.error(ParseErrorKind::InvalidPort, host_end + 1 + k));
                }
                let text = self.clean.get(host_end..a.end).unwrap_or("");
                self.out.push_str(text);
                Ok(())
            }
            _ => Err(self.error(ParseErrorKind::InvalidIpLiteral, host_end)),
        }
    }

    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`, where an IPv6
    /// address may carry a zone (`%eth0`, or RFC 6874's `%25eth0`), which
    /// is taken out. Returns one past the `]`.
    fn ip_literal(&mut self, open: usize, auth_end: usize) -> Result<usize, ParseError> {
        let c = self.clean.as_bytes();
        let inner = open + 1;
        let Some(close) = c
            .get(inner..auth_end)
            .and_then(|s| s.iter().position(|&b| b == b']'))
            .map(|k| inner + k)
        else {
            return Err(self.error(ParseErrorKind::InvalidIpLiteral, auth_end));
        };
        let body = c.get(inner..close).unwrap_or(&[]);
        if matches!(body.first(), Some(b'v' | b'V')) {
            if let Some(k) = ipvfuture_mismatch(body) {
                return Err(self.error(ParseErrorKind::InvalidIpvFuture, inner + k));
            }
            let text = self.clean.get(open..close + 1).unwrap_or("");
            self.out.push_str(text);
            return Ok(close + 1);
        }
        let percent = body.iter().position(|&b| b == b'%').map(|k| inner + k);
        let addr_end = percent.unwrap_or(close);
        if let Err(k) = ipv6_groups(c.get(inner..addr_end).unwrap_or(&[])) {
            return Err(self.error(ParseErrorKind::InvalidIpv6, inner + k));
        }
        if let Some(p) = percent {
            let mut zone_start = p + 1;
            // RFC 6874 writes the `%` itself as `%25`.
            if c.get(zone_start..zone_start + 2) == Some(b"25") && close > zone_start + 2 {
                zone_start += 2;
            }
            let zone = c.get(zone_start..close).unwrap_or(&[]);
            if zone.is_empty() {
                return Err(self.error(ParseErrorKind::InvalidIpv6, zone_start));
            }
            if let Some(k) = zone.iter().position(|&b| forbidden_in_host(b) || b == b'%') {
                return Err(self.error(ParseErrorKind::InvalidIpv6, zone_start + k));
            }
            self.zone = self.clean.get(zone_start..close).map(String::from);
            self.note(RepairKind::ZoneId, self.span(p..close), Message::Zone);
        }
        let addr = self.clean.get(open..addr_end).unwrap_or("");
        self.out.push_str(addr);
        self.out.push(']');
        Ok(close + 1)
    }

    /// A host that is not an IP-literal: refused when a browser would
    /// refuse it; non-ASCII written as A-labels (feature `idna`) or
    /// percent-encoded; other characters `reg-name` lacks percent-encoded.
    fn reg_name(&mut self, h: Range<usize>) -> Result<(), ParseError> {
        let c = self.clean.as_bytes();
        let host = c.get(h.clone()).unwrap_or(&[]);
        for (k, &b) in host.iter().enumerate() {
            if forbidden_in_host(b) {
                return Err(self.error(ParseErrorKind::InvalidHost, h.start + k));
            }
            if b == b'%' && !is_pct_triplet(c, h.start + k) {
                return Err(self.error(ParseErrorKind::InvalidPercentEncoding, h.start + k));
            }
        }
        #[cfg(feature = "idna")]
        if !host.is_ascii() {
            return self.idna(h);
        }
        self.run(h, &REG_NAME, Part::Host, false);
        Ok(())
    }

    /// A host holding non-ASCII, through UTS 46 ToASCII.
    #[cfg(feature = "idna")]
    fn idna(&mut self, h: Range<usize>) -> Result<(), ParseError> {
        let raw = self.clean.get(h.clone()).unwrap_or("");
        // A host that UTS 46 refuses, or that cannot be a DNS name, stays
        // an error, as an invalid one (the rule `to_uri` follows).
        let start = self.out.len();
        let mapped = crate::idna::reg_name_to_ascii_into(raw, &mut self.out);
        if !mapped || !self.out.get(start..).is_some_and(|a| REG_NAME.validates(a)) {
            self.out.truncate(start);
            return Err(self.error(ParseErrorKind::InvalidHost, h.start));
        }
        self.note(RepairKind::Idna, self.span(h), Message::Idna);
        Ok(())
    }

    fn finish(mut self) -> Result<Repaired, ParseError> {
        if self.end < self.input.len() {
            let span = self.end.max(self.start)..self.input.len();
            self.note(RepairKind::Trimmed, span, Message::TrimEnd);
        }
        // Repairs are noted per component; the backslashes of `//` come
        // before the authority's. Keep input order.
        // (Mostly in order already: check first, as a stable sort of a
        // repair per tab would take half their memory again.)
        if !self
            .repairs
            .windows(2)
            .all(|w| matches!(w, [a, b] if a.span.start <= b.span.start))
        {
            self.repairs.sort_by_key(|r| r.span.start);
        }
        match parse(&self.out, Rule::UriReference, usize::MAX) {
            Ok(off) => Ok(Repaired {
                uri: UriRef::from_parts_unchecked(self.out, off),
                repairs: self.repairs,
                zone: self.zone,
            }),
            // Every component was written with its own table, so this
            // cannot happen; should it, the input is refused, not the
            // promise broken (and debug builds stop here).
            Err(e) => {
                debug_assert!(false, "a repaired URI failed to parse: {e}");
                Err(ParseError::new(e.kind(), self.start, self.input))
            }
        }
    }
}

#[cfg(test)]
#[path = "../../tests/unit/repair_lenient.rs"]
mod tests;
