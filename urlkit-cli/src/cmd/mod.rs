//! One file per subcommand, each with one `run`.

mod normalize;
mod parse;
mod relative;
mod resolve;

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
        Command::Resolve(args) => resolve::run(args),
        Command::Normalize(args) => normalize::run(args),
        Command::Relative(args) => relative::run(args),
    }
}
