//! One file per subcommand, each with one `run`.

mod extract;
mod lint;
mod parse;

use std::io;

use crate::args::Command;
use crate::exit::Status;

/// Runs a subcommand.
///
/// # Errors
///
/// I/O errors (a closed pipe among them), which `main` maps to exit codes.
pub fn run(command: Command) -> io::Result<Status> {
    match command {
        Command::Parse(args) => parse::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Lint(args) => lint::run(args),
    }
}
