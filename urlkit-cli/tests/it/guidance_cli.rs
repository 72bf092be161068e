//! Messages that show the way: every page `urlkit man` names can be
//! written, lint messages read as sentences, a command waiting on a
//! terminal says so (never into a pipe), and empty lines are counted apart.

use crate::common::{code, run, text};

#[test]
fn every_page_a_man_page_names_can_be_written() {
    let out = run(&["man", "path"], b"");
    assert_eq!(code(&out), 0);
    let page = text(&out.stdout);
    // clap_mangen names a nested page `urlkit\-path\-to\-url(1)`.
    let named: Vec<String> = page
        .lines()
        .filter(|l| l.starts_with("urlkit\\-") && l.ends_with("(1)"))
        .map(|l| l.trim_end_matches("(1)").replace("\\-", "-"))
        .collect();
    assert!(
        named.contains(&"urlkit-path-to-url".to_owned()),
        "{named:?}"
    );
    for name in &named {
        let path: Vec<&str> = name.trim_start_matches("urlkit-").splitn(2, '-').collect();
        let mut args = vec!["man"];
        args.extend(&path);
        let out = run(&args, b"");
        assert_eq!(code(&out), 0, "{args:?}: {}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains(&format!(".TH {name} 1")),
            "{args:?}"
        );
    }
    let out = run(&["man", "path", "nope"], b"");
    assert_eq!(code(&out), 2);
    assert!(text(&out.stderr).contains("to-url, from-url"));
}

#[test]
fn lint_messages_have_balanced_parentheses() {
    let inputs = [
        "http://xn--pple-43d.com/",
        "http://0x7f.1/",
        "ftp://u:p@h/",
        "http://a/%2e%2e/",
    ];
    let out = run(
        &[
            "lint",
            "--severity",
            "info",
            "--csv",
            "--fields",
            "code,message",
        ],
        inputs.join("\n").as_bytes(),
    );
    let csv = text(&out.stdout);
    assert!(csv.contains("mixed-script-host"), "{csv}");
    for line in csv.lines() {
        let opened = line.matches('(').count();
        let closed = line.matches(')').count();
        assert_eq!(opened, closed, "{line}");
    }
    assert!(
        csv.contains("host label 'xn--pple-43d' ('аpple') mixes"),
        "{csv}"
    );
}

#[test]
fn reading_standard_input_is_announced_only_at_a_terminal() {
    // Here standard input is a pipe: nothing is said.
    let out = run(&["edit"], b"http://a/\n");
    assert_eq!(text(&out.stdout), "http://a/\n");
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn empty_lines_are_counted_apart_by_check() {
    let out = run(&["check"], b"\n\n");
    assert_eq!(text(&out.stdout), "0 valid, 0 invalid, 2 empty\n");
    assert_eq!(code(&out), 0);
}
