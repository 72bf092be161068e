//! Byte-class tables, one per ABNF rule of RFC 3986 appendix A.
//!
//! Each [`Table`] answers "may this byte stand raw here?" for one rule. The
//! parser validates with them and the percent-encoder encodes with them, so
//! the two can never disagree: what the percent-encoder leaves raw is
//! exactly what the parser accepts raw in that component.
//!
//! A table also records whether the rule admits `pct-encoded`; the `%` byte
//! itself is never in a table's raw set, because it is only valid as the
//! start of a `%XX` triplet, which the parser checks separately.
//!
//! # Examples
//!
//! ```
//! use urlkit::table;
//!
//! assert!(table::PCHAR.allows(b'@'));
//! assert!(!table::PCHAR.allows(b'/'));
//! assert!(table::QUERY.allows(b'/'));
//! assert!(table::QUERY.allows_pct_encoded());
//! ```

use alloc::string::String;

/// A set of bytes that may stand raw in one ABNF rule, plus whether the rule
/// admits percent-encoded octets.
///
/// Built at compile time with [`Table::new`], [`Table::or`] and
/// [`Table::with_pct_encoded`].
///
/// # Examples
///
/// ```
/// use urlkit::table::Table;
///
/// const DIGITS_AND_DOT: Table = Table::new(b"0123456789.");
/// assert!(DIGITS_AND_DOT.allows(b'7'));
/// assert!(!DIGITS_AND_DOT.allows(b'a'));
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Table {
    raw: [bool; 256],
    pct_encoded: bool,
}

impl core::fmt::Debug for Table {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let raw: String = (0u8..=127)
            .filter(|&b| self.allows(b))
            .map(char::from)
            .collect();
        f.debug_struct("Table")
            .field("raw", &raw)
            .field("pct_encoded", &self.pct_encoded)
            .finish()
    }
}

impl Table {
    /// A table whose raw set is exactly `bytes`, without `pct-encoded`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::Table;
    /// assert!(Table::new(b"ab").allows(b'a'));
    /// ```
    #[must_use]
    // Indexing in a const fn (`get` is not const): `i < bytes.len()` and a
    // `u8` index into 256 entries cannot be out of bounds.
    #[allow(clippy::indexing_slicing)]
    pub const fn new(bytes: &[u8]) -> Table {
        let mut raw = [false; 256];
        let mut i = 0;
        while i < bytes.len() {
            raw[bytes[i] as usize] = true;
            i += 1;
        }
        Table {
            raw,
            pct_encoded: false,
        }
    }

    /// The union of two tables (the ABNF `/`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::Table;
    /// let t = Table::new(b"a").or(&Table::new(b"b"));
    /// assert!(t.allows(b'a') && t.allows(b'b'));
    /// ```
    #[must_use]
    // Indexing in a const fn (`get` is not const): `i < 256`, the length.
    #[allow(clippy::indexing_slicing)]
    pub const fn or(self, other: &Table) -> Table {
        let mut raw = self.raw;
        let mut i = 0;
        while i < 256 {
            raw[i] = raw[i] || other.raw[i];
            i += 1;
        }
        Table {
            raw,
            pct_encoded: self.pct_encoded || other.pct_encoded,
        }
    }

    /// The same table, admitting `pct-encoded` octets as well.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::Table;
    /// assert!(Table::new(b"a").with_pct_encoded().allows_pct_encoded());
    /// ```
    #[must_use]
    pub const fn with_pct_encoded(self) -> Table {
        Table {
            raw: self.raw,
            pct_encoded: true,
        }
    }

