//! Punycode (RFC 3492): the decoder of §6.2, with which the lint looks
//! inside `xn--` labels (it never converts host names, it only reports
//! what an IDNA-aware consumer would see), and the encoder of §6.3 for
//! labels of at most 63 characters, with which `idna` writes the A-labels
//! of hosts it maps itself (see `crate::idna`).

use alloc::string::String;

/// RFC 3492 §5 parameters.
const BASE: u32 = 36;
const TMIN: u32 = 1;
const TMAX: u32 = 26;
const SKEW: u32 = 38;
const DAMP: u32 = 700;
const INITIAL_BIAS: u32 = 72;
const INITIAL_N: u32 = 128;

/// The longest label decoded: a DNS label has at most 63 octets (RFC 1034
/// §3.1). Capping before decoding keeps the quadratic insertion bounded
/// (docs/security.md row 24).
const MAX_LABEL: usize = 63;

mod decode;
#[cfg(any(feature = "idna", test))]
pub(crate) use decode::decode_up_to_63;
pub(crate) use decode::{decode, Bad};
#[cfg(feature = "idna")]
pub(crate) use decode::{decode_label, Decoded};

/// Encodes `label` (RFC 3492 §6.3) into `out`, without the `xn--`
/// prefix; `None` when it has more than 63 characters.
///
/// The RFC's loop reads the whole label once per distinct character, so
/// its time is the label's length times that number. Here the non-ASCII
/// characters are sorted, and each delta is computed from its neighbours
/// in the sort (see [`encode_extended`]): at most 63 characters, so at
/// most 1 953 comparisons. A label of exactly two non-ASCII characters
/// (the commonest CJK label) has a closed form ([`encode_two`]), and one
/// of at most six characters is scanned, with nothing to sort
/// ([`encode_short`]). The plain twin is [`encode_plain`], the RFC's
/// loop as written; the tests compare them.
#[cfg_attr(not(feature = "idna"), allow(dead_code))]
pub(crate) fn encode(label: &[char], out: &mut String) -> Option<()> {
    if label.len() > 63 {
        return None;
    }
    // The basic characters first, as they come, and the first non-ASCII
    // character, with how many there are (up to 2).
    let mut first = None;
    let mut more = false;
    for (at, &c) in label.iter().enumerate() {
        if c.is_ascii() {
            out.push(c);
        } else if first.is_none() {
            first = Some((at, c));
        } else {
            more = true;
        }
    }
    match (first, more) {
        // Basic characters only (IDNA never encodes them): the delimiter
        // after them, as RFC 3492 §6.3 writes it.
        (None, _) => {
            if !label.is_empty() {
                out.push('-');
            }
            Some(())
        }
        // One non-ASCII character (`bü`, `café`, the shortest labels that
        // need Punycode, whose cost per byte is the highest): one delta,
        // its code point's distance from 128 times the insertion slots,
        // plus its position (every character before it is basic), and no
        // bias to adapt after it.
        (Some((at, only)), false) => encode_after_basic(label.len() - 1, only, at, out),
        (Some(first), true) => encode_several(label, first, out),
    }
}

/// The end of [`encode`] for a label of two non-ASCII characters or
/// more, the first of them `first` (its position and character), once
/// its basic characters are written: [`encode_two`] for exactly two,
/// else [`encode_extended`]. (Apart, so that the one-character path has
/// none of its frame; the search for the second starts after the first.)
#[inline(never)]
fn encode_several(label: &[char], first: (usize, char), out: &mut String) -> Option<()> {
    let mut second = None;
    for (at, &c) in label.iter().enumerate().skip(first.0.saturating_add(1)) {
        if !c.is_ascii() {
            if second.is_some() {
                return encode_extended(label, out);
            }
            second = Some((at, c));
        }
    }
    encode_two(label.len(), first, second?, out)
}

/// The longest label that [`encode_short`] takes.
const SHORT_LABEL: usize = 6;

