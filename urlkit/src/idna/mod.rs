//! Internationalized domain names: UTS 46 ToASCII and ToUnicode for hosts
//! (cargo feature `idna`).
//!
//! A host such as `bücher.example` is not a valid RFC 3986 `reg-name`; the
//! DNS knows it as `xn--bcher-kva.example`, its *A-label* form (RFC 5890
//! §2.3.2.1). RFC 3987 §3.1 maps an IRI's `ireg-name` to a URI's host this
//! way, and [`crate::IriRef::to_uri`] does so when this feature is on
//! (without it, the host's non-ASCII is percent-encoded, which RFC 3986
//! §3.2.2 allows); [`crate::Uri::to_iri`] shows A-labels as U-labels, and
//! the repair mode writes a non-ASCII host as A-labels.
//!
//! The mapping itself (Unicode case folding and normalization, the
//! IDNA 2008 validity rules for bidirectional text and joiners, Punycode)
//! is the [`idna`](https://docs.rs/idna) crate's UTS 46 processing
//! (`idna::uts46::Uts46`), for every function here: it is what servo's
//! `url` crate and so most of the Rust ecosystem uses, it is maintained,
//! and it is tested against the Unicode conformance file `IdnaTestV2.txt`
//! (as urlkit's functions are, in `tests/it/idna.rs`, each with the options
//! it documents). Its Unicode data is that of the crate version the build
//! links. urlkit adds three rules of its own, the same in every function:
//!
//! - an A-label has at most 128 octets ([`IdnaErrorKind::LabelTooLong`]),
//!   which bounds Punycode's cost, quadratic in a label's length;
//! - no label may begin with `xn--` once decoded (UTS 46 §4.1 step V4,
//!   which the crate leaves out without `CheckHyphens`);
//! - the ASCII form must be a `reg-name` ([`IdnaErrorKind::NotRegName`]).
//!
//! [`check_label`] is the other side of display: whether a U-label may be
//! shown in Unicode, by the spoof checks of Chromium's IDN display policy
//! (UTS 39 data from the `unicode-security` crate); the display form
//! [`crate::Uri::to_display`] and the lint `confusable-host` use it, and a
//! label it refuses comes with a [`SpoofReason`].
//!
//! Two sets of options:
//!
//! - [`host_to_ascii`] and [`host_to_unicode`] are what browsers do (the
//!   WHATWG "domain to ASCII" with `beStrict` false): non-transitional
//!   processing, hyphens anywhere, no DNS length check, and the WHATWG
//!   forbidden domain code points refused. Labels such as `_sip` or
//!   `a--b` stay accepted, as RFC 3986's `reg-name` accepts them.
//! - [`host_to_ascii_strict`] is IDNA 2008 registration-strength: the
//!   STD3 ASCII rules (letters, digits and hyphens only), hyphen rules and
//!   the DNS length limits (UTS 46 `VerifyDnsLength`), which is the option
//!   set RFC 3987 §3.1 names (`UseSTD3ASCIIRules`).
//!
//! # Examples
//!
//! ```
//! use urlkit::idna::{host_to_ascii, host_to_unicode};
//!
//! assert_eq!(host_to_ascii("Bücher.example")?, "xn--bcher-kva.example");
//! assert_eq!(host_to_ascii("example.com")?, "example.com");
//! let (unicode, result) = host_to_unicode("xn--bcher-kva.example");
//! assert_eq!(unicode, "bücher.example");
//! assert!(result.is_ok());
//! assert!(host_to_ascii("a b.example").is_err());
//! # Ok::<_, urlkit::idna::IdnaError>(())
//! ```

mod spoof;

pub use crate::error::{IdnaError, IdnaErrorKind};
pub use spoof::{check_label, SpoofReason};

use alloc::borrow::Cow;
use alloc::string::String;

use idna::uts46::{
    verify_dns_length, AsciiDenyList, DnsLength, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46,
};

use crate::table::REG_NAME;

const INVALID: IdnaError = IdnaError::new(IdnaErrorKind::Invalid);

const LABEL_TOO_LONG: IdnaError = IdnaError::new(IdnaErrorKind::LabelTooLong);

/// The longest A-label, in octets (see [`IdnaErrorKind::LabelTooLong`]).
const MAX_A_LABEL: usize = 128;

