//! Small text helpers for the checks: percent-decoding of parsed (hence
//! well-formed) components, host-name shapes, and Unicode scripts.

// Percent-decoding is `pct`'s, and a triplet is read by `table::triplet`:
// one reading of `pct-encoded` for the crate.
pub(crate) use crate::pct::decode_bytes_lossy as decode;
pub(crate) use crate::table::triplet;

/// The `%XX` triplets of `s`: (index, decoded byte).
pub(crate) fn triplets(s: &[u8]) -> impl Iterator<Item = (usize, u8)> + '_ {
    (0..s.len()).filter_map(move |i| triplet(s, i).map(|v| (i, v)))
}

/// Whether `s` reads like a DNS host name or a dotted IPv4 address: two or
/// more labels of letters, digits and inner hyphens, the last one either
/// alphabetic (a top-level domain) or, for an address, all labels numeric.
pub(crate) fn host_like(s: &str) -> bool {
    let s = s.strip_suffix('.').unwrap_or(s);
    // (Read from the iterator, not collected: no list per call.)
    let labels = || s.split('.');
    let count = labels().count();
    if !(2..=127).contains(&count) {
        return false;
    }
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    if !labels().all(label_ok) {
        return false;
    }
    let all_numeric = labels().all(|l| l.bytes().all(|b| b.is_ascii_digit()));
    let tld_alpha = labels()
        .next_back()
        .is_some_and(|l| l.len() >= 2 && l.bytes().all(|b| b.is_ascii_alphabetic()));
    (all_numeric && count == 4) || tld_alpha
}

/// Top-level domains a user name is unlikely to end with but a spoofed
/// host name does: the original generic ones (RFC 1591), the most common
/// newer ones, and the reserved or private-use names (RFC 2606, RFC 6761,
/// RFC 6762, RFC 7686, ICANN's `internal`).
const TLDS: [&str; 38] = [
    "com",
    "net",
    "org",
    "edu",
    "gov",
    "mil",
    "int",
    "arpa",
    "info",
    "biz",
    "name",
    "pro",
    "mobi",
    "aero",
    "coop",
    "museum",
    "app",
    "dev",
    "xyz",
    "online",
    "site",
    "store",
    "tech",
    "cloud",
    "shop",
    "blog",
    "page",
    "example",
    "test",
    "invalid",
    "localhost",
    "local",
    "internal",
    "onion",
    "home",
    "lan",
    "corp",
    "intranet",
];

/// Whether a user name reads like a host name, for `userinfo-looks-like-host`
/// (RFC 3986 §7.6). Dots alone do not make a host: `john.smith` and
/// `first.middle.last` are ordinary user names. The rule: two or more
/// host-name labels that form a dotted-decimal IPv4 address, or end with a
/// two-letter country code, or hold one of [`TLDS`] after the first label.
/// So `trusted.example.com`, `www.bank.de`, `login.bank.internal` and
/// `www.paypal.com.secure-login` trip it.
pub(crate) fn user_looks_like_host(s: &str) -> bool {
    let s = s.strip_suffix('.').unwrap_or(s);
    let ldh = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    let count = s.split('.').count();
    if count < 2 || !s.split('.').all(ldh) {
        return false;
    }
    let numeric = |l: &str| l.bytes().all(|b| b.is_ascii_digit());
    if count == 4 && s.split('.').all(numeric) {
        return true;
    }
    let last = s.rsplit('.').next().unwrap_or("");
    let country = last.len() == 2 && last.bytes().all(|b| b.is_ascii_alphabetic());
    country
        || s.split('.')
            .skip(1)
            .any(|l| TLDS.iter().any(|t| t.eq_ignore_ascii_case(l)))
}

/// The longest prefix of `s` made of host-name bytes (letters, digits,
/// `.`, `-`).
pub(crate) fn host_prefix(s: &str) -> &str {
    let n = s
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'.' || b == b'-'))
        .unwrap_or(s.len());
    s.get(..n).unwrap_or("")
}

/// A coarse script of a letter, enough to see a label mixing Latin with
/// Greek or Cyrillic look-alikes. Chinese, Japanese and Korean are one
/// group, as they legitimately mix. `None` for digits, punctuation and
/// marks (script-neutral).
pub(crate) fn script(c: char) -> Option<&'static str> {
    let script = match u32::from(c) {
        0x41..=0x5A | 0x61..=0x7A | 0xC0..=0x24F | 0x1E00..=0x1EFF => "Latin",
        0x370..=0x3FF | 0x1F00..=0x1FFF => "Greek",
        0x400..=0x52F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => "Cyrillic",
        0x530..=0x58F => "Armenian",
        0x590..=0x5FF => "Hebrew",
        0x600..=0x6FF | 0x750..=0x77F => "Arabic",
        0x900..=0x97F => "Devanagari",
        0xE00..=0xE7F => "Thai",
        0x10A0..=0x10FF => "Georgian",
        0x13A0..=0x13FF => "Cherokee",
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0x1100..=0x11FF => {
            "CJK"
        }
        _ if crate::unicode::is_alphabetic(c) => "other",
        _ => return None,
    };
    Some(script)
}

/// The first two scripts a label mixes, if it mixes any.
pub(crate) fn mixed_scripts(label: &str) -> Option<(&'static str, &'static str)> {
    let mut first = None;
    for s in label.chars().filter_map(script) {
        match first {
            None => first = Some(s),
            Some(f) if f != s && s != "other" && f != "other" => return Some((f, s)),
            Some(_) => {}
        }
    }
    None
}

/// Characters that Unicode compatibility normalization (NFKC) or IDNA
/// mapping turns into an ASCII delimiter, with the delimiter.
pub(crate) fn lookalike(c: char) -> Option<char> {
    let ascii = match c {
        '\u{3002}' | '\u{FF0E}' | '\u{FF61}' | '\u{FE52}' | '\u{2024}' => '.',
        // U+2488..U+249B DIGIT ONE FULL STOP .. NUMBER TWENTY FULL STOP:
        // "1." .. "20." under NFKC.
        '\u{2488}'..='\u{249B}' => '.',
        '\u{FF0F}' | '\u{2215}' | '\u{2044}' => '/',
        '\u{FF03}' | '\u{FE5F}' => '#',
        '\u{FF20}' | '\u{FE6B}' => '@',
        '\u{FF1A}' | '\u{FE55}' => ':',
        '\u{FF1F}' | '\u{FE56}' => '?',
        '\u{FF3C}' | '\u{FE68}' => '\\',
        // U+2100 ACCOUNT OF becomes "a/c", U+2101 "a/s", U+2105 "c/o",
        // U+2106 "c/u" (CPython CVE-2019-9636).
        '\u{2100}' | '\u{2101}' | '\u{2105}' | '\u{2106}' => '/',
        _ => return None,
    };
    Some(ascii)
}

/// The quote of `s` a message may hold (the crate's one rule, see
/// [`crate::Excerpt`]).
pub(crate) fn excerpt(s: &str) -> crate::Excerpt<'_> {
    crate::Excerpt::new(s)
}
