//! Sites: the public suffix and the registrable domain (eTLD+1) of a host,
//! by the [Public Suffix List] (cargo feature `psl`).
//!
//! `news.bbc.co.uk` and `www.bbc.co.uk` are one site, `bbc.co.uk`, because
//! `co.uk` is a *public suffix*: a name under which anyone may register
//! one. `a.github.io` and `b.github.io` are two sites, because the list's
//! private section names `github.io` a public suffix too. The list and its
//! algorithm are publicsuffix.org's; the [WHATWG URL Standard] calls the
//! suffix plus one label the *registrable domain*.
//!
//! What [`List::site`] does to a host before it asks the list:
//!
//! - an IP literal (`[::1]`), an IPv4 address, and any host whose last
//!   label is a number (`127.1`, `0x7f.1`: WHATWG parsers read them as
//!   IPv4 addresses) has no site: `None`;
//! - a host with an empty label (`.com`, `a..com`) has none either; one
//!   trailing dot (`example.com.`, the DNS root) is allowed and ignored;
//! - percent-encoding is decoded (`b%C3%BCcher.example`) and a decoded
//!   delimiter refused ([`crate::pct::decode_reg_name`]);
//! - the host is compared in A-labels, lowercase (UTS 46 ToASCII, as
//!   browsers do it: [`crate::idna::host_to_ascii`]); the list's
//!   international rules are compared in A-labels too. A host UTS 46
//!   refuses has no site.
//!
//! The answer ([`Site`]) gives every part twice: in the form the host was
//! given (a slice of it: case, percent-encoding and Unicode kept) and in
//! A-labels (lowercase, no trailing dot), which is the form to compare or
//! group by.
//!
//! A top-level domain that the list does not name (`example.invalidtld`)
//! is its own public suffix by the list's implicit `*` rule, as the
//! algorithm says; [`Site::section`] is then `None`, so a caller that
//! wants "no answer for unknown suffixes" (as `tldextract` does) can have
//! it. `localhost` is such a suffix: it has no registrable domain.
//!
//! # The list
//!
//! [`List::builtin`] reads the snapshot built into urlkit (its date in
//! [`BUILTIN_DATE`]; see `src/site/PROVENANCE.md`); [`List::parse`] reads
//! a newer `public_suffix_list.dat`, since the list changes every week.
//! Reading it takes a few milliseconds, so read it once: with the `std`
//! feature, [`List::shared`] is the built-in list read on first use.
//! The lookup itself is the [`publicsuffix`](https://docs.rs/publicsuffix)
//! crate's trie.
//!
//! # Examples
//!
//! ```
//! use urlkit::site::{List, Sections};
//!
//! let list = List::builtin();
//! let site = list.site("News.BBC.co.uk").unwrap();
//! assert_eq!(site.public_suffix(), "co.uk");
//! assert_eq!(site.registrable_domain(), Some("BBC.co.uk"));
//! assert_eq!(site.registrable_domain_ascii(), Some("bbc.co.uk"));
//! assert_eq!(site.subdomain(), Some("News"));
//!
//! // Unicode and percent-encoded hosts: as given, and in A-labels.
//! let site = list.site("www.食狮.公司.cn").unwrap();
//! assert_eq!(site.registrable_domain(), Some("食狮.公司.cn"));
//! assert_eq!(site.registrable_domain_ascii(), Some("xn--85x722f.xn--55qx5d.cn"));
//! let site = list.site("b%C3%BCcher.example.de").unwrap();
//! assert_eq!(site.registrable_domain(), Some("example.de"));
//! assert_eq!(site.subdomain_ascii(), Some("xn--bcher-kva"));
//!
//! // A suffix has no registrable domain; an address has no site.
//! assert_eq!(list.site("co.uk").unwrap().registrable_domain(), None);
//! assert!(list.site("192.168.1.1").is_none());
//! assert!(list.site("[::1]").is_none());
//!
//! // Private suffixes count unless the caller says otherwise.
//! assert_eq!(list.site("a.github.io").unwrap().registrable_domain(), Some("a.github.io"));
//! let icann = list.site_with("a.github.io", Sections::Icann).unwrap();
//! assert_eq!(icann.registrable_domain(), Some("github.io"));
//! ```
//!
//! [Public Suffix List]: https://publicsuffix.org/list/
//! [WHATWG URL Standard]: https://url.spec.whatwg.org/#host-registrable-domain

mod list;

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use publicsuffix::Psl as _;

use crate::table::{Table, REG_NAME};

pub use crate::error::{ListError, ListErrorKind};
pub use list::{Section, Sections};

/// The built-in snapshot of the list (MPL-2.0; `src/site/PROVENANCE.md`).
const BUILTIN: &str = include_str!("public_suffix_list.dat");

/// The date of the built-in list: that of its last commit in
/// publicsuffix/list.
///
/// # Examples
///
/// ```
/// assert_eq!(urlkit::site::BUILTIN_DATE.len(), "YYYY-MM-DD".len());
/// ```
pub const BUILTIN_DATE: &str = "2026-08-19";

/// A Public Suffix List, read and ready for lookups.
///
/// # Examples
///
/// ```
/// use urlkit::site::List;
///
/// let list = List::parse("// ===BEGIN ICANN DOMAINS===\nuk\nco.uk\n")?;
/// assert_eq!(list.site("www.example.co.uk").unwrap().registrable_domain(), Some("example.co.uk"));
/// # Ok::<_, urlkit::site::ListError>(())
/// ```
#[derive(Clone)]
pub struct List {
    all: publicsuffix::List,
    icann: publicsuffix::List,
}

impl fmt::Debug for List {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The tries hold ten thousand rules: not something to print.
        f.debug_struct("List").finish_non_exhaustive()
    }
}

