//! Shared pieces of the benchmarks: where the URL lists are, the
//! adversarial inputs, and one adapter per parser so that the benchmark and
//! the `summary` binary (which also counts what each parser accepts) call
//! exactly the same code.

use std::path::{Path, PathBuf};

/// One real-world URL list: its file stem and its lines.
#[derive(Debug)]
pub struct Dataset {
    /// File stem, e.g. `kasztp`.
    pub name: String,
    /// One URL per line, exactly as in the file (a UTF-8 BOM or a stray
    /// quote is kept: every parser sees the same bytes).
    pub urls: Vec<String>,
}

impl Dataset {
    /// Total bytes of all URLs (without the line feeds).
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.urls.iter().map(|u| u.len() as u64).sum()
    }
}

/// The repository's own URL lists: `data/urls/` at the repository root
/// (MIT OR Apache-2.0, see its `PROVENANCE.md`).
#[must_use]
pub fn repo_data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/urls")
}

/// The folders of URL lists, in order: [`repo_data_dir`], then each folder
/// of `$URLKIT_BENCH_DATA` (a path list, `:`-separated on Unix), which adds
/// lists that may not be shipped, such as `userbait.txt`. A list whose name
/// was already read from an earlier folder is not read again.
#[must_use]
pub fn data_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![repo_data_dir()];
    if let Some(extra) = std::env::var_os("URLKIT_BENCH_DATA") {
        dirs.extend(std::env::split_paths(&extra));
    }
    dirs
}

/// Every `*.txt` list in [`data_dirs`], sorted by name. Set
/// `URLKIT_BENCH_ONLY=kasztp,node_files` to keep only some.
#[must_use]
pub fn datasets() -> Vec<Dataset> {
    let only = std::env::var("URLKIT_BENCH_ONLY").ok();
    let mut paths: Vec<PathBuf> = Vec::new();
    for dir in data_dirs() {
        let mut here: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        here.retain(|p| p.extension().is_some_and(|e| e == "txt"));
        here.retain(|p| !paths.iter().any(|q| q.file_name() == p.file_name()));
        paths.extend(here);
    }
    paths.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    if paths.is_empty() {
        eprintln!("urlkit-bench: no URL lists found in {:?}", data_dirs());
    }
    let mut out = Vec::new();
    for path in paths {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if let Some(only) = &only {
            if !only.split(',').any(|o| o == name) {
                continue;
            }
        }
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        // A few lines of userbait.txt (an optional extra list) are not
        // UTF-8; every parser here takes `&str`, so such bytes become
        // U+FFFD (and the line is invalid for all).
        let text = String::from_utf8_lossy(&bytes);
        let urls = text.lines().map(str::to_owned).collect();
        out.push(Dataset { name, urls });
    }
    out
}

