//! `urlkit relative`: for each target, the shortest reference that
//! resolves back to it against `--base`.

use std::io;

use urlkit::{Uri, UriRef};

use crate::args::RelativeArgs;
use crate::exit::Status;
use crate::input::Input;

use super::line::{parse_uri, Failure};
use super::resolve::run_against_base;

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
    run_against_base(
        &args.base,
        args.inputs,
        &args.format,
        FIELDS,
        "target",
        relative,
    )
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
