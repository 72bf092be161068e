//! `urlkit`: parse, resolve, normalize, encode, extract and lint URIs.
//!
//! `main` only parses the arguments, applies the global options, runs the
//! subcommand and maps the outcome to an exit status (see
//! [`exit::Status`]); each subcommand lives in its own file under `cmd/`.

// The binary forbids `unsafe`. Its unit-test build only denies it (the
// workspace's level), because `alloc_test` installs a counting allocator
// there, and `GlobalAlloc` is an unsafe trait: that module alone allows it.
#![cfg_attr(not(test), forbid(unsafe_code))]

#[cfg(test)]
mod alloc_test;
mod args;
mod cmd;
mod config;
mod engine;
mod exit;
mod input;
mod output;
mod progress;
mod record;

use std::process::ExitCode;

use clap::FromArgMatches;

fn main() -> ExitCode {
    let matches = args::command().get_matches();
    let cli = match args::Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(err) => err.exit(),
    };
    // The one configuration of the run, passed down from here.
    let mut cfg = config::Config::new(&cli.global);
    cfg.sites = match config::Sites::new(&cli.global) {
        Ok(sites) => sites,
        Err(message) => {
            eprintln!("urlkit: {message}");
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
            eprintln!("urlkit: {err}");
            exit::Status::Error
        }
    };
    if cfg.read_failed() {
        return exit::Status::Error.into();
    }
    status.into()
}

#[cfg(test)]
mod tests {
    /// clap's own checks of the definitions (duplicate flags, for one: the
    /// global `-i`, `-j`, `--color` and `--no-progress` are shared by every
    /// subcommand).
    #[test]
    fn command_line_definition_is_consistent() {
        super::args::command().debug_assert();
    }
}