/// The end of [`encode`] for a label of at most [`SHORT_LABEL`]
/// characters, three of them non-ASCII or more, once its basic characters
/// are written.
///
/// Each step finds the next character in the decoder's order (code
/// point, then position) by a scan of the label, and its place among the
/// characters the decoder has by counting those before it that are not
/// above it: at most 6 times 12 comparisons, with neither the keys of
/// [`encode_extended`] to store nor a sort. (The keys of the characters
/// that are ASCII are below `128 << 6`, so they are never chosen.)
#[inline(never)]
fn encode_short(label: &[char], out: &mut String) -> Option<()> {
    // (Counted again here: a count in `encode`'s loop, passed down, made
    // the one-character path 12% dearer, `ü.` 95 to 106 instructions a
    // byte, for the six comparisons it saves.)
    let basic = u32::try_from(label.iter().filter(|c| c.is_ascii()).count()).ok()?;
    let mut decoder = Decoder::new(basic, label.len(), out)?;
    // The key of the last character inserted (at first, one below every
    // non-ASCII character's).
    let mut last = (INITIAL_N << 6) - 1;
    while decoder.has < decoder.total {
        let mut key = u32::MAX;
        for (at, &c) in (0u32..).zip(label) {
            let k = (u32::from(c) << 6) | at;
            if k > last && k < key {
                key = k;
            }
        }
        let (m, at) = (key >> 6, key & 63);
        let i = u32::try_from(
            label
                .get(..at as usize)?
                .iter()
                .filter(|&&c| u32::from(c) <= m)
                .count(),
        )
        .ok()?;
        decoder.insert(m, i, out)?;
        last = key;
    }
    Some(())
}

/// What the decoder of RFC 3492 §6.2 holds as the encoder writes for it:
/// the code point `n` it would insert next, the place after its last
/// insertion, how many characters it `has`, of the label's `total`, and
/// the bias. A delta moves it from `(n, i)` to `(n', i')` by
/// `(n' - n) * (has + 1) + i' - i`.
struct Decoder {
    n: u32,
    next_i: u32,
    basic: u32,
    has: u32,
    total: u32,
    bias: u32,
}

impl Decoder {
    /// The state after the `basic` characters of a label of `total`,
    /// once they are written: the delimiter after them, if any (§6.3).
    fn new(basic: u32, total: usize, out: &mut String) -> Option<Decoder> {
        if basic > 0 {
            out.push('-');
        }
        Some(Decoder {
            n: INITIAL_N,
            next_i: 0,
            basic,
            has: basic,
            total: u32::try_from(total).ok()?,
            bias: INITIAL_BIAS,
        })
    }

    /// Writes the delta that inserts `m` at place `i` among the characters
    /// the decoder has (`m` not below the last, and `i` after the last
    /// place if `m` is the same), and moves past it; `None` on an
    /// overflow.
    #[inline(always)]
    fn insert(&mut self, m: u32, i: u32, out: &mut String) -> Option<()> {
        // (`m > n` gives at least `has + 1` to take `next_i <= has` from;
        // `m == n` a later place, `i >= next_i`.)
        let delta = m
            .checked_sub(self.n)?
            .checked_mul(self.has + 1)?
            .checked_add(i)?
            .checked_sub(self.next_i)?;
        let first = self.has == self.basic;
        if first {
            push_integer_at_initial_bias(out, delta);
        } else {
            push_integer(out, delta, self.bias);
        }
        // (The bias after the last character is not needed.)
        if self.has + 1 < self.total {
            self.bias = adapt(delta, self.has + 1, first);
        }
        (self.n, self.next_i, self.has) = (m, i + 1, self.has + 1);
        Some(())
    }
}

