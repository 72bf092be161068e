//! Every message bounded: each per-line subcommand, fed a 20 000-byte
//! component (fifty times the bound) in each position (valid, and followed
//! by a byte that makes it invalid), writes no JSON string longer than the
//! bound except the echoed input and the components.

use crate::common::{json_lines, run, text};
use serde_json::Value;

const N: usize = 20_000;
/// The longest message the library writes (three 40-byte excerpts and the
/// fixed words).
const BOUND: usize = 400;

/// Keys whose strings are the input, a component of it, or a result made
/// from it: these may be as long as the input.
const ECHOED: [&str; 18] = [
    "input",
    "uri",
    "base",
    "ref",
    "target",
    "result",
    "normalized",
    "decoded",
    "encoded",
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
    // The query's pairs, decoded: parts of the input.
    "params",
];

/// RFC 1738 parts (under `scheme_data`) and the tallies of `stats`, whose
/// keys are components.
const HOLDING_COMPONENTS: [&str; 4] = ["scheme_data", "schemes", "hosts", "ports"];

/// One N-byte component in each position of an http URI.
fn inputs() -> Vec<String> {
    let a = "a".repeat(N);
    let d = "0".repeat(N);
    let mut out = vec![
        format!("h{a}://h/"),
        format!("http://{a}@h/"),
        format!("http://u:{a}@h/"),
        format!("http://{a}/"),
        format!("http://h:{d}/"),
        format!("http://h:{d}8080/"),
        format!("http://h/{a}"),
        format!("http://h/?{a}"),
        format!("http://h/#{a}"),
        format!("gopher://h/1{a}"),
        format!("ftp://h/x;type={a}"),
        format!("mailto:{a}@h"),
        format!("file://{a}/x"),
        format!("{a}"),
        format!("%{a}"),
    ];
    let invalid: Vec<String> = out.iter().map(|s| format!("{s} ")).collect();
    out.extend(invalid);
    out.push(format!("http://h:{d}x/"));
    out.push(format!("http://[{}]/", "1".repeat(N)));
    out
}

/// Every string in `value` (object keys included) not under an echoed key,
/// with where it was.
fn loose_strings(value: &Value, key: &str, found: &mut Vec<(String, usize)>) {
    match value {
        Value::String(s) if !ECHOED.contains(&key) => found.push((key.to_owned(), s.len())),
        Value::Array(items) => items.iter().for_each(|v| loose_strings(v, key, found)),
        Value::Object(map) => {
            for (k, v) in map {
                if HOLDING_COMPONENTS.contains(&key) && k != "error" {
                    continue;
                }
                if k.len() > BOUND {
                    found.push((format!("key under {key}"), k.len()));
                }
                loose_strings(v, k, found);
            }
        }
        _ => {}
    }
}

fn check(args: &[&str], stdin: &str) {
    let out = run(args, stdin.as_bytes());
    let lines = json_lines(&out);
    assert!(!lines.is_empty(), "{args:?}: no output");
    for line in &lines {
        let mut found = Vec::new();
        loose_strings(line, "", &mut found);
        for (key, len) in found {
            assert!(len <= BOUND, "{args:?}: '{key}' of {len} bytes");
        }
    }
    assert!(
        out.stderr.len() <= 4 * BOUND,
        "{args:?}: {}",
        text(&out.stderr)
    );
}

#[test]
fn per_line_subcommands_write_short_messages_for_long_components() {
    let stdin = inputs().join("\n") + "\n";
    for args in [
        &["parse", "--json"][..],
        &["check", "--json"],
        &["lint", "--json"],
        &["normalize", "--json"],
        &["encode", "--component", "path", "--json"],
        &["decode", "--json"],
        &["extract", "--json"],
        &["stats", "--json"],
        &["resolve", "--base", "http://h/a/b", "--json"],
        &["relative", "--base", "http://h/a/b", "--json"],
    ] {
        check(args, &stdin);
    }
}

#[test]
fn long_bases_give_short_messages() {
    let stdin = inputs().join("\n") + "\n";
    for base in inputs() {
        for cmd in ["resolve", "relative"] {
            let out = run(&[cmd, "--base", &base, "--json"], stdin.as_bytes());
            assert!(
                out.stderr.len() <= 4 * BOUND,
                "{cmd}: {}",
                text(&out.stderr)
            );
            if out.status.code() == Some(2) {
                continue;
            }
            for line in json_lines(&out) {
                let mut found = Vec::new();
                loose_strings(&line, "", &mut found);
                for (key, len) in found {
                    assert!(len <= BOUND, "{cmd} --base: '{key}' of {len} bytes");
                }
            }
        }
    }
}
