//! `urlkit normalize`: the normal form of each URI reference (RFC 3986
//! §6.2.2, and §6.2.3 at the scheme level).

use std::io;

use urlkit::NormalizeLevel;

use crate::args::{LevelArg, NormalizeArgs};
use crate::exit::Status;
use crate::input::Input;
use crate::output::Cell;

use super::line::{parse_ref, Failure, Formats};
use super::resolve::{render_human, render_json, render_row};

/// The columns of `--csv` and `--fields`: the contract's keys, with the
/// error object flattened.
pub const FIELDS: &[&str] = &[
    "input",
    "normalized",
    "error_kind",
    "error_index",
    "error_message",
];

/// Runs `urlkit normalize`.
pub fn run(args: NormalizeArgs) -> io::Result<Status> {
    let level = match args.level {
        LevelArg::Syntax => NormalizeLevel::Syntax,
        LevelArg::Scheme => NormalizeLevel::Scheme,
    };
    Formats {
        fields: FIELDS,
        json: |i: &Input| {
            render_json(normalize(i, level), "normalized", |o| {
                o.str("input", i.display())
            })
        },
        human: |i: &Input| render_human(i, normalize(i, level)),
        rows: |i: &Input, row: &mut dyn FnMut(&[Cell])| {
            render_row(&[Cell::opt(Some(i.display()))], normalize(i, level), row)
        },
    }
    .run(args.inputs, &args.format)
}

fn normalize(input: &Input, level: NormalizeLevel) -> Result<String, Failure> {
    Ok(parse_ref(input)?.normalize_with(level).into_string())
}
