//! Reading a Public Suffix List file: its format (publicsuffix.org
//! "Format"), its two sections, and its international rules in A-labels.

use alloc::string::String;

use crate::error::{ListError, ListErrorKind};
use crate::idna::host_to_ascii;
use crate::table::REG_NAME;

/// The section of the list a rule comes from.
///
/// # Examples
///
/// ```
/// use urlkit::site::{List, Section};
///
/// let list = List::builtin();
/// assert_eq!(list.site("a.example.co.uk").unwrap().section(), Some(Section::Icann));
/// assert_eq!(list.site("a.github.io").unwrap().section(), Some(Section::Private));
/// // A top-level domain the list does not name: only the implicit `*` rule.
/// assert_eq!(list.site("a.example.invalidtld").unwrap().section(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    /// `===BEGIN ICANN DOMAINS===`: suffixes that registries operate
    /// (`com`, `co.uk`, `*.ck`).
    Icann,
    /// `===BEGIN PRIVATE DOMAINS===`: suffixes under which a company lets
    /// others own names (`github.io`, `blogspot.com`).
    Private,
}

/// Which sections of the list count as public suffixes.
///
/// The default, [`Sections::All`], is what browsers use for cookies and
/// for "same site" (the WHATWG URL Standard's registrable domain): two
/// `github.io` pages are two sites. [`Sections::Icann`] is what BigQuery's
/// `NET.REG_DOMAIN` and Python's `tldextract` (by default) answer: the
/// domain a registrant bought from a registry (`github.io`).
///
/// # Examples
///
/// ```
/// use urlkit::site::{List, Sections};
///
/// let list = List::builtin();
/// let all = list.site_with("foo.github.io", Sections::All).unwrap();
/// assert_eq!(all.registrable_domain(), Some("foo.github.io"));
/// let icann = list.site_with("foo.github.io", Sections::Icann).unwrap();
/// assert_eq!(icann.registrable_domain(), Some("github.io"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sections {
    /// The ICANN and the private sections (the default).
    #[default]
    All,
    /// Only the ICANN section.
    Icann,
}

/// The marker comment that opens the private section.
const PRIVATE_MARKER: &str = "===BEGIN PRIVATE DOMAINS===";

/// The rules of a list file rewritten in the format the `publicsuffix`
/// crate reads, in A-labels: `all` holds both sections, `icann` only the
/// ICANN one.
///
/// The ICANN-only answer is looked up in a trie of its own rather than
/// the full trie with private rules skipped: in a trie, a private rule
/// adds nodes that an ICANN wildcard beside it must not lose to.
pub(super) struct Rules {
    pub(super) all: String,
    pub(super) icann: String,
}

/// Reads `text` line by line, as publicsuffix.org's "Format" says: each
/// line is only read up to the first whitespace; `//` starts a comment
/// line; a rule is labels separated by dots, `*` a wildcard label, `!` in
/// front an exception. Rules before any section marker count as ICANN
/// rules (a hand-written list has no markers).
pub(super) fn rules(text: &str) -> Result<Rules, ListError> {
    let mut icann = String::from("// ===BEGIN ICANN DOMAINS===\n");
    let mut private = String::from("// ===BEGIN PRIVATE DOMAINS===\n");
    let mut in_private = false;
    let mut count = 0usize;
    for (index, line) in text.lines().enumerate() {
        let line = line.trim_start_matches('\u{feff}');
        if line.starts_with("//") {
            if line.contains(PRIVATE_MARKER) {
                in_private = true;
            } else if line.contains("===BEGIN ICANN DOMAINS===") {
                in_private = false;
            }
            continue;
        }
        let Some(rule) = line.split_whitespace().next() else {
            continue;
        };
        let out = if in_private { &mut private } else { &mut icann };
        push_rule(out, rule, index + 1)?;
        count += 1;
    }
    if count == 0 {
        return Err(ListError::new(0, "", ListErrorKind::NoRules));
    }
    let mut all = icann.clone();
    all.push_str(&private);
    Ok(Rules { all, icann })
}

/// Appends `rule` (one line of the list) to `out` in A-labels and
/// lowercase, after checking it.
fn push_rule(out: &mut String, rule: &str, line: usize) -> Result<(), ListError> {
    let error = |kind| ListError::new(line, rule, kind);
    let (exception, body) = match rule.strip_prefix('!') {
        Some(body) => (true, body),
        None => (false, rule),
    };
    if exception && !body.contains('.') {
        return Err(error(ListErrorKind::ExceptionWithoutParent));
    }
    if exception {
        out.push('!');
    }
    for (i, label) in body.split('.').enumerate() {
        if label.is_empty() {
            return Err(error(ListErrorKind::EmptyLabel));
        }
        if i > 0 {
            out.push('.');
        }
        if label == "*" {
            out.push('*');
        } else if label.contains('*') {
            return Err(error(ListErrorKind::InvalidLabel));
        } else if label.is_ascii() {
            if !label.bytes().all(|b| b != b'%' && REG_NAME.allows(b)) {
                return Err(error(ListErrorKind::InvalidLabel));
            }
            out.extend(label.chars().map(|c| c.to_ascii_lowercase()));
        } else {
            // One label at a time, so that `*` and `!` never meet UTS 46.
            let ascii = host_to_ascii(label).map_err(|_| error(ListErrorKind::InvalidLabel))?;
            if ascii.is_empty() || ascii.contains('.') {
                return Err(error(ListErrorKind::InvalidLabel));
            }
            out.push_str(&ascii);
        }
    }
    out.push('\n');
    Ok(())
}
