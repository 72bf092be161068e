//! `urlkit resolve`, `urlkit normalize` and `urlkit relative`, run as the
//! real binary against the command-line contract of docs/cli.md.

use crate::common::{json_lines, run, BASE};

#[test]
fn resolve_json_contract() {
    let out = run(&["resolve", "--base", BASE, "--json", "../g", "a b"], b"");
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
    let out = run(&["resolve", "--base", BASE, "http:g"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "http:g\n");
}

#[test]
fn resolve_reads_stdin_lines_in_order() {
    let out = run(
        &["resolve", "--base", BASE, "--json"],
        b"g\r\n../..\n\xff\n",
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
        let out = run(&["resolve", "--base", base, "g"], b"");
        assert_eq!(out.status.code(), Some(2), "{base}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("urlkit: "), "{err}");
    }
    let out = run(&["relative", "--base", "rel", "http://a"], b"");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["resolve", "g"], b"");
    assert_eq!(out.status.code(), Some(2), "--base is required");
}

#[test]
fn normalize_json_contract() {
    let out = run(
        &["normalize", "--json", "HTTP://Example.COM:80/a/./b/%7euser"],
        b"",
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
    let syntax = run(&["normalize", "--level", "syntax", input], b"");
    assert_eq!(
        String::from_utf8(syntax.stdout).unwrap(),
        "http://example.com:80\n"
    );
    let scheme = run(&["normalize", "--level", "scheme", input], b"");
    assert_eq!(
        String::from_utf8(scheme.stdout).unwrap(),
        "http://example.com/\n"
    );
    let bad = run(&["normalize", "--level", "other", input], b"");
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn normalize_invalid_input() {
    let out = run(&["normalize", "--json", "http://[::1"], b"");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["input"], "http://[::1");
    assert!(lines[0]["error"]["kind"].is_string());
    assert!(lines[0].get("normalized").is_none());
}

#[test]
fn relative_json_contract() {
    let out = run(
        &[
            "relative",
            "--base",
            BASE,
            "--json",
            "http://a/b/g?y",
            "http://a/b/../c",
        ],
        b"",
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
    let rel = run(
        &[&["relative", "--base", BASE][..], &targets[..]].concat(),
        b"",
    );
    let refs = String::from_utf8(rel.stdout).unwrap();
    let back = run(&["resolve", "--base", BASE], refs.as_bytes());
    assert_eq!(
        String::from_utf8(back.stdout).unwrap(),
        targets.join("\n") + "\n"
    );
}

#[test]
fn relative_needs_a_uri_target() {
    let out = run(&["relative", "--base", BASE, "--json", "/x"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "missing-scheme");
}

#[test]
fn human_error_has_a_caret() {
    let out = run(&["resolve", "--base", BASE, "a b"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "");
    let text = String::from_utf8(out.stderr).unwrap();
    assert!(text.starts_with("a b\n ^\nerror: "), "{text}");
}

/// `resolve --lenient` reads each reference as a browser reads a link on
/// the base page: `\` as `/` on an http page, a space encoded; a valid
/// reference resolves as without the option; a host with a space stays an
/// error, with its index in the reference.
#[test]
fn resolve_lenient_knows_the_base() {
    let page = "http://example.com/blog/2024/post.html";
    let out = run(
        &[
            "resolve",
            "--lenient",
            "--base",
            page,
            "\\images\\logo.png",
            "../a b.html",
            "http:g",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://example.com/images/logo.png\nhttp://example.com/blog/a%20b.html\nhttp:g\n"
    );
    // Without --lenient the same reference is an error.
    let strict = run(&["resolve", "--base", page, "\\images\\logo.png"], b"");
    assert_eq!(strict.status.code(), Some(1));
    // On a base that does not read `\` as `/`, it is encoded.
    let urn = run(
        &["resolve", "--lenient", "--base", "foo://h/a/b", "\\x"],
        b"",
    );
    assert_eq!(String::from_utf8(urn.stdout).unwrap(), "foo://h/a/%5Cx\n");
    let bad = run(
        &[
            "resolve",
            "--lenient",
            "--base",
            page,
            "--json",
            "//exa mple.com/",
        ],
        b"",
    );
    assert_eq!(bad.status.code(), Some(1));
    let lines = json_lines(&bad);
    assert_eq!(lines[0]["error"]["index"], 5);
    assert_eq!(lines[0]["error"]["kind"], "invalid-host");
}
