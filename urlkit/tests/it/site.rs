//! Sites by the Public Suffix List (feature `psl`): the list's own test
//! vectors (`tests/data/test_psl.txt`, see PROVENANCE.md there), the traps
//! the Rust crates leave to their callers (case, addresses, trailing dots,
//! Unicode against A-labels, private suffixes, unknown top-level domains),
//! a naive reading of publicsuffix.org's algorithm as the oracle for the
//! trie, and properties over generated hosts.

use std::collections::HashMap;
use std::sync::OnceLock;

use proptest::prelude::*;
use urlkit::site::{List, ListErrorKind, Section, Sections, Site};

/// The built-in list, read once for all tests.
fn list() -> &'static List {
    List::shared()
}

/// The `checkPublicSuffix(input, expected)` lines of test_psl.txt, with
/// `null` as `None`.
fn vectors() -> Vec<(Option<String>, Option<String>)> {
    let text = include_str!("../data/test_psl.txt");
    let arg = |s: &str| -> Option<String> {
        let s = s.trim();
        if s == "null" {
            None
        } else {
            Some(s.trim_matches('\'').to_owned())
        }
    };
    text.lines()
        .filter_map(|l| l.strip_prefix("checkPublicSuffix("))
        .map(|l| {
            let args = l.strip_suffix(");").expect("a line ends with `);`");
            let (input, expected) = args.split_once(',').expect("two arguments");
            (arg(input), arg(expected))
        })
        .collect()
}

#[test]
fn builtin_list_reads() {
    // `List::builtin` falls back to an empty list if its text were bad:
    // the text itself must read without error.
    let text = include_str!("../../src/site/public_suffix_list.dat");
    assert!(List::parse(text).is_ok());
    assert_eq!(
        list().site("a.b.c.kobe.jp").unwrap().registrable_domain(),
        Some("b.c.kobe.jp")
    );
}

/// publicsuffix/list tests/test_psl.txt: the registrable domain of each
/// input, in the form given with ASCII letters lowercased (the file's
/// expectations are lowercase), and in A-labels.
#[test]
fn psl_test_psl_txt_check_public_suffix() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 78, "every checkPublicSuffix line read");
    for (input, expected) in vectors {
        let Some(input) = input else {
            continue; // checkPublicSuffix(null, null): no host, no call
        };
        let site = list().site(&input);
        let got = site
            .as_ref()
            .and_then(Site::registrable_domain)
            .map(str::to_ascii_lowercase);
        assert_eq!(got, expected, "registrable domain of {input}");
        let ascii = site.as_ref().and_then(Site::registrable_domain_ascii);
        let expected_ascii = expected
            .as_deref()
            .map(|e| urlkit::idna::host_to_ascii(e).unwrap());
        assert_eq!(ascii, expected_ascii.as_deref(), "A-labels of {input}");
    }
}

#[test]
fn case_is_folded_in_a_labels_and_kept_as_given() {
    let site = list().site("WWW.EXAMPLE.CO.UK").unwrap();
    assert_eq!(site.registrable_domain(), Some("EXAMPLE.CO.UK"));
    assert_eq!(site.registrable_domain_ascii(), Some("example.co.uk"));
    assert_eq!(site.public_suffix(), "CO.UK");
    assert_eq!(site.subdomain(), Some("WWW"));
    assert_eq!(site.section(), Some(Section::Icann));
    // Case inside rules of the list file does not matter either.
    let custom = List::parse("CO.UK\n").unwrap();
    let site = custom.site("a.example.co.uk").unwrap();
    assert_eq!(site.registrable_domain(), Some("example.co.uk"));
}

#[test]
fn addresses_have_no_site() {
    for host in [
        "192.168.1.1",
        "127.1",
        "0x7f.1",
        "1.2.3.0X1f",
        "[::1]",
        "[v7.abc]",
        "1.2.3.4.",
        "%31%32%37.0.0.1",
    ] {
        assert_eq!(list().site(host), None, "{host}");
    }
    // A number that is not the last label is a name.
    assert_eq!(
        list().site("1.2.example").unwrap().registrable_domain(),
        Some("2.example")
    );
    // `0x` alone, or with a non-hex digit, is no number.
    assert!(list().site("a.0xg").is_some());
}