/// The end of [`encode`] for a label of three non-ASCII characters or
/// more (or two, though [`encode_two`] takes those), once its basic
/// characters are written: the delimiter and the integers (by
/// [`encode_short`] for a label of at most [`SHORT_LABEL`] characters).
///
/// Each delta moves the [`Decoder`] to the next character in the sort:
/// its place `i'` is the number of characters before it that the decoder
/// already has, its position less the characters after it in the sort
/// that stand before it.
#[inline(never)]
fn encode_extended(label: &[char], out: &mut String) -> Option<()> {
    if label.len() <= SHORT_LABEL {
        return encode_short(label, out);
    }
    // On the stack: a host of many short labels calls this once a label.
    // Each non-ASCII character as `code point << 6 | position` (21 + 6
    // bits), so that sorting the keys sorts by code point, then position:
    // the order the decoder inserts in.
    let mut extended = [0u32; 63];
    let mut count = 0;
    for (at, &c) in (0u32..).zip(label) {
        if !c.is_ascii() {
            *extended.get_mut(count)? = (u32::from(c) << 6) | at;
            count += 1;
        }
    }
    let basic = u32::try_from(label.len() - count).ok()?;
    let mut decoder = Decoder::new(basic, label.len(), out)?;
    let extended = extended.get_mut(..count)?;
    if count <= 8 {
        // Insertion sort: the library's sort costs more than this for the
        // few characters of most labels.
        for i in 1..count {
            let mut j = i;
            while j > 0 && extended.get(j - 1) > extended.get(j) {
                extended.swap(j - 1, j);
                j -= 1;
            }
        }
    } else {
        extended.sort_unstable();
    }
    for (j, &key) in extended.iter().enumerate() {
        let (m, at) = (key >> 6, key & 63);
        let later = extended.get(j + 1..).unwrap_or_default();
        // (At most 63 later keys, each below `at` at most once: `at` is
        // the larger.)
        let i = at - u32::try_from(later.iter().filter(|&&k| k & 63 < at).count()).ok()?;
        decoder.insert(m, i, out)?;
    }
    Some(())
}

/// The end of the encoding of a label of `total` characters whose only
/// non-ASCII characters are `a` and `b` (each with its position, `a`
/// first), once its basic characters are written: the delimiter and two
/// integers, without the search of [`encode_short`]. (Two CJK characters
/// are the commonest IDN label; through that search, a host of them cost
/// `to_uri` 1.50 times a typical IRI's instructions a byte, and 1.16
/// times this way.)
///
/// The decoder inserts the smaller code point first (the earlier on a
/// tie), at its place among the basic characters: its position, less
/// one if the other non-ASCII character stands before it. The second
/// then has every character before it, so its place is its position.
fn encode_two(total: usize, a: (usize, char), b: (usize, char), out: &mut String) -> Option<()> {
    let (pa, pb) = (u32::try_from(a.0).ok()?, u32::try_from(b.0).ok()?);
    let (a, b) = (u32::from(a.1), u32::from(b.1));
    let (first, second) = if a <= b {
        ((a, pa), (b, pb))
    } else {
        ((b, pb.checked_sub(1)?), (a, pa))
    };
    let basic = u32::try_from(total.checked_sub(2)?).ok()?;
    let mut decoder = Decoder::new(basic, total, out)?;
    decoder.insert(first.0, first.1, out)?;
    decoder.insert(second.0, second.1, out)
}

/// The end of the encoding of a label whose only non-ASCII character is
/// `only`, at position `at` among `basic + 1` characters, once its
/// `basic` ASCII characters are written: the delimiter and the one
/// integer (see [`encode`]); `None` on an overflow.
#[inline(always)]
fn encode_after_basic(basic: usize, only: char, at: usize, out: &mut String) -> Option<()> {
    let mut decoder = Decoder::new(u32::try_from(basic).ok()?, basic + 1, out)?;
    decoder.insert(u32::from(only), u32::try_from(at).ok()?, out)
}

