//! Whether a U-label is safe to show in Unicode: the spoof checks of
//! Chromium's IDN display policy ("IDN in Google Chrome", `docs/idn.md` in
//! the Chromium source tree, and `IDNSpoofChecker::SafeToDisplayAsUnicode`
//! in `components/url_formatter/spoof_checks/idn_spoof_checker.cc`, which
//! implements it).
//!
//! Chromium decides label by label; a label that fails any rule is shown
//! as its A-label. [`check_label`] runs the rules in the order the policy
//! numbers them and gives the first that fails, as a [`SpoofReason`]. Each
//! rule is one function below, with the rule in its doc. The Unicode data
//! (identifier status, script extensions, confusable skeletons) is UTS 39's,
//! from the `unicode-security`, `unicode-script` and `unicode-normalization`
//! crates; the few sets that are Chromium's own and not Unicode's (the
//! disallowed list of rule 4, the TLDs allowed for each script in rule 10,
//! the characters of the dangerous patterns of rule 12) are written here
//! with their source.
//!
//! Two rules are not Chromium's letter:
//!
//! - rule 10 (whole-script confusables) finds the Latin look-alike with the
//!   UTS 39 skeleton of the label (every letter's prototype is ASCII)
//!   instead of Chromium's hand-picked letter lists, so it applies to every
//!   script, names the Latin string the label looks like, and differs from
//!   Chromium on letters that one of the two lists and not the other;
//! - rule 13 (the skeleton of the registrable domain matches one of
//!   Chromium's top domains) needs Chromium's list of top domains, which
//!   urlkit does not ship: it is left out.

use alloc::string::String;
use core::fmt;

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;
use unicode_script::{Script, UnicodeScript};
use unicode_security::mixed_script::AugmentedScriptSet;
use unicode_security::{skeleton, GeneralSecurityProfile};

/// Why a label of a host is kept in A-labels by the display form
/// ([`crate::Uri::to_display`]): the rule of Chromium's IDN display policy
/// that it fails (numbered as `docs/idn.md` in the Chromium tree numbers
/// them).
///
/// # Examples
///
/// ```
/// use urlkit::idna::{check_label, SpoofReason};
///
/// let reason = check_label("аррӏе", "com").unwrap_err();
/// assert!(matches!(reason, SpoofReason::WholeScriptConfusable { ref latin, .. } if latin == "apple"));
/// assert!(reason.to_string().contains("'apple'"));
/// assert_eq!(check_label("аррӏе", "ru"), Ok(()));
/// assert_eq!(check_label("bücher", "de"), Ok(()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SpoofReason {
    /// Rule 2: UTS 46 ToUnicode fails on the label (bad Punycode, a
    /// disallowed character, the bidi or joiner rules), it holds a
    /// character an IRI does not show decoded (RFC 3987 §4.1, §6.1), or
    /// the host in U-labels would not map back to the same A-labels.
    NotIdna,
    /// One of the four deviation characters of IDNA 2003 and 2008 (ß, ς,
    /// ZWNJ, ZWJ), which Chromium always shows as Punycode (rule 1:
    /// Chromium maps them away with transitional processing).
    DeviationCharacter(char),
    /// Rule 3: a character whose UTS 39 identifier status is not
    /// `Allowed`.
    NotAllowedInIdentifiers(char),
    /// Rule 4: a character on Chromium's disallowed list (rare Latin,
    /// Greek and Cyrillic blocks, hyphen and apostrophe look-alikes).
    DisallowedCharacter(char),
    /// Rule 5: scripts mixed beyond UTS 39's "Highly Restrictive" level,
    /// or non-ASCII Latin mixed with another script.
    ScriptMixing {
        /// One script of the label (its Unicode name).
        first: &'static str,
        /// Another, that may not stand beside the first.
        second: &'static str,
    },
    /// Rule 6: digits of two or more numbering systems.
    MixedNumbers,
    /// Rule 7: a combining mark repeated, or a Kana voiced sound mark.
    InvisibleCharacters,
    /// Rule 8: a character used in an unusual way: a middle dot other
    /// than the Catalan ela geminada (`l·l` under `.cat`), or a letter
    /// Chromium allows under one ccTLD only (þ and ð under `.is`, ə under
    /// `.az`).
    UnusualCharacter(char),
    /// Rule 9: the label mixes scripts and looks like the all-ASCII
    /// `latin` (its UTS 39 skeleton).
    MixedScriptConfusable {
        /// The Latin string the label looks like.
        latin: String,
    },
    /// Rule 10: every letter of the label is of one non-Latin `script` and
    /// the label looks like the Latin `latin`, under a top-level domain
    /// that is not of that script.
    WholeScriptConfusable {
        /// The label's script (its Unicode name).
        script: &'static str,
        /// The Latin string the label looks like.
        latin: String,
    },
    /// Rule 11: only digits and characters that look like digits.
    DigitLookalikes,
    /// Rule 12: one of Chromium's dangerous patterns (Kana or CJK
    /// characters that look like slashes or dashes beside other scripts, a
    /// combining mark after a letter it does not belong with, a dot above
    /// `i`, `j` or `l`, a mark on a dotless i or j).
    DangerousPattern,
}

