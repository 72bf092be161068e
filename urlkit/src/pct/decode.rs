//! Percent-decoding (RFC 3986 §2.1, §2.4).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::error::{DecodeError, DecodeErrorKind};
use crate::table::triplet;

/// Decodes `input`, turning `%XX` into its octet and, when `plus` is set,
/// `+` into a space. A bad escape is kept as it is when `lossy`, an error
/// otherwise.
fn decode_with(input: &str, plus: bool, lossy: bool) -> Result<Cow<'_, [u8]>, DecodeError> {
    decode_bytes(input.as_bytes(), plus, lossy)
}

/// Decodes every `%XX` of `bytes` once, keeping a bad escape and every
/// other byte as they are: for text that may already have been decoded
/// once (the lint looks for double encodings), so not always UTF-8.
pub(crate) fn decode_bytes_lossy(bytes: &[u8]) -> Cow<'_, [u8]> {
    decode_bytes(bytes, false, true).unwrap_or(Cow::Borrowed(bytes))
}

/// [`decode_bytes_lossy`], appended to `out` (no allocation once `out`
/// is large enough).
pub(crate) fn push_decoded_lossy(bytes: &[u8], out: &mut Vec<u8>) {
    // Lossy decoding never fails.
    let _ = decode_run(bytes, 0, false, true, out);
}

/// [`decode_with`] over bytes.
fn decode_bytes(bytes: &[u8], plus: bool, lossy: bool) -> Result<Cow<'_, [u8]>, DecodeError> {
    let first = bytes.iter().position(|&b| b == b'%' || (plus && b == b'+'));
    let Some(first) = first else {
        return Ok(Cow::Borrowed(bytes));
    };
    let mut out = Vec::with_capacity(bytes.len());
    decode_run(bytes, first, plus, lossy, &mut out)?;
    Ok(Cow::Owned(out))
}

/// Appends the decoding of `bytes` to `out`; `bytes[..first]` holds
/// nothing to decode and is copied as it is. The one decoding loop of
/// [`decode_bytes`] and of the `_into` functions.
fn decode_run(
    bytes: &[u8],
    first: usize,
    plus: bool,
    lossy: bool,
    out: &mut Vec<u8>,
) -> Result<(), DecodeError> {
    out.extend_from_slice(bytes.get(..first).unwrap_or_default());
    let mut i = first;
    // INVARIANT: `out` ends with the decoding of `bytes[..i]`; `i` only
    // grows.
    while let Some(&b) = bytes.get(i) {
        match b {
            b'%' => match triplet(bytes, i) {
                Some(octet) => {
                    out.push(octet);
                    i += 3;
                }
                None if lossy => {
                    out.push(b'%');
                    i += 1;
                }
                None => return Err(DecodeError::new(DecodeErrorKind::InvalidPercentEncoding, i)),
            },
            b'+' if plus => {
                out.push(b' ');
                i += 1;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    Ok(())
}

/// Decodes every `%XX` of `input` into its octet (§2.1), keeping every
/// other byte as it is.
///
/// Borrows `input` when it holds no `%`. `+` is not a space here: that is
/// [`decode_form`]'s rule, not RFC 3986's.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// assert_eq!(&*pct::decode("a%2Fb+c")?, b"a/b+c");
/// assert_eq!(&*pct::decode("%FF%00")?, b"\xFF\x00");
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// [`DecodeErrorKind::InvalidPercentEncoding`] at the first `%` not followed
/// by two hexadecimal digits.
pub fn decode(input: &str) -> Result<Cow<'_, [u8]>, DecodeError> {
    decode_with(input, false, false)
}

/// Decodes like [`decode`], then requires the octets to be UTF-8.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// assert_eq!(pct::decode_utf8("%E2%82%AC%20100")?, "€ 100");
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// [`DecodeErrorKind::InvalidPercentEncoding`] for a bad escape;
/// [`DecodeErrorKind::InvalidUtf8`] at the start, in `input`, of the first
/// octet sequence that is not UTF-8.
pub fn decode_utf8(input: &str) -> Result<Cow<'_, str>, DecodeError> {
    to_utf8(input, decode_with(input, false, false)?)
}

/// Decodes `application/x-www-form-urlencoded` text: `+` is a space and
/// `%XX` an octet, and the result must be UTF-8.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// assert_eq!(pct::decode_form("a+b%2Bc")?, "a b+c");
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// As [`decode_utf8`].
pub fn decode_form(input: &str) -> Result<Cow<'_, str>, DecodeError> {
    to_utf8(input, decode_with(input, true, false)?)
}