/// A parser under test: its name and a function saying whether it accepted
/// the input. Every function returns the parser's own verdict only; the
/// value it built is dropped, as a caller that checks and discards would.
pub type Parser = (&'static str, fn(&str) -> bool);

/// Defines parser adapters: `name(s)` says whether the parse of `s`
/// succeeded; the value it built goes through `black_box`, so it is built.
macro_rules! adapters {
    ($($(#[$doc:meta])* $name:ident: |$s:ident| $parse:expr;)*) => {$(
        $(#[$doc])*
        #[inline]
        #[must_use]
        pub fn $name($s: &str) -> bool {
            std::hint::black_box($parse).is_ok()
        }
    )*};
}

adapters! {
    /// urlkit, borrowed: `UriView::parse` (absolute URI, no allocation).
    urlkit_view: |s| urlkit::UriView::parse(s);
    /// urlkit, owned: `Uri::parse` (copies the input once).
    urlkit_owned: |s| urlkit::Uri::parse(s);
    /// urlkit, borrowed `URI-reference`: `UriRefView::parse`.
    urlkit_ref_view: |s| urlkit::UriRefView::parse(s);
    /// urlkit, borrowed IRI: `IriView::parse` (RFC 3987). The same parser as
    /// `UriView`, with a branch for bytes >= 0x80: on ASCII lists it must stay
    /// within 1.2x of `urlkit/view`.
    urlkit_iri_view: |s| urlkit::IriView::parse(s);
    /// urlkit, owned IRI: `Iri::parse`.
    urlkit_iri_owned: |s| urlkit::Iri::parse(s);
    /// iri-string 0.7, `IriStr::new` (RFC 3987 validation, no allocation).
    iri_string_iri: |s| iri_string::types::IriStr::new(s);
    /// fluent-uri 0.4, borrowed `Uri<&str>` (RFC 3986, no allocation).
    fluent_uri: |s| fluent_uri::Uri::parse(s);
    /// oxiri 0.2, borrowed `Iri<&str>` (RFC 3987 IRIs: also accepts non-ASCII).
    oxiri: |s| oxiri::Iri::parse(s);
    /// iri-string 0.7, `UriStr::new` (validation, no allocation).
    iri_string: |s| iri_string::types::UriStr::new(s);
    /// url 2.5 (WHATWG): parses, normalizes and allocates a new string.
    url: |s| url::Url::parse(s);
    /// ada-url 3 (WHATWG, C++ through FFI): parses, normalizes, allocates.
    ada: |s| ada_url::Url::parse(s, None);
    /// http 1 `Uri` (the HTTP request-target forms; copies into `Bytes`).
    http: |s| s.parse::<http::Uri>();
}

/// Every parser of the `parse` groups, urlkit first.
pub const PARSERS: &[Parser] = &[
    ("urlkit/view", urlkit_view),
    ("urlkit/owned", urlkit_owned),
    ("urlkit/iri-view", urlkit_iri_view),
    ("urlkit/iri-owned", urlkit_iri_owned),
    ("fluent-uri", fluent_uri),
    ("oxiri", oxiri),
    ("iri-string", iri_string),
    ("url", url),
    ("ada-url", ada),
    ("http", http),
];

/// The IRI parsers of the `parse-iri` groups, on the lists' IRI forms
/// ([`iri_lines`]): urlkit against the RFC 3987 peers.
pub const IRI_PARSERS: &[Parser] = &[
    ("urlkit/iri-view", urlkit_iri_view),
    ("urlkit/iri-owned", urlkit_iri_owned),
    ("oxiri", oxiri),
    ("iri-string", iri_string_iri),
];

/// Each line of a list as an IRI: its display form (`Uri::to_iri`, RFC
/// 3987 §3.2), so that real-world percent-encoded UTF-8 (and, with the
/// `idna` feature, A-labels) become non-ASCII characters. Lines that are
/// not URIs are kept as they are (every parser then refuses them alike).
#[must_use]
pub fn iri_lines(urls: &[String]) -> Vec<String> {
    urls.iter()
        .map(|u| urlkit::Uri::parse(u).map_or_else(|_| u.clone(), |uri| uri.to_iri().into_string()))
        .collect()
}

/// IRI to URI (RFC 3987 §3.1, with IDNA for the host): the length of the
/// URI, or 0 for a line that is not an IRI.
pub const TO_URI_OPS: &[Op] = &[("urlkit/to_uri", |s| {
    urlkit::IriView::parse(s).map_or(0, |iri| iri.to_uri().as_str().len())
})];

/// Peers on the hosts of `adversarial/to_uri` (its `typical` and its
/// DNS-sized hosts of 127 labels, [`to_uri_peer_inputs`]): the same job,
/// an IRI's host through UTS 46 ToASCII, in the `url` crate (WHATWG, with
/// the `idna` crate) and in ada (C++, its own IDNA). They are not held to
/// the bound: they show what the job costs elsewhere, in the same run.
pub const TO_URI_PEERS: &[Op] = &[
    ("url", |s| {
        url::Url::parse(s).map_or(0, |u| u.as_str().len())
    }),
    ("ada", |s| {
        ada_url::Url::parse(s, None).map_or(0, |u| u.href().len())
    }),
];

/// The inputs of [`TO_URI_PEERS`]: those of `adversarial/to_uri` whose
/// name ends in `-127`, after `typical`.
#[must_use]
pub fn to_uri_peer_inputs() -> Vec<(&'static str, String)> {
    adversarial_inputs("to_uri")
        .into_iter()
        .filter(|(name, _)| *name == "typical" || name.ends_with("-127"))
        .collect()
}

/// The URI `pchar / "/" / "?" / "#" / ":"` byte set as a 256-entry table:
/// the floor is one lookup of every byte, which any validating parser must
/// at least do.
static FLOOR_TABLE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric()
            || matches!(
                c,
                b'-' | b'.'
                    | b'_'
                    | b'~'
                    | b'!'
                    | b'$'
                    | b'&'
                    | b'\''
                    | b'('
                    | b')'
                    | b'*'
                    | b'+'
                    | b','
                    | b';'
                    | b'='
                    | b':'
                    | b'@'
                    | b'/'
                    | b'?'
                    | b'#'
                    | b'%'
                    | b'['
                    | b']'
            );
        b += 1;
    }
    t
};

/// Floor 1: a table lookup of every byte; true when all are URI bytes.
#[inline]
#[must_use]
pub fn floor_table(s: &str) -> bool {
    let mut ok = true;
    for &b in s.as_bytes() {
        ok &= FLOOR_TABLE[usize::from(b)];
    }
    ok
}

/// Floor 2: memchr over the same bytes for a byte that never occurs (NUL),
/// so every byte is read (with SIMD).
#[inline]
#[must_use]
pub fn floor_memchr(s: &str) -> bool {
    memchr::memchr(0, s.as_bytes()).is_none()
}

/// The two floors.
pub const FLOORS: &[Parser] = &[("floor/table", floor_table), ("floor/memchr", floor_memchr)];

/// One adversarial input: a name, and the text.
#[derive(Debug)]
pub struct Adversarial {
    /// Short name, used as the benchmark id.
    pub name: &'static str,
    /// The input.
    pub text: String,
}

/// One mebibyte, the size of most adversarial inputs.
pub const MIB: usize = 1 << 20;

/// A typical URL (48 bytes), the yardstick for the adversarial inputs.
pub const TYPICAL: &str = "https://www.example.com/docs/a/b/index.html?q=42";

/// The adversarial inputs (the families of docs/security.md, promise P6),
/// about 1 MiB each; each is a stress for one step of a parser. Some are valid, some fail late,
/// some fail early: what matters is that none costs more per byte than
/// the typical URL by a large factor.
#[must_use]
pub fn adversarial() -> Vec<Adversarial> {
    let rep = |s: &str, n: usize| s.repeat(n);
    [
        ("typical", TYPICAL.to_owned()),
        ("typical-x21845", rep(TYPICAL, MIB / TYPICAL.len())),
        // 1 MiB of `%41` in the path: every byte is part of a triplet.
        ("pct-41", format!("http://h/{}", rep("%41", MIB / 3))),
        ("dotdot-100k", format!("http://h/{}", rep("../", 100_000))),
        // 100 000 `[`: rejected at the second one (a host holds no `[`).
        ("lbracket-100k", format!("http://{}", rep("[", 100_000))),
        // A bracketed host that never closes, made of IPv6-looking text.
        ("ipv6-unclosed", format!("http://[{}", rep("1:", MIB / 2))),
        // A 1 MiB reg-name, and a 1 MiB host of labels.
        ("host-1mib", format!("http://{}/", rep("a", MIB))),
        ("labels-1mib", format!("http://{}/", rep("ab.", MIB / 3))),
        // `:` repeated: a userinfo candidate that is also host:port text.
        ("colons-1mib", format!("http://{}@h/", rep(":", MIB))),
        ("colons-no-at", format!("http://h{}/", rep(":", MIB))),
        // `@` repeated: the second `@` ends the authority's validity.
        ("at-1mib", format!("http://{}h/", rep("a@", MIB / 2))),
        ("at-in-path", format!("http://h/{}", rep("@", MIB))),
        // The query and fragment sets, `?` and `/` runs.
        ("query-1mib", format!("http://h/?{}", rep("a=b&", MIB / 4))),
        ("slashes-1mib", format!("http://h{}", rep("/", MIB))),
    ]
    .into_iter()
    .map(|(name, text)| Adversarial { name, text })
    .collect()
}

/// The later entry points on adversarial input, beside
/// `adversarial/{parse,resolve,normalize}`: each runs urlkit on one input
/// and gives a number derived from the result. Their inputs are
/// [`adversarial_inputs`]; each family's first input, `typical`, is the
/// yardstick of its cost per byte.
pub const ADVERSARIAL_OPS: &[Op] = &[
    // RFC 3987 parse, and the IRI-to-URI mapping (with IDNA).
    ("iri", |s| {
        urlkit::IriRefView::parse(s).map_or(0, |v| v.as_str().len())
    }),
    ("to_uri", |s| {
        urlkit::IriRefView::parse(s).map_or(0, |v| v.to_uri().as_str().len())
    }),
    // The URI-to-IRI mapping for display (RFC 3987 §3.2: decoding, and
    // with IDNA, A-labels shown as U-labels): the other half of the IDNA
    // round trip.
    ("to_iri", |s| {
        urlkit::UriRefView::parse(s).map_or(0, |v| v.to_iri().as_str().len())
    }),
    // The repair mode.
    ("repair", |s| {
        urlkit::UriRef::parse_lenient(s).map_or(0, |r| r.uri().as_str().len())
    }),
    // `Uri::join` against BASE, plain and with the normalizing resolver.
    ("join", |s| {
        URLKIT_BASE.join(s).map_or(0, |t| t.as_str().len())
    }),
    ("join-normalize", |s| {
        CRAWLER
            .join(&URLKIT_BASE, s)
            .map_or(0, |t| t.as_str().len())
    }),
    // The spliced setters: the input is the new component of EDIT_URI.
    ("set_path_encoded", |s| {
        edit(&EDIT_BASE, |r| r.set_path_encoded(s))
    }),
    ("set_query_encoded", |s| {
        edit(&EDIT_BASE, |r| r.set_query_encoded(Some(s)))
    }),
    ("set_host_encoded", |s| {
        edit(&EDIT_BASE, |r| r.set_host_encoded(Some(s)))
    }),
    // Small edits of a long URI (the input): parse, then three splices.
    ("edit-long", |s| {
        urlkit::Uri::parse(s).map_or(0, |mut u| {
            let port = u.set_port(Some(8080)).is_ok();
            let fragment = u.set_fragment_encoded(Some("f")).is_ok();
            let host = u.set_host_encoded(Some("example.org")).is_ok();
            u.as_str().len() + usize::from(port && fragment && host)
        })
    }),
    // Query pairs removed from a long query (the input).
    ("retain_query_pairs", |s| {
        urlkit::Uri::parse(s).map_or(0, |mut u| {
            u.retain_query_pairs(|k, _| !is_tracking(k)) + u.as_str().len()
        })
    }),
    // The linter on a URI (the input), whose script check reads every
    // letter of a decoded host.
    ("lint", |s| {
        urlkit::Uri::parse(s).map_or(0, |u| urlkit::lint::lint(&u).len())
    }),
    // Extraction from text (the input), in the IRI and lenient modes.
    ("extract-iri", |s| {
        urlkit::extract::extract_with(s, urlkit::extract::ExtractMode::Iri)
            .map(|f| f.uri().as_str().len())
            .sum()
    }),
    ("extract-lenient", |s| {
        urlkit::extract::extract_with(s, urlkit::extract::ExtractMode::Lenient)
            .map(|f| f.uri().as_str().len())
            .sum()
    }),
];

static EDIT_BASE: std::sync::LazyLock<urlkit::Uri> =
    std::sync::LazyLock::new(|| urlkit::Uri::parse(EDIT_URI).expect("valid"));

/// The inputs of the operation `op` of [`ADVERSARIAL_OPS`]: `(name, text)`,
/// `typical` first, then about 1 MiB (or 100 000 repetitions) of each
/// stress: long runs of what a step reads byte by byte, of what it
/// rewrites, and of what makes it fail late.
#[must_use]
pub fn adversarial_inputs(op: &str) -> Vec<(&'static str, String)> {
    let rep = |s: &str, n: usize| s.repeat(n);
    let k100 = 100_000;
    match op {
        "iri" | "to_uri" => vec![
            (
                "typical",
                "https://bücher.example/straße/a?q=ü&x=1#ä".to_owned(),
            ),
            ("ucs-path", format!("http://h/{}", rep("ü", MIB / 2))),
            ("ucs-host", format!("http://{}/", rep("ü", MIB / 2))),
            ("ucs-labels", format!("http://{}/", rep("bü.", MIB / 4))),
            // The same at a quarter of the size: the cost per byte of
            // `to_uri` on short labels (the idna crate's per-label cost) is
            // the same, so it is linear.
            (
                "ucs-labels-256k",
                format!("http://{}/", rep("bü.", MIB / 16)),
            ),
            ("cjk-host", format!("http://{}/", cjk(MIB / 3))),
            ("cjk-path", format!("http://h/{}", cjk(MIB / 3))),
            (
                "iprivate-query",
                format!("http://h/?{}", rep("\u{E000}", MIB / 3)),
            ),
            (
                "ucs-then-bad",
                format!("http://h/{}\u{FFFE}", rep("ü", MIB / 2)),
            ),
            (
                "ucs-pct-mixed",
                format!("http://h/{}", rep("ü%41", MIB / 5)),
            ),
            ("ipv6-unclosed", format!("http://[{}", rep("1:", MIB / 2))),
            // 4-byte characters, which the IRI scan's byte table leaves
            // open (it takes them without a decode), and which `to_uri`
            // writes as 12 bytes each.
            (
                "emoji-path",
                format!("http://h/{}", rep("\u{1F600}", MIB / 4)),
            ),
            // Hosts of labels of Thai and emoji, of 63 distinct CJK
            // characters (the quadratic part of RFC 3492's encoder), and
            // one label of 1 000 distinct characters; all beyond a DNS
            // name's size, so percent-encoded without UTS 46.
            (
                "thai-labels",
                format!("http://{}/", rep("b\u{E01}.", MIB / 5)),
            ),
            (
                "emoji-labels",
                format!("http://{}/", rep("b\u{1F600}.", MIB / 6)),
            ),
            (
                "cjk63-labels",
                format!("http://{}/", rep(&(cjk(63) + "."), MIB / 190)),
            ),
            ("cjk1000-label", format!("http://{}/", cjk(1000))),
            // The same as small inputs: one host that can still be a DNS
            // name (127 labels), whose IDNA cost is a constant per IRI.
            (
                "thai-labels-127",
                format!("http://{}/", rep("b\u{E01}.", 127)),
            ),
            // The same with Latin-1 letters, decomposed letters (NFC) and
            // Arabic letters (the bidi rule).
            (
                "ucs-labels-127",
                format!("http://{}/", rep("b\u{FC}.", 127)),
            ),
            (
                "nfd-labels-127",
                format!("http://{}/", rep("bu\u{308}.", 127)),
            ),
            (
                "arabic-labels-127",
                format!("http://{}/", rep("\u{628}\u{627}.", 127)),
            ),
            // The shortest label that needs Punycode (one character), and
            // two CJK characters (the script of the most IDN labels).
            ("u-labels-127", format!("http://{}/", rep("\u{FC}.", 127))),
            (
                "cjk2-labels-127",
                format!("http://{}/", rep("\u{4E00}\u{4E8C}.", 127)),
            ),
            // A joiner after a virama in the last label (CONTEXTJ).
            (
                "thai-then-joiner-127",
                format!("http://{}\u{915}\u{94D}\u{200C}/", rep("b\u{E01}.", 126)),
            ),
            // A DNS-sized host of the longest `xn--` labels UTS 46 decodes
            // (128 octets, the quadratic part of RFC 3492's decoder): ones
            // that decode to a valid label (122 times `ü`), so that every
            // label is decoded and checked, ones that decode to U+0080,
            // refused at the first, and labels just too long, refused
            // before the decoding.
            (
                "valid-a-labels-128",
                format!(
                    "http://\u{FC}.{}/",
                    rep(&format!("xn--tda{}.", "a".repeat(121)), 7)
                ),
            ),
            (
                "a-labels-128",
                format!(
                    "http://\u{FC}.{}/",
                    rep(&format!("xn--{}.", "a".repeat(124)), 7)
                ),
            ),
            (
                "a-labels-129",
                format!(
                    "http://\u{FC}.{}/",
                    rep(&format!("xn--{}.", "a".repeat(125)), 7)
                ),
            ),
        ],
        "to_iri" => vec![
            // The typical IRI of `to_uri`, as its URI.
            (
                "typical",
                "https://xn--bcher-kva.example/stra%C3%9Fe/a?q=%C3%BC&x=1#%C3%A4".to_owned(),
            ),
            // Every triplet decoded; kept because ASCII (each `%` reads
            // up to four triplets before it keeps one); kept because a
            // lone lead byte; kept because a bidi formatting character
            // (RLM) or an invisible one (NBSP); private use, decoded in
            // the query only.
            (
                "pct-utf8-path",
                format!("http://h/{}", rep("%C3%BC", MIB / 6)),
            ),
            (
                "pct-ascii-path",
                format!("http://h/{}", rep("%41", MIB / 3)),
            ),
            ("lone-lead", format!("http://h/{}", rep("%C3", MIB / 3))),
            (
                "bidi-format",
                format!("http://h/{}", rep("%E2%80%8F", MIB / 9)),
            ),
            ("nbsp", format!("http://h/{}", rep("%C2%A0", MIB / 6))),
            (
                "private-query",
                format!("http://h/?{}", rep("%EE%80%80", MIB / 9)),
            ),
            (
                "private-path",
                format!("http://h/{}", rep("%EE%80%80", MIB / 9)),
            ),
            // `xn--` where it is no label: the mapping looks for it in
            // the whole text.
            ("xn-in-path", format!("http://h/{}", rep("xn--", MIB / 4))),
            // A host of A-labels too long to be a DNS name (more than
            // 127 labels: `to_uri` would percent-encode its U-labels, so
            // it keeps its A-labels), and A-labels that do not decode.
            ("a-labels", format!("http://{}/", rep("xn--tda.", MIB / 8))),
            (
                "bad-a-labels",
                format!("http://{}/", rep("xn--a.", MIB / 6)),
            ),
            // DNS-sized hosts of A-labels (127 labels), whose IDNA cost is
            // a constant per URI: `ü`, `bü`, two CJK and two Arabic
            // characters (the U-labels of `to_uri`'s hosts of 127 labels).
            ("u-labels-127", format!("http://{}/", rep("xn--tda.", 127))),
            (
                "ucs-labels-127",
                format!("http://{}/", rep("xn--b-eha.", 127)),
            ),
            (
                "cjk2-labels-127",
                format!("http://{}/", rep("xn--4gq2m.", 127)),
            ),
            (
                "arabic-labels-127",
                format!("http://{}/", rep("xn--mgbb.", 127)),
            ),
            // 127 of the longest `xn--` labels UTS 46 decodes (128
            // octets), valid (122 times `ü`) and not (U+0080), and of
            // labels just too long (refused before the decoding).
            (
                "valid-a-labels-128-127",
                format!(
                    "http://{}/",
                    rep(&format!("xn--tda{}.", "a".repeat(121)), 127)
                ),
            ),
            (
                "a-labels-128-127",
                format!("http://{}/", rep(&format!("xn--{}.", "a".repeat(124)), 127)),
            ),
            (
                "a-labels-129-127",
                format!("http://{}/", rep(&format!("xn--{}.", "a".repeat(125)), 127)),
            ),
        ],
        "repair" => vec![
            (
                "typical",
                "  https://www.example.com/a b/c|d?q=a b#f g\n".to_owned(),
            ),
            ("spaces-path", format!("http://h/{}", rep(" ", MIB))),
            ("backslashes", format!("http:{}h/a", rep("\\", MIB))),
            ("tabs-path", format!("http://h/{}", rep("a\t", MIB / 2))),
            ("stray-pct", format!("http://h/{}", rep("%", MIB))),
            ("non-ascii-path", format!("http://h/{}", rep("ü", MIB / 2))),
            ("hash-fragment", format!("http://h/#{}", rep("#", MIB))),
            ("pipes-query", format!("http://h/?{}", rep("|", MIB))),
            ("leading-space", format!("{}http://h/", rep(" ", MIB))),
            ("controls", format!("{}http://h/", rep("\u{1}", MIB))),
            ("lbracket-host", format!("http://{}", rep("[", k100))),
            ("non-ascii-host", format!("http://{}/", rep("ü", MIB / 2))),
            (
                "thai-labels",
                format!("http://{}/", rep("b\u{E01}.", MIB / 5)),
            ),
            (
                "thai-labels-127",
                format!("http://{}/", rep("b\u{E01}.", 127)),
            ),
        ],
        "join" | "join-normalize" => vec![
            ("typical", "../g/h?x#y".to_owned()),
            ("dotdot-100k", format!("{}g", rep("../", k100))),
            ("dot-100k", format!("{}g", rep("./", k100))),
            ("pct-dots-100k", format!("{}g", rep("%2E%2e/", k100 / 2))),
            ("up-down", format!("/{}", rep("a/b/../", MIB / 7))),
            ("long-ref", rep("a/", MIB / 2)),
            ("late-invalid", format!("{}%", rep("a/", MIB / 2))),
            ("pct-41", format!("/{}", rep("%41", MIB / 3))),
        ],
        "set_path_encoded" => vec![
            ("typical", "/docs/a/b/index.html".to_owned()),
            ("pct-41", format!("/{}", rep("%41", MIB / 3))),
            ("slashes", rep("/", MIB)),
            ("dotdot", format!("/{}", rep("../", MIB / 3))),
            ("late-invalid", format!("/{}%", rep("a", MIB))),
            ("colons", format!("/{}", rep(":", MIB))),
        ],
        "set_query_encoded" => vec![
            ("typical", "q=42&x=y".to_owned()),
            ("pairs", rep("a=b&", MIB / 4)),
            ("pct-41", rep("%41", MIB / 3)),
            ("late-invalid", format!("{}#", rep("a", MIB))),
        ],
        "set_host_encoded" => vec![
            ("typical", "www.example.org".to_owned()),
            ("labels", rep("ab.", MIB / 3)),
            ("pct-41", rep("%41", MIB / 3)),
            ("ipv6-unclosed", format!("[{}", rep("1:", MIB / 2))),
            ("late-invalid", format!("{}/", rep("a", MIB))),
        ],
        "edit-long" => vec![
            ("typical", EDIT_URI.to_owned()),
            (
                "long-path",
                format!("https://u@h:8443/{}?q#top", rep("a/", MIB / 2)),
            ),
            (
                "long-query",
                format!("https://u@h:8443/p?{}#top", rep("a=b&", MIB / 4)),
            ),
            (
                "long-fragment",
                format!("https://u@h:8443/p?q#{}", rep("f", MIB)),
            ),
            (
                "long-userinfo",
                format!("https://{}@h:8443/p?q#top", rep("u:", MIB / 2)),
            ),
        ],
        "retain_query_pairs" => vec![
            (
                "typical",
                "https://h/p?q=42&utm_source=x&utm_medium=y#top".to_owned(),
            ),
            (
                "all-tracking",
                format!("http://h/?{}", rep("utm_a=1&", MIB / 8)),
            ),
            (
                "every-other",
                format!("http://h/?{}", rep("a=1&utm_b=2&", MIB / 12)),
            ),
            (
                "none-tracking",
                format!("http://h/?{}", rep("a=1&", MIB / 4)),
            ),
            ("empty-pairs", format!("http://h/?{}", rep("&", MIB))),
        ],
        "lint" => vec![
            ("typical", TYPICAL.to_owned()),
            ("pct-host", format!("http://{}/", rep("%C3%BC", MIB / 6))),
            ("lao-host", format!("http://{}/", rep("%E0%BA%81", MIB / 9))),
            (
                "lao-labels",
                format!("http://{}/", rep("a%E0%BA%81.", MIB / 11)),
            ),
            (
                "mixed-labels",
                format!("http://{}/", rep("a%D0%B0.", MIB / 8)),
            ),
            ("long-port", format!("http://h:{}/", rep("0", MIB))),
            ("pct-path", format!("http://h/{}", rep("%41", MIB / 3))),
        ],
        "extract-iri" | "extract-lenient" => vec![
            (
                "typical",
                "See https://bücher.example/straße?q=ü, or <http://h/a b>.".to_owned(),
            ),
            ("words", rep("see http://h/a, ", MIB / 16)),
            ("schemes", rep("http://", MIB / 7)),
            ("colons", rep("a:", MIB / 2)),
            ("one-iri", format!("http://h/{}", rep("ü", MIB / 2))),
            // Letters whose Unicode properties the standard library looks
            // up slowest (Lao: 130 ns a character before urlkit's table).
            ("lao-iri", format!("http://h/{}", rep("\u{E81}", MIB / 3))),
            (
                "lao-words",
                rep("\u{E81}\u{E81} http://h/\u{E81} ", MIB / 20),
            ),
            ("trailing-dots", format!("http://h/{}", rep(".", MIB))),
            ("open-parens", format!("http://h/{}", rep("(", MIB))),
            (
                "angle-unclosed",
                format!("<http://h/{}", rep("a ", MIB / 2)),
            ),
            ("angles", rep("<", MIB)),
            ("www", rep("www.", MIB / 4)),
            ("at-signs", rep("a@b.", MIB / 4)),
        ],
        _ => Vec::new(),
    }
}

/// `n` distinct CJK characters (U+4E00 on, wrapping after 20 000): text
/// whose every character is another code point, the costliest input for
/// Punycode (RFC 3492), which walks the code points in order.
fn cjk(n: usize) -> String {
    (0..n)
        .map(|i| char::from_u32(0x4E00 + (i % 20_000) as u32).unwrap_or('a'))
        .collect()
}

/// An operation on one input line, returning a number derived from its
/// result (so it cannot be optimised away).
pub type Op = (&'static str, fn(&str) -> usize);

/// The bytes that may stand raw in a path (`pchar / "/"`), written as the
/// complement the `percent-encoding` crate wants: every other ASCII byte is
/// encoded (and so is every non-ASCII byte, as in urlkit).
const PCT_PATH: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    .remove(b'!')
    .remove(b'$')
    .remove(b'&')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')')
    .remove(b'*')
    .remove(b'+')
    .remove(b',')
    .remove(b';')
    .remove(b'=')
    .remove(b':')
    .remove(b'@')
    .remove(b'/');

/// Percent-encoding each line for a path, to a `Cow` (allocating only when
/// something is encoded), and decoding it.
pub const PCT_OPS: &[Op] = &[
    ("urlkit/encode", |s| {
        urlkit::pct::encode(s, urlkit::pct::Component::Path)
            .to_cow()
            .len()
    }),
    ("percent-encoding/encode", |s| {
        std::borrow::Cow::<str>::from(percent_encoding::utf8_percent_encode(s, PCT_PATH)).len()
    }),
    ("urlkit/decode", |s| {
        urlkit::pct::decode(s).map_or(0, |d| d.len())
    }),
    ("percent-encoding/decode", |s| {
        std::borrow::Cow::<[u8]>::from(percent_encoding::percent_decode_str(s)).len()
    }),
];

/// Parsing a line and reading it with its RFC 1738 view (`file:` and
/// `http:` lines have one; others stop after the parse).
pub const VIEW_OPS: &[Op] = &[("urlkit/parse+view", |s| {
    urlkit::UriRefView::parse(s)
        .ok()
        .and_then(urlkit::scheme::classify_view)
        .map_or(0, |r| usize::from(r.is_ok()))
})];

/// A few URLs of each RFC 1738 scheme, to time each view on its own.
pub const RFC1738_SAMPLES: &[(&str, &[&str])] = &[
    (
        "ftp",
        &[
            "ftp://ftp.example.com/pub/file.txt",
            "ftp://me:pw@host.dom:2121/%2Fetc/motd;type=a",
            "ftp://h/a/b/c/d/e/f;type=d",
        ],
    ),
    (
        "http",
        &[
            "http://www.example.com/a/b/c.html?q=1",
            "http://h:8080/",
            "http://h/p%20q/r?s",
        ],
    ),
    (
        "gopher",
        &[
            "gopher://gopher.example.org/0/about.txt",
            "gopher://h:7070/7search%09query",
            "gopher://h/1",
        ],
    ),
    (
        "mailto",
        &["mailto:user@example.com", "mailto:a%20b@example.org"],
    ),
    (
        "news",
        &["news:comp.lang.rust", "news:123@example.com", "news:*"],
    ),
    (
        "nntp",
        &["nntp://news.example/comp.lang/42", "nntp://h:119/group/1"],
    ),
    (
        "telnet",
        &["telnet://user:pw@host.example:23/", "telnet://h"],
    ),
    (
        "wais",
        &["wais://wais.example/db?query", "wais://h:210/db/type/path"],
    ),
    (
        "file",
        &[
            "file:///home/user/a%20b.txt",
            "file://host/share/x",
            "file:///c:/x/y",
        ],
    ),
    (
        "prospero",
        &[
            "prospero://host.example/path;field=value",
            "prospero://h:1525/a/b",
        ],
    ),
];

/// Parses `s` and reads every part of its RFC 1738 view; returns a number
/// derived from the parts.
#[must_use]
pub fn read_view(s: &str) -> usize {
    use urlkit::scheme::{classify_view, SchemeData};
    let Ok(v) = urlkit::UriRefView::parse(s) else {
        return 0;
    };
    let Some(Ok(data)) = classify_view(v) else {
        return 1;
    };
    match data {
        SchemeData::Ftp(u) => {
            u.login().host().len() + u.cwd().count() + u.name().map_or(0, |n| n.len())
        }
        SchemeData::Http(u) => {
            u.login().host().len() + u.segments().count() + u.search().map_or(0, str::len)
        }
        SchemeData::Gopher(u) => {
            u.login().host().len() + u.selector().len() + usize::from(u.login().port())
        }
        SchemeData::Mailto(u) => u.addr().len(),
        SchemeData::News(u) => u.group().map_or(0, str::len) + u.article().map_or(0, |a| a.len()),
        SchemeData::Nntp(u) => u.login().host().len() + u.group().len(),
        SchemeData::Telnet(u) => u.login().host().len() + u.login().user().map_or(0, |x| x.len()),
        SchemeData::Wais(u) => u.login().host().len() + u.database().len(),
        SchemeData::File(u) => u.host().len() + u.path().len(),
        SchemeData::Prospero(u) => u.login().host().len() + u.hsoname().len() + u.fields().count(),
        #[allow(unreachable_patterns)]
        _ => 2,
    }
}

/// The base of the `resolve` groups: RFC 3986 §5.4's example base.
pub const BASE: &str = "http://a/b/c/d;p?q";

static URLKIT_BASE: std::sync::LazyLock<urlkit::Uri> =
    std::sync::LazyLock::new(|| urlkit::Uri::parse(BASE).expect("valid base"));
static FLUENT_BASE: std::sync::LazyLock<fluent_uri::Uri<String>> =
    std::sync::LazyLock::new(|| fluent_uri::Uri::parse(BASE.to_owned()).expect("valid base"));
static OXIRI_BASE: std::sync::LazyLock<oxiri::Iri<String>> =
    std::sync::LazyLock::new(|| oxiri::Iri::parse(BASE.to_owned()).expect("valid base"));
static IRI_STRING_BASE: std::sync::LazyLock<iri_string::types::UriAbsoluteString> =
    std::sync::LazyLock::new(|| BASE.to_owned().try_into().expect("valid base"));
static URL_BASE: std::sync::LazyLock<url::Url> =
    std::sync::LazyLock::new(|| url::Url::parse(BASE).expect("valid base"));

/// The references of the `resolve` groups, made from a list's lines so
/// that they have real-world shapes: every line's path, query and fragment
/// as a path-absolute reference, and every other line's last segment as a
/// relative-path reference behind `../` (both are the common cases of
/// links in documents).
#[must_use]
pub fn references(ds: &Dataset) -> Vec<String> {
    let mut out = Vec::with_capacity(ds.urls.len());
    for (k, line) in ds.urls.iter().enumerate() {
        let Ok(u) = urlkit::UriRefView::parse(line) else {
            continue;
        };
        let path = u.path();
        let mut r = if k % 2 == 0 || !path.starts_with('/') {
            if path.starts_with('/') {
                path.to_owned()
            } else {
                format!("/{path}")
            }
        } else {
            format!("../{}", u.path_segments().next_back().unwrap_or(""))
        };
        if let Some(q) = u.query() {
            r.push('?');
            r.push_str(q);
        }
        if let Some(f) = u.fragment() {
            r.push('#');
            r.push_str(f);
        }
        out.push(r);
    }
    out
}

/// Parsing each reference and resolving it against [`BASE`] (parsed once),
/// giving an owned result: the length of its text.
pub const RESOLVE_OPS: &[Op] = &[
    ("urlkit", |s| {
        urlkit::UriRef::parse(s).map_or(0, |r| {
            r.resolve_against(&URLKIT_BASE)
                .map_or(0, |t| t.as_str().len())
        })
    }),
    ("fluent-uri", |s| {
        fluent_uri::UriRef::parse(s)
            .ok()
            .and_then(|r| r.resolve_against(&*FLUENT_BASE).ok())
            .map_or(0, |t| t.as_str().len())
    }),
    ("oxiri", |s| {
        OXIRI_BASE.resolve(s).map_or(0, |t| t.as_str().len())
    }),
    ("iri-string", |s| {
        iri_string::types::UriReferenceStr::new(s)
            .map_or(0, |r| r.resolve_against(&IRI_STRING_BASE).to_string().len())
    }),
    ("url", |s| URL_BASE.join(s).map_or(0, |t| t.as_str().len())),
    // ada's Rust API takes the base as text, so it parses it every time.
    ("ada-url", |s| {
        ada_url::Url::parse(s, Some(BASE)).map_or(0, |t| t.href().len())
    }),
];

/// The eight reference shapes of the realistic resolve workload.
pub const SHAPES: [&str; 8] = [
    "/path?q",
    "seg?q",
    "../seg",
    "?q",
    "#frag",
    "//host/path",
    "./a/../seg?q",
    "absolute",
];

/// The reference of shape `SHAPES[shape]` made from the parts of `u`: its
/// path, last segment, query, fragment and authority, so that the texts
/// have real-world lengths and bytes.
fn shaped(u: urlkit::UriView<'_>, shape: usize) -> String {
    let q = u.query().map(|q| format!("?{q}")).unwrap_or_default();
    let seg = u.path_segments().next_back().unwrap_or("");
    // A first segment with ':' would read as a scheme: "./" keeps it a
    // path (RFC 3986 §4.2).
    let seg = if seg.is_empty() || seg.contains(':') {
        format!("./{seg}")
    } else {
        seg.to_owned()
    };
    let path = u.path();
    let path = if path.starts_with('/') {
        path.to_owned()
    } else {
        format!("/{path}")
    };
    match shape {
        0 => format!("{path}{q}"),
        1 => format!("{seg}{q}"),
        2 => format!("../{seg}"),
        3 => format!("?{}", u.query().unwrap_or("q")),
        4 => format!("#{}", u.fragment().unwrap_or(seg.as_str())),
        5 => format!("//{}{path}", u.authority().unwrap_or("example.com")),
        6 => format!("./a/../{seg}{q}"),
        _ => u.as_str().to_owned(),
    }
}

/// The realistic resolve workload of a list: each line that every peer
/// takes as a base is the base of the next such line, whose parts give
/// the reference, in the eight [`SHAPES`] in turn. Pairs whose reference
/// some peer refuses are dropped, so all resolve the same pairs.
#[must_use]
pub fn chain(ds: &Dataset) -> Vec<(String, String)> {
    let base_ok = |s: &str| {
        urlkit::Uri::parse(s).is_ok()
            && oxiri::Iri::parse(s).is_ok()
            && fluent_uri::Uri::parse(s).is_ok()
            && iri_string::types::UriStr::new(s).is_ok()
            && url::Url::parse(s).is_ok()
    };
    let ref_ok = |s: &str| {
        urlkit::UriRefView::parse(s).is_ok()
            && oxiri::IriRef::parse(s).is_ok()
            && fluent_uri::UriRef::parse(s).is_ok()
            && iri_string::types::UriReferenceStr::new(s).is_ok()
    };
    let mut out = Vec::new();
    let mut prev: Option<&str> = None;
    for line in ds.urls.iter().filter(|l| base_ok(l)) {
        if let (Some(base), Ok(u)) = (prev, urlkit::UriView::parse(line)) {
            let r = shaped(u, out.len() % SHAPES.len());
            if ref_ok(&r) {
                out.push((base.to_owned(), r));
            }
        }
        prev = Some(line);
    }
    out
}

/// Runs the workload once: parses each reference and resolves it against
/// its base, parsed beforehand, into an owned result; returns the sum of
/// the results' lengths.
pub type ChainRun<'a> = Box<dyn Fn() -> usize + 'a>;

/// The names of the realistic resolve runs ([`chain_run`]).
pub const CHAIN_OPS: [&str; 11] = [
    "urlkit/borrowed",
    "urlkit/owned",
    "urlkit/join",
    "urlkit/join_lenient",
    "oxiri/borrowed",
    "oxiri/owned",
    "fluent-uri/borrowed",
    "fluent-uri/owned",
    "iri-string/borrowed",
    "iri-string/owned",
    "url",
];

/// The run named `name` (one of [`CHAIN_OPS`]) over `pairs`, with every
/// base parsed now (a borrowed base type, or an owned one) so that the
/// run times the references alone.
#[must_use]
pub fn chain_run<'a>(name: &str, pairs: &'a [(String, String)]) -> Option<ChainRun<'a>> {
    // One resolution per peer, with the bases parsed by `$parse` (from
    // `&'a str`: borrowed, or copied into an owned base).
    macro_rules! fluent {
        ($parse:expr) => {
            run_with(pairs, $parse, |b, r| {
                fluent_uri::UriRef::parse(r)
                    .ok()
                    .and_then(|r| r.resolve_against(b).ok())
                    .map_or(0, |t| t.as_str().len())
            })
        };
    }
    macro_rules! oxiri {
        ($parse:expr) => {
            run_with(pairs, $parse, |b, r| {
                b.resolve(r).map_or(0, |t| t.as_str().len())
            })
        };
    }
    // iri-string resolves against an absolute URI: the base's fragment
    // (which §5.2.2 ignores) is cut off.
    macro_rules! iri_string {
        ($absolute:expr) => {
            run_with(
                pairs,
                |b| iri_string::types::UriStr::new(b).ok().map($absolute),
                |b, r| {
                    iri_string::types::UriReferenceStr::new(r)
                        .map_or(0, |r| r.resolve_against(b).to_string().len())
                },
            )
        };
    }
    Some(match name {
        "urlkit/borrowed" => run_with(
            pairs,
            |b| urlkit::UriView::parse(b).ok(),
            |&b, r| {
                urlkit::UriRefView::parse(r)
                    .ok()
                    .and_then(|r| r.resolve_against(b).ok())
                    .map_or(0, |t| t.as_str().len())
            },
        ),
        "urlkit/owned" => run_with(
            pairs,
            |b| urlkit::Uri::parse(b).ok(),
            |b, r| {
                urlkit::UriRef::parse(r)
                    .ok()
                    .and_then(|r| r.resolve_against(b).ok())
                    .map_or(0, |t| t.as_str().len())
            },
        ),
        // What a user calls with a page and an href: `Uri::join` (parse
        // and resolve, one allocation), and the lenient join, which takes
        // the same path for a valid href after the same parse.
        "urlkit/join" => run_with(
            pairs,
            |b| urlkit::Uri::parse(b).ok(),
            |b, r| b.join(r).map_or(0, |t| t.as_str().len()),
        ),
        "urlkit/join_lenient" => run_with(
            pairs,
            |b| urlkit::Uri::parse(b).ok(),
            |b, r| b.join_lenient(r).map_or(0, |t| t.uri().as_str().len()),
        ),
        "oxiri/borrowed" => oxiri!(|b| oxiri::Iri::parse(b).ok()),
        "oxiri/owned" => oxiri!(|b| oxiri::Iri::parse(b.to_owned()).ok()),
        "fluent-uri/borrowed" => fluent!(|b| fluent_uri::Uri::parse(b).ok()),
        "fluent-uri/owned" => fluent!(|b| fluent_uri::Uri::parse(b.to_owned()).ok()),
        "iri-string/borrowed" => iri_string!(|b| b.to_absolute()),
        "iri-string/owned" => iri_string!(|b| b.to_absolute().to_owned()),
        "url" => run_with(
            pairs,
            |b| url::Url::parse(b).ok(),
            |b, r| b.join(r).map_or(0, |t| t.as_str().len()),
        ),
        _ => return None,
    })
}

