//! `urlkit parse`: the components of each input, as JSON lines or for
//! people.

use std::io::{self, BufWriter, Write};

use urlkit::UriRefView;

use crate::args::ParseArgs;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{
    csv_header, csv_row, error_obj, json_row, paint, pick_columns, tab_row, Cell, Obj, Style,
};

/// The columns of `--csv` and `--fields`: the contract's keys, with the
/// error object flattened.
pub const FIELDS: &[&str] = &[
    "input",
    "valid",
    "scheme",
    "authority",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
    "error_kind",
    "error_index",
    "error_message",
];

mod scheme_data;

/// Runs `urlkit parse`.
pub fn run(args: ParseArgs) -> io::Result<Status> {
    let format = &args.format;
    let pick = pick_columns(FIELDS, &format.fields).map_err(super::usage)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let chosen = !format.fields.is_empty();
    if format.csv {
        writeln!(out, "{}\r", csv_header(FIELDS, &pick))?;
        engine::each_input(args.inputs, &mut out, false, |i| {
            row(i, |c| format!("{}\r", csv_row(c, &pick)))
        })
    } else if format.json && chosen {
        engine::each_input(args.inputs, &mut out, false, |i| {
            row(i, |c| json_row(FIELDS, c, &pick))
        })
    } else if format.json {
        engine::each_input(args.inputs, &mut out, false, json)
    } else if chosen {
        engine::each_input(args.inputs, &mut out, false, |i| {
            row(i, |c| tab_row(c, &pick))
        })
    } else {
        engine::each_input(args.inputs, &mut out, true, human)
    }
}

/// The row of [`FIELDS`] for one input, written by `write`, and whether the
/// input was valid.
fn row(input: &Input, write: impl Fn(&[Cell]) -> String) -> (String, bool) {
    match parse(input) {
        Ok(r) => {
            let cells = [
                Cell::opt(Some(input.display())),
                Cell::Bool(true),
                Cell::opt(r.scheme()),
                Cell::opt(r.authority()),
                Cell::opt(r.userinfo()),
                Cell::opt(r.host()),
                Cell::opt(r.host_kind().map(|k| k.as_str())),
                Cell::opt(r.port()),
                Cell::opt(Some(r.path())),
                Cell::opt(r.query()),
                Cell::opt(r.fragment()),
                Cell::Null,
                Cell::Null,
                Cell::Null,
            ];
            (write(&cells), true)
        }
        Err(f) => {
            let mut cells = vec![Cell::Null; FIELDS.len()];
            cells[0] = Cell::opt(Some(input.display()));
            cells[1] = Cell::Bool(false);
            cells[11] = Cell::opt(Some(f.kind()));
            cells[12] = Cell::Num(f.index() as u64);
            cells[13] = Cell::Str(f.message().into());
            (write(&cells), false)
        }
    }
}

pub use super::line::Failure;

/// Parses one input as a URI reference, refusing lines longer than
/// [`crate::input::MAX_LINE`] (the reader cuts them) and lines that are not UTF-8.
pub fn parse(input: &Input) -> Result<UriRefView<'_>, Failure> {
    super::line::parse_ref(input)
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
                .filter_map(|(name, value)| {
                    value.map(|v| format!("{} {v}", paint(Style::Label, &format!("{name:<11}"))))
                })
                .collect();
            lines.extend(scheme_data::human(r).unwrap_or_default());
            (lines.join("\n"), true)
        }
        Err(f) => (super::line::human_error(input, &f), false),
    }
}
