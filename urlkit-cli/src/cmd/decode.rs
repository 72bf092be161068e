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
use crate::output::terminal;
use crate::record::Format;
use crate::result::{lend_bytes, per_input, shape};

shape! {
    /// `urlkit decode`.
    DecodeShape: ["input"] => "decoded"
}

/// Runs `urlkit decode`.
pub fn run(cfg: &Config, args: DecodeArgs) -> io::Result<Status> {
    let how = Decoding {
        form: args.form,
        one_line: !args.json,
        visible: !args.json && !cfg.raw,
    };
    let format = Format::json_or_human(args.json);
    per_input::<DecodeShape>(cfg, args.inputs, &format, |input, out| {
        text(input).and_then(|t| how.decode(t, out))
    })
}

/// How inputs are decoded.
#[derive(Clone, Copy, Debug)]
struct Decoding {
    /// `--form`: `+` is a space.
    form: bool,
    /// The output has one line per input (not `--json`).
    one_line: bool,
    /// Control characters are written visibly (for people, without
    /// `--raw`): see [`terminal::visible_decoded`].
    visible: bool,
}

impl Decoding {
    /// Decodes `text` into `out`, a reused buffer.
    fn decode<'o>(self, text: &str, out: &'o mut String) -> Result<Cow<'o, str>, Failure> {
        let (decoded, _) = lend_bytes(out, |bytes| {
            if self.form {
                pct::decode_form_into(text, bytes)
            } else {
                pct::decode_utf8_into(text, bytes)
            }
            .map(str::len)
        });
        decoded.map_err(Failure::Decode)?;
        if self.one_line && out.contains(['\r', '\n']) {
            return Err(Failure::LineBreak(line_break_escape(text)));
        }
        if self.visible {
            return Ok(terminal::visible_decoded(out));
        }
        Ok(Cow::Borrowed(out.as_str()))
    }
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
        let mut decode = |text, form, one_line| {
            Decoding {
                form,
                one_line,
                visible: one_line,
            }
            .decode(text, &mut out)
            .map(Cow::into_owned)
        };
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
        // For people, controls come back as the escapes they were, and a
        // decoded `%XX` is kept apart from them; JSON has the text itself.
        assert_eq!(decode("%1B]0;x%07", false, true).unwrap(), "%1B]0;x%07");
        assert_eq!(decode("%251B", false, true).unwrap(), "%251B");
        assert_eq!(decode("%1B", false, false).unwrap(), "\u{1b}");
    }
}