    /// The same table, with the bytes of UTF-8 text that always belong to a
    /// `ucschar` (with `iprivate`, to a `ucschar` or an `iprivate`) added,
    /// so that a byte scan reads most non-ASCII text of an IRI component
    /// (RFC 3987 §2.2) as fast as ASCII. The bytes are:
    ///
    /// - every continuation byte, `0x80`-`0xBF`;
    /// - the lead bytes all of whose characters are `ucschar`: `0xC3`-`0xDF`
    ///   (U+00C0-07FF) and `0xE0`-`0xED` (U+0800-D7FF, as a `str` holds no
    ///   surrogates);
    /// - with `iprivate`, `0xEE` too (U+E000-EFFF, all `iprivate`).
    ///
    /// The other lead bytes (`0xC2`, `0xEF`, `0xF0`-`0xF4`) start some
    /// characters of the rule and some not: a scan stops there and decodes
    /// the character. The table is only right for a scan of a `str` that
    /// starts on a character boundary (it never reaches a continuation byte
    /// whose lead it has not allowed), which is how the parser reads.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::{Table, PATH};
    /// let ipath = PATH.with_ucschar_bytes(false);
    /// assert!("日本".bytes().all(|b| ipath.allows(b)));
    /// assert!(!ipath.allows("\u{A0}".as_bytes()[0])); // 0xC2: decode U+0080-00BF
    /// assert!(PATH.with_ucschar_bytes(true).allows(0xEE));
    /// ```
    #[must_use]
    // Indexing in a const fn (`get` is not const): every index is < 256.
    #[allow(clippy::indexing_slicing)]
    pub const fn with_ucschar_bytes(self, iprivate: bool) -> Table {
        let mut raw = self.raw;
        let mut b = 0x80;
        while b <= 0xED {
            // 0xC0-0xC2 start U+0000-00BF: overlong forms (never in a
            // `str`) and C1 controls, which are not `ucschar`.
            raw[b] = b <= 0xBF || b >= 0xC3;
            b += 1;
        }
        if iprivate {
            raw[0xEE] = true;
        }
        Table {
            raw,
            pct_encoded: self.pct_encoded,
        }
    }

    /// The same table without the given bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::{Table, PCHAR};
    /// assert!(!PCHAR.without(b":").allows(b':'));
    /// ```
    #[must_use]
    // Indexing in a const fn (`get` is not const): `i < bytes.len()` and a
    // `u8` index into 256 entries cannot be out of bounds.
    #[allow(clippy::indexing_slicing)]
    pub const fn without(self, bytes: &[u8]) -> Table {
        let mut raw = self.raw;
        let mut i = 0;
        while i < bytes.len() {
            raw[bytes[i] as usize] = false;
            i += 1;
        }
        Table {
            raw,
            pct_encoded: self.pct_encoded,
        }
    }

    /// Every byte but `bytes`, without `pct-encoded`: the bytes a scan may
    /// pass over while it looks for the first of `bytes`.
    #[must_use]
    pub(crate) const fn all_but(bytes: &[u8]) -> Table {
        Table {
            raw: [true; 256],
            pct_encoded: false,
        }
        .without(bytes)
    }

    /// Whether `byte` may stand raw (unencoded) in this rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::UNRESERVED;
    /// assert!(UNRESERVED.allows(b'~'));
    /// assert!(!UNRESERVED.allows(b'%'));
    /// ```
    #[inline]
    #[must_use]
    // A `u8` index into 256 entries cannot be out of bounds.
    #[allow(clippy::indexing_slicing)]
    pub const fn allows(&self, byte: u8) -> bool {
        self.raw[byte as usize]
    }

    /// Whether this rule admits `pct-encoded` (`"%" HEXDIG HEXDIG`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::{SCHEME, PCHAR};
    /// assert!(!SCHEME.allows_pct_encoded());
    /// assert!(PCHAR.allows_pct_encoded());
    /// ```
    #[inline]
    #[must_use]
    pub const fn allows_pct_encoded(&self) -> bool {
        self.pct_encoded
    }

    /// Whether every byte of `s` stands raw in this rule, or starts a valid
    /// `%XX` triplet when the rule admits `pct-encoded`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::{PCHAR, SCHEME};
    /// assert!(PCHAR.validates("a%20b"));
    /// assert!(!PCHAR.validates("a%2"));
    /// assert!(!SCHEME.validates("a%20"));
    /// ```
    #[must_use]
    pub fn validates(&self, s: &str) -> bool {
        self.first_invalid(s).is_none()
    }

    /// The index of the first byte of `s` that neither stands raw in this
    /// rule nor starts a valid `%XX` triplet (when the rule admits
    /// `pct-encoded`); `None` when [`Table::validates`] holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::table::{PCHAR, SCHEME};
    /// assert_eq!(PCHAR.first_invalid("a%20b"), None);
    /// assert_eq!(PCHAR.first_invalid("ab%2"), Some(2));
    /// assert_eq!(SCHEME.first_invalid("a+b c"), Some(3));
    /// ```
    #[must_use]
    pub fn first_invalid(&self, s: &str) -> Option<usize> {
        let bytes = s.as_bytes();
        let mut i = 0;
        // INVARIANT: `bytes[..i]` matches the rule; `i` only grows.
        while let Some(&b) = bytes.get(i) {
            if self.allows(b) {
                i += 1;
            } else if b == b'%' && self.pct_encoded && is_pct_triplet(bytes, i) {
                i += 3;
            } else {
                return Some(i);
            }
        }
        None
    }
}

