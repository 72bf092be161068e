//! The README's command-line examples are real: every `$ urlkit ...` line of
//! a `console` block (also after `printf ... |` or `cat`) is run through
//! `sh` in the repository's root, with the `urlkit` built for these tests
//! first on `PATH`, and must print exactly the lines the README shows under
//! it.

#![cfg(unix)]

use std::path::Path;
use std::process::Command;

/// `(command, expected output)` for every `$ ` line of the `console`
/// blocks that runs urlkit.
fn examples(readme: &str) -> Vec<(String, String)> {
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

#[test]
fn readme_console_examples_print_what_the_readme_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_urlkit")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let examples = examples(&readme);
    assert!(examples.len() >= 20, "{}", examples.len());
    let mut wrong = Vec::new();
    for (cmd, want) in &examples {
        let out = Command::new("sh")
            .args(["-c", cmd])
            .current_dir(&root)
            .env("PATH", &path)
            .env_remove("NO_COLOR")
            .output()
            .unwrap();
        // CSV records end in CRLF; the README shows them as lines.
        let got = String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n");
        if got.trim_end_matches('\n') != want.trim_end_matches('\n') {
            wrong.push(format!("$ {cmd}\n--- README\n{want}\n--- got\n{got}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}
