//! The jobs trurl users look for, run as the real binary: `--set
//! NAME?=VALUE`, `--iterate`, `--as-idn`/`--punycode` and their
//! placeholders, `{zoneid}`, `--schemes`, `--ignore-case`, `parse --json`'s
//! `params` and `--guess-scheme`.

use serde_json::json;

use crate::common::{code, json_lines, run, stdout_lines, text};

/// `urlkit ARGS...`: the lines of standard output and the exit status.
fn lines(args: &[&str]) -> (Vec<String>, i32) {
    let out = run(args, b"");
    let lines = stdout_lines(&out).into_iter().map(str::to_owned).collect();
    (lines, code(&out))
}

#[test]
fn set_if_absent_sets_only_absent_components() {
    let (out, status) = lines(&[
        "edit",
        "--set",
        "port?=8080",
        "--set",
        "fragment?:=a%20b",
        "--set",
        "user?=me",
        "http://a.example:81/#f",
        "http://u@b.example/",
        "http://c.example/",
    ]);
    assert_eq!(status, 0);
    assert_eq!(
        out,
        [
            "http://me@a.example:81/#f",
            "http://u@b.example:8080/#a%20b",
            "http://me@c.example:8080/#a%20b",
        ]
    );
    // An empty component is present; an empty path counts as absent.
    let (out, _) = lines(&[
        "edit",
        "--set",
        "query?=x",
        "--set",
        "path?=/p",
        "http://h?",
    ]);
    assert_eq!(out, ["http://h/p?"]);
    // A later --set sees what an earlier one set.
    let (out, _) = lines(&["edit", "--set", "port=1", "--set", "port?=2", "http://h/"]);
    assert_eq!(out, ["http://h:1/"]);
    // `?:=` keeps the value as written, and refuses an invalid one.
    let out = run(
        &["edit", "--json", "--set", "query?:=a b", "http://h/"],
        b"",
    );
    assert_eq!(code(&out), 1);
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "invalid-query");
}

