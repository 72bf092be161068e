//! No output of any subcommand drives a terminal: whatever the input, what
//! `urlkit` writes (standard output and standard error) holds no C0 control
//! but tab and line feed, no DEL, no C1 control and no bidi override or
//! isolate, except under `--raw` (docs/cli.md, "Output that cannot drive a
//! terminal"). Each class is tested by example, then every subcommand by a
//! property over random lines.

use crate::common::{run, text};
use proptest::prelude::*;

/// The unsafe characters of the contract, by class.
const CLASSES: [(&str, char); 6] = [
    ("C0", '\u{1b}'),
    ("NUL", '\0'),
    ("CR", '\r'),
    ("DEL", '\u{7f}'),
    ("C1", '\u{9b}'),
    ("bidi", '\u{202e}'),
];

/// The first unsafe character of `bytes` read as UTF-8 (lossy: a byte
/// that is not UTF-8 is no control), with its index. In CSV a CR right
/// before a LF ends a record (RFC 4180) and is allowed.
fn first_unsafe(bytes: &[u8], csv: bool) -> Option<(usize, char)> {
    let s = String::from_utf8_lossy(bytes);
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    chars.iter().enumerate().find_map(|(n, &(i, c))| {
        let unsafe_char = matches!(c,
            '\0'..='\u{8}' | '\u{b}'..='\u{1f}' | '\u{7f}'..='\u{9f}'
            | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        let record_end = csv && c == '\r' && chars.get(n + 1).map(|p| p.1) == Some('\n');
        (unsafe_char && !record_end).then_some((i, c))
    })
}

/// Runs `urlkit ARGS` on `stdin` and checks both outputs.
fn assert_safe(args: &[&str], stdin: &[u8]) {
    let out = run(args, stdin);
    let csv = args.contains(&"--csv");
    for (name, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        if let Some((i, c)) = first_unsafe(bytes, csv && name == "stdout") {
            panic!(
                "urlkit {args:?}: {name} holds {c:?} at {i}: {:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}

/// Every subcommand and output mode that reads lines.
const MODES: &[&[&str]] = &[
    &["parse"],
    &["parse", "--json"],
    &["parse", "--csv"],
    &["parse", "--fields", "input,path,error_message"],
    &[
        "parse",
        "--format",
        "{uri} {decoded:path} {decoded:query} {query:k} {query_all:k} {decoded:fragment} {user}",
    ],
    &["parse", "--iri"],
    &["parse", "--lenient", "--json"],
    &["check"],
    &["check", "--lenient"],
    &["check", "--csv"],
    &["lint", "--all"],
    &["lint", "--csv"],
    &["stats"],
    &["stats", "--by", "site"],
    &["normalize"],
    &["normalize", "--iri", "--fields", "input,normalized"],
    &["decode"],
    &["decode", "--form"],
    &["decode", "--json"],
    &["encode", "--component", "path"],
    &["edit", "--set", "path=/x"],
    &["edit", "--format", "{decoded:path}"],
    &["resolve", "--base", "http://a/b/"],
    &["relative", "--base", "http://a/b/"],
    &["path", "to-url"],
    &["extract"],
    &["extract", "--iri"],
    &["extract", "--json"],
];

#[test]
fn each_class_is_escaped_in_decoded_output() {
    for (class, c) in CLASSES {
        let mut escaped = String::new();
        let mut buf = [0u8; 4];
        for b in c.encode_utf8(&mut buf).bytes() {
            escaped.push_str(&format!("%{b:02X}"));
        }
        let url = format!("http://h/a{escaped}b?k=x{escaped}y");
        // `{decoded:path}` and `{query:k}`: the escapes the input had.
        let out = run(
            &["parse", "--format", "{decoded:path}|{query:k}", &url],
            b"",
        );
        let want = format!("/a{escaped}b|x{escaped}y\n");
        if c == '\r' {
            // A decoded CR stays a line-break error.
            assert_eq!(text(&out.stdout), "", "{class}");
        } else {
            assert_eq!(text(&out.stdout), want, "{class}");
        }
        // `decode`, for people and in JSON.
        let out = run(&["decode", &format!("a{escaped}b")], b"");
        if c != '\r' {
            assert_eq!(text(&out.stdout), format!("a{escaped}b\n"), "{class}");
        }
        let out = run(&["decode", "--json", &format!("a{escaped}b")], b"");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(v["decoded"], format!("a{c}b"), "{class}");
        assert!(first_unsafe(&out.stdout, false).is_none(), "{class}");
        // `--raw` writes the character itself.
        let out = run(&["decode", "--raw", &format!("a{escaped}b")], b"");
        if c != '\r' {
            assert_eq!(text(&out.stdout), format!("a{c}b\n"), "{class}");
        }
    }
}

#[test]
fn each_class_is_escaped_when_input_is_echoed() {
    for (class, c) in CLASSES {
        let line = format!("http://h/a{c}b\n");
        for mode in MODES {
            assert_safe(mode, line.as_bytes());
        }
        // The raw input, shown by a view for people, carries the escape.
        let out = run(&["edit", "--set", "path=/x"], line.as_bytes());
        assert!(!text(&out.stderr).is_empty(), "{class}");
    }
}

#[test]
fn decoded_output_is_reversible() {
    // A decoded `%41` is kept apart from an escaped control: `%2541`.
    let out = run(&["decode", "%2541%1B", "50%25"], b"");
    assert_eq!(text(&out.stdout), "%2541%1B\n50%\n");
    // And a byte that is not UTF-8 in `{decoded:NAME}` is its escape.
    let out = run(
        &["parse", "--format", "{decoded:path}", "http://h/%FF%C3%A9"],
        b"",
    );
    assert_eq!(text(&out.stdout), "/%FFé\n");
}

#[test]
fn colours_are_the_only_escape_sequences() {
    let out = run(&["check", "--color", "always", "a\u{1b}[8mb"], b"");
    let shown = text(&out.stdout);
    assert!(shown.contains("\u{1b}[1;31m"), "{shown:?}");
    assert!(!shown.contains("\u{1b}[8m"), "{shown:?}");
    assert!(
        shown.contains("%1B[8m") || shown.contains("\\u{1b}[8m"),
        "{shown:?}"
    );
}

#[test]
fn a_csv_field_keeps_its_row_on_one_line() {
    let out = run(
        &["parse", "--csv", "--fields", "input"],
        b"a\rb\\c\xe2\x80\xaed\n",
    );
    assert_eq!(text(&out.stdout), "input\r\na\\rb\\\\c\\u{202e}d\r\n");
}

/// A line of random bytes around URL pieces, with unsafe characters, their
/// escapes and bytes that are not UTF-8 made likely.
fn messy_line() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just(b"http://h/".to_vec()),
        Just(b"%1B".to_vec()),
        Just(b"%C2%9B".to_vec()),
        Just(b"%E2%80%AE".to_vec()),
        Just(b"%E2%81%A6".to_vec()),
        Just(b"%7F".to_vec()),
        Just(b"%00".to_vec()),
        Just(b"%FF".to_vec()),
        Just(b"?k=".to_vec()),
        Just(b"#".to_vec()),
        Just(b"\x1b]0;x\x07".to_vec()),
        Just("\u{202e}\u{2066}\u{85}".as_bytes().to_vec()),
        Just(b"\r".to_vec()),
        Just(b"\xff\xc2".to_vec()),
        "[a-z%.:/@\\[\\] ]{0,4}".prop_map(String::into_bytes),
        any::<u8>()
            .prop_filter("not a line end", |b| *b != b'\n')
            .prop_map(|b| vec![b]),
    ];
    prop::collection::vec(piece, 0..8).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every subcommand, in every mode but `--raw`, over random lines.
    #[test]
    fn no_output_drives_a_terminal(lines in prop::collection::vec(messy_line(), 1..24)) {
        let mut stdin = Vec::new();
        for l in &lines {
            stdin.extend_from_slice(l);
            stdin.push(b'\n');
        }
        for mode in MODES {
            assert_safe(mode, &stdin);
        }
    }
}
