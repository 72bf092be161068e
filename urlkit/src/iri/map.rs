//! Mapping between IRIs and URIs: RFC 3987 §3.1 (IRI to URI) and §3.2
//! (URI to IRI, for display).
//!
//! Both rewrite the components one by one and copy the delimiters, so the
//! offsets of the result are known as it is written and nothing is parsed
//! again (a debug assertion checks them). Neither changes an ASCII byte
//! outside the host, so the structure (which delimiters, where) is kept.

use alloc::string::String;

use super::IriRef;
use crate::component::Parts;
use crate::parse::{to_u32, utf8_char_at, Offsets};
use crate::table::triplet;
#[cfg(test)]
use crate::table::Table;
use crate::table::{is_iprivate, is_ucschar};
use crate::UriRef;

/// Which component a piece of text is, for the mapping functions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Component {
    Userinfo,
    Host,
    Path,
    Query,
    Fragment,
}

/// Rewrites `p` component by component with `map`; the scheme, the port
/// and the delimiters are copied. Returns the text and its offsets.
fn rebuild(p: Parts<'_>, mut map: impl FnMut(Component, &str, &mut String)) -> (String, Offsets) {
    let mut out = String::with_capacity(p.text.len().saturating_add(p.text.len() / 2));
    let mut off = Offsets::default();
    // Lengths stay within u32: IRIs are parsed up to a third of it.
    let at = |out: &String| to_u32(out.len());
    if let Some(scheme) = p.scheme() {
        out.push_str(scheme);
        off.scheme_end = at(&out);
        out.push(':');
    }
    if let Some(host) = p.host() {
        out.push_str("//");
        if let Some(userinfo) = p.userinfo() {
            map(Component::Userinfo, userinfo, &mut out);
            out.push('@');
        }
        off.host_start = at(&out);
        map(Component::Host, host, &mut out);
        off.host_end = at(&out);
        if let Some(port) = p.port() {
            out.push(':');
            out.push_str(port);
        }
    } else {
        off.host_start = at(&out);
        off.host_end = off.host_start;
    }
    off.path_start = at(&out);
    map(Component::Path, p.path(), &mut out);
    off.query_start = at(&out);
    if let Some(query) = p.query() {
        out.push('?');
        map(Component::Query, query, &mut out);
    }
    off.fragment_start = at(&out);
    if let Some(fragment) = p.fragment() {
        out.push('#');
        map(Component::Fragment, fragment, &mut out);
    }
    (out, off)
}

/// Every ASCII byte: RFC 3987 §3.1 percent-encodes only what is not ASCII
/// (the ASCII of a valid IRI is already valid URI text).
// Indexing in a const block (`get_mut` is not const): `i < 128`.
#[allow(clippy::indexing_slicing)]
#[cfg(test)]
static ASCII: Table = {
    let mut all = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        all[i] = i as u8;
        i += 1;
    }
    Table::new(&all)
};

/// Appends `s` with each non-ASCII byte percent-encoded.
fn push_encoded(out: &mut String, s: &str) {
    // Each non-ASCII byte becomes three: reserve the exact length once, so
    // a long non-ASCII component is not copied again as `out` grows.
    let non_ascii = s.bytes().filter(|&b| b >= 0x80).count();
    out.reserve(s.len().saturating_add(non_ascii.saturating_mul(2)));
    // ASCII runs go over as slices; each other byte as `%` and two
    // uppercase hex digits (RFC 3986 §2.1), pushed as characters into the
    // reserved room. (`pct::encode_with(s, &ASCII)` gives the same text,
    // a piece at a time: the tests compare them.)
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut run_start = 0;
    for (i, &b) in s.as_bytes().iter().enumerate() {
        if b < 0x80 {
            continue;
        }
        // `run_start..i` is ASCII, between character boundaries.
        if run_start < i {
            out.push_str(s.get(run_start..i).unwrap_or_default());
        }
        out.push('%');
        let hex = |d: u8| char::from(HEX.get(usize::from(d)).copied().unwrap_or(b'0'));
        out.push(hex(b >> 4));
        out.push(hex(b & 0xF));
        run_start = i + 1;
    }
    if run_start < s.len() {
        out.push_str(s.get(run_start..).unwrap_or_default());
    }
}

