//! `urlkit path`: local paths to `file` URIs and back (RFC 8089), by the
//! library's `urlkit::file_path`.
//!
//! Inputs and outputs are lines of text (and JSON strings), so a path whose
//! names are not UTF-8 is an `invalid-utf8` input here; the library itself
//! converts any Unix octets.

use std::ffi::OsString;
use std::io;

use clap::{Args, Subcommand, ValueEnum};
use urlkit::file_path::{self, FilePathError};
use urlkit::Uri;

use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{caret, error_obj, paint, Obj, Style};

use super::line::{human_error, parse_uri, text, Failure};

/// `urlkit path`.
#[derive(Debug, Args)]
pub struct PathArgs {
    /// Which way to convert.
    #[command(subcommand)]
    pub command: PathCommand,
}

/// `urlkit path to-url` and `urlkit path from-url`.
#[derive(Debug, Subcommand)]
pub enum PathCommand {
    /// Absolute local paths to file URIs.
    #[command(
        after_help = "Exit status: 0 when every path was converted, 1 when any was not (relative, NUL, a '.' or '..' name), 2 for usage or I/O errors.\n\nExamples:\n  urlkit path to-url '/home/me/a b/ü.txt'\n  urlkit path to-url --dir /srv/www\n  urlkit path to-url --style windows 'C:\\Users\\me\\a b.txt'\n  find \"$PWD\" -name '*.html' | urlkit path to-url --json"
    )]
    ToUrl(ToUrlArgs),
    /// File URIs to absolute local paths.
    #[command(
        after_help = "Exit status: 0 when every URI was converted, 1 when any was not (not a URI, not 'file', another host, a query, %2F or %00 in a name), 2 for usage or I/O errors.\n\nExamples:\n  urlkit path from-url 'file:///home/me/a%20b/%C3%BC.txt'\n  urlkit path from-url --style windows 'file://server/share/a.txt'\n  urlkit path from-url --json -i links.txt"
    )]
    FromUrl(FromUrlArgs),
}

/// Whose path rules to use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum PathStyle {
    /// The rules of the system urlkit runs on.
    #[default]
    Native,
    /// Unix: '/' between names, any name but '.' and '..'.
    Unix,
    /// Windows: drive letters ('C:\'), UNC shares ('\\server\share'), '\'
    /// or '/' between names.
    Windows,
}

impl PathStyle {
    /// Native resolved to the platform's rules.
    fn resolve(self) -> PathStyle {
        match self {
            PathStyle::Native if cfg!(windows) => PathStyle::Windows,
            PathStyle::Native => PathStyle::Unix,
            other => other,
        }
    }
}

/// `urlkit path to-url`.
#[derive(Debug, Args)]
pub struct ToUrlArgs {
    /// The paths name directories: end each URI with '/'.
    #[arg(long)]
    pub dir: bool,
    /// Whose path rules to use.
    #[arg(long, value_enum, default_value_t = PathStyle::Native, value_name = "STYLE")]
    pub style: PathStyle,
    /// Write one JSON object per input: {"input","uri"} or
    /// {"input","error"}.
    #[arg(long)]
    pub json: bool,
    /// Absolute paths; the --input files or standard input lines when none
    /// are given.
    #[arg(value_name = "PATH")]
    pub inputs: Vec<OsString>,
}

/// `urlkit path from-url`.
#[derive(Debug, Args)]
pub struct FromUrlArgs {
    /// Whose path rules to use.
    #[arg(long, value_enum, default_value_t = PathStyle::Native, value_name = "STYLE")]
    pub style: PathStyle,
    /// Write one JSON object per input: {"input","path"} or
    /// {"input","error"}.
    #[arg(long)]
    pub json: bool,
    /// File URIs; the --input files or standard input lines when none are
    /// given.
    #[arg(value_name = "URI")]
    pub inputs: Vec<OsString>,
}

/// Why one input was not converted.
enum PathFailure {
    /// The line itself (too long, not UTF-8) or, from a URI, its parse.
    Line(Failure),
    /// The library's conversion.
    Path(FilePathError),
    /// A Unix path that is not UTF-8 cannot be written as a line of text.
    NotUtf8Output,
}

/// Runs `urlkit path`.
pub fn run(args: PathArgs) -> io::Result<Status> {
    match args.command {
        PathCommand::ToUrl(a) => {
            let (style, dir) = (a.style.resolve(), a.dir);
            let convert = move |i: &Input| to_url(i, style, dir);
            per_line(a.inputs, a.json, "uri", convert)
        }
        PathCommand::FromUrl(a) => {
            let style = a.style.resolve();
            let convert = move |i: &Input| from_url(i, style);
            per_line(a.inputs, a.json, "path", convert)
        }
    }
}

/// Runs `convert` over every input, writing `{"input", KEY}` objects or
/// one result per line.
fn per_line<F>(
    inputs: Vec<OsString>,
    json: bool,
    key: &'static str,
    convert: F,
) -> io::Result<Status>
where
    F: Fn(&Input) -> Result<String, PathFailure> + Sync,
{
    let json_fn = |input: &Input| {
        let obj = Obj::new().str("input", input.display());
        match convert(input) {
            Ok(out) => (obj.str(key, &out).finish(), true),
            Err(f) => {
                let (kind, index, message) = describe(&f);
                (
                    obj.raw("error", &error_obj(kind, index, &message)).finish(),
                    false,
                )
            }
        }
    };
    let human_fn = |input: &Input| match convert(input) {
        Ok(out) => (out, true),
        Err(PathFailure::Line(f)) => (human_error(input, &f), false),
        Err(f) => {
            // As `human_error`: a window of a long input around the caret.
            let (_, index, message) = describe(&f);
            let (excerpt, at) = super::check::excerpt(input.display(), index);
            let shown = format!(
                "{}\n{} {message}",
                caret(&excerpt, at),
                paint(Style::Error, "error:")
            );
            (shown, false)
        }
    };
    engine::per_line_with(inputs, json, json_fn, human_fn, false)
}

/// The kind, index and message of a failure.
fn describe(f: &PathFailure) -> (&'static str, usize, String) {
    match f {
        PathFailure::Line(f) => (f.kind(), f.index(), f.message()),
        PathFailure::Path(e) => (e.kind().as_str(), e.index(), e.to_string()),
        PathFailure::NotUtf8Output => (
            "invalid-utf8",
            0,
            String::from("the path is not UTF-8, which a line of text cannot show"),
        ),
    }
}

/// One path to its URI.
fn to_url(input: &Input, style: PathStyle, dir: bool) -> Result<String, PathFailure> {
    let path = text(input).map_err(PathFailure::Line)?;
    let uri = match (style, dir) {
        (PathStyle::Windows, false) => file_path::from_windows_path(path),
        (PathStyle::Windows, true) => file_path::from_windows_directory_path(path),
        (_, false) => file_path::from_unix_path(path.as_bytes()),
        (_, true) => file_path::from_unix_directory_path(path.as_bytes()),
    };
    uri.map(Uri::into_string).map_err(PathFailure::Path)
}

/// One URI to its path.
fn from_url(input: &Input, style: PathStyle) -> Result<String, PathFailure> {
    let uri = parse_uri(input).map_err(PathFailure::Line)?;
    match style {
        PathStyle::Windows => file_path::to_windows_path(&uri).map_err(PathFailure::Path),
        _ => {
            let octets = file_path::to_unix_path(&uri).map_err(PathFailure::Path)?;
            String::from_utf8(octets).map_err(|_| PathFailure::NotUtf8Output)
        }
    }
}