impl List {
    /// Reads a list in the format of `public_suffix_list.dat`: one rule a
    /// line (`com`, `*.ck`, `!www.ck`), `//` comments, and the
    /// `===BEGIN ICANN DOMAINS===` / `===BEGIN PRIVATE DOMAINS===`
    /// markers (rules before any marker are ICANN rules). Rules may be in
    /// Unicode or in A-labels, in any case.
    ///
    /// # Errors
    ///
    /// A [`ListError`] naming the first bad rule and its line: an empty
    /// label, a one-label exception, a `*` inside a label or a label
    /// UTS 46 refuses; or a text without any rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::site::List;
    ///
    /// let list = List::parse("*.ck\n!www.ck\n")?;
    /// assert_eq!(list.site("a.b.ck").unwrap().registrable_domain(), Some("a.b.ck"));
    /// assert_eq!(list.site("www.ck").unwrap().registrable_domain(), Some("www.ck"));
    /// assert!(List::parse("a..b").is_err());
    /// # Ok::<_, urlkit::site::ListError>(())
    /// ```
    pub fn parse(text: &str) -> Result<List, ListError> {
        let rules = list::rules(text)?;
        // The rewritten text has only rules the checks above accepted, so
        // the crate's own reading cannot fail; an error would be a bug.
        let read = |text: &str| {
            text.parse::<publicsuffix::List>()
                .map_err(|_| ListError::internal())
        };
        Ok(List {
            all: read(&rules.all)?,
            icann: read(&rules.icann)?,
        })
    }

    /// The list built into urlkit, dated [`BUILTIN_DATE`]. Each call reads
    /// it again (a few milliseconds): keep the value, or use
    /// [`List::shared`].
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("a.b.example.com").unwrap().registrable_domain(), Some("example.com"));
    /// ```
    #[must_use]
    pub fn builtin() -> List {
        // The built-in text is tested to parse (tests/it/site.rs).
        List::parse(BUILTIN).unwrap_or_else(|_| List::empty())
    }

    /// The built-in list, read on first use and kept for the life of the
    /// process (feature `std`).
    ///
    /// # Examples
    ///
    /// ```
    /// let site = urlkit::site::List::shared().site("www.example.co.uk").unwrap();
    /// assert_eq!(site.registrable_domain(), Some("example.co.uk"));
    /// ```
    #[cfg(feature = "std")]
    #[must_use]
    pub fn shared() -> &'static List {
        static SHARED: std::sync::OnceLock<List> = std::sync::OnceLock::new();
        SHARED.get_or_init(List::builtin)
    }

    /// A list without rules: only the implicit `*` rule applies.
    fn empty() -> List {
        List {
            all: publicsuffix::List::new(),
            icann: publicsuffix::List::new(),
        }
    }

    /// The site of `host`, counting both sections of the list
    /// ([`Sections::All`]). `host` is written as in a URI or an IRI: a
    /// reg-name (percent-encoded or not), an IPv4 address, or an IP
    /// literal in brackets. `None` for an address, an empty host or label,
    /// or a host UTS 46 refuses (see the [module docs](self)).
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// let site = list.site("WWW.Example.COM.").unwrap();
    /// assert_eq!(site.registrable_domain(), Some("Example.COM."));
    /// assert_eq!(site.registrable_domain_ascii(), Some("example.com"));
    /// assert!(list.site("10.0.0.1").is_none());
    /// ```
    #[inline]
    #[must_use]
    pub fn site<'h>(&self, host: &'h str) -> Option<Site<'h>> {
        self.site_with(host, Sections::All)
    }

    /// The site of `host`, counting the `sections` given.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::site::{List, Sections};
    /// let list = List::builtin();
    /// let site = list.site_with("x.blogspot.com", Sections::Icann).unwrap();
    /// assert_eq!(site.public_suffix(), "com");
    /// ```
    #[must_use]
    pub fn site_with<'h>(&self, host: &'h str, sections: Sections) -> Option<Site<'h>> {
        let name = host.strip_suffix('.').unwrap_or(host);
        // Nearly every host is short lowercase A-labels already: eight
        // bytes at a time, its bytes are checked and its dots mapped, and
        // the trie's labels and the registrable domain's start are read
        // off the map.
        if let Some(map) = DotMap::new(name.as_bytes()) {
            return self.site_of_map(host, name, &map, sections);
        }
        // Other plain hosts (longer, or with `_`, `~`, `!` ...): one walk
        // from the right both checks their bytes and gives the trie their
        // labels.
        let mut labels = PlainLabels::new(name.as_bytes());
        let info = self.find(labels.by_ref(), sections);
        // The labels the trie did not ask for are checked all the same.
        labels.by_ref().for_each(drop);
        if labels.plain() {
            return Site::new(host, Cow::Borrowed(name), info);
        }
        self.site_mapped(host, sections)
    }

    /// The site of a host whose name (`host` less a trailing dot) is
    /// mapped in `map`; the same answer as [`List::site_mapped`] (the
    /// tests `plain_walk_agrees_with_the_mapped_path*` compare them).
    #[inline]
    fn site_of_map<'h>(
        &self,
        host: &'h str,
        name: &'h str,
        map: &DotMap<'_>,
        sections: Sections,
    ) -> Option<Site<'h>> {
        let info = self.find(map.labels(), sections);
        // The trie counts the bytes of whole labels, at most the host.
        let suffix_start = name.len().checked_sub(info.len)?;
        let domain_start = match suffix_start.checked_sub(1) {
            None => None,
            Some(dot) if map.is_dot(dot) => Some(map.label_start(dot)),
            Some(_) => return None,
        };
        Some(Site {
            host,
            ascii: Cow::Borrowed(name),
            suffix_start,
            domain_start,
            given: Given::Same,
            section: section_of(info.typ),
        })
    }

    /// The site of a host that [`PlainLabels`] does not take: any host,
    /// in A-labels by [`ascii_host`] first.
    pub(crate) fn site_mapped<'h>(&self, host: &'h str, sections: Sections) -> Option<Site<'h>> {
        let ascii = ascii_host(host)?;
        // From the right, split at each dot, as the crate's own `domain`.
        let info = self.find(ascii.as_bytes().rsplit(|&b| b == b'.'), sections);
        Site::new(host, ascii, info)
    }

    /// The trie's answer for a host's labels, from the right.
    fn find<'a>(
        &self,
        labels: impl Iterator<Item = &'a [u8]>,
        sections: Sections,
    ) -> publicsuffix::Info {
        match sections {
            Sections::All => self.all.find(labels),
            Sections::Icann => self.icann.find(labels),
        }
    }
}