impl SpoofReason {
    /// A short name for the rule, in kebab case, for machine-readable
    /// output (the command line's JSON): `not-idna`,
    /// `deviation-character`, `not-allowed-in-identifiers`,
    /// `disallowed-character`, `script-mixing`, `mixed-numbers`,
    /// `invisible-characters`, `unusual-character`,
    /// `mixed-script-confusable`, `whole-script-confusable`,
    /// `digit-lookalikes` or `dangerous-pattern`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::idna::check_label;
    ///
    /// let reason = check_label("аррӏе", "com").unwrap_err();
    /// assert_eq!(reason.code(), "whole-script-confusable");
    /// ```
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            SpoofReason::NotIdna => "not-idna",
            SpoofReason::DeviationCharacter(_) => "deviation-character",
            SpoofReason::NotAllowedInIdentifiers(_) => "not-allowed-in-identifiers",
            SpoofReason::DisallowedCharacter(_) => "disallowed-character",
            SpoofReason::ScriptMixing { .. } => "script-mixing",
            SpoofReason::MixedNumbers => "mixed-numbers",
            SpoofReason::InvisibleCharacters => "invisible-characters",
            SpoofReason::UnusualCharacter(_) => "unusual-character",
            SpoofReason::MixedScriptConfusable { .. } => "mixed-script-confusable",
            SpoofReason::WholeScriptConfusable { .. } => "whole-script-confusable",
            SpoofReason::DigitLookalikes => "digit-lookalikes",
            SpoofReason::DangerousPattern => "dangerous-pattern",
        }
    }
}

impl fmt::Display for SpoofReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let u = |c: &char| u32::from(*c);
        match self {
            SpoofReason::NotIdna => f.write_str(
                "is not a valid U-label, or does not map back to the same A-label (IDN display rule 2)",
            ),
            SpoofReason::DeviationCharacter(c) => write!(
                f,
                "holds U+{:04X}, which IDNA 2003 and 2008 map differently (IDN display rule 1)",
                u(c)
            ),
            SpoofReason::NotAllowedInIdentifiers(c) => write!(
                f,
                "holds U+{:04X}, not allowed in identifiers by UTS 39 (IDN display rule 3)",
                u(c)
            ),
            SpoofReason::DisallowedCharacter(c) => write!(
                f,
                "holds U+{:04X}, on Chromium's disallowed list (IDN display rule 4)",
                u(c)
            ),
            SpoofReason::ScriptMixing { first, second } => write!(
                f,
                "mixes {first} and {second} beyond UTS 39's highly restrictive level (IDN display rule 5)"
            ),
            SpoofReason::MixedNumbers => {
                f.write_str("mixes digits of two numbering systems (IDN display rule 6)")
            }
            SpoofReason::InvisibleCharacters => f.write_str(
                "holds a repeated combining mark or a Kana voiced sound mark (IDN display rule 7)",
            ),
            SpoofReason::UnusualCharacter(c) => write!(
                f,
                "holds U+{:04X} where it is not used (IDN display rule 8)",
                u(c)
            ),
            SpoofReason::MixedScriptConfusable { latin } => write!(
                f,
                "mixes scripts and looks like the Latin '{}' (IDN display rule 9)",
                crate::Excerpt::new(latin)
            ),
            SpoofReason::WholeScriptConfusable { script, latin } => write!(
                f,
                "is all {script} letters that look like the Latin '{}', under a top-level domain not of that script (IDN display rule 10)",
                crate::Excerpt::new(latin)
            ),
            SpoofReason::DigitLookalikes => {
                f.write_str("is only digits and digit look-alikes (IDN display rule 11)")
            }
            SpoofReason::DangerousPattern => f.write_str(
                "holds a character sequence that imitates a delimiter or another letter (IDN display rule 12)",
            ),
        }
    }
}

