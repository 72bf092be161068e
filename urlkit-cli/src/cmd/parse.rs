//! `urlkit parse`: the components of each input, as JSON lines or for
//! people.

use std::io::{self, BufWriter, Write};

use urlkit::{ParseError, UriRefView};

use crate::args::ParseArgs;
use crate::exit::Status;
use crate::input::{self, Input};
use crate::output::{caret, error_obj, Obj};

mod scheme_data;

/// Runs `urlkit parse`.
pub fn run(args: ParseArgs) -> io::Result<Status> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    let mut first = true;
    input::for_each(args.inputs, |input| {
        let (text, valid) = if args.json {
            json(&input)
        } else {
            human(&input)
        };
        if !args.json && !first {
            writeln!(out)?;
        }
        first = false;
        status = status.and(Status::valid_if(valid));
        writeln!(out, "{text}")
    })?;
    out.flush()?;
    Ok(status)
}

/// Why an input is not a URI reference.
enum Failure {
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

fn parse(input: &Input) -> Result<UriRefView<'_>, Failure> {
    match input {
        Input::Text(t) => UriRefView::parse(t).map_err(Failure::Parse),
        Input::NotUtf8 { valid_up_to, .. } => Err(Failure::NotUtf8(*valid_up_to)),
    }
}

/// The contract's JSON object for one input, and whether it was valid.
pub fn json(input: &Input) -> (String, bool) {
    let obj = Obj::new().str("input", input.display());
    match parse(input) {
        Ok(r) => {
            let obj = obj
                .bool("valid", true)
                .opt_str("scheme", r.scheme())
                .opt_str("authority", r.authority())
                .opt_str("userinfo", r.userinfo())
                .opt_str("host", r.host())
                .opt_str("host_kind", r.host_kind().map(|k| k.as_str()))
                .opt_str("port", r.port())
                .str("path", r.path())
                .opt_str("query", r.query())
                .opt_str("fragment", r.fragment());
            let obj = match scheme_data::json(r) {
                Some(data) => obj.raw("scheme_data", &data),
                None => obj,
            };
            (obj.finish(), true)
        }
        Err(f) => {
            let error = error_obj(f.kind(), f.index(), &f.message());
            (
                obj.bool("valid", false).raw("error", &error).finish(),
                false,
            )
        }
    }
}

/// The view for people: a component per line, or the input with a caret
/// under the failing byte and the message.
pub fn human(input: &Input) -> (String, bool) {
    match parse(input) {
        Ok(r) => {
            let mut rows = vec![("input", Some(r.as_str()))];
            rows.push(("scheme", r.scheme()));
            rows.push(("authority", r.authority()));
            rows.push(("userinfo", r.userinfo()));
            rows.push(("host", r.host()));
            rows.push(("host_kind", r.host_kind().map(|k| k.as_str())));
            rows.push(("port", r.port()));
            rows.push(("path", Some(r.path())));
            rows.push(("query", r.query()));
            rows.push(("fragment", r.fragment()));
            let mut lines: Vec<String> = rows
                .into_iter()
                .filter_map(|(name, value)| value.map(|v| format!("{name:<10} {v}")))
                .collect();
            lines.extend(scheme_data::human(r).unwrap_or_default());
            (lines.join("\n"), true)
        }
        Err(f) => {
            let text = format!(
                "{}\nerror: {}",
                caret(input.display(), f.index()),
                f.message()
            );
            (text, false)
        }
    }
}
