//! The bugs a review of the command line found, one test each.

use std::fs;

use serde_json::Value;

use crate::common::{code, json_lines, run, temp_dir, text, BASE};

/// Bug 1: In human output of the line-oriented subcommands, diagnostics go to
/// standard error: standard output holds results only, one per valid
/// input, so `urlkit normalize -i f | sort -u` is clean.
#[test]
fn bug1_diagnostics_go_to_stderr() {
    let cases: [(&[&str], &[u8], &str); 8] = [
        (&["normalize"], b"HTTP://A/\na b\n", "http://a/\n"),
        (
            &["resolve", "--base", BASE],
            b"../g\na b\n",
            "http://a/b/g\n",
        ),
        (
            &["relative", "--base", BASE],
            b"http://a/b/g\n/x\n",
            "../g\n",
        ),
        (
            &["encode", "--component", "path"],
            b"a b\n\xff\n",
            "a%20b\n",
        ),
        (&["decode"], b"a%20b\n%zz\n", "a b\n"),
        (&["lint"], b"http://127.1/\na b\n", "http://127.1/\n"),
        (
            &["edit", "--set", "port=1"],
            b"http://h/\na b\n",
            "http://h:1/\n",
        ),
        (&["parse", "--format", "{host}"], b"http://h/\na b\n", "h\n"),
    ];
    for (args, stdin, want) in cases {
        let out = run(args, stdin);
        assert_eq!(code(&out), 1, "{args:?}");
        let stdout = text(&out.stdout);
        if args[0] == "lint" {
            // Warnings are results: the URI, then its warnings.
            assert!(stdout.starts_with(want), "{args:?}: {stdout}");
            assert!(!stdout.contains("error:"), "{args:?}: {stdout}");
        } else {
            assert_eq!(stdout, want, "{args:?}");
        }
        assert!(text(&out.stderr).contains("error: "), "{args:?}");
    }
}

/// Bug 2: `check --fields` prints every input line, not only the invalid ones.
#[test]
fn bug2_check_fields_prints_every_line() {
    let out = run(
        &["check", "--fields", "line,input,valid"],
        b"http://a/\na b\n/x\n",
    );
    assert_eq!(
        text(&out.stdout),
        "1\thttp://a/\ttrue\n2\ta b\tfalse\n3\t/x\ttrue\n"
    );
}

/// Bug 3: `--csv` writes an empty single field as `""`, never a blank record.
#[test]
fn bug3_csv_never_writes_a_blank_record() {
    let out = run(
        &["parse", "--csv", "--fields", "query"],
        b"http://a/?\nhttp://a/\nhttp://a/?x\n",
    );
    assert_eq!(text(&out.stdout), "query\r\n\"\"\r\n\"\"\r\nx\r\n");
    let out = run(
        &["check", "--csv", "--fields", "error_kind"],
        b"http://a/\n",
    );
    assert_eq!(text(&out.stdout), "error_kind\r\n\"\"\r\n");
}

/// Bug 4: A UTF-8 byte-order mark at the start of an input file is skipped.
#[test]
fn bug4_byte_order_mark_is_skipped() {
    let dir = temp_dir("review", "bom");
    let path = dir.join("bom.txt");
    fs::write(&path, b"\xEF\xBB\xBFhttp://a/\n\xEF\xBB\xBFhttp://b/\n").unwrap();
    let out = run(&["parse", "--json", "-i", path.to_str().unwrap()], b"");
    let lines = json_lines(&out);
    assert_eq!(lines[0]["input"], "http://a/");
    assert_eq!(lines[0]["valid"], true);
    // Only at the start of the file: later it is a character of the line.
    assert_eq!(lines[1]["valid"], false);
    // Standard input too.
    let out = run(&["normalize"], b"\xEF\xBB\xBFHTTP://A/\n");
    assert_eq!(text(&out.stdout), "http://a/\n");
    fs::remove_dir_all(dir).unwrap();
}

/// Bug 5: `decode` keeps one line per input: a decoded CR or LF is an error
/// for people (`--json` shows it, escaped).
#[test]
fn bug5_decode_keeps_one_line_per_input() {
    let out = run(&["decode"], b"a%0Ab\nc%0dd\nok\n");
    assert_eq!(code(&out), 1);
    assert_eq!(text(&out.stdout), "ok\n");
    assert!(text(&out.stderr).contains("line break"));
    let out = run(&["decode", "--json"], b"a%0Ab\n");
    assert_eq!(code(&out), 0);
    assert_eq!(json_lines(&out)[0]["decoded"], "a\nb");
}

/// Bug 6: Tab-separated output escapes `\` as well as tab, so different
/// inputs never print the same.
#[test]
fn bug6_tab_output_escapes_backslash() {
    let out = run(&["check", "--fields", "input"], b"a\tb\na\\tb\n");
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(lines, ["a\\tb", "a\\\\tb"]);
}