/// The run of [`chain_run`]: the bases parsed now by `parse` (those it
/// refuses are left out), then, each time, every reference resolved
/// against its base by `resolve`, which gives the result's length.
fn run_with<'a, B: 'a>(
    pairs: &'a [(String, String)],
    parse: impl Fn(&'a str) -> Option<B>,
    resolve: impl Fn(&B, &str) -> usize + 'a,
) -> ChainRun<'a> {
    use std::hint::black_box;
    let bases: Vec<B> = pairs.iter().filter_map(|(b, _)| parse(b)).collect();
    Box::new(move || {
        bases
            .iter()
            .zip(pairs.iter().map(|(_, r)| black_box(r.as_str())))
            .map(|(b, r)| resolve(b, r))
            .sum()
    })
}

/// Parsing each line and normalizing it (RFC 3986 §6 for urlkit,
/// fluent-uri and iri-string; the WHATWG parsers normalize as they parse).
pub const NORMALIZE_OPS: &[Op] = &[
    ("urlkit", |s| {
        urlkit::Uri::parse(s).map_or(0, |u| u.normalize().as_str().len())
    }),
    ("fluent-uri", |s| {
        fluent_uri::Uri::parse(s).map_or(0, |u| u.normalize().as_str().len())
    }),
    ("iri-string", |s| {
        iri_string::types::UriStr::new(s).map_or(0, |u| u.normalize().to_string().len())
    }),
    ("url", |s| {
        url::Url::parse(s).map_or(0, |u| u.as_str().len())
    }),
    ("ada-url", |s| {
        ada_url::Url::parse(s, None).map_or(0, |u| u.href().len())
    }),
];

