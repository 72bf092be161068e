//! `urlkit`: parse, resolve, normalize, encode, extract and lint URIs.
//!
//! `main` only parses the arguments, applies the global options, runs the
//! subcommand and maps the outcome to an exit status (see
//! [`exit::Status`]); each subcommand lives in its own file under `cmd/`.

// The binary forbids `unsafe`. Its unit-test build only denies it (the
// workspace's level), because it installs a counting allocator there
// (`counting`), and `GlobalAlloc` is an unsafe trait: that module alone
// allows it.
#![cfg_attr(not(test), forbid(unsafe_code))]

// The modules in their layers, from the bottom up: a module imports only
// from the layers below its own (docs/architecture.md; tests/it/layers.rs
// checks it).
//
// 0. Values that know no other module, and the counting allocator of the
// allocation tests (the library's test allocator, the one module that
// allows `unsafe_code`: `GlobalAlloc` is an unsafe trait).
mod component;
#[cfg(test)]
#[path = "../../urlkit/tests/counting/mod.rs"]
mod counting;
mod exit;
mod input;
mod output;

// 1. The command line; the error of an input line; the progress bar.
mod args;
mod failure;
mod hint;
mod progress;

// 2. Records and the formats they are written in.
mod record;

// 3. An input line read as a URI.
mod line;

// 4. The configuration of one run.
mod config;

// 5. The engine that runs a subcommand over every input.
mod engine;

// 6. What several subcommands share: one result per input, `--format`.
mod host_form;
mod result;
mod template;

// 7. and 8. The subcommands (`cmd/*.rs`) and their dispatch (`cmd/mod.rs`).
mod cmd;

// 9. This file, and the allocation tests that run it whole.
#[cfg(test)]
mod alloc_test;

use std::process::ExitCode;

use clap::FromArgMatches;

fn main() -> ExitCode {
    let cli = match cmd::command()
        .try_get_matches()
        .and_then(|matches| args::Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(err) => usage_error(&err),
    };
    // The one configuration of the run, passed down from here.
    let mut cfg = config::Config::new(&cli.global);
    cfg.sites = match config::Sites::new(&cli.global) {
        Ok(sites) => sites,
        Err(message) => {
            output::eprint_line(&format!("urlkit: {message}"));
            return exit::Status::Error.into();
        }
    };
    let status = match cmd::run(&cfg, cli.command) {
        Ok(status) => status,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => {
            // `urlkit parse ... | head` closed our output: that is success.
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            output::eprint_line(&format!("urlkit: {err}"));
            exit::Status::Error
        }
    };
    if cfg.read_failed() {
        return exit::Status::Error.into();
    }
    status.into()
}

/// Ends the run on a command-line error: `--help` and `--version` as clap
/// writes them, any other error (which may quote an argument) through
/// [`output::shown`], so that an argument cannot drive the terminal.
fn usage_error(err: &clap::Error) -> ! {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        err.exit();
    }
    let text = err.render().to_string();
    eprint!("{}", output::shown(&text, output::Paint::plain(), false));
    std::process::exit(err.exit_code());
}

#[cfg(test)]
mod tests {
    /// clap's own checks of the definitions (duplicate flags, for one: the
    /// global `-i`, `-j`, `--color` and `--no-progress` are shared by every
    /// subcommand).
    #[test]
    fn command_line_definition_is_consistent() {
        super::cmd::command().debug_assert();
    }
}