#[test]
fn trailing_dot_is_kept_as_given_and_dropped_in_a_labels() {
    let site = list().site("www.example.co.uk.").unwrap();
    assert_eq!(site.registrable_domain(), Some("example.co.uk."));
    assert_eq!(site.public_suffix(), "co.uk.");
    assert_eq!(site.subdomain(), Some("www"));
    assert_eq!(site.registrable_domain_ascii(), Some("example.co.uk"));
    assert_eq!(site.host_ascii(), "www.example.co.uk");
    // A suffix with a dot is still a suffix; two dots are an empty label.
    assert_eq!(list().site("co.uk.").unwrap().registrable_domain(), None);
    for host in ["", ".", "example.com..", ".example.com", "a..example.com"] {
        assert_eq!(list().site(host), None, "{host:?}");
    }
}

#[test]
fn unicode_and_a_labels_give_the_same_site() {
    let unicode = list().site("www.食狮.公司.cn").unwrap();
    let ascii = list().site("www.xn--85x722f.xn--55qx5d.cn").unwrap();
    assert_eq!(
        unicode.registrable_domain_ascii(),
        ascii.registrable_domain_ascii()
    );
    assert_eq!(unicode.registrable_domain(), Some("食狮.公司.cn"));
    assert_eq!(
        ascii.registrable_domain(),
        Some("xn--85x722f.xn--55qx5d.cn")
    );
    // Percent-encoded UTF-8, as a URI carries it; uppercase Unicode.
    let encoded = list()
        .site("www.%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn")
        .unwrap();
    assert_eq!(
        encoded.registrable_domain(),
        Some("%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn")
    );
    assert_eq!(encoded.subdomain(), Some("www"));
    assert_eq!(
        encoded.registrable_domain_ascii(),
        unicode.registrable_domain_ascii()
    );
    let upper = list().site("WWW.BÜCHER.DE").unwrap();
    assert_eq!(upper.registrable_domain(), Some("BÜCHER.DE"));
    assert_eq!(upper.registrable_domain_ascii(), Some("xn--bcher-kva.de"));
}

#[test]
fn unicode_dots_separate_labels_as_given() {
    let site = list().site("a．example。co｡uk").unwrap();
    assert_eq!(site.registrable_domain(), Some("example。co｡uk"));
    assert_eq!(site.public_suffix(), "co｡uk");
    assert_eq!(site.subdomain(), Some("a"));
    assert_eq!(site.registrable_domain_ascii(), Some("example.co.uk"));
    // `%2E` is a dot once decoded.
    let site = list().site("a%2Eexample%2ecom").unwrap();
    assert_eq!(site.registrable_domain(), Some("example%2ecom"));
    assert_eq!(site.subdomain(), Some("a"));
}

#[test]
fn refused_hosts_have_no_site() {
    // A decoded delimiter, bad UTF-8, a host UTS 46 refuses.
    for host in ["a%2Fb.example.com", "%FF.example.com", "a\u{0}b.com", "%"] {
        assert_eq!(list().site(host), None, "{host:?}");
    }
}

#[test]
fn private_section_counts_unless_icann_only() {
    let all = list().site("foo.github.io").unwrap();
    assert_eq!(all.registrable_domain(), Some("foo.github.io"));
    assert_eq!(all.public_suffix(), "github.io");
    assert_eq!(all.section(), Some(Section::Private));
    let icann = list().site_with("foo.github.io", Sections::Icann).unwrap();
    assert_eq!(icann.registrable_domain(), Some("github.io"));
    assert_eq!(icann.public_suffix(), "io");
    assert_eq!(icann.section(), Some(Section::Icann));
    assert_eq!(Sections::default(), Sections::All);
    // A private wildcard is gone too with ICANN only.
    let custom = List::parse(
        "// ===BEGIN ICANN DOMAINS===\n*.foo\n// ===BEGIN PRIVATE DOMAINS===\nbar.x.foo\n",
    )
    .unwrap();
    let site = custom.site_with("a.bar.x.foo", Sections::Icann).unwrap();
    assert_eq!(site.registrable_domain(), Some("bar.x.foo"));
    let site = custom.site("a.bar.x.foo").unwrap();
    assert_eq!(site.registrable_domain(), Some("a.bar.x.foo"));
}

#[test]
fn unknown_top_level_domain_is_its_own_suffix() {
    let site = list().site("www.example.invalidtld").unwrap();
    assert_eq!(site.registrable_domain(), Some("example.invalidtld"));
    assert_eq!(site.section(), None);
    let site = list().site("localhost").unwrap();
    assert_eq!(site.registrable_domain(), None);
    assert_eq!(site.public_suffix(), "localhost");
}

