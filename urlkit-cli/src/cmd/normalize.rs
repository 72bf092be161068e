//! `urlkit normalize`: the normal form of each URI reference (RFC 3986
//! §6.2.2, and §6.2.3 at the scheme level).

use std::io;

use urlkit::NormalizeLevel;

use crate::args::{LevelArg, NormalizeArgs};
use crate::cmd::resolve::{each_line, parse_ref, render_as};
use crate::exit::Status;

/// Runs `urlkit normalize`.
pub fn run(args: NormalizeArgs) -> io::Result<Status> {
    let level = match args.level {
        LevelArg::Syntax => NormalizeLevel::Syntax,
        LevelArg::Scheme => NormalizeLevel::Scheme,
    };
    each_line(args.inputs, |input| {
        let outcome = parse_ref(input).map(|r| r.normalize_with(level).into_string());
        render_as(args.json, input, outcome, "normalized", |obj| {
            obj.str("input", input.display())
        })
    })
}