/// UTS 46 ToASCII of a host, as browsers do it: the host's A-label form,
/// lowercase, which is a valid RFC 3986 `reg-name`.
///
/// The `idna` crate's `Uts46::to_ascii` with these options:
///
/// - `AsciiDenyList::URL`: the WHATWG forbidden domain code points (space,
///   controls, `%#/:<>?@[\]^|`) are refused; the rest of ASCII is not
///   (`UseSTD3ASCIIRules` false, so `_sip` stays);
/// - `Hyphens::Allow` (`CheckHyphens` false: `a--b`, `-a` stay);
/// - `DnsLength::Ignore` (`VerifyDnsLength` false);
/// - non-transitional processing, `CheckBidi` and `CheckJoiners`, which
///   the crate always applies;
///
/// and urlkit's rules (in this order): an `xn--` label of the host longer
/// than 128 octets, or a label whose A-label would be, is refused
/// ([`IdnaErrorKind::LabelTooLong`]); no decoded label may begin with
/// `xn--` (UTS 46 V4); the result must be a `reg-name`.
///
/// A host that is already in that form (lowercase, only `reg-name`
/// characters, no `xn--` label) comes back as it is without UTS 46
/// processing, which would return it unchanged; an ASCII host with
/// capitals comes back lowercased (`EXAMPLE.com` → `example.com`), and
/// its `xn--` labels are checked (bad Punycode is an error).
///
/// # Errors
///
/// [`IdnaErrorKind::Invalid`] when UTS 46 refuses the host,
/// [`IdnaErrorKind::LabelTooLong`] for a label too long to be an A-label,
/// and [`IdnaErrorKind::NotRegName`] when the result is not a `reg-name`.
///
/// # Examples
///
/// ```
/// use urlkit::idna::host_to_ascii;
///
/// assert_eq!(host_to_ascii("bücher.example")?, "xn--bcher-kva.example");
/// assert_eq!(host_to_ascii("ＥＸＡＭＰＬＥ．ｃｏｍ")?, "example.com");
/// assert_eq!(host_to_ascii("_sip.münchen.de")?, "_sip.xn--mnchen-3ya.de");
/// # Ok::<_, urlkit::idna::IdnaError>(())
/// ```
pub fn host_to_ascii(host: &str) -> Result<String, IdnaError> {
    let mut out = String::new();
    host_to_ascii_into(host, &mut out)?;
    Ok(out)
}

/// [`host_to_ascii`] appended to `out` (left as it was on an error): how
/// `IriRef::to_uri` and the repair write a host.
pub(crate) fn host_to_ascii_into(host: &str, out: &mut String) -> Result<(), IdnaError> {
    if is_already_ascii(host) {
        out.push_str(host);
        return Ok(());
    }
    let ascii = to_ascii(host, AsciiDenyList::URL, Hyphens::Allow, DnsLength::Ignore)?;
    out.push_str(&ascii);
    Ok(())
}

/// Whether `host` is what [`host_to_ascii`] would return for it, known
/// from its bytes: every one a lowercase letter, a digit, `.` or another
/// `reg-name` character (none of which the WHATWG deny list holds), and
/// no label that begins with `xn--` (which UTS 46 would decode and check).
/// UTS 46 maps such a host to itself: an ASCII label without capitals is
/// left as it is by the mapping and NFC, holds no character the validity
/// rules refuse without `CheckHyphens` and `VerifyDnsLength`, and cannot
/// be part of a bidirectional domain name, which needs a right-to-left
/// character. A test compares this with the crate on many hosts.
fn is_already_ascii(host: &str) -> bool {
    host.bytes()
        .all(|b| REG_NAME.allows(b) && !b.is_ascii_uppercase())
        && !has_a_label(host)
}

/// The A-label form of a non-ASCII `reg-name` as it stands in a URI, IRI
/// or repaired input, appended to `out` (`true`), or `out` left as it was
/// (`false`): the one rule that `IriRef::to_uri` (which percent-encodes a
/// host it refuses), `to_iri` (which shows U-labels only where this maps
/// them back) and the repair (for which a refused host stays an error)
/// share.
///
/// Percent-encoded octets are decoded first, as RFC 3986 §3.2.2 says a
/// reg-name's are before a name lookup (`é%C3%A9` is the name `éé`); a
/// host whose octets are not UTF-8, or that decodes to a character no host
/// name holds (`%2F`, `%25`, ...), is refused. Decoding first also makes
/// the mapping commute with normalization, which decodes `%41`.
///
/// A host that cannot be a DNS name ([`could_be_dns_name`]: more than 127
/// labels, or more than 1 012 bytes, RFC 1034 §3.1's 253 octets of at
/// most four bytes a character) is refused before UTS 46: it could never
/// be resolved, and the bound keeps UTS 46's cost per host (a constant
/// per label) to a constant per URI.
pub(crate) fn reg_name_to_ascii_into(host: &str, out: &mut String) -> bool {
    if !host.contains('%') {
        return could_be_dns_name(host) && host_to_ascii_into(host, out).is_ok();
    }
    crate::pct::decode_utf8(host).is_ok_and(|decoded| {
        could_be_dns_name(&decoded) && host_to_ascii_into(&decoded, out).is_ok()
    })
}