/// RFC 3987 §3.1: the URI an IRI maps to.
pub(crate) fn to_uri(p: Parts<'_>) -> UriRef {
    if p.text.is_ascii() {
        return UriRef::from_parts_unchecked(p.text.into(), p.off);
    }
    let (text, off) = rebuild(p, |component, s, out| {
        if component == Component::Host && !s.is_ascii() && idn_to_ascii(s, out) {
            return;
        }
        push_encoded(out, s);
    });
    debug_assert!(
        off.check_invariants(&text, crate::parse::Rule::UriReference),
        "{text:?}"
    );
    UriRef::from_parts_unchecked(text, off)
}

/// Appends the A-label form of a non-ASCII `ireg-name` (step 3 of RFC
/// 3987 §3.1) to `out` and says `true`, or leaves `out` as it was and says
/// `false` to percent-encode it: without the `idna` feature, or when
/// [`idna::reg_name_to_ascii_into`](crate::idna::reg_name_to_ascii_into)
/// refuses it (not UTF-8 once decoded, not a valid internationalized
/// domain name, or a host that cannot be a DNS name: RFC 3987 §3.1 makes
/// the IDNA step optional, for names to be resolved, and "ToASCII ... may
/// fail, but this would mean that the IRI cannot be resolved").
#[cfg(feature = "idna")]
fn idn_to_ascii(host: &str, out: &mut String) -> bool {
    crate::idna::reg_name_to_ascii_into(host, out)
}

#[cfg(not(feature = "idna"))]
fn idn_to_ascii(_host: &str, _out: &mut String) -> bool {
    false
}

/// The U-label form of an ASCII reg-name with `xn--` labels, for display;
/// `None` to leave it as it is. Only a host whose UTS 46 ToUnicode
/// ([`crate::idna::host_to_unicode`]) succeeds, that shows only characters
/// [`safe_to_show`] allows, and that [`idn_to_ascii`] (the step [`to_uri`]
/// takes) maps back to itself up to ASCII case, is changed: so a URI shown
/// as an IRI maps back to the URI. (A host of more than 127 labels, which
/// `to_uri` percent-encodes instead, keeps its A-labels without being
/// decoded.)
#[cfg(feature = "idna")]
fn idn_to_unicode(host: &str) -> Option<String> {
    if !crate::idna::has_a_label(host)
        || host.contains('%')
        || host.starts_with('[')
        || !crate::idna::has_at_most_127_labels(host)
    {
        return None;
    }
    let (unicode, result) = crate::idna::host_to_unicode(host);
    result.ok()?;
    let shows = unicode
        .chars()
        .all(|c| c.is_ascii() || safe_to_show(c, false));
    let mut back = String::new();
    (shows && idn_to_ascii(&unicode, &mut back) && back.eq_ignore_ascii_case(host))
        .then_some(unicode)
}

#[cfg(not(feature = "idna"))]
fn idn_to_unicode(_host: &str) -> Option<String> {
    None
}

/// RFC 3987 §3.2: the IRI a URI is shown as.
pub(crate) fn to_iri(p: Parts<'_>) -> IriRef {
    let a_label = |w: &[u8]| w.eq_ignore_ascii_case(b"xn--");
    if !p.text.contains('%') && !p.text.as_bytes().windows(4).any(a_label) {
        return IriRef::from_parts_unchecked(p.text.into(), p.off);
    }
    let (text, off) = rebuild(p, |component, s, out| {
        if component == Component::Host {
            if let Some(unicode) = idn_to_unicode(s) {
                return out.push_str(&unicode);
            }
        }
        push_decoded_for_display(out, s, component == Component::Query);
    });
    if u32::try_from(text.len()).is_err() {
        // Not reached (decoding shrinks, U-labels are shorter than their
        // A-labels), but a URI is an IRI as it is.
        return IriRef::from_parts_unchecked(p.text.into(), p.off);
    }
    debug_assert!(
        off.check_invariants(&text, crate::parse::Rule::UriReference),
        "{text:?}"
    );
    IriRef::from_parts_unchecked(text, off)
}

