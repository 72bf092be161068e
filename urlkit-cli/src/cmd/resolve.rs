//! `urlkit resolve`: each reference resolved against `--base` (RFC 3986
//! §5.2, strict).

use std::borrow::Cow;
use std::io;

use urlkit::{Resolver, Uri};

use crate::args::ResolveArgs;
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::record::{Format, Record};

use super::line::{self, base_uri, Failure};
use super::result::{OneResult, ResolveShape};

type Rec<'a> = OneResult<'a, ResolveShape>;

/// Runs `urlkit resolve`.
pub fn run(cfg: &Config, args: ResolveArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let header = format.header(Rec::COLUMNS);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        let outcome =
            line::read(cfg.reading, &input).and_then(|read| Ok(Cow::Owned(resolve(&base, &read)?)));
        let head = [Cow::Borrowed(base.as_str()), input.display()];
        emit.record(&Rec::new(head, input, outcome));
    })?;
    Ok(counts.status())
}

/// Resolves one reference against `base` by the strict rule.
pub fn resolve(base: &Uri, read: &line::Read<'_>) -> Result<String, Failure> {
    Resolver::new()
        .resolve_views(base.as_uri_view(), read.view()?)
        .map(Uri::into_string)
        .map_err(Failure::Resolve)
}
