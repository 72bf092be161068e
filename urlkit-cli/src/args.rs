//! The command line, as clap reads it. Each subcommand's options are a
//! struct here; `cmd/` turns them into work.

use std::ffi::OsString;

use clap::{Args, Parser, Subcommand};

/// Parse, resolve, normalize, encode, extract and lint URIs (RFC 3986,
/// RFC 1738).
///
/// Every subcommand takes its inputs as arguments, or, with none, one per
/// line on standard input. With --json it writes one JSON object per input.
/// Exit status: 0 when every input was valid, 1 when any was invalid, 2 for
/// usage or I/O errors.
#[derive(Debug, Parser)]
#[command(name = "urlkit", version, about, long_about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse URI references and show their components.
    #[command(
        after_help = "Examples:\n  urlkit parse 'http://u@[::1]:8080/p?q#f'\n  urlkit parse --json < urls.txt"
    )]
    Parse(ParseArgs),
    /// Find the URIs in text (RFC 1738 appendix, RFC 3986 appendix C).
    #[command(
        after_help = "Finds <URL:...> and <...> forms (also wrapped over lines) and bare absolute URIs.\nStreams: constant memory whatever the input size.\n\nExamples:\n  urlkit extract mail.txt\n  urlkit extract --json < server.log"
    )]
    Extract(ExtractArgs),
    /// Warn about risky URIs (RFC 3986 §7, RFC 1738 §6).
    #[command(
        after_help = "Exit status 1 when a warning of --severity or above is found, or an input is invalid.\n\nExamples:\n  urlkit lint 'http://127.1:25/'\n  urlkit lint --json --severity danger < urls.txt"
    )]
    Lint(LintArgs),
}

/// `urlkit parse`.
#[derive(Debug, Args)]
pub struct ParseArgs {
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// URI references; standard input lines when none are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit extract`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// Write one JSON object per URI found: uri, line, column, start, end.
    #[arg(long)]
    pub json: bool,
    /// Files to read (`-` for standard input); standard input when none
    /// are given. Lines and offsets count from the start of each file.
    pub files: Vec<std::path::PathBuf>,
}

/// The lowest severity that makes `urlkit lint` exit with status 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SeverityArg {
    /// Any warning at all.
    Info,
    /// Warnings and dangers.
    Warning,
    /// Dangers only.
    Danger,
}

/// `urlkit lint`.
#[derive(Debug, Args)]
pub struct LintArgs {
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Exit with status 1 when a warning of this severity or above is found.
    #[arg(long, value_enum, default_value = "warning", value_name = "LEVEL")]
    pub severity: SeverityArg,
    /// URI references; standard input lines when none are given.
    pub inputs: Vec<OsString>,
}