/// The display form (see [`crate::UriRef::to_display`]): [`to_iri`], but
/// the host is written as it stands except for its `xn--` labels, each
/// shown in Unicode only where [`display_label`] allows it.
#[cfg(feature = "idna")]
pub(crate) fn to_display(p: Parts<'_>) -> super::DisplayIri {
    let mut kept = alloc::vec::Vec::new();
    let a_label = |w: &[u8]| w.eq_ignore_ascii_case(b"xn--");
    if !p.text.contains('%') && !p.text.as_bytes().windows(4).any(a_label) {
        let iri = IriRef::from_parts_unchecked(p.text.into(), p.off);
        return super::DisplayIri::new(iri, kept);
    }
    let (text, off) = rebuild(p, |component, s, out| {
        if component == Component::Host {
            return display_host(s, out, &mut kept);
        }
        push_decoded_for_display(out, s, component == Component::Query);
    });
    if u32::try_from(text.len()).is_err() {
        // Not reached, as in `to_iri`.
        let iri = IriRef::from_parts_unchecked(p.text.into(), p.off);
        return super::DisplayIri::new(iri, alloc::vec::Vec::new());
    }
    debug_assert!(
        off.check_invariants(&text, crate::parse::Rule::UriReference),
        "{text:?}"
    );
    super::DisplayIri::new(IriRef::from_parts_unchecked(text, off), kept)
}

/// Appends the display form of `host`, and a [`super::KeptLabel`] to
/// `kept` for each `xn--` label left as it is.
///
/// Only `xn--` labels change; everything else (ASCII labels, their case,
/// percent-encoded octets, IP literals) is written as it stands, so that
/// the display form maps back to the URI (a percent-encoded host decoded
/// for display would map back to A-labels instead). The labels are
/// checked one by one, as Chromium does; then the host as a whole must
/// map back to itself up to ASCII case with [`idn_to_ascii`] (the step
/// [`to_uri`] takes), or every `xn--` label is kept with
/// [`SpoofReason::NotIdna`](crate::idna::SpoofReason::NotIdna): the
/// bidirectional rule of IDNA 2008 reads all labels of a host together.
#[cfg(feature = "idna")]
fn display_host(host: &str, out: &mut String, kept: &mut alloc::vec::Vec<super::KeptLabel>) {
    use crate::idna::SpoofReason;
    if !crate::idna::has_a_label(host) || host.starts_with('[') {
        return out.push_str(host);
    }
    let start = out.len();
    let kept_before = kept.len();
    let decodable = !host.contains('%') && crate::idna::has_at_most_127_labels(host);
    let tld = host.strip_suffix('.').unwrap_or(host);
    let tld = tld.rsplit('.').next().unwrap_or_default();
    let mut shown_any = false;
    for (i, label) in host.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        if !crate::idna::has_a_label(label) {
            out.push_str(label);
            continue;
        }
        let (unicode, verdict) = if decodable {
            display_label(label, tld)
        } else {
            (None, Err(SpoofReason::NotIdna))
        };
        match verdict {
            Ok(()) => {
                out.push_str(unicode.as_deref().unwrap_or(label));
                shown_any = true;
            }
            Err(reason) => {
                out.push_str(label);
                kept.push(super::KeptLabel::new(label, unicode, reason));
            }
        }
    }
    let mut back = String::new();
    let shown = out.get(start..).unwrap_or_default();
    if shown_any && !(idn_to_ascii(shown, &mut back) && back.eq_ignore_ascii_case(host)) {
        out.truncate(start);
        out.push_str(host);
        kept.truncate(kept_before);
        for label in host.split('.').filter(|l| crate::idna::has_a_label(l)) {
            // As for a single label: no U-label where ToUnicode fails.
            let (unicode, result) = crate::idna::host_to_unicode(label);
            kept.push(super::KeptLabel::new(
                label,
                result.is_ok().then_some(unicode),
                SpoofReason::NotIdna,
            ));
        }
    }
}

