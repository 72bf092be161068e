//! Internationalized domain names: UTS 46 ToASCII and ToUnicode for hosts
//! (cargo feature `idna`).
//!
//! A host such as `bücher.example` is not a valid RFC 3986 `reg-name`; the
//! DNS knows it as `xn--bcher-kva.example`, its *A-label* form (RFC 5890
//! §2.3.2.1). RFC 3987 §3.1 maps an IRI's `ireg-name` to a URI's host this
//! way, and [`crate::IriRef::to_uri`] does so when this feature is on
//! (without it, the host's non-ASCII is percent-encoded, which RFC 3986
//! §3.2.2 allows).
//!
//! The mapping itself (Unicode case folding and normalization, the
//! IDNA 2008 validity rules for bidirectional text and joiners, Punycode)
//! is the [`idna`](https://docs.rs/idna) crate's: it is what servo's `url`
//! crate and so most of the Rust ecosystem uses, it is maintained, it is
//! tested against the Unicode conformance file `IdnaTestV2.txt`, and it is
//! much smaller than all of ICU4X, whose normalizer it shares.
//!
//! Two sets of options:
//!
//! - [`host_to_ascii`] and [`host_to_unicode`] are what browsers do (the
//!   WHATWG "domain to ASCII" with `beStrict` false): non-transitional
//!   processing, hyphens anywhere, no DNS length check, and the WHATWG
//!   forbidden domain code points refused. Labels such as `_sip` or
//!   `a--b` stay accepted, as RFC 3986's `reg-name` accepts them. The
//!   result must also be a valid `reg-name` (WHATWG lets `"`, `{`, `}` and
//!   `` ` `` through; RFC 3986 does not).
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

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use crate::table::REG_NAME;

/// Why a host has no IDNA form.
///
/// # Examples
///
/// ```
/// use urlkit::idna::{host_to_ascii, IdnaErrorKind};
///
/// let err = host_to_ascii("xn--a.example").unwrap_err();
/// assert_eq!(err.kind(), IdnaErrorKind::Invalid);
/// let err = host_to_ascii("a{b}.example").unwrap_err();
/// assert_eq!(err.kind(), IdnaErrorKind::NotRegName);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IdnaErrorKind {
    /// UTS 46 processing failed: a disallowed code point, bad Punycode in
    /// an `xn--` label, a label that breaks the bidirectional or joiner
    /// rules of IDNA 2008, a forbidden ASCII character, or (strict only)
    /// a hyphen or length rule.
    Invalid,
    /// The ASCII form holds a character that RFC 3986 `reg-name` does not
    /// allow (`"`, `{`, `}`, `` ` ``, ...), so it cannot stand as a URI host.
    NotRegName,
}

/// A host that has no IDNA form (see [`IdnaErrorKind`]).
///
/// # Examples
///
/// ```
/// use urlkit::idna::host_to_ascii;
///
/// let err = host_to_ascii("a\u{200D}b.example").unwrap_err();
/// assert!(err.to_string().starts_with("invalid international domain name"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IdnaError {
    kind: IdnaErrorKind,
}

impl IdnaError {
    /// Which rule failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::idna::{host_to_ascii, IdnaErrorKind};
    /// assert_eq!(host_to_ascii("a%41").unwrap_err().kind(), IdnaErrorKind::Invalid);
    /// ```
    #[must_use]
    pub const fn kind(&self) -> IdnaErrorKind {
        self.kind
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.kind {
            IdnaErrorKind::Invalid => {
                "invalid international domain name (expected labels that UTS 46 maps to valid IDNA 2008 labels)"
            }
            IdnaErrorKind::NotRegName => {
                "international domain name maps to a host that is not a reg-name (expected unreserved or sub-delims characters)"
            }
        })
    }
}

impl core::error::Error for IdnaError {}

const INVALID: IdnaError = IdnaError {
    kind: IdnaErrorKind::Invalid,
};

/// UTS 46 ToASCII of a host, as browsers do it: the host's A-label form,
/// lowercase, which is a valid RFC 3986 `reg-name`.
///
/// An ASCII host comes back lowercased (`EXAMPLE.com` → `example.com`),
/// and its `xn--` labels are checked (bad Punycode is an error).
///
/// # Errors
///
/// [`IdnaErrorKind::Invalid`] when UTS 46 refuses the host, and
/// [`IdnaErrorKind::NotRegName`] when the result is not a `reg-name`.
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
    let ascii = Uts46::new()
        .to_ascii(
            host.as_bytes(),
            AsciiDenyList::URL,
            Hyphens::Allow,
            DnsLength::Ignore,
        )
        .map_err(|_| INVALID)?;
    // UTS 46 §4.1 (since Unicode 15.1) step V4: without CheckHyphens, a
    // label must not begin with `xn--` once decoded (`xn--xn--...`). The
    // idna crate leaves it out with `Hyphens::Allow`; without it ToUnicode
    // and ToASCII do not round-trip (found by the `idna` fuzz target).
    //
    // Only an A-label whose Punycode begins with `xn--` can decode to a
    // label that begins with `xn--`: Punycode keeps the label's ASCII
    // characters first, in order, and only inserts non-ASCII ones among
    // them, so a decoded label's first four characters, being ASCII, are
    // the first four of that part. So the ToUnicode check runs only on
    // hosts with an `xn--xn--` label, and the common host pays ToASCII
    // alone (a host of many short labels paid twice the UTS 46 work).
    if ascii
        .split('.')
        .any(|label| starts_with_xn(label) && starts_with_xn(label.get(4..).unwrap_or("")))
    {
        let (unicode, result) =
            Uts46::new().to_unicode(ascii.as_bytes(), AsciiDenyList::URL, Hyphens::Allow);
        if result.is_err() || has_a_label(&unicode) {
            return Err(INVALID);
        }
    }
    reg_name(ascii)
}

