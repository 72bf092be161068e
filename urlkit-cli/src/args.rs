//! The command line, as clap reads it. Each subcommand's options are a
//! struct here; `cmd/` turns them into work.

use std::ffi::OsString;

use clap::{Args, Parser, Subcommand, ValueEnum};

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
    /// Resolve references against a base URI (RFC 3986 §5.2, strict).
    #[command(
        after_help = "Examples:\n  urlkit resolve --base 'http://a/b/c/d;p?q' ../g '#s'\n  urlkit resolve --base 'http://a/b/' --json < links.txt"
    )]
    Resolve(ResolveArgs),
    /// Normalize URI references (RFC 3986 §6.2.2, and §6.2.3 by default).
    #[command(
        after_help = "Examples:\n  urlkit normalize 'HTTP://Example.COM:80/a/./b/%7euser'\n  urlkit normalize --level syntax --json < urls.txt"
    )]
    Normalize(NormalizeArgs),
    /// Find the shortest reference from a base URI to each target.
    #[command(
        after_help = "Examples:\n  urlkit relative --base 'http://a/b/c/d;p?q' 'http://a/b/g?y'"
    )]
    Relative(RelativeArgs),
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

/// `urlkit resolve`.
#[derive(Debug, Args)]
pub struct ResolveArgs {
    /// The base URI (it must have a scheme).
    #[arg(long, value_name = "BASE")]
    pub base: String,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// References to resolve; standard input lines when none are given.
    #[arg(value_name = "REF")]
    pub inputs: Vec<OsString>,
}

/// How far `urlkit normalize` goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// RFC 3986 §6.2.2: case, percent-encoding, dot segments.
    Syntax,
    /// §6.2.2 and §6.2.3: also default and empty ports, empty paths.
    #[default]
    Scheme,
}

/// `urlkit normalize`.
#[derive(Debug, Args)]
pub struct NormalizeArgs {
    /// Normalization level.
    #[arg(long, value_enum, default_value_t = LevelArg::Scheme)]
    pub level: LevelArg,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// URI references; standard input lines when none are given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// `urlkit relative`.
#[derive(Debug, Args)]
pub struct RelativeArgs {
    /// The base URI the references are relative to.
    #[arg(long, value_name = "BASE")]
    pub base: String,
    /// Write one JSON object per input.
    #[arg(long)]
    pub json: bool,
    /// Target URIs; standard input lines when none are given.
    #[arg(value_name = "TARGET")]
    pub inputs: Vec<OsString>,
}
