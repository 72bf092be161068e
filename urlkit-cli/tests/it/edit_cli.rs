//! `urlkit edit` and the `--format` templates of `parse` and `edit`, run as
//! the real binary: every edit option, the contract's order of edits,
//! errors, the JSON shapes and every placeholder.

use serde_json::json;

use crate::common::{code, json_lines, run, text};

/// `urlkit edit ARGS...`: standard output, and whether it exited 0.
fn edit(args: &[&str]) -> (String, i32) {
    let all: Vec<&str> = ["edit"].iter().chain(args).copied().collect();
    let out = run(&all, b"");
    (text(&out.stdout).to_owned(), code(&out))
}

/// The one result line of a successful edit.
fn one(args: &[&str]) -> String {
    let (out, status) = edit(args);
    assert_eq!(status, 0, "{args:?}: {out}");
    out.strip_suffix('\n').unwrap_or(&out).to_owned()
}

#[test]
fn the_contract_examples() {
    assert_eq!(
        one(&[
            "--remove-query",
            "utm_*",
            "--sort-query",
            "https://e.example/p?utm_source=x&b=2&a=1"
        ]),
        "https://e.example/p?a=1&b=2"
    );
    assert_eq!(
        one(&["--format", "{host} {port_or_default}", "https://e.example/"]),
        "e.example 443"
    );
}

#[test]
fn set_encodes_and_set_raw_takes_as_written() {
    let base = "http://u:p@h.example:8080/a/b?q=1#f";
    let cases = [
        ("scheme=https", "https://u:p@h.example:8080/a/b?q=1#f"),
        ("userinfo=a b:c", "http://a%20b:c@h.example:8080/a/b?q=1#f"),
        ("userinfo:=a%20b", "http://a%20b@h.example:8080/a/b?q=1#f"),
        ("user=x:y", "http://x%3Ay:p@h.example:8080/a/b?q=1#f"),
        ("password=s@t", "http://u:s%40t@h.example:8080/a/b?q=1#f"),
        (
            "host=other.example",
            "http://u:p@other.example:8080/a/b?q=1#f",
        ),
        ("host=::1", "http://u:p@[::1]:8080/a/b?q=1#f"),
        ("host=[v1.x]", "http://u:p@[v1.x]:8080/a/b?q=1#f"),
        ("host=192.0.2.1", "http://u:p@192.0.2.1:8080/a/b?q=1#f"),
        ("host:=ex%41mple", "http://u:p@ex%41mple:8080/a/b?q=1#f"),
        ("port=81", "http://u:p@h.example:81/a/b?q=1#f"),
        ("path=/x y/z", "http://u:p@h.example:8080/x%20y/z?q=1#f"),
        ("path:=/x%2Fy", "http://u:p@h.example:8080/x%2Fy?q=1#f"),
        ("query=a b&c", "http://u:p@h.example:8080/a/b?a%20b&c#f"),
        ("query:=a=%20", "http://u:p@h.example:8080/a/b?a=%20#f"),
        ("fragment=x y", "http://u:p@h.example:8080/a/b?q=1#x%20y"),
        ("fragment:=x%20y", "http://u:p@h.example:8080/a/b?q=1#x%20y"),
    ];
    for (set, want) in cases {
        assert_eq!(one(&["--set", set, base]), want, "{set}");
    }
    // A password alone gets an empty user.
    assert_eq!(one(&["--set", "password=pw", "http://h/"]), "http://:pw@h/");
}

#[test]
fn unset_removes_components() {
    let base = "http://u:p@h:8080/a?q#f";
    let cases = [
        ("userinfo", "http://h:8080/a?q#f"),
        ("user", "http://:p@h:8080/a?q#f"),
        ("password", "http://u@h:8080/a?q#f"),
        ("port", "http://u:p@h/a?q#f"),
        ("query", "http://u:p@h:8080/a#f"),
        ("fragment", "http://u:p@h:8080/a?q"),
    ];
    for (name, want) in cases {
        assert_eq!(one(&["--unset", name, base]), want, "{name}");
    }
    // Names that cannot be absent are refused by the command line.
    assert_eq!(edit(&["--unset", "host", base]).1, 2);
}