/// A host's labels from the right, for the trie, each byte checked on the
/// way: this walk takes only a host that is lowercase A-labels already
/// (what [`plain_host`] calls [`Plain::Name`]), and stops at anything
/// else (a byte UTS 46 or decoding may change, an empty label, an `xn--`
/// label, a last label that is a number), which
/// [`List::site_mapped`] then reads. The crate's own `domain` splits the
/// same way, so the walk costs the lookup little more than the split.
struct PlainLabels<'h> {
    /// The labels not given out yet, with the dots between them.
    rest: &'h [u8],
    /// Every label is given out: `rest` is spent.
    done: bool,
    /// The walk stopped at something this form does not hold.
    refused: bool,
    /// The first label is to be given out (the last of the host).
    first: bool,
}

impl<'h> PlainLabels<'h> {
    fn new(name: &'h [u8]) -> PlainLabels<'h> {
        PlainLabels {
            rest: name,
            done: false,
            refused: false,
            first: true,
        }
    }

    /// Whether the walk took the whole host; call it once the labels are
    /// spent.
    fn plain(&self) -> bool {
        self.done && !self.refused
    }

    fn refuse(&mut self) -> Option<&'h [u8]> {
        self.refused = true;
        self.done = false;
        None
    }
}

/// The bytes of a label that [`PlainLabels`] takes: those of
/// [`LOWERCASE_REG_NAME`] but the dot.
const LABEL_BYTE: Table = LOWERCASE_REG_NAME.without(b".");

impl<'h> Iterator for PlainLabels<'h> {
    type Item = &'h [u8];

    #[inline]
    fn next(&mut self) -> Option<&'h [u8]> {
        if self.done || self.refused {
            return None;
        }
        let bytes = self.rest;
        // One table look-up a byte: the first byte from the right that is
        // no label byte must be the dot before the label.
        let stop = bytes.iter().rposition(|&b| !LABEL_BYTE.allows(b));
        let start = match stop {
            Some(dot) if bytes.get(dot) == Some(&b'.') => dot + 1,
            Some(_) => return self.refuse(),
            None => 0,
        };
        let label = bytes.get(start..).unwrap_or_default();
        let last = core::mem::replace(&mut self.first, false);
        if label.is_empty() || label.starts_with(b"xn--") || (last && ends_in_a_number(label)) {
            return self.refuse();
        }
        match stop {
            Some(dot) => self.rest = bytes.get(..dot).unwrap_or_default(),
            None => self.done = true,
        }
        Some(label)
    }
}

impl<'h> Site<'h> {
    /// The site of `host`, whose A-label form is `ascii`, from the trie's
    /// answer for `ascii`; `None` when that answer does not end on a
    /// label boundary.
    fn new(host: &'h str, ascii: Cow<'h, str>, info: publicsuffix::Info) -> Option<Site<'h>> {
        let plain = matches!(ascii, Cow::Borrowed(_));
        let bytes = ascii.as_bytes();
        // The trie counts the bytes of whole labels, at most the host.
        let suffix_start = bytes.len().checked_sub(info.len)?;
        let before_suffix = suffix_start.checked_sub(1);
        if before_suffix.is_some_and(|dot| bytes.get(dot) != Some(&b'.')) {
            return None;
        }
        let domain_start = before_suffix.map(|dot| {
            let labels = bytes.get(..dot).unwrap_or_default();
            labels.iter().rposition(|&b| b == b'.').map_or(0, |i| i + 1)
        });
        let section = section_of(info.typ);
        // A borrowed A-label form is the host itself, less a trailing dot.
        let given = if plain {
            Given::Same
        } else {
            Given::locate(host, &ascii, suffix_start, domain_start)
        };
        Some(Site {
            host,
            ascii,
            suffix_start,
            domain_start,
            given,
            section,
        })
    }
}

/// The section of the rule the trie matched, if any.
fn section_of(typ: Option<publicsuffix::Type>) -> Option<Section> {
    match typ {
        Some(publicsuffix::Type::Icann) => Some(Section::Icann),
        Some(publicsuffix::Type::Private) => Some(Section::Private),
        None => None,
    }
}

/// A host of at most 64 bytes that is lowercase A-labels already (what
/// [`plain_host`] calls [`Plain::Name`]: no `xn--` label, no empty one,
/// a last label that is no number; and, from 8 bytes, only lowercase
/// letters, digits, `-` and `.`), with its dots as bits: bit `i` of
/// `dots` is set when byte `i` is a dot. Read eight bytes at a time
/// ([`long_dots`]); a label's start is then one bit search away, so the
/// trie's labels and the registrable domain cost no second look at the
/// bytes.
struct DotMap<'h> {
    name: &'h [u8],
    dots: u64,
}

