//! `urlkit relative`: for each target, the shortest reference that
//! resolves back to it against `--base`.

use std::io;

use urlkit::{Uri, UriRef};

use crate::args::RelativeArgs;
use crate::exit::Status;
use crate::input::Input;
use crate::output::Cell;

use super::line::{base_uri, parse_uri, Failure, Formats};
use super::resolve::{render_human, render_json, render_row};

/// The columns of `--csv` and `--fields`: the contract's keys, with the
/// error object flattened.
pub const FIELDS: &[&str] = &[
    "base",
    "target",
    "result",
    "error_kind",
    "error_index",
    "error_message",
];

/// Runs `urlkit relative`.
pub fn run(args: RelativeArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let base = &base;
    Formats {
        fields: FIELDS,
        json: |i: &Input| {
            render_json(relative(base, i), "result", |o| {
                o.str("base", base.as_str()).str("target", i.display())
            })
        },
        human: |i: &Input| render_human(i, relative(base, i)),
        rows: |i: &Input, row: &mut dyn FnMut(&[Cell])| {
            let head = [Cell::opt(Some(base.as_str())), Cell::opt(Some(i.display()))];
            render_row(&head, relative(base, i), row)
        },
    }
    .run(args.inputs, &args.format)
}

/// The shortest reference from `base` to the input, or the input itself
/// when no reference reaches it (a path with dot segments, another
/// scheme): the contract then gives the target.
fn relative(base: &Uri, input: &Input) -> Result<String, Failure> {
    let target = parse_uri(input)?;
    Ok(base
        .make_relative(&target)
        .map_or_else(|| target.into_string(), UriRef::into_string))
}
