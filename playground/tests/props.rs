//! Properties of the glue on any input: it never panics, its report is
//! JSON, its §5.2.2 explanation rebuilds urlkit's target whenever there is
//! one, and its site is the library's.
//!
//! These stand in for a fuzz target of the glue: `fuzz/src/checks.rs` is
//! also compiled into urlkit's own tests (`urlkit/tests/it/fuzz_corpus.rs`),
//! which cannot depend on this crate (it depends on urlkit), and this
//! crate is a workspace of its own that pins wasm-bindgen.

use proptest::prelude::*;
use serde_json::Value;

/// Text made of the characters that matter to URI references (delimiters,
/// dots, percent signs, hex digits, non-ASCII), so that most inputs are
/// references with dot segments and percent-encodings.
fn reference() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-c:/?#\\[\\]@.%2eEF7~!$&'()*+,;= ü\\-]{0,40}").unwrap()
}

/// The built-in list, read once (the glue keeps its own the same way).
fn list() -> &'static urlkit::site::List {
    static LIST: std::sync::OnceLock<urlkit::site::List> = std::sync::OnceLock::new();
    LIST.get_or_init(urlkit::site::List::builtin)
}

proptest! {
    #[test]
    fn any_input_gets_a_report_whose_steps_agree(input in reference(), base in prop_oneof![
        Just("http://a/b/c/d;p?q"), Just("http://a"), Just("foo:a/b"), Just("x:/a/../b/")]) {
        let report: Value = serde_json::from_str(&urlkit_playground::analyze(&input, base)).unwrap();
        let res = &report["resolve"];
        if res["target"].is_string() {
            prop_assert_eq!(&res["agrees"], &Value::Bool(true), "{} against {}: {}", input, base, res);
            if let Some(dots) = res["dots"].as_object() {
                prop_assert_eq!(&dots["agrees"], &Value::Bool(true));
            }
        }
        prop_assert_eq!(report["strict"]["valid"].as_bool(), Some(urlkit::UriRefView::parse(&input).is_ok()));
        // The site: null, or parts that end the host on a label boundary,
        // the registrable domain one label longer than the suffix.
        let site = &report["site"];
        if !site.is_null() {
            let host = urlkit::UriRefView::parse(&input).ok().and_then(|r| r.host()).unwrap_or_default();
            let suffix = site["public_suffix"].as_str().unwrap();
            let suffix_ascii = site["public_suffix_ascii"].as_str().unwrap();
            prop_assert!(host.ends_with(suffix) || suffix == suffix_ascii, "{} of {}", suffix, host);
            if let Some(domain) = site["registrable_domain_ascii"].as_str() {
                prop_assert_eq!(domain.matches('.').count(), suffix_ascii.matches('.').count() + 1);
                let dotted_suffix = format!(".{suffix_ascii}");
                prop_assert!(domain.ends_with(&dotted_suffix), "{} / {}", domain, suffix_ascii);
            } else {
                prop_assert!(site["registrable_domain"].is_null());
            }
        }
    }

    /// Hosts made of labels the list names, in both cases and forms: the
    /// report's site is the library's.
    #[test]
    fn the_site_is_the_librarys(
        labels in prop::collection::vec(prop_oneof![
            Just("www"), Just("Example"), Just("co"), Just("UK"), Just("github"), Just("io"),
            Just("ck"), Just("公司"), Just("cn"), Just("xn--55qx5d"), Just("1"), Just("")], 0..5),
    ) {
        let input = format!("http://{}/", labels.join("."));
        let report: Value = serde_json::from_str(&urlkit_playground::analyze(&input, "")).unwrap();
        let host = urlkit::UriRefView::parse(&input).ok().and_then(|r| r.host().map(str::to_owned));
        let site = host.as_deref().and_then(|h| list().site(h).map(|s| {
            (s.registrable_domain().map(str::to_owned), s.public_suffix().to_owned())
        }));
        match site {
            None => prop_assert!(report["site"].is_null(), "{}: {}", input, report["site"]),
            Some((domain, suffix)) => {
                prop_assert_eq!(report["site"]["registrable_domain"].as_str(), domain.as_deref());
                prop_assert_eq!(report["site"]["public_suffix"].as_str(), Some(suffix.as_str()));
            }
        }
    }
}