#[test]
fn append_adds_a_segment_or_a_pair() {
    assert_eq!(
        one(&["--append", "path=a/b c", "http://h/x"]),
        "http://h/x/a%2Fb%20c"
    );
    // A trailing empty segment is filled.
    assert_eq!(one(&["--append", "path=y", "http://h/x/"]), "http://h/x/y");
    assert_eq!(
        one(&[
            "--append",
            "query=k=a&b",
            "--append",
            "query=flag",
            "http://h/?z=1#f"
        ]),
        "http://h/?z=1&k=a%26b&flag#f"
    );
    assert_eq!(
        one(&["--append", "query=k=v", "http://h/"]),
        "http://h/?k=v"
    );
}

#[test]
fn remove_and_keep_query_match_globs_on_decoded_keys() {
    let uri = "http://h/?utm_source=a&%75tm_medium=b&id=1&fbclid=x&&page=2";
    assert_eq!(
        one(&["--remove-query", "utm_*", "--remove-query", "fbcl?d", uri]),
        "http://h/?id=1&page=2"
    );
    assert_eq!(one(&["--keep-query", "id", uri]), "http://h/?id=1");
    assert_eq!(
        one(&["--keep-query", "*", "--remove-query", "page", uri]),
        "http://h/?utm_source=a&%75tm_medium=b&id=1&fbclid=x"
    );
    // A query left with no pair is removed, '?' included.
    assert_eq!(
        one(&["--remove-query", "*", "http://h/p?a=1#f"]),
        "http://h/p#f"
    );
    assert_eq!(one(&["--remove-query", "a", "http://h/p"]), "http://h/p");
}

#[test]
fn sort_query_is_stable_by_decoded_key() {
    assert_eq!(
        one(&["--sort-query", "http://h/?b=2&a=1&%61=0&c"]),
        "http://h/?a=1&%61=0&b=2&c"
    );
}

#[test]
fn redirect_resolves_against_each_input() {
    let out = run(
        &[
            "edit",
            "--redirect",
            "../g?y",
            "http://a/b/c/d;p?q",
            "https://x/1/2",
        ],
        b"",
    );
    assert_eq!(text(&out.stdout), "http://a/b/g?y\nhttps://x/g?y\n");
    // A relative input cannot be a base.
    let out = run(&["edit", "--json", "--redirect", "g", "/rel"], b"");
    assert_eq!(code(&out), 1);
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "not-absolute");
}

#[test]
fn normalize_takes_an_optional_level() {
    let uri = "HTTP://Example.COM:80/a/./b/%7euser";
    assert_eq!(one(&["--normalize", uri]), "http://example.com/a/b/~user");
    assert_eq!(
        one(&["--normalize=syntax", uri]),
        "http://example.com:80/a/b/~user"
    );
    assert_eq!(
        one(&["--normalize=scheme", uri]),
        "http://example.com/a/b/~user"
    );
}

#[test]
fn edits_apply_in_the_contracts_order_whatever_the_command_line_order() {
    // On the command line: normalize, sort, remove, append, unset, set,
    // redirect; applied: redirect, set, unset, append, remove, sort,
    // normalize.
    let args = [
        "--normalize",
        "--sort-query",
        "--remove-query",
        "x",
        "--append",
        "query=x=1",
        "--append",
        "query=B=2",
        "--unset",
        "fragment",
        "--set",
        "fragment=kept?",
        "--set",
        "host=NEW.example",
        "--redirect",
        "/p/../q?z=0#old",
        "http://old.example/a",
    ];
    // redirect: http://old.example/q?z=0#old; set host, fragment; unset
    // fragment; append x=1, B=2; remove x; sort (B before z); normalize
    // (host case).
    assert_eq!(one(&args), "http://new.example/q?B=2&z=0");
    // --set in command-line order: the last one wins.
    assert_eq!(
        one(&["--set", "port=1", "--set", "port=2", "http://h/"]),
        "http://h:2/"
    );
}