impl<'h> DotMap<'h> {
    /// The map of `name` (a host less its trailing dot); `None` when it
    /// is empty, longer than 64 bytes, has another byte, an empty label,
    /// an `xn--` label or a last label that is a number: the callers read
    /// those hosts the longer ways.
    #[inline]
    fn new(name: &'h [u8]) -> Option<DotMap<'h>> {
        let len = name.len();
        if len == 0 || len > 64 {
            return None;
        }
        let (dots, hyphens) = if len < 8 {
            short_dots(name)?
        } else {
            long_dots(name)?
        };
        // An empty label: a dot first, last, or just after another.
        let last = 1u64 << (len - 1);
        if dots & (1 | last | dots << 1) != 0 {
            return None;
        }
        let map = DotMap { name, dots };
        // An `xn--` label needs a hyphen; most hosts have none.
        if hyphens && map.has_a_label() {
            return None;
        }
        // A number starts with a digit; no top-level domain does.
        let last_label = name.get(after_last_dot(dots)..).unwrap_or_default();
        if last_label.first().is_some_and(u8::is_ascii_digit) && ends_in_a_number(last_label) {
            return None;
        }
        Some(map)
    }

    /// Whether a label begins with `xn--`.
    fn has_a_label(&self) -> bool {
        let mut dots = self.dots;
        let mut start = 0;
        loop {
            if self
                .name
                .get(start..)
                .is_some_and(|l| l.starts_with(b"xn--"))
            {
                return true;
            }
            if dots == 0 {
                return false;
            }
            start = dots.trailing_zeros() as usize + 1;
            dots &= dots - 1;
        }
    }

    /// Whether byte `i` is a dot.
    #[inline]
    fn is_dot(&self, i: usize) -> bool {
        i < 64 && self.dots >> i & 1 == 1
    }

    /// The start of the label that ends at byte `end` (at a dot, or at
    /// the end of the name): just after the last dot before it, or 0.
    #[inline]
    fn label_start(&self, end: usize) -> usize {
        // The bits below `end`; every dot is below the end of the name.
        let below = match 1u64.checked_shl(end as u32) {
            Some(bit) => self.dots & (bit - 1),
            None => self.dots,
        };
        after_last_dot(below)
    }

    /// The labels from the right, for the trie.
    #[inline]
    fn labels(&self) -> MapLabels<'h> {
        MapLabels {
            name: self.name,
            dots: self.dots,
            end: Some(self.name.len()),
        }
    }
}

/// The byte after the highest dot of `dots`, or 0 when there is none.
#[inline]
fn after_last_dot(dots: u64) -> usize {
    match dots {
        0 => 0,
        dots => 64 - dots.leading_zeros() as usize,
    }
}

/// The dots (bit `i` for a dot at byte `i`) of a name of 8 to 64
/// bytes, and whether it has a hyphen, read eight bytes at a time
/// ([`Chunk`]); `None` when a byte is not a lowercase letter, a digit, `-`
/// or `.`.
#[inline]
fn long_dots(name: &[u8]) -> Option<(u64, bool)> {
    let len = name.len();
    let mut dots = 0u64;
    let mut hyphens = 0u64;
    let mut chunks = name.chunks_exact(8);
    let mut shift = 0u32;
    for chunk in chunks.by_ref() {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let (d, h) = Chunk(u64::from_le_bytes(word)).dots_and_hyphens()?;
        dots |= Chunk::gather(d) << shift;
        hyphens |= h;
        shift += 8;
    }
    if !chunks.remainder().is_empty() {
        // The last eight bytes again: a byte read twice sets the same bit
        // twice.
        let at = len.checked_sub(8)?;
        let (d, h) = Chunk(word_at(name, at)?).dots_and_hyphens()?;
        dots |= Chunk::gather(d) << at;
        hyphens |= h;
    }
    Some((dots, hyphens != 0))
}

/// [`long_dots`] for a name of fewer than 8 bytes, one byte after the
/// other (cheaper than a padded word for so few), taking every byte of
/// [`LOWERCASE_REG_NAME`].
#[inline]
fn short_dots(name: &[u8]) -> Option<(u64, bool)> {
    let mut dots = 0u64;
    let mut hyphens = false;
    for (i, &b) in name.iter().enumerate().take(8) {
        if b == b'.' {
            dots |= 1 << i;
        } else if !LABEL_BYTE.allows(b) {
            return None;
        }
        hyphens |= b == b'-';
    }
    Some((dots, hyphens))
}

/// The eight bytes of `bytes` from `at`, as a little-endian `u64`.
#[inline]
fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    let mut word = [0u8; 8];
    word.copy_from_slice(bytes.get(at..at.checked_add(8)?)?);
    Some(u64::from_le_bytes(word))
}

/// The labels of a [`DotMap`] from the right.
struct MapLabels<'h> {
    name: &'h [u8],
    /// The dots before the next label: each label given out takes the
    /// highest away.
    dots: u64,
    /// Where the next label ends; `None` once the first is given out.
    end: Option<usize>,
}

impl<'h> Iterator for MapLabels<'h> {
    type Item = &'h [u8];

    #[inline]
    fn next(&mut self) -> Option<&'h [u8]> {
        let end = self.end?;
        let start = after_last_dot(self.dots);
        self.end = start.checked_sub(1);
        if let Some(dot) = self.end {
            self.dots ^= 1 << dot;
        }
        self.name.get(start..end)
    }
}

impl ListError {
    /// The error for a rewritten list that the `publicsuffix` crate still
    /// refuses (a bug here, never seen).
    fn internal() -> ListError {
        ListError::new(0, "", ListErrorKind::InvalidLabel)
    }
}

/// The host in A-labels, lowercase, without a trailing dot; `None` when it
/// has no site (an address, an empty label, a decoding or UTS 46 error).
///
/// A host already in that form is read in one pass over its bytes
/// ([`plain_host`]) and borrowed; any other goes through
/// [`mapped_host`], which gives the same answer for every host: the twins
/// test compares them. ([`List::site_with`] reads most hosts with
/// [`PlainLabels`] instead, as the trie asks for their labels, and comes
/// here for the others.)
pub(crate) fn ascii_host(host: &str) -> Option<Cow<'_, str>> {
    match plain_host(host) {
        Plain::Name(name) => Some(Cow::Borrowed(name)),
        Plain::NoSite => None,
        Plain::NeedsMapping => mapped_host(host).map(Cow::Owned),
    }
}

/// What one pass over a host's bytes tells [`ascii_host`].
#[derive(Debug, PartialEq, Eq)]
enum Plain<'h> {
    /// The host is lowercase A-labels already: this is it, less one
    /// trailing dot.
    Name(&'h str),
    /// The host is in that form but has no site (an empty label, or a
    /// last label that is a number).
    NoSite,
    /// The host has a byte that decoding or UTS 46 may change (`%`, an
    /// uppercase letter, anything not ASCII), one no reg-name holds, or
    /// an `xn--` label (whose Punycode UTS 46 checks).
    NeedsMapping,
}

