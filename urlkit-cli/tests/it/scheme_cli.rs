//! `urlkit parse` and its `"scheme_data"` (RFC 1738), run as the real
//! binary.

use serde_json::{json, Value};

use crate::common::{json_lines, run, PARSE_KEYS};

/// The JSON object of `urlkit parse --json <uri>`, and the exit code.
fn parse_json(uri: &str) -> (Value, Option<i32>) {
    let out = run(&["parse", "--json", uri], b"");
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    assert_eq!(text.lines().count(), 1, "{text}");
    (
        serde_json::from_str(&text).expect("one JSON object"),
        out.status.code(),
    )
}

fn scheme_data(uri: &str) -> Value {
    let (obj, code) = parse_json(uri);
    assert_eq!(
        code,
        Some(0),
        "{uri}: a valid URI exits 0 even when scheme_data is invalid"
    );
    obj.get("scheme_data").cloned().unwrap_or(Value::Null)
}

#[test]
fn ftp_parts_in_contract_shape() {
    assert_eq!(
        scheme_data("ftp://myname@host.dom/%2Fetc/motd;type=a"),
        json!({"scheme": "ftp", "valid": true, "user": "myname", "password": null,
               "host": "host.dom", "port": 21, "cwd": ["/etc"], "name": "motd", "typecode": "a"})
    );
    assert_eq!(
        scheme_data("ftp://@host.com/"),
        json!({"scheme": "ftp", "valid": true, "user": "", "password": null,
               "host": "host.com", "port": 21, "cwd": [], "name": "", "typecode": null})
    );
    assert_eq!(
        scheme_data("FTP://foo:@host.com:2121"),
        json!({"scheme": "ftp", "valid": true, "user": "foo", "password": "",
               "host": "host.com", "port": 2121, "cwd": [], "name": null, "typecode": null})
    );
}

#[test]
fn every_scheme_has_its_parts() {
    let cases = [
        (
            "http://ds.internic.net/instructions/overview.html?a=1#WARNING",
            json!({"scheme": "http", "valid": true, "host": "ds.internic.net", "port": 80,
                   "path": "/instructions/overview.html", "search": "a=1"}),
        ),
        (
            "http://h",
            json!({"scheme": "http", "valid": true, "host": "h", "port": 80, "path": "/", "search": null}),
        ),
        (
            "gopher://h/7sel%09a%20b%09+",
            json!({"scheme": "gopher", "valid": true, "host": "h", "port": 70, "gtype": "7",
                   "selector": "sel", "search": "a b", "gopher_plus": "+"}),
        ),
        (
            "gopher://h",
            json!({"scheme": "gopher", "valid": true, "host": "h", "port": 70, "gtype": "1",
                   "selector": "", "search": null, "gopher_plus": null}),
        ),
        (
            "mailto:j%20d@example.org",
            json!({"scheme": "mailto", "valid": true, "addr": "j d@example.org"}),
        ),
        (
            "news:*",
            json!({"scheme": "news", "valid": true, "kind": "all", "group": null, "article": null}),
        ),
        (
            "news:comp.infosystems.www.misc",
            json!({"scheme": "news", "valid": true, "kind": "group",
                   "group": "comp.infosystems.www.misc", "article": null}),
        ),
        (
            "news:123%24@host.dom",
            json!({"scheme": "news", "valid": true, "kind": "article", "group": null,
                   "article": "123$@host.dom"}),
        ),
        (
            "nntp://news.example/comp.lang/42",
            json!({"scheme": "nntp", "valid": true, "host": "news.example", "port": 119,
                   "group": "comp.lang", "article": 42}),
        ),
        (
            "telnet://u:p%40@h:2323/",
            json!({"scheme": "telnet", "valid": true, "user": "u", "password": "p@",
                   "host": "h", "port": 2323}),
        ),
        (
            "wais://h/db?q",
            json!({"scheme": "wais", "valid": true, "host": "h", "port": 210, "kind": "index",
                   "database": "db", "search": "q", "wtype": null, "wpath": null}),
        ),
        (
            "wais://h/db/TEXT/x%20y",
            json!({"scheme": "wais", "valid": true, "host": "h", "port": 210, "kind": "doc",
                   "database": "db", "search": null, "wtype": "TEXT", "wpath": "x y"}),
        ),
        (
            "file:///home/me/a%20b.txt",
            json!({"scheme": "file", "valid": true, "host": "", "path": "/home/me/a b.txt"}),
        ),
        (
            "prospero://host.dom//pros/name;a=1;b=%3D",
            json!({"scheme": "prospero", "valid": true, "host": "host.dom", "port": 1525,
                   "hsoname": "/pros/name", "fields": [["a", "1"], ["b", "="]]}),
        ),
    ];
    for (uri, expected) in cases {
        assert_eq!(scheme_data(uri), expected, "{uri}");
    }
}