/// Whether the U-label `label` may be shown in Unicode under the
/// top-level domain `tld` (its A-label or ASCII form, any case; its
/// Unicode form may be given too, as in `рф`): Chromium's IDN display
/// rules 1 and 3 to 12 (rule 2, ToUnicode itself, is the caller's: the
/// display form runs UTS 46 first). `label` is expected as ToUnicode
/// writes it: lowercase and in NFC.
///
/// # Errors
///
/// The first rule the label fails.
///
/// # Examples
///
/// ```
/// use urlkit::idna::{check_label, SpoofReason};
///
/// assert_eq!(check_label("ébène", "fr"), Ok(()));
/// assert_eq!(check_label("日本語", "jp"), Ok(()));
/// assert!(matches!(check_label("аpple", "com"), Err(SpoofReason::ScriptMixing { .. })));
/// assert_eq!(check_label("faß", "de"), Err(SpoofReason::DeviationCharacter('ß')));
/// ```
pub fn check_label(label: &str, tld: &str) -> Result<(), SpoofReason> {
    if label.is_ascii() {
        return Ok(());
    }
    let tld_ascii = tld.to_ascii_lowercase();
    let tld_ascii = tld_ascii.strip_suffix('.').unwrap_or(&tld_ascii);
    let tld_unicode = if tld_ascii.starts_with("xn--") {
        super::host_to_unicode(tld_ascii).0
    } else {
        String::from(tld_ascii)
    };
    deviation_character(label)?;
    not_allowed_in_identifiers(label)?;
    disallowed_character(label)?;
    script_mixing(label)?;
    mixed_numbers(label)?;
    invisible_characters(label)?;
    unusual_character(label, tld_ascii)?;
    mixed_script_confusable(label)?;
    whole_script_confusable(label, tld_ascii, &tld_unicode)?;
    digit_lookalikes(label)?;
    dangerous_pattern(label)
}

/// Rule 1 (as Chromium's spoof checker applies it): a label holding one
/// of the four deviation characters, ß (U+00DF), ς (U+03C2), ZWNJ
/// (U+200C) and ZWJ (U+200D), is shown as Punycode, since IDNA 2003 (and
/// UTS 46 transitional processing, which Chromium's ToUnicode uses) maps
/// them to other labels than IDNA 2008 does.
fn deviation_character(label: &str) -> Result<(), SpoofReason> {
    match label
        .chars()
        .find(|c| matches!(c, '\u{DF}' | '\u{3C2}' | '\u{200C}' | '\u{200D}'))
    {
        Some(c) => Err(SpoofReason::DeviationCharacter(c)),
        None => Ok(()),
    }
}

/// Rule 3: every character must be allowed in identifiers by UTS 39
/// (`Identifier_Status=Allowed`). ASCII letters, digits and the hyphen,
/// which every label may hold, count as allowed (the hyphen is in UAX 31's
/// inclusion set that Chromium adds).
fn not_allowed_in_identifiers(label: &str) -> Result<(), SpoofReason> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c.identifier_allowed();
    match label.chars().find(|&c| !allowed(c)) {
        Some(c) => Err(SpoofReason::NotAllowedInIdentifiers(c)),
        None => Ok(()),
    }
}

/// Rule 4: no character of the list Chromium's policy links: U+01CD to
/// U+01DC (Latin Extended-B, Pinyin), U+1C80 to U+1C8F (Cyrillic
/// Extended-C), U+1E90 to U+1E9B (Latin Extended Additional), U+1F00 to
/// U+1FFF (Greek Extended), U+A640 to U+A69F (Cyrillic Extended-B),
/// U+A720 to U+A72F (Latin Extended-D), and U+0338, U+058A, U+2010,
/// U+2019, U+2027, U+30A0, U+02BB, U+02BC (a solidus overlay, hyphens,
/// apostrophes and a middle-dot look-alike).
fn disallowed_character(label: &str) -> Result<(), SpoofReason> {
    let disallowed = |c: &char| {
        matches!(
            c,
            '\u{1CD}'..='\u{1DC}'
                | '\u{1C80}'..='\u{1C8F}'
                | '\u{1E90}'..='\u{1E9B}'
                | '\u{1F00}'..='\u{1FFF}'
                | '\u{A640}'..='\u{A69F}'
                | '\u{A720}'..='\u{A72F}'
                | '\u{338}'
                | '\u{58A}'
                | '\u{2010}'
                | '\u{2019}'
                | '\u{2027}'
                | '\u{30A0}'
                | '\u{2BB}'
                | '\u{2BC}'
        )
    };
    match label.chars().find(disallowed) {
        Some(c) => Err(SpoofReason::DisallowedCharacter(c)),
        None => Ok(()),
    }
}

