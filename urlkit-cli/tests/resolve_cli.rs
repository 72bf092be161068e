//! `urlkit resolve`, `urlkit normalize` and `urlkit relative`, run as the
//! real binary against the command-line contract of DESIGN.md.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn urlkit(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urlkit"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run urlkit");
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(stdin.unwrap_or_default()).unwrap();
    drop(pipe);
    child.wait_with_output().unwrap()
}

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

const BASE: &str = "http://a/b/c/d;p?q";

#[test]
fn resolve_json_contract() {
    let out = urlkit(&["resolve", "--base", BASE, "--json", "../g", "a b"], None);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        serde_json::json!({"base": BASE, "ref": "../g", "result": "http://a/b/g"})
    );
    // Keys in the contract's order.
    let first = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(first.starts_with(r#"{"base":"http://a/b/c/d;p?q","ref":"../g","result":"#));
    assert_eq!(lines[1]["ref"], "a b");
    assert_eq!(lines[1]["error"]["kind"], "invalid-path");
    assert_eq!(lines[1]["error"]["index"], 1);
    assert!(lines[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("index 1"));
    assert!(lines[1].get("result").is_none());
}

#[test]
fn resolve_is_strict() {
    let out = urlkit(&["resolve", "--base", BASE, "http:g"], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "http:g\n");
}

#[test]
fn resolve_reads_stdin_lines_in_order() {
    let out = urlkit(
        &["resolve", "--base", BASE, "--json"],
        Some(b"g\r\n../..\n\xff\n"),
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["result"], "http://a/b/c/g");
    assert_eq!(lines[1]["result"], "http://a/");
    assert_eq!(lines[2]["error"]["kind"], "invalid-utf8");
}

#[test]
fn invalid_base_is_a_usage_error() {
    for base in ["/no/scheme", "a b:"] {
        let out = urlkit(&["resolve", "--base", base, "g"], None);
        assert_eq!(out.status.code(), Some(2), "{base}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("urlkit: "), "{err}");
    }
    let out = urlkit(&["relative", "--base", "rel", "http://a"], None);
    assert_eq!(out.status.code(), Some(2));
    let out = urlkit(&["resolve", "g"], None);
    assert_eq!(out.status.code(), Some(2), "--base is required");
}

#[test]
fn normalize_json_contract() {
    let out = urlkit(
        &["normalize", "--json", "HTTP://Example.COM:80/a/./b/%7euser"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"input\":\"HTTP://Example.COM:80/a/./b/%7euser\",\"normalized\":\"http://example.com/a/b/~user\"}\n"
    );
}

#[test]
fn normalize_levels() {
    let input = "HTTP://Example.COM:80";
    let syntax = urlkit(&["normalize", "--level", "syntax", input], None);
    assert_eq!(
        String::from_utf8(syntax.stdout).unwrap(),
        "http://example.com:80\n"
    );
    let scheme = urlkit(&["normalize", "--level", "scheme", input], None);
    assert_eq!(
        String::from_utf8(scheme.stdout).unwrap(),
        "http://example.com/\n"
    );
    let bad = urlkit(&["normalize", "--level", "other", input], None);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn normalize_invalid_input() {
    let out = urlkit(&["normalize", "--json", "http://[::1"], None);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["input"], "http://[::1");
    assert!(lines[0]["error"]["kind"].is_string());
    assert!(lines[0].get("normalized").is_none());
}

#[test]
fn relative_json_contract() {
    let out = urlkit(
        &[
            "relative",
            "--base",
            BASE,
            "--json",
            "http://a/b/g?y",
            "http://a/b/../c",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        serde_json::json!({"base": BASE, "target": "http://a/b/g?y", "result": "../g?y"})
    );
    // Unreachable by any shorter reference: the target itself.
    assert_eq!(lines[1]["result"], "http://a/b/../c");
}

#[test]
fn relative_round_trips_through_resolve() {
    let targets = [
        "http://a/b/c/g",
        "http://a/x:y",
        "http://a/b/c/d;p?q#f",
        "http://z/",
    ];
    let rel = urlkit(
        &[&["relative", "--base", BASE][..], &targets[..]].concat(),
        None,
    );
    let refs = String::from_utf8(rel.stdout).unwrap();
    let back = urlkit(&["resolve", "--base", BASE], Some(refs.as_bytes()));
    assert_eq!(
        String::from_utf8(back.stdout).unwrap(),
        targets.join("\n") + "\n"
    );
}

#[test]
fn relative_needs_a_uri_target() {
    let out = urlkit(&["relative", "--base", BASE, "--json", "/x"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "missing-scheme");
}

#[test]
fn human_error_has_a_caret() {
    let out = urlkit(&["resolve", "--base", BASE, "a b"], None);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("a b\n ^\nerror: "), "{text}");
}
