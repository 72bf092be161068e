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
//! has two implementations:
//!
//! - urlkit's own, for [`host_to_ascii`] (and so for `to_uri`, `to_iri`
//!   and the repair), in `idna/uts46.rs`: one pass over the host for the
//!   common case (a table lookup a non-ASCII character, the composition of
//!   a character with the one before it, the bidi rule from a summary of
//!   each label), and the full UTS 46 processing, with the NFC of
//!   `idna/nfc.rs`, from the label where the pass gives up (a joiner, an
//!   A-label, a reordering). The tables are generated from ICU4X's Unicode
//!   data (`unicode-tables/`, the data the `idna` crate reads). It exists
//!   for its cost: the crate spent about 1 200 instructions a label, so a
//!   host of short labels cost `to_uri` four times a typical IRI's time per
//!   byte.
//!   `to_iri` decodes A-labels with urlkit's own Punycode decoder and
//!   keeps the U-labels only if this ToASCII maps them back, which applies
//!   UTS 46's checks to them.
//! - the [`idna`](https://docs.rs/idna) crate's, for
//!   [`host_to_ascii_strict`] and [`host_to_unicode`]: it is what servo's
//!   `url` crate and so most of the Rust ecosystem uses, it is maintained,
//!   it is tested against the Unicode conformance file `IdnaTestV2.txt`,
//!   and it is much smaller than all of ICU4X, whose normalizer it shares.
//!   It is also the plain twin of urlkit's: the tests compare the two on
//!   every character (alone, after a letter and before a label), on the
//!   conformance vectors and on generated hosts.
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

use idna::uts46::{
    verify_dns_length, AsciiDenyList, DnsLength, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46,
};

use crate::punycode;
use crate::table::REG_NAME;

mod nfc;
// Generated (unicode-tables/): rustfmt would rewrite it, and the test
// that it is current compares it with the generator's text.
#[allow(clippy::unreadable_literal)]
#[rustfmt::skip]
mod tables;
mod uts46;

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
    /// A label that needs Punycode has more than 63 characters once
    /// mapped: its A-label would be longer than any DNS label (RFC 1035
    /// §2.3.4 allows 63 octets), so it is refused before the encoding,
    /// whose time grows with the label's length times its number of
    /// distinct characters (RFC 3492 §6.3). In [`host_to_unicode`], the
    /// same of an `xn--` label whose Unicode form would have more than 63
    /// characters: it is refused before it is decoded, whose time grows
    /// with the square of its length (RFC 3492 §6.2 inserts each
    /// character).
    LabelTooLong,
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
            IdnaErrorKind::LabelTooLong => {
                "international domain name has a label too long for Punycode (expected at most 63 characters, as a DNS label holds)"
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
    let mut out = String::new();
    host_to_ascii_into(host, &mut out)?;
    Ok(out)
}

