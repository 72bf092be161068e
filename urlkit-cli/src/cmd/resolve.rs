//! `urlkit resolve`: each reference resolved against `--base` (RFC 3986
//! §5.2, strict).

use std::io;

use urlkit::{Resolver, Uri};

use crate::args::ResolveArgs;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{error_obj, Cell, Obj};

use super::line::{base_uri, human_error, parse_ref, Failure, Formats};

/// The columns of `--csv` and `--fields`: the contract's keys, with the
/// error object flattened.
pub const FIELDS: &[&str] = &[
    "base",
    "ref",
    "result",
    "error_kind",
    "error_index",
    "error_message",
];

/// Runs `urlkit resolve`.
pub fn run(args: ResolveArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let base = &base;
    Formats {
        fields: FIELDS,
        json: |i: &Input| {
            render_json(resolve(base, i), "result", |o| {
                o.str("base", base.as_str()).str("ref", i.display())
            })
        },
        human: |i: &Input| render_human(i, resolve(base, i)),
        rows: |i: &Input, row: &mut dyn FnMut(&[Cell])| {
            let head = [Cell::opt(Some(base.as_str())), Cell::opt(Some(i.display()))];
            render_row(&head, resolve(base, i), row)
        },
    }
    .run(args.inputs, &args.format)
}

/// Resolves one input against `base` by the strict rule.
fn resolve(base: &Uri, input: &Input) -> Result<String, Failure> {
    let reference = parse_ref(input)?;
    Resolver::new()
        .resolve_views(base.as_uri_view(), reference)
        .map(Uri::into_string)
        .map_err(Failure::Resolve)
}

/// The JSON object that `head` starts, then `"key": result` or `"error"`;
/// and whether there was a result.
pub(super) fn render_json(
    outcome: Result<String, Failure>,
    key: &str,
    head: impl FnOnce(Obj) -> Obj,
) -> (String, bool) {
    match outcome {
        Ok(result) => (head(Obj::new()).str(key, &result).finish(), true),
        Err(f) => {
            let error = error_obj(f.kind(), f.index(), &f.message());
            (head(Obj::new()).raw("error", &error).finish(), false)
        }
    }
}

/// For people: the result alone, or the input with a caret under the
/// error.
pub(super) fn render_human(input: &Input, outcome: Result<String, Failure>) -> (String, bool) {
    match outcome {
        Ok(result) => (result, true),
        Err(f) => (human_error(input, &f), false),
    }
}

/// One row: the `head` cells, then the result and three empty error cells,
/// or an empty result and the error.
pub(super) fn render_row(
    head: &[Cell],
    outcome: Result<String, Failure>,
    row: &mut dyn FnMut(&[Cell]),
) -> bool {
    let mut cells = head.to_vec();
    match outcome {
        Ok(result) => {
            cells.push(Cell::Str(result.into()));
            cells.extend([Cell::Null, Cell::Null, Cell::Null]);
            row(&cells);
            true
        }
        Err(f) => {
            cells.push(Cell::Null);
            cells.extend(f.cells());
            row(&cells);
            false
        }
    }
}