/// The bytes of a host that UTS 46 leaves as they are and that need no
/// decoding: the `reg-name` bytes but for `%` and the capitals (the dot is
/// one too; [`plain_host`] looks at it first).
const LOWERCASE_REG_NAME: Table = REG_NAME.without(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ%");

/// Reads a host that needs no decoding or mapping: which bytes it has,
/// its empty labels, its `xn--` labels and its last label. This is the
/// path of nearly every host that reaches [`ascii_host`], so it reads
/// eight bytes at a time ([`Chunk`]) while they are lowercase letters,
/// digits, `-` and `.`, and gives any other host to [`plain_host_bytewise`], its plain
/// twin (the test `swar_scan_agrees_with_its_twin` compares them).
fn plain_host(host: &str) -> Plain<'_> {
    let name = host.strip_suffix('.').unwrap_or(host);
    let bytes = name.as_bytes();
    let mut labels = LabelCheck::new(bytes);
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0;
    for chunk in chunks.by_ref() {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let Some(dots) = Chunk(u64::from_le_bytes(word)).dots() else {
            return plain_host_bytewise(host);
        };
        labels.dots(base, dots);
        base += 8;
    }
    // The last bytes, padded with letters.
    let rest = chunks.remainder();
    let mut word = [b'a'; 8];
    if let Some(front) = word.get_mut(..rest.len()) {
        front.copy_from_slice(rest);
    }
    let Some(dots) = Chunk(u64::from_le_bytes(word)).dots() else {
        return plain_host_bytewise(host);
    };
    labels.dots(base, dots);
    labels.finish(name)
}

/// Eight bytes of a host, as a little-endian `u64`, tested together
/// (SWAR): each test sets the high bit of the bytes it holds for.
#[derive(Clone, Copy)]
struct Chunk(u64);

impl Chunk {
    /// One in each byte.
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    /// The high bit of each byte.
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);

    /// The bytes that are `lo` or more; the bytes must be ASCII, so that
    /// no sum carries into the next byte (`x + 0x80 - lo` stays below
    /// 0x100 for `x` < 0x80 and `lo` > 0).
    fn at_least(self, lo: u8) -> u64 {
        self.0.wrapping_add(Self::ONES * u64::from(0x80 - lo)) & Self::HIGH
    }

    /// The bytes from `lo` to `hi`, inclusive (`hi` < 0x7f).
    fn within(self, lo: u8, hi: u8) -> u64 {
        self.at_least(lo) & !self.at_least(hi + 1)
    }

    /// The dots of the eight bytes (the high bit of each), when all of
    /// them are lowercase letters, digits, `-` or `.`; `None` otherwise.
    fn dots(self) -> Option<u64> {
        self.dots_and_hyphens().map(|(dots, _)| dots)
    }

    /// The dots and the hyphens of the eight bytes (the high bit of
    /// each), when all of them are lowercase letters, digits, `-` or `.`;
    /// `None` otherwise.
    #[inline]
    fn dots_and_hyphens(self) -> Option<(u64, u64)> {
        if self.0 & Self::HIGH != 0 {
            return None;
        }
        let hyphen_or_dot = self.within(b'-', b'.');
        let plain = self.within(b'a', b'z') | self.within(b'0', b'9') | hyphen_or_dot;
        let dots = hyphen_or_dot & self.at_least(b'.');
        (plain == Self::HIGH).then_some((dots, hyphen_or_dot & !dots))
    }

    /// The high bits of the eight bytes (as [`Chunk::dots`] gives them)
    /// as the low eight bits, byte `k` as bit `k`: the multiplication
    /// moves the bit of byte `k` (bit `8k`, once shifted) to bit `56 + k`,
    /// and no two products meet in the top byte.
    #[inline]
    fn gather(high: u64) -> u64 {
        ((high >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
    }
}

/// The checks on a plain host's labels, fed its dots in order: an empty
/// label, a label that begins with `xn--`, and (at the end) a last label
/// that is a number.
struct LabelCheck<'h> {
    bytes: &'h [u8],
    label_start: usize,
    empty_label: bool,
    a_label: bool,
}

impl<'h> LabelCheck<'h> {
    fn new(bytes: &'h [u8]) -> LabelCheck<'h> {
        LabelCheck {
            bytes,
            label_start: 0,
            empty_label: false,
            a_label: bytes.starts_with(b"xn--"),
        }
    }

    /// A dot at byte `i`.
    fn dot(&mut self, i: usize) {
        self.empty_label |= i == self.label_start;
        self.label_start = i + 1;
        self.a_label |= self
            .bytes
            .get(self.label_start..)
            .is_some_and(|l| l.starts_with(b"xn--"));
    }

    /// The dots of a [`Chunk`] that starts at byte `base`.
    fn dots(&mut self, base: usize, mut dots: u64) {
        while dots != 0 {
            // The high bit of byte k is bit 8k + 7.
            self.dot(base + (dots.trailing_zeros() / 8) as usize);
            dots &= dots - 1;
        }
    }

    /// The answer, once every dot of `name` is fed.
    fn finish(self, name: &str) -> Plain<'_> {
        if self.a_label {
            return Plain::NeedsMapping;
        }
        let last = self.bytes.get(self.label_start..).unwrap_or_default();
        if self.empty_label || last.is_empty() || ends_in_a_number(last) {
            return Plain::NoSite;
        }
        Plain::Name(name)
    }
}

/// The plain twin of [`plain_host`]: one byte after the other, for every
/// `reg-name` byte (`_`, `~`, `!`, ...).
fn plain_host_bytewise(host: &str) -> Plain<'_> {
    let name = host.strip_suffix('.').unwrap_or(host);
    let bytes = name.as_bytes();
    let mut labels = LabelCheck::new(bytes);
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'.' {
            labels.dot(i);
        } else if !LOWERCASE_REG_NAME.allows(b) {
            return Plain::NeedsMapping;
        }
    }
    labels.finish(name)
}

