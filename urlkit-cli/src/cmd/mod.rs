//! One file per subcommand, each with one `run` that takes the run's
//! [`Config`] and its own arguments.
//!
//! Adding a subcommand: a variant of [`Command`] with its arguments struct
//! in `args.rs`, a file here with its `run`, and one line in [`run`] below.

pub(crate) mod check;
mod completions;
mod decode;
mod edit;
mod encode;
mod extract;
pub(crate) mod line;
pub(crate) mod lint;
mod man;
mod normalize;
pub(crate) mod parse;
mod path;
mod relative;
mod resolve;
pub(crate) mod result;
#[cfg(feature = "sql")]
pub mod sql;
mod stats;
mod template;
mod uri_template;

use std::io;

pub use path::PathArgs;
pub use uri_template::UriTemplateArgs;

use crate::args::Command;
use crate::config::Config;
use crate::exit::Status;

/// Runs a subcommand.
///
/// # Errors
///
/// I/O errors (a closed pipe among them), which `main` maps to exit codes.
pub fn run(cfg: &Config, command: Command) -> io::Result<Status> {
    match command {
        Command::Parse(args) => parse::run(cfg, args),
        Command::Encode(args) => encode::run(cfg, args),
        Command::Decode(args) => decode::run(cfg, args),
        Command::Check(args) => check::run(cfg, args),
        Command::Stats(args) => stats::run(cfg, args),
        Command::Completions(args) => completions::run(args),
        Command::Man(args) => man::run(args),
        Command::Extract(args) => extract::run(cfg, args),
        Command::Lint(args) => lint::run(cfg, args),
        Command::Resolve(args) => resolve::run(cfg, args),
        Command::Normalize(args) => normalize::run(cfg, args),
        Command::Relative(args) => relative::run(cfg, args),
        Command::Edit(args) => edit::run(cfg, args),
        Command::Path(args) => path::run(cfg, args),
        Command::Template(args) => uri_template::run(cfg, args),
        #[cfg(feature = "sql")]
        Command::Sql(args) => sql::run(cfg, args),
    }
}

/// A usage error (exit 2) with `message`.
fn usage(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}