/// Whether `bytes[i..]` starts with `"%" HEXDIG HEXDIG`.
#[inline]
pub(crate) fn is_pct_triplet(bytes: &[u8], i: usize) -> bool {
    triplet(bytes, i).is_some()
}

/// `pct-encoded = "%" HEXDIG HEXDIG` (§2.1) at `bytes[i..]`: the octet it
/// stands for, if there is one. The one reading of a triplet: the parser,
/// the decoders, normalization, the scheme views and the lint share it.
#[inline]
pub(crate) fn triplet(bytes: &[u8], i: usize) -> Option<u8> {
    match bytes.get(i..i.checked_add(3)?)? {
        [b'%', h, l] => Some(hex_value(*h)? << 4 | hex_value(*l)?),
        _ => None,
    }
}

/// The value of one `HEXDIG` (either case, §2.1): the one reading of a
/// hexadecimal digit, for `pct-encoded` and for IPv6's `h16`.
#[inline]
pub(crate) fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'F' => Some(b - b'A' + 10),
        b'a'..=b'f' => Some(b - b'a' + 10),
        _ => None,
    }
}

/// `ALPHA = %x41-5A / %x61-7A` (RFC 5234 core rule).
///
/// ```
/// use urlkit::table::ALPHA;
/// assert!(ALPHA.allows(b'Z') && ALPHA.allows(b'a'));
/// assert!(!ALPHA.allows(b'0') && !ALPHA.allows(0xC3));
/// ```
pub const ALPHA: Table = Table::new(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

/// `DIGIT = %x30-39` (RFC 5234 core rule).
///
/// ```
/// use urlkit::table::DIGIT;
/// assert!(DIGIT.allows(b'7'));
/// assert!(!DIGIT.allows(b'a'));
/// ```
pub const DIGIT: Table = Table::new(b"0123456789");

/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"`, case-insensitive
/// as every ABNF string is.
///
/// ```
/// use urlkit::table::HEXDIG;
/// assert!(HEXDIG.allows(b'f') && HEXDIG.allows(b'F'));
/// assert!(!HEXDIG.allows(b'g'));
/// ```
pub const HEXDIG: Table = DIGIT.or(&Table::new(b"ABCDEFabcdef"));

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (§2.3).
///
/// ```
/// use urlkit::table::UNRESERVED;
/// assert!(UNRESERVED.allows(b'~'));
/// assert!(!UNRESERVED.allows(b'!') && !UNRESERVED.allows_pct_encoded());
/// ```
pub const UNRESERVED: Table = ALPHA.or(&DIGIT).or(&Table::new(b"-._~"));

/// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (§2.2).
///
/// ```
/// use urlkit::table::GEN_DELIMS;
/// assert!(GEN_DELIMS.validates(":/?#[]@"));
/// assert!(!GEN_DELIMS.allows(b'!'));
/// ```
pub const GEN_DELIMS: Table = Table::new(b":/?#[]@");

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (§2.2).
///
/// ```
/// use urlkit::table::SUB_DELIMS;
/// assert!(SUB_DELIMS.validates("!$&'()*+,;="));
/// assert!(!SUB_DELIMS.allows(b':'));
/// ```
pub const SUB_DELIMS: Table = Table::new(b"!$&'()*+,;=");

/// `reserved = gen-delims / sub-delims` (§2.2).
///
/// ```
/// use urlkit::table::RESERVED;
/// assert!(RESERVED.allows(b'/') && RESERVED.allows(b'+'));
/// assert!(!RESERVED.allows(b'-'));
/// ```
pub const RESERVED: Table = GEN_DELIMS.or(&SUB_DELIMS);

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1): the bytes
/// allowed after the first.
///
/// ```
/// use urlkit::table::SCHEME;
/// assert!(SCHEME.validates("svn+ssh"));
/// assert!(!SCHEME.allows(b'_'));
/// ```
pub const SCHEME: Table = ALPHA.or(&DIGIT).or(&Table::new(b"+-."));

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1).
///
/// ```
/// use urlkit::table::USERINFO;
/// assert!(USERINFO.validates("user:pass%20word"));
/// assert!(!USERINFO.allows(b'@'));
/// ```
pub const USERINFO: Table = UNRESERVED
    .or(&SUB_DELIMS)
    .or(&Table::new(b":"))
    .with_pct_encoded();

/// `reg-name = *( unreserved / pct-encoded / sub-delims )` (§3.2.2).
///
/// ```
/// use urlkit::table::REG_NAME;
/// assert!(REG_NAME.validates("my_host.example"));
/// assert!(!REG_NAME.allows(b':') && !REG_NAME.allows(b'['));
/// ```
pub const REG_NAME: Table = UNRESERVED.or(&SUB_DELIMS).with_pct_encoded();