/// The first script a character is written in, for messages: its
/// `Script` property, or the first of its `Script_Extensions`.
fn script_name(c: char) -> &'static str {
    c.script().full_name()
}

/// Rule 5: a label of more than one script must be "Highly Restrictive"
/// (UTS 39 §5.2): Latin with one of the logical scripts Chinese (Han with
/// Bopomofo), Japanese (Han, Hiragana, Katakana) or Korean (Han, Hangul),
/// and nothing else; so Latin, Cyrillic and Greek never mix. Chromium adds
/// that the Latin beside a CJK script must be ASCII.
fn script_mixing(label: &str) -> Result<(), SpoofReason> {
    let mut all = AugmentedScriptSet::default();
    let mut not_latin = AugmentedScriptSet::default();
    for c in label.chars() {
        let set = AugmentedScriptSet::for_char(c);
        all.intersect_with(set);
        if !set.base.contains_script(Script::Latin) {
            not_latin.intersect_with(set);
        }
    }
    if !all.is_empty() {
        return Ok(());
    }
    let cjk = not_latin.hanb || not_latin.jpan || not_latin.kore;
    let non_ascii_latin = label
        .chars()
        .find(|&c| !c.is_ascii() && c.script() == Script::Latin);
    if cjk && non_ascii_latin.is_none() {
        return Ok(());
    }
    // Name two scripts that do not go together: the first character's,
    // and the first whose script set leaves nothing in common with it.
    let mut chars = label.chars().filter(|&c| {
        let e = c.script_extension();
        !e.is_common() && !e.is_inherited()
    });
    let first = chars.next().unwrap_or('a');
    let mut seen = AugmentedScriptSet::for_char(first);
    let second = chars
        .find(|&c| {
            seen.intersect_with(AugmentedScriptSet::for_char(c));
            seen.is_empty()
        })
        .or(non_ascii_latin)
        .unwrap_or(first);
    Err(SpoofReason::ScriptMixing {
        first: script_name(first),
        second: script_name(second),
    })
}

/// The zero of the decimal digit `c`'s numbering system, or `None` when
/// `c` is not numeric. Unicode encodes each system's digits 0 to 9 as ten
/// consecutive code points; the zero is found from the start of the run
/// of numeric characters `c` stands in (at most 64 back: no run of
/// numeric characters is longer), ten digits to a system.
fn digit_zero(c: char) -> Option<u32> {
    if c.is_ascii_digit() {
        return Some(u32::from('0'));
    }
    if !crate::unicode::is_numeric(c) {
        return None;
    }
    let code = u32::from(c);
    let mut start = code;
    for _ in 0..64 {
        match start.checked_sub(1).and_then(char::from_u32) {
            Some(p) if crate::unicode::is_numeric(p) => start -= 1,
            _ => break,
        }
    }
    Some(start + (code - start) / 10 * 10)
}

/// Rule 6: the digits of a label must be of one numbering system (not
/// European digits with Bengali ones, for one).
fn mixed_numbers(label: &str) -> Result<(), SpoofReason> {
    let mut zeros = label.chars().filter_map(digit_zero);
    match zeros.next() {
        Some(zero) if zeros.any(|z| z != zero) => Err(SpoofReason::MixedNumbers),
        _ => Ok(()),
    }
}

/// Rule 7: no invisible sequences: the same combining mark twice in a row
/// (in NFD, where it would be drawn over itself), and no combining Kana
/// voiced sound mark (U+3099, U+309A) left uncomposed in the label (NFC
/// composes it with the Kana it belongs to, as in ビ). (Invisible
/// characters themselves are not allowed in identifiers: rule 3.)
fn invisible_characters(label: &str) -> Result<(), SpoofReason> {
    if label.contains(['\u{3099}', '\u{309A}']) {
        return Err(SpoofReason::InvisibleCharacters);
    }
    let mut previous = None;
    for c in label.chars().nfd() {
        if is_combining_mark(c) && previous == Some(c) {
            return Err(SpoofReason::InvisibleCharacters);
        }
        previous = Some(c);
    }
    Ok(())
}

