//! `urlkit path`: local paths to `file` URIs and back (RFC 8089), by the
//! library's `urlkit::file_path`.
//!
//! Inputs and outputs are lines of text (and JSON strings), so a path whose
//! names are not UTF-8 is an `invalid-utf8` input here; the library itself
//! converts any Unix octets.

use std::io;

use urlkit::file_path::{self, FilePathError};
use urlkit::Uri;

use std::borrow::Cow;

use crate::args::{PathArgs, PathCommand, PathStyle};
use crate::config::Config;
use crate::exit::Status;
use crate::input::Input;
use crate::line::{self, text, Failure};
use crate::record::Format;
use crate::result::{lend_bytes, per_input, shape};

shape! {
    /// `urlkit path to-url`: `{"input","uri"}`.
    ToUrlShape: ["input"] => "uri"
}

shape! {
    /// `urlkit path from-url`: `{"input","path"}`.
    FromUrlShape: ["input"] => "path"
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
    Failure::Other(e.kind().as_str(), e.index(), format!("{e:#}"))
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
    let (converted, utf8) = lend_bytes(out, |octets| {
        file_path::to_unix_path_into(uri, octets).map(|_| ())
    });
    converted.map_err(path_failure)?;
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
