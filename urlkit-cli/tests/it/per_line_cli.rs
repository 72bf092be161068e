//! Every subcommand on the same footing, run as the real binary: the
//! per-line ones (encode, decode, resolve, normalize, relative, lint) on
//! many threads in input order, reading `--input` files, with `--csv` and
//! `--fields` where they have columns; lines cut at 64 MiB reported as
//! too long by each; a closed pipe is success for each, extract included;
//! `--help`, completions and the man page cover every subcommand.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;

use crate::common::{
    closed_pipe_is_success, json_lines, read_csv, run, temp_dir, text, write_lines, BASE,
};

/// Line `i` of a generated file: URIs and references of several shapes,
/// percent-encodings, text to encode, and every 211th line invalid.
fn line(i: usize) -> String {
    match i % 4 {
        _ if i % 211 == 0 => format!("http://h{i}/a b%"),
        0 => format!("HTTP://Host{}.Example:80/p/./{i}/%7e?q={i}#f", i % 13),
        1 => format!("http://a/b/c/{i}/../g;x?y"),
        2 => format!("../rel/{i}?a=%41"),
        _ => format!("ftp://192.0.2.{}/file{i};type=a", i % 256),
    }
}

/// A file of `n` generated lines, big enough (over 1 MiB) for threads.
fn workload(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join("lines.txt");
    let len = write_lines(&path, n, line);
    assert!(len > 1 << 20, "{len}");
    path
}

/// Each per-line subcommand with its options, and the JSON key that holds
/// its input.
const PER_LINE: &[(&[&str], &str)] = &[
    (&["encode", "--component", "query-value"], "input"),
    (&["decode"], "input"),
    (&["resolve", "--base", BASE], "ref"),
    (&["normalize"], "input"),
    (&["relative", "--base", BASE], "target"),
    (&["lint"], "input"),
];

fn with(cmd: &[&str], more: &[&str]) -> Vec<String> {
    cmd.iter().chain(more).map(|s| s.to_string()).collect()
}

fn run_owned(args: &[String], stdin: &[u8]) -> Output {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args, stdin)
}