/// Adversarial inputs for resolution: `(name, base, reference)`.
#[must_use]
pub fn adversarial_resolve() -> Vec<(&'static str, String, String)> {
    let n = 100_000;
    vec![
        ("typical", BASE.to_owned(), "../g/h?x#y".to_owned()),
        (
            "dotdot-100k",
            BASE.to_owned(),
            format!("{}g", "../".repeat(n)),
        ),
        (
            "deep-base-100k",
            format!("http://h/{}", "a/".repeat(n)),
            format!("{}g", "../".repeat(n)),
        ),
        ("dot-100k", BASE.to_owned(), format!("{}g", "./".repeat(n))),
        (
            "pct-dots-100k",
            BASE.to_owned(),
            format!("{}g", "%2E%2e/".repeat(n / 2)),
        ),
        ("long-ref-1mib", BASE.to_owned(), "a/".repeat(MIB / 2)),
    ]
}

/// Adversarial inputs for normalization: `(name, uri)`.
#[must_use]
pub fn adversarial_normalize() -> Vec<(&'static str, String)> {
    vec![
        (
            "typical",
            "HTTP://www.Example.com:80/a/./b/../c/%7euser?q=%4a#f".to_owned(),
        ),
        (
            "up-down-1mib",
            format!("http://h/{}", "a/b/../".repeat(MIB / 7)),
        ),
        ("pct-41-1mib", format!("http://h/{}", "%41".repeat(MIB / 3))),
        ("pct-2f-1mib", format!("http://h/{}", "%2f".repeat(MIB / 3))),
        ("upper-host-1mib", format!("HTTP://{}/", "A".repeat(MIB))),
        ("dotdot-1mib", format!("http://h/{}", "../".repeat(MIB / 3))),
    ]
}

