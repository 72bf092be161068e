//! `urlkit decode`: percent-decode each input to UTF-8 text.
//!
//! For people the output has one line per input: a decoded CR or LF would
//! break that, so such an input is an error there (`line-break`, at the
//! first escape that decodes to one). `--json` shows it escaped.

use std::borrow::Cow;
use std::io;

use urlkit::pct;

use crate::args::DecodeArgs;
use crate::config::Config;
use crate::exit::Status;
use crate::record::Format;

use super::line::{text, Failure};
use super::result::{per_input, DecodeShape};

/// Runs `urlkit decode`.
pub fn run(cfg: &Config, args: DecodeArgs) -> io::Result<Status> {
    let form = args.form;
    let one_line = !args.json;
    let format = Format::json_or_human(args.json);
    per_input::<DecodeShape>(cfg, args.inputs, &format, |input| {
        text(input).and_then(|t| decode(t, form, one_line))
    })
}

fn decode(text: &str, form: bool, one_line: bool) -> Result<Cow<'_, str>, Failure> {
    let decoded = if form {
        pct::decode_form(text)
    } else {
        pct::decode_utf8(text)
    }
    .map_err(Failure::Decode)?;
    if one_line && decoded.contains(['\r', '\n']) {
        return Err(Failure::LineBreak(line_break_escape(text)));
    }
    Ok(decoded)
}

/// The index of the first `%0A`/`%0D` escape (any case) in `text`.
fn line_break_escape(text: &str) -> usize {
    let b = text.as_bytes();
    (0..b.len())
        .find(|&i| {
            matches!(
                b.get(i..i + 3),
                Some([b'%', b'0', b'a' | b'A' | b'd' | b'D'])
            )
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_breaks_are_errors_only_for_one_line_output() {
        assert_eq!(decode("a%0Ab", false, true).unwrap_err().index(), 1);
        assert_eq!(
            decode("a%0d", false, true).unwrap_err().kind(),
            "line-break"
        );
        assert_eq!(decode("a%0Ab", false, false).unwrap(), "a\nb");
        assert_eq!(decode("a+b", true, true).unwrap(), "a b");
    }
}
