//! The documents' command-line examples are real: every `$ urlkit ...`
//! line of a `console` block in `docs/*.md` runs and prints exactly what
//! the document shows under it (the README's are run by `readme.rs`).

use crate::common;

#[test]
fn cli_contract_examples_print_what_docs_cli_md_shows() {
    let n = common::check_console_examples("docs/cli.md");
    assert!(n >= 20, "{n}");
}

#[test]
fn every_document_in_docs_prints_what_it_shows() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    let mut checked = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if !name.ends_with(".md") || name == "cli.md" {
            continue;
        }
        let n = common::check_console_examples(&format!("docs/{name}"));
        if n > 0 {
            checked.push((name, n));
        }
    }
    checked.sort();
    // The trurl recipes are the ones users copy: they must be among those run.
    assert!(
        checked
            .iter()
            .any(|(name, n)| name == "from-trurl.md" && *n >= 8),
        "{checked:?}"
    );
}