#[test]
fn scheme_errors_in_contract_shape() {
    let cases = [
        ("ftp://h/a;type=x", "ftptype", 15),
        ("nntp://h/g/12a", "article", 13),
        ("telnet://h/path", "telneturl", 11),
        ("news:1group", "group", 5),
        ("http://u@h/", "hostport", 7),
    ];
    for (uri, kind, index) in cases {
        let data = scheme_data(uri);
        let scheme = uri.split(':').next().unwrap();
        assert_eq!(data["scheme"], scheme, "{uri}");
        assert_eq!(data["valid"], false, "{uri}");
        assert_eq!(data["error"]["kind"], kind, "{uri}");
        assert_eq!(data["error"]["index"], index, "{uri}");
        let message = data["error"]["message"].as_str().unwrap();
        assert!(message.contains(&format!("at index {index}")), "{message}");
        assert!(message.contains("expected"), "{message}");
        let keys: Vec<&String> = data.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 3, "{uri}: {keys:?}");
    }
}

#[test]
fn existing_keys_keep_their_order_and_scheme_data_comes_last() {
    let out = run(&["parse", "--json", "ftp://h/f"], b"");
    let text = String::from_utf8(out.stdout).unwrap();
    let keys = PARSE_KEYS.iter().chain(&["scheme_data"]);
    let positions: Vec<usize> = keys
        .map(|k| {
            text.find(&format!("\"{k}\":"))
                .unwrap_or_else(|| panic!("{k} in {text}"))
        })
        .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert!(text.starts_with(r#"{"input":"ftp://h/f","valid":true,"scheme":"ftp","#));
}

#[test]
fn no_scheme_data_for_other_schemes_and_relative_references() {
    for uri in ["urn:isbn:0451450523", "https://h/", "/relative", "//h/x"] {
        let (obj, code) = parse_json(uri);
        assert_eq!(code, Some(0));
        assert_eq!(obj.get("scheme_data"), None, "{uri}");
        assert_eq!(obj["valid"], true);
    }
    let (obj, code) = parse_json("ftp://h/a b");
    assert_eq!(code, Some(1));
    assert_eq!(obj.get("scheme_data"), None);
}

#[test]
fn stdin_lines_get_scheme_data() {
    let out = run(&["parse", "--json"], b"news:*\r\nnntp://h/g/1\n");
    let kinds: Vec<Value> = json_lines(&out)
        .iter()
        .map(|obj| obj["scheme_data"]["scheme"].clone())
        .collect();
    assert_eq!(kinds, [json!("news"), json!("nntp")]);
}

#[test]
fn human_view_shows_scheme_data() {
    let out = run(&["parse", "ftp://myname@host.dom/%2Fetc/motd;type=a"], b"");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("scheme_data ftp (valid)"), "{text}");
    assert!(text.contains("  cwd          [\"/etc\"]"), "{text}");
    assert!(text.contains("  typecode     a"), "{text}");
    assert!(
        !text.contains("password"),
        "null parts are left out: {text}"
    );
    let out = run(&["parse", "nntp://h/g/12a"], b"");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("scheme_data nntp (invalid): invalid article at index 13"),
        "{text}"
    );
}
