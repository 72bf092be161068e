//! `remove_dot_segments` (RFC 3986 §5.2.4): the one routine that
//! resolution, normalization and [`remove_dot_segments`] run ([`append`]),
//! and the one test that lets them skip it ([`may_have_dot_segment`]).

use alloc::borrow::Cow;
use alloc::string::String;

/// Length of a "." at the start of `s`: 1 for `.`, 3 for `%2E` or `%2e`.
///
/// A percent-encoded dot is a dot: §2.3 makes `%2E` and `.` equivalent,
/// and a path filter applied after resolution must not be bypassed by
/// `%2E%2E`.
fn dot(s: &[u8]) -> Option<usize> {
    match s {
        [b'.', ..] => Some(1),
        [b'%', b'2', b'E' | b'e', ..] => Some(3),
        _ => None,
    }
}

/// Whether `s` is empty or starts with `/`: the end of a complete segment.
fn ends_segment(s: &[u8]) -> bool {
    matches!(s.first(), None | Some(b'/'))
}

/// A complete dot segment at the start of `s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DotSegment {
    /// `.`, spelled with this many bytes.
    One(usize),
    /// `..`, spelled with this many bytes.
    Two(usize),
}

/// The complete dot segment (`.` or `..`, perhaps percent-encoded) that
/// `s` starts with, if it does.
fn dot_segment(s: &[u8]) -> Option<DotSegment> {
    let first = dot(s)?;
    let rest = s.get(first..).unwrap_or_default();
    if ends_segment(rest) {
        return Some(DotSegment::One(first));
    }
    let second = dot(rest)?;
    let len = first + second;
    ends_segment(s.get(len..).unwrap_or_default()).then_some(DotSegment::Two(len))
}

/// What a run of [`in_place`] saw, for callers that care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Trace {
    /// Where (index into the buffer) the first `..` that had no segment
    /// left to remove started, if any (docs/security.md, class 17).
    pub(crate) underflow: Option<usize>,
}

impl Trace {
    /// Passes over the dot segment `seg` at `at`, returning its length: a
    /// `..` that finds the output empty (nothing to remove) is recorded,
    /// unless an earlier one was.
    fn pass(&mut self, seg: DotSegment, output_empty: bool, at: usize) -> usize {
        match seg {
            DotSegment::One(n) => n,
            DotSegment::Two(n) => {
                if output_empty && self.underflow.is_none() {
                    self.underflow = Some(at);
                }
                n
            }
        }
    }
}

/// Runs §5.2.4 on the input `"/" + src` (with `slash`) or `src`,
/// appending the output to `out` after its first `out_start` bytes, which
/// it never touches.
///
/// This is the form resolution uses: it reads the reference's path where
/// it lies and writes straight into the result, with no scratch buffer.
/// The state is the input as an optional leading `/` plus the rest of
/// `src`; rules A and D can only apply while there is no leading `/`,
/// which is only at the start.
pub(crate) fn append(out: &mut String, out_start: usize, slash: bool, src: &str) -> Trace {
    append_with(out, out_start, slash, src, String::push_str)
}

/// [`append`], with every run of segments that moves to the output
/// (rule E, or the whole input when it has no dot segment) written by
/// `copy` rather than copied: normalization passes its percent-encoding
/// rule (§6.2.2.2) here, so that the path is cleaned and normalized in
/// one pass.
///
/// The result is the same as normalizing the input first and cleaning it
/// afterwards, as long as `copy` neither adds nor removes a `/` and turns
/// no segment into a dot segment that [`dot`] did not already read as
/// one: `%2E` is a dot for both, and decoding `%2E` is the only way to
/// make a new `.`.
pub(crate) fn append_with(
    out: &mut String,
    out_start: usize,
    mut slash: bool,
    src: &str,
    copy: impl Fn(&mut String, &str),
) -> Trace {
    let mut trace = Trace::default();
    if !may_have_dot_segment(src) {
        // No dot segment, spelled either way: §5.2.4 copies the input.
        if slash {
            out.push('/');
        }
        copy(out, src);
        return trace;
    }
    let mut rest = src;
    loop {
        let at = src.len() - rest.len();
        if !slash {
            if let Some(after) = rest.strip_prefix('/') {
                slash = true;
                rest = after;
                continue;
            }
            // A and D: "./", "../", "." or ".." at the start.
            match dot_segment(rest.as_bytes()) {
                Some(seg) => {
                    let n = trace.pass(seg, out.len() == out_start, at);
                    let after = rest.get(n..).unwrap_or_default();
                    rest = after.strip_prefix('/').unwrap_or(after);
                }
                None if rest.is_empty() => return trace,
                None => {
                    // E, for a first segment without a "/".
                    let end = slash_at(rest);
                    copy(out, rest.get(..end).unwrap_or_default());
                    rest = rest.get(end..).unwrap_or_default();
                }
            }
            continue;
        }
        // The input is "/" + rest.
        match dot_segment(rest.as_bytes()) {
            Some(seg) => {
                // B: "/./" or a final "/." becomes "/".
                let n = trace.pass(seg, out.len() == out_start, at);
                // C: the same, and the last output segment goes.
                if let DotSegment::Two(_) = seg {
                    let keep = out
                        .get(out_start..)
                        .and_then(|o| o.bytes().rposition(|b| b == b'/'))
                        .map_or(out_start, |p| out_start + p);
                    out.truncate(keep);
                }
                rest = rest.get(n..).unwrap_or_default();
                match rest.strip_prefix('/') {
                    Some(after) => rest = after,
                    None => {
                        out.push('/');
                        return trace;
                    }
                }
            }
            None => {
                // E: move "/" and the segment.
                let end = slash_at(rest);
                out.push('/');
                copy(out, rest.get(..end).unwrap_or_default());
                match rest.get(end..).and_then(|r| r.strip_prefix('/')) {
                    Some(after) => rest = after,
                    None => return trace,
                }
            }
        }
    }
}