/// [`host_to_ascii`] appended to `out` (left as it was on an error): how
/// `IriRef::to_uri` writes a host, without a copy of it.
pub(crate) fn host_to_ascii_into(host: &str, out: &mut String) -> Result<(), IdnaError> {
    let start = out.len();
    match uts46::to_ascii_one_pass(host, out) {
        uts46::OnePass::Done(Ok(())) => Ok(()),
        uts46::OnePass::Done(Err(e)) => {
            out.truncate(start);
            Err(e)
        }
        uts46::OnePass::Resume(resume) => {
            out.truncate(resume.out_at);
            let rest = host.get(resume.host_at..).unwrap_or("");
            // (The labels before `rest` were checked on the way.)
            let written = uts46::to_ascii_into(rest, out, resume.prior).and_then(|()| {
                if resume.not_reg_name {
                    Err(IdnaError {
                        kind: IdnaErrorKind::NotRegName,
                    })
                } else {
                    check_reg_name(out.get(resume.out_at..).unwrap_or(""))
                }
            });
            if written.is_err() {
                out.truncate(start);
            }
            written
        }
    }
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
/// be resolved, and the bound keeps UTS 46's cost per label (a Punycode
/// encoding each, the largest part) to a constant per host (a 1 MiB host
/// of 3-byte labels cost 5 times a typical IRI's time per byte).
pub(crate) fn reg_name_to_ascii_into(host: &str, out: &mut String) -> bool {
    // Most hosts have no `%`: `contains` finds that a word at a time.
    if !host.as_bytes().contains(&b'%') {
        return could_be_dns_name(host) && host_to_ascii_into(host, out).is_ok();
    }
    crate::pct::decode_utf8(host).is_ok_and(|decoded| {
        could_be_dns_name(&decoded) && host_to_ascii_into(&decoded, out).is_ok()
    })
}

/// [`host_to_ascii`] through the idna crate, for every host: the plain
/// twin of [`uts46::to_ascii_one_pass`] and of [`uts46::to_ascii_into`].
#[cfg(test)]
fn host_to_ascii_uts46(host: &str) -> Result<String, IdnaError> {
    let ascii = match to_ascii(host, AsciiDenyList::URL, Hyphens::Allow, DnsLength::Ignore) {
        // A label too long to encode is an error of ToASCII's step 4,
        // which comes after processing: a label that breaks V4 (below)
        // makes the host invalid first. The crate stops before writing
        // the A-labels, so V4 is checked on the host's own labels.
        Err(e) if e.kind() == IdnaErrorKind::LabelTooLong => {
            let (unicode, _) =
                Uts46::new().to_unicode(host.as_bytes(), AsciiDenyList::URL, Hyphens::Allow);
            return Err(if has_a_label(&unicode) { INVALID } else { e });
        }
        other => other?,
    };
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
    if has_xn_xn_label(&ascii) {
        let (unicode, result) =
            Uts46::new().to_unicode(ascii.as_bytes(), AsciiDenyList::URL, Hyphens::Allow);
        if result.is_err() || has_a_label(&unicode) {
            return Err(INVALID);
        }
    }
    reg_name(ascii)
}

/// UTS 46's mapping of `c` when `c` is a letter of the common scripts,
/// `None` for any other: ASCII letters, digits and `-`; the Latin-1
/// letters; the Cyrillic letters of U+0400-045F; the small Greek letters
/// (U+03AC-03CE); hiragana and katakana without their combining and
/// ContextO marks; the CJK ideographs of U+4E00-9FFF; the Hangul
/// syllables. Capitals map to their small letters; the rest map to
/// themselves. Urlkit's first IDNA fast path took only these; the tests
/// keep the list to check that the one-pass path never gives up on them
/// and that each is plain (`uts46::Info::is_plain`).
#[cfg(test)]
pub(super) fn simple_mapping(c: char) -> Option<char> {
    let small = |by: u32| char::from_u32(u32::from(c) + by);
    match c {
        'a'..='z' | '0'..='9' | '-' => Some(c),
        'A'..='Z' => Some(c.to_ascii_lowercase()),
        // ß, à-ö, ø-ÿ; the capitals À-Ö, Ø-Þ (not × U+00D7).
        '\u{DF}'..='\u{F6}' | '\u{F8}'..='\u{FF}' => Some(c),
        '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{DE}' => small(0x20),
        // а-я, ѐ-џ; the capitals А-Я and Ѐ-Џ.
        '\u{430}'..='\u{45F}' => Some(c),
        '\u{410}'..='\u{42F}' => small(0x20),
        '\u{400}'..='\u{40F}' => small(0x50),
        '\u{3AC}'..='\u{3CE}' => Some(c),
        '\u{3041}'..='\u{3096}' | '\u{30A1}'..='\u{30FA}' => Some(c),
        '\u{4E00}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7A3}' => Some(c),
        _ => None,
    }
}

/// Whether a label of `ascii` begins with `xn--xn--` (in any ASCII case).
///
/// Splitting a host into labels cost more than the ToASCII of a short
/// label through the fast path, so a scan of the bytes comes first: with
/// no `xn--xn--` anywhere and no capital (ToASCII writes small letters,
/// but this does not rely on it), no label can begin with it. The plain
/// twin is [`has_xn_xn_label_plain`].
#[cfg(test)]
fn has_xn_xn_label(ascii: &str) -> bool {
    (ascii.contains("xn--xn--") || ascii.bytes().any(|b| b.is_ascii_uppercase()))
        && has_xn_xn_label_plain(ascii)
}

/// [`has_xn_xn_label`], label by label.
#[cfg(test)]
fn has_xn_xn_label_plain(ascii: &str) -> bool {
    ascii
        .split('.')
        .any(|label| starts_with_xn(label) && starts_with_xn(label.get(4..).unwrap_or("")))
}

/// Whether a label of `host` begins with `xn--` (in any ASCII case).
pub(crate) fn has_a_label(host: &str) -> bool {
    host.split('.').any(starts_with_xn)
}

/// Whether an `xn--` label of `host`, once mapped, has a Unicode form of
/// more than [`MAX_PUNYCODE_LABEL`] characters: [`host_to_unicode`] refuses
/// it, as [`host_to_ascii`] refuses to encode such a label, and before the
/// idna crate decodes it. That decoder inserts each character into the
/// label it has so far, so its time grows with the square of the label's
/// length up to its own limit (between 2 000 and 3 000 characters): 412
/// µs for one label of 2 000 bytes, 206 ns a byte, against 46 ns a byte
/// for a label of 63 (bench/README.md, `adversarial/to_iri`). urlkit's
/// decoder stops at the 64th character.
fn has_a_label_too_long(host: &str) -> bool {
    // A label takes at least one byte after `xn--` for each character
    // (a basic one, or a delta's digit), so only one of more than 67 bytes
    // is decoded here. (Split as bytes: `str::split` looks for each dot
    // with a `memchr` call, and cost 286 instructions a label of 8 bytes.)
    let too_long = |label: &[u8]| {
        label.len() > 4 + MAX_PUNYCODE_LABEL
            && core::str::from_utf8(label).is_ok_and(|label| {
                starts_with_xn(label)
                    && label.get(4..).is_some_and(|rest| {
                        punycode::decode_up_to_63(rest) == Err(punycode::Bad::TooLong)
                    })
            })
    };
    let labels = |text: &str| text.as_bytes().split(|&b| b == b'.').any(too_long);
    if host.is_ascii() {
        // Mapping an ASCII host only lowercases it, and a host of at most
        // 67 bytes has no label of more.
        return host.len() > 4 + MAX_PUNYCODE_LABEL && labels(host);
    }
    // (Mapping may lengthen a host: `ⅷ` is `viii`.)
    labels(&uts46::mapped(host))
}

/// Whether `label` begins with `xn--` (in any ASCII case).
///
/// As one word: the case bit (0x20) set in the first two bytes, which
/// makes only `X` and `x` read as `x`, and `N` and `n` as `n` (a byte by
/// byte comparison in either case cost 28 instructions a label). The
/// plain twin is [`starts_with_xn_plain`]; a test compares them.
fn starts_with_xn(label: &str) -> bool {
    bytes_start_with_xn(label.as_bytes())
}

/// [`starts_with_xn`] of a label as bytes.
fn bytes_start_with_xn(label: &[u8]) -> bool {
    label
        .first_chunk::<4>()
        .is_some_and(|&p| u32::from_le_bytes(p) | 0x2020 == u32::from_le_bytes(*b"xn--"))
}

/// [`starts_with_xn`] byte by byte.
#[cfg(test)]
fn starts_with_xn_plain(label: &str) -> bool {
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
    let ascii = to_ascii(host, AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify)?;
    reg_name(ascii)
}

/// Whether `host` is short enough to be a DNS name once mapped: at most
/// 1 012 bytes, and at most 127 labels besides the root (the separators
/// UTS 46 maps to `.` count too; mapping never removes one).
///
/// The plain twin, on characters, is `could_be_dns_name_plain` in the
/// tests.
pub(crate) fn could_be_dns_name(host: &str) -> bool {
    host.len() <= 253 * 4 && has_at_most_127_labels(host)
}

/// Whether `host` has at most 127 labels besides the root, counting the
/// separators UTS 46 maps to `.` (the label rule of
/// [`could_be_dns_name`]).
pub(crate) fn has_at_most_127_labels(host: &str) -> bool {
    // At most 126 bytes: at most 127 labels even if all are empty (the
    // common case, without a count).
    if host.len() <= 126 {
        return true;
    }
    let is_dot = |c: char| matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}');
    // Counted without a decode of every character where that can be
    // avoided (it cost more than the rest of this function): the `.`
    // bytes, and whether the host has the first byte of the other three
    // dots (E3 or EF: kana, some CJK, full-width forms), whose characters
    // are then counted. One pass, in chunks of at most 255 bytes whose
    // counts fit a byte: the compiler turns each chunk's two reductions
    // (without an early exit) into byte-wide vector instructions.
    let mut ascii_dots = 0usize;
    let mut wide = false;
    for chunk in host.as_bytes().chunks(255) {
        let (dots, lead) = chunk.iter().fold((0u8, 0u8), |(dots, lead), &b| {
            (
                dots.wrapping_add(u8::from(b == b'.')),
                lead | u8::from(b == 0xE3) | u8::from(b == 0xEF),
            )
        });
        ascii_dots += usize::from(dots);
        wide |= lead != 0;
    }
    let other_dots = if wide {
        host.chars()
            .filter(|&c| matches!(c, '\u{3002}' | '\u{FF0E}' | '\u{FF61}'))
            .count()
    } else {
        0
    };
    // The labels, not counting an empty last one (the root).
    let labels = ascii_dots + other_dots + 1 - usize::from(host.ends_with(is_dot));
    labels <= 127
}

