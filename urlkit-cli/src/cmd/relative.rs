//! `urlkit relative`: for each target, the shortest reference that
//! resolves back to it against `--base`.

use std::borrow::Cow;
use std::io;

use urlkit::UriRef;

use crate::args::RelativeArgs;
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::record::{Format, Record};

use super::line::{self, base_uri};
use super::result::{OneResult, RelativeShape};

type Rec<'a> = OneResult<'a, RelativeShape>;

/// Runs `urlkit relative`: the shortest reference from `--base` to each
/// target, or the target itself when no reference reaches it (a path with
/// dot segments, another scheme): the contract then gives the target.
pub fn run(cfg: &Config, args: RelativeArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let header = format.header(Rec::COLUMNS);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        let outcome = line::read(cfg.reading, &input).and_then(|read| {
            let target = read.uri()?;
            Ok(Cow::Owned(
                base.make_relative(&target)
                    .map_or_else(|| target.into_string(), UriRef::into_string),
            ))
        });
        let head = [Cow::Borrowed(base.as_str()), input.display()];
        emit.record(&Rec::new(head, input, outcome));
    })?;
    Ok(counts.status())
}