/// The crawler's pipeline, per reference (an `href` of real-world shape,
/// [`references`]) against [`BASE`] (parsed once): parse, resolve,
/// normalize, drop the fragment; the length of the result. `url` joins
/// (its WHATWG parse normalizes as it goes) and drops the fragment;
/// fluent-uri parses, resolves, normalizes and drops it; urlkit joins with
/// a normalizing [`urlkit::Resolver`] and truncates the fragment, strictly
/// (`urlkit`) and leniently (`urlkit/join_lenient`).
pub const CRAWL_OPS: &[Op] = &[
    ("urlkit", |s| {
        CRAWLER.join(&URLKIT_BASE, s).map_or(0, |mut t| {
            t.remove_fragment();
            t.as_str().len()
        })
    }),
    // The lenient join, which repairs what browsers accept and knows the
    // base (`\` as `/` on an http page): on valid hrefs, the strict
    // join's cost plus nothing but the check.
    ("urlkit/join_lenient", |s| {
        CRAWLER.join_lenient(&URLKIT_BASE, s).map_or(0, |r| {
            let mut t = r.into_uri();
            t.remove_fragment();
            t.as_str().len()
        })
    }),
    ("urlkit/resolve-then-normalize", |s| {
        urlkit::UriRef::parse(s).map_or(0, |r| {
            r.resolve_against(&URLKIT_BASE).map_or(0, |t| {
                let mut n = t.normalize();
                n.remove_fragment();
                n.as_str().len()
            })
        })
    }),
    ("fluent-uri", |s| {
        fluent_uri::UriRef::parse(s)
            .ok()
            .and_then(|r| r.resolve_against(&*FLUENT_BASE).ok())
            .map_or(0, |t| {
                let mut n = t.normalize();
                n.set_fragment(None);
                n.as_str().len()
            })
    }),
    ("url", |s| {
        URL_BASE.join(s).map_or(0, |mut t| {
            t.set_fragment(None);
            t.as_str().len()
        })
    }),
];