#[test]
fn list_errors_name_the_line_and_the_rule() {
    let cases = [
        ("com\n.uk\n", 2, ListErrorKind::EmptyLabel),
        ("com\n\n!uk\n", 3, ListErrorKind::ExceptionWithoutParent),
        ("// c\nfo*o.com\n", 2, ListErrorKind::InvalidLabel),
        ("a b c\nx.\u{0}\n", 2, ListErrorKind::InvalidLabel),
        ("// only a comment\n", 0, ListErrorKind::NoRules),
    ];
    for (text, line, kind) in cases {
        let err = List::parse(text).unwrap_err();
        assert_eq!((err.line(), err.kind()), (line, kind), "{text:?}");
    }
    let err = List::parse("com\n.uk\n").unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "invalid rule on line 2: `.uk` (expected labels that are not empty)"
    );
}

#[test]
fn a_newer_list_read_at_run_time_wins() {
    // A suffix the built-in list does not have.
    assert_eq!(
        list().site("a.b.example.zz").unwrap().registrable_domain(),
        Some("example.zz")
    );
    let mut text = include_str!("../../src/site/public_suffix_list.dat").to_owned();
    text.push_str("\nexample.zz\n");
    let newer = List::parse(&text).unwrap();
    let site = newer.site("a.b.example.zz").unwrap();
    assert_eq!(site.registrable_domain(), Some("b.example.zz"));
    assert_eq!(site.section(), Some(Section::Private));
}

/// One rule of the list, as publicsuffix.org's algorithm reads it.
struct Rule {
    labels: Vec<String>,
    exception: bool,
    private: bool,
}

/// The built-in list's rules, in A-labels, by their last two labels (`*`
/// for a rule of one label): the rules that can match a host are those of
/// its last two labels, of its last label and `*`, and of its last label
/// alone.
fn rules() -> &'static HashMap<(String, String), Vec<Rule>> {
    static RULES: OnceLock<HashMap<(String, String), Vec<Rule>>> = OnceLock::new();
    RULES.get_or_init(|| {
        let mut private = false;
        let mut out: HashMap<(String, String), Vec<Rule>> = HashMap::new();
        for line in include_str!("../../src/site/public_suffix_list.dat").lines() {
            if line.contains("===BEGIN PRIVATE DOMAINS===") {
                private = true;
            }
            let Some(rule) = line.split_whitespace().next() else {
                continue;
            };
            if rule.starts_with("//") {
                continue;
            }
            let (exception, body) = match rule.strip_prefix('!') {
                Some(b) => (true, b),
                None => (false, rule),
            };
            let labels: Vec<String> = body
                .split('.')
                .map(|l| {
                    if l == "*" {
                        l.to_owned()
                    } else {
                        urlkit::idna::host_to_ascii(l).unwrap()
                    }
                })
                .collect();
            let n = labels.len();
            let key = (
                labels[n - 1].clone(),
                if n > 1 {
                    labels[n - 2].clone()
                } else {
                    String::new()
                },
            );
            out.entry(key).or_default().push(Rule {
                labels,
                exception,
                private,
            });
        }
        out
    })
}

/// The algorithm of publicsuffix.org ("Algorithm"), read literally over
/// every rule: a rule matches when its labels, right to left, equal the
/// host's (`*` matching any one); an exception wins, else the rule with
/// the most labels, else `*`. An exception's suffix is the rule less its
/// leftmost label. Returns the number of labels of the public suffix.
fn naive_suffix_labels(host: &[&str], icann_only: bool) -> usize {
    let matches = |r: &&Rule| {
        (!icann_only || !r.private)
            && r.labels.len() <= host.len()
            && r.labels
                .iter()
                .rev()
                .zip(host.iter().rev())
                .all(|(rule, label)| rule == "*" || rule == label)
    };
    let n = host.len();
    let tld = host[n - 1].to_owned();
    let second = if n > 1 { host[n - 2] } else { "" };
    let keys = [
        (tld.clone(), String::new()),
        (tld.clone(), second.to_owned()),
        (tld, "*".to_owned()),
    ];
    let candidates = keys.iter().filter_map(|k| rules().get(k)).flatten();
    let matching: Vec<&Rule> = candidates.filter(matches).collect();
    if let Some(exception) = matching.iter().find(|r| r.exception) {
        return exception.labels.len() - 1;
    }
    matching.iter().map(|r| r.labels.len()).max().unwrap_or(1)
}

