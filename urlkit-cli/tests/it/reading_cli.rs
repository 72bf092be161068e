//! The global `--iri` and `--lenient` options: every per-line subcommand
//! reads its inputs through one function (`cmd::line::read`), so each
//! works on the URI an IRI maps to, or a line is repaired into.

use crate::common::{code, json_lines, run, text};

#[test]
fn parse_iri_reports_components_as_written_and_adds_uri() {
    let out = run(
        &[
            "parse",
            "--iri",
            "--json",
            "https://Bücher.example/ä?ö#ü",
            "http://a/b",
        ],
        b"",
    );
    assert_eq!(code(&out), 0);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["host"], "Bücher.example");
    assert_eq!(lines[0]["path"], "/ä");
    assert_eq!(
        lines[0]["uri"],
        "https://xn--bcher-kva.example/%C3%A4?%C3%B6#%C3%BC"
    );
    assert!(lines[0].get("repairs").is_none());
    // An input that is already a URI maps to itself.
    assert_eq!(lines[1]["uri"], "http://a/b");
    // Without --iri, non-ASCII is invalid and there is no "uri".
    let out = run(&["parse", "--json", "https://bücher.example/"], b"");
    assert_eq!(code(&out), 1);
    assert!(json_lines(&out)[0].get("uri").is_none());
}

#[test]
fn other_subcommands_work_on_the_mapped_uri() {
    let iri = "HTTPS://Bücher.example/ä";
    let out = run(&["normalize", "--iri", iri], b"");
    assert_eq!(text(&out.stdout), "https://xn--bcher-kva.example/%C3%A4\n");
    let out = run(&["edit", "--iri", "--set", "port=8443", iri], b"");
    assert_eq!(
        text(&out.stdout),
        "HTTPS://xn--bcher-kva.example:8443/%C3%A4\n"
    );
    let out = run(&["resolve", "--iri", "--base", "http://a/b/", "ü"], b"");
    assert_eq!(text(&out.stdout), "http://a/b/%C3%BC\n");
    let out = run(
        &["check", "--iri", "--json", "http://ü/", "http://ü/ x"],
        b"",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[0]["uri"], "http://xn--tda/");
    assert_eq!(lines[1]["valid"], false);
    let out = run(
        &["stats", "--iri", "--json", "http://ü/", "http://xn--tda/"],
        b"",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hosts"]["xn--tda"], 2);
}

#[test]
fn lenient_repairs_and_lists_what_it_did() {
    let out = run(
        &[
            "parse",
            "--lenient",
            "--json",
            "HTTPS://Bücher.example/a b",
            "http://a/",
        ],
        b"",
    );
    assert_eq!(code(&out), 0);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["uri"], "HTTPS://xn--bcher-kva.example/a%20b");
    // Component keys are those of the repaired URI.
    assert_eq!(lines[0]["host"], "xn--bcher-kva.example");
    let kinds: Vec<&str> = lines[0]["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"idna") && kinds.contains(&"percent-encoded"),
        "{kinds:?}"
    );
    for r in lines[0]["repairs"].as_array().unwrap() {
        assert!(r["index"].is_u64() && r["message"].is_string());
    }
    assert_eq!(lines[1]["repairs"], serde_json::json!([]));
    // What cannot be repaired is invalid, with the usual error.
    let out = run(
        &["parse", "--lenient", "--json", "http://exa mple.com/"],
        b"",
    );
    assert_eq!(code(&out), 1);
    assert_eq!(json_lines(&out)[0]["valid"], false);
    assert!(json_lines(&out)[0]["error"]["kind"].is_string());
}

#[test]
fn check_lenient_shows_repairs_like_compiler_warnings() {
    let out = run(&["check", "--lenient", "http://a/b c"], b"");
    assert_eq!(code(&out), 0);
    let shown = text(&out.stdout);
    assert!(shown.starts_with("warning: "), "{shown}");
    assert!(shown.contains(" --> argument 1, byte 11"), "{shown}");
    assert!(shown.contains("1 | http://a/b c"), "{shown}");
    assert!(shown.ends_with("1 valid, 0 invalid\n"), "{shown}");
}

#[test]
fn lenient_normalize_and_edit_work_on_the_repaired_uri() {
    let out = run(
        &["normalize", "--lenient", "HTTPS://Bücher.example/a b"],
        b"",
    );
    assert_eq!(text(&out.stdout), "https://xn--bcher-kva.example/a%20b\n");
    let out = run(
        &[
            "edit",
            "--lenient",
            "--remove-query",
            "utm_*",
            " http://a/?utm_x=1&b=é ",
        ],
        b"",
    );
    assert_eq!(text(&out.stdout), "http://a/?b=%C3%A9\n");
}

#[test]
fn extract_finds_iris_with_iri_and_repairs_with_lenient() {
    let input = b"x https://b\xc3\xbccher.example/a|b y\n";
    // Strict: the candidate holds non-ASCII, so it is skipped, never cut
    // short to `https://b`.
    let out = run(&["extract"], input);
    assert_eq!(code(&out), 0);
    assert_eq!(text(&out.stdout), "");
    // --iri: the IRI as written, up to the `|` it does not allow.
    let out = run(
        &["--iri", "extract", "--json"],
        b"x https://b\xc3\xbccher.example/ y\n",
    );
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["text"], "https://bücher.example/");
    assert_eq!(lines[0]["uri"], "https://xn--bcher-kva.example/");
    assert!(lines[0].get("repairs").is_none());
    // --lenient: repaired whole, every repair at its byte offset in the input.
    let out = run(&["--lenient", "extract", "--json"], input);
    let lines = json_lines(&out);
    assert_eq!(lines[0]["uri"], "https://xn--bcher-kva.example/a%7Cb");
    let kinds: Vec<_> = lines[0]["repairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["kind"].as_str().unwrap().to_string(),
                r["index"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            ("idna".to_string(), 10),
            ("percent-encoded".to_string(), 27)
        ]
    );
    let out = run(&["--lenient", "extract"], input);
    assert_eq!(text(&out.stdout), "https://xn--bcher-kva.example/a%7Cb\n");
}
