//! `urlkit parse`: the components of each input, as JSON lines, rows, a
//! `--format` template, or for people.

use std::borrow::Cow;
use std::io;

use urlkit::{IriRefView, UriRefView, COMPONENT_NAMES};

use crate::args::ParseArgs;
use crate::config::Config;
use crate::engine::{self, Counts};
use crate::exit::{usage, Status};
use crate::line::{self, human_error, Failure, Read};
use crate::output::Style;
use crate::record::{Format, Human, Record, Value, ERROR_COLUMNS};
use crate::template::Template;

mod scheme_data;

/// The components of a parsed input: of the URI reference (strict or
/// repaired), or, with `--iri`, of the IRI reference as written.
#[derive(Clone, Copy, Debug)]
pub enum Parts<'a> {
    /// A URI reference.
    Uri(UriRefView<'a>),
    /// An IRI reference.
    Iri(IriRefView<'a>),
}

impl<'a> Parts<'a> {
    fn as_str(self) -> &'a str {
        match self {
            Parts::Uri(r) => r.as_str(),
            Parts::Iri(r) => r.as_str(),
        }
    }

    /// The components, in the order of [`COMPONENT_NAMES`].
    fn components(self) -> [Option<&'a str>; 9] {
        match self {
            Parts::Uri(r) => r.components(),
            Parts::Iri(r) => r.components(),
        }
    }
}

/// What `urlkit parse` says about one input.
pub struct ParseRecord<'a> {
    /// The input as written.
    pub input: Cow<'a, str>,
    /// The input read as a URI (for the keys `--iri`/`--lenient` add).
    pub read: Option<&'a Read<'a>>,
    /// The components, or why the input is not a URI (or IRI) reference.
    pub parsed: Result<Parts<'a>, Failure>,
    /// The `scheme_data` object, when asked for (JSON only).
    pub scheme_data: Option<&'a str>,
    /// The `params` list, when asked for and the query is present (JSON
    /// only).
    pub params: Option<&'a str>,
}

/// Appends the query's pairs of `r`, form-decoded, as a JSON list of
/// `[key, value]` lists; says `false` (and appends nothing) when there is
/// no query.
fn write_params(r: UriRefView<'_>, out: &mut String) -> bool {
    if r.query().is_none() {
        return false;
    }
    out.push('[');
    for (n, (key, value)) in r.form_pairs().enumerate() {
        if n > 0 {
            out.push(',');
        }
        out.push('[');
        crate::output::push_json_str(out, &key);
        out.push(',');
        crate::output::push_json_str(out, &value);
        out.push(']');
    }
    out.push(']');
    true
}

impl<'a> ParseRecord<'a> {
    /// The record of one input read as `read` says (`scheme_data`, of the
    /// URI the input is read as, written into `scheme_data` when it is
    /// given: a reused buffer).
    pub fn new(
        input: Cow<'a, str>,
        read: Result<&'a Read<'a>, Failure>,
        scheme_data: Option<&'a mut String>,
    ) -> ParseRecord<'a> {
        let (read, parsed, scheme_data, params) = match read {
            Err(e) => (None, Err(e), None, None),
            Ok(read) => {
                let view = read.view();
                // One reused buffer holds both JSON values: `params`, then
                // `scheme_data`.
                let (scheme_data, params) = match (&view, scheme_data) {
                    (Ok(r), Some(out)) => {
                        out.clear();
                        let has_params = write_params(*r, out);
                        let split = out.len();
                        let has_data = scheme_data::write_json(*r, out);
                        let (p, d) = out.split_at(split);
                        (has_data.then_some(d), has_params.then_some(p))
                    }
                    _ => (None, None),
                };
                let parsed = match read.iri {
                    Some(iri) => Ok(Parts::Iri(iri)),
                    None => view.map(Parts::Uri),
                };
                (Some(read), parsed, scheme_data, params)
            }
        };
        ParseRecord {
            input,
            read,
            parsed,
            scheme_data,
            params,
        }
    }
}

/// The columns of `urlkit parse`: `input`, `valid`, the library's component
/// names, then the error's.
const PARSE_COLUMNS: [&str; 15] = {
    let [kind, index, message, hint] = ERROR_COLUMNS;
    let mut columns = [
        "input", "valid", "", "", "", "", "", "", "", "", "", kind, index, message, hint,
    ];
    let mut i = 0;
    while i < COMPONENT_NAMES.len() {
        columns[i + 2] = COMPONENT_NAMES[i];
        i += 1;
    }
    columns
};

