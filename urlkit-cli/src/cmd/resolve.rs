//! `urlkit resolve`: each reference resolved against `--base` (RFC 3986
//! §5.2, strict); with `--lenient`, read as a browser reads a link on that
//! page first (`Uri::join_lenient`).

use std::borrow::Cow;
use std::io;

use urlkit::{Resolver, Uri};

use crate::args::ResolveArgs;
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::line::{self, base_uri, Failure};
use crate::record::{Format, Record};
use crate::result::{shape, OneResult};

type Rec<'a> = OneResult<'a, ResolveShape>;

shape! {
    /// `urlkit resolve`.
    ResolveShape: ["base", "ref"] => "result"
}

/// Runs `urlkit resolve`.
pub fn run(cfg: &Config, args: ResolveArgs) -> io::Result<Status> {
    let base = base_uri(&args.base)?;
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let header = format.header(Rec::COLUMNS);
    let counts = engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        // The target is written into a reused buffer: no allocation per
        // line.
        engine::with_scratch(|out| {
            let outcome = if cfg.reading.is_lenient() {
                line::text(&input).and_then(|href| join_lenient(&base, href))
            } else {
                line::read(cfg.reading, &input)
                    .and_then(|read| resolve_into(&base, &read, out).map(Cow::Borrowed))
            };
            let head = [Cow::Borrowed(base.as_str()), input.display()];
            emit.record(&Rec::new(head, input, outcome));
        });
    })?;
    Ok(counts.status())
}

/// Resolves one reference against `base` by the strict rule, into `out`.
fn resolve_into<'o>(
    base: &Uri,
    read: &line::Read<'_>,
    out: &'o mut String,
) -> Result<&'o str, Failure> {
    Resolver::new()
        .resolve_views_into(base.as_view(), read.view()?, out)
        .map_err(Failure::Resolve)
}

/// Repairs `href` knowing `base` (`\` as `/` on an http page) and
/// resolves it: the strict result for a valid reference.
fn join_lenient<'o>(base: &Uri, href: &str) -> Result<Cow<'o, str>, Failure> {
    let joined = base.join_lenient(href).map_err(Failure::Parse)?;
    Ok(Cow::Owned(joined.into_uri().into_string()))
}
