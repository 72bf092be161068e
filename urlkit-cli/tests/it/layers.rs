//! The binary's modules keep to their layers (docs/architecture.md): a
//! module refers only to modules of lower layers, so `src` has no import
//! circle. The arguments are at the bottom and know no subcommand; the
//! shared layers sit beside `cmd/`, not inside it; a subcommand
//! (`cmd/NAME.rs`, with its own `cmd/NAME/` files) uses the layers below
//! and never another subcommand nor `cmd/mod.rs`.
//!
//! The check reads every `crate::NAME` path in `src` (and `super::NAME` in
//! `cmd/`), outside comments and outside the `tests` modules at the end of
//! a file, whose `use super::*` is the file's own module.

use std::path::{Path, PathBuf};

/// Every module at the crate's root and its layer, from the bottom up. A
/// new file in `src` gets its row here (and in main.rs and
/// docs/architecture.md); a file in `cmd/` is a subcommand.
const LAYERS: &[(&str, u32)] = &[
    // Values that know no other module (`counting`, the allocation tests'
    // allocator, lives in urlkit/tests and is mounted by main.rs).
    ("counting", 0),
    ("component", 0),
    ("exit", 0),
    ("input", 0),
    ("output", 0),
    // `output`'s own module, std alone (the fuzz crate includes it).
    ("output::terminal", 0),
    // A host for people or for DNS (`{idn:host}`, `{puny:host}`).
    ("host_form", 0),
    // The command line; the error of an input line; the progress bar.
    ("args", 1),
    ("failure", 1),
    // Whether `--iri` or `--lenient` would read a line that failed.
    ("hint", 1),
    ("progress", 1),
    // Records and their formats.
    ("record", 2),
    // An input line read as a URI.
    ("line", 3),
    // The configuration of a run.
    ("config", 4),
    // The engine that runs a subcommand over every input.
    ("engine", 5),
    // What several subcommands share.
    ("result", 6),
    ("template", 6),
    // The dispatch of the subcommands (`cmd/mod.rs`).
    ("cmd", CMD),
    // The entry point and the allocation tests that run it whole.
    ("main", 9),
    ("alloc_test", 9),
];

/// The layer of every subcommand, `cmd/NAME.rs` and `cmd/NAME/*.rs`.
const SUBCOMMAND: u32 = 7;

/// The layer of `cmd/mod.rs`.
const CMD: u32 = 8;

/// A module: a row of [`LAYERS`], or `cmd::NAME` for a subcommand.
fn layer(module: &str) -> Option<u32> {
    if module.starts_with("cmd::") {
        return Some(SUBCOMMAND);
    }
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// The module a file of `src` is, from its path below `src`:
/// `cmd/parse/scheme_data.rs` is part of the subcommand `cmd::parse`.
fn module_of(rel: &Path) -> String {
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    match parts.as_slice() {
        [file] => file.clone(),
        [dir, file] if dir == "cmd" && file == "mod" => String::from("cmd"),
        [dir, sub, ..] if dir == "cmd" => format!("cmd::{sub}"),
        _ => parts.join("::"),
    }
}

/// The text the check reads: without comment lines and without the test
/// module that ends a file.
fn code(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .windows(2)
        .position(|w| {
            w[0].trim() == "#[cfg(test)]"
                && (w[1].starts_with("mod tests") || w[1].starts_with("pub(crate) mod tests"))
        })
        .unwrap_or(lines.len());
    lines[..end]
        .iter()
        .filter(|l| !l.trim_start().starts_with("//"))
        .copied()
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first path segments after each `prefix` in `code`: `crate::a::b`
/// gives `a`, `crate::{a, b::c}` gives `a` and `b`.
fn targets(code: &str, prefix: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (at, _) in code.match_indices(prefix) {
        // `xcrate::` or `self_super::` is not the keyword.
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.push(ident(&group[start..i]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push(ident(&group[start..i]));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.push(ident(rest));
        }
    }
    out.retain(|t| !t.is_empty() && t != "self");
    out
}

/// The references of one file (module `module`, text `text`; `nested`
/// for a file of `cmd/NAME/`) that do not go to a lower layer, as
/// messages.
fn violations(module: &str, nested: bool, text: &str) -> Vec<String> {
    let Some(own) = layer(module) else {
        return vec![format!(
            "{module}: a module without a layer (add it to LAYERS)"
        )];
    };
    let code = code(text);
    let mut refs = targets(&code, "crate::");
    // What `super` is: in `cmd/NAME/*.rs` the subcommand itself, in
    // `cmd/NAME.rs` `cmd` (a sibling or the dispatch), in `cmd/mod.rs` and
    // the files at the root the crate's root.
    let parent = match module {
        _ if nested => module,
        m if m.starts_with("cmd::") => "cmd",
        _ => "main",
    };
    refs.extend(targets(&code, "super::").iter().map(|_| parent.to_owned()));
    let mut found = Vec::new();
    for target in refs {
        if target == module {
            continue;
        }
        match layer(&target) {
            Some(l) if l < own => {}
            Some(l) => found.push(format!(
                "{module} (layer {own}) refers to {target} (layer {l})"
            )),
            None => found.push(format!("{module} refers to {target}, which has no layer")),
        }
    }
    found
}

/// Every `.rs` file below `dir`, with its path below `root`.
fn sources(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src is readable")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("below src").to_path_buf();
            let text = std::fs::read_to_string(&path).expect("UTF-8 source");
            out.push((rel, text));
        }
    }
}

#[test]
fn every_module_refers_only_to_lower_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(files.len() >= 20, "{} files", files.len());
    let mut all = Vec::new();
    let mut references = 0;
    for (rel, text) in &files {
        let module = module_of(rel);
        let nested = rel.components().count() > 2;
        references += targets(&code(text), "crate::").len();
        all.extend(violations(&module, nested, text));
    }
    assert!(references > 100, "only {references} references read");
    assert!(
        all.is_empty(),
        "imports against the layers:\n{}",
        all.join("\n")
    );
    // Every row of the table is a file (but the mounted `counting`).
    for (module, _) in LAYERS.iter().filter(|(m, _)| *m != "counting") {
        assert!(
            files.iter().any(|(rel, _)| module_of(rel) == *module),
            "{module} is in LAYERS but not in src"
        );
    }
}

#[test]
fn the_check_finds_imports_against_the_layers() {
    // The arguments reaching into a subcommand, as they once did.
    let args = "use clap::Args;\npub struct A(crate::cmd::PathArgs);\n";
    assert_eq!(violations("args", false, args).len(), 1);
    // Records reaching up into line handling; a grouped import.
    assert_eq!(
        violations("record", false, "use crate::line::Failure;").len(),
        1
    );
    assert_eq!(
        violations("record", false, "use crate::{output::Paint, line::Read};").len(),
        1
    );
    // A subcommand using another one, or the dispatch.
    assert_eq!(
        violations("cmd::edit", false, "use super::normalize::level;").len(),
        1
    );
    assert_eq!(
        violations("cmd::man", false, "let c = crate::cmd::command();").len(),
        1
    );
    // What is allowed: lower layers, comments, the test module, a
    // subcommand's own files.
    let fine = "use crate::line::Failure;\n/// [`crate::cmd::run`]\n#[cfg(test)]\nmod tests {\n    use crate::cmd::run;\n}\n";
    assert!(violations("result", false, fine).is_empty());
    assert!(violations("cmd::parse", true, "use super::x;").is_empty());
    assert!(!violations("cmd::parse", false, "use super::x;").is_empty());
    assert!(!violations("brand_new", false, "").is_empty());
}
