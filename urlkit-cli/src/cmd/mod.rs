//! One file per subcommand, each with one `run`.

mod check;
mod completions;
mod decode;
mod encode;
mod extract;
mod line;
mod lint;
mod man;
mod normalize;
mod parse;
mod path;
mod relative;
mod resolve;
#[cfg(feature = "sql")]
pub mod sql;
mod stats;

use std::io;

pub use path::PathArgs;

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
        Command::Encode(args) => encode::run(args),
        Command::Decode(args) => decode::run(args),
        Command::Check(args) => check::run(args),
        Command::Stats(args) => stats::run(args),
        Command::Completions(args) => completions::run(args),
        Command::Man(args) => man::run(args),
        Command::Extract(args) => extract::run(args),
        Command::Lint(args) => lint::run(args),
        Command::Resolve(args) => resolve::run(args),
        Command::Normalize(args) => normalize::run(args),
        Command::Relative(args) => relative::run(args),
        Command::Path(args) => path::run(args),
        #[cfg(feature = "sql")]
        Command::Sql(args) => sql::run(args),
    }
}

/// A usage error (exit 2) with `message`.
fn usage(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}