/// Whether a label of `host` begins with `xn--` (in any ASCII case).
fn has_a_label(host: &str) -> bool {
    host.split('.').any(starts_with_xn)
}

/// Whether `label` begins with `xn--` (in any ASCII case).
fn starts_with_xn(label: &str) -> bool {
    label
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
}

/// UTS 46 ToASCII of a host with the IDNA 2008 options RFC 3987 §3.1
/// names: the STD3 ASCII rules (only letters, digits and `-` in a label),
/// the hyphen rules (no `-` first or last, none in positions 3 and 4
/// outside `xn--`) and the DNS length limits.
///
/// # Errors
///
/// [`IdnaErrorKind::Invalid`] when UTS 46 refuses the host under these
/// rules.
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
    let ascii = Uts46::new()
        .to_ascii(
            host.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::Check,
            DnsLength::Verify,
        )
        .map_err(|_| INVALID)?;
    reg_name(ascii)
}

/// UTS 46 ToUnicode of a host, with the options of [`host_to_ascii`]: the
/// `xn--` labels decoded to U-labels, the rest mapped (lowercased).
///
/// The text is always returned, for display; where the second value is an
/// error, the text shows U+FFFD where the host was wrong and must not be
/// used to look the host up.
///
/// # Errors
///
/// The second value is [`IdnaErrorKind::Invalid`] when UTS 46 finds an
/// error (bad Punycode, a disallowed code point, a bidi or joiner rule).
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
/// ```
pub fn host_to_unicode(host: &str) -> (String, Result<(), IdnaError>) {
    let (text, result) =
        Uts46::new().to_unicode(host.as_bytes(), AsciiDenyList::URL, Hyphens::Allow);
    // V4, as in `host_to_ascii`: no label may still begin with `xn--`.
    let result = match result {
        Ok(()) if has_a_label(&text) => Err(INVALID),
        Ok(()) => Ok(()),
        Err(_) => Err(INVALID),
    };
    (text.into_owned(), result)
}

/// The ASCII form, checked against `reg-name` (its characters only: the
/// output of ToASCII holds no `%`).
fn reg_name(ascii: Cow<'_, str>) -> Result<String, IdnaError> {
    if ascii.bytes().all(|b| REG_NAME.allows(b)) {
        Ok(ascii.into_owned())
    } else {
        Err(IdnaError {
            kind: IdnaErrorKind::NotRegName,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lenient_and_strict_differ_only_on_std3_hyphens_and_length() {
        assert_eq!(host_to_ascii("a--b.example").as_deref(), Ok("a--b.example"));
        assert_eq!(
            host_to_ascii("ab--c.example").as_deref(),
            Ok("ab--c.example")
        );
        assert!(host_to_ascii_strict("ab--c.example").is_err());
        assert!(host_to_ascii_strict("-a.example").is_err());
        let long = "a".repeat(64);
        assert_eq!(host_to_ascii(&long).as_deref(), Ok(long.as_str()));
        assert!(host_to_ascii_strict(&long).is_err());
    }

    #[test]
    fn forbidden_and_non_reg_name_characters() {
        for bad in ["a b", "a/b", "a:b", "a@b", "a[b", "a%41", "a|b", "a<b"] {
            assert_eq!(
                host_to_ascii(bad).unwrap_err().kind(),
                IdnaErrorKind::Invalid,
                "{bad}"
            );
        }
        for bad in ["a\"b", "a{b", "a}b", "a`b"] {
            assert_eq!(
                host_to_ascii(bad).unwrap_err().kind(),
                IdnaErrorKind::NotRegName,
                "{bad}"
            );
        }
        assert_eq!(
            host_to_ascii("a!$&'()*+,;=b").as_deref(),
            Ok("a!$&'()*+,;=b")
        );
    }

    /// UTS 46 V4: without CheckHyphens, no label may begin with `xn--`
    /// once decoded (the idna crate leaves it out; found by fuzzing).
    #[test]
    fn decoded_label_must_not_begin_with_xn() {
        assert_eq!(
            host_to_ascii("xn--xn---epa").unwrap_err().kind(),
            IdnaErrorKind::Invalid
        );
        assert!(host_to_unicode("xn--xn---epa").1.is_err());
        assert!(host_to_ascii("xn--bcher-kva.example").is_ok());
    }

    #[test]
    fn round_trip() {
        for host in [
            "bücher.example",
            "правительство.рф",
            "日本語.jp",
            "例え.テスト",
        ] {
            let ascii = host_to_ascii(host).unwrap();
            assert!(ascii.is_ascii(), "{ascii}");
            let (back, ok) = host_to_unicode(&ascii);
            assert!(ok.is_ok());
            assert_eq!(back, *host);
        }
    }
}
