//! A punycode decoder (RFC 3492 §6.2), only for looking inside `xn--`
//! labels: the lint never converts host names, it only reports what an
//! IDNA-aware consumer would see.

use alloc::string::String;
use alloc::vec::Vec;

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

/// Why a label is not what an IDNA encoder writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bad {
    /// Longer than a DNS label: not decoded.
    TooLong,
    /// Not a punycode string (bad digit, overflow, out-of-range code point).
    Invalid,
    /// Decodes to nothing but ASCII, which IDNA never encodes
    /// (RFC 5891 §4.4): some decoders read it as the plain name.
    AsciiOnly,
}

/// Decodes the part of an ACE label after `xn--` (RFC 3492 §6.2).
pub(crate) fn decode(input: &str) -> Result<String, Bad> {
    if input.len() + 4 > MAX_LABEL {
        return Err(Bad::TooLong);
    }
    let (basic, extended) = match input.rfind('-') {
        Some(at) => (
            input.get(..at).unwrap_or(""),
            input.get(at + 1..).unwrap_or(""),
        ),
        None => ("", input),
    };
    if !basic.is_ascii() {
        return Err(Bad::Invalid);
    }
    let mut out: Vec<char> = basic.chars().collect();
    let (mut n, mut bias, mut i) = (INITIAL_N, INITIAL_BIAS, 0u32);
    let mut digits = extended.bytes().peekable();
    while digits.peek().is_some() {
        let old_i = i;
        let mut w = 1u32;
        let mut k = BASE;
        loop {
            let digit = digits.next().and_then(digit_value).ok_or(Bad::Invalid)?;
            i = digit
                .checked_mul(w)
                .and_then(|d| i.checked_add(d))
                .ok_or(Bad::Invalid)?;
            let t = threshold(k, bias);
            if digit < t {
                break;
            }
            w = w.checked_mul(BASE - t).ok_or(Bad::Invalid)?;
            k = k.checked_add(BASE).ok_or(Bad::Invalid)?;
        }
        let len = u32::try_from(out.len() + 1).map_err(|_| Bad::Invalid)?;
        bias = adapt(i - old_i, len, old_i == 0);
        n = n.checked_add(i / len).ok_or(Bad::Invalid)?;
        i %= len;
        let c = char::from_u32(n).ok_or(Bad::Invalid)?;
        let at = usize::try_from(i).map_err(|_| Bad::Invalid)?;
        if at > out.len() || out.len() >= MAX_LABEL {
            return Err(Bad::Invalid);
        }
        out.insert(at, c);
        i += 1;
    }
    if out.iter().all(char::is_ascii) {
        return Err(Bad::AsciiOnly);
    }
    Ok(out.into_iter().collect())
}

/// `t(k)` of RFC 3492 §6.2: clamped to `tmin..=tmax`.
fn threshold(k: u32, bias: u32) -> u32 {
    k.saturating_sub(bias).clamp(TMIN, TMAX)
}

/// The value of a punycode digit: `a-z`/`A-Z` are 0-25, `0-9` are 26-35.
fn digit_value(b: u8) -> Option<u32> {
    match b {
        b'a'..=b'z' => Some(u32::from(b - b'a')),
        b'A'..=b'Z' => Some(u32::from(b - b'A')),
        b'0'..=b'9' => Some(u32::from(b - b'0') + 26),
        _ => None,
    }
}

/// Bias adaptation, RFC 3492 §6.1.
fn adapt(delta: u32, points: u32, first: bool) -> u32 {
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
