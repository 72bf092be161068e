//! `urlkit resolve`: each reference resolved against `--base` (RFC 3986
//! §5.2, strict).

use std::io::{self, BufWriter, Write};

use urlkit::{ParseError, Uri, UriRef, UriRefView};

use crate::args::ResolveArgs;
use crate::exit::Status;
use crate::input::{self, Input};
use crate::output::{caret, error_obj, Obj};

/// Runs `urlkit resolve`.
pub fn run(args: ResolveArgs) -> io::Result<Status> {
    let Some(base) = base_uri(&args.base) else {
        return Ok(Status::Error);
    };
    each_line(args.inputs, |input| {
        let outcome = parse_ref(input).map(|r| r.resolve_against(&base).into_string());
        render(args.json, input, outcome, |obj| {
            obj.str("base", &args.base).str("ref", input.display())
        })
    })
}

/// Parses the `--base` value, or says why it is unusable on stderr (a
/// usage error: exit 2).
pub(super) fn base_uri(base: &str) -> Option<Uri> {
    match Uri::parse(base) {
        Ok(uri) => Some(uri),
        Err(err) => {
            eprintln!("urlkit: invalid --base {base:?}: {err}");
            None
        }
    }
}

/// Why an input could not be used.
pub(super) enum Failure {
    Parse(ParseError),
    NotUtf8(usize),
}

impl Failure {
    fn kind(&self) -> &'static str {
        match self {
            Failure::Parse(e) => e.kind().as_str(),
            Failure::NotUtf8(_) => "invalid-utf8",
        }
    }

    fn index(&self) -> usize {
        match self {
            Failure::Parse(e) => e.index(),
            Failure::NotUtf8(i) => *i,
        }
    }

    fn message(&self) -> String {
        match self {
            Failure::Parse(e) => e.to_string(),
            Failure::NotUtf8(i) => format!("input is not UTF-8 at index {i}"),
        }
    }
}

/// Parses an input as a URI reference.
pub(super) fn parse_ref(input: &Input) -> Result<UriRef, Failure> {
    match input {
        Input::Text(t) => UriRefView::parse(t)
            .map(UriRefView::to_owned_ref)
            .map_err(Failure::Parse),
        Input::NotUtf8 { valid_up_to, .. } => Err(Failure::NotUtf8(*valid_up_to)),
    }
}

/// Parses an input as a URI (with a scheme).
pub(super) fn parse_uri(input: &Input) -> Result<Uri, Failure> {
    match input {
        Input::Text(t) => Uri::parse(t).map_err(Failure::Parse),
        Input::NotUtf8 { valid_up_to, .. } => Err(Failure::NotUtf8(*valid_up_to)),
    }
}

/// Reads every input, writes one line (or, for people, one block) each,
/// and returns the run's status.
pub(super) fn each_line(
    inputs: Vec<std::ffi::OsString>,
    mut line: impl FnMut(&Input) -> (String, bool),
) -> io::Result<Status> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    input::for_each(inputs, |input| {
        let (text, valid) = line(&input);
        status = status.and(Status::valid_if(valid));
        writeln!(out, "{text}")
    })?;
    out.flush()?;
    Ok(status)
}

/// One input's output: with `json`, the object `head` starts, then
/// `"result"` or `"error"`; for people, the result alone or the input with
/// a caret under the error.
pub(super) fn render(
    json: bool,
    input: &Input,
    outcome: Result<String, Failure>,
    head: impl FnOnce(Obj) -> Obj,
) -> (String, bool) {
    render_as(json, input, outcome, "result", head)
}

/// [`render`] with the name of the result key.
pub(super) fn render_as(
    json: bool,
    input: &Input,
    outcome: Result<String, Failure>,
    key: &str,
    head: impl FnOnce(Obj) -> Obj,
) -> (String, bool) {
    match (json, outcome) {
        (true, Ok(result)) => (head(Obj::new()).str(key, &result).finish(), true),
        (true, Err(f)) => {
            let error = error_obj(f.kind(), f.index(), &f.message());
            (head(Obj::new()).raw("error", &error).finish(), false)
        }
        (false, Ok(result)) => (result, true),
        (false, Err(f)) => (
            format!(
                "{}\nerror: {}",
                caret(input.display(), f.index()),
                f.message()
            ),
            false,
        ),
    }
}
