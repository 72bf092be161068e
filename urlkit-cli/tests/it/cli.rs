//! `urlkit parse`, run as the real binary, against the command-line contract
//! of docs/cli.md: inputs from arguments or stdin lines, one JSON object per
//! input with every key in order, exit statuses 0/1/2, and the view for
//! people. (Tests of the other subcommands live in their own files.)

use std::io::Write;
use std::process::{Output, Stdio};

use serde_json::Value;

use crate::common::{code, run, stdout_lines, urlkit, PARSE_KEYS};

/// Keys the contract adds when they apply (docs/cli.md: `scheme_data` for
/// the RFC 1738 schemes, `params` when there is a query).
const OPTIONAL_KEYS: [&str; 2] = ["scheme_data", "params"];

/// Runs `urlkit parse ARGS...` with `stdin` as standard input.
fn parse_cmd(args: &[&str], stdin: &[u8]) -> Output {
    let args: Vec<&str> = ["parse"].iter().chain(args).copied().collect();
    run(&args, stdin)
}

/// The top-level keys of a JSON object line, in the order they are written
/// (serde_json's `Value` sorts them, so they are read here by hand).
fn top_level_keys(line: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut depth = 0usize;
    let mut chars = line.chars().peekable();
    let mut expecting_key = false;
    while let Some(c) = chars.next() {
        match c {
            '{' | '[' => {
                depth += 1;
                expecting_key = c == '{' && depth == 1;
            }
            '}' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 1 => expecting_key = true,
            '"' => {
                let mut s = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            s.push(c);
                            s.extend(chars.next());
                        }
                        '"' => break,
                        c => s.push(c),
                    }
                }
                if depth == 1 && expecting_key {
                    keys.push(s);
                    expecting_key = false;
                }
            }
            _ => {}
        }
    }
    keys
}

#[test]
fn parse_test_helper_reads_keys_in_written_order() {
    let line = r#"{"b":{"x":1,"y":[{"z":2}]},"a":"q\"\",\"r\":","c":null}"#;
    assert_eq!(top_level_keys(line), ["b", "a", "c"]);
}

/// Parses one output line, checking that it is a JSON object whose keys
/// are exactly `want` in that order (plus the allowed optional keys).
fn object(line: &str, want: &[&str]) -> serde_json::Map<String, Value> {
    let keys = top_level_keys(line);
    let required: Vec<&str> = keys
        .iter()
        .map(String::as_str)
        .filter(|k| !OPTIONAL_KEYS.contains(k))
        .collect();
    assert_eq!(required, want, "keys of {line}");
    match serde_json::from_str(line) {
        Ok(Value::Object(map)) => map,
        other => panic!("not a JSON object: {line} ({other:?})"),
    }
}

/// The expected value of a component: `None` is JSON `null`.
fn js(v: Option<&str>) -> Value {
    v.map_or(Value::Null, |s| Value::String(s.to_owned()))
}

#[test]
fn parse_json_contract_example() {
    let out = parse_cmd(&["--json", "http://u@[::1]:8080/p?q#f"], b"");
    assert_eq!(code(&out), 0);
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 1);
    let o = object(lines[0], &PARSE_KEYS);
    let want = [
        ("input", js(Some("http://u@[::1]:8080/p?q#f"))),
        ("valid", Value::Bool(true)),
        ("scheme", js(Some("http"))),
        ("authority", js(Some("u@[::1]:8080"))),
        ("userinfo", js(Some("u"))),
        ("host", js(Some("[::1]"))),
        ("host_kind", js(Some("ipv6"))),
        ("port", js(Some("8080"))),
        ("path", js(Some("/p"))),
        ("query", js(Some("q"))),
        ("fragment", js(Some("f"))),
    ];
    for (key, value) in want {
        assert_eq!(o[key], value, "{key}");
    }
    assert!(out.stderr.is_empty());
}

