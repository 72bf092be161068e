//! The command-line contract, `docs/cli.md`, is real: every `$ urlkit ...`
//! line of its `console` blocks runs and prints exactly what it shows.

#![cfg(unix)]

mod common;

#[test]
fn cli_contract_examples_print_what_docs_cli_md_shows() {
    let n = common::check_console_examples("docs/cli.md");
    assert!(n >= 20, "{n}");
}