/// The host in A-labels by the long way, for any host: percent-decoded,
/// mapped by UTS 46 ([`crate::idna::host_to_ascii`]), less one trailing
/// dot, then checked for empty labels and a last label that is a number.
pub(crate) fn mapped_host(host: &str) -> Option<String> {
    if host.starts_with('[') {
        return None;
    }
    let decoded = crate::pct::decode_reg_name(host).ok()?;
    let mut ascii = crate::idna::host_to_ascii(&decoded).ok()?;
    if ascii.ends_with('.') {
        ascii.pop();
    }
    if ascii.is_empty() || ascii.split('.').any(str::is_empty) {
        return None;
    }
    let last = ascii.rsplit('.').next().unwrap_or("");
    if ends_in_a_number(last.as_bytes()) {
        return None;
    }
    Some(ascii)
}

/// Whether the last label is a number, which makes the host an IPv4
/// address to a WHATWG parser (the URL Standard's "ends in a number
/// checker": digits only, or `0x` and hex digits). No top-level domain is
/// a number, so such a host is an address, not a name.
fn ends_in_a_number(b: &[u8]) -> bool {
    if !b.is_empty() && b.iter().all(u8::is_ascii_digit) {
        return true;
    }
    matches!(b, [b'0', b'x' | b'X', rest @ ..] if rest.iter().all(u8::is_ascii_hexdigit))
}

/// Where the suffix and the registrable domain start in the host as given,
/// when its labels can be told apart there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Given {
    /// The given host is the A-label form (plus, perhaps, a trailing dot):
    /// the offsets are the same.
    Same,
    /// Start of the suffix; start of the registrable domain and end of
    /// the subdomain.
    At(usize, Option<(usize, usize)>),
    /// The given host's labels do not line up with the A-label form's (a
    /// character that UTS 46 maps to a dot): parts are given in A-labels.
    Unknown,
}

impl Given {
    /// Where the suffix (from `suffix_start` in `ascii`) and the
    /// registrable domain start in `host`, found by counting labels.
    fn locate(host: &str, ascii: &str, suffix_start: usize, domain_start: Option<usize>) -> Given {
        if host.strip_suffix('.').unwrap_or(host) == ascii {
            return Given::Same;
        }
        let starts = label_starts(host);
        let labels = ascii.split('.').count();
        if starts.len() != labels {
            return Given::Unknown;
        }
        // The n-th label of the A-label form is the n-th of the given one.
        let label_at = |offset: usize| {
            let before = ascii.as_bytes().get(..offset).unwrap_or_default();
            starts
                .get(before.iter().filter(|&&b| b == b'.').count())
                .copied()
        };
        let Some((suffix, _)) = label_at(suffix_start) else {
            return Given::Unknown;
        };
        match domain_start.map(label_at) {
            None => Given::At(suffix, None),
            Some(Some(domain)) => Given::At(suffix, Some(domain)),
            Some(None) => Given::Unknown,
        }
    }
}

/// Where the labels of a host as given start, each with the end of the
/// label before it. Labels are separated by what UTS 46 reads as a dot:
/// `.`, U+3002 `。`, U+FF0E `．` and U+FF61 `｡`, written or
/// percent-encoded. A trailing separator ends the host and starts no
/// label.
fn label_starts(host: &str) -> Vec<(usize, usize)> {
    let mut starts = alloc::vec![(0, 0)];
    let mut i = 0;
    while i < host.len() {
        let (c, len) = char_at(host, i);
        if matches!(c, Some('.' | '\u{3002}' | '\u{ff0e}' | '\u{ff61}')) && i + len < host.len() {
            starts.push((i + len, i));
        }
        i += len;
    }
    starts
}

/// The character at byte `i` of a host as given (on a character
/// boundary), written or percent-encoded as UTF-8, and how many bytes it
/// takes; `None` for an escape that is not a whole character (the caller
/// only looks for dots).
fn char_at(host: &str, i: usize) -> (Option<char>, usize) {
    let bytes = host.as_bytes();
    let mut utf8 = [0u8; 4];
    let mut n = 0;
    while n < 4 {
        let j = i + 3 * n;
        let Some([b'%', h, l]) = bytes.get(j..j + 3) else {
            break;
        };
        let (Some(h), Some(l)) = (hex(*h), hex(*l)) else {
            break;
        };
        let Some(slot) = utf8.get_mut(n) else { break };
        *slot = h << 4 | l;
        n += 1;
        if let Ok(s) = core::str::from_utf8(utf8.get(..n).unwrap_or_default()) {
            return (s.chars().next(), 3 * n);
        }
    }
    if n > 0 {
        // Escapes are ASCII: skipping one keeps `i` on a boundary.
        return (None, 3);
    }
    match host.get(i..).and_then(|rest| rest.chars().next()) {
        Some(c) => (Some(c), c.len_utf8()),
        None => (None, 1),
    }
}

/// The value of a hexadecimal digit.
fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The site of a host: its public suffix, its registrable domain and the
/// labels before that, each in the form the host was given and in
/// A-labels. Made by [`List::site`].
///
/// The parts in the form given are slices of the host (case,
/// percent-encoding, Unicode and a trailing dot kept), so that
/// `subdomain + "." + registrable_domain` is the host. When UTS 46 reads a
/// character of the host as a dot that is none of `.`, `。`, `．`, `｡`
/// (`⒈` is `1.`), the labels do not line up, and they are the A-label
/// parts.
///
/// # Examples
///
/// ```
/// let list = urlkit::site::List::builtin();
/// let site = list.site("a.b.example.co.uk").unwrap();
/// assert_eq!(site.public_suffix(), "co.uk");
/// assert_eq!(site.registrable_domain(), Some("example.co.uk"));
/// assert_eq!(site.subdomain(), Some("a.b"));
/// assert_eq!(site.host_ascii(), "a.b.example.co.uk");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site<'h> {
    host: &'h str,
    ascii: Cow<'h, str>,
    // INVARIANT: each offset is 0 or just after a `.` of `ascii`, and
    // domain_start < suffix_start < ascii.len().
    suffix_start: usize,
    domain_start: Option<usize>,
    given: Given,
    section: Option<Section>,
}

