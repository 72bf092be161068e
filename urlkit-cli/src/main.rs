//! `urlkit`: parse, resolve, normalize, encode, extract and lint URIs.
//!
//! `main` only parses the arguments, runs the subcommand and maps the
//! outcome to an exit status (see [`exit::Status`]); each subcommand lives in
//! its own file under `cmd/`.

#![forbid(unsafe_code)]

mod args;
mod cmd;
mod exit;
mod input;
mod output;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = args::Cli::parse();
    match cmd::run(cli.command) {
        Ok(status) => status.into(),
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => {
            // `urlkit parse ... | head` closed our output: that is success.
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("urlkit: {err}");
            exit::Status::Error.into()
        }
    }
}