/// Rule 8: characters used in an unusual way. The middle dot (U+00B7) is
/// allowed only between two `l`s under `.cat` (the Catalan ela geminada,
/// RFC 5892 appendix A.3); Chromium's spoof checker also allows þ and ð
/// (which look like `p`, `b` and `o`) only under `.is`, and ə only under
/// `.az`, in a label of more than one character.
fn unusual_character(label: &str, tld: &str) -> Result<(), SpoofReason> {
    let chars: alloc::vec::Vec<char> = label.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|j| chars.get(j));
        let after = chars.get(i + 1);
        let unusual = match c {
            '\u{B7}' => tld != "cat" || before != Some(&'l') || after != Some(&'l'),
            '\u{FE}' | '\u{F0}' => tld != "is" && chars.len() > 1,
            '\u{259}' => tld != "az" && chars.len() > 1,
            _ => false,
        };
        if unusual {
            return Err(SpoofReason::UnusualCharacter(c));
        }
    }
    Ok(())
}

/// The UTS 39 skeleton of `s` when it is an ASCII host label (letters,
/// digits and hyphens) with a letter: the Latin label `s` is confusable
/// with. (A skeleton with other ASCII, such as `/`, imitates a delimiter:
/// rule 12's business.)
fn latin_skeleton(s: &str) -> Option<String> {
    let skeleton: String = skeleton(s).collect();
    let ldh = skeleton
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    (ldh && skeleton.bytes().any(|b| b.is_ascii_alphabetic())).then_some(skeleton)
}

/// Rule 9: a label that mixes scripts must not be confusable (UTS 39
/// §4, mixed-script confusables) with an all-Latin string: its skeleton
/// must not be ASCII.
fn mixed_script_confusable(label: &str) -> Result<(), SpoofReason> {
    if !AugmentedScriptSet::for_str(label).is_empty() {
        return Ok(());
    }
    match latin_skeleton(label) {
        Some(latin) => Err(SpoofReason::MixedScriptConfusable { latin }),
        None => Ok(()),
    }
}

/// The top-level domains Chromium allows whole-script confusables of a
/// script under besides those written in it (`kWholeScriptConfusables` in
/// Chromium's `idn_spoof_checker.cc`).
fn allowed_tlds(script: Script) -> &'static [&'static str] {
    match script {
        Script::Armenian => &["am"],
        Script::Cyrillic => &["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"],
        Script::Ethiopic => &["er", "et"],
        Script::Georgian => &["ge"],
        Script::Greek => &["gr"],
        Script::Hebrew => &["il"],
        Script::Myanmar => &["mm"],
        Script::Thai => &["th"],
        _ => &[],
    }
}

/// Rule 10: a label whose letters are all of one script other than Latin
/// and that, as a whole, looks like a Latin string (its UTS 39 skeleton is
/// ASCII, with a letter: `аррӏе` in Cyrillic looks like `apple`) is a
/// whole-script confusable; it is shown in Unicode only under a top-level
/// domain of that script (one holding a letter of it) or one Chromium
/// lists for it (`ru`, `su`, `ua`, ... for Cyrillic).
fn whole_script_confusable(label: &str, tld: &str, tld_unicode: &str) -> Result<(), SpoofReason> {
    let mut scripts = label
        .chars()
        .map(|c| c.script())
        .filter(|s| !matches!(s, Script::Common | Script::Inherited));
    let Some(script) = scripts.next() else {
        return Ok(());
    };
    if script == Script::Latin || scripts.any(|s| s != script) {
        return Ok(());
    }
    let Some(latin) = latin_skeleton(label) else {
        return Ok(());
    };
    let tld_of_script = tld_unicode.chars().any(|c| c.script() == script);
    if tld_of_script || allowed_tlds(script).contains(&tld) {
        return Ok(());
    }
    Err(SpoofReason::WholeScriptConfusable {
        script: script.full_name(),
        latin,
    })
}

/// The characters Chromium's spoof checker lists as looking like digits
/// (`digit_lookalikes_` in `idn_spoof_checker.cc`): few of them have a
/// digit as their UTS 39 prototype.
const DIGIT_LOOKALIKES: &str = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜ੫丩ㄐճ৪੪୫૭୨౨";