static CRAWLER: urlkit::Resolver = urlkit::Resolver::new().normalize(true);

/// The crawler's job on real pages: the pairs of [`chain`] (each line the
/// page of the next line's href, in the eight [`SHAPES`]), with every
/// fourth href, when `messy`, replaced by a messy variant of itself
/// ([`messy`]: spaces, tabs, backslashes, `|"<>^{}`, non-ASCII text, a
/// stray `%`, as links are written in pages), the rest as they are.
#[must_use]
pub fn crawl_pages(ds: &Dataset, messy: bool) -> Vec<(String, String)> {
    let pairs = chain(ds);
    if messy {
        messy_hrefs(pairs)
    } else {
        pairs
    }
}

/// `pairs` with every fourth href replaced by a messy variant of itself
/// (the variants in turn): the messy pairs of [`crawl_pages`].
#[must_use]
pub fn messy_hrefs(mut pairs: Vec<(String, String)>) -> Vec<(String, String)> {
    for (n, (_, r)) in pairs.iter_mut().enumerate() {
        if n % 4 == 0 {
            *r = messy(r, n / 4);
        }
    }
    pairs
}

/// The names of the crawler's runs on pages ([`crawl_pages_run`]).
pub const CRAWL_PAGES_OPS: [&str; 3] = ["urlkit/join", "urlkit/join_lenient", "url"];

