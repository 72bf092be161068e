//! `urlkit encode`: percent-encode each input for one component.

use std::borrow::Cow;
use std::io;

use urlkit::pct;

use crate::args::EncodeArgs;
use crate::config::Config;
use crate::engine;
use crate::exit::Status;
use crate::line::text;
use crate::record::Format;
use crate::result::{shape, OneResult};

type Rec<'a> = OneResult<'a, EncodeShape>;

shape! {
    /// `urlkit encode`.
    EncodeShape: ["input", "component"] => "encoded"
}

/// Runs `urlkit encode`: `{"input","component","encoded"}`, or an `error`
/// object for an input that is not UTF-8 or too long.
pub fn run(cfg: &Config, args: EncodeArgs) -> io::Result<Status> {
    let component = args.component;
    let format = Format::json_or_human(args.json);
    let counts = engine::per_record(cfg, args.inputs, &format, None, |_, input, emit| {
        // The encoded text goes into a reused buffer, not a new string.
        engine::with_scratch(|encoded| {
            let outcome = text(&input).map(|t| {
                encoded.extend(pct::encode(t, component));
                Cow::Borrowed(encoded.as_str())
            });
            let head = [input.display(), Cow::Borrowed(component.name())];
            emit.record(&Rec::new(head, input, outcome));
        });
    })?;
    Ok(counts.status())
}