/// The U-label of the A-label `label` and whether it may be shown (rule 2
/// of Chromium's policy here: UTS 46 ToUnicode succeeds and every
/// character is one [`safe_to_show`] allows; the other rules in
/// [`crate::idna::check_label`]). The U-label comes back even when it may
/// not be shown, for [`super::KeptLabel::unicode`], but not when ToUnicode
/// fails.
#[cfg(feature = "idna")]
fn display_label(label: &str, tld: &str) -> (Option<String>, Result<(), crate::idna::SpoofReason>) {
    use crate::idna::SpoofReason;
    let (unicode, result) = crate::idna::host_to_unicode(label);
    if result.is_err() {
        return (None, Err(SpoofReason::NotIdna));
    }
    let verdict = if unicode.contains('.')
        || !unicode
            .chars()
            .all(|c| c.is_ascii() || safe_to_show(c, false))
    {
        Err(SpoofReason::NotIdna)
    } else {
        crate::idna::check_label(&unicode, tld)
    };
    (Some(unicode), verdict)
}

/// Appends `s`, decoding each run of percent-encoded octets that is the
/// UTF-8 of a character [`safe_to_show`] allows (steps 2 to 4 of RFC 3987
/// §3.2); every other triplet is copied as it is.
fn push_decoded_for_display(out: &mut String, s: &str, private: bool) {
    let bytes = s.as_bytes();
    let mut copied = 0;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b != b'%' {
            i += 1;
            continue;
        }
        // Up to four triplets, decoded, make at most one character.
        let mut buf = [0u8; 4];
        let mut n = 0;
        for slot in &mut buf {
            match triplet(bytes, i + 3 * n) {
                Some(v) => *slot = v,
                None => break,
            }
            n += 1;
        }
        let decoded = buf.get(..n).and_then(|octets| utf8_char_at(octets, 0));
        match decoded {
            Some((c, len)) if !c.is_ascii() && safe_to_show(c, private) => {
                out.push_str(s.get(copied..i).unwrap_or_default());
                out.push(c);
                i += 3 * len;
                copied = i;
            }
            // Keep this triplet; the next may start a character.
            _ => i += 3,
        }
    }
    out.push_str(s.get(copied..).unwrap_or_default());
}

/// Whether a decoded character may be shown in an IRI (RFC 3987 §3.2 step
/// 4): one that the component's grammar allows (`ucschar`, or `iprivate`
/// in the query), and none of the characters §4.1 and §6.1 warn about:
/// the bidirectional formatting characters, and characters that show as
/// blank or not at all, which would hide what the IRI says.
pub(crate) const fn safe_to_show(c: char, private: bool) -> bool {
    let allowed = is_ucschar(c) || (private && is_iprivate(c));
    allowed && !is_bidi_format(c) && !is_invisible(c)
}

/// The bidirectional formatting characters, which RFC 3987 §4.1 says an
/// IRI must not hold: LRM, RLM, ALM, the embeddings and overrides
/// (U+202A-202E) and the isolates (U+2066-2069, Unicode 6.3).
const fn is_bidi_format(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Spaces and invisible characters (Unicode White_Space and
/// Default_Ignorable characters in the ucschar range): shown decoded, they
/// would make two different IRIs look alike.
const fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00A0}'
            | '\u{00AD}'
            | '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{1680}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{2000}'..='\u{200D}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{202F}'
            | '\u{205F}'..='\u{2064}'
            | '\u{206A}'..='\u{206F}'
            | '\u{3000}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

#[cfg(test)]
#[path = "../../tests/unit/iri_map.rs"]
mod tests;
