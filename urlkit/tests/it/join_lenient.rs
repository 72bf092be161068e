//! The lenient join (`Uri::join_lenient`, `Resolver::join_lenient`):
//! its promises (a valid URI, equal to the strict join wherever that
//! succeeds) as property tests, the cases browsers agree on, and a
//! differential test against the WHATWG parser (the `url` crate's
//! `Url::join`) on crawler-style hrefs and on hrefs made from the lists of
//! `data/urls/`, every difference classified by its documented reason
//! (`checks::Difference`, shared with `repair_differential.rs`, plus the
//! two of joining below).

use crate::checks;
use crate::messy;

use std::collections::BTreeMap;

use proptest::prelude::*;
use urlkit::repair::RepairKind;
use urlkit::{Resolver, Uri, UriRef};

const PAGE: &str = "http://example.com/blog/2024/post.html";

fn page() -> Uri {
    Uri::parse(PAGE).unwrap()
}

fn kinds<T>(r: &urlkit::repair::Repaired<T>) -> Vec<RepairKind> {
    r.repairs().iter().map(|r| r.kind()).collect()
}

#[test]
fn backslashes_follow_the_base() {
    let page = page();
    let cases = [
        ("\\images\\logo.png", "http://example.com/images/logo.png"),
        (
            "images\\logo.png",
            "http://example.com/blog/2024/images/logo.png",
        ),
        ("..\\..\\x", "http://example.com/x"),
        ("\\\\cdn.example.net\\a.js", "http://cdn.example.net/a.js"),
        ("/\\cdn.example.net/a.js", "http://cdn.example.net/a.js"),
        // In the query and fragment `\` is data, as in browsers.
        ("\\a?b\\c#d\\e", "http://example.com/a?b%5Cc#d%5Ce"),
        // A reference with its own scheme follows that scheme.
        ("foo:a\\b", "foo:a%5Cb"),
        ("https:\\\\h\\p", "https://h/p"),
    ];
    for (href, want) in cases {
        let got = page
            .join_lenient(href)
            .unwrap_or_else(|e| panic!("{href:?}: {e}"));
        assert_eq!(got.uri().as_str(), want, "{href:?}");
        assert!(got.is_repaired(), "{href:?}");
    }
    // Each `\` read as `/` is reported, with its span in the href.
    let href = "\\images\\logo.png";
    let got = page.join_lenient(href).unwrap();
    assert_eq!(kinds(&got), [RepairKind::Backslash, RepairKind::Backslash]);
    let spans: Vec<&str> = got.repairs().iter().map(|r| &href[r.span()]).collect();
    assert_eq!(spans, ["\\", "\\"]);
    // On a base of a scheme browsers do not read so, `\` is encoded.
    for base in ["urn:a:b", "foo://h/d/e", "mailto:x@example.com"] {
        let b = Uri::parse(base).unwrap();
        let got = b.join_lenient("\\x").unwrap();
        assert_eq!(kinds(&got), [RepairKind::PercentEncoded], "{base}");
        assert!(got.uri().as_str().ends_with("%5Cx"), "{base}: {got:?}");
    }
    // Both upper and lower case schemes count.
    let upper = Uri::parse("HTTPS://example.com/a/b").unwrap();
    assert_eq!(
        upper.join_lenient("\\c").unwrap().uri().as_str(),
        "HTTPS://example.com/c"
    );
}

