//! The README's command-line examples are real: every `$ urlkit ...` line of
//! a `console` block (also after `printf ... |` or `cat`) is run through
//! `sh` in the repository's root, with the `urlkit` built for these tests
//! first on `PATH`, and must print exactly the lines the README shows under
//! it.

use crate::common;

#[test]
fn readme_console_examples_print_what_the_readme_shows() {
    let n = common::check_console_examples("README.md");
    assert!(n >= 6, "{n}");
}
