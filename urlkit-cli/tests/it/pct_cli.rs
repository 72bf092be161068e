//! `urlkit encode` and `urlkit decode`, run as the real binary.

use crate::common::{json_lines, run};

#[test]
fn encode_json_has_the_contract_keys_in_order() {
    let out = run(
        &[
            "encode",
            "--component",
            "query-value",
            "--json",
            "rust & C++",
            "a=b",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"input":"rust & C++","component":"query-value","encoded":"rust%20%26%20C%2B%2B"}"#,
            r#"{"input":"a=b","component":"query-value","encoded":"a%3Db"}"#,
        ]
    );
}

#[test]
fn encode_every_component() {
    let input = "a b/c?d#e&f=g+h:i@j;k";
    let expected = [
        ("userinfo", "a%20b%2Fc%3Fd%23e&f=g+h:i%40j;k"),
        ("reg-name", "a%20b%2Fc%3Fd%23e&f=g+h%3Ai%40j;k"),
        ("segment", "a%20b%2Fc%3Fd%23e&f=g+h:i@j;k"),
        ("path", "a%20b/c%3Fd%23e&f=g+h:i@j;k"),
        ("query", "a%20b/c?d%23e&f=g+h:i@j;k"),
        ("query-value", "a%20b/c?d%23e%26f%3Dg%2Bh:i@j%3Bk"),
        ("fragment", "a%20b/c?d%23e&f=g+h:i@j;k"),
        ("form", "a+b%2Fc%3Fd%23e%26f%3Dg%2Bh%3Ai%40j%3Bk"),
    ];
    for (name, encoded) in expected {
        let out = run(&["encode", "--component", name, input], b"");
        assert_eq!(out.status.code(), Some(0), "{name}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{encoded}\n"),
            "{name}"
        );
    }
}

#[test]
fn encode_reads_stdin_lines_and_drops_cr() {
    let out = run(
        &["encode", "--component", "segment", "--json"],
        b"a/b\r\nc d\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["input"], "a/b");
    assert_eq!(lines[0]["encoded"], "a%2Fb");
    assert_eq!(lines[1]["encoded"], "c%20d");
}

#[test]
fn encode_rejects_an_unknown_component_as_usage_error() {
    let out = run(&["encode", "--component", "host", "x"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn encode_input_that_is_not_utf8_is_invalid() {
    let out = run(&["encode", "--component", "path", "--json"], b"ok\n\xff\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["encoded"], "ok");
    assert_eq!(lines[1]["error"]["kind"], "invalid-utf8");
    assert_eq!(lines[1]["error"]["index"], 0);
}

#[test]
fn decode_json_and_errors() {
    let out = run(&["decode", "--json", "caf%C3%A9", "50%", "%FF", "a+b"], b"");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0],
        serde_json::json!({"input": "caf%C3%A9", "decoded": "café"})
    );
    assert_eq!(lines[1]["error"]["kind"], "invalid-percent-encoding");
    assert_eq!(lines[1]["error"]["index"], 2);
    assert!(lines[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("index 2"));
    assert_eq!(lines[2]["error"]["kind"], "invalid-utf8");
    assert_eq!(lines[2]["error"]["index"], 0);
    // RFC 3986 decoding never turns '+' into a space.
    assert_eq!(lines[3]["decoded"], "a+b");
    // The contract's key order: input first, then error.
    let raw = String::from_utf8(out.stdout).unwrap();
    assert!(raw
        .lines()
        .nth(1)
        .unwrap()
        .starts_with(r#"{"input":"50%","error":{"kind":"#));
}

#[test]
fn decode_form_reads_plus_as_space() {
    let out = run(&["decode", "--form", "a+b%2Bc"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "a b+c\n");
}

#[test]
fn decode_human_error_shows_a_caret() {
    let out = run(&["decode", "ab%4"], b"");
    assert_eq!(out.status.code(), Some(1));
    // The diagnostic goes to standard error: standard output holds results.
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("ab%4\n  ^\nerror: invalid percent-encoding at index 2"),
        "{stderr}"
    );
}

#[test]
fn decode_reads_stdin_when_no_text_is_given() {
    let out = run(&["decode", "--json"], b"%41\n\xfe%41\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["decoded"], "A");
    assert_eq!(lines[1]["error"]["kind"], "invalid-utf8");
}

#[test]
fn encode_then_decode_is_the_identity() {
    let text = "päth/with spaces & ünïcode?#%";
    // Every name `--component` takes: the library's.
    for component in urlkit::pct::Component::ALL.map(|c| c.name()) {
        let enc = run(&["encode", "--component", component, text], b"");
        let encoded = String::from_utf8(enc.stdout).unwrap();
        let encoded = encoded.trim_end_matches('\n');
        let mut args = vec!["decode"];
        if component == "form" {
            args.push("--form");
        }
        args.push(encoded);
        let dec = run(&args, b"");
        assert_eq!(dec.status.code(), Some(0), "{component}");
        assert_eq!(
            String::from_utf8(dec.stdout).unwrap(),
            format!("{text}\n"),
            "{component}"
        );
    }
}