/// [`encode`], with the labels of one or two characters (`ü`, `bü`, two
/// CJK or Arabic letters: the shortest labels, whose cost per byte is the
/// highest) in closed form, without the encoder's search for their
/// non-ASCII characters. Inlined into its caller (UTS 46's one pass,
/// which runs it once a label), so that these labels do not pay
/// `encode`'s call and frame either. A test compares it with `encode` and
/// the RFC's loop.
#[cfg(feature = "idna")]
#[inline(always)]
pub(crate) fn encode_label(label: &[char], out: &mut String) -> Option<()> {
    match *label {
        [only] if !only.is_ascii() => encode_one_alone(only, out),
        [a, b] if !a.is_ascii() && !b.is_ascii() => encode_two_alone(a, b, out),
        [a, b] => encode_two_mixed(a, b, out),
        _ => encode(label, out),
    }
}

/// [`encode`] of a label that is the one non-ASCII character `only`: its
/// delta, without the search for it.
#[cfg(feature = "idna")]
fn encode_one_alone(only: char, out: &mut String) -> Option<()> {
    encode_after_basic(0, only, 0, out)
}

/// [`encode`] of a label of two characters, `a` then `b`, neither ASCII:
/// [`encode_two`] without the search for them.
#[cfg(feature = "idna")]
fn encode_two_alone(a: char, b: char, out: &mut String) -> Option<()> {
    encode_two(2, (0, a), (1, b), out)
}

/// [`encode`] of a label of two characters, `a` then `b`, one of them
/// ASCII: the basic one, then the other's delta, without the search for
/// them.
#[cfg(feature = "idna")]
fn encode_two_mixed(a: char, b: char, out: &mut String) -> Option<()> {
    match (a.is_ascii(), b.is_ascii()) {
        (true, false) => {
            out.push(a);
            encode_after_basic(1, b, 1, out)
        }
        (false, true) => {
            out.push(b);
            encode_after_basic(1, a, 0, out)
        }
        _ => encode(&[a, b], out),
    }
}

/// The plain twin of [`encode`]: RFC 3492 §6.3's loop as written, one
/// pass over the label per code point (any length; checked arithmetic).
#[cfg(test)]
pub(crate) fn encode_plain(label: &[char]) -> Option<String> {
    let mut out: String = label.iter().filter(|c| c.is_ascii()).collect();
    let basic = u32::try_from(out.len()).ok()?;
    let len = u32::try_from(label.len()).ok()?;
    if basic > 0 {
        out.push('-');
    }
    let (mut n, mut delta, mut bias, mut h) = (INITIAL_N, 0u32, INITIAL_BIAS, basic);
    while h < len {
        let m = label
            .iter()
            .map(|&c| u32::from(c))
            .filter(|&c| c >= n)
            .min()?;
        delta = delta.checked_add((m - n).checked_mul(h + 1)?)?;
        n = m;
        for &c in label {
            let c = u32::from(c);
            if c < n {
                delta = delta.checked_add(1)?;
            }
            if c == n {
                push_integer(&mut out, delta, bias);
                bias = adapt(delta, h + 1, h == basic);
                delta = 0;
                h += 1;
            }
        }
        delta = delta.checked_add(1)?;
        n = n.checked_add(1)?;
    }
    Some(out)
}

/// Writes `q` as a generalized variable-length integer (RFC 3492 §3.3).
///
/// Inlined: as a call, its frame was a fifth of its cost for the second
/// character of a two-character label (85 instructions for two digits).
#[cfg_attr(not(feature = "idna"), allow(dead_code))]
#[inline(always)]
fn push_integer(out: &mut String, mut q: u32, bias: u32) {
    let mut k = BASE;
    loop {
        let t = threshold(k, bias);
        if q < t {
            push_digit(out, q);
            return;
        }
        let (quotient, remainder) = div_small(q - t, BASE - t);
        push_digit(out, t + remainder);
        q = quotient;
        k += BASE;
    }
}