/// Each row: input, then scheme, authority, userinfo, host, host_kind,
/// port, path, query, fragment (`None` = absent = `null`).
type Row<'a> = (&'a str, [Option<&'a str>; 9]);

#[test]
fn parse_json_components_null_when_absent_empty_when_empty() {
    let rows: [Row; 9] = [
        (
            "",
            [None, None, None, None, None, None, Some(""), None, None],
        ),
        (
            "a",
            [None, None, None, None, None, None, Some("a"), None, None],
        ),
        (
            "file:///etc/hosts",
            [
                Some("file"),
                Some(""),
                None,
                Some(""),
                Some("reg-name"),
                None,
                Some("/etc/hosts"),
                None,
                None,
            ],
        ),
        (
            "//@:?#",
            [
                None,
                Some("@:"),
                Some(""),
                Some(""),
                Some("reg-name"),
                Some(""),
                Some(""),
                Some(""),
                Some(""),
            ],
        ),
        (
            "mailto:a@b.example",
            [
                Some("mailto"),
                None,
                None,
                None,
                None,
                None,
                Some("a@b.example"),
                None,
                None,
            ],
        ),
        (
            "HTTP://192.0.2.1:080/%7E",
            [
                Some("HTTP"),
                Some("192.0.2.1:080"),
                None,
                Some("192.0.2.1"),
                Some("ipv4"),
                Some("080"),
                Some("/%7E"),
                None,
                None,
            ],
        ),
        (
            "//256.0.0.1",
            [
                None,
                Some("256.0.0.1"),
                None,
                Some("256.0.0.1"),
                Some("reg-name"),
                None,
                Some(""),
                None,
                None,
            ],
        ),
        (
            "s://[v7.x:y]",
            [
                Some("s"),
                Some("[v7.x:y]"),
                None,
                Some("[v7.x:y]"),
                Some("ipvfuture"),
                None,
                Some(""),
                None,
                None,
            ],
        ),
        (
            "?#",
            [
                None,
                None,
                None,
                None,
                None,
                None,
                Some(""),
                Some(""),
                Some(""),
            ],
        ),
    ];
    let inputs: Vec<&str> = rows.iter().map(|r| r.0).collect();
    let mut args = vec!["--json", "--"];
    args.extend(&inputs);
    let out = parse_cmd(&args, b"");
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), rows.len());
    for ((input, values), line) in rows.iter().zip(lines) {
        let o = object(line, &PARSE_KEYS);
        assert_eq!(o["input"], js(Some(input)));
        assert_eq!(o["valid"], Value::Bool(true));
        for (key, value) in PARSE_KEYS[2..].iter().zip(values) {
            assert_eq!(o[*key], js(*value), "{key} of {input:?}");
        }
    }
}

#[test]
fn parse_json_invalid_has_error_with_kind_index_message() {
    let cases = [
        ("a b", "invalid-path", 1),
        ("http://h:8o/", "invalid-port", 10),
        ("http://[::1%25eth0]/", "invalid-ipv6", 11),
        ("1a:b", "colon-in-first-segment", 2),
        ("/%G1", "invalid-percent-encoding", 1),
        ("#a#", "invalid-fragment", 2),
    ];
    for (input, kind, index) in cases {
        let out = parse_cmd(&["--json", input], b"");
        assert_eq!(code(&out), 1, "{input}");
        let lines = stdout_lines(&out);
        assert_eq!(lines.len(), 1);
        let o = object(lines[0], &["input", "valid", "error"]);
        assert_eq!(o["input"], js(Some(input)));
        assert_eq!(o["valid"], Value::Bool(false));
        let error_at = lines[0].find("\"error\":").expect("error key") + "\"error\":".len();
        // A hint (`--iri` or `--lenient` would read it) comes last.
        let keys = top_level_keys(&lines[0][error_at..]);
        let hinted = o["error"]["hint"].is_string();
        let want: &[&str] = if hinted {
            &["kind", "index", "message", "hint"]
        } else {
            &["kind", "index", "message"]
        };
        assert_eq!(keys, want, "{input}");
        assert_eq!(o["error"]["kind"], js(Some(kind)), "{input}");
        assert_eq!(o["error"]["index"], Value::from(index), "{input}");
        let message = o["error"]["message"].as_str().expect("message");
        assert!(message.contains(&format!("at index {index}")), "{message}");
        assert!(message.contains("expected"), "{message}");
    }
}

