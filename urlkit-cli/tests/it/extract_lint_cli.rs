//! `urlkit extract` and `urlkit lint`, run as the real binary.

use crate::common::{json_lines, run};

const RFC3986_C: &str = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
but you can probably pick it up from <ftp://foo.example.\n\
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n\
ietf/uri/historical.html#WARNING>.\n";

#[test]
fn extract_plain_from_stdin() {
    let out = run(&["extract"], RFC3986_C.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://www.w3.org/Addressing/\nftp://foo.example.com/rfc/\n\
         http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n"
    );
}

#[test]
fn extract_json_positions() {
    let out = run(&["extract", "--json"], RFC3986_C.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    let keys: Vec<&String> = lines[0].as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 5);
    for line in &lines {
        let (s, e) = (
            line["start"].as_u64().unwrap() as usize,
            line["end"].as_u64().unwrap() as usize,
        );
        let taken: String = RFC3986_C[s..e].split_whitespace().collect();
        assert_eq!(taken, line["uri"].as_str().unwrap());
    }
    assert_eq!(lines[0]["uri"], "http://www.w3.org/Addressing/");
    assert_eq!(
        (lines[0]["line"].as_u64(), lines[0]["column"].as_u64()),
        (Some(1), Some(29))
    );
    assert_eq!(lines[1]["uri"], "ftp://foo.example.com/rfc/");
    // The column of a bracketed URI is that of its first character after `<`.
    assert_eq!(
        (lines[1]["line"].as_u64(), lines[1]["column"].as_u64()),
        (Some(2), Some(39))
    );
    assert_eq!(
        (lines[2]["line"].as_u64(), lines[2]["column"].as_u64()),
        (Some(3), Some(34))
    );
}

#[test]
fn extract_columns_count_characters() {
    let text = "是的，Jim，我发现它在<URL:ftp://info.cern.ch/pub/www/doc;type=d>上\n";
    let lines = json_lines(&run(&["extract", "--json"], text.as_bytes()));
    assert_eq!(lines[0]["column"], 18);
    assert_eq!(lines[0]["start"], 35);
    assert_eq!(lines[0]["end"], 72);
}