/// Hosts to compare on: each rule with its wildcards filled in, with one
/// and two labels in front, and its parent.
fn rule_hosts() -> Vec<String> {
    let mut out = Vec::new();
    for rule in rules().values().flatten() {
        let body: Vec<&str> = rule
            .labels
            .iter()
            .map(|l| if l == "*" { "wild" } else { l.as_str() })
            .collect();
        let body = body.join(".");
        out.push(format!("x.y.{body}"));
        out.push(format!("x.{body}"));
        out.push(body.clone());
        if let Some((_, parent)) = body.split_once('.') {
            out.push(format!("x.{parent}"));
        }
    }
    out
}

/// Differential: the trie agrees with the literal algorithm on every
/// rule of the built-in list (both section choices).
#[test]
fn trie_agrees_with_the_literal_algorithm_on_every_rule() {
    let mut disagreements = Vec::new();
    for host in rule_hosts() {
        let labels: Vec<&str> = host.split('.').collect();
        for sections in [Sections::All, Sections::Icann] {
            let expected = naive_suffix_labels(&labels, sections == Sections::Icann);
            let site = list().site_with(&host, sections).expect("a name");
            let got = site.public_suffix_ascii().split('.').count();
            if got != expected {
                disagreements.push(format!("{host} {sections:?}: {got} != {expected}"));
            }
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
}

/// Whether `part` is `host` or a suffix of it that starts a label.
fn on_label_boundary(host: &str, part: &str) -> bool {
    host == part || host.ends_with(&format!(".{part}"))
}

proptest! {
    /// The registrable domain and the suffix are suffixes of the host on a
    /// label boundary, in both forms, and the given-form parts put
    /// together are the host.
    #[test]
    fn parts_are_suffixes_on_a_label_boundary(
        labels in prop::collection::vec(
            prop_oneof!["[a-z0-9-]{1,8}", "[A-Z]{1,4}", Just("co".to_owned()), Just("uk".to_owned()),
                Just("com".to_owned()), Just("github".to_owned()), Just("io".to_owned()),
                Just("ck".to_owned()), Just("www".to_owned()), Just("kobe".to_owned()),
                Just("jp".to_owned()), Just("公司".to_owned()), Just("cn".to_owned())],
            1..6),
        dot in any::<bool>(),
    ) {
        let mut host = labels.join(".");
        if dot {
            host.push('.');
        }
        for sections in [Sections::All, Sections::Icann] {
            let Some(site) = list().site_with(&host, sections) else { continue };
            let ascii = site.host_ascii();
            prop_assert!(on_label_boundary(ascii, site.public_suffix_ascii()));
            let given = host.strip_suffix('.').unwrap_or(&host);
            let trim = |s: &str| s.strip_suffix('.').unwrap_or(s).to_owned();
            prop_assert!(on_label_boundary(given, &trim(site.public_suffix())));
            if let Some(domain) = site.registrable_domain_ascii() {
                prop_assert!(on_label_boundary(ascii, domain));
                prop_assert_eq!(domain.matches('.').count(),
                    site.public_suffix_ascii().matches('.').count() + 1);
                let given_domain = site.registrable_domain().unwrap();
                prop_assert!(on_label_boundary(given, &trim(given_domain)));
                match site.subdomain() {
                    Some(sub) => prop_assert_eq!(format!("{sub}.{given_domain}"), host.clone()),
                    None => prop_assert_eq!(given_domain, host.as_str()),
                }
            } else {
                prop_assert_eq!(site.public_suffix_ascii(), ascii);
            }
        }
    }

    /// The fast path of the host agrees with its plain twin on hosts made
    /// of the bytes where they could part: dots, capitals, `%`, `xn--`,
    /// digits and `0x`, other reg-name bytes, Unicode.
    #[test]
    fn host_fast_path_agrees_with_its_twin(
        host in "((xn--|XN--|0x|%2E|%C3%BC|%zz|[a-z0-9._~!$&'()*+,;=-]|[A-Z]|[.]|ü|。|\\PC)){0,16}",
    ) {
        use urlkit::twins::{site_host, site_host_mapped};
        let (fast, plain) = (site_host(&host), site_host_mapped(&host));
        prop_assert_eq!(fast.as_deref(), plain.as_deref());
    }

    /// Any text: no panic, and whatever comes back is on label boundaries.
    #[test]
    fn any_text_never_panics(host in "\\PC{0,24}") {
        if let Some(site) = list().site(&host) {
            prop_assert!(on_label_boundary(site.host_ascii(), site.public_suffix_ascii()));
            if let Some(d) = site.registrable_domain_ascii() {
                prop_assert!(on_label_boundary(site.host_ascii(), d));
            }
            let _ = (site.public_suffix(), site.registrable_domain(), site.subdomain());
        }
    }
}

/// The fast path of the host (one pass over a host already in lowercase
/// A-labels) agrees with its plain twin (decoding and UTS 46 for every
/// host) on the traps, where they part ways if either is wrong.
#[test]
fn host_fast_path_agrees_with_its_twin_on_known_cases() {
    use urlkit::twins::{site_host, site_host_mapped};
    for (host, expected) in [
        ("www.example.com", Some("www.example.com")),
        ("www.example.com.", Some("www.example.com")),
        ("WWW.Example.com", Some("www.example.com")),
        ("b%C3%BCcher.de", Some("xn--bcher-kva.de")),
        ("xn--bcher-kva.de", Some("xn--bcher-kva.de")),
        ("a.xn--bcher-kva.de", Some("a.xn--bcher-kva.de")),
        // Bad Punycode: UTS 46 refuses it, so the fast path must not take it.
        ("xn--a-ecp.ru", None),
        ("a.xn--zz-.com", None),
        ("a..com", None),
        (".com", None),
        ("com..", None),
        ("", None),
        (".", None),
        ("127.1", None),
        ("a.0x7f", None),
        // `0x` alone is the number 0 to a WHATWG parser.
        ("a.0x", None),
        ("a.0xg", Some("a.0xg")),
        ("a_b.example", Some("a_b.example")),
        ("a!b.example", Some("a!b.example")),
        ("a b.example", None),
        ("[::1]", None),
    ] {
        let fast = site_host(host);
        assert_eq!(fast.as_deref(), expected, "fast path, {host:?}");
        assert_eq!(
            site_host_mapped(host).as_deref(),
            expected,
            "plain twin, {host:?}"
        );
    }
}

/// The same on every host of the real-world list in `data/urls/`.
#[test]
fn host_fast_path_agrees_with_its_twin_on_real_hosts() {
    use urlkit::twins::{site_host, site_host_mapped};
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/urls/kasztp.txt");
    let text = std::fs::read_to_string(path).expect("data/urls/kasztp.txt reads");
    let mut seen = 0;
    for line in text.lines() {
        let Ok(uri) = urlkit::UriRef::parse(line) else {
            continue;
        };
        let Some(host) = uri.host() else { continue };
        assert_eq!(
            site_host(host).as_deref(),
            site_host_mapped(host).as_deref(),
            "{host:?}"
        );
        seen += 1;
    }
    assert!(seen > 40_000, "only {seen} hosts");
}

/// The lint `deceptive-subdomain` names both sites and spans the embedded
/// one in the URI.
#[test]
fn deceptive_subdomain_names_both_sites() {
    use urlkit::lint::{lint, Code};
    let text = "http://x.PayPal.com.secure-login.example.net/";
    let uri = urlkit::UriRef::parse(text).unwrap();
    let warnings = lint(&uri);
    let w = warnings
        .iter()
        .find(|w| w.code() == Code::DeceptiveSubdomain)
        .expect("warned");
    assert_eq!(&text[w.span()], "PayPal.com");
    assert!(w.message().contains("'example.net'"), "{}", w.message());
    assert!(w.message().contains("'PayPal.com'"), "{}", w.message());
    // A Unicode embedded site, percent-encoded in the URI. `公司` is a
    // top-level domain itself, but one-label suffixes other than RFC
    // 1591's do not count, so the embedded site is `食狮.公司.cn`.
    let text = "http://%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn.example.net/";
    let uri = urlkit::UriRef::parse(text).unwrap();
    let w = lint(&uri)
        .into_iter()
        .find(|w| w.code() == Code::DeceptiveSubdomain)
        .expect("warned");
    assert_eq!(&text[w.span()], "%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn");
    // A listed private suffix in front counts too; an unlisted one not.
    let quiet = |t: &str| {
        lint(&urlkit::UriRef::parse(t).unwrap())
            .iter()
            .all(|w| w.code() != Code::DeceptiveSubdomain)
    };
    assert!(!quiet("https://me.github.io.example.net/"));
    assert!(quiet("https://me.intranet.example.net/"));
}