#[test]
fn parse_exit_status_is_0_1_or_2() {
    assert_eq!(code(&parse_cmd(&["--json", "a", "b:c"], b"")), 0);
    assert_eq!(code(&parse_cmd(&["a", "b:c"], b"")), 0);
    // One invalid input among valid ones: 1, and every line still written.
    let out = parse_cmd(&["--json", "a", "a b", "c"], b"");
    assert_eq!(code(&out), 1);
    assert_eq!(stdout_lines(&out).len(), 3);
    // A usage error: 2, nothing on stdout, a message on stderr.
    let out = parse_cmd(&["--no-such-flag", "a"], b"");
    assert_eq!(code(&out), 2);
    assert!(out.stdout.is_empty());
    assert!(!out.stderr.is_empty());
}

#[test]
fn parse_unreadable_stdin_is_exit_2() {
    // Reading a directory fails with an I/O error on every Unix.
    let out = urlkit()
        .args(["parse", "--json"])
        .stdin(std::fs::File::open(env!("CARGO_MANIFEST_DIR")).expect("open a directory"))
        .output()
        .expect("run urlkit");
    assert_eq!(code(&out), 2);
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("urlkit: "), "{stderr}");
}

#[test]
fn parse_stdin_lines_in_order_trailing_cr_dropped() {
    let stdin = b"http://a/\r\nb c\n\n?q\r\nlast-without-newline";
    let out = parse_cmd(&["--json"], stdin);
    assert_eq!(code(&out), 1);
    let lines = stdout_lines(&out);
    let inputs: Vec<Value> = lines
        .iter()
        .map(|l| serde_json::from_str::<Value>(l).expect("JSON")["input"].clone())
        .collect();
    let want = ["http://a/", "b c", "", "?q", "last-without-newline"];
    assert_eq!(inputs, want.map(|s| js(Some(s))));
    let first = object(lines[0], &PARSE_KEYS);
    assert_eq!(first["path"], js(Some("/")));
    let fourth = object(lines[3], &PARSE_KEYS);
    assert_eq!(fourth["query"], js(Some("q")));
    // Only the trailing \r goes: one inside a line is an invalid byte.
    let out = parse_cmd(&["--json"], b"a\rb\r\n");
    let o = object(stdout_lines(&out)[0], &["input", "valid", "error"]);
    assert_eq!(o["input"], js(Some("a\rb")));
    assert_eq!(o["error"]["index"], Value::from(1));
}

#[test]
fn parse_arguments_and_stdin_give_the_same_output() {
    let inputs = ["http://h/p", "a b", "//[::1]:1", "x:y"];
    let from_args = parse_cmd(&[&["--json"][..], &inputs].concat(), b"");
    let from_stdin = parse_cmd(&["--json"], inputs.join("\n").as_bytes());
    assert_eq!(from_args.stdout, from_stdin.stdout);
    assert_eq!(code(&from_args), code(&from_stdin));
    let human_args = parse_cmd(&inputs, b"");
    let human_stdin = parse_cmd(&[], inputs.join("\r\n").as_bytes());
    assert_eq!(human_args.stdout, human_stdin.stdout);
}

#[test]
fn parse_non_utf8_stdin_line_is_invalid_not_a_crash() {
    let out = parse_cmd(&["--json"], b"http://a/\xff\xfe\nhttp://b/\n");
    assert_eq!(code(&out), 1);
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 2, "the next line is still read");
    let o = object(lines[0], &["input", "valid", "error"]);
    assert_eq!(o["valid"], Value::Bool(false));
    assert_eq!(o["error"]["kind"], js(Some("invalid-utf8")));
    assert_eq!(o["error"]["index"], Value::from(9));
    let o = object(lines[1], &PARSE_KEYS);
    assert_eq!(o["host"], js(Some("b")));
    // The view for people says the same.
    let out = parse_cmd(&[], b"\xc3(\n");
    assert_eq!(code(&out), 1);
    assert!(String::from_utf8_lossy(&out.stdout).contains("not UTF-8"));
}

