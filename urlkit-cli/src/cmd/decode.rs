//! `urlkit decode`: percent-decode each input to UTF-8 text.

use std::io::{self, BufWriter, Write};

use urlkit::pct::{self, DecodeError};

use crate::args::DecodeArgs;
use crate::exit::Status;
use crate::input::{self, Input};
use crate::output::{caret, error_obj, Obj};

/// Runs `urlkit decode`.
pub fn run(args: DecodeArgs) -> io::Result<Status> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    input::for_each(args.inputs, |input| {
        let result = decode(&input, args.form);
        status = status.and(Status::valid_if(result.is_ok()));
        let text = if args.json {
            json(&input, &result)
        } else {
            human(&input, &result)
        };
        writeln!(out, "{text}")
    })?;
    out.flush()?;
    Ok(status)
}

/// Why an input could not be decoded.
enum Failure {
    Decode(DecodeError),
    NotUtf8(usize),
}

impl Failure {
    fn kind(&self) -> &'static str {
        match self {
            Failure::Decode(e) => e.kind().as_str(),
            Failure::NotUtf8(_) => "invalid-utf8",
        }
    }

    fn index(&self) -> usize {
        match self {
            Failure::Decode(e) => e.index(),
            Failure::NotUtf8(i) => *i,
        }
    }

    fn message(&self) -> String {
        match self {
            Failure::Decode(e) => e.to_string(),
            Failure::NotUtf8(i) => format!("input is not UTF-8 at index {i}"),
        }
    }
}

fn decode(input: &Input, form: bool) -> Result<String, Failure> {
    let text = match input {
        Input::Text(text) => text,
        Input::NotUtf8 { valid_up_to, .. } => return Err(Failure::NotUtf8(*valid_up_to)),
    };
    let decoded = if form {
        pct::decode_form(text)
    } else {
        pct::decode_utf8(text)
    };
    decoded.map(|d| d.into_owned()).map_err(Failure::Decode)
}

/// `{"input","decoded"}` or `{"input","error":{...}}`.
fn json(input: &Input, result: &Result<String, Failure>) -> String {
    let obj = Obj::new().str("input", input.display());
    match result {
        Ok(decoded) => obj.str("decoded", decoded).finish(),
        Err(f) => obj
            .raw("error", &error_obj(f.kind(), f.index(), &f.message()))
            .finish(),
    }
}

/// The decoded text, or the input with a caret and the error.
fn human(input: &Input, result: &Result<String, Failure>) -> String {
    match result {
        Ok(decoded) => decoded.clone(),
        Err(f) => format!(
            "{}\nerror: {}",
            caret(input.display(), f.index()),
            f.message()
        ),
    }
}