impl Site<'_> {
    /// The public suffix, in the form the host was given (`CO.UK`,
    /// `公司.cn`, `com.` with the host's trailing dot).
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("www.Example.CO.UK").unwrap().public_suffix(), "CO.UK");
    /// assert_eq!(list.site("食狮.公司.cn").unwrap().public_suffix(), "公司.cn");
    /// ```
    #[inline]
    #[must_use]
    pub fn public_suffix(&self) -> &str {
        match self.given {
            Given::Same => self.host.get(self.suffix_start..).unwrap_or_default(),
            Given::At(suffix, _) => self.host.get(suffix..).unwrap_or_default(),
            Given::Unknown => self.public_suffix_ascii(),
        }
    }

    /// The registrable domain (the public suffix and the label before it),
    /// in the form the host was given; `None` when the host is a public
    /// suffix itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("www.食狮.公司.cn").unwrap().registrable_domain(), Some("食狮.公司.cn"));
    /// assert_eq!(list.site("a.b%2Eexample.com").unwrap().registrable_domain(), Some("example.com"));
    /// assert_eq!(list.site("CO.UK").unwrap().registrable_domain(), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn registrable_domain(&self) -> Option<&str> {
        match self.given {
            Given::Same => self.domain_start.and_then(|d| self.host.get(d..)),
            Given::At(_, domain) => domain.and_then(|(d, _)| self.host.get(d..)),
            Given::Unknown => self.registrable_domain_ascii(),
        }
    }

    /// The labels before the registrable domain, in the form the host was
    /// given; `None` when there are none (or no registrable domain).
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("Mail.Example.com").unwrap().subdomain(), Some("Mail"));
    /// assert_eq!(list.site("a。b。example。com").unwrap().subdomain(), Some("a。b"));
    /// ```
    #[must_use]
    pub fn subdomain(&self) -> Option<&str> {
        match self.given {
            Given::Same => self
                .subdomain_ascii()
                .and_then(|s| self.host.get(..s.len())),
            Given::At(_, Some((d, end))) if d > 0 => self.host.get(..end),
            Given::At(..) => None,
            Given::Unknown => self.subdomain_ascii(),
        }
    }

    /// The host in A-labels, lowercase, without a trailing dot.
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("Bücher.DE.").unwrap().host_ascii(), "xn--bcher-kva.de");
    /// ```
    #[must_use]
    pub fn host_ascii(&self) -> &str {
        &self.ascii
    }

    /// The public suffix in A-labels (`co.uk`).
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("x.食狮.中国").unwrap().public_suffix_ascii(), "xn--fiqs8s");
    /// ```
    #[inline]
    #[must_use]
    pub fn public_suffix_ascii(&self) -> &str {
        self.ascii.get(self.suffix_start..).unwrap_or_default()
    }

    /// The registrable domain in A-labels: the public suffix and the label
    /// before it. `None` when the host is a public suffix itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("x.食狮.中国").unwrap().registrable_domain_ascii(), Some("xn--85x722f.xn--fiqs8s"));
    /// assert_eq!(list.site("中国").unwrap().registrable_domain_ascii(), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn registrable_domain_ascii(&self) -> Option<&str> {
        self.domain_start.and_then(|d| self.ascii.get(d..))
    }

    /// The labels before the registrable domain, in A-labels; `None` when
    /// there are none (or no registrable domain).
    ///
    /// # Examples
    ///
    /// ```
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("A.B.example.com").unwrap().subdomain_ascii(), Some("a.b"));
    /// assert_eq!(list.site("example.com").unwrap().subdomain_ascii(), None);
    /// ```
    #[must_use]
    pub fn subdomain_ascii(&self) -> Option<&str> {
        match self.domain_start {
            Some(d) if d > 0 => self.ascii.get(..d - 1),
            _ => None,
        }
    }

    /// The section of the rule that gave the public suffix; `None` when no
    /// rule matched but the implicit `*` (a top-level domain the list does
    /// not name).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::site::Section;
    /// let list = urlkit::site::List::builtin();
    /// assert_eq!(list.site("example.com").unwrap().section(), Some(Section::Icann));
    /// assert_eq!(list.site("localhost").unwrap().section(), None);
    /// ```
    #[must_use]
    pub fn section(&self) -> Option<Section> {
        self.section
    }
}

#[cfg(test)]
mod tests {
    use super::{plain_host, plain_host_bytewise};
    use proptest::prelude::*;

    proptest! {
        /// Eight bytes at a time, or one after the other: the same answer,
        /// on hosts of every length around the chunks, with bytes of
        /// each class in every position.
        #[test]
        fn swar_scan_agrees_with_its_twin(
            host in "([a-z0-9.-]|xn--|[A-Z_~%/:@]|\\PC){0,40}",
        ) {
            prop_assert_eq!(plain_host(&host), plain_host_bytewise(&host));
        }
    }

    /// The quick paths of `site_with` and the long way of `site_mapped`
    /// give `host` the same site in both sections, on a small list with a
    /// wildcard, an exception and a private rule.
    fn same_site_both_ways(host: &str) -> Result<(), proptest::test_runner::TestCaseError> {
        let list = super::List::parse(
            "com\nuk\nco.uk\n*.ck\n!www.ck\n// ===BEGIN PRIVATE DOMAINS===\nb.co.uk\n",
        )
        .unwrap();
        for sections in [super::Sections::All, super::Sections::Icann] {
            prop_assert_eq!(
                list.site_with(host, sections),
                list.site_mapped(host, sections)
            );
        }
        Ok(())
    }

    proptest! {
        /// The walk that reads a plain host while the trie asks for its
        /// labels, or the long way through `ascii_host`: the same site.
        #[test]
        fn plain_walk_agrees_with_the_mapped_path(
            host in "([a-z0-9.-]|xn--|co|uk|ck|www|[A-Z_~%/:@]|\\PC){0,40}",
        ) {
            same_site_both_ways(&host)?;
        }
    }