/// Index of the first `/` in `s`, or its length. Segments are short: a
/// plain loop beats a call to memchr.
fn slash_at(s: &str) -> usize {
    s.bytes().position(|b| b == b'/').unwrap_or(s.len())
}

/// Whether `path` may hold a dot segment: whether a segment starts with
/// `.` or `%` (the first byte of `.`, `..`, `%2E`). Most paths have none
/// (dots sit inside file names: `/a/index.html`), and then §5.2.4 would
/// copy them unchanged, so callers skip it. The test holds for the input
/// `"/" + path` too, and for a path percent-normalized afterwards (a `/`
/// or a dot of the output is one of the input).
///
/// Eight bytes are looked at at once, as the bits of a `u64`;
/// `twins::may_have_dot_segment_plain` is its plain twin, and a property test
/// checks that they agree, and that `has_dot_segment` (the exact
/// question) never says yes where this says no.
#[must_use]
pub fn may_have_dot_segment(path: &str) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The high bit of each byte of `x` that equals `b`, and no other bit:
    // the sum of the low seven bits and 0x7f never carries into the next
    // byte, so the test is exact, not the usual "has a zero byte" guess.
    let equal = |x: u64, b: u8| {
        let y = x ^ (ONES * u64::from(b));
        !(((y & LOW7) + LOW7) | y | LOW7)
    };
    // Bit 7 when the byte before the next word is a "/" (the path's start
    // counts as one).
    let mut after_slash = 0x80;
    let mut word_has = |word: u64| {
        let slash = equal(word, b'/');
        // Byte i starts a segment when byte i - 1 is a "/": the slash
        // bits moved up one byte, with the carry from the last word.
        let starts = (slash << 8) | after_slash;
        after_slash = slash >> 56;
        starts & (equal(word, b'.') | equal(word, b'%')) != 0
    };
    let mut words = path.as_bytes().chunks_exact(8);
    for word in words.by_ref() {
        if let Ok(word) = <[u8; 8]>::try_from(word) {
            if word_has(u64::from_le_bytes(word)) {
                return true;
            }
        }
    }
    // The last bytes, padded with NULs, which match nothing.
    let rest = words.remainder();
    let mut last = [0u8; 8];
    if let Some(dst) = last.get_mut(..rest.len()) {
        dst.copy_from_slice(rest);
    }
    word_has(u64::from_le_bytes(last))
}

/// Removes the `.` and `..` segments of a path, as RFC 3986 §5.2.4 says.
///
/// The algorithm reads an input buffer and writes an output buffer, one
/// rule at a time:
///
/// - A. a prefix `../` or `./` is removed;
/// - B. a prefix `/./`, or `/.` as the whole rest, becomes `/`;
/// - C. a prefix `/../`, or `/..` as the whole rest, becomes `/`, and the
///   last segment of the output is removed with the `/` before it;
/// - D. an input that is just `.` or `..` is removed;
/// - E. otherwise the first segment, with its leading `/` if any, moves to
///   the output.
///
/// A percent-encoded dot (`%2E` or `%2e`) counts as a dot: RFC 3986 §2.3
/// and §6.2.2.2 make `%2E` and `.` the same character, and a path filter
/// applied after resolution must not be bypassed by `%2E%2E`. This is the
/// reading of the strict peer crates and of WHATWG; the other bytes of the
/// path are left as they are.
///
/// The input is borrowed back when it has no dot segment. Time is linear
/// in the length of the path.
///
/// # Examples
///
/// The two traces of §5.2.4:
///
/// ```
/// use urlkit::remove_dot_segments;
///
/// // STEP   OUTPUT BUFFER   INPUT BUFFER
/// //  1 :                   /a/b/c/./../../g
/// //  2 E:  /a              /b/c/./../../g
/// //  2 E:  /a/b            /c/./../../g
/// //  2 E:  /a/b/c          /./../../g
/// //  2 B:  /a/b/c          /../../g
/// //  2 C:  /a/b            /../g
/// //  2 C:  /a              /g
/// //  2 E:  /a/g
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
///
/// // STEP   OUTPUT BUFFER   INPUT BUFFER
/// //  1 :                   mid/content=5/../6
/// //  2 E:  mid             /content=5/../6
/// //  2 E:  mid/content=5   /../6
/// //  2 C:  mid             /6
/// //  2 E:  mid/6
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// ```
///
/// Percent-encoded dots, and a path that climbs above its root:
///
/// ```
/// use urlkit::remove_dot_segments;
/// assert_eq!(remove_dot_segments("/a/b/%2E%2e/c"), "/a/c");
/// assert_eq!(remove_dot_segments("/../../etc/passwd"), "/etc/passwd");
/// assert_eq!(remove_dot_segments("a./."), "a./");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> Cow<'_, str> {
    if !may_have_dot_segment(path) {
        return Cow::Borrowed(path);
    }
    let mut out = String::with_capacity(path.len());
    append(&mut out, 0, false, path);
    if out == path {
        // A segment such as ".a" or "%41" passed the quick test.
        return Cow::Borrowed(path);
    }
    Cow::Owned(out)
}

#[cfg(test)]
#[path = "../../tests/unit/resolve_dot.rs"]
mod tests;