#[test]
fn repairs_of_the_reference_are_reported_in_input_order() {
    let href = "  ../a b/\tc|d?q=\"x\"#f g \n";
    let got = page().join_lenient(href).unwrap();
    assert_eq!(
        got.uri().as_str(),
        "http://example.com/blog/a%20b/c%7Cd?q=%22x%22#f%20g"
    );
    assert_eq!(
        kinds(&got),
        [
            RepairKind::Trimmed,
            RepairKind::PercentEncoded,
            RepairKind::RemovedTabOrNewline,
            RepairKind::PercentEncoded,
            RepairKind::PercentEncoded,
            RepairKind::PercentEncoded,
            RepairKind::PercentEncoded,
            RepairKind::Trimmed,
        ]
    );
    // The same repairs as `UriRef::parse_lenient` makes of a reference
    // without `\`.
    let alone = UriRef::parse_lenient(href).unwrap();
    assert_eq!(got.repairs(), alone.repairs());
    // A zone identifier is taken out and reported.
    let z = page().join_lenient("//[fe80::1%eth0]/x").unwrap();
    assert_eq!(
        (z.uri().as_str(), z.zone()),
        ("http://[fe80::1]/x", Some("eth0"))
    );
}

#[test]
fn what_no_browser_accepts_stays_an_error() {
    let page = page();
    for (href, at) in [("http://exa mple.com/", 10), ("//h:8x/", 5), ("//[::1/", 6)] {
        let e = page.join_lenient(href).unwrap_err();
        assert_eq!(e.index(), at, "{href:?}: {e}");
    }
    // The Resolver's own refusal comes through as a resolution error.
    let strict = Resolver::new().reject_path_underflow(true);
    let e = strict
        .join_lenient(&Uri::parse("http://h/a").unwrap(), "..\\..\\x y")
        .unwrap_err();
    assert!(matches!(e, urlkit::Error::Resolve(_)), "{e:?}");
}

#[test]
fn normalizes_in_the_same_pass_when_asked() {
    let page = Uri::parse("HTTP://Example.COM:80/blog/2024/post.html").unwrap();
    let crawler = Resolver::new().normalize(true);
    let got = crawler
        .join_lenient(&page, "\\%7euser\\.\\x y#top")
        .unwrap();
    assert_eq!(got.uri().as_str(), "http://example.com/~user/x%20y#top");
    // The same as joining leniently, then normalizing.
    let plain = Resolver::new().join_lenient(&page, "\\%7euser\\.\\x y#top");
    assert_eq!(got.uri(), &plain.unwrap().uri().normalize());
}

/// References of every shape, valid or not: the characters of the
/// grammar plus space, `\`, `|`, `"`, tab, `%` and a non-ASCII letter.
fn messy_reference() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9:/?#@%\\[\\]!$&'()*+,;=._~ \\\\|\"\t\u{e9}-]{0,24}"
}

fn base() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(PAGE.to_owned()),
        Just("https://h:8/a/b/?q#f".to_owned()),
        Just("file:///c:/dir/x".to_owned()),
        Just("ftp://u@h/".to_owned()),
        Just("foo://h/a/b".to_owned()),
        Just("a:/b/c".to_owned()),
        Just("urn:x:y".to_owned()),
        Just("wss://h".to_owned()),
    ]
}

proptest! {
    /// The promises: the result is a valid URI (it parses back to
    /// itself), equal to the strict join wherever the strict join
    /// succeeds, with no repair then; normalizing in the same pass is
    /// normalizing after.
    #[test]
    fn valid_and_equal_to_the_strict_join(b in base(), r in messy_reference()) {
        let base = Uri::parse(&b).unwrap();
        let lenient = base.join_lenient(&r);
        if let Ok(strict) = base.join(&r) {
            let l = lenient.as_ref().unwrap();
            prop_assert_eq!(l.uri(), &strict);
            prop_assert!(!l.is_repaired());
        }
        if let Ok(l) = &lenient {
            let again = Uri::parse(l.uri().as_str()).unwrap();
            prop_assert_eq!(&again, l.uri());
            let fused = Resolver::new().normalize(true).join_lenient(&base, &r).unwrap();
            prop_assert_eq!(fused.uri(), &l.uri().normalize());
            prop_assert_eq!(fused.repairs(), l.repairs());
            for repair in l.repairs() {
                prop_assert!(r.get(repair.span()).is_some());
            }
        } else {
            // Refused only what the repair itself refuses.
            prop_assert!(UriRef::parse_lenient(&r.replace('\\', "/")).is_err()
                || UriRef::parse_lenient(&r).is_err());
        }
    }

    /// Without `\`, the repairs are `UriRef::parse_lenient`'s and the
    /// result is the strict join of its repaired reference.
    #[test]
    fn without_backslash_is_repair_then_join(b in base(), r in messy_reference()) {
        let r = r.replace('\\', "");
        let base = Uri::parse(&b).unwrap();
        let joined = base.join_lenient(&r);
        let two_steps = UriRef::parse_lenient(&r);
        match (joined, two_steps) {
            (Ok(j), Ok(t)) => {
                prop_assert_eq!(j.repairs(), t.repairs());
                prop_assert_eq!(j.zone(), t.zone());
                prop_assert_eq!(j.uri(), &t.uri().resolve_against(&base).unwrap());
            }
            (Err(j), Err(t)) => prop_assert_eq!(j, t),
            (j, t) => prop_assert!(false, "join {:?}, repair {:?}", j, t),
        }
    }
}