/// The longest label, in characters once mapped, that is written as
/// Punycode (see [`IdnaErrorKind::LabelTooLong`]): an A-label has at least
/// one octet a character, and a DNS label at most 63 octets.
const MAX_PUNYCODE_LABEL: usize = 63;

/// UTS 46 ToASCII, as the idna crate's `Uts46::to_ascii` does it (the same
/// processing, then the DNS length check where asked), except that a label
/// of more than [`MAX_PUNYCODE_LABEL`] characters to encode is refused
/// instead of encoded. RFC 3492's encoder reads the whole label once per
/// distinct character, so one such label of 1 000 CJK characters cost 30
/// times a typical IRI's time per byte in `to_uri` (bench/,
/// `adversarial/to_uri/long-labels`); 63 bounds that to a constant per
/// label. A label that long never reached the DNS: only the browsers'
/// options (no length check) accepted it.
fn to_ascii<'a>(
    host: &'a str,
    deny: AsciiDenyList,
    hyphens: Hyphens,
    dns_length: DnsLength,
) -> Result<Cow<'a, str>, IdnaError> {
    let mut too_long = false;
    let mut out = String::new();
    let processed = Uts46::new().process(
        host.as_bytes(),
        deny,
        hyphens,
        ErrorPolicy::FailFast,
        // `true` writes the label as Unicode: no Punycode for a label that
        // is refused anyway.
        |label, _, _| {
            let long = label.len() > MAX_PUNYCODE_LABEL;
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
    if too_long {
        return Err(IdnaError {
            kind: IdnaErrorKind::LabelTooLong,
        });
    }
    if dns_length != DnsLength::Ignore
        && !verify_dns_length(&ascii, dns_length == DnsLength::VerifyAllowRootDot)
    {
        return Err(INVALID);
    }
    Ok(ascii)
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
/// error (bad Punycode, a disallowed code point, a bidi or joiner rule),
/// and [`IdnaErrorKind::LabelTooLong`] for an `xn--` label whose Unicode
/// form would have more than 63 characters (or that has 64 before it turns
/// out malformed), which [`host_to_ascii`] never writes and no DNS label
/// holds: then nothing is decoded, and the text is the host as it is.
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
/// // 64 characters once decoded: not decoded.
/// let long = format!("xn--{}-tsg.example", "a".repeat(63));
/// let (shown, result) = host_to_unicode(&long);
/// assert_eq!(result.unwrap_err().kind(), urlkit::idna::IdnaErrorKind::LabelTooLong);
/// assert_eq!(shown, long);
/// ```
pub fn host_to_unicode(host: &str) -> (String, Result<(), IdnaError>) {
    if has_a_label_too_long(host) {
        return (
            String::from(host),
            Err(IdnaError {
                kind: IdnaErrorKind::LabelTooLong,
            }),
        );
    }
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

/// Appends the ASCII `host` to `out` with its letters lowercased and its
/// `xn--` labels decoded (RFC 3492): UTS 46 ToUnicode without its checks.
/// `false` (with part of the host written) where an `xn--` label does not
/// decode to at most 63 characters, one of them not ASCII.
///
/// The decoding alone, for the plain twin of [`decode_a_labels_checked`]:
/// a caller that keeps the result only if [`host_to_ascii`] maps it back
/// to `host` (as the display of a URI's host as an IRI does) applies to
/// each decoded label the checks ToUnicode would (both are UTS 46 §4's
/// processing, and a label that maps back to its A-label is one that
/// mapping and NFC leave as it is), so that the idna crate's processing
/// is not needed (about 1 000 instructions a label, 1.5 to 2 times a
/// typical URI's cost a byte on a host of 127 short A-labels).
/// [`host_to_unicode`] followed by the same round trip is its own plain
/// twin; the tests of `to_iri` compare them.
#[cfg(test)]
pub(crate) fn decode_a_labels_into(host: &str, out: &mut String) -> bool {
    let written = out.len();
    let mut decoded = punycode::Decoded::new();
    // (The labels are found by a byte loop: `split('.')` calls `memchr`
    // for each dot, which cost more than the rest of a short label's work.)
    let bytes = host.as_bytes();
    let mut start = 0;
    loop {
        let end = bytes
            .get(start..)
            .and_then(|rest| rest.iter().position(|&b| b == b'.'))
            .map_or(bytes.len(), |at| start + at);
        let label = host.get(start..end).unwrap_or_default();
        match label.get(4..).filter(|_| starts_with_xn(label)) {
            Some(rest) => {
                if punycode::decode_label(rest.as_bytes(), &mut decoded).is_err() {
                    return false;
                }
                out.extend(decoded.chars());
            }
            None => out.push_str(label),
        }
        if end == bytes.len() {
            break;
        }
        out.push('.');
        start = end + 1;
    }
    // UTS 46 maps (lowercases) a label before it decodes it (`XN--Bcher-KVA`
    // is `bücher`): the digits read the same in either case, so the basic
    // characters are lowercased once decoded, with the other labels.
    if let Some(written) = out.get_mut(written..) {
        written.make_ascii_lowercase();
    }
    true
}

/// Appends the ASCII `host` to `out` with its letters lowercased and its
/// `xn--` labels decoded, as [`decode_a_labels_into`] does, and says in
/// the same pass whether the result is to be shown: `None` where a label
/// does not decode or a character is not one that `shows` allows (the
/// host stays as it is), `Some(Some(b))` where [`reg_name_to_ascii_into`]
/// is known to map the result back to `host` up to ASCII case (`b`) or
/// not, and `Some(None)` where that takes the round trip itself (for a
/// character that UTS 46 maps or a pair it composes: see
/// [`uts46::Check`]); `out` then holds the whole decoded host.
///
/// Why the A-labels need not be written again to know: ToASCII writes a
/// label it leaves as it is in Punycode if it is not ASCII, and Punycode
/// has one encoding for each label but for the case of its letters. The
/// decoder (RFC 3492 §6.2) inserts characters in the order of their code
/// points, those of one code point from left to right, each with one
/// delta, and a delta has one string of digits (a digit below the
/// threshold ends it, each other one is the next of a mixed radix), so
/// the label fixes every digit: any A-label that decodes is the one the
/// encoder (§6.3) writes for what it decodes to. The decoder takes no
/// other form: a `-` that begins the label is no delimiter, and an `xn--`
/// label that decodes to ASCII only is refused. And ToASCII writes ASCII
/// labels as they are but for case; an `xn--` label of `host` decodes to
/// a label with a character that is not ASCII, which ToASCII encodes.
///
/// Each decoded character goes to the check as it is written, without a
/// second reading of the decoded host (on a host of 127 labels of two
/// Arabic letters, `to_iri` went from 1 027 to 864 instructions a
/// label). The plain twin is [`decode_a_labels_into`], the host's
/// characters through `shows`, then the round trip; a test of `to_iri`
/// compares them.
pub(crate) fn decode_a_labels_checked(
    host: &str,
    out: &mut String,
    shows: impl Fn(char) -> bool,
) -> Option<Option<bool>> {
    let written = out.len();
    let mut decoded = punycode::Decoded::new();
    // The decoding goes on once the check knows: for the round trip if it
    // gave up, and because a label further on that does not decode hides
    // the host all the same.
    let mut check = uts46::Check::new();
    let bytes = host.as_bytes();
    let mut start = 0;
    loop {
        let end = next_dot(bytes, start);
        // (As bytes: a host split at its dots needs no check of where
        // its characters begin.)
        let label = bytes.get(start..end).unwrap_or_default();
        match label.get(4..).filter(|_| bytes_start_with_xn(label)) {
            Some(rest) => {
                punycode::decode_label(rest, &mut decoded).ok()?;
                for &c in decoded.chars() {
                    if c.is_ascii() {
                        // UTS 46 maps (lowercases) a label before it
                        // decodes it (`XN--Bcher-KVA` is `bücher`): the
                        // digits read the same in either case, so the
                        // basic characters are lowercased once decoded.
                        out.push(c.to_ascii_lowercase());
                        check.ascii(c as u8);
                    } else {
                        if !shows(c) {
                            return None;
                        }
                        out.push(c);
                        check.non_ascii(c);
                    }
                }
            }
            None => {
                for &b in label {
                    out.push(char::from(b.to_ascii_lowercase()));
                    check.ascii(b);
                }
            }
        }
        if end == bytes.len() {
            break;
        }
        out.push('.');
        check.dot();
        start = end + 1;
    }
    // A host that cannot be a DNS name ([`reg_name_to_ascii_into`]):
    // without a mapped character (the check would have given up), the
    // decoded labels are those of `host`, at most 127 (the caller's
    // [`has_at_most_127_labels`]), so only its length is left to check.
    if out.len() - written > 253 * 4 {
        return Some(Some(false));
    }
    Some(check.end())
}

/// Where the label that begins at `start` ends: the first `.` from
/// there, or the end of `bytes`. Eight bytes at a time (a word whose
/// bytes are each XORed with `.`, and the lowest byte that is then zero,
/// as in "Bit Twiddling Hacks", `haszero`: a false match can only follow
/// a true one). `split('.')` calls `memchr` for each dot, which cost more
/// than the rest of a short label's work, and a byte loop took 45
/// instructions for the 9 bytes of `xn--mgbb.`. The plain twin is
/// [`next_dot_plain`]; a test compares them.
fn next_dot(bytes: &[u8], start: usize) -> usize {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGHS: u64 = u64::from_le_bytes([0x80; 8]);
    const DOTS: u64 = u64::from_le_bytes([b'.'; 8]);
    let mut at = start;
    while let Some(chunk) = bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let x = u64::from_le_bytes(*chunk) ^ DOTS;
        let zero = x.wrapping_sub(ONES) & !x & HIGHS;
        if zero != 0 {
            return at + (zero.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    next_dot_plain(bytes, at)
}

/// [`next_dot`] byte by byte (also its end, under eight bytes).
fn next_dot_plain(bytes: &[u8], start: usize) -> usize {
    bytes
        .get(start..)
        .and_then(|rest| rest.iter().position(|&b| b == b'.'))
        .map_or(bytes.len(), |at| start + at)
}

/// [`decode_a_labels_checked`]'s check by a second reading of the decoded
/// host: whether [`reg_name_to_ascii_into`] maps `unicode` back to the
/// host it was decoded from (`None`: not known).
#[cfg(test)]
pub(crate) fn maps_back_to_its_a_labels(unicode: &str) -> Option<bool> {
    if unicode.contains('%') {
        return None;
    }
    if !could_be_dns_name(unicode) {
        return Some(false);
    }
    uts46::maps_to_itself(unicode)
}

/// The ASCII form, checked against `reg-name` ([`check_reg_name`]).
fn reg_name(ascii: Cow<'_, str>) -> Result<String, IdnaError> {
    check_reg_name(&ascii)?;
    Ok(ascii.into_owned())
}

/// Whether the ASCII form of a host is a `reg-name`: its characters only
/// (the output of ToASCII holds no `%`).
fn check_reg_name(ascii: &str) -> Result<(), IdnaError> {
    if ascii.bytes().all(|b| REG_NAME.allows(b)) {
        Ok(())
    } else {
        Err(IdnaError {
            kind: IdnaErrorKind::NotRegName,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character of the fast path, alone and beside others, gives
    /// what the idna crate gives: each is valid and maps as
    /// `simple_mapping` says.
    #[test]
    fn fast_path_matches_the_idna_crate_for_each_character() {
        let mut seen = 0;
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            if simple_mapping(c).is_none() {
                continue;
            }
            seen += 1;
            for host in [
                std::format!("{c}"),
                std::format!("a{c}.{c}9"),
                std::format!("{c}-{c}ü."),
            ] {
                let mut fast = String::new();
                let uts46::OnePass::Done(fast_result) = uts46::to_ascii_one_pass(&host, &mut fast)
                else {
                    panic!("the one-pass path gave up on {host:?}");
                };
                let fast = fast_result.map(|()| fast);
                assert_eq!(fast, host_to_ascii_uts46(&host), "{c:?} in {host:?}");
            }
        }
        // ASCII 63, Latin-1 62, Cyrillic 96, Greek 35, kana 86 + 90, CJK,
        // Hangul.
        assert_eq!(seen, 63 + 62 + 96 + 35 + 86 + 90 + 20_992 + 11_172);
    }

    /// Long labels, ASCII and not, before and after others: the same
    /// answer, `LabelTooLong` where a label to encode has over 63.
    #[test]
    fn fast_path_matches_the_idna_crate_on_long_labels() {
        let u = |n: usize| "ü".repeat(n);
        let a = |n: usize| "a".repeat(n);
        let cases = [
            (u(63), true),
            (u(64), false),
            (std::format!("{}ü", a(63)), false),
            (std::format!("{}ü", a(62)), true),
            (a(300), true),
            (std::format!("{}.{}", u(64), a(3)), false),
            (std::format!("{}.b_c", u(64)), false),
            (std::format!("{}.xn--tda", u(64)), false),
            (std::format!("xn--tda.{}", u(70)), false),
            (std::format!("{}.{}", u(10), u(63)), true),
        ];
        for (host, ok) in cases {
            let want = host_to_ascii_uts46(&host);
            assert_eq!(host_to_ascii(&host), want, "{host}");
            assert_eq!(want.is_ok(), ok, "{host}");
            if !ok
                && matches!(
                    uts46::to_ascii_one_pass(&host, &mut String::new()),
                    uts46::OnePass::Done(_)
                )
            {
                assert_eq!(want.unwrap_err().kind(), IdnaErrorKind::LabelTooLong);
            }
        }
    }

    /// [`could_be_dns_name`] on characters.
    fn could_be_dns_name_plain(host: &str) -> bool {
        let is_dot = |c: char| matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}');
        let dots = host.chars().filter(|&c| is_dot(c)).count();
        let labels = dots + 1 - usize::from(host.ends_with(is_dot));
        host.len() <= 253 * 4 && labels <= 127
    }

    #[test]
    fn next_dot_matches_its_plain_twin() {
        // Dots at every place of hosts up to 40 bytes, beside every byte
        // value, from every start.
        for len in 0..40 {
            for dot in 0..=len {
                for other in [b'a', b'-', 0x2D, 0x2F, 0xAE, 0x00, 0xFF, 0x2E ^ 0x80] {
                    let mut host = std::vec![other; len];
                    if let Some(b) = host.get_mut(dot) {
                        *b = b'.';
                    }
                    for start in 0..=len {
                        assert_eq!(
                            next_dot(&host, start),
                            next_dot_plain(&host, start),
                            "{host:?} {start}"
                        );
                    }
                }
            }
        }
        assert_eq!(next_dot(b"xn--mgbb.xn--mgbb.", 0), 8);
        assert_eq!(next_dot(b"xn--mgbb.xn--mgbb.", 9), 17);
        assert_eq!(next_dot(b"abcdefghijklmnop", 3), 16);
    }

    proptest::proptest! {
        #[test]
        fn next_dot_matches_its_plain_twin_anywhere(
            host in proptest::collection::vec(proptest::prop_oneof![proptest::num::u8::ANY, proptest::strategy::Just(b'.')], 0..80),
            start in 0usize..90,
        ) {
            proptest::prop_assert_eq!(next_dot(&host, start), next_dot_plain(&host, start));
        }
    }

    #[test]
    fn starts_with_xn_matches_its_plain_twin() {
        // Every first byte and every second byte beside `xn--` and its
        // capitals, and every ASCII byte in each place.
        let mut labels = std::vec::Vec::new();
        for b in 0..=255u8 {
            for at in 0..4 {
                for base in [*b"xn--", *b"XN--", *b"xN--"] {
                    let mut p = base.to_vec();
                    p[at] = b;
                    labels.push(p);
                }
            }
        }
        for p in labels {
            if let Ok(label) = core::str::from_utf8(&p) {
                assert_eq!(
                    starts_with_xn(label),
                    starts_with_xn_plain(label),
                    "{label:?}"
                );
            }
        }
        for label in [
            "", "x", "xn", "xn-", "xn--", "XN--a", "xn-_", "xm--", "\r\n--",
        ] {
            assert_eq!(
                starts_with_xn(label),
                starts_with_xn_plain(label),
                "{label:?}"
            );
        }
        assert!(starts_with_xn("Xn--a") && !starts_with_xn("xn-\r"));
    }

    #[test]
    fn could_be_dns_name_counts_every_dot() {
        for dot in [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"] {
            assert!(could_be_dns_name(&std::format!("a{}", dot.repeat(126))));
            assert!(
                could_be_dns_name(&std::format!("a{}", dot.repeat(127))),
                "root"
            );
            assert!(!could_be_dns_name(&std::format!("a{}a", dot.repeat(127))));
        }
        // The continuation bytes of the three dots after another lead
        // byte (EE 80 82, EE BC 8E, EE BD A1) are no dots.
        assert!(could_be_dns_name(&"\u{E002}\u{EF0E}\u{EF61}".repeat(110)));
        assert!(!could_be_dns_name(&"a".repeat(1013)));
    }

    /// An `xn--` label whose Unicode form has 64 characters is refused
    /// before the idna crate decodes it, written in any case, after a
    /// full-width `xn--` or a full-width dot; one of 63 is decoded, and
    /// so is a long A-label of few characters.
    #[test]
    fn host_to_unicode_refuses_a_labels_of_more_than_63_characters() {
        let a63 = host_to_ascii(&std::format!("{}ü", "a".repeat(62))).unwrap();
        let (shown, result) = host_to_unicode(&a63);
        assert_eq!((shown.chars().count(), result), (63, Ok(())));
        let a64 = host_to_ascii_uts46_unchecked_length(&std::format!("{}ü", "a".repeat(63)));
        for host in [
            a64.clone(),
            a64.to_uppercase(),
            std::format!("\u{FF58}\u{FF4E}\u{FF0D}\u{FF0D}{}", a64.get(4..).unwrap()),
            std::format!("example\u{3002}{a64}"),
            std::format!("{a64}.example"),
            // 54 bytes, 70 characters once mapped (`ⅷ` is `viii`).
            std::format!("xn--{}-a", "\u{2177}".repeat(16)),
        ] {
            let (shown, result) = host_to_unicode(&host);
            assert_eq!(
                result.unwrap_err().kind(),
                IdnaErrorKind::LabelTooLong,
                "{host}"
            );
            assert_eq!(shown, host);
        }
        // 63 distinct CJK characters: an A-label of far more than 67 bytes.
        let cjk: std::string::String = (0x4E00..0x4E00 + 63 * 97)
            .step_by(97)
            .filter_map(char::from_u32)
            .collect();
        let ascii = host_to_ascii(&cjk).unwrap();
        assert!(ascii.len() > 4 + 63, "{ascii}");
        assert_eq!(host_to_unicode(&ascii), (cjk, Ok(())));
    }

    /// The A-label of `label` however long (RFC 3492's encoder as written).
    fn host_to_ascii_uts46_unchecked_length(label: &str) -> std::string::String {
        let chars: std::vec::Vec<char> = label.chars().collect();
        std::format!("xn--{}", crate::punycode::encode_plain(&chars).unwrap())
    }

    proptest::proptest! {
        /// The check of [`has_a_label_too_long`] against its plain twin,
        /// the idna crate's decoder with the characters counted: a label
        /// that decodes to more than 63 characters is refused (but one
        /// that decodes to ASCII only: it has no insertions, and UTS 46
        /// refuses it), and one that is refused does not decode to 63 or
        /// fewer (it may turn out malformed after its 64th character).
        #[test]
        fn a_label_length_check_matches_the_idna_crate(
            rest in "([a-z0-9]{0,70}-)?(a|a|[a-z0-9]){0,80}"
        ) {
            let plain = idna::punycode::decode_to_string(&rest);
            let label = std::format!("xn--{rest}");
            let refused = has_a_label_too_long(&label);
            if plain.as_ref().is_some_and(|u| u.chars().count() > 63 && !u.is_ascii()) {
                proptest::prop_assert!(refused, "{}", label);
            }
            if refused {
                proptest::prop_assert!(plain.map_or(true, |u| u.chars().count() > 63), "{}", label);
            }
        }
    }

    proptest::proptest! {
        /// The byte scan and the plain count agree.
        #[test]
        fn could_be_dns_name_matches_its_twin(
            host in "([.a\u{3002}\u{FF0E}\u{FF61}\u{3000}\u{FF00}\u{E302}\u{8082}é]|[\u{3000}-\u{3010}]|[\u{FF00}-\u{FF70}]){0,300}"
        ) {
            proptest::prop_assert_eq!(could_be_dns_name(&host), could_be_dns_name_plain(&host));
        }

        /// The byte scan of `xn--xn--` and the split agree.
        #[test]
        fn xn_xn_scan_matches_its_twin(ascii in "(xn--|XN--|xN--|[xnXN.-]|a){0,24}") {
            proptest::prop_assert_eq!(has_xn_xn_label(&ascii), has_xn_xn_label_plain(&ascii));
        }
    }

    proptest::proptest! {
        /// Hosts of fast-path characters, dots, `xn--` and a few others
        /// (which send the host to the idna crate): the same answer.
        #[test]
        fn fast_path_matches_the_idna_crate_on_hosts(
            host in "(xn--|[a-zA-Z0-9.-]|[ßàÀöÖøÿÞ×]|[ѐЀяЯ]|[άαςωώΑ]|[ぁゖァヺ・]|[一丁龥鿿]|[가힣]|[\\u{300}\\u{200D}_%ßΐ]){0,40}"
        ) {
            let expected = host_to_ascii_uts46(&host);
            proptest::prop_assert_eq!(host_to_ascii(&host), expected);
        }
    }

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