#[cfg(unix)]
#[test]
fn parse_non_utf8_argument_is_invalid_not_a_crash() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let out = urlkit()
        .args(["parse", "--json"])
        .arg(OsStr::from_bytes(b"/a\x80"))
        .output()
        .expect("run urlkit");
    assert_eq!(code(&out), 1);
    let o = object(stdout_lines(&out)[0], &["input", "valid", "error"]);
    assert_eq!(o["error"]["kind"], js(Some("invalid-utf8")));
    assert_eq!(o["error"]["index"], Value::from(2));
}

#[test]
fn parse_json_escapes_controls_and_keeps_non_ascii() {
    // NUL cannot be in an argument: this one comes on stdin.
    let input = "a\u{0}b\t\"\\é";
    let out = parse_cmd(&["--json"], format!("{input}\n").as_bytes());
    assert_eq!(code(&out), 1);
    let line = stdout_lines(&out)[0];
    assert!(!line.contains('\u{0}') && !line.contains('\t'), "{line:?}");
    let o = object(line, &["input", "valid", "error"]);
    assert_eq!(o["input"], js(Some(input)));
    assert_eq!(o["error"]["index"], Value::from(1));
}

#[test]
fn parse_human_view_has_a_component_per_line() {
    let out = parse_cmd(&["http://u@[::1]:8080/p?q#f"], b"");
    assert_eq!(code(&out), 0);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let rows: Vec<(&str, &str)> = text
        .lines()
        .map(|l| {
            let (name, value) = l.split_once(' ').expect("name and value");
            (name, value.trim_start())
        })
        // The scheme-specific rows are tested with the RFC 1738 views.
        .filter(|(name, _)| *name != "scheme_data")
        .collect();
    assert_eq!(
        rows,
        [
            ("input", "http://u@[::1]:8080/p?q#f"),
            ("scheme", "http"),
            ("authority", "u@[::1]:8080"),
            ("userinfo", "u"),
            ("host", "[::1]"),
            ("host_kind", "ipv6"),
            ("port", "8080"),
            ("path", "/p"),
            ("query", "q"),
            ("fragment", "f"),
        ]
    );
    // Absent components get no line; empty ones do.
    let out = parse_cmd(&["a?"], b"");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let names: Vec<&str> = text
        .lines()
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(names, ["input", "path", "query"]);
}

#[test]
fn parse_human_view_puts_a_caret_under_the_failing_byte() {
    for (input, index) in [
        ("http://exa mple.com/", 10),
        ("a b", 1),
        ("//[::1", 6),
        ("%", 0),
    ] {
        let out = parse_cmd(&[input], b"");
        assert_eq!(code(&out), 1);
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        // A fourth line, when there is one, is the hint.
        assert!(
            lines.len() == 3 || (lines.len() == 4 && lines[3].starts_with("hint: ")),
            "{text}"
        );
        assert_eq!(lines[0], input);
        assert_eq!(lines[1], format!("{}^", " ".repeat(index)), "{input}");
        assert!(lines[2].starts_with("error: "), "{}", lines[2]);
        assert!(
            lines[2].contains(&format!("at index {index}")),
            "{}",
            lines[2]
        );
    }
    // A control character is shown escaped, and the caret still lines up
    // under it.
    let out = parse_cmd(&["a\tb"], b"");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "a\\tb");
    assert_eq!(lines[1], " ^");
}

#[test]
fn parse_human_view_separates_inputs_by_a_blank_line() {
    let out = parse_cmd(&["a", "b c", "d"], b"");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(text.split("\n\n").count(), 3, "{text}");
}

#[test]
fn parse_closed_stdout_is_not_an_error() {
    // Far more output than a pipe holds; the reader goes away at once.
    let mut child = urlkit()
        .args(["parse", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run urlkit");
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = "http://example.com/a/b?c#d\n".repeat(20_000);
    // The child may exit before reading everything: ignore our own EPIPE.
    let _ = stdin.write_all(lines.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().expect("wait");
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
}

#[cfg(target_os = "linux")]
#[test]
fn parse_write_error_is_exit_2() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("open /dev/full");
    let out = urlkit()
        .args(["parse", "--json", "http://h/"])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("run urlkit");
    assert_eq!(code(&out), 2);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("urlkit: "), "{stderr}");
}
