//! The `urlkit` binary on real workloads: generated files, many threads,
//! every output format parsed back, hostile lines, unreadable files and
//! closed pipes.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{
    closed_pipe_is_success, json_lines, read_csv, run, temp_dir, text, urlkit, write_lines,
};

/// Line `i` of the generated workload: mostly valid URLs of several shapes,
/// every 997th one invalid.
fn line(i: usize) -> String {
    match i % 5 {
        _ if i % 997 == 0 => format!("http://h{i}/a b"),
        0 => format!("http://host{}.example/p/{i}?q={i}#f", i % 13),
        1 => format!("https://u@[::1]:{}/{i}", i % 65536),
        2 => format!("mailto:user{i}@example.org"),
        3 => format!("../rel/{i}"),
        _ => format!("ftp://192.0.2.{}/file{i};type=a", i % 256),
    }
}

fn workload(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join("urls.txt");
    write_lines(&path, n, line);
    path
}

#[test]
fn order_is_kept_with_many_threads() {
    let dir = temp_dir("workload", "order");
    let n = 200_000;
    let path = workload(&dir, n);
    let p = path.to_str().unwrap();
    let out = run(&["parse", "--json", "-j", "8", "--input", p], b"");
    assert_eq!(out.status.code(), Some(1), "some lines are invalid");
    let stdout = text(&out.stdout);
    let mut count = 0;
    for (i, l) in stdout.lines().enumerate() {
        // Only the input is looked at here, so a cheap extraction will do.
        let want = serde_json::to_string(&line(i)).unwrap();
        assert!(
            l.starts_with(&format!("{{\"input\":{want},")),
            "line {i}: {l}"
        );
        count += 1;
    }
    assert_eq!(count, n);

    // The same through standard input (size unknown) and in check mode.
    let data = fs::read(&path).unwrap();
    let out = run(&["check", "--json", "--threads", "3"], &data);
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), n);
    // Decoding every object is slow in a debug build: a sample will do.
    for (i, l) in stdout.lines().enumerate().step_by(331) {
        let o: Value = serde_json::from_str(l).unwrap();
        assert_eq!(o["line"], (i + 1) as u64);
        assert_eq!(o["input"], line(i));
        assert_eq!(o["valid"], i % 997 != 0);
    }
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn one_thread_and_many_give_the_same_bytes() {
    let dir = temp_dir("workload", "same");
    let path = workload(&dir, 30_000);
    let p = path.to_str().unwrap();
    let one = run(&["parse", "--csv", "-j", "1", "-i", p], b"");
    let many = run(&["parse", "--csv", "-j", "4", "-i", p], b"");
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(one.stdout, many.stdout);
    let one = run(&["check", "-j", "1", "-i", p], b"");
    let many = run(&["check", "-j", "4", "-i", p], b"");
    assert_eq!(one.stdout, many.stdout);
    // Human records are separated by one empty line, across batches too.
    let one = run(&["parse", "-j", "1", "-i", p], b"");
    let many = run(&["parse", "-j", "4", "-i", p], b"");
    assert_eq!(one.stdout, many.stdout);
    let human = text(&many.stdout);
    assert!(human.starts_with("http://h0/a b\n ") && human.ends_with('\n'));
    assert!(!human.contains("\n\n\n") && !human.ends_with("\n\n"));
    assert_eq!(human.split("\n\n").count(), 30_000);
    fs::remove_dir_all(dir).unwrap();
}

const TRICKY: &[&str] = &[
    "http://a/b,c?x=\"1\"",
    "\"quoted\"",
    "mailto:a@b.c",
    "http://h:/",
    "a b",
    "http://a/%G1",
    "//host",
    "",
    "x:\t",
];