/// The crawler's run `name` (one of [`CRAWL_PAGES_OPS`]) over `pairs`, the
/// pages parsed now: join each href to its page, normalize, drop the
/// fragment. `urlkit/join` is the strict normalizing [`urlkit::Resolver`]
/// (which refuses a messy href), `urlkit/join_lenient` the lenient one,
/// `url` its `join` (whose WHATWG parse repairs and normalizes as it goes)
/// and `set_fragment(None)`.
#[must_use]
pub fn crawl_pages_run<'a>(name: &str, pairs: &'a [(String, String)]) -> Option<ChainRun<'a>> {
    Some(match name {
        "urlkit/join" => run_with(
            pairs,
            |b| urlkit::Uri::parse(b).ok(),
            |b, r| {
                CRAWLER.join(b, r).map_or(0, |mut t| {
                    t.remove_fragment();
                    t.as_str().len()
                })
            },
        ),
        "urlkit/join_lenient" => run_with(
            pairs,
            |b| urlkit::Uri::parse(b).ok(),
            |b, r| {
                CRAWLER.join_lenient(b, r).map_or(0, |t| {
                    let mut t = t.into_uri();
                    t.remove_fragment();
                    t.as_str().len()
                })
            },
        ),
        "url" => run_with(
            pairs,
            |b| url::Url::parse(b).ok(),
            |b, r| {
                b.join(r).map_or(0, |mut t| {
                    t.set_fragment(None);
                    t.as_str().len()
                })
            },
        ),
        _ => return None,
    })
}

/// A tracking parameter, as the stripper reads keys.
fn is_tracking(key: &str) -> bool {
    key.starts_with("utm_") || matches!(key, "fbclid" | "gclid")
}

/// The stripper's inputs: every line of a list that parses, with
/// `utm_source=news&utm_medium=email` added in front of its query (or as
/// its query), before any fragment, so that every line has work to do.
#[must_use]
pub fn tracking_inputs(ds: &Dataset) -> Vec<String> {
    let tracking = "utm_source=news&utm_medium=email";
    ds.urls
        .iter()
        .filter_map(|line| {
            let u = urlkit::Uri::parse(line).ok()?;
            let head = u.without_fragment();
            let head = head.as_str();
            let (before, query) = match u.query() {
                Some(q) => (head.get(..head.len() - q.len())?, Some(q)),
                None => (head, None),
            };
            let mut s = String::with_capacity(line.len() + tracking.len() + 2);
            s.push_str(before);
            if query.is_none() {
                s.push('?');
            }
            s.push_str(tracking);
            if let Some(q) = query.filter(|q| !q.is_empty()) {
                s.push('&');
                s.push_str(q);
            }
            if let Some(f) = u.fragment() {
                s.push('#');
                s.push_str(f);
            }
            Some(s)
        })
        .collect()
}