#[test]
fn extract_files_and_missing_file() {
    let dir = std::env::temp_dir().join(format!("urlkit-extract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    std::fs::write(&a, "see http://a.example/.\n").unwrap();
    std::fs::write(&b, "\n(mailto:b@b.example)\n").unwrap();
    let out = run(
        &[
            "extract",
            "--json",
            a.to_str().unwrap(),
            b.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["uri"], "http://a.example/");
    assert_eq!(lines[1]["uri"], "mailto:b@b.example");
    // Lines and offsets count from the start of each file, so with FILE
    // arguments every object names its file, after the contract's keys.
    assert_eq!(
        (lines[1]["line"].as_u64(), lines[1]["start"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(lines[0]["file"], a.to_str().unwrap());
    assert_eq!(lines[1]["file"], b.to_str().unwrap());
    let raw = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(
        raw.starts_with(
            r#"{"uri":"http://a.example/","line":1,"column":5,"start":4,"end":21,"file":"#
        ),
        "{raw}"
    );
    // Without FILE arguments the object is exactly the contract's.
    let out = run(&["extract", "--json"], b"see http://a.example/.\n");
    assert_eq!(json_lines(&out)[0].as_object().unwrap().len(), 5);
    // "-" reads standard input, named "-".
    let out = run(
        &["extract", "--json", "-", a.to_str().unwrap()],
        b"<URL:news:comp.lang>\n",
    );
    let lines = json_lines(&out);
    assert_eq!(
        (lines[0]["uri"].as_str(), lines[0]["file"].as_str()),
        (Some("news:comp.lang"), Some("-"))
    );
    assert_eq!(lines[1]["file"], a.to_str().unwrap());

    // A file that cannot be read (a directory) is reported like a missing
    // one; the other files are still scanned.
    let out = run(
        &["extract", dir.to_str().unwrap(), a.to_str().unwrap()],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://a.example/\n"
    );
    assert!(!out.stderr.is_empty());

    let missing = dir.join("missing.txt");
    let out = run(
        &["extract", missing.to_str().unwrap(), a.to_str().unwrap()],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://a.example/\n"
    );
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("missing.txt"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn extract_survives_bytes_that_are_not_utf8() {
    let out = run(
        &["extract", "--json"],
        b"\xff\xfe http://a.example/\xc3\x28 \x80\n\xe2\x82 x://y\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["uri"], "http://a.example/");
    assert_eq!(lines[0]["column"], 4);
    assert_eq!(lines[1]["uri"], "x://y");
    assert_eq!(lines[1]["line"], 2);
}

#[test]
fn extract_streams_a_large_input() {
    // 4 MiB of log lines; the output arrives in order with offsets that
    // point into the input.
    let line = "2026-01-01 GET http://h.example/a?b=1 200 \u{2014} ok\n";
    let text = line.repeat(4 * 1024 * 1024 / line.len());
    let out = run(&["extract", "--json"], text.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), text.lines().count());
    let last = lines.last().unwrap();
    let start = last["start"].as_u64().unwrap() as usize;
    assert_eq!(&text[start..start + 22], "http://h.example/a?b=1");
    assert_eq!(last["line"].as_u64().unwrap() as usize, lines.len());
}

#[test]
fn lint_json_objects() {
    let out = run(
        &[
            "lint",
            "--json",
            "https://example.com/",
            "gopher://h:25/_HELO%0D%0A",
            "a b",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["input"], "https://example.com/");
    assert_eq!(lines[0]["warnings"], serde_json::json!([]));
    let w = lines[1]["warnings"].as_array().unwrap();
    let codes: Vec<&str> = w.iter().map(|w| w["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["other-service-port", "encoded-newline"]);
    assert_eq!(w[0]["severity"], "danger");
    assert_eq!(
        (w[0]["start"].as_u64(), w[0]["end"].as_u64()),
        (Some(11), Some(13))
    );
    assert_eq!(w[0].as_object().unwrap().len(), 5);
    // Keys in the contract's order.
    let raw = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(raw.contains(r#"{"code":"other-service-port","severity":"danger","message":""#));
    assert!(raw.contains(r#","start":11,"end":13}"#));
    assert!(raw.starts_with(r#"{"input":"https://example.com/","warnings":[]}"#));
    assert_eq!(lines[2]["error"]["kind"], "invalid-path");
    assert_eq!(lines[2]["error"]["index"], 1);
    // Every line has "warnings"; an input that does not parse is never an
    // empty (clean) list but one "invalid-uri" danger at the error.
    let w = lines[2]["warnings"].as_array().unwrap();
    assert_eq!(w.len(), 1);
    assert_eq!(w[0]["code"], "invalid-uri");
    assert_eq!(w[0]["severity"], "danger");
    assert_eq!(
        (w[0]["start"].as_u64(), w[0]["end"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(w[0]["message"], lines[2]["error"]["message"]);
    assert!(raw.contains(r#"{"input":"a b","warnings":[{"code":"invalid-uri","#));
}

#[test]
fn lint_json_error_at_the_end_of_the_input() {
    // "http://[" fails at its end: the span is empty, never past the text.
    let out = run(&["lint", "--json", "--severity", "danger", "http://["], b"");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    let w = &lines[0]["warnings"][0];
    assert_eq!(w["code"], "invalid-uri");
    assert!(w["start"].as_u64() <= w["end"].as_u64());
    assert!(w["end"].as_u64().unwrap() <= 8);
}

#[test]
fn lint_exit_status_follows_severity() {
    // Only an info warning (a non-default port above 1023).
    let info = "http://example.com:8080/";
    assert_eq!(run(&["lint", info], b"").status.code(), Some(0));
    assert_eq!(
        run(&["lint", "--severity", "info", info], b"")
            .status
            .code(),
        Some(1)
    );
    // A warning, not a danger.
    let warning = "http://example.com:81/";
    assert_eq!(run(&["lint", warning], b"").status.code(), Some(1));
    assert_eq!(
        run(&["lint", "--severity", "danger", warning], b"")
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        run(&["lint", "--severity", "danger", "ftp://u:p@h/"], b"")
            .status
            .code(),
        Some(1)
    );
    assert_eq!(
        run(&["lint", "--severity", "fatal", info], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        run(&["lint", "https://example.com/"], b"").status.code(),
        Some(0)
    );
}

#[test]
fn lint_reads_stdin_lines() {
    let out = run(
        &["lint", "--json"],
        b"http://127.1/\r\nhttps://example.com/\n\xff\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["input"], "http://127.1/");
    assert_eq!(lines[0]["warnings"][0]["code"], "rare-ipv4-form");
    assert_eq!(lines[1]["warnings"], serde_json::json!([]));
    assert_eq!(lines[2]["error"]["kind"], "invalid-utf8");
    assert_eq!(lines[2]["warnings"][0]["code"], "invalid-uri");
}

#[test]
fn lint_for_people() {
    let out = run(
        &["lint", "--all", "http://0x7f.1/", "https://example.com/"],
        b"",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("danger  rare-ipv4-form [7..13]"), "{text}");
    assert!(text.contains("https://example.com/: no warnings"), "{text}");
    // Review bug 9: a clean URI prints nothing unless asked (--all).
    let out = run(&["lint", "https://example.com/"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "");
}

/// A URI followed by non-ASCII letters is never printed cut short
/// (`https://b` of `https://bücher.example/` is another host). Strict by
/// default, so the IRI is skipped whole.
#[test]
fn extract_never_cuts_a_uri_inside_a_word() {
    let out = run(
        &["extract"],
        "x https://bücher.example/ y http://a.example/%zz z http://ok.example/\n".as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://ok.example/\n"
    );
}
