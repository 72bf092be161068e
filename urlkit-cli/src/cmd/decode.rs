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
use crate::line::{text, Failure};
use crate::record::Format;
use crate::result::{lend_bytes, per_input, Shape};

/// `urlkit decode`.
pub struct DecodeShape;
impl Shape for DecodeShape {
    const HEAD: &'static [&'static str] = &["input"];
    const RESULT: &'static str = "decoded";
    const COLUMNS: &'static [&'static str] = &[
        "input",
        "decoded",
        "error_kind",
        "error_index",
        "error_message",
    ];
}

/// Runs `urlkit decode`.
pub fn run(cfg: &Config, args: DecodeArgs) -> io::Result<Status> {
    let form = args.form;
    let one_line = !args.json;
    let format = Format::json_or_human(args.json);
    per_input::<DecodeShape>(cfg, args.inputs, &format, |input, out| {
        text(input).and_then(|t| decode(t, form, one_line, out))
    })
}

/// Decodes `text` into `out`, a reused buffer.
fn decode<'o>(
    text: &str,
    form: bool,
    one_line: bool,
    out: &'o mut String,
) -> Result<Cow<'o, str>, Failure> {
    let (decoded, _) = lend_bytes(out, |bytes| {
        if form {
            pct::decode_form_into(text, bytes)
        } else {
            pct::decode_utf8_into(text, bytes)
        }
        .map(str::len)
    });
    decoded.map_err(Failure::Decode)?;
    if one_line && out.contains(['\r', '\n']) {
        return Err(Failure::LineBreak(line_break_escape(text)));
    }
    Ok(Cow::Borrowed(out.as_str()))
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
        let mut out = String::new();
        let mut decode =
            |text, form, one_line| decode(text, form, one_line, &mut out).map(Cow::into_owned);
        assert_eq!(decode("a%0Ab", false, true).unwrap_err().index(), 1);
        assert_eq!(
            decode("a%0d", false, true).unwrap_err().kind(),
            "line-break"
        );
        assert_eq!(decode("a%0Ab", false, false).unwrap(), "a\nb");
        assert_eq!(decode("a+b", true, true).unwrap(), "a b");
        assert_eq!(
            decode("%FF", false, false).unwrap_err().kind(),
            "invalid-utf8"
        );
        assert_eq!(decode("%C3%A9", false, false).unwrap(), "é");
    }
}