/// The stripper, per line: parse, remove the tracking pairs, and give the
/// length of the text. urlkit removes them in place
/// (`retain_query_pairs`); `url` with its documented way (read the pairs,
/// clear the query, write back the kept ones, which re-encodes them);
/// fluent-uri has no query editing, so the kept pieces are joined by hand
/// and the text parsed again.
pub const STRIP_OPS: &[Op] = &[
    ("urlkit", |s| {
        urlkit::Uri::parse(s).map_or(0, |mut u| {
            u.retain_query_pairs(|k, _| !is_tracking(k));
            u.as_str().len()
        })
    }),
    ("url", |s| {
        url::Url::parse(s).map_or(0, |mut u| {
            let kept: Vec<(String, String)> = u
                .query_pairs()
                .filter(|(k, _)| !is_tracking(k))
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
            if kept.is_empty() {
                u.set_query(None);
            } else {
                u.query_pairs_mut().clear().extend_pairs(kept);
            }
            u.as_str().len()
        })
    }),
    ("fluent-uri", |s| {
        fluent_uri::Uri::parse(s).map_or(0, |u| {
            let Some(q) = u.query() else {
                return u.as_str().len();
            };
            let q = q.as_str();
            let kept: Vec<&str> = q
                .split('&')
                .filter(|p| {
                    let key = p.split('=').next().unwrap_or("");
                    !is_tracking(&percent_encoding::percent_decode_str(key).decode_utf8_lossy())
                })
                .collect();
            let text = u.as_str();
            let start = q.as_ptr() as usize - text.as_ptr() as usize;
            let mut out = String::with_capacity(text.len());
            out.push_str(&text[..start - 1]);
            if !kept.is_empty() {
                out.push('?');
                out.push_str(&kept.join("&"));
            }
            out.push_str(&text[start + q.len()..]);
            fluent_uri::Uri::parse(out).map_or(0, |u| u.as_str().len())
        })
    }),
];

/// The URI the setter rows edit: a typical one, with every component.
pub const EDIT_URI: &str =
    "https://user@www.example.com:8443/docs/a/b/index.html?q=42&utm_source=x#top";

/// Each setter on [`EDIT_URI`] (a clone of the parsed value, then the
/// edit), the same edit through the old recompose-and-parse path
/// (`urlkit::twins::edit`), and the two floors: cloning the parsed value, and
/// parsing the text into a new one.
pub type EditOp = (&'static str, fn(&urlkit::Uri) -> usize);

/// The rows of the `edit` group.
pub const EDIT_OPS: &[EditOp] = &[
    ("floor/clone", |u| u.clone().as_str().len()),
    ("floor/parse", |u| {
        urlkit::Uri::parse(u.as_str()).map_or(0, |p| p.as_str().len())
    }),
    ("set_scheme", |u| edit(u, |r| r.set_scheme("http"))),
    ("set_userinfo(None)", |u| edit(u, |r| r.set_userinfo(None))),
    ("set_host_encoded", |u| {
        edit(u, |r| r.set_host_encoded(Some("example.org")))
    }),
    ("set_port", |u| edit(u, |r| r.set_port(Some(8080)))),
    ("set_path_encoded", |u| {
        edit(u, |r| r.set_path_encoded("/x/y"))
    }),
    ("set_query_encoded", |u| {
        edit(u, |r| r.set_query_encoded(Some("a=1")))
    }),
    ("set_fragment(None)", |u| edit(u, |r| r.set_fragment(None))),
    ("remove_fragment", |u| {
        let mut r = u.clone();
        r.remove_fragment();
        r.as_str().len()
    }),
    ("remove_query_pair", |u| {
        let mut r = u.clone();
        r.remove_query_pair("utm_source") + r.as_str().len()
    }),
    ("twin/set_scheme", |u| {
        twin(u, |r| urlkit::twins::edit::set_scheme(r, Some("http")))
    }),
    ("twin/set_port", |u| {
        twin(u, |r| urlkit::twins::edit::set_port_digits(r, Some("8080")))
    }),
    ("twin/set_fragment(None)", |u| {
        twin(u, |r| urlkit::twins::edit::set_fragment_encoded(r, None))
    }),
];

fn edit(
    u: &urlkit::Uri,
    f: impl FnOnce(&mut urlkit::Uri) -> Result<(), urlkit::BuildError>,
) -> usize {
    let mut r = u.clone();
    f(&mut r).map_or(0, |()| r.as_str().len())
}

fn twin(
    u: &urlkit::Uri,
    f: impl FnOnce(&mut urlkit::UriRef) -> Result<(), urlkit::BuildError>,
) -> usize {
    let mut r = u.as_uri_ref().clone();
    f(&mut r).map_or(0, |()| r.as_str().len())
}

/// The repair mode against a strict parse of the same lines (valid input
/// must cost at most 1.5 times a strict parse: it is one strict parse and
/// the copy) and against the WHATWG parser, which repairs as it parses.
pub const REPAIR_OPS: &[Op] = &[
    ("urlkit/parse", |s| {
        urlkit::UriRef::parse(s).map_or(0, |u| u.as_str().len())
    }),
    ("urlkit/parse_lenient", |s| {
        urlkit::UriRef::parse_lenient(s).map_or(0, |r| r.uri().as_str().len())
    }),
    ("url", |s| {
        url::Url::parse(s).map_or(0, |u| u.as_str().len())
    }),
];

// `messy(url, n)`: a messy variant of a line, as people paste URLs (the
// same ten kinds as `urlkit/tests/it/repair_differential.rs`, which includes
// the same file).
#[path = "../../fuzz/src/messy.rs"]
mod messy;
pub use messy::messy;

/// The fast paths of urlkit next to their plain twins (`urlkit::twins`),
/// over each line: the run of path bytes from the start (the parser's inner
/// loop), and whether a line is already normal (normalize's pre-check).
pub const TWIN_OPS: &[Op] = &[
    ("scan/run_end", |s| {
        urlkit::twins::run_end(s.as_bytes(), 0, &urlkit::table::PATH)
    }),
    ("scan/run_end_naive", |s| {
        urlkit::twins::run_end_naive(s.as_bytes(), 0, &urlkit::table::PATH)
    }),
    ("resolve/may_have_dot_segment", |s| {
        usize::from(urlkit::twins::may_have_dot_segment(s))
    }),
    ("resolve/may_have_dot_segment_plain", |s| {
        usize::from(urlkit::twins::may_have_dot_segment_plain(s))
    }),
    ("normalize/is_normal", |s| {
        usize::from(urlkit::twins::is_normal(s, true))
    }),
    ("normalize/is_normal_naive", |s| {
        usize::from(urlkit::twins::is_normal_naive(s, true))
    }),
];

/// The reg-name hosts of a list's URLs, as the parser gives them: the
/// inputs of the sites benchmark (`benches/site.rs`, `ir site/NAME`).
pub fn site_hosts(urls: &[String]) -> Vec<String> {
    urls.iter()
        .filter_map(|u| urlkit::UriRef::parse(u).ok())
        .filter(|u| u.host_kind() == Some(urlkit::HostKind::RegName))
        .filter_map(|u| u.host().filter(|h| !h.is_empty()).map(str::to_owned))
        .collect()
}

/// A lookup of the sites benchmark: the length of a host's registrable
/// domain (0 for none), with its list read beforehand.
pub type SiteOp = Box<dyn Fn(&str) -> usize>;

/// The names of [`site_op`]: urlkit's `List::site` (the registrable domain
/// as given), the `publicsuffix` crate it builds on called directly on the
/// same text (its `domain`), and the `psl` crate (the list compiled in).
pub const SITE_OPS: [&str; 3] = ["urlkit", "publicsuffix", "psl"];

/// The lookup `name` of [`SITE_OPS`], its list read now (the built-in
/// list for urlkit, the same file for `publicsuffix`); `None` for another
/// name.
pub fn site_op(name: &str) -> Option<SiteOp> {
    use publicsuffix::Psl as _;
    match name {
        "urlkit" => {
            let list = urlkit::site::List::builtin();
            Some(Box::new(move |h| {
                list.site(h)
                    .and_then(|s| s.registrable_domain().map(str::len))
                    .unwrap_or(0)
            }))
        }
        "publicsuffix" => {
            let text = include_str!("../../urlkit/src/site/public_suffix_list.dat");
            let list: publicsuffix::List = text.parse().ok()?;
            Some(Box::new(move |h| {
                list.domain(h.as_bytes()).map_or(0, |d| d.as_bytes().len())
            }))
        }
        "psl" => Some(Box::new(|h| {
            psl::domain(h.as_bytes()).map_or(0, |d| d.as_bytes().len())
        })),
        _ => None,
    }
}