/// Whether `c` looks like an ASCII digit: it is on Chromium's list, or its
/// UTS 39 skeleton is one character, that of an ASCII digit (`৪` looks
/// like `8`; the skeletons of `0` and `1` are `O` and `l`).
fn looks_like_digit(c: char) -> bool {
    if DIGIT_LOOKALIKES.contains(c) {
        return true;
    }
    let mut one = [0u8; 4];
    let mut s = skeleton(c.encode_utf8(&mut one));
    let (Some(k), None) = (s.next(), s.next()) else {
        return false;
    };
    k.is_ascii_digit() || matches!(k, 'O' | 'l') && !c.is_alphabetic()
}

/// Rule 11: a label of nothing but ASCII digits and characters that look
/// like digits, with at least one look-alike, is shown as Punycode.
fn digit_lookalikes(label: &str) -> Result<(), SpoofReason> {
    let mut lookalike = false;
    for c in label.chars() {
        if c.is_ascii_digit() {
            continue;
        }
        if !looks_like_digit(c) {
            return Ok(());
        }
        lookalike = true;
    }
    if lookalike {
        Err(SpoofReason::DigitLookalikes)
    } else {
        Ok(())
    }
}

/// Whether `c` has `script` in its Script_Extensions (and is not of the
/// Common or Inherited script, which the crate reports as every script).
fn in_scx(c: char, script: Script) -> bool {
    let e = c.script_extension();
    !e.is_common() && !e.is_inherited() && e.contains_script(script)
}

/// Whether `c` is written in Japanese (Katakana, Hiragana or Han).
fn japanese(c: char) -> bool {
    in_scx(c, Script::Katakana) || in_scx(c, Script::Hiragana) || in_scx(c, Script::Han)
}

/// Whether `c` is written in a CJK script (Japanese or Bopomofo).
fn cjk(c: char) -> bool {
    japanese(c) || in_scx(c, Script::Bopomofo)
}