impl Record for ParseRecord<'_> {
    const COLUMNS: &'static [&'static str] = &PARSE_COLUMNS;

    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        f("input", Value::Str(&self.input));
        match &self.parsed {
            Ok(r) => {
                f("valid", Value::Bool(true));
                if let Some(read) = self.read {
                    read.visit_extra(f);
                }
                for (name, part) in COMPONENT_NAMES.into_iter().zip(r.components()) {
                    f(name, Value::opt(part));
                }
                if let Some(params) = self.params {
                    f("params", Value::Json(params));
                }
                if let Some(data) = &self.scheme_data {
                    f("scheme_data", Value::Json(data));
                }
            }
            Err(e) => {
                f("valid", Value::Bool(false));
                f("error", Value::Error(e));
            }
        }
    }

    fn ok(&self) -> bool {
        self.parsed.is_ok()
    }

    /// A component per line (absent ones left out), then the scheme's
    /// data; or the input with a caret under the failing byte.
    fn human(&self, out: &mut Human<'_>) {
        let r = match &self.parsed {
            Ok(r) => *r,
            Err(f) => {
                let input = crate::input::Input::Text(&self.input);
                out.text.push_str(&human_error(&input, f, out.paint));
                out.text.push('\n');
                return;
            }
        };
        let rows = COMPONENT_NAMES.into_iter().zip(r.components());
        for (name, value) in [("input", Some(r.as_str()))].into_iter().chain(rows) {
            if let Some(v) = value {
                out.paint.push(out.text, Style::Label, name, 11);
                out.text.push(' ');
                out.text.push_str(v);
                out.text.push('\n');
            }
        }
        let uri_view = self.read.and_then(|read| read.view().ok());
        if let Some(read) = self
            .read
            .filter(|read| read.iri.is_some() || !read.repairs.is_empty())
        {
            out.paint.push(out.text, Style::Label, "uri", 11);
            out.text.push(' ');
            out.text.push_str(&read.uri);
            out.text.push('\n');
        }
        if let Some(r) = uri_view {
            scheme_data::write_human(r, out.text);
        }
    }
}

/// What `urlkit parse --format` prints for one input: the filled template,
/// or the error (on standard error, like every one-line-per-input output).
struct Formatted<'a> {
    input: crate::input::Input<'a>,
    outcome: Result<&'a str, Failure>,
}

impl Record for Formatted<'_> {
    const COLUMNS: &'static [&'static str] = &[];

    fn visit<'s>(&'s self, _f: &mut dyn FnMut(&'static str, Value<'s>)) {}

    fn ok(&self) -> bool {
        self.outcome.is_ok()
    }

    fn human(&self, out: &mut Human<'_>) {
        match &self.outcome {
            Ok(text) => {
                out.text.push_str(text);
                out.text.push('\n');
            }
            Err(f) => {
                out.diag.push_str(&human_error(&self.input, f, out.paint));
                out.diag.push('\n');
            }
        }
    }
}

/// Runs `urlkit parse`.
pub fn run(cfg: &Config, args: ParseArgs) -> io::Result<Status> {
    if let Some(fmt) = &args.template {
        let template = Template::parse(fmt)
            .map_err(usage)?
            .with_sites(cfg.sites)
            .raw(cfg.raw);
        let format = Format::Human { blank_lines: false };
        let counts = engine::per_record(cfg, args.inputs, &format, None, |_, input, emit| {
            // Filled into a reused buffer, not a new string.
            engine::with_scratch(|text| {
                let outcome = match line::strict_view(cfg.reading, &input) {
                    // A strict reading has no zone.
                    Some(view) => template.fill(view, None, text).map(|()| text.as_str()),
                    None => line::read(cfg.reading, &input).and_then(|read| {
                        template.fill(read.view()?, read.zone.as_deref(), text)?;
                        Ok(text.as_str())
                    }),
                };
                emit.record(&Formatted { input, outcome });
            });
        })?;
        return Ok(counts.status());
    }
    let format = Format::new(&args.format, ParseRecord::COLUMNS, true)?;
    let header = format.header(ParseRecord::COLUMNS);
    let with_scheme_data = format == Format::Json;
    let counts: Counts = engine::per_record(
        cfg,
        args.inputs,
        &format,
        header,
        |_, input, emit| match line::read(cfg.reading, &input) {
            // `scheme_data` goes into a reused buffer.
            Ok(read) => engine::with_scratch(|scheme_data| {
                let scheme_data = with_scheme_data.then_some(scheme_data);
                emit.record(&ParseRecord::new(input.display(), Ok(&read), scheme_data));
            }),
            Err(e) => emit.record(&ParseRecord::new(input.display(), Err(e), None)),
        },
    )?;
    Ok(counts.status())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Input;
    use crate::record::tests::assert_keys_have_columns;

    #[test]
    fn every_key_has_its_column() {
        for line in ["http://u@[::1]:8080/p?q#f", "a b", "ftp://h/x"] {
            let input = Input::new(line.as_bytes());
            let read = line::read(line::Reading::Strict, &input).unwrap();
            let mut scheme_data = String::new();
            let rec = ParseRecord::new(input.display(), Ok(&read), Some(&mut scheme_data));
            assert_keys_have_columns(&rec);
        }
    }
}
