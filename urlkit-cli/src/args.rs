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
    /// Percent-encode text for one URI component.
    #[command(
        after_help = "Examples:\n  urlkit encode --component query-value 'rust & C++'\n  urlkit encode --component segment --json 'a/b' 'c d'"
    )]
    Encode(EncodeArgs),
    /// Percent-decode text (to UTF-8).
    #[command(
        after_help = "Examples:\n  urlkit decode 'caf%C3%A9'\n  urlkit decode --form --json 'a+b%2Bc'"
    )]
    Decode(DecodeArgs),
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

/// `urlkit encode`.
#[derive(Debug, Args)]
pub struct EncodeArgs {
    /// The component to encode for: which characters may stay raw.
    #[arg(
        long,
        value_name = "NAME",
        value_parser = clap::builder::PossibleValuesParser::new([
            "userinfo", "reg-name", "segment", "path", "query", "query-value", "fragment", "form",
        ]),
    )]
    pub component: String,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Texts to encode; standard input lines when none are given.
    pub inputs: Vec<OsString>,
}

/// `urlkit decode`.
#[derive(Debug, Args)]
pub struct DecodeArgs {
    /// Decode application/x-www-form-urlencoded text: '+' is a space.
    #[arg(long)]
    pub form: bool,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Texts to decode; standard input lines when none are given.
    pub inputs: Vec<OsString>,
}