/// Decodes like [`decode_utf8`] into `out`, a buffer the caller reuses
/// (cleared first), and gives the text: no allocation once `out` is large
/// enough, where [`decode_utf8`] allocates for every input it changes.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// let mut buf = Vec::new();
/// assert_eq!(pct::decode_utf8_into("%E2%82%AC%20100", &mut buf)?, "€ 100");
/// assert_eq!(pct::decode_utf8_into("a+b", &mut buf)?, "a+b");
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// As [`decode_utf8`] (the same kind at the same index).
pub fn decode_utf8_into<'o>(input: &str, out: &'o mut Vec<u8>) -> Result<&'o str, DecodeError> {
    utf8_into(input, false, out)
}

/// Decodes like [`decode_form`] (`+` is a space) into `out`, a buffer the
/// caller reuses (cleared first), and gives the text; see
/// [`decode_utf8_into`].
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// let mut buf = Vec::new();
/// assert_eq!(pct::decode_form_into("a+b%2Bc", &mut buf)?, "a b+c");
/// # Ok::<_, urlkit::pct::DecodeError>(())
/// ```
///
/// # Errors
///
/// As [`decode_form`] (the same kind at the same index).
pub fn decode_form_into<'o>(input: &str, out: &'o mut Vec<u8>) -> Result<&'o str, DecodeError> {
    utf8_into(input, true, out)
}

/// [`decode_utf8_into`] and [`decode_form_into`]: the loop of
/// [`decode_bytes`], then the UTF-8 check of [`to_utf8`].
fn utf8_into<'o>(input: &str, plus: bool, out: &'o mut Vec<u8>) -> Result<&'o str, DecodeError> {
    out.clear();
    decode_run(input.as_bytes(), 0, plus, false, out)?;
    core::str::from_utf8(out).map_err(|e| {
        DecodeError::new(
            DecodeErrorKind::InvalidUtf8,
            input_index(input, e.valid_up_to()),
        )
    })
}

/// Decodes without failing: a `%` that does not start an escape is kept as
/// it is, and octets that are not UTF-8 become U+FFFD.
///
/// Use it to show text to people, never to compare or to make security
/// decisions: different inputs can decode to the same text.
///
/// # Examples
///
/// ```
/// use urlkit::pct;
/// assert_eq!(pct::decode_utf8_lossy("100%25 %FF%"), "100% \u{FFFD}%");
/// ```
#[must_use]
pub fn decode_utf8_lossy(input: &str) -> Cow<'_, str> {
    lossy(input, false)
}

/// [`decode_utf8_lossy`] with `+` read as a space, for form pairs.
pub(crate) fn decode_form_lossy(input: &str) -> Cow<'_, str> {
    lossy(input, true)
}

fn lossy(input: &str, plus: bool) -> Cow<'_, str> {
    match decode_with(input, plus, true) {
        Ok(Cow::Borrowed(_)) | Err(_) => Cow::Borrowed(input),
        Ok(Cow::Owned(bytes)) => match String::from_utf8(bytes) {
            Ok(text) => Cow::Owned(text),
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        },
    }
}

/// Checks decoded octets for UTF-8, naming the input index of the first bad
/// sequence.
fn to_utf8<'a>(input: &'a str, decoded: Cow<'a, [u8]>) -> Result<Cow<'a, str>, DecodeError> {
    let fail = |valid_up_to| {
        DecodeError::new(
            DecodeErrorKind::InvalidUtf8,
            input_index(input, valid_up_to),
        )
    };
    match decoded {
        // Borrowed means nothing was decoded: the input is the text.
        Cow::Borrowed(_) => Ok(Cow::Borrowed(input)),
        Cow::Owned(bytes) => String::from_utf8(bytes)
            .map(Cow::Owned)
            .map_err(|e| fail(e.utf8_error().valid_up_to())),
    }
}

/// The index in `input` of the decoded octet number `n`.
/// A `+` decodes to one octet like any other raw byte, so form text needs
/// no special case.
fn input_index(input: &str, n: usize) -> usize {
    let bytes = input.as_bytes();
    let (mut i, mut seen) = (0usize, 0usize);
    while seen < n && i < bytes.len() {
        i += match bytes.get(i) {
            Some(b'%') if triplet(bytes, i).is_some() => 3,
            _ => 1,
        };
        seen += 1;
    }
    i
}

#[cfg(test)]
#[path = "../../tests/unit/pct_decode.rs"]
mod tests;
