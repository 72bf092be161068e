//! The global `--iri` option: every per-line subcommand
//! reads its inputs through one function (`cmd::line::read`), so each
//! works on the URI an IRI maps to.

mod common;
use common::{code, json_lines, run, text};

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
