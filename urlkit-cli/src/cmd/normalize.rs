//! `urlkit normalize`: the normal form of each URI reference (RFC 3986
//! §6.2.2, and §6.2.3 at the scheme level).

use std::borrow::Cow;
use std::io;

use urlkit::NormalizeLevel;

use crate::args::{LevelArg, NormalizeArgs};
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::record::{Format, Record};

use super::line;
use super::result::{NormalizeShape, OneResult};

type Rec<'a> = OneResult<'a, NormalizeShape>;

/// Runs `urlkit normalize`.
pub fn run(cfg: &Config, args: NormalizeArgs) -> io::Result<Status> {
    let level = level(args.level);
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let header = format.header(Rec::COLUMNS);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        let outcome = line::read(cfg.reading, &input)
            .and_then(|read| Ok(Cow::Owned(read.view()?.normalize_with(level).into_string())));
        emit.record(&Rec::new(
            [input.display(), Cow::Borrowed("")],
            input,
            outcome,
        ));
    })?;
    Ok(counts.status())
}

/// The library's level for `--level` (and `edit --normalize`).
pub fn level(arg: LevelArg) -> NormalizeLevel {
    match arg {
        LevelArg::Syntax => NormalizeLevel::Syntax,
        LevelArg::Scheme => NormalizeLevel::Scheme,
    }
}
