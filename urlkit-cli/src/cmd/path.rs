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

use std::borrow::Cow;

use crate::config::Config;
use crate::exit::Status;
use crate::input::Input;
use crate::record::Format;

use super::line::{self, text, Failure};
use super::result::{per_input, Shape};

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

/// `urlkit path to-url`: `{"input","uri"}`.
pub struct ToUrlShape;
impl Shape for ToUrlShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "uri";
    const COLUMNS: &'static [&'static str] =
        &["input", "uri", "error_kind", "error_index", "error_message"];
}

/// `urlkit path from-url`: `{"input","path"}`.
pub struct FromUrlShape;
impl Shape for FromUrlShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "path";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "path",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// Runs `urlkit path`.
pub fn run(cfg: &Config, args: PathArgs) -> io::Result<Status> {
    match args.command {
        PathCommand::ToUrl(a) => {
            let (style, dir) = (a.style.resolve(), a.dir);
            let format = Format::json_or_human(a.json);
            per_input::<ToUrlShape>(cfg, a.inputs, &format, |i, out| to_url(i, style, dir, out))
        }
        PathCommand::FromUrl(a) => {
            let style = a.style.resolve();
            let format = Format::json_or_human(a.json);
            per_input::<FromUrlShape>(cfg, a.inputs, &format, |i, out| {
                from_url(cfg, i, style, out)
            })
        }
    }
}

/// A failure of the library's conversion.
fn path_failure(e: FilePathError) -> Failure {
    Failure::Other(e.kind().as_str(), e.index(), e.to_string())
}

/// One path to its URI (a Unix one written into `out`, a reused buffer).
fn to_url<'o>(
    input: &Input,
    style: PathStyle,
    dir: bool,
    out: &'o mut String,
) -> Result<Cow<'o, str>, Failure> {
    let path = text(input)?;
    let owned = |uri: Result<Uri, FilePathError>| uri.map(|u| Cow::Owned(u.into_string()));
    match (style, dir) {
        (PathStyle::Windows, false) => owned(file_path::from_windows_path(path)),
        (PathStyle::Windows, true) => owned(file_path::from_windows_directory_path(path)),
        (_, false) => file_path::from_unix_path_into(path.as_bytes(), out).map(Cow::Borrowed),
        (_, true) => {
            file_path::from_unix_directory_path_into(path.as_bytes(), out).map(Cow::Borrowed)
        }
    }
    .map_err(path_failure)
}

/// One URI to its path (a Unix one written into `out`, a reused buffer).
fn from_url<'o>(
    cfg: &Config,
    input: &Input,
    style: PathStyle,
    out: &'o mut String,
) -> Result<Cow<'o, str>, Failure> {
    let read = line::read(cfg.reading, input)?;
    if style == PathStyle::Windows {
        let uri = read.uri()?;
        return file_path::to_windows_path(&uri)
            .map(Cow::Owned)
            .map_err(path_failure);
    }
    let uri = read.uri_view()?;
    // The buffer lends its bytes to the conversion and gets them back
    // (moving a `String`'s bytes does not allocate).
    let mut octets = std::mem::take(out).into_bytes();
    let converted = file_path::to_unix_path_into(uri, &mut octets)
        .map(|_| ())
        .map_err(path_failure);
    let utf8 = std::str::from_utf8(&octets).is_ok();
    if !utf8 {
        octets.clear();
    }
    *out = String::from_utf8(octets).unwrap_or_default();
    converted?;
    if !utf8 {
        // A Unix path that is not UTF-8 cannot be written as a line of
        // text.
        return Err(Failure::Other(
            "invalid-utf8",
            0,
            String::from("the path is not UTF-8, which a line of text cannot show"),
        ));
    }
    Ok(Cow::Borrowed(out.as_str()))
}