#[test]
fn every_per_line_subcommand_keeps_input_order_on_many_threads() {
    let dir = temp_dir("perline", "order");
    let n = 40_000;
    let path = workload(&dir, n);
    let p = path.to_str().unwrap();
    for (cmd, key) in PER_LINE {
        let one = run_owned(&with(cmd, &["--json", "-j", "1", "-i", p]), b"");
        let many = run_owned(&with(cmd, &["--json", "-j", "4", "-i", p]), b"");
        assert_eq!(one.stdout, many.stdout, "{cmd:?}");
        assert_eq!(one.status.code(), many.status.code(), "{cmd:?}");
        // Every line is text to encode; the others see invalid lines.
        let want = if cmd[0] == "encode" { 0 } else { 1 };
        assert_eq!(one.status.code(), Some(want), "{cmd:?}");
        let out = text(&many.stdout);
        let mut count = 0;
        for (i, l) in out.lines().enumerate() {
            // Only the input is checked here: a cheap look will do.
            let want = format!("\"{key}\":{}", serde_json::to_string(&line(i)).unwrap());
            assert!(l.contains(&want), "{cmd:?} line {i}: {l}");
            count += 1;
        }
        assert_eq!(count, n, "{cmd:?}");
        // Standard input (size unknown) gives the same bytes (one
        // subcommand is enough: the reader is shared).
        if cmd[0] == "resolve" {
            let data = fs::read(&path).unwrap();
            let piped = run_owned(&with(cmd, &["--json", "-j", "3"]), &data);
            assert_eq!(piped.stdout, many.stdout, "{cmd:?}");
        }
    }
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn per_line_results_are_right_on_the_threaded_path() {
    // Order is not enough: spot-check the values computed by workers.
    let dir = temp_dir("perline", "values");
    let path = workload(&dir, 40_000);
    let p = path.to_str().unwrap();
    let norm = json_lines(&run(&["normalize", "--json", "-j", "4", "-i", p], b""));
    assert_eq!(norm[4]["normalized"], "http://host4.example/p/4/~?q=4#f");
    assert_eq!(norm[211]["error"]["kind"], "invalid-path");
    let res = json_lines(&run(
        &["resolve", "--base", BASE, "--json", "-j", "4", "-i", p],
        b"",
    ));
    assert_eq!(res[2]["result"], "http://a/b/rel/2?a=%41");
    assert_eq!(res[5]["result"], "http://a/b/c/g;x?y");
    let dec = json_lines(&run(&["decode", "--json", "-j", "4", "-i", p], b""));
    assert_eq!(dec[2]["decoded"], "../rel/2?a=A");
    assert_eq!(dec[211]["error"]["kind"], "invalid-percent-encoding");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn arguments_then_input_files_then_stdin_for_every_per_line_subcommand() {
    let dir = temp_dir("perline", "sources");
    let f = dir.join("f.txt");
    fs::write(&f, "http://file/x\r\n").unwrap();
    let f = f.to_str().unwrap();
    for (cmd, key) in PER_LINE {
        let out = run_owned(
            &with(cmd, &["--json", "-i", f, "-i", "-", "http://arg/x"]),
            b"http://stdin/x\n",
        );
        let inputs: Vec<Value> = json_lines(&out).iter().map(|o| o[*key].clone()).collect();
        assert_eq!(
            inputs,
            ["http://arg/x", "http://file/x", "http://stdin/x"],
            "{cmd:?}"
        );
        // An unreadable file: reported, the rest still read, exit 2.
        let missing = dir.join("missing.txt");
        let out = run_owned(
            &with(cmd, &["-i", missing.to_str().unwrap(), "http://arg/x"]),
            b"",
        );
        assert_eq!(out.status.code(), Some(2), "{cmd:?}");
        assert!(text(&out.stderr).contains("missing.txt"), "{cmd:?}");
        // (lint prints nothing for a clean URI.)
        let lines = text(&out.stdout).lines().count();
        assert!(lines >= usize::from(cmd[0] != "lint"), "{cmd:?}");
    }
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn non_utf8_lines_are_invalid_in_every_per_line_subcommand() {
    for (cmd, _) in PER_LINE {
        let out = run_owned(&with(cmd, &["--json"]), b"http://a/\xff\nhttp://b/\n");
        assert_eq!(out.status.code(), Some(1), "{cmd:?}");
        let objs = json_lines(&out);
        assert_eq!(objs.len(), 2, "{cmd:?}");
        assert_eq!(objs[0]["error"]["kind"], "invalid-utf8", "{cmd:?}");
        assert_eq!(objs[0]["error"]["index"], 9, "{cmd:?}");
        assert!(objs[1].get("error").is_none(), "{cmd:?}");
    }
}

#[test]
fn lines_cut_at_64_mib_are_too_long_in_every_subcommand() {
    // input::MAX_LINE is 64 MiB; the reader cuts a longer line there. A cut
    // line must never come out as valid (an encoded or resolved prefix).
    let dir = temp_dir("perline", "cut");
    let path = dir.join("huge.txt");
    let mut data = b"http://h/".to_vec();
    data.resize((64 << 20) + 100, b'a');
    data.extend_from_slice(b"\nhttp://next/\n");
    fs::write(&path, &data).unwrap();
    drop(data);
    let p = path.to_str().unwrap();
    // Human output shows a window around the error, not 64 MiB.
    for cmd in [&["encode", "--component", "path"][..], &["decode"]] {
        let out = run_owned(&with(cmd, &["-i", p]), b"");
        assert_eq!(out.status.code(), Some(1), "{cmd:?}");
        assert!(out.stderr.len() < 1000, "{cmd:?}: {}", out.stderr.len());
        let shown = text(&out.stderr);
        assert!(
            shown.contains("error: input too long at index 67108864"),
            "{cmd:?}: {shown}"
        );
        // The result of the next line on standard output, the error on
        // standard error.
        assert_eq!(text(&out.stdout), "http://next/\n", "{cmd:?}");
    }
    for cmd in [
        &["resolve", "--base", BASE][..],
        &["relative", "--base", BASE],
        &["normalize"],
        &["lint"],
    ] {
        let out = run_owned(
            &with(cmd, &["--fields", "error_kind,error_index", "-i", p]),
            b"",
        );
        assert_eq!(out.status.code(), Some(1), "{cmd:?}");
        assert_eq!(text(&out.stdout), "too-long\t67108864\n\t\n", "{cmd:?}");
    }
    for cmd in ["parse", "stats"] {
        let out = run(&[cmd, "--json", "-i", p], b"");
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        assert!(text(&out.stdout).contains("too-long"), "{cmd}");
    }
    fs::remove_dir_all(dir).unwrap();
}

/// The JSON value a CSV column stands for: a key of the object, or of its
/// `error` object for `error_*` columns.
fn json_cell(obj: &Value, name: &str) -> String {
    let value = match name.strip_prefix("error_") {
        Some(key) => obj["error"][key].clone(),
        None => obj[name].clone(),
    };
    match value {
        Value::Null => String::new(),
        Value::String(s) => s,
        other => other.to_string(),
    }
}

const TRICKY: &[&str] = &[
    "http://a/b,c?x=\"1\"",
    "../g",
    "HTTP://A:80/./x",
    "",
    "a b",
    "http://u:p@127.1:25/",
];

#[test]
fn csv_of_resolve_normalize_relative_parses_back_to_the_json() {
    let stdin = TRICKY.join("\n");
    for (cmd, header) in [
        (
            &["resolve", "--base", BASE][..],
            "base,ref,result,error_kind,error_index,error_message,error_hint",
        ),
        (
            &["relative", "--base", BASE],
            "base,target,result,error_kind,error_index,error_message,error_hint",
        ),
        (
            &["normalize"],
            "input,normalized,error_kind,error_index,error_message,error_hint",
        ),
    ] {
        let json = json_lines(&run_owned(&with(cmd, &["--json"]), stdin.as_bytes()));
        let out = run_owned(&with(cmd, &["--csv"]), stdin.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{cmd:?}");
        assert!(text(&out.stdout).starts_with(&format!("{header}\r\n")));
        let records = read_csv(text(&out.stdout));
        assert_eq!(records.len(), TRICKY.len() + 1, "{cmd:?}");
        let names = &records[0];
        for (record, obj) in records[1..].iter().zip(&json) {
            assert_eq!(record.len(), names.len(), "{cmd:?}");
            for (name, value) in names.iter().zip(record) {
                // `result` of an error line: no key in JSON, empty in CSV.
                assert_eq!(value, &json_cell(obj, name), "{cmd:?} {name} of {obj}");
            }
        }
    }
}

#[test]
fn lint_csv_has_a_row_per_warning() {
    let stdin = TRICKY.join("\n");
    let json = json_lines(&run(&["lint", "--json"], stdin.as_bytes()));
    let out = run(&["lint", "--csv"], stdin.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let records = read_csv(text(&out.stdout));
    assert_eq!(
        records[0],
        [
            "input",
            "code",
            "severity",
            "message",
            "start",
            "end",
            "error_kind",
            "error_index",
            "error_message",
            "error_hint"
        ]
    );
    let mut rows = records[1..].iter();
    for obj in &json {
        let warnings = obj["warnings"].as_array().cloned().unwrap_or_default();
        // At least one row per input, one per warning.
        for k in 0..warnings.len().max(1) {
            let row = rows.next().expect("a row");
            assert_eq!(Value::from(row[0].as_str()), obj["input"]);
            match warnings.get(k) {
                Some(w) => {
                    for (i, name) in ["code", "severity", "message", "start", "end"]
                        .iter()
                        .enumerate()
                    {
                        assert_eq!(row[i + 1], json_cell(w, name), "{name} of {w}");
                    }
                    // Empty for a linted URI; the parse error for the one
                    // `invalid-uri` warning of an input that does not parse.
                    assert_eq!(row[6], json_cell(obj, "error_kind"));
                    assert_eq!(row[9], json_cell(obj, "error_hint"));
                }
                None => {
                    assert!(row[1..6].iter().all(String::is_empty), "{row:?}");
                    assert_eq!(row[6], json_cell(obj, "error_kind"));
                    assert_eq!(row[9], json_cell(obj, "error_hint"));
                }
            }
        }
    }
    assert!(rows.next().is_none());
    // --fields picks columns, tab-separated without --csv.
    let out = run(&["lint", "--fields", "code", "http://127.1/"], b"");
    assert_eq!(text(&out.stdout), "rare-ipv4-form\nspecial-address\n");
}

#[test]
fn fields_in_json_keep_the_order_asked_for() {
    let out = run(
        &[
            "normalize",
            "--json",
            "--fields",
            "normalized,input",
            "HTTP://A/",
        ],
        b"",
    );
    assert_eq!(
        text(&out.stdout),
        "{\"normalized\":\"http://a/\",\"input\":\"HTTP://A/\"}\n"
    );
    let out = run(&["resolve", "--base", BASE, "--fields", "nope", "x"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("invalid value 'nope' for '--fields"));
    assert!(text(&out.stderr).contains("possible values: base, ref, result"));
    let out = run(&["relative", "--base", BASE, "--json", "--csv", "x"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn colour_follows_the_global_flag() {
    for cmd in [
        &["resolve", "--base", BASE][..],
        &["normalize"],
        &["lint"],
        &["decode"],
    ] {
        let out = run_owned(&with(cmd, &["--color", "always", "a b%"]), b"");
        assert!(
            text(&out.stderr).contains("\x1b[1;31merror:\x1b[0m"),
            "{cmd:?}"
        );
        let out = run_owned(&with(cmd, &["a b%"]), b"");
        assert!(!text(&out.stderr).contains('\x1b'), "{cmd:?}");
    }
}

#[test]
fn extract_reads_input_files_after_its_own() {
    let dir = temp_dir("perline", "extract");
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    fs::write(&a, "see http://a.example/.\n").unwrap();
    fs::write(&b, "and <URL:http://b.example/x>\n").unwrap();
    let out = run(
        &["extract", a.to_str().unwrap(), "-i", b.to_str().unwrap()],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "http://a.example/\nhttp://b.example/x\n");
    // `-i -` is standard input.
    let out = run(&["extract", "-i", "-"], b"x http://s.example/ y");
    assert_eq!(text(&out.stdout), "http://s.example/\n");
    // A file that opens but cannot be read (a directory) is reported with
    // its name, and the other files are still read.
    let out = run(
        &[
            "extract",
            "-i",
            dir.to_str().unwrap(),
            "-i",
            a.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with(&format!("urlkit: {}: ", dir.display())),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(text(&out.stdout), "http://a.example/\n");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_closed_pipe_is_success_for_every_subcommand() {
    let dir = temp_dir("perline", "pipe");
    // Far more output than a pipe holds (64 KiB on Linux).
    let path = workload(&dir, 60_000);
    let p = path.to_str().unwrap();
    for threads in ["1", "4"] {
        for (cmd, _) in PER_LINE {
            let args = with(cmd, &["--json", "-j", threads, "-i", p]);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            closed_pipe_is_success(&args);
        }
        closed_pipe_is_success(&["parse", "-j", threads, "-i", p]);
        closed_pipe_is_success(&["check", "--csv", "-j", threads, "-i", p]);
        closed_pipe_is_success(&["normalize", "--csv", "-j", threads, "-i", p]);
    }
    closed_pipe_is_success(&["extract", "--json", p]);
    closed_pipe_is_success(&["extract", "-i", p]);
    fs::remove_dir_all(dir).unwrap();
}

/// The subcommand names listed by `urlkit --help`.
fn subcommands() -> Vec<String> {
    let out = run(&["--help"], b"");
    let help = text(&out.stdout);
    let list = help
        .split("Commands:\n")
        .nth(1)
        .expect("a Commands section");
    let names: Vec<String> = list
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| *n != "help")
        .map(str::to_owned)
        .collect();
    assert!(names.len() >= 12, "{names:?}");
    names
}

#[test]
fn every_subcommand_has_help_with_examples_a_completion_and_a_man_page() {
    let names = subcommands();
    for name in [
        "parse",
        "encode",
        "decode",
        "check",
        "stats",
        "completions",
        "man",
        "extract",
        "lint",
        "resolve",
        "normalize",
        "relative",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    for name in &names {
        let out = run(&[name, "--help"], b"");
        assert_eq!(out.status.code(), Some(0), "{name}");
        let help = text(&out.stdout);
        let examples = help.split("Examples:\n").nth(1).unwrap_or_default();
        assert!(
            examples.contains(&format!("  urlkit {name}")),
            "{name}: {help}"
        );
        let man = run(&["man", name], b"");
        assert_eq!(man.status.code(), Some(0), "{name}");
        let page = text(&man.stdout);
        assert!(page.contains(&format!(".TH urlkit-{name} 1")), "{name}");
        assert!(page.contains("Examples:"), "{name}");
    }
    let main_page = run(&["man"], b"");
    let main_page = text(&main_page.stdout);
    for shell in ["bash", "zsh", "fish"] {
        let out = run(&["completions", shell], b"");
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = text(&out.stdout);
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell}: {name}");
        }
    }
    // Options of the subcommands reach the completions too.
    let bash = run(&["completions", "bash"], b"");
    for option in [
        "--base",
        "--level",
        "--severity",
        "--component",
        "--form",
        "--csv",
    ] {
        assert!(text(&bash.stdout).contains(option), "{option}");
    }
    for name in &names {
        assert!(main_page.contains(name.as_str()), "main page: {name}");
    }
}