    proptest! {
        /// Hosts of plain labels, around the 64 bytes that the dot map
        /// holds: the map, the walk or the long way, the same site.
        #[test]
        fn dot_map_agrees_with_the_mapped_path(
            host in "(([a-z0-9-]|xn--|co|uk|ck|www|com){0,6}\\.){0,12}([a-z0-9]|0x|co|uk|ck|com){0,4}\\.?",
        ) {
            same_site_both_ways(&host)?;
        }
    }

    #[test]
    fn dot_map_reads_labels_and_refuses_the_rest() {
        let map = super::DotMap::new(b"a.bc.def").unwrap();
        let labels: alloc::vec::Vec<&[u8]> = map.labels().collect();
        assert_eq!(labels, [&b"def"[..], b"bc", b"a"]);
        assert_eq!(
            (map.label_start(8), map.label_start(4), map.label_start(1)),
            (5, 2, 0)
        );
        assert!(map.is_dot(1) && map.is_dot(4) && !map.is_dot(0) && !map.is_dot(64));
        let long = "a.".repeat(31) + "bc";
        assert_eq!(long.len(), 64);
        let map = super::DotMap::new(long.as_bytes()).unwrap();
        assert_eq!((map.labels().count(), map.label_start(64)), (32, 62));
        for refused in [
            "",
            "a.",
            ".a",
            "a..b",
            "A.com",
            "a_b.example.com",
            "é.com",
            "xn--a.com",
            "a.xn--b",
            "a.7",
            "a.0x1f",
        ] {
            assert!(
                super::DotMap::new(refused.as_bytes()).is_none(),
                "{refused:?}"
            );
        }
        assert!(super::DotMap::new(format!("{long}c").as_bytes()).is_none());
        assert!(super::DotMap::new(b"a-b.xn-c.x--n.com").is_some());
        // Under 8 bytes, every byte of a lowercase reg-name is taken.
        assert!(super::DotMap::new(b"a_b.com").is_some());
        // Eight bytes at a time, or one after the other: the same dots.
        for name in [
            "a.b.c",
            "a.b-c.d",
            "abcdefgh",
            "a.bcdefgh",
            "ab.cd-ef.gh.ij",
        ] {
            let short: u64 = name
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'.')
                .map(|(i, _)| 1 << i)
                .sum();
            let hyphen = name.contains('-');
            let got = if name.len() < 8 {
                super::short_dots(name.as_bytes())
            } else {
                super::long_dots(name.as_bytes())
            };
            assert_eq!(got, Some((short, hyphen)), "{name:?}");
        }
        assert_eq!(super::short_dots(b"a_b.c"), Some((1 << 3, false)));
        assert_eq!(super::long_dots(b"abcdefg_"), None);
        assert_eq!(
            super::word_at(b"abcdefghi", 1),
            Some(u64::from_le_bytes(*b"bcdefghi"))
        );
        assert_eq!(super::word_at(b"abcdefghi", 2), None);
    }

    #[test]
    fn plain_walk_agrees_with_the_mapped_path_on_known_cases() {
        let list = super::List::builtin();
        for host in [
            "",
            ".",
            "..",
            "a",
            "a.",
            "a..",
            ".a",
            "com",
            "www.example.com",
            "www.example.com.",
            "a..example.com",
            "xn--abc.com",
            "a.xn--abc",
            "a.b.ck",
            "www.ck",
            "a.0x7f",
            "a.7",
            "127.0.0.1",
            "a_b.example.co.uk",
            "A.example.com",
            "a%2eexample.com",
            "é.com",
            "a.github.io",
            "github.io",
            "a-b.example.co.uk",
            "a.b-c.xn--d.example.com",
            "www.ck.",
            "a.example.invalidtld",
            "invalidtld",
            // 63, 64 and 65 bytes: the dot map holds up to 64.
            "abcdefghij.abcdefghij.abcdefghij.abcdefghij.abcdefghij.exam.com",
            "abcdefghij.abcdefghij.abcdefghij.abcdefghij.abcdefghij.examp.com",
            "abcdefghij.abcdefghij.abcdefghij.abcdefghij.abcdefghij.exampl.com",
            "abcdefghij.abcdefghij.abcdefghij.abcdefghij.abcdefghij.examp.com.",
        ] {
            for sections in [super::Sections::All, super::Sections::Icann] {
                assert_eq!(
                    list.site_with(host, sections),
                    list.site_mapped(host, sections),
                    "{host:?}"
                );
            }
        }
        assert!(list.site("a..example.com").is_none());
        assert!(list.site("a.0x7f").is_none());
    }

    #[test]
    fn swar_scan_agrees_with_its_twin_on_known_cases() {
        for host in [
            "",
            ".",
            "a",
            "a.",
            "www.example.com",
            "www.example.com.",
            "abcdefgh.ijklmnop",
            "abcdefg.",
            "abcdefgh..",
            ".abcdefgh",
            "a..b",
            "xn--abc.com",
            "a.xn--abc",
            "a.xn-x.com",
            "a.0x7f",
            "a.0xg",
            "127.0.0.1",
            "a-b.c-d",
            "a/b.com",
            "a,b.com",
            "a_b.example.com",
            "a,b",
            "ABC.com",
            "é.com",
            "0123456789.a",
            "{|}~.z",
            "`@[\\].a",
            ",./:",
        ] {
            assert_eq!(plain_host(host), plain_host_bytewise(host), "{host:?}");
        }
        assert!(matches!(
            plain_host("www.example.com."),
            super::Plain::Name("www.example.com")
        ));
        assert!(matches!(plain_host("a..com"), super::Plain::NoSite));
        assert!(matches!(
            plain_host("xn--abc.com"),
            super::Plain::NeedsMapping
        ));
        assert!(matches!(
            plain_host("a_b.com"),
            super::Plain::Name("a_b.com")
        ));
    }
}