/// UTS 46 ToASCII of a host with the IDNA 2008 options RFC 3987 §3.1
/// names: the STD3 ASCII rules (only letters, digits and `-` in a label),
/// the hyphen rules (no `-` first or last, none in positions 3 and 4
/// outside `xn--`) and the DNS length limits.
///
/// The `idna` crate's `Uts46::to_ascii` with `AsciiDenyList::STD3`
/// (`UseSTD3ASCIIRules` true), `Hyphens::Check` (`CheckHyphens` true) and
/// `DnsLength::Verify` (`VerifyDnsLength` true: labels of 1 to 63 octets,
/// at most 253 in all, no root dot), non-transitional, with `CheckBidi`
/// and `CheckJoiners`; and urlkit's rules of [`host_to_ascii`] (which
/// these options imply but for the order of the checks: an `xn--` label
/// of more than 128 octets is [`IdnaErrorKind::LabelTooLong`] here too).
///
/// # Errors
///
/// [`IdnaErrorKind::Invalid`] when UTS 46 refuses the host under these
/// rules, [`IdnaErrorKind::LabelTooLong`] as in [`host_to_ascii`].
///
/// # Examples
///
/// ```
/// use urlkit::idna::{host_to_ascii, host_to_ascii_strict};
///
/// assert_eq!(host_to_ascii_strict("bücher.example")?, "xn--bcher-kva.example");
/// assert!(host_to_ascii_strict("_sip.example").is_err());
/// assert!(host_to_ascii("_sip.example").is_ok());
/// # Ok::<_, urlkit::idna::IdnaError>(())
/// ```
pub fn host_to_ascii_strict(host: &str) -> Result<String, IdnaError> {
    to_ascii(host, AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify).map(Cow::into_owned)
}

/// UTS 46 ToASCII with the given options, then urlkit's rules, in the
/// order [`host_to_ascii`] gives them.
fn to_ascii<'a>(
    host: &'a str,
    deny: AsciiDenyList,
    hyphens: Hyphens,
    dns_length: DnsLength,
) -> Result<Cow<'a, str>, IdnaError> {
    if has_a_label_too_long(host) {
        return Err(LABEL_TOO_LONG);
    }
    let mut too_long = false;
    let mut out = String::new();
    let processed = Uts46::new().process(
        host.as_bytes(),
        deny,
        hyphens,
        ErrorPolicy::FailFast,
        // Called for each label with a character that is not ASCII once
        // processed; `true` writes it as Unicode instead of Punycode. A
        // label of n characters has an A-label of at least n + 4 octets
        // (`xn--`, and a basic character or a digit for each), so one of
        // more than 124 is refused without being encoded.
        |label, _, _| {
            let long = label.len() > MAX_A_LABEL - 4;
            too_long |= long;
            long
        },
        &mut out,
        None,
    );
    let ascii = match processed {
        Ok(ProcessingSuccess::Passthrough) => Cow::Borrowed(host),
        Ok(ProcessingSuccess::WroteToSink) => Cow::Owned(out),
        Err(_) => return Err(INVALID),
    };
    if too_long || has_a_label_too_long(&ascii) {
        return Err(LABEL_TOO_LONG);
    }
    if has_label_decoding_to_xn(&ascii) {
        return Err(INVALID);
    }
    if dns_length != DnsLength::Ignore
        && !verify_dns_length(&ascii, dns_length == DnsLength::VerifyAllowRootDot)
    {
        return Err(INVALID);
    }
    if !ascii.bytes().all(|b| REG_NAME.allows(b)) {
        return Err(IdnaError::new(IdnaErrorKind::NotRegName));
    }
    Ok(ascii)
}

/// UTS 46 §4.1 (since Unicode 15.1) step V4: without `CheckHyphens`, a
/// label must not begin with `xn--` once decoded (`xn--xn---epa`). The
/// `idna` crate leaves it out with `Hyphens::Allow`; without it ToUnicode
/// and ToASCII do not round-trip. Whether an A-label of the ASCII form
/// `ascii` decodes to such a label: only one that begins with `xn--xn--`
/// can (Punycode keeps a label's basic characters first and in order, and
/// a decoded label's first four characters are basic), so only those are
/// decoded (each at most 128 octets: [`has_a_label_too_long`] came
/// first).
fn has_label_decoding_to_xn(ascii: &str) -> bool {
    ascii.split('.').any(|label| {
        label
            .get(4..)
            .filter(|rest| starts_with_xn(label) && starts_with_xn(rest))
            .and_then(idna::punycode::decode_to_string)
            .is_some_and(|decoded| starts_with_xn(&decoded))
    })
}