/// [`push_integer`] with the initial bias (72), that of a label's first
/// non-ASCII character: the thresholds are then `TMIN` for the first two
/// digits and `TMAX` after (RFC 3492 §6.3), so the divisors are the
/// constants 35 and 10 (a multiplication each). The plain twin is
/// [`push_integer`]; a test compares them.
#[inline(always)]
fn push_integer_at_initial_bias(out: &mut String, mut q: u32) {
    for _ in 0..2 {
        if q < TMIN {
            push_digit(out, q);
            return;
        }
        let v = q - TMIN;
        push_digit(out, TMIN + v % (BASE - TMIN));
        q = v / (BASE - TMIN);
    }
    loop {
        if q < TMAX {
            push_digit(out, q);
            return;
        }
        let v = q - TMAX;
        push_digit(out, TMAX + v % (BASE - TMAX));
        q = v / (BASE - TMAX);
    }
}

/// `floor(2^40 / d) + 1` for each divisor `d` of [`div_small`].
// Indexing in a const block (`get_mut` is not const): `d < 65`, the length.
#[allow(clippy::indexing_slicing)]
const RECIPROCALS: [u64; 65] = {
    let mut r = [0u64; 65];
    let mut d = 1;
    while d < 65 {
        r[d] = (1u64 << 40) / d as u64 + 1;
        d += 1;
    }
    r
};

/// `(q / d, q % d)` for the divisors of Punycode: a digit base
/// `BASE - t` (10 to 35) and the number of code points (1 to 64 in an
/// A-label).
///
/// A hardware division takes tens of cycles, and each digit and each
/// character of an A-label took one: for `q < 2^27` (every delta of a
/// label of at most 63 characters: at most 0x10FFFF times 64) and
/// `1 <= d <= 64`, this multiplies by `m = floor(2^40 / d) + 1` instead.
/// `q * m / 2^40` exceeds `q / d` by less than `q / 2^40 < 2^-13`, less
/// than the `1 / d` that would carry it past the next integer, so the
/// floor is exact. Other `q` and `d` divide.
fn div_small(q: u32, d: u32) -> (u32, u32) {
    match RECIPROCALS.get(d as usize) {
        Some(&m) if q < 1 << 27 && d > 0 => {
            // INVARIANT: q < 2^27 and m <= 2^40 + 1, so the product fits a
            // u128 (one 64 x 64 -> 128-bit multiply), and the quotient is at
            // most q.
            let quotient =
                u32::try_from((u128::from(q) * u128::from(m)) >> 40).unwrap_or_else(|_| q / d);
            (quotient, q - quotient * d)
        }
        _ => (q / d, q % d),
    }
}

/// Appends the digit for a value `0..36`: `a`-`z` for 0-25, `0`-`9` for
/// 26-35 (lowercase, as IDNA writes A-labels).
///
/// The byte is masked to seven bits so that the compiler knows the
/// `char` is ASCII, and it is written as the one-byte string its UTF-8
/// is: a store, where `String::push` has a branch for each UTF-8 length.
/// The compiler inlined `push` and dropped those branches only as long as
/// the code around it stayed the same: it stopped when the one pass got
/// its second form (`uts46::maps_to_itself`, for `to_iri`), and each
/// digit was a call (`ü.` 284 to 300 instructions a label, Arabic pairs
/// 540 to 574, callgrind). Before that, a one-byte slice of a `&str` of
/// the digits had done as well only while the compiler proved its UTF-8
/// boundaries from the constant's bytes (`ü.` 285 to 309 when it
/// stopped).
#[inline(always)]
fn push_digit(out: &mut String, d: u32) {
    if let Some(&byte) = DIGITS.get(d as usize) {
        let mut utf8 = [0u8; 4];
        out.push_str(char::from(byte & 0x7F).encode_utf8(&mut utf8));
    }
}

/// The Punycode digits, in order of value.
const DIGITS: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";