/// Why the lenient join's result, normalized, may differ from `url`'s
/// `Url::join` beyond the differences of parsing (`checks::Difference`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum JoinDifference {
    /// One of the documented differences of the repair mode.
    Parse(checks::Difference),
    /// A reference with the base's special scheme and no `//`
    /// (`http:g`): WHATWG reads it as relative; RFC 3986 §5.2.2 (strict)
    /// keeps it as the URI `http:g`, which the strict join gives too
    /// (`Resolver::strict(false)` reads it as relative).
    SameSchemeRelative,
}

/// The documented reason `ours` (normalized) is not `theirs`.
fn explain_join(href: &str, ours: &UriRef, theirs: &url::Url) -> Option<JoinDifference> {
    let t = href.trim_matches(|c: char| c <= ' ');
    if let Some(colon) = t.find(':') {
        let scheme = &t[..colon];
        let rest = t[colon + 1..].trim_start_matches(['\t', '\n', '\r']);
        let slashes = rest.starts_with("//")
            || rest.starts_with("\\\\")
            || rest.starts_with("/\\")
            || rest.starts_with("\\/");
        if scheme.eq_ignore_ascii_case(theirs.scheme()) && !ours.has_authority() && !slashes {
            return Some(JoinDifference::SameSchemeRelative);
        }
    }
    // Resolved as a whole URI, the documented parse differences apply.
    let target = theirs.as_str();
    checks::explain(target, ours, theirs)
        .or_else(|| checks::explain(href, ours, theirs))
        .map(JoinDifference::Parse)
}

#[derive(Default, Debug)]
struct Tally {
    hrefs: usize,
    both: usize,
    equal: usize,
    repaired: usize,
    only_ours: usize,
    only_url: usize,
    differences: BTreeMap<JoinDifference, usize>,
    unexplained: Vec<String>,
}

fn compare(base: &str, hrefs: &[String]) -> Tally {
    let ours_base = Uri::parse(base).unwrap();
    let their_base = url::Url::parse(base).unwrap();
    let crawler = Resolver::new().normalize(true);
    let mut t = Tally::default();
    for href in hrefs {
        t.hrefs += 1;
        let ours = crawler.join_lenient(&ours_base, href);
        let theirs = their_base.join(href);
        let (ours, theirs) = match (ours, theirs) {
            (Ok(o), Ok(t)) if o.zone().is_none() => (o, t),
            (Ok(_), _) => {
                t.only_ours += 1;
                continue;
            }
            (Err(_), Ok(_)) => {
                t.only_url += 1;
                continue;
            }
            (Err(_), Err(_)) => continue,
        };
        t.both += 1;
        t.repaired += usize::from(ours.is_repaired());
        if ours.uri().as_str() == theirs.as_str() {
            t.equal += 1;
            continue;
        }
        match explain_join(href, ours.uri().as_uri_ref(), &theirs) {
            Some(d) => *t.differences.entry(d).or_default() += 1,
            None if t.unexplained.len() >= 20 => t.unexplained.push(String::new()),
            None => t.unexplained.push(format!(
                "{href:?}: urlkit {:?}, url {:?}",
                ours.uri().as_str(),
                theirs.as_str()
            )),
        }
    }
    t
}

