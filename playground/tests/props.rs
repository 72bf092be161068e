//! Properties of the glue on any input: it never panics, its report is
//! JSON, and its §5.2.2 explanation rebuilds urlkit's target whenever
//! there is one.

use proptest::prelude::*;
use serde_json::Value;

/// Text made of the characters that matter to URI references (delimiters,
/// dots, percent signs, hex digits, non-ASCII), so that most inputs are
/// references with dot segments and percent-encodings.
fn reference() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-c:/?#\\[\\]@.%2eEF7~!$&'()*+,;= ü\\-]{0,40}").unwrap()
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
    }
}
