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
