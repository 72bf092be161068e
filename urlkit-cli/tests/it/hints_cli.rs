//! Errors that show the way: a strict error that `--iri` or `--lenient`
//! would not make gets a hint (for people, in JSON, in the `error_hint`
//! column), never one that names an option already in effect or one that
//! would not help; `check --absolute` requires a scheme and a host; `lint`
//! warns about the two valid URIs that were most likely meant otherwise.

use crate::common;

use crate::common::{code, json_lines, read_csv, run, stdout_lines, text};
use serde_json::Value;

/// The `error.hint` of each line of `check --json` (with `options`), or
/// `None` where the line has no hint (valid, or invalid without one).
fn hints(options: &[&str], lines: &[&str]) -> Vec<Option<String>> {
    let mut args = vec!["check", "--json"];
    args.extend(options);
    args.extend(lines);
    json_lines(&run(&args, b""))
        .iter()
        .map(|v| v["error"]["hint"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn each_hint_class_in_json() {
    let got = hints(
        &[],
        &[
            "http://bücher.example/",
            "http://example.com/a b/x",
            "http://[fe80::1%eth0]/",
            "http://[fe80::1%25en1]:8080/",
            "http://a/b\\c",
            "http://a/%zz",
            "\thttp://a/",
        ],
    );
    let want = [
        "valid as an IRI (RFC 3987): use --iri",
        "--lenient would repair this (space at 20 -> %20)",
        "zone identifiers need --lenient (RFC 9844)",
        "zone identifiers need --lenient (RFC 9844)",
        "--lenient would repair this ('\\' at 10 -> '/')",
        "--lenient would repair this ('%' at 9 -> %25)",
        "--lenient would repair this (leading tab at 0 -> removed)",
    ];
    let want: Vec<Option<String>> = want.iter().map(|w| Some((*w).to_owned())).collect();
    assert_eq!(got, want);
}

#[test]
fn the_hint_key_follows_the_message_and_is_absent_without_a_hint() {
    let out = run(
        &[
            "parse",
            "--json",
            "http://exa mple.com/",
            "a b",
            "http://a/",
        ],
        b"",
    );
    let lines = stdout_lines(&out);
    // A space in a host: no option reads it, so no hint and no key.
    assert!(lines[0].contains("\"error\":{"), "{}", lines[0]);
    assert!(!lines[0].contains("\"hint\""), "{}", lines[0]);
    assert!(
        lines[1].ends_with(
            "(expected pchar, '/', '?', '#' or the end)\",\"hint\":\"--lenient would repair this (space at 1 -> %20)\"}}"
        ),
        "{}",
        lines[1]
    );
    assert!(!lines[2].contains("hint"), "{}", lines[2]);
}

#[test]
fn no_hint_names_an_option_in_effect() {
    // Each line fails strictly with a hint...
    let lines = [
        "http://example.com/a b/x",
        "http://[fe80::1%eth0]/",
        "http://bücher.example/ä b",
    ];
    assert!(hints(&[], &lines).iter().all(Option::is_some));
    // ...but with --iri none suggests an option again.
    assert_eq!(hints(&["--iri"], &lines), vec![None, None, None]);
    // What --lenient cannot read gets no hint under it either.
    assert_eq!(
        hints(&["--lenient"], &["http://exa mple.com/", "http://a b/c d"]),
        vec![None, None]
    );
    assert_eq!(
        hints(&["--guess-scheme"], &["http://exa mple.com/"]),
        vec![None]
    );
}

#[test]
fn a_subcommand_that_needs_a_uri_hints_only_at_what_gives_one() {
    // `relative` needs a target with a scheme: a relative IRI is no help.
    let out = run(
        &[
            "relative",
            "--base",
            "http://a/",
            "--json",
            "bücher",
            "http://bücher/",
        ],
        b"",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["error"]["hint"], Value::Null, "{:?}", lines[0]);
    assert_eq!(
        lines[1]["error"]["hint"],
        "valid as an IRI (RFC 3987): use --iri"
    );
    // `normalize` takes any reference: the relative IRI gets its hint.
    let out = run(&["normalize", "--json", "bücher"], b"");
    assert_eq!(
        json_lines(&out)[0]["error"]["hint"],
        "valid as an IRI (RFC 3987): use --iri"
    );
}

#[test]
fn people_see_the_hint_under_the_error() {
    // One result per line: the diagnostic, hint included, on stderr.
    let out = run(&["normalize", "http://a/x y", "http://a/"], b"");
    assert_eq!(code(&out), 1);
    assert_eq!(text(&out.stdout), "http://a/\n");
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    let at = lines.iter().position(|l| l.starts_with("error:")).unwrap();
    assert_eq!(
        lines[at + 1],
        "hint: --lenient would repair this (space at 10 -> %20)"
    );
    // check: under the caret, in the gutter.
    let out = run(&["check", "http://[fe80::1%eth0]/"], b"");
    let shown = text(&out.stdout);
    assert!(
        shown.contains("  |                ^\n  = hint: zone identifiers need --lenient (RFC 9844)\n\n0 valid, 1 invalid\n"),
        "{shown}"
    );
    // lint shows an invalid input's error with its hint too.
    let out = run(&["lint", "http://a/x y"], b"");
    assert!(
        text(&out.stderr).contains("\nhint: --lenient would repair this (space at 10 -> %20)"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_character_that_cannot_be_seen_is_named_by_its_code_point() {
    let out = run(
        &[
            "parse",
            "http://a/\u{85}x",
            "http://a/\u{1b}[2J",
            "http://a/\u{202e}x",
        ],
        b"",
    );
    let shown = text(&out.stdout);
    assert!(
        shown.contains("hint: --lenient would repair this (U+0085 at 9 -> %C2%85)"),
        "{shown}"
    );
    assert!(
        shown.contains("hint: --lenient would repair this (U+001B at 9 -> %1B)"),
        "{shown}"
    );
    // RFC 3987's grammar allows U+202E (§4.1 forbids it only in prose).
    assert!(
        shown.contains("hint: valid as an IRI (RFC 3987): use --iri"),
        "{shown}"
    );
    for c in ['\u{85}', '\u{1b}', '\u{202e}'] {
        assert!(!shown.contains(c), "{shown:?}");
    }
}

#[test]
fn the_error_hint_column() {
    let out = run(
        &[
            "check",
            "--csv",
            "http://example.com/a b",
            "http://a/",
            "http://exa mple.com/",
        ],
        b"",
    );
    let rows = read_csv(text(&out.stdout));
    assert_eq!(
        rows[0],
        [
            "source",
            "line",
            "input",
            "valid",
            "error_kind",
            "error_index",
            "error_message",
            "error_hint"
        ]
    );
    assert_eq!(
        rows[1][7],
        "--lenient would repair this (space at 20 -> %20)"
    );
    assert_eq!(rows[2][7], "");
    assert_eq!(rows[3][4], "invalid-host");
    assert_eq!(rows[3][7], "");
    // Every subcommand with error columns has it, last.
    for sub in [
        &["parse"][..],
        &["lint"],
        &["normalize"],
        &["edit"],
        // With an edit, the input's own error and hint.
        &["edit", "--set", "port=1"],
        &["resolve", "--base", "http://a/"],
        &["relative", "--base", "http://a/"],
    ] {
        let mut args = sub.to_vec();
        args.extend(["--csv", "http://a/ b"]);
        let out = run(&args, b"");
        let rows = read_csv(text(&out.stdout));
        assert_eq!(
            rows[0].last().map(String::as_str),
            Some("error_hint"),
            "{sub:?}"
        );
        let hint = rows.last().and_then(|r| r.last()).unwrap();
        assert!(
            hint.starts_with("--lenient would repair this (space at 9"),
            "{sub:?}: {hint}"
        );
    }
}

/// A few thousand lines built from the characters that make hints: a
/// deterministic generator, so a failure names its line.
fn generated_lines() -> Vec<String> {
    const PIECES: [&str; 24] = [
        "http://",
        "a",
        "b.example",
        "/",
        " ",
        "ü",
        "%",
        "%zz",
        "%41",
        "\\",
        "[fe80::1",
        "%eth0",
        "]",
        ":80",
        "?q",
        "#f",
        "\t",
        "x y",
        "{",
        "@",
        "mailto:",
        "..",
        "Ä",
        "\u{1b}",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: usize| {
        // xorshift64*: enough to mix the pieces.
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    };
    (0..2_000)
        .map(|_| {
            let len = 1 + next(6);
            (0..len).map(|_| PIECES[next(PIECES.len())]).collect()
        })
        .collect()
}

/// Property: a hint tells the truth. Where it says `use --iri`, `--iri`
/// reads the line; where it names `--lenient`, `--lenient` reads it;
/// where a strict error has no hint, neither option reads it.
#[test]
fn every_hint_is_borne_out_by_the_option_it_names() {
    let lines = generated_lines();
    let input = lines.join("\n") + "\n";
    let read = |options: &[&str]| -> Vec<Value> {
        let mut args = vec!["check", "--json"];
        args.extend(options);
        json_lines(&run(&args, input.as_bytes()))
    };
    let (strict, iri, lenient) = (read(&[]), read(&["--iri"]), read(&["--lenient"]));
    assert_eq!(strict.len(), lines.len());
    let mut seen = [0usize; 4];
    for (n, line) in lines.iter().enumerate() {
        let valid = |v: &[Value]| v[n]["valid"] == Value::Bool(true);
        if valid(&strict) {
            seen[0] += 1;
            assert_eq!(strict[n]["error"], Value::Null);
            continue;
        }
        match strict[n]["error"]["hint"].as_str() {
            Some("valid as an IRI (RFC 3987): use --iri") => {
                seen[1] += 1;
                assert!(valid(&iri), "{line:?}");
            }
            Some(h) if h.contains("--lenient") => {
                seen[2] += 1;
                assert!(valid(&lenient), "{line:?}: {h}");
                assert!(!valid(&iri), "{line:?}: {h}");
            }
            Some(h) => panic!("{line:?}: unknown hint {h}"),
            None => {
                seen[3] += 1;
                assert!(!valid(&iri) && !valid(&lenient), "{line:?}");
            }
        }
    }
    // The generator reaches every case.
    assert!(seen.iter().all(|&n| n > 20), "{seen:?}");
}

#[test]
fn check_absolute_requires_a_scheme_and_a_host() {
    let good = [
        "https://example.com/x",
        "file:///etc/hosts",
        "http://[::1]:8080/",
    ];
    let out = run(&[&["check", "--absolute"][..], &good].concat(), b"");
    assert_eq!(code(&out), 0, "{}", text(&out.stdout));
    assert_eq!(text(&out.stdout), "3 valid, 0 invalid\n");
    let bad = [
        "https:example.com/x",
        "www.example.com:8080/path",
        "example.com/a",
        "mailto:a@b.example",
        "http:///x",
        "../x",
    ];
    // Valid RFC 3986 without the option...
    assert_eq!(code(&run(&[&["check"][..], &bad].concat(), b"")), 0);
    // ...errors with it.
    let out = run(
        &[&["check", "--absolute", "--json"][..], &bad].concat(),
        b"",
    );
    assert_eq!(code(&out), 1);
    let got: Vec<(String, u64, Option<String>)> = json_lines(&out)
        .iter()
        .map(|v| {
            let e = &v["error"];
            (
                e["kind"].as_str().unwrap().to_owned(),
                e["index"].as_u64().unwrap(),
                e["hint"].as_str().map(str::to_owned),
            )
        })
        .collect();
    let want = [
        (
            "missing-host",
            6,
            Some("probably meant 'https://example.com/x'"),
        ),
        (
            "missing-host",
            16,
            Some("probably meant 'http://www.example.com:8080/path'"),
        ),
        (
            "missing-scheme",
            0,
            Some("probably meant 'http://example.com/a' (--guess-scheme adds the scheme)"),
        ),
        ("missing-host", 7, None),
        ("missing-host", 7, None),
        ("missing-scheme", 0, None),
    ];
    let want: Vec<(String, u64, Option<String>)> = want
        .iter()
        .map(|(k, i, h)| ((*k).to_owned(), *i, h.map(str::to_owned)))
        .collect();
    assert_eq!(got, want);
    // For people: a compiler-style error with the hint.
    let out = run(&["check", "--absolute", "https:example.com/x"], b"");
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("error: no authority at index 6 (expected '//' and a host after 'https:', for --absolute)\n"),
        "{shown}"
    );
    assert!(
        shown.contains("  = hint: probably meant 'https://example.com/x'\n"),
        "{shown}"
    );
    // With --lenient the index is still in the input, past what it trims.
    let out = run(
        &[
            "check",
            "--absolute",
            "--lenient",
            "--json",
            "  https:example.com/x",
        ],
        b"",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["index"], 8, "{line}");
    assert_eq!(
        line["error"]["hint"],
        "probably meant 'https://example.com/x'"
    );
    // --help names it.
    let help = run(&["check", "--help"], b"");
    assert!(text(&help.stdout).contains("--absolute"));
}

#[test]
fn lint_warns_about_the_traps_a_strict_reading_hides() {
    let out = run(
        &[
            "lint",
            "--json",
            "https:example.com/x",
            "www.example.com:8080/path",
            "https://example.com/x",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    let lines = json_lines(&out);
    let first = |n: usize| lines[n]["warnings"][0].clone();
    assert_eq!(first(0)["code"], "missing-host");
    assert!(first(0)["message"]
        .as_str()
        .unwrap()
        .ends_with("probably meant 'https://example.com/x'"));
    assert_eq!(first(1)["code"], "scheme-looks-like-host");
    assert!(first(1)["message"]
        .as_str()
        .unwrap()
        .contains("probably meant 'http://www.example.com:8080/path'"));
    assert_eq!(lines[2]["warnings"], serde_json::json!([]));
}

#[test]
fn a_file_named_in_an_argument_is_warned_about_terminal_safe() {
    let dir = common::temp_dir("hints", "file-arg");
    let name = "l\u{1b}]0;x\u{7}\u{202e}";
    std::fs::write(dir.join(name), "http://a/\n").unwrap();
    for args in [&["check", name][..], &["template", "match", "{x}", name]] {
        let out = common::urlkit()
            .current_dir(&dir)
            .args(args)
            .output()
            .unwrap();
        let err = text(&out.stderr);
        assert!(
            err.contains("is read as an input, but it is also a file"),
            "{err}"
        );
        assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
        assert!(!err.contains('\u{202e}'), "{err:?}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}