/// Bug 7: `stats --json` holds every count, its labels cannot be real values,
/// an empty host is labelled, hosts are grouped by their normal form.
#[test]
fn bug7_stats_json_is_whole_and_unambiguous() {
    let mut stdin = String::new();
    for i in 0..25 {
        stdin.push_str(&format!("http://host{i}.example/\n"));
    }
    stdin.push_str("http://(none)/\nmailto:x\nfile:///etc\nhttp://[::1]/\nhttp://[0::1]/\nhttp://%61.example/\nhttp://A.EXAMPLE/\n");
    let out = run(&["stats", "--json"], stdin.as_bytes());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let hosts = v["hosts"].as_object().unwrap();
    // 25 + "(none)" + no host + empty + [::1] + a.example.
    assert_eq!(hosts.len(), 30, "{hosts:?}");
    assert_eq!(v["hosts"]["(none)"], 1);
    assert_eq!(v["hosts"]["<none>"], 1);
    assert_eq!(v["hosts"]["<empty>"], 1);
    assert_eq!(v["hosts"]["[::1]"], 2);
    assert_eq!(v["hosts"]["a.example"], 2);
    assert_eq!(v["other"]["hosts"], 0);
    assert_eq!(v["distinct_hosts_capped"], false);
    // The counts add up to the valid lines.
    let sum: u64 = hosts.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(Some(sum), v["valid"].as_u64());
}

/// Bug 8: The README promises `scheme_data` for the RFC 1738 schemes only, and
/// the default ports of https, ws and wss where they are used.
#[test]
fn bug8_readme_keeps_its_scheme_data_promise() {
    let readme = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
    assert!(!readme.contains("(and\nhttps, ws, wss) a `scheme_data`"));
    let out = run(&["parse", "--json", "https://h/", "ftp://h/"], b"");
    let lines = json_lines(&out);
    assert!(lines[0].get("scheme_data").is_none());
    assert_eq!(lines[1]["scheme_data"]["port"], 21);
    let out = run(
        &["normalize", "https://h:443/", "wss://h:443/", "ws://h:80/"],
        b"",
    );
    assert_eq!(text(&out.stdout), "https://h/\nwss://h/\nws://h/\n");
}

/// Bug 9: `lint` prints nothing for a clean URI unless asked; `--severity`
/// filters what is printed; severity words are coloured.
#[test]
fn bug9_lint_prints_what_matters() {
    let out = run(&["lint", "https://example.com/"], b"");
    assert_eq!((code(&out), text(&out.stdout)), (0, ""));
    let out = run(&["lint", "--all", "https://example.com/"], b"");
    assert_eq!(text(&out.stdout), "https://example.com/: no warnings\n");
    // 127.1: a danger (rare IPv4 form) and a warning (loopback).
    let out = run(&["lint", "--severity", "danger", "http://127.1/"], b"");
    let shown = text(&out.stdout);
    assert!(shown.contains("rare-ipv4-form"), "{shown}");
    assert!(!shown.contains("special-address"), "{shown}");
    let out = run(
        &["lint", "--severity", "danger", "--json", "http://127.1/"],
        b"",
    );
    assert_eq!(json_lines(&out)[0]["warnings"].as_array().unwrap().len(), 1);
    let out = run(&["lint", "--color", "always", "http://127.1/"], b"");
    let shown = text(&out.stdout);
    assert!(shown.contains("\x1b[1;31mdanger "), "{shown}");
    assert!(shown.contains("\x1b[1;33mwarning"), "{shown}");
}

/// Bug 10: Completion of `--fields` offers field names; `extract --help` says
/// what `-i` means there; a file named as an argument draws a warning.
#[test]
fn bug10_help_completion_and_file_arguments() {
    let out = run(&["completions", "bash"], b"");
    let script = text(&out.stdout);
    assert!(
        script.contains("host_kind"),
        "bash completion lacks parse's fields"
    );
    assert!(script.contains("error_message"));
    let out = run(&["extract", "--help"], b"");
    assert!(text(&out.stdout).contains("also scans as text"));
    let out = run(&["parse", "--help"], b"");
    assert!(text(&out.stdout).contains("possible values: input, valid, scheme"));
    let dir = temp_dir("review", "filearg");
    let path = dir.join("urls.txt");
    fs::write(&path, "http://a/\n").unwrap();
    let p = path.to_str().unwrap();
    let out = run(&["check", p], b"");
    assert!(
        text(&out.stderr).contains("is read as an input, but it is also a file; use -i"),
        "{}",
        text(&out.stderr)
    );
    fs::remove_dir_all(dir).unwrap();
}
