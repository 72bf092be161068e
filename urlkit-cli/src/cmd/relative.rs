//! `urlkit relative`: for each target, the shortest reference that
//! resolves back to it against `--base`.

use std::borrow::Cow;
use std::io;

use std::cell::Cell;

use urlkit::{Relativizer, Uri};

use crate::args::RelativeArgs;
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::line::{self, base_uri, Failure};
use crate::record::{Format, Record};
use crate::result::{shape, OneResult};

type Rec<'a> = OneResult<'a, RelativeShape>;

shape! {
    /// `urlkit relative`.
    RelativeShape: ["base", "target"] => "result"
}

/// Runs `urlkit relative`: the shortest reference from `--base` to each
/// target, or the target itself when no reference reaches it (a path with
/// dot segments, another scheme): the contract then gives the target.
pub fn run(cfg: &Config, args: RelativeArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let header = format.header(Rec::COLUMNS);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        // The result is written into a reused buffer: no allocation per
        // line.
        engine::with_scratch(|out| {
            let outcome = relative(cfg.reading, &base, &input, out);
            let head = [Cow::Borrowed(base.as_str()), input.display()];
            emit.record(&Rec::new(head, input, outcome));
        });
    })?;
    Ok(counts.status())
}

thread_local! {
    /// The maker of relative references, per thread (so per worker): its
    /// buffers are reused from line to line.
    static MAKER: Cell<Option<Relativizer>> = const { Cell::new(None) };
}

/// The shortest reference from `base` to the target `input`, or the target
/// itself, written into `out`.
fn relative<'o>(
    reading: line::Reading,
    base: &Uri,
    input: &Input<'_>,
    out: &'o mut String,
) -> Result<Cow<'o, str>, Failure> {
    let read = line::read(reading, input)?;
    let target = read.uri_view()?;
    let mut maker = MAKER.with(Cell::take).unwrap_or_default();
    let found = maker.make_relative(base.as_view(), target);
    out.push_str(found.unwrap_or(target.as_str()));
    MAKER.with(|slot| slot.set(Some(maker)));
    Ok(Cow::Borrowed(out.as_str()))
}