#[test]
fn no_option_returns_the_input_and_invalid_inputs_are_errors() {
    let out = run(&["edit"], b"http://h/a?b#c\n/rel\na b\n");
    assert_eq!(code(&out), 1);
    assert_eq!(text(&out.stdout), "http://h/a?b#c\n/rel\n");
    assert!(text(&out.stderr).contains("error: invalid character in path at index 1"));
}

#[test]
fn an_edit_that_cannot_apply_is_an_error_naming_the_option() {
    let out = run(
        &[
            "edit",
            "--json",
            "--set",
            "host:=a b",
            "http://h/",
            "mailto:x",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["input"], "http://h/");
    assert_eq!(lines[0]["error"]["kind"], "invalid-host");
    let message = lines[0]["error"]["message"].as_str().unwrap();
    assert!(message.starts_with("--set host:=a b: "), "{message}");
    // A host cannot be given to a path that does not start with '/'.
    let out = run(&["edit", "--json", "--set", "host=h", "mailto:x"], b"");
    assert_eq!(
        json_lines(&out)[0]["error"]["kind"],
        "path-not-absolute-after-authority"
    );
    for bad in [
        &["--set", "nope=1"][..],
        &["--set", "host"],
        &["--append", "fragment=x"],
        &["--format", "{nope}"],
        &["--redirect", "a b"],
        &["--format", "{host}", "--json"],
    ] {
        let all: Vec<&str> = ["edit"]
            .iter()
            .chain(bad)
            .chain(&["http://h/"])
            .copied()
            .collect();
        let out = run(&all, b"");
        assert_eq!(code(&out), 2, "{bad:?}");
        assert_eq!(text(&out.stdout), "", "{bad:?}");
    }
}

#[test]
fn json_csv_and_fields_shapes() {
    let out = run(
        &["edit", "--json", "--set", "port=8", "http://h/", "a b"],
        b"",
    );
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"input": "http://h/", "result": "http://h:8/"})
    );
    assert_eq!(lines[1]["input"], "a b");
    assert_eq!(lines[1]["error"]["index"], 1);
    assert!(lines[1].get("result").is_none());
    let out = run(
        &["edit", "--csv", "--unset", "query", "http://h/?q", "a b"],
        b"",
    );
    assert_eq!(
        text(&out.stdout),
        "input,result,error_kind,error_index,error_message,error_hint\r\nhttp://h/?q,http://h/,,,,\r\na b,,invalid-path,1,\"invalid character in path at index 1: ' ' (expected pchar, '/', '?', '#' or the end)\",--lenient would repair this (space at 1 -> %20)\r\n"
    );
    let out = run(
        &[
            "edit",
            "--fields",
            "result",
            "--sort-query",
            "http://h/?b&a",
        ],
        b"",
    );
    assert_eq!(text(&out.stdout), "http://h/?a&b\n");
}