fn check(name: &str, base: &str, hrefs: &[String]) -> Tally {
    let t = compare(base, hrefs);
    eprintln!(
        "{name}: {} hrefs, both accept {}: {} equal ({} repaired), {:?} documented; only urlkit {}, only url {}",
        t.hrefs, t.both, t.equal, t.repaired, t.differences, t.only_ours, t.only_url
    );
    assert!(
        t.unexplained.is_empty(),
        "{name}: {} hrefs differ from url without a documented reason:\n{}",
        t.unexplained.len(),
        t.unexplained.join("\n")
    );
    t
}

/// Hrefs as a crawler meets them on a page: relative paths, `..`,
/// network paths, queries, fragments, and the messy ones browsers accept.
const CRAWLER_HREFS: &[&str] = &[
    "post2.html",
    "../2023/",
    "../../",
    "/",
    "/about",
    "?page=2",
    "#comments",
    "",
    "//cdn.example.net/lib.js",
    "https://other.example/x",
    "mailto:team@example.com",
    "\\images\\logo.png",
    "images\\logo.png",
    "\\\\cdn.example.net\\lib.js",
    " /about ",
    "/search?q=a b",
    "/search?q=a|b&r=\"c\"",
    "/wiki/Köln",
    "/100%",
    "/a%zz",
    "\t/x\n/y",
    "./a/./b/../c",
    "../../../../etc/passwd",
    "/a/%2e%2E/b",
    "HTTP://Example.COM:80/%7euser/",
    "https://EXAMPLE.com:443/a?#",
    "/x#frag ment^{x}",
    "//user:pass@host:8080/p",
    "//[::1]:8080/",
    "javascript:void(0)",
    "data:text/plain,hello world",
    "http:g",
    "?",
    "#",
    ".",
    "..",
    "/./",
    "a:b",
    "tel:+1-555-0100",
    "/a//b",
    "//example.com",
    "/%41%42",
    "\u{1}/x ",
    "/日本/語",
    "/a?b#c#d",
];

#[test]
fn crawler_hrefs_agree_with_whatwg() {
    let hrefs: Vec<String> = CRAWLER_HREFS.iter().map(|s| (*s).to_owned()).collect();
    let t = check("crawler", PAGE, &hrefs);
    assert_eq!(t.only_url, 0, "{:?}", t.unexplained);
    assert!(t.equal * 10 >= t.both * 8, "{t:?}");
    assert!(t.repaired >= 12, "{t:?}");
}

fn list(name: &str) -> Vec<String> {
    let path = format!("{}/../data/urls/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(str::to_owned).collect()
}

/// Hrefs made from a list: each line whole, its path and what follows
/// (a root-relative href), the same with `/` written `\`, and one messy
/// variant of each.
fn hrefs_of(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for (n, line) in lines.iter().enumerate().step_by(3) {
        out.push(line.clone());
        let tail = line
            .find("://")
            .and_then(|i| line[i + 3..].find('/').map(|j| &line[i + 3 + j..]));
        if let Some(tail) = tail {
            out.push(tail.to_owned());
            out.push(tail.replace('/', "\\"));
            out.push(messy::messy(tail, n));
        }
    }
    out
}

#[test]
fn data_url_hrefs_agree_with_whatwg() {
    for name in ["node_files", "kasztp", "isaacs_files"] {
        let hrefs = hrefs_of(&list(name));
        let t = check(name, PAGE, &hrefs);
        assert!(t.both * 10 >= t.hrefs * 9, "{name}: {t:?}");
        assert!(t.equal * 2 >= t.both, "{name}: {t:?}");
        assert!(t.repaired * 4 >= t.both, "{name}: {t:?}");
    }
}