/// `t(k)` of RFC 3492 §6.2: clamped to `tmin..=tmax`.
fn threshold(k: u32, bias: u32) -> u32 {
    k.saturating_sub(bias).clamp(TMIN, TMAX)
}

/// Bias adaptation, RFC 3492 §6.1.
///
/// It runs once a character, so its two divisions by a variable are
/// replaced: `delta / points` by [`div_small`], and the last step, whose
/// `delta` is at most 455 there, by the table [`ADAPT_LAST`].
/// [`adapt_plain`] is the RFC's text; a test compares them.
fn adapt(delta: u32, points: u32, first: bool) -> u32 {
    let mut delta = if first { delta / DAMP } else { delta / 2 };
    delta += div_small(delta, points).0;
    let mut k = 0;
    while delta > ((BASE - TMIN) * TMAX) / 2 {
        delta /= BASE - TMIN;
        k += BASE;
    }
    // INVARIANT: delta <= 455 after the loop, the table's last index.
    k + ADAPT_LAST
        .get(delta as usize)
        .map_or((BASE - TMIN + 1) * delta / (delta + SKEW), |&v| {
            u32::from(v)
        })
}

/// `((BASE - TMIN + 1) * d) / (d + SKEW)` for `d` in `0..=455`, the last
/// step of [`adapt`] (every value is below 36).
// Indexing in a const block (`get_mut` is not const): `d < 456`, the length.
#[allow(clippy::indexing_slicing)]
const ADAPT_LAST: [u8; 456] = {
    let mut t = [0u8; 456];
    let mut d = 0;
    while d < 456 {
        t[d] = ((BASE - TMIN + 1) * d as u32 / (d as u32 + SKEW)) as u8;
        d += 1;
    }
    t
};