/// A CSV or tab field with its escapes undone (docs/cli.md: `\t`, `\n`,
/// `\r`, `\\` and `\u{HEX}` for the other controls and bidi characters).
fn unescape(field: &str) -> String {
    let mut out = String::new();
    let mut rest = field;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 1..];
        let (c, used) = match tail.chars().next() {
            Some('t') => ('\t', 1),
            Some('n') => ('\n', 1),
            Some('r') => ('\r', 1),
            Some('\\') => ('\\', 1),
            Some('u') => {
                let close = tail.find('}').expect("\\u{HEX} escape");
                let hex = &tail[2..close];
                let c = char::from_u32(u32::from_str_radix(hex, 16).unwrap()).unwrap();
                (c, close + 1)
            }
            other => panic!("unknown escape {other:?} in {field:?}"),
        };
        out.push(c);
        rest = &tail[used..];
    }
    out.push_str(rest);
    out
}

#[test]
fn csv_parses_back_to_the_json_values() {
    let stdin = TRICKY.join("\n");
    let json = json_lines(&run(&["parse", "--json"], stdin.as_bytes()));
    let csv_out = run(&["parse", "--csv"], stdin.as_bytes());
    assert_eq!(csv_out.status.code(), Some(1));
    assert!(text(&csv_out.stdout).ends_with("\r\n"), "RFC 4180 CRLF");
    let records = read_csv(text(&csv_out.stdout));
    let header = &records[0];
    assert_eq!(header[0], "input");
    assert_eq!(header.len(), 15);
    assert_eq!(records.len(), TRICKY.len() + 1);
    for (record, obj) in records[1..].iter().zip(&json) {
        assert_eq!(record.len(), header.len());
        for (name, value) in header.iter().zip(record) {
            let want = match name.strip_prefix("error_") {
                Some(key) => obj["error"][key].clone(),
                None => obj[name.as_str()].clone(),
            };
            let want = match want {
                Value::Null => String::new(),
                Value::String(s) => s,
                other => other.to_string(),
            };
            assert_eq!(unescape(value), want, "{name} of {obj}");
        }
    }
}

#[test]
fn fields_pick_columns_in_every_format() {
    let stdin = b"HTTP://Example.com:8080/p\nfoo:bar\n";
    let out = run(&["parse", "--fields", "host,port,valid"], stdin);
    assert_eq!(text(&out.stdout), "Example.com\t8080\ttrue\n\t\ttrue\n");
    let out = run(&["parse", "--json", "--fields", "port,host"], stdin);
    // Keys in the order asked for.
    assert_eq!(
        text(&out.stdout),
        "{\"port\":\"8080\",\"host\":\"Example.com\"}\n{\"port\":null,\"host\":null}\n"
    );
    let out = run(&["parse", "--csv", "--fields", "scheme"], stdin);
    assert_eq!(text(&out.stdout), "scheme\r\nHTTP\r\nfoo\r\n");
    let out = run(
        &["check", "--csv", "--fields", "line,valid"],
        b"a b\nhttp://x\n",
    );
    assert_eq!(text(&out.stdout), "line,valid\r\n1,false\r\n2,true\r\n");
    let out = run(&["parse", "--fields", "nope"], b"x\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid value 'nope' for '--fields"));
}

