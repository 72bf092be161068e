//! `urlkit normalize`: the normal form of each URI reference (RFC 3986
//! §6.2.2, and §6.2.3 at the scheme level).

use std::borrow::Cow;
use std::io;

use urlkit::NormalizeLevel;

use crate::args::NormalizeArgs;
use crate::config::Config;
use crate::exit::Status;
use crate::line;
use crate::record::Format;
use crate::result::{per_input, shape, Shape};

shape! {
    /// `urlkit normalize`.
    NormalizeShape: ["input"] => "normalized"
}

/// Runs `urlkit normalize`.
pub fn run(cfg: &Config, args: NormalizeArgs) -> io::Result<Status> {
    let level = NormalizeLevel::from(args.level);
    let format = Format::new(&args.format, NormalizeShape::COLUMNS, false)?;
    per_input::<NormalizeShape>(cfg, args.inputs, &format, |input, out| {
        let read = line::read(cfg.reading, input)?;
        // Written into the reused buffer: no allocation per line.
        read.view()?.normalize_into(level, out);
        Ok(Cow::Borrowed(out.as_str()))
    })
}