/// RFC 3492 §6.1 as written: the plain twin of [`adapt`].
#[cfg(test)]
fn adapt_plain(delta: u32, points: u32, first: bool) -> u32 {
    let mut delta = if first { delta / DAMP } else { delta / 2 };
    delta += delta / points;
    let mut k = 0;
    while delta > ((BASE - TMIN) * TMAX) / 2 {
        delta /= BASE - TMIN;
        k += BASE;
    }
    k + (BASE - TMIN + 1) * delta / (delta + SKEW)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    fn enc(s: &str) -> Option<String> {
        let label: Vec<char> = s.chars().collect();
        let mut out = String::new();
        encode(&label, &mut out).map(|()| out)
    }

    /// RFC 3492 §7.1's samples that fit a DNS label, and IDNA's own.
    #[test]
    fn encoder_gives_the_rfc_samples() {
        for (u, a) in [
            ("bücher", "bcher-kva"),
            ("ü", "tda"),
            ("ab--ü", "ab---3ra"),
            ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
            (
                "почемужеонинеговорятпорусски",
                "b1abfaaepdrnnbgefbadotcwatmq2g4l",
            ),
            ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
            ("ひとつ屋根の下2", "2-u9tlzr9756bt3uc0v"),
        ] {
            assert_eq!(enc(u).as_deref(), Some(a), "{u}");
            assert_eq!(
                encode_plain(&u.chars().collect::<Vec<_>>()).as_deref(),
                Some(a)
            );
            assert_eq!(decode(a).as_deref(), Ok(u));
        }
        assert!(enc(&"ü".repeat(64)).is_none());
        assert!(enc(&"ü".repeat(63)).is_some());
    }

    /// The reciprocal division against the hardware's: every `q` below
    /// 2^16 and a stride through the rest of its range, for every divisor.
    #[test]
    fn adapt_matches_its_plain_twin_on_every_small_delta() {
        for delta in 0..200_000 {
            for points in 1..=64 {
                for first in [false, true] {
                    assert_eq!(
                        adapt(delta, points, first),
                        adapt_plain(delta, points, first)
                    );
                }
            }
        }
    }

    #[test]
    fn division_by_reciprocal_is_exact() {
        for d in 1..=64 {
            let qs = (0..1 << 16).chain((1 << 16..1 << 27).step_by(997)).chain([
                (1 << 27) - 1,
                1 << 27,
                u32::MAX,
            ]);
            for q in qs {
                assert_eq!(div_small(q, d), (q / d, q % d), "{q} / {d}");
            }
        }
    }

    /// [`encode`] of `label` is what the RFC's loop writes, and the
    /// decoder gives `label` back from it.
    fn agrees_with_the_plain_twin(
        label: &[char],
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        let mut fast = String::new();
        proptest::prop_assert!(encode(label, &mut fast).is_some());
        proptest::prop_assert_eq!(Some(fast.clone()), encode_plain(label));
        if !label.iter().all(char::is_ascii) {
            let back: String = label.iter().collect();
            proptest::prop_assert_eq!(decode_up_to_63(&fast), Ok(back));
        }
        Ok(())
    }

    /// A non-ASCII character, often one of a few neighbours (so that two
    /// are often equal, or next to each other).
    fn non_ascii() -> impl proptest::strategy::Strategy<Value = char> {
        proptest::prop_oneof![
            proptest::char::range('\u{80}', '\u{82}'),
            proptest::char::range('\u{627}', '\u{629}'),
            proptest::char::range('\u{80}', '\u{10FFFF}'),
        ]
    }

    proptest::proptest! {
        #[test]
        fn division_by_reciprocal_is_exact_anywhere(q in 0u32..1 << 27, d in 1u32..=64) {
            proptest::prop_assert_eq!(div_small(q, d), (q / d, q % d));
        }

        /// `adapt` with its table and reciprocals, against the RFC's text,
        /// for any delta and point count.
        #[test]
        fn adapt_matches_its_plain_twin(delta in proptest::prop_oneof![0u32..100_000, proptest::num::u32::ANY], points in 1u32..200, first: bool) {
            proptest::prop_assert_eq!(adapt(delta, points, first), adapt_plain(delta, points, first));
        }

        /// The integers of a first character, with their twin.
        #[test]
        fn integers_at_the_initial_bias_match_the_general_writer(q in proptest::prop_oneof![0u32..100_000, proptest::num::u32::ANY]) {
            let (mut fast, mut plain) = (String::new(), String::new());
            push_integer_at_initial_bias(&mut fast, q);
            push_integer(&mut plain, q, INITIAL_BIAS);
            proptest::prop_assert_eq!(fast, plain);
        }

        /// The path for one non-ASCII character (at any place among ASCII
        /// ones) and the RFC's loop agree, and decode undoes it.
        #[test]
        fn one_character_path_matches_the_plain_twin(
            before in "[a-z0-9-]{0,30}",
            c in non_ascii(),
            after in "[a-z0-9-]{0,30}",
        ) {
            let label: Vec<char> = before.chars().chain([c]).chain(after.chars()).collect();
            agrees_with_the_plain_twin(&label)?;
        }

        /// The scanning encoder of short labels and the RFC's loop agree
        /// (every label of at most six characters, three non-ASCII or
        /// more, takes it; two take the closed form), and decode undoes
        /// it.
        #[test]
        fn short_label_path_matches_the_plain_twin(
            label in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::char::range('a', 'c'),
                    proptest::char::range('\u{80}', '\u{83}'),
                    proptest::char::range('\u{627}', '\u{62A}'),
                    proptest::char::any(),
                ],
                2..=SHORT_LABEL,
            )
        ) {
            agrees_with_the_plain_twin(&label)?;
        }

        /// The closed form for two non-ASCII characters (at any places
        /// among ASCII ones, in either order, equal or not) and the RFC's
        /// loop agree, and decode undoes it.
        #[test]
        fn two_character_path_matches_the_plain_twin(
            before in "[a-z0-9-]{0,20}",
            a in non_ascii(),
            middle in "[a-z0-9-]{0,20}",
            b in non_ascii(),
            after in "[a-z0-9-]{0,20}",
        ) {
            let label: Vec<char> = before.chars().chain([a]).chain(middle.chars()).chain([b]).chain(after.chars()).collect();
            agrees_with_the_plain_twin(&label)?;
        }

        /// Labels of one or two characters (non-ASCII, or one of each), as the one
        /// pass of UTS 46 encodes them, and the RFC's loop agree.
        #[cfg(feature = "idna")]
        #[test]
        fn labels_of_non_ascii_characters_alone_match_the_plain_twin(a in non_ascii(), b in non_ascii()) {
            for label in [&[a][..], &[a, b], &['x', b], &[a, '0']] {
                let mut fast = String::new();
                encode_label(label, &mut fast);
                proptest::prop_assert_eq!(Some(fast), encode_plain(label));
            }
        }

        /// The sorting encoder and the RFC's loop agree, and decode undoes
        /// them.
        #[test]
        fn encoder_matches_its_plain_twin(
            label in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::char::range('a', 'z'),
                    proptest::char::range('\u{80}', '\u{2FF}'),
                    proptest::char::range('\u{4E00}', '\u{4E3F}'),
                    proptest::char::any(),
                ],
                0..=63,
            )
        ) {
            agrees_with_the_plain_twin(&label)?;
        }
    }

    #[cfg(feature = "idna")]
    #[test]
    fn labels_of_one_or_two_characters_alone_match_the_encoder() {
        let chars = [
            '\u{80}',
            'ü',
            'ß',
            '\u{627}',
            '\u{628}',
            '一',
            '二',
            '\u{FFFD}',
            '\u{1F600}',
            '\u{10FFFF}',
        ];
        // `encode_label` against `encode` and the RFC's loop.
        let agree = |label: &[char]| {
            let (mut fast, mut general) = (String::new(), String::new());
            assert_eq!(
                encode_label(label, &mut fast),
                encode(label, &mut general),
                "{label:?}"
            );
            assert_eq!(fast, general, "{label:?}");
            assert_eq!(Some(fast), encode_plain(label), "{label:?}");
        };
        for &a in &chars {
            agree(&[a]);
            for &b in &chars {
                agree(&[a, b]);
                // With an ASCII character before or after, and three.
                for (x, y) in [('b', a), (a, 'b'), ('-', b), (b, '0')] {
                    agree(&[x, y]);
                    agree(&[x, y, a]);
                }
            }
        }
    }

    #[test]
    fn rfc3492_and_common_labels() {
        // RFC 3492 §7.1 (A) Arabic (Egyptian) and (L) "3年B組金八先生".
        assert_eq!(
            decode("egbpdaj6bu4bxfgehfvwxn"),
            Ok("\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}".into())
        );
        assert_eq!(
            decode("3B-ww4c5e180e575a65lsy2b"),
            Ok("3年B組金八先生".into())
        );
        assert_eq!(decode("bcher-kva"), Ok("bücher".into()));
        assert_eq!(decode("fsq"), Ok("例".into()));
        assert_eq!(decode("example-"), Err(Bad::AsciiOnly));
        assert_eq!(decode(""), Err(Bad::AsciiOnly));
        assert_eq!(decode("zz"), Err(Bad::Invalid));
        assert_eq!(decode("99999999"), Err(Bad::Invalid));
        assert_eq!(decode("ü-kva"), Err(Bad::Invalid));
        assert_eq!(decode(&"a".repeat(60)), Err(Bad::TooLong));
    }

    #[test]
    fn never_panics_on_any_short_label() {
        let alphabet = b"a9z0-A";
        for len in 0..5u32 {
            for mut x in 0..alphabet.len().pow(len) {
                let mut s = String::new();
                for _ in 0..len {
                    s.push(char::from(alphabet[x % alphabet.len()]));
                    x /= alphabet.len();
                }
                let _ = decode(&s);
            }
        }
    }
}