#[test]
fn iterate_writes_every_combination_in_trurls_order() {
    let (out, status) = lines(&[
        "edit",
        "--iterate",
        "scheme=ftp https",
        "--iterate",
        "port=22 80",
        "http://example.com/",
        "http://b.example/",
    ]);
    assert_eq!(status, 0);
    assert_eq!(
        out,
        [
            "ftp://example.com:22/",
            "ftp://example.com:80/",
            "https://example.com:22/",
            "https://example.com:80/",
            "ftp://b.example:22/",
            "ftp://b.example:80/",
            "https://b.example:22/",
            "https://b.example:80/",
        ]
    );
    // Values encoded as --set does; `:=` as written.
    let (out, _) = lines(&["edit", "--iterate", "path=/a%20 /b", "http://h/"]);
    assert_eq!(out, ["http://h/a%2520", "http://h/b"]);
    let (out, _) = lines(&["edit", "--iterate", "path:=/a%20 /b", "http://h/"]);
    assert_eq!(out, ["http://h/a%20", "http://h/b"]);
    // Two spaces in a row: an empty value.
    let (out, _) = lines(&["edit", "--iterate", "query=a  b", "http://h/"]);
    assert_eq!(out, ["http://h/?a", "http://h/?", "http://h/?b"]);
    // A value that cannot apply is an error in its place, status 1.
    let out = run(
        &[
            "edit",
            "--json",
            "--iterate",
            "port=1 x",
            "http://h/",
            "a b",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    let objs = json_lines(&out);
    assert_eq!(objs.len(), 3, "{objs:?}");
    assert_eq!(
        objs[0],
        json!({"input": "http://h/", "result": "http://h:1/"})
    );
    assert_eq!(objs[1]["error"]["kind"], "invalid-port");
    assert!(objs[1]["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with("--iterate port=x"));
    assert_eq!(objs[2]["error"]["kind"], "invalid-path");
}

#[test]
fn iterate_refuses_what_trurl_refuses() {
    for args in [
        &[
            "edit",
            "--iterate",
            "port=1 2",
            "--iterate",
            "port=3",
            "http://h/",
        ][..],
        &[
            "edit",
            "--iterate",
            "port=1 2",
            "--set",
            "port=3",
            "http://h/",
        ],
        &["edit", "--iterate", "nope=1", "http://h/"],
        &["edit", "--iterate", "port", "http://h/"],
    ] {
        let out = run(args, b"");
        assert_eq!(code(&out), 2, "{args:?}");
        assert!(out.stdout.is_empty());
        assert!(!out.stderr.is_empty());
    }
    // Too many combinations for memory: refused before any input.
    let many = vec!["1"; 400].join(" ");
    let a = format!("port={many}");
    let b = format!("path={many}");
    let out = run(
        &["edit", "--iterate", &a, "--iterate", &b, "http://h/"],
        b"",
    );
    assert_eq!(code(&out), 2);
    assert!(
        text(&out.stderr).contains("at most 100000"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn as_idn_shows_u_labels_only_where_safe() {
    let (out, status) = lines(&[
        "edit",
        "--as-idn",
        "http://xn--bcher-kva.example/a",
        "http://b%C3%BCcher.example/",
        "http://xn--pple-43d.com/",
        "http://xn--a.example/",
        "http://[::1]/",
    ]);
    assert_eq!(status, 0);
    assert_eq!(
        out,
        [
            "http://bücher.example/a",
            "http://bücher.example/",
            "http://xn--pple-43d.com/",
            "http://xn--a.example/",
            "http://[::1]/",
        ]
    );
    let out = run(
        &[
            "edit",
            "--as-idn",
            "--json",
            "http://xn--pple-43d.com/",
            "http://xn--a.example/",
            "http://xn--bcher-kva.example/",
            "http://xn--80ak6aa92e.com/",
            "http://xn--bcher-kva.xn--pple-43d.com/",
        ],
        b"",
    );
    let objs = json_lines(&out);
    assert_eq!(objs[0]["idn_kept"]["kind"], "script-mixing");
    assert!(objs[0]["idn_kept"]["message"]
        .as_str()
        .unwrap()
        .contains("Cyrillic"));
    assert_eq!(objs[1]["idn_kept"]["kind"], "not-idna");
    assert!(objs[2].get("idn_kept").is_none(), "{}", objs[2]);
    // All Cyrillic, a look-alike of "apple" under a Latin top-level domain.
    assert_eq!(objs[3]["idn_kept"]["kind"], "whole-script-confusable");
    assert_eq!(objs[3]["result"], "http://xn--80ak6aa92e.com/");
    // Label by label: the safe one shown, the other kept.
    assert_eq!(objs[4]["result"], "http://bücher.xn--pple-43d.com/");
    assert_eq!(objs[4]["idn_kept"]["kind"], "script-mixing");
    // Not a column.
    let out = run(
        &["edit", "--as-idn", "--fields", "idn_kept", "http://h/"],
        b"",
    );
    assert_eq!(code(&out), 2);
    // One of the two forms.
    let out = run(&["edit", "--as-idn", "--punycode", "http://h/"], b"");
    assert_eq!(code(&out), 2);
}

#[test]
fn punycode_and_set_host_write_a_labels() {
    let (out, _) = lines(&[
        "edit",
        "--punycode",
        "http://b%C3%BCcher.example/",
        "http://Example.COM/",
        "http://xn--bcher-kva.example/",
    ]);
    assert_eq!(
        out,
        [
            "http://xn--bcher-kva.example/",
            "http://Example.COM/",
            "http://xn--bcher-kva.example/",
        ]
    );
    // After --normalize, which would lower-case the escapes only.
    let (out, _) = lines(&[
        "edit",
        "--normalize",
        "--punycode",
        "HTTP://B%c3%bcCHER.example:80/",
    ]);
    assert_eq!(out, ["http://xn--bcher-kva.example/"]);
    // Not an IDN: left as it is, with the reason.
    let out = run(
        &["edit", "--punycode", "--json", "http://a%E2%80%AEb/"],
        b"",
    );
    let obj = &json_lines(&out)[0];
    assert_eq!(obj["result"], "http://a%E2%80%AEb/");
    assert_eq!(obj["idn_kept"]["kind"], "not-idna");
    // --set host=: a valid IDN as A-labels, other non-ASCII encoded.
    let (out, _) = lines(&["edit", "--set", "host=Bücher.example", "http://old/"]);
    assert_eq!(out, ["http://xn--bcher-kva.example/"]);
    let (out, _) = lines(&["edit", "--set", "host=a\u{202E}ü", "http://old/"]);
    assert_eq!(out, ["http://a%E2%80%AE%C3%BC/"]);
}

#[test]
fn host_placeholders_and_zone_ids() {
    let (out, _) = lines(&[
        "parse",
        "--format",
        "{idn:host}|{puny:host}|{zoneid}",
        "http://xn--bcher-kva.example/",
        "http://b%C3%BCcher.example/",
        "http://xn--pple-43d.com/",
        "mailto:a@b",
    ]);
    assert_eq!(
        out,
        [
            "bücher.example|xn--bcher-kva.example|",
            "bücher.example|xn--bcher-kva.example|",
            "xn--pple-43d.com|xn--pple-43d.com|",
            "||",
        ]
    );
    // Zone identifiers: RFC 9844's form and RFC 6874's, with --lenient only.
    let (out, _) = lines(&[
        "edit",
        "--lenient",
        "--format",
        "{host}|{zoneid}|{uri}",
        "http://[fe80::1%eth0]/a",
        "http://[fe80::1%25en1]:8080/",
    ]);
    assert_eq!(
        out,
        [
            "[fe80::1]|eth0|http://[fe80::1]/a",
            "[fe80::1]|en1|http://[fe80::1]:8080/"
        ]
    );
    let out = run(
        &["parse", "--format", "{zoneid}", "http://[fe80::1%25en1]/"],
        b"",
    );
    assert_eq!(code(&out), 1, "strictly, a zone is not RFC 3986");
}

#[test]
fn schemes_refuse_the_others() {
    let out = run(
        &[
            "edit",
            "--json",
            "--schemes",
            "http,HTTPS",
            "https://a/",
            "FTP://b/",
            "rel/x",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    let objs = json_lines(&out);
    assert_eq!(objs[0]["result"], "https://a/");
    assert_eq!(objs[1]["error"]["kind"], "scheme-not-allowed");
    assert_eq!(
        objs[1]["error"]["message"],
        "scheme 'FTP' is not allowed at index 0 (expected one of: http, HTTPS)"
    );
    assert_eq!(objs[2]["error"]["kind"], "scheme-not-allowed");
    // Checked on the input: a --set scheme does not let it in.
    let out = run(
        &[
            "edit",
            "--schemes",
            "http",
            "--set",
            "scheme=http",
            "ftp://b/",
        ],
        b"",
    );
    assert_eq!(code(&out), 1);
    assert!(out.stdout.is_empty());
    // lint's warning on the schemes that run code.
    let out = run(
        &[
            "lint",
            "--json",
            "javascript:alert(1)",
            "vbscript:x",
            "data:text/html,%3Cb%3E",
            "data:text/plain,x",
        ],
        b"",
    );
    let codes: Vec<bool> = json_lines(&out)
        .iter()
        .map(|o| {
            o["warnings"]
                .as_array()
                .unwrap()
                .iter()
                .any(|w| w["code"] == "script-scheme")
        })
        .collect();
    assert_eq!(codes, [true, true, true, false]);
}

#[test]
fn ignore_case_compares_keys_in_ascii_lower_case() {
    let uri = "https://e.example/?UTM_Source=x&b=2&A=1&a=0&Keep=1";
    let (out, _) = lines(&["edit", "--remove-query", "utm_*", uri]);
    assert_eq!(out, [uri], "case-sensitive by default");
    let (out, _) = lines(&["edit", "--ignore-case", "--remove-query", "utm_*", uri]);
    assert_eq!(out, ["https://e.example/?b=2&A=1&a=0&Keep=1"]);
    let (out, _) = lines(&["edit", "--ignore-case", "--keep-query", "KEEP", uri]);
    assert_eq!(out, ["https://e.example/?Keep=1"]);
    // Stable: A=1 before a=0, as written.
    let (out, _) = lines(&["edit", "--ignore-case", "--sort-query", uri]);
    assert_eq!(out, ["https://e.example/?A=1&a=0&b=2&Keep=1&UTM_Source=x"]);
    let (out, _) = lines(&["edit", "--sort-query", uri]);
    assert_eq!(out, ["https://e.example/?A=1&Keep=1&UTM_Source=x&a=0&b=2"]);
}

#[test]
fn parse_json_params_are_the_decoded_pairs() {
    let out = run(
        &[
            "parse",
            "--json",
            "?a=1&b=x+y%26z&&c&a=2",
            "http://h/",
            "http://h/?",
            "?%FF=%E2%80",
        ],
        b"",
    );
    let objs = json_lines(&out);
    assert_eq!(
        objs[0]["params"],
        json!([["a", "1"], ["b", "x y&z"], ["c", ""], ["a", "2"]])
    );
    assert!(objs[1].get("params").is_none());
    assert_eq!(objs[2]["params"], json!([]));
    assert_eq!(objs[3]["params"], json!([["\u{FFFD}", "\u{FFFD}"]]));
    // JSON only: not a column, and not in the view for people.
    let out = run(&["parse", "--fields", "params", "?a"], b"");
    assert_eq!(code(&out), 2);
    let out = run(&["parse", "?a=1"], b"");
    assert!(!text(&out.stdout).contains("params"));
    // The key comes after "fragment", before "scheme_data".
    let out = run(&["parse", "--json", "http://h/?a=1#f"], b"");
    let line = text(&out.stdout);
    let (f, p, s) = (
        line.find("\"fragment\""),
        line.find("\"params\""),
        line.find("\"scheme_data\""),
    );
    assert!(f < p && p < s, "{line}");
}

#[test]
fn guess_scheme_is_a_reported_repair() {
    let (out, status) = lines(&[
        "edit",
        "--guess-scheme",
        "example.com/path",
        "localhost:3000/api",
        "example.com:29",
        "FTP.example.org/pub",
        "imap.example.org",
        "ftp/x",
        "//cdn.example/x",
        "[::1]:80/",
        "mailto:a@b.example",
        "urn:isbn:0451450523",
        "/abs/path",
        "https://already.example/",
    ]);
    assert_eq!(status, 0);
    assert_eq!(
        out,
        [
            "http://example.com/path",
            "http://localhost:3000/api",
            "http://example.com:29",
            "ftp://FTP.example.org/pub",
            "imap://imap.example.org",
            "http://ftp/x",
            "http://cdn.example/x",
            "http://[::1]:80/",
            "mailto:a@b.example",
            "urn:isbn:0451450523",
            "/abs/path",
            "https://already.example/",
        ]
    );
    let (out, _) = lines(&["edit", "--guess-scheme=https", "a.example"]);
    assert_eq!(out, ["https://a.example"]);
    // Without it, --lenient guesses nothing.
    let (out, _) = lines(&[
        "edit",
        "--lenient",
        "example.com/path",
        "localhost:3000/api",
    ]);
    assert_eq!(out, ["example.com/path", "localhost:3000/api"]);
    // The repair is listed at its index in the input, before the others,
    // whose indices stay those of the input.
    let out = run(
        &["parse", "--guess-scheme", "--json", "  a.example/x y"],
        b"",
    );
    let obj = &json_lines(&out)[0];
    assert_eq!(obj["uri"], "http://a.example/x%20y");
    let repairs: Vec<(String, u64)> = obj["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["kind"].as_str().unwrap().to_owned(),
                r["index"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        repairs,
        [
            ("trimmed".to_owned(), 0),
            ("guessed-scheme".to_owned(), 2),
            ("percent-encoded".to_owned(), 13),
        ]
    );
    // An error's index is in the input too.
    let out = run(&["parse", "--guess-scheme", "--json", "exa mple.com/"], b"");
    let obj = &json_lines(&out)[0];
    assert_eq!(obj["valid"], false);
    assert_eq!(obj["error"]["index"], 3);
}
