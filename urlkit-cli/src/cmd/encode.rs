//! `urlkit encode`: percent-encode each input for one component.

use std::io::{self, BufWriter, Write};

use urlkit::pct::{self, Component};

use crate::args::EncodeArgs;
use crate::exit::Status;
use crate::input::{self, Input};
use crate::output::{caret, error_obj, Obj};

/// Runs `urlkit encode`.
pub fn run(args: EncodeArgs) -> io::Result<Status> {
    // clap accepts only the names `Component::from_name` knows.
    let Some(component) = Component::from_name(&args.component) else {
        eprintln!("urlkit: unknown component {:?}", args.component);
        return Ok(Status::Error);
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    input::for_each(args.inputs, |input| {
        let (text, valid) = if args.json {
            json(&input, component)
        } else {
            human(&input, component)
        };
        status = status.and(Status::valid_if(valid));
        writeln!(out, "{text}")
    })?;
    out.flush()?;
    Ok(status)
}

/// `{"input","component","encoded"}`, or an `error` object for an input
/// that is not UTF-8; and whether it was valid.
fn json(input: &Input, component: Component) -> (String, bool) {
    let obj = Obj::new()
        .str("input", input.display())
        .str("component", component.name());
    match input {
        Input::Text(t) => {
            let encoded = pct::encode(t, component).to_string();
            (obj.str("encoded", &encoded).finish(), true)
        }
        Input::NotUtf8 { valid_up_to, .. } => {
            let error = not_utf8(*valid_up_to);
            (obj.raw("error", &error).finish(), false)
        }
    }
}

/// The encoded text, or the input with a caret and the error.
fn human(input: &Input, component: Component) -> (String, bool) {
    match input {
        Input::Text(t) => (pct::encode(t, component).to_string(), true),
        Input::NotUtf8 { valid_up_to, lossy } => {
            let text = format!(
                "{}\nerror: input is not UTF-8 at index {valid_up_to}",
                caret(lossy, *valid_up_to)
            );
            (text, false)
        }
    }
}

fn not_utf8(index: usize) -> String {
    error_obj(
        "invalid-utf8",
        index,
        &format!("input is not UTF-8 at index {index}"),
    )
}
