//! The command line's integration tests, one module a subject, in one
//! test binary: linked once rather than once a file. Each runs the real
//! `urlkit` binary (`common::urlkit`), so the tests share no state in this
//! process but the helpers; each module keeps its temporary files apart
//! (`common::temp_dir`). Run one subject with its module path as the
//! filter, e.g. `cargo test -p urlkit-cli --test it trurl::`. proptest
//! would keep a module's failing seeds in `tests/proptest-regressions/`
//! (its default beside a `main.rs`; see urlkit's `tests/it/main.rs`).

mod common;

mod cli;
// The console examples run through `sh`.
#[cfg(unix)]
mod docs;
mod edit_cli;
mod extract_lint_cli;
mod guidance_cli;
mod hints_cli;
mod layers;
mod messages_cli;
mod path_cli;
mod pct_cli;
mod per_line_cli;
mod reading_cli;
#[cfg(unix)]
mod readme;
mod resolve_cli;
mod review_cli;
mod scheme_cli;
mod site_cli;
// `urlkit sql` exists only with the feature (DataFusion).
#[cfg(feature = "sql")]
mod sql_cli;
mod template_cli;
mod terminal_cli;
mod trurl;
mod trurl_jobs_cli;
mod workload_cli;
