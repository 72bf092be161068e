//! The subcommands: the top layer of the binary. One file per subcommand,
//! each with one `run` that takes the run's [`Config`] and its own
//! arguments; a subcommand uses the shared layers below it (`line`,
//! `result`, `record`, `template`, `engine`...) and never another
//! subcommand.
//!
//! Adding a subcommand `NAME` (see docs/architecture.md):
//!
//! 1. in `args.rs`, a variant of [`Command`] and its arguments struct
//!    (with `FormatArgs` flattened in if it writes records);
//! 2. a file `cmd/NAME.rs` with its `run` (and, for one result per input,
//!    a [`crate::result::Shape`]);
//! 3. here, its `mod` line, one arm in [`run`], and, if it takes
//!    `--fields`, one row in [`FIELDS`].
//!
//! `tests/it/layers.rs` checks that the imports keep to these layers.

mod check;
mod completions;
mod decode;
mod edit;
mod encode;
mod extract;
mod lint;
mod man;
mod normalize;
mod parse;
mod path;
mod relative;
mod resolve;
#[cfg(feature = "sql")]
mod sql;
mod stats;
mod uri_template;

use std::io;

use clap::builder::PossibleValuesParser;
use clap::CommandFactory;

use crate::args::{Cli, Command};
use crate::config::Config;
use crate::exit::Status;
use crate::record::Record;
use crate::result::Shape;

/// Runs a subcommand.
///
/// # Errors
///
/// I/O errors (a closed pipe among them), which `main` maps to exit codes.
pub fn run(cfg: &Config, subcommand: Command) -> io::Result<Status> {
    match subcommand {
        Command::Parse(args) => parse::run(cfg, args),
        Command::Encode(args) => encode::run(cfg, args),
        Command::Decode(args) => decode::run(cfg, args),
        Command::Check(args) => check::run(cfg, args),
        Command::Stats(args) => stats::run(cfg, args),
        Command::Completions(args) => completions::run(args, command()),
        Command::Man(args) => man::run(args, command()),
        Command::Extract(args) => extract::run(cfg, args),
        Command::Lint(args) => lint::run(cfg, args),
        Command::Resolve(args) => resolve::run(cfg, args),
        Command::Normalize(args) => normalize::run(cfg, args),
        Command::Relative(args) => relative::run(cfg, args),
        Command::Edit(args) => edit::run(cfg, *args),
        Command::Path(args) => path::run(cfg, args),
        Command::Template(args) => uri_template::run(cfg, args),
        #[cfg(feature = "sql")]
        Command::Sql(args) => sql::run(cfg, args),
    }
}

/// The subcommands whose `--fields` takes column names, with their columns
/// (each from its record type): `--help` lists them and shell completion
/// offers them.
const FIELDS: [(&str, &[&str]); 7] = [
    ("parse", parse::ParseRecord::<'static>::COLUMNS),
    ("check", check::CheckRecord::<'static>::COLUMNS),
    ("lint", lint::LintRecord::<'static>::COLUMNS),
    ("resolve", resolve::ResolveShape::COLUMNS),
    ("relative", relative::RelativeShape::COLUMNS),
    ("normalize", normalize::NormalizeShape::COLUMNS),
    ("edit", edit::EditShape::COLUMNS),
];

/// The whole command line: clap's definitions, with each subcommand's
/// `--fields` taking exactly its record's columns. `main`, `completions`
/// and `man` all use this one.
pub fn command() -> clap::Command {
    let mut command = Cli::command();
    for (name, columns) in FIELDS {
        command = command.mut_subcommand(name, |sub| {
            sub.mut_arg("fields", |arg| {
                arg.value_parser(PossibleValuesParser::new(columns))
                    .hide_possible_values(false)
            })
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use crate::result::assert_columns_follow_the_keys;

    #[test]
    fn every_shape_lists_its_keys_as_columns() {
        assert_columns_follow_the_keys::<super::normalize::NormalizeShape>();
        assert_columns_follow_the_keys::<super::resolve::ResolveShape>();
        assert_columns_follow_the_keys::<super::relative::RelativeShape>();
        assert_columns_follow_the_keys::<super::encode::EncodeShape>();
        assert_columns_follow_the_keys::<super::decode::DecodeShape>();
        assert_columns_follow_the_keys::<super::edit::EditShape>();
        assert_columns_follow_the_keys::<super::path::ToUrlShape>();
        assert_columns_follow_the_keys::<super::path::FromUrlShape>();
    }

    /// Every subcommand that takes `--fields` has its row in `FIELDS`.
    #[test]
    fn every_fields_option_has_its_columns() {
        let command = super::command();
        for sub in command.get_subcommands() {
            let fields = sub.get_arguments().find(|a| a.get_id() == "fields");
            let listed = super::FIELDS.iter().any(|(n, _)| *n == sub.get_name());
            assert_eq!(fields.is_some(), listed, "{}", sub.get_name());
        }
    }
}
