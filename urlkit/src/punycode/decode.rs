//! The decoder of RFC 3492 §6.2 (the encoder of §6.3 is the parent
//! module's): a label decoded into a stack buffer of 63 characters.

use alloc::string::String;

use super::{adapt, div_small, threshold, BASE, INITIAL_BIAS, INITIAL_N, MAX_LABEL};

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
    decode_up_to_63(input)
}

/// [`decode`] of an A-label of any length whose Unicode form has at most
/// 63 characters ([`Bad::TooLong`] for a longer one): the A-labels that
/// [`encode`] writes, which can be longer than 63 octets (a character
/// takes up to seven digits). The insertions stay bounded by 63 squared,
/// and each character's digits by the overflow check.
pub(crate) fn decode_up_to_63(input: &str) -> Result<String, Bad> {
    let mut label = Decoded::new();
    decode_label(input.as_bytes(), &mut label)?;
    Ok(label.chars().iter().collect())
}

/// A label of at most [`MAX_LABEL`] characters decoded on the stack, so
/// that a host of many short A-labels is decoded without an allocation a
/// label.
#[derive(Debug)]
pub(crate) struct Decoded {
    chars: [char; MAX_LABEL],
    len: usize,
}

impl Decoded {
    /// Room for a label (one for a whole host: [`decode_label`] writes
    /// over it).
    pub(crate) fn new() -> Decoded {
        Decoded {
            chars: ['\0'; MAX_LABEL],
            len: 0,
        }
    }

    /// The label's characters.
    pub(crate) fn chars(&self) -> &[char] {
        self.chars.get(..self.len).unwrap_or_default()
    }
}

/// RFC 3492 §6.2's decoder, into `out` (whatever it held), for
/// [`decode_up_to_63`] and for callers that want the characters.
///
/// The label is read as bytes (any that are not ASCII make it invalid):
/// a caller that splits a host at its dots need not check where UTF-8
/// characters begin.
pub(crate) fn decode_label(input: &[u8], out: &mut Decoded) -> Result<(), Bad> {
    // RFC 3492 §6.2: the delimiter is consumed only when code points come
    // before it; a leading `-` is read as a digit (and refused). (Found
    // by a byte loop: `rfind` calls `memrchr`, 111 instructions of a short
    // label's 400.)
    let (basic, extended): (&[u8], &[u8]) = match input.iter().rposition(|&b| b == b'-') {
        Some(at) if at > 0 => (
            input.get(..at).unwrap_or_default(),
            input.get(at + 1..).unwrap_or_default(),
        ),
        _ => (&[], input),
    };
    if !basic.is_ascii() {
        return Err(Bad::Invalid);
    }
    // `len` counts the basic characters even beyond 63, where none is
    // kept: the first insertion is then refused.
    out.len = basic.len();
    if let Some(slots) = out.chars.get_mut(..basic.len()) {
        for (slot, &b) in slots.iter_mut().zip(basic) {
            *slot = char::from(b);
        }
    }
    let (mut n, mut bias, mut i) = (INITIAL_N, INITIAL_BIAS, 0u32);
    let mut digits = extended.iter().copied().peekable();
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
        let len = u32::try_from(out.len + 1).map_err(|_| Bad::Invalid)?;
        bias = adapt(i - old_i, len, old_i == 0);
        // (By the reciprocal: two hardware divisions a character took
        // as long as the rest of a short label's decoding.)
        let (over, place) = div_small(i, len);
        n = n.checked_add(over).ok_or(Bad::Invalid)?;
        i = place;
        let c = char::from_u32(n).ok_or(Bad::Invalid)?;
        let at = usize::try_from(i).map_err(|_| Bad::Invalid)?;
        if at > out.len {
            return Err(Bad::Invalid);
        }
        if out.len >= MAX_LABEL {
            return Err(Bad::TooLong);
        }
        // Insert `c` at `at`: the characters from there move up one (a
        // loop the compiler inlines; `rotate_right` was a call, 35
        // instructions an insertion).
        if let Some(tail) = out.chars.get_mut(at..=out.len) {
            let mut carry = c;
            for slot in tail {
                carry = core::mem::replace(slot, carry);
            }
        }
        out.len += 1;
        i += 1;
    }
    // (Over 63 basic characters, none kept: ASCII only, as nothing was
    // inserted.)
    if out.chars().iter().all(char::is_ascii) {
        return Err(Bad::AsciiOnly);
    }
    Ok(())
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