/// Rule 12: Chromium's dangerous patterns, each a sequence that imitates
/// something else:
///
/// - Katakana ノ ソ ゾ ン and CJK 丶 乀 乁 丿 (slash look-alikes) with a
///   non-Japanese character on both sides;
/// - the Katakana iteration marks ヽ ヾ not after Katakana;
/// - Hiragana へ べ ぺ in an otherwise Katakana label, and Katakana ヘ ベ ペ
///   in an otherwise Hiragana one (they look the same);
/// - the prolonged sound mark ー not after Kana, and the Katakana middle
///   dot ・ beside an ASCII letter;
/// - CJK characters that look like Latin letters or punctuation (一 ㄧ 丨
///   乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁) beside a non-CJK
///   character;
/// - a combining mark U+0300 to U+0339 after a character that is not
///   Latin, Greek or Cyrillic, or after a dotless ı or ȷ;
/// - a dot above (U+0307) after `i`, `j` or `l`.
fn dangerous_pattern(label: &str) -> Result<(), SpoofReason> {
    let chars: alloc::vec::Vec<char> = label.chars().collect();
    let kana = |c: char| in_scx(c, Script::Katakana);
    let hira = |c: char| in_scx(c, Script::Hiragana);
    let dangerous = |i: usize, c: char| -> bool {
        let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
        let after = chars.get(i + 1).copied();
        let rest_is = |f: &dyn Fn(char) -> bool| {
            chars.len() > 2
                && i > 0
                && i + 1 < chars.len()
                && chars.iter().enumerate().all(|(j, &d)| j == i || f(d))
        };
        let mark = ('\u{300}'..='\u{339}').contains(&c);
        match c {
            '\u{30CE}' | '\u{30F3}' | '\u{30BD}' | '\u{30BE}' | '\u{4E36}' | '\u{4E40}'
            | '\u{4E41}' | '\u{4E3F}' => {
                before.is_some_and(|b| !japanese(b)) && after.is_some_and(|a| !japanese(a))
            }
            '\u{30FD}' | '\u{30FE}' => !before.is_some_and(kana),
            '\u{3078}'..='\u{307A}' => rest_is(&kana),
            '\u{30D8}'..='\u{30DA}' => rest_is(&hira),
            '\u{30FC}' => !before.is_some_and(|b| kana(b) || hira(b)),
            '\u{30FB}' => {
                before.is_some_and(|b| b.is_ascii_lowercase())
                    || after.is_some_and(|a| a.is_ascii_lowercase())
            }
            '\u{4E00}' | '\u{3127}' | '\u{4E28}' | '\u{4E5B}' | '\u{4E03}' | '\u{4E05}'
            | '\u{5341}' | '\u{3007}' | '\u{3112}' | '\u{311A}' | '\u{311F}' | '\u{3128}'
            | '\u{3129}' | '\u{3108}' | '\u{31BA}' | '\u{31B3}' | '\u{5DE5}' | '\u{31B2}'
            | '\u{8BA0}' | '\u{4E01}' => {
                before.is_some_and(|b| !cjk(b)) || after.is_some_and(|a| !cjk(a))
            }
            _ if mark => before.is_some_and(|b| {
                matches!(b, '\u{131}' | '\u{237}')
                    || (c == '\u{307}' && matches!(b, 'i' | 'j' | 'l'))
                    || !(in_scx(b, Script::Latin)
                        || in_scx(b, Script::Greek)
                        || in_scx(b, Script::Cyrillic))
            }),
            _ => false,
        }
    };
    if chars.iter().enumerate().any(|(i, &c)| dangerous(i, c)) {
        Err(SpoofReason::DangerousPattern)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_fires_on_its_own_case() {
        let reason = |label: &str, tld: &str| check_label(label, tld).err();
        assert_eq!(
            reason("straße", "de"),
            Some(SpoofReason::DeviationCharacter('ß'))
        );
        assert_eq!(
            reason("a☺", "com"),
            Some(SpoofReason::NotAllowedInIdentifiers('☺'))
        );
        assert_eq!(
            reason("ǎb", "com"),
            Some(SpoofReason::DisallowedCharacter('ǎ'))
        );
        assert!(matches!(
            reason("aб", "com"),
            Some(SpoofReason::ScriptMixing {
                first: "Latin",
                second: "Cyrillic"
            })
        ));
        assert!(matches!(
            reason("é日本", "jp"),
            Some(SpoofReason::ScriptMixing { .. })
        ));
        assert_eq!(reason("a日本", "jp"), None);
        assert_eq!(reason("১2", "com"), Some(SpoofReason::MixedNumbers));
        assert_eq!(reason("١۱", "com"), Some(SpoofReason::MixedNumbers));
        assert_eq!(reason("١٢", "com"), None);
        assert_eq!(
            reason("ä\u{308}\u{308}", "com"),
            Some(SpoofReason::InvisibleCharacters)
        );
        assert_eq!(
            reason("l·l", "com"),
            Some(SpoofReason::UnusualCharacter('·'))
        );
        assert_eq!(reason("col·lecció", "cat"), None);
        assert_eq!(
            reason("þorp", "com"),
            Some(SpoofReason::UnusualCharacter('þ'))
        );
        assert_eq!(reason("þorp", "is"), None);
        assert_eq!(reason("зз", "com"), Some(SpoofReason::DigitLookalikes));
        assert_eq!(reason("ノa", "com"), None);
        assert_eq!(reason("aノb", "com"), Some(SpoofReason::DangerousPattern));
        assert_eq!(
            reason("ı\u{301}", "com"),
            Some(SpoofReason::DangerousPattern)
        );
        assert_eq!(
            reason("l\u{307}", "com"),
            Some(SpoofReason::DangerousPattern)
        );
        assert_eq!(
            reason("日\u{301}", "jp"),
            Some(SpoofReason::DangerousPattern)
        );
    }

    #[test]
    fn whole_script_confusables_name_the_latin_look_alike_and_respect_the_tld() {
        let wsc = |label: &str, tld: &str| match check_label(label, tld) {
            Err(SpoofReason::WholeScriptConfusable { script, latin }) => Some((script, latin)),
            _ => None,
        };
        assert_eq!(
            wsc("аррӏе", "com"),
            Some(("Cyrillic", String::from("apple")))
        );
        assert_eq!(wsc("аррӏе", "ru"), None);
        assert_eq!(wsc("аррӏе", "xn--p1ai"), None);
        assert_eq!(wsc("аррӏе", "рф"), None);
        // Cyrillic letters that do not look Latin are not whole-script
        // confusables (рф, the ccTLD of Russia, under any TLD).
        assert_eq!(wsc("рф", "com"), None);
        assert_eq!(wsc("кто", "com"), None);
    }
}
