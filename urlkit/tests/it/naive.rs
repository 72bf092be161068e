//! Each fast path agrees with its plain twin (`urlkit::twins`), on any
//! input. The twins are also benchmarked side by side in `bench/`
//! (group `twins`).

use proptest::prelude::*;
use urlkit::table::{FRAGMENT, PATH, PORT, QUERY, REG_NAME, SCHEME, USERINFO};
use urlkit::twins::{
    is_normal, is_normal_naive, may_have_dot_segment, may_have_dot_segment_plain, run_end,
    run_end_naive,
};

proptest! {
    #[test]
    fn run_end_agrees_with_its_twin(
        bytes in proptest::collection::vec(
            // Mostly URI bytes, sometimes anything, so runs are long and
            // end at every kind of byte.
            prop_oneof![8 => 0x21u8..0x7f, 1 => any::<u8>()],
            0..200,
        ),
        start in 0usize..210,
        t in 0usize..7,
    ) {
        let table = [&PATH, &QUERY, &FRAGMENT, &REG_NAME, &USERINFO, &SCHEME, &PORT][t];
        prop_assert_eq!(run_end(&bytes, start, table), run_end_naive(&bytes, start, table));
    }

    #[test]
    fn may_have_dot_segment_agrees_with_its_twin(s in "([/.%]|[a-z]|\\PC){0,64}") {
        prop_assert_eq!(may_have_dot_segment(&s), may_have_dot_segment_plain(&s));
    }

    #[test]
    fn is_normal_agrees_with_its_twin(s in "[a-zA-Z%/.]{0,40}", lower in any::<bool>()) {
        prop_assert_eq!(is_normal(&s, lower), is_normal_naive(&s, lower));
    }
}

#[test]
fn the_twins_answer_the_same_on_known_cases() {
    let path = b"/a/b c";
    assert_eq!(
        (run_end(path, 0, &PATH), run_end_naive(path, 0, &PATH)),
        (4, 4)
    );
    for (s, may) in [
        ("/a/index.html", false),
        (".", true),
        ("/abcdefg/.", true),
        ("/abcdef/%2E", true),
        ("a.b/c%41", false),
    ] {
        assert_eq!(
            (may_have_dot_segment(s), may_have_dot_segment_plain(s)),
            (may, may),
            "{s}"
        );
    }
    for (s, lower, normal) in [
        ("abc", true, true),
        ("aBc", true, false),
        ("aBc", false, true),
        ("a%41", false, false),
    ] {
        assert_eq!(
            (is_normal(s, lower), is_normal_naive(s, lower)),
            (normal, normal),
            "{s}"
        );
    }
}