#[test]
fn every_placeholder_on_parse_and_edit() {
    let uri = "https://us%65r:p%40ss@Ex.example:8443/a%20b/c?x=1&q=a+b&q=c%26d#fr%C3%A9";
    let cases = [
        ("{scheme}", "https"),
        ("{userinfo}", "us%65r:p%40ss"),
        ("{user}", "us%65r"),
        ("{password}", "p%40ss"),
        ("{host}", "Ex.example"),
        ("{port}", "8443"),
        ("{path}", "/a%20b/c"),
        ("{query}", "x=1&q=a+b&q=c%26d"),
        ("{fragment}", "fr%C3%A9"),
        ("{authority}", "us%65r:p%40ss@Ex.example:8443"),
        ("{uri}", uri),
        ("{port_or_default}", "8443"),
        ("{query:q}", "a b"),
        ("{query_all:q}", "a b c&d"),
        ("{decoded:user}", "user"),
        ("{decoded:password}", "p@ss"),
        ("{decoded:path}", "/a b/c"),
        ("{decoded:fragment}", "fré"),
        ("{{{scheme}}}", "{https}"),
        ("a}}b", "a}b"),
    ];
    for (fmt, want) in cases {
        for cmd in ["parse", "edit"] {
            let out = run(&[cmd, "--format", fmt, uri], b"");
            assert_eq!(code(&out), 0, "{cmd} {fmt}");
            assert_eq!(text(&out.stdout), format!("{want}\n"), "{cmd} {fmt}");
        }
    }
    // Absent components are empty; default ports of https, ws, wss and
    // the RFC 1738 schemes.
    let out = run(
        &[
            "parse",
            "--format",
            "[{userinfo}|{port}|{query}|{fragment}|{port_or_default}]",
            "https://h/",
            "ws://h",
            "wss://h:/",
            "ftp://h/",
            "gopher://h/",
            "urn:x",
        ],
        b"",
    );
    assert_eq!(
        text(&out.stdout),
        "[||||443]\n[||||80]\n[||||443]\n[||||21]\n[||||70]\n[||||]\n"
    );
}

#[test]
fn format_errors_go_to_stderr_one_line_per_input_on_stdout() {
    let out = run(
        &[
            "parse",
            "--format",
            "{query:a}",
            "http://h/?a=1",
            "a b",
            "http://h/?a=%0A",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    assert_eq!(text(&out.stdout), "1\n");
    let err = text(&out.stderr);
    assert!(err.contains("invalid character in path"), "{err}");
    assert!(err.contains("line break"), "{err}");
}

#[test]
fn replace_changes_the_first_pair_in_place_and_drops_the_others() {
    let url = "http://e.example/?one=1&two=2&three=3&two=4";
    assert_eq!(
        one(&["--replace", "two=x", url]),
        "http://e.example/?one=1&two=x&three=3"
    );
    // Keys compare decoded; the new pair is encoded as --append encodes.
    assert_eq!(
        one(&["--replace", "a b=c&d", "http://e/?a%20b=1&z"]),
        "http://e/?a%20b=c%26d&z"
    );
    // A key without `=` gives a pair without a value.
    assert_eq!(one(&["--replace", "k", "http://e/?k=1"]), "http://e/?k");
}

#[test]
fn replace_without_the_key_changes_nothing_and_replace_append_appends() {
    assert_eq!(one(&["--replace", "k=v", "http://e/?a=1"]), "http://e/?a=1");
    assert_eq!(one(&["--replace", "k=v", "http://e/"]), "http://e/");
    assert_eq!(
        one(&["--replace-append", "k=v", "http://e/?a=1"]),
        "http://e/?a=1&k=v"
    );
    assert_eq!(
        one(&["--replace-append", "k=v", "http://e/"]),
        "http://e/?k=v"
    );
    assert_eq!(
        one(&["--replace-append", "a=2", "http://e/?a=1&a=3"]),
        "http://e/?a=2"
    );
}

#[test]
fn an_edit_error_points_into_the_option_value() {
    let out = run(&["edit", "--set", "host=a/b", "http://h/"], b"");
    assert_eq!(code(&out), 1);
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[0], "--set host=a/b");
    // The caret is under the '/' of the value, not under the input.
    let caret = lines[1].find('^').expect("a caret");
    assert_eq!(&lines[0][caret..=caret], "/");
    assert!(lines[2].starts_with("error: --set host=a/b: "), "{err}");
    assert_eq!(lines[3], "note: for the input http://h/");
    let out = run(&["edit", "--set", "port:=8x", "http://h/"], b"");
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[0], "--set port:=8x");
    let caret = lines[1].find('^').expect("a caret");
    assert_eq!(caret, "--set port:=".len() + text_index(&out.stderr));
}

/// The index the message of an edit error names.
fn text_index(stderr: &[u8]) -> usize {
    let err = text(stderr);
    let at = err.find("at index ").expect("an index") + "at index ".len();
    err[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|d| d.parse().ok())
        .expect("digits")
}
