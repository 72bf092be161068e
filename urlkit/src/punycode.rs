//! Punycode (RFC 3492) decoding of one `xn--` label, for the lint, which
//! looks inside such labels (it never converts host names; it reports what
//! an IDNA-aware consumer would see).
//!
//! With the `idna` feature the decoding is the `idna` crate's; without it,
//! the few lines of RFC 3492 §6.2 below, so that the lint works in the
//! smallest build too. (A test compares the two.) Host names themselves
//! are converted only by `crate::idna`, which is the crate's UTS 46.

use alloc::string::String;

/// The longest label decoded: a DNS label has at most 63 octets (RFC 1034
/// §3.1). Refusing longer ones before decoding keeps the decoder's
/// insertions, whose cost grows with the square of the label's length,
/// bounded (docs/security.md row 24).
const MAX_LABEL: usize = 63;

/// Why a label is not what an IDNA encoder writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bad {
    /// Longer than a DNS label: not decoded.
    TooLong,
    /// Not a Punycode string (bad digit, overflow, out-of-range code point).
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
    let decoded = decode_any_length(input).ok_or(Bad::Invalid)?;
    if decoded.is_ascii() {
        return Err(Bad::AsciiOnly);
    }
    Ok(decoded)
}

/// RFC 3492 §6.2's decoding, with the `idna` crate.
#[cfg(feature = "idna")]
fn decode_any_length(input: &str) -> Option<String> {
    idna::punycode::decode_to_string(input)
}

#[cfg(not(feature = "idna"))]
fn decode_any_length(input: &str) -> Option<String> {
    rfc3492::decode(input)
}

/// RFC 3492 §6.2 as written, for the build without the `idna` crate (and
/// for the test that compares it with the crate's decoder).
#[cfg(any(not(feature = "idna"), test))]
mod rfc3492 {
    use alloc::string::String;
    use alloc::vec::Vec;

    /// RFC 3492 §5's parameters.
    const BASE: u32 = 36;
    const TMIN: u32 = 1;
    const TMAX: u32 = 26;
    const SKEW: u32 = 38;
    const DAMP: u32 = 700;
    const INITIAL_BIAS: u32 = 72;
    const INITIAL_N: u32 = 128;

    /// The decoding of `input` (without `xn--`), `None` where it is no
    /// Punycode: a digit that is not one, a delta cut short, an overflow
    /// of the 32-bit arithmetic (§6.4), or a code point that is no
    /// character.
    pub(super) fn decode(input: &str) -> Option<String> {
        // The basic code points come before the last delimiter, if any
        // comes after at least one of them (a `-` first is a digit, and
        // so is refused).
        let (basic, extended) = match input.rfind('-') {
            Some(at) if at > 0 => (input.get(..at)?, input.get(at + 1..)?),
            _ => ("", input),
        };
        if !basic.is_ascii() {
            return None;
        }
        let mut output: Vec<char> = basic.chars().collect();
        let (mut n, mut bias, mut i) = (INITIAL_N, INITIAL_BIAS, 0u32);
        let mut digits = extended.bytes().peekable();
        while digits.peek().is_some() {
            let old_i = i;
            let mut w = 1u32;
            let mut k = BASE;
            loop {
                let digit = digit_value(digits.next()?)?;
                i = i.checked_add(digit.checked_mul(w)?)?;
                let t = threshold(k, bias);
                if digit < t {
                    break;
                }
                w = w.checked_mul(BASE - t)?;
                k += BASE;
            }
            let len = u32::try_from(output.len() + 1).ok()?;
            bias = adapt(i - old_i, len, old_i == 0);
            n = n.checked_add(i / len)?;
            i %= len;
            output.insert(usize::try_from(i).ok()?, char::from_u32(n)?);
            i += 1;
        }
        Some(output.into_iter().collect())
    }

    /// The value of a digit: `a-z` and `A-Z` are 0 to 25, `0-9` 26 to 35.
    fn digit_value(b: u8) -> Option<u32> {
        match b {
            b'a'..=b'z' => Some(u32::from(b - b'a')),
            b'A'..=b'Z' => Some(u32::from(b - b'A')),
            b'0'..=b'9' => Some(u32::from(b - b'0') + 26),
            _ => None,
        }
    }

    /// The threshold of digit position `k` (§6.2: `t = k - bias`, clamped
    /// to `tmin..=tmax`).
    fn threshold(k: u32, bias: u32) -> u32 {
        k.saturating_sub(bias).clamp(TMIN, TMAX)
    }

    /// Bias adaptation (§6.1).
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 3492 §7.1's samples that fit a DNS label, and IDNA's own.
    #[test]
    fn decodes_the_rfc_samples() {
        for (u, a) in [
            ("bücher", "bcher-kva"),
            ("ü", "tda"),
            ("ab--ü", "ab---3ra"),
            ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
            ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
            ("ひとつ屋根の下2", "2-u9tlzr9756bt3uc0v"),
        ] {
            assert_eq!(decode(a).as_deref(), Ok(u), "{a}");
            assert_eq!(rfc3492::decode(a).as_deref(), Some(u), "{a}");
        }
        assert_eq!(decode("abc-"), Err(Bad::AsciiOnly));
        assert_eq!(decode("-tda"), Err(Bad::Invalid));
        assert_eq!(decode("a!"), Err(Bad::Invalid));
        assert_eq!(decode("99999999999"), Err(Bad::Invalid));
        assert_eq!(decode(&"a".repeat(60)), Err(Bad::TooLong));
    }

    #[cfg(feature = "idna")]
    proptest::proptest! {
        /// The decoder of the build without `idna` gives what the crate's
        /// gives, on Punycode of any label and on strings of digits,
        /// delimiters and other bytes.
        #[test]
        fn the_small_decoder_matches_the_idna_crate(
            input in proptest::prop_oneof![
                "[a-zA-Z0-9-]{0,40}",
                "[a-z0-9ü!-]{0,12}",
                proptest::strategy::Strategy::prop_map("\\PC{0,8}", |s| idna::punycode::encode_str(&s).unwrap_or_default()),
            ]
        ) {
            proptest::prop_assert_eq!(rfc3492::decode(&input), idna::punycode::decode_to_string(&input));
        }
    }
}
