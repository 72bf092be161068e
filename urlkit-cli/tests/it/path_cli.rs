//! `urlkit path to-url` and `urlkit path from-url`: both directions, both
//! styles, JSON, errors and exit statuses.

use crate::common::{run, text};
use serde_json::Value;

fn json_lines(out: &std::process::Output) -> Vec<Value> {
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn to_url_unix() {
    let out = run(
        &[
            "path",
            "to-url",
            "--style",
            "unix",
            "/home/me/a b/ü.txt",
            "/",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "file:///home/me/a%20b/%C3%BC.txt\nfile:///\n"
    );
    let out = run(
        &["path", "to-url", "--style", "unix", "--dir", "/srv/www"],
        b"",
    );
    assert_eq!(text(&out.stdout), "file:///srv/www/\n");
}

#[test]
fn to_url_reads_standard_input_and_reports_errors() {
    let out = run(
        &["path", "to-url", "--style", "unix", "--json"],
        b"/a\nrel\n/a/../b\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let v = json_lines(&out);
    assert_eq!(v.len(), 3);
    assert_eq!(v[0]["uri"], "file:///a");
    assert_eq!(v[1]["input"], "rel");
    assert_eq!(v[1]["error"]["kind"], "relative-path");
    assert_eq!(v[1]["error"]["index"], 0);
    assert_eq!(v[2]["error"]["kind"], "dot-segment");
    assert_eq!(v[2]["error"]["index"], 3);
    // For people the error goes to standard error (results only on
    // standard output).
    let human = run(&["path", "to-url", "--style", "unix"], b"rel\n");
    assert_eq!(text(&human.stdout), "");
    let t = text(&human.stderr);
    assert!(
        t.starts_with("rel\n^\nerror: path is not absolute at index 0"),
        "{t}"
    );
}

#[test]
fn to_url_windows() {
    let out = run(
        &[
            "path",
            "to-url",
            "--style",
            "windows",
            r"C:\Users\me\a b.txt",
            r"\\server\share\f",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "file:///C:/Users/me/a%20b.txt\nfile://server/share/f\n"
    );
    let out = run(
        &[
            "path",
            "to-url",
            "--style",
            "windows",
            "--json",
            r"\\.\COM1",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "device-path");
}

#[test]
fn from_url_unix() {
    let out = run(
        &[
            "path",
            "from-url",
            "--style",
            "unix",
            "file:///home/me/a%20b/%C3%BC.txt",
            "file://localhost/x",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "/home/me/a b/ü.txt\n/x\n");
    let out = run(
        &["path", "from-url", "--style", "unix", "--json"],
        b"file://server/x\nhttp://a/\nfile:///a%2Fb\nnot a uri\nfile:///%FF\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let v = json_lines(&out);
    let kinds: Vec<&str> = v
        .iter()
        .map(|o| o["error"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "host",
            "not-file-scheme",
            "encoded-separator",
            "invalid-scheme",
            "invalid-utf8"
        ]
    );
    assert_eq!(v[0]["error"]["index"], 7);
    assert_eq!(v[2]["error"]["index"], 9);
}

#[test]
fn from_url_windows() {
    let out = run(
        &[
            "path",
            "from-url",
            "--style",
            "windows",
            "--json",
            "file://server/share/a.txt",
            "file:///C:/x/",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let v = json_lines(&out);
    assert_eq!(v[0]["path"], r"\\server\share\a.txt");
    assert_eq!(v[1]["path"], r"C:\x\");
}

#[test]
fn round_trip_through_both_commands() {
    let paths = "/a b/c%d/ü\n/x/[y]/z;w=1\n";
    let urls = run(&["path", "to-url", "--style", "unix"], paths.as_bytes());
    assert_eq!(urls.status.code(), Some(0));
    let back = run(&["path", "from-url", "--style", "unix"], &urls.stdout);
    assert_eq!(text(&back.stdout), paths);
}

#[test]
fn native_style_is_the_platform_s() {
    let p = if cfg!(windows) { r"C:\x" } else { "/x" };
    let want = if cfg!(windows) {
        "file:///C:/x\n"
    } else {
        "file:///x\n"
    };
    assert_eq!(text(&run(&["path", "to-url", p], b"").stdout), want);
}

#[test]
fn help_and_man_page() {
    for args in [
        &["path", "--help"][..],
        &["path", "to-url", "--help"],
        &["path", "from-url", "--help"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(0));
        let help = text(&out.stdout);
        let examples = help.split("Examples:\n").nth(1).unwrap_or_default();
        assert!(examples.contains("  urlkit path "), "{help}");
    }
    let man = run(&["man", "path"], b"");
    assert!(text(&man.stdout).contains(".TH urlkit-path 1"));
}

#[test]
fn errors_on_long_inputs_show_a_window() {
    let long = format!("/{}/../x", "a".repeat(100_000));
    let out = run(&["path", "to-url", "--style", "unix", &long], b"");
    assert_eq!(out.status.code(), Some(1));
    let t = text(&out.stderr);
    assert!(t.lines().all(|l| l.len() < 400), "{}", t.len());
    assert!(
        t.contains("error: dot-segment in a path at index 100002"),
        "{}",
        &t[..200]
    );
    let out = run(&["path", "to-url", "--style", "unix", "--json", &long], b"");
    let v: Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert!(v["error"]["message"].as_str().unwrap().len() < 400);
}