#[test]
fn exit_codes() {
    let ok = run(&["parse", "--json", "http://a/"], b"");
    assert_eq!(ok.status.code(), Some(0));
    let ok = run(&["check"], b"http://a/\r\n/b\n");
    assert_eq!(ok.status.code(), Some(0));
    assert_eq!(text(&ok.stdout), "2 valid, 0 invalid\n");
    let bad = run(&["check", "http://a/", "a b"], b"");
    assert_eq!(bad.status.code(), Some(1));
    let bad = run(&["stats"], b"a b\n");
    assert_eq!(bad.status.code(), Some(1));
    let usage = run(&["parse", "--no-such-flag"], b"");
    assert_eq!(usage.status.code(), Some(2));
    let usage = run(&["parse", "--json", "--csv", "x"], b"");
    assert_eq!(usage.status.code(), Some(2));
    let usage = run(&["parse", "-j", "100000", "x"], b"");
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn non_utf8_and_nul_lines_are_invalid_inputs() {
    let out = run(
        &["parse", "--json"],
        b"http://a/\n\xff\xfe/x\nx\0y\nhttp://b/\xc3\n\0\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let objs = json_lines(&out);
    assert_eq!(objs.len(), 5);
    assert_eq!(objs[0]["valid"], true);
    assert_eq!(objs[1]["error"]["kind"], "invalid-utf8");
    assert_eq!(objs[1]["error"]["index"], 0);
    assert_eq!(objs[2]["input"], "x\u{0}y");
    assert_eq!(objs[2]["error"]["kind"], "invalid-path");
    assert_eq!(objs[2]["error"]["index"], 1);
    assert_eq!(objs[3]["error"]["kind"], "invalid-utf8");
    assert_eq!(objs[3]["error"]["index"], 9);
    assert_eq!(objs[4]["input"], "\u{0}");

    let out = run(&["check"], b"ok:x\n\xffbad\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("<stdin>:2:1"), "{stdout}");
    assert!(stdout.contains("input is not UTF-8 at index 0"), "{stdout}");
    assert!(stdout.ends_with("1 valid, 1 invalid\n"), "{stdout}");
}

#[test]
fn check_reports_like_a_compiler() {
    let dir = temp_dir("workload", "check");
    let path = dir.join("list.txt");
    fs::write(&path, "http://a/\nhttp://a/%G1\nhttp://b/\n").unwrap();
    let out = run(&["check", "-i", path.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1));
    let want = format!(
        "error: invalid percent-encoding at index 9: '%G1' (expected '%' followed by two hex digits)\n \
         --> {}:2:10\n  |\n2 | http://a/%G1\n  |          ^\n  \
         = hint: --lenient would repair this ('%' at 9 -> %25)\n\n2 valid, 1 invalid\n",
        path.display()
    );
    assert_eq!(text(&out.stdout), want);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn ten_megabyte_lines() {
    let big = format!("http://h/{}", "a".repeat(10 << 20));
    let bad = format!("http://h/{} {}", "a".repeat(5 << 20), "b".repeat(5 << 20));
    let stdin = format!("{big}\n{bad}\nhttp://after/\n");
    let out = run(&["parse", "--json"], stdin.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let objs = json_lines(&out);
    assert_eq!(objs.len(), 3);
    assert_eq!(objs[0]["path"].as_str().map(str::len), Some(1 + (10 << 20)));
    assert_eq!(objs[1]["error"]["index"], 9 + (5 << 20));
    assert_eq!(objs[2]["host"], "after");
    // The caret view shows a window around the error, not 10 MB.
    let out = run(&["check"], stdin.as_bytes());
    assert!(out.stdout.len() < 1000, "{}", out.stdout.len());
    assert!(text(&out.stdout).contains(&format!("<stdin>:2:{}", 10 + (5 << 20))));
}

#[test]
fn unreadable_file_is_reported_and_the_rest_still_read() {
    let dir = temp_dir("workload", "unreadable");
    let good = dir.join("good.txt");
    fs::write(&good, "http://a/\n").unwrap();
    let missing = dir.join("missing.txt");
    let out = run(
        &[
            "parse",
            "--json",
            "-i",
            missing.to_str().unwrap(),
            "-i",
            good.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(&format!("urlkit: {}: ", missing.display())),
        "{stderr}"
    );
    assert_eq!(json_lines(&out).len(), 1);
    // A directory cannot be read as lines either.
    let out = run(&["check", "-i", dir.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with(&format!("urlkit: {}: ", dir.display())));
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn arguments_then_files_then_stdin_dash() {
    let dir = temp_dir("workload", "sources");
    let f = dir.join("f.txt");
    fs::write(&f, "http://file/\r\n").unwrap();
    let out = run(
        &[
            "parse",
            "--fields",
            "host",
            "-i",
            f.to_str().unwrap(),
            "-i",
            "-",
            "http://arg/",
        ],
        b"http://stdin/\n",
    );
    assert_eq!(text(&out.stdout), "arg\nfile\nstdin\n");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn closed_pipe_exits_zero() {
    let dir = temp_dir("workload", "pipe");
    let path = workload(&dir, 100_000);
    for threads in ["1", "4"] {
        let first = closed_pipe_is_success(&[
            "parse",
            "--json",
            "-j",
            threads,
            "-i",
            path.to_str().unwrap(),
        ]);
        assert!(first.starts_with("{\"input\":"), "threads {threads}");
    }
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn stats_counts_a_whole_input() {
    let stdin = "HTTP://A.example/\nhttp://a.example:8080/\nhttps://[::1]/\nmailto:x@y\na b\n%\n";
    let out = run(&["stats", "--json", "--top", "1"], stdin.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["lines"], 6);
    assert_eq!(v["valid"], 4);
    assert_eq!(v["invalid"], 2);
    assert_eq!(v["schemes"]["http"], 2);
    // --top cuts the tables; "other" says how many inputs are not listed.
    assert_eq!(v["other"]["schemes"], 2);
    assert_eq!(v["schemes"].as_object().map(|o| o.len()), Some(1));
    assert_eq!(v["hosts"]["a.example"], 2);
    assert_eq!(v["invalid_reasons"].as_object().map(|o| o.len()), Some(1));
    assert_eq!(v["other"]["invalid_reasons"], 1);
    let human = run(&["stats"], stdin.as_bytes());
    let t = text(&human.stdout);
    assert!(t.starts_with("lines    6"), "{t}");
    assert!(t.contains("a.example"), "{t}");
}

#[test]
fn help_completions_and_man_page() {
    for sub in ["parse", "check", "stats", "completions", "man"] {
        let out = run(&[sub, "--help"], b"");
        assert_eq!(out.status.code(), Some(0));
        assert!(text(&out.stdout).contains("Examples:"), "{sub}");
    }
    for (shell, marker) in [
        ("bash", "_urlkit()"),
        ("zsh", "#compdef urlkit"),
        ("fish", "complete -c urlkit"),
    ] {
        let out = run(&["completions", shell], b"");
        assert_eq!(out.status.code(), Some(0));
        let script = text(&out.stdout);
        assert!(script.contains(marker), "{shell}");
        assert!(
            script.contains("check") && script.contains("input"),
            "{shell}"
        );
    }
    let man = run(&["man"], b"");
    let page = text(&man.stdout);
    assert!(page.contains(".TH urlkit 1"), "{page}");
    assert!(page.contains("check") && page.contains("stats"));
    let man = run(&["man", "check"], b"");
    assert!(text(&man.stdout).contains(".TH urlkit-check 1"));
    assert_eq!(run(&["man", "nope"], b"").status.code(), Some(2));
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let out = run(&["check", "--color", "always", "a b"], b"");
    assert!(text(&out.stdout).contains("\x1b[1;31merror:\x1b[0m"));
    let out = urlkit()
        .args(["check", "a b"])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!text(&out.stdout).contains('\x1b'));
    // Not a terminal: no colour by default.
    let out = run(&["parse", "a b"], b"");
    assert!(!text(&out.stdout).contains('\x1b'));
}

#[test]
fn lines_over_the_limit_are_cut_and_reported_too_long() {
    // 64 MiB is the limit (input::MAX_LINE): a longer line is an invalid
    // input, memory stays bounded, and the next line is read as usual.
    let huge = format!("http://h/{}\nhttp://next/\n", "é".repeat(33 << 20));
    let out = run(
        &["check", "--fields", "line,valid,error_kind"],
        huge.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    // Review bug 2: every line, the valid ones too.
    assert_eq!(text(&out.stdout), "1\tfalse\ttoo-long\n2\ttrue\t\n");
    assert_eq!(text(&out.stderr), "");
}
