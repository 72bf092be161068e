//! Helpers shared by the command-line tests: run the real `urlkit` binary,
//! read what it printed, and read CSV back.

use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// The base of RFC 3986 §5.4's examples.
pub const BASE: &str = "http://a/b/c/d;p?q";

/// The keys of a valid `urlkit parse --json` line, in the contract's
/// order: `input`, `valid`, then the library's component names.
pub const PARSE_KEYS: [&str; 11] = {
    let mut keys = ["input", "valid", "", "", "", "", "", "", "", "", ""];
    let mut i = 0;
    while i < urlkit::COMPONENT_NAMES.len() {
        keys[i + 2] = urlkit::COMPONENT_NAMES[i];
        i += 1;
    }
    keys
};

/// The binary built for these tests, with `NO_COLOR` removed so that only
/// the flags a test passes decide colour.
pub fn urlkit() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_urlkit"));
    cmd.env_remove("NO_COLOR");
    cmd
}

/// Runs `urlkit ARGS...` with `stdin` as standard input and waits for it.
/// Standard input is written from another thread, so a large input cannot
/// deadlock against a full stdout pipe.
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = urlkit()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run urlkit");
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        // The binary may exit before reading all of its input (a usage
        // error, say); what it printed is what the tests check.
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait for urlkit");
    writer.join().expect("stdin writer");
    out
}

/// The exit code, which every test expects to exist (no signal).
pub fn code(out: &Output) -> i32 {
    out.status.code().expect("exited normally, not by a signal")
}

/// Bytes the binary printed, as UTF-8.
pub fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("output is UTF-8")
}

/// The lines of standard output.
pub fn stdout_lines(out: &Output) -> Vec<&str> {
    text(&out.stdout).lines().collect()
}

/// Standard output read as one JSON value a line.
pub fn json_lines(out: &Output) -> Vec<Value> {
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// A fresh directory for one test's files; `suite` keeps the test modules
/// apart, as they run at the same time.
pub fn temp_dir(suite: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("urlkit-{suite}-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes lines `line(0)..line(n)` to `path`, each ending in `\n`, and
/// returns how many bytes that was.
pub fn write_lines(path: &std::path::Path, n: usize, line: fn(usize) -> String) -> usize {
    let mut data = String::with_capacity(n * 45);
    for i in 0..n {
        data.push_str(&line(i));
        data.push('\n');
    }
    fs::write(path, &data).unwrap();
    data.len()
}

/// A minimal RFC 4180 reader: quoted fields with doubled quotes, CRLF or
/// LF record ends.
pub fn read_csv(data: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let mut record = Vec::new();
    let mut field = String::new();
    let mut chars = data.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.is_empty() => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut field)),
            (false, '\r') if chars.peek() == Some(&'\n') => {}
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, c) => field.push(c),
        }
    }
    assert!(field.is_empty() && record.is_empty(), "unterminated record");
    records
}

/// `(command, expected output)` for every `$ ` line of the `console`
/// blocks of a Markdown text that runs urlkit (or `cat`s an example).
pub fn console_examples(readme: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = readme;
    while let Some(start) = rest.find("```console\n") {
        let block = &rest[start + "```console\n".len()..];
        let end = block.find("```").expect("an unterminated console block");
        let mut current: Option<(String, Vec<&str>)> = None;
        for line in block[..end].lines() {
            if let Some(cmd) = line.strip_prefix("$ ") {
                out.extend(current.take().map(|(c, o)| (c, o.join("\n"))));
                current = Some((cmd.to_owned(), Vec::new()));
            } else if let Some((_, o)) = current.as_mut() {
                o.push(line);
            }
        }
        out.extend(current.take().map(|(c, o)| (c, o.join("\n"))));
        rest = &block[end + 3..];
    }
    out.retain(|(cmd, _)| cmd.contains("urlkit ") || cmd.starts_with("cat examples/"));
    out
}

/// Runs every `console` example of the Markdown file `doc` (relative to
/// the repository's root) through `sh` in the root, with the `urlkit` built
/// for these tests first on `PATH`; panics listing each whose standard
/// output differs from the text shown under it. Returns how many ran.
#[cfg(unix)]
pub fn check_console_examples(doc: &str) -> usize {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let text = fs::read_to_string(root.join(doc)).unwrap();
    let bin_dir = std::path::Path::new(env!("CARGO_BIN_EXE_urlkit"))
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let examples = console_examples(&text);
    let mut wrong = Vec::new();
    for (cmd, want) in &examples {
        let out = Command::new("sh")
            .args(["-c", cmd])
            .current_dir(&root)
            .env("PATH", &path)
            .env_remove("NO_COLOR")
            .output()
            .unwrap();
        // CSV records end in CRLF; the documents show them as lines.
        let got = String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n");
        if got.trim_end_matches('\n') != want.trim_end_matches('\n') {
            wrong.push(format!("$ {cmd}\n--- {doc}\n{want}\n--- got\n{got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
    examples.len()
}

/// Runs `args`, reads one line of its output, closes the pipe, checks that
/// the binary exits 0 with nothing on stderr (a closed pipe is success),
/// and returns the line it read.
pub fn closed_pipe_is_success(args: &[&str]) -> String {
    use std::io::{BufRead, BufReader, Read};
    let mut child = urlkit()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(!first.is_empty(), "{args:?}");
    drop(stdout);
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(0), "{args:?}: {stderr}");
    assert_eq!(stderr, "", "{args:?}");
    first
}
