//! `urlkit decode`: percent-decode each input to UTF-8 text.

use std::io;

use urlkit::pct;

use crate::args::DecodeArgs;
use crate::engine;
use crate::exit::Status;
use crate::input::Input;
use crate::output::{error_obj, Obj};

use super::line::{human_error, text, Failure};

/// Runs `urlkit decode`.
pub fn run(args: DecodeArgs) -> io::Result<Status> {
    let form = args.form;
    engine::per_line_with(
        args.inputs,
        args.json,
        |i| json(i, form),
        |i| human(i, form),
        false,
    )
}

fn decode(input: &Input, form: bool) -> Result<String, Failure> {
    let text = text(input)?;
    let decoded = if form {
        pct::decode_form(text)
    } else {
        pct::decode_utf8(text)
    };
    decoded.map(|d| d.into_owned()).map_err(Failure::Decode)
}

/// `{"input","decoded"}` or `{"input","error":{...}}`.
fn json(input: &Input, form: bool) -> (String, bool) {
    let obj = Obj::new().str("input", input.display());
    match decode(input, form) {
        Ok(decoded) => (obj.str("decoded", &decoded).finish(), true),
        Err(f) => (
            obj.raw("error", &error_obj(f.kind(), f.index(), &f.message()))
                .finish(),
            false,
        ),
    }
}

/// The decoded text, or the input with a caret and the error.
fn human(input: &Input, form: bool) -> (String, bool) {
    match decode(input, form) {
        Ok(decoded) => (decoded, true),
        Err(f) => (human_error(input, &f), false),
    }
}
