//! Unit tests of `src/resolve/dot.rs`, kept out of the production file; the module
//! is `crate::resolve::dot::tests` (it reaches private items through `super`).

use super::*;
use crate::twins::may_have_dot_segment_plain;
use std::prelude::v1::*;

/// Whether `path` has a dot segment for §5.2.4 to remove: the exact
/// question that [`may_have_dot_segment`] answers quickly.
fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    (0..bytes.len()).any(|i| {
        (i == 0 || bytes.get(i - 1) == Some(&b'/'))
            && bytes.get(i..).is_some_and(|s| dot_segment(s).is_some())
    })
}

/// A literal transcription of §5.2.4 over strings, as the oracle.
fn naive(path: &str) -> String {
    let mut input = path.to_owned();
    let mut output = String::new();
    let is = |s: &str, seg: &str| -> bool {
        // s starts with a spelling of seg followed by "/" or end
        let mut rest = s;
        for c in seg.chars() {
            if c == '.' {
                if let Some(r) = rest.strip_prefix('.') {
                    rest = r;
                } else if let Some(r) = rest
                    .strip_prefix("%2E")
                    .or_else(|| rest.strip_prefix("%2e"))
                {
                    rest = r;
                } else {
                    return false;
                }
            } else if let Some(r) = rest.strip_prefix(c) {
                rest = r;
            } else {
                return false;
            }
        }
        rest.is_empty() || rest.starts_with('/')
    };
    let spelled = |s: &str, seg: &str| -> usize {
        // length of the spelling of seg at the start of s
        let mut n = 0;
        let mut rest = s;
        for c in seg.chars() {
            if c == '.' && !rest.starts_with('.') {
                n += 3;
                rest = &rest[3..];
            } else {
                n += 1;
                rest = &rest[1..];
            }
        }
        n
    };
    while !input.is_empty() {
        if is(&input, "..") && input.len() > spelled(&input, "..") {
            let n = spelled(&input, "..");
            input.drain(..=n);
        } else if is(&input, ".") && input.len() > spelled(&input, ".") {
            let n = spelled(&input, ".");
            input.drain(..=n);
        } else if input.starts_with('/') && is(&input[1..], ".") {
            let n = 1 + spelled(&input[1..], ".");
            let with = if input.len() == n { "/" } else { "" };
            input.replace_range(..n, with);
        } else if input.starts_with('/') && is(&input[1..], "..") {
            let n = 1 + spelled(&input[1..], "..");
            let with = if input.len() == n { "/" } else { "" };
            input.replace_range(..n, with);
            match output.rfind('/') {
                Some(p) => output.truncate(p),
                None => output.clear(),
            }
        } else if is(&input, ".") || is(&input, "..") {
            input.clear();
        } else {
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |p| p + from);
            output.push_str(&input[..end]);
            input.drain(..end);
        }
    }
    output
}

#[test]
fn agrees_with_literal_transcription() {
    let atoms = ["a", ".", "..", "%2E", "%2e.", "", "b:c", ".a", "..."];
    // Every path of up to four segments over the atoms, with and
    // without a leading "/".
    let mut paths = vec![String::new()];
    for _ in 0..4 {
        let mut next = Vec::new();
        for p in &paths {
            for a in atoms {
                next.push(if p.is_empty() {
                    a.to_owned()
                } else {
                    format!("{p}/{a}")
                });
            }
        }
        paths.extend(next);
    }
    for p in &paths {
        for path in [p.clone(), format!("/{p}")] {
            let expected = naive(&path);
            assert_eq!(remove_dot_segments(&path), expected, "{path:?}");
            assert_eq!(
                matches!(remove_dot_segments(&path), Cow::Borrowed(_)),
                expected == path,
                "{path:?}"
            );
            if let Some(rest) = path.strip_prefix('/') {
                let mut out = String::from("x");
                append(&mut out, 1, true, rest);
                assert_eq!(out, format!("x{expected}"), "{path:?}");
            }
        }
    }
}

#[test]
fn linear_on_many_parent_segments() {
    let path = "../".repeat(100_000) + "x";
    assert_eq!(remove_dot_segments(&path), "x");
    let path = "/a".repeat(100_000) + &"/..".repeat(100_000);
    assert_eq!(remove_dot_segments(&path), "/");
}

#[test]
fn underflow_is_traced() {
    let mut out = String::new();
    assert_eq!(append(&mut out, 0, false, "/a/../../b").underflow, Some(6));
    assert_eq!(append(&mut out, 0, false, "/a/b/../c").underflow, None);
}

proptest::proptest! {
    /// The word-at-a-time quick test is its plain twin on any text,
    /// of any length (every byte value, and "/", "." and "%" often).
    #[test]
    fn quick_test_is_its_plain_twin(
        path in "([/.%]|[\\x00-\\x7f]|\\PC){0,40}"
    ) {
        proptest::prop_assert_eq!(
            may_have_dot_segment(&path),
            may_have_dot_segment_plain(&path),
            "{:?}", path
        );
    }

    /// The quick test says yes whenever there is a dot segment, and
    /// the routine agrees with the literal transcription, whatever the
    /// quick test says.
    #[test]
    fn quick_test_and_routine_agree_with_their_plain_twins(
        path in "[/.a%2Ee]{0,24}"
    ) {
        proptest::prop_assert!(!has_dot_segment(&path) || may_have_dot_segment(&path));
        proptest::prop_assert_eq!(
            may_have_dot_segment(&path),
            may_have_dot_segment_plain(&path)
        );
        let expected = naive(&path);
        proptest::prop_assert_eq!(remove_dot_segments(&path), expected.as_str());
        let mut out = String::from("x");
        append(&mut out, 1, true, &path);
        proptest::prop_assert_eq!(out, format!("x{}", naive(&format!("/{path}"))));
    }
}
