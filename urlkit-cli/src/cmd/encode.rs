//! `urlkit encode`: percent-encode each input for one component.

use std::io;

use urlkit::pct::{self, Component};

use crate::args::EncodeArgs;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{error_obj, Obj};

use super::line::{human_error, text};

/// Runs `urlkit encode`.
pub fn run(args: EncodeArgs) -> io::Result<Status> {
    // clap accepts only the names `Component::from_name` knows.
    let component = Component::from_name(&args.component).ok_or_else(|| {
        super::usage(format!(
            "unknown component {:?}",
            urlkit::Excerpt::new(&args.component).to_string()
        ))
    })?;
    engine::per_line_with(
        args.inputs,
        args.json,
        |i| json(i, component),
        |i| human(i, component),
        false,
    )
}

/// `{"input","component","encoded"}`, or an `error` object for an input
/// that is not UTF-8 or too long; and whether it was valid.
fn json(input: &Input, component: Component) -> (String, bool) {
    let obj = Obj::new()
        .str("input", input.display())
        .str("component", component.name());
    match text(input) {
        Ok(t) => {
            let encoded = pct::encode(t, component).to_cow();
            (obj.str("encoded", &encoded).finish(), true)
        }
        Err(f) => {
            let error = error_obj(f.kind(), f.index(), &f.message());
            (obj.raw("error", &error).finish(), false)
        }
    }
}

/// The encoded text, or the input with a caret and the error.
fn human(input: &Input, component: Component) -> (String, bool) {
    match text(input) {
        Ok(t) => (pct::encode(t, component).to_string(), true),
        Err(f) => (human_error(input, &f), false),
    }
}