/// The bytes of `IPvFuture` after `"v" 1*HEXDIG "."`:
/// `1*( unreserved / sub-delims / ":" )` (§3.2.2).
///
/// ```
/// use urlkit::table::IPVFUTURE;
/// assert!(IPVFUTURE.validates("addr:1"));
/// assert!(!IPVFUTURE.validates("%41"));
/// ```
pub const IPVFUTURE: Table = UNRESERVED.or(&SUB_DELIMS).or(&Table::new(b":"));

/// `port = *DIGIT` (§3.2.3).
///
/// ```
/// use urlkit::table::PORT;
/// assert!(PORT.validates("8080"));
/// assert!(!PORT.validates("80a"));
/// ```
pub const PORT: Table = DIGIT;

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (§3.3).
///
/// ```
/// use urlkit::table::PCHAR;
/// assert!(PCHAR.validates("a:b@c%2F"));
/// assert!(!PCHAR.allows(b'/') && !PCHAR.allows(b'?'));
/// ```
pub const PCHAR: Table = UNRESERVED
    .or(&SUB_DELIMS)
    .or(&Table::new(b":@"))
    .with_pct_encoded();

/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`
/// (§3.3): a segment with no colon, the first segment of a relative path.
///
/// ```
/// use urlkit::table::SEGMENT_NZ_NC;
/// assert!(SEGMENT_NZ_NC.validates("a@b"));
/// assert!(!SEGMENT_NZ_NC.allows(b':'));
/// ```
pub const SEGMENT_NZ_NC: Table = PCHAR.without(b":");

/// `path = *( "/" / pchar )`: every byte any path form may hold (§3.3).
///
/// ```
/// use urlkit::table::PATH;
/// assert!(PATH.validates("/a/b:c"));
/// assert!(!PATH.allows(b'?'));
/// ```
pub const PATH: Table = PCHAR.or(&Table::new(b"/"));

/// `query = *( pchar / "/" / "?" )` (§3.4).
///
/// ```
/// use urlkit::table::QUERY;
/// assert!(QUERY.validates("a=1&b=/?"));
/// assert!(!QUERY.allows(b'#'));
/// ```
pub const QUERY: Table = PCHAR.or(&Table::new(b"/?"));

/// `fragment = *( pchar / "/" / "?" )` (§3.5).
///
/// ```
/// use urlkit::table::FRAGMENT;
/// assert!(FRAGMENT.validates("sec/2?x"));
/// assert!(!FRAGMENT.allows(b'#'));
/// ```
pub const FRAGMENT: Table = QUERY;

/// `ucschar` (RFC 3987 §2.2): the non-ASCII characters an IRI holds
/// unencoded in every component but the scheme, the port and an
/// `IP-literal`.
///
/// ```text
/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///         / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
///
/// That is: from U+00A0 up, minus the surrogates, the private-use block
/// U+E000-F8FF, the non-characters U+FDD0-FDEF, the specials U+FFF0-FFFF,
/// the last two code points of each plane (U+xFFFE, U+xFFFF), plane 14's
/// first 4096 code points (tags live in U+E0000-E0FFF) and planes 15 and 16
/// (private use).
///
/// ```
/// use urlkit::table::is_ucschar;
/// assert!(is_ucschar('é') && is_ucschar('日') && is_ucschar('\u{1F600}'));
/// assert!(!is_ucschar('a') && !is_ucschar('\u{9F}') && !is_ucschar('\u{FFFE}'));
/// assert!(!is_ucschar('\u{E000}') && !is_ucschar('\u{E0001}'));
/// ```
#[must_use]
pub const fn is_ucschar(c: char) -> bool {
    let c = c as u32;
    match c {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        0xE1000..=0xEFFFD => true,
        // Planes 1 to 13, without each plane's last two code points.
        0x1_0000..=0xD_FFFF => c & 0xFFFF <= 0xFFFD,
        _ => false,
    }
}

/// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987
/// §2.2): private-use characters, which an IRI holds unencoded in its
/// query only.
///
/// ```
/// use urlkit::table::is_iprivate;
/// assert!(is_iprivate('\u{E000}') && is_iprivate('\u{10FFFD}'));
/// assert!(!is_iprivate('\u{10FFFE}') && !is_iprivate('é'));
/// ```
#[must_use]
pub const fn is_iprivate(c: char) -> bool {
    matches!(c as u32, 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain restatement of each rule, byte by byte, as the oracle.
    fn naive_unreserved(b: u8) -> bool {
        b.is_ascii_alphanumeric() || b"-._~".contains(&b)
    }

    /// `with_ucschar_bytes` admits a lead byte only if every character it
    /// starts is in the rule, and every continuation byte: checked over
    /// every character.
    #[test]
    fn ucschar_bytes_admit_only_characters_of_the_rule() {
        for iprivate in [false, true] {
            let t = PATH.with_ucschar_bytes(iprivate);
            let in_rule = |c: char| is_ucschar(c) || (iprivate && is_iprivate(c));
            let mut lead_seen = [false; 256];
            for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
                let mut buf = [0; 4];
                let bytes = c.encode_utf8(&mut buf).as_bytes();
                let lead = bytes[0];
                lead_seen[usize::from(lead)] = true;
                if t.allows(lead) {
                    assert!(in_rule(c), "{c:?} starts with admitted byte {lead:#x}");
                }
                assert!(bytes[1..].iter().all(|&b| t.allows(b)), "{c:?}");
            }
            // The quick bytes are not empty: most of the BMP is admitted.
            let quick = (0xC0..=0xFF)
                .filter(|&b| t.allows(b) && lead_seen[usize::from(b)])
                .count();
            assert_eq!(quick, if iprivate { 44 } else { 43 });
            // The ASCII part is the table's own.
            assert!((0..0x80).all(|b| t.allows(b) == PATH.allows(b)));
        }
    }

    #[test]
    fn tables_match_their_rules_for_every_byte() {
        for b in 0..=255u8 {
            let sub = b"!$&'()*+,;=".contains(&b);
            let un = naive_unreserved(b);
            assert_eq!(UNRESERVED.allows(b), un, "unreserved {b}");
            assert_eq!(SUB_DELIMS.allows(b), sub, "sub-delims {b}");
            assert_eq!(USERINFO.allows(b), un || sub || b == b':', "userinfo {b}");
            assert_eq!(REG_NAME.allows(b), un || sub, "reg-name {b}");
            let pchar = un || sub || b == b':' || b == b'@';
            assert_eq!(PCHAR.allows(b), pchar, "pchar {b}");
            assert_eq!(SEGMENT_NZ_NC.allows(b), pchar && b != b':', "nc {b}");
            assert_eq!(
                QUERY.allows(b),
                pchar || b == b'/' || b == b'?',
                "query {b}"
            );
            assert_eq!(
                SCHEME.allows(b),
                b.is_ascii_alphanumeric() || b"+-.".contains(&b)
            );
            assert_eq!(HEXDIG.allows(b), b.is_ascii_hexdigit());
            // No table admits a byte outside ASCII or `%` raw.
            assert!(!QUERY.allows(b) || (b.is_ascii_graphic() && b != b'%'));
        }
    }

    /// The ABNF ranges of RFC 3987 §2.2, listed plainly, as the oracle.
    #[test]
    fn ucschar_and_iprivate_match_the_abnf_for_every_code_point() {
        const UCS: [(u32, u32); 17] = [
            (0xA0, 0xD7FF),
            (0xF900, 0xFDCF),
            (0xFDF0, 0xFFEF),
            (0x10000, 0x1FFFD),
            (0x20000, 0x2FFFD),
            (0x30000, 0x3FFFD),
            (0x40000, 0x4FFFD),
            (0x50000, 0x5FFFD),
            (0x60000, 0x6FFFD),
            (0x70000, 0x7FFFD),
            (0x80000, 0x8FFFD),
            (0x90000, 0x9FFFD),
            (0xA0000, 0xAFFFD),
            (0xB0000, 0xBFFFD),
            (0xC0000, 0xCFFFD),
            (0xD0000, 0xDFFFD),
            (0xE1000, 0xEFFFD),
        ];
        const PRIVATE: [(u32, u32); 3] =
            [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let u = c as u32;
            let ucs = UCS.iter().any(|&(lo, hi)| (lo..=hi).contains(&u));
            let private = PRIVATE.iter().any(|&(lo, hi)| (lo..=hi).contains(&u));
            assert_eq!(is_ucschar(c), ucs, "{u:X}");
            assert_eq!(is_iprivate(c), private, "{u:X}");
        }
    }

    #[test]
    fn validates_checks_triplets() {
        assert!(QUERY.validates("a=%41&b"));
        assert!(!QUERY.validates("%4"));
        assert!(!QUERY.validates("%zz"));
        assert!(!QUERY.validates("a b"));
        assert!(QUERY.validates(""));
    }
}