/// Whether `host` has an `xn--` label longer than an A-label may be (128
/// octets), as written: its labels split at any of the four dots UTS 46
/// reads as `.`. (One that only mapping makes an `xn--` label, written in
/// full-width letters, is decoded by the crate, within its own limit; in
/// [`host_to_ascii`] its length is checked on the result.)
fn has_a_label_too_long(host: &str) -> bool {
    host.len() > MAX_A_LABEL
        && host
            .split(is_dot)
            .any(|label| label.len() > MAX_A_LABEL && starts_with_xn(label))
}

/// The four characters UTS 46 maps to the label separator `.`: FULL STOP,
/// IDEOGRAPHIC FULL STOP, FULLWIDTH FULL STOP, HALFWIDTH IDEOGRAPHIC FULL
/// STOP.
fn is_dot(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}')
}

/// Whether a label of `host` begins with `xn--` (in any ASCII case).
pub(crate) fn has_a_label(host: &str) -> bool {
    host.split('.').any(starts_with_xn)
}

/// Whether `label` begins with `xn--` (in any ASCII case).
fn starts_with_xn(label: &str) -> bool {
    label
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
}

/// Whether `host` is short enough to be a DNS name once mapped: at most
/// 1 012 bytes, and at most 127 labels besides the root (the separators
/// UTS 46 maps to `.` count too; mapping never removes one).
pub(crate) fn could_be_dns_name(host: &str) -> bool {
    host.len() <= 253 * 4 && has_at_most_127_labels(host)
}

/// Whether `host` has at most 127 labels besides the root, counting the
/// separators UTS 46 maps to `.` (the label rule of
/// [`could_be_dns_name`]).
pub(crate) fn has_at_most_127_labels(host: &str) -> bool {
    // The labels, not counting an empty last one (the root).
    let dots = host.chars().filter(|&c| is_dot(c)).count();
    dots + 1 - usize::from(host.ends_with(is_dot)) <= 127
}

/// UTS 46 ToUnicode of a host, with the options of [`host_to_ascii`]: the
/// `xn--` labels decoded to U-labels, the rest mapped (lowercased).
///
/// The `idna` crate's `Uts46::to_unicode` with `AsciiDenyList::URL` and
/// `Hyphens::Allow` (non-transitional, `CheckBidi`, `CheckJoiners`), and
/// urlkit's rules: an `xn--` label of more than 128 octets is not decoded
/// ([`IdnaErrorKind::LabelTooLong`]), and no decoded label may begin with
/// `xn--` (V4).
///
/// The text is always returned, for display; where the second value is an
/// error, the text shows U+FFFD where the host was wrong and must not be
/// used to look the host up.
///
/// # Errors
///
/// The second value is [`IdnaErrorKind::Invalid`] when UTS 46 finds an
/// error (bad Punycode, a disallowed code point, a bidi or joiner rule),
/// and [`IdnaErrorKind::LabelTooLong`] for an `xn--` label longer than an
/// A-label may be (128 octets), which [`host_to_ascii`] never writes and
/// no DNS label holds: then nothing is decoded, and the text is the host
/// as it is.
///
/// # Examples
///
/// ```
/// use urlkit::idna::host_to_unicode;
///
/// assert_eq!(host_to_unicode("WWW.xn--bcher-kva.example").0, "www.bücher.example");
/// let (shown, result) = host_to_unicode("xn--a.example");
/// assert!(result.is_err());
/// assert!(shown.contains('\u{FFFD}'));
/// // An `xn--` label of 129 octets: not decoded.
/// let long = format!("xn--{}.example", "a".repeat(125));
/// let (shown, result) = host_to_unicode(&long);
/// assert_eq!(result.unwrap_err().kind(), urlkit::idna::IdnaErrorKind::LabelTooLong);
/// assert_eq!(shown, long);
/// ```
pub fn host_to_unicode(host: &str) -> (String, Result<(), IdnaError>) {
    if has_a_label_too_long(host) {
        return (String::from(host), Err(LABEL_TOO_LONG));
    }
    let (text, result) =
        Uts46::new().to_unicode(host.as_bytes(), AsciiDenyList::URL, Hyphens::Allow);
    let result = match result {
        Ok(()) if has_a_label(&text) => Err(INVALID),
        Ok(()) => Ok(()),
        Err(_) => Err(INVALID),
    };
    (text.into_owned(), result)
}

#[cfg(test)]
#[path = "../../tests/unit/idna.rs"]
mod tests;
