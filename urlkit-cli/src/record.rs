//! One typed record per subcommand, and the formats it is written in.
//!
//! A subcommand describes what it says about one input once, as a type
//! that implements [`Record`]: its column names ([`Record::COLUMNS`]: the
//! `--fields` names, the CSV header and the field list of `--help`), its
//! keys and values in order ([`Record::visit`]: the JSON object, and the
//! cells of CSV and tab-separated rows) and its view for people
//! ([`Record::human`]). The writers below turn any record into every
//! format, so the formats cannot drift apart: a key that has no column is a
//! test failure (see `tests` at the end and each subcommand's tests).
//!
//! The shapes follow the command-line contract: an error is one key,
//! `"error":{"kind","index","message"}`, in JSON and three columns,
//! `error_kind`, `error_index`, `error_message`, in rows; JSON-only data
//! (`scheme_data`) has no column; a list of items (lint's warnings) is a
//! JSON array and one row per item.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;

use crate::args::FormatArgs;
use crate::failure::Failure;
use crate::output::{push_json_str, terminal, Paint};

/// One value of a record.
#[derive(Clone, Copy, Debug)]
pub enum Value<'a> {
    /// Absent: `null` in JSON, an empty cell.
    Null,
    /// A string.
    Str(&'a str),
    /// A boolean.
    Bool(bool),
    /// A number.
    Num(u64),
    /// An error: `{"kind","index","message"}` in JSON, the three cells
    /// `error_kind`, `error_index`, `error_message` in rows.
    Error(&'a Failure),
    /// Already written JSON; it has no column (JSON only).
    Json(&'a str),
    /// A string that has no column (JSON only): written as a JSON string.
    JsonStr(&'a str),
    /// A list of items, each a list of keys and values: a JSON array of
    /// objects, and one row per item (one row with empty cells when the
    /// list is empty).
    Items(&'a dyn Items),
}

impl<'a> Value<'a> {
    /// A string, or `Null` for `None`.
    pub fn opt(value: Option<&'a str>) -> Value<'a> {
        value.map_or(Value::Null, Value::Str)
    }
}

/// One item of a [`Value::Items`] list: its keys and values.
pub type Item<'a> = [(&'static str, Value<'a>)];

/// The list of a [`Value::Items`], given item by item rather than
/// collected, so that writing it allocates nothing.
pub trait Items {
    /// Whether the list is empty.
    fn is_empty(&self) -> bool;

    /// Calls `f` with each item, in order.
    fn each<'s>(&'s self, f: &mut dyn FnMut(&Item<'s>));
}

impl std::fmt::Debug for dyn Items + '_ {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Items")
    }
}

/// The columns an error value fills.
pub const ERROR_COLUMNS: [&str; 3] = ["error_kind", "error_index", "error_message"];

/// What one subcommand says about one input.
pub trait Record {
    /// The columns of `--csv` and `--fields`, in order: every key that
    /// [`Record::visit`] gives, with an error flattened into
    /// [`ERROR_COLUMNS`] and items into their keys.
    const COLUMNS: &'static [&'static str];

    /// Calls `f` with each key and its value in the order of the JSON
    /// object (keys whose value is absent from the contract's shape are
    /// not given at all).
    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>));

    /// Whether the input counts as valid for the exit status.
    fn ok(&self) -> bool;

    /// The view for people: results to `out.text`, diagnostics to
    /// `out.diag` (standard error) where the subcommand prints one result
    /// per line.
    fn human(&self, out: &mut Human<'_>);
}

/// Where a record's view for people goes.
#[derive(Debug)]
pub struct Human<'b> {
    /// Standard output.
    pub text: &'b mut String,
    /// Standard error.
    pub diag: &'b mut String,
    /// Colours.
    pub paint: Paint,
}

/// The output format the options ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// For people; records separated by an empty line when `blank_lines`.
    Human {
        /// Whether records (of several lines each) are separated by an
        /// empty line.
        blank_lines: bool,
    },
    /// The contract's JSON object per input.
    Json,
    /// JSON objects of the chosen columns, one per row.
    JsonColumns(Vec<usize>),
    /// CSV with a header row, the chosen columns.
    Csv(Vec<usize>),
    /// Tab-separated rows of the chosen columns.
    Tabs(Vec<usize>),
}

impl Format {
    /// The format `args` ask for, for records with `columns`.
    ///
    /// # Errors
    ///
    /// A field name that is not a column (a usage error).
    pub fn new(args: &FormatArgs, columns: &[&str], blank_lines: bool) -> io::Result<Format> {
        let pick = pick_columns(columns, &args.fields)
            .map_err(|m| io::Error::new(io::ErrorKind::InvalidInput, m))?;
        let chosen = !args.fields.is_empty();
        Ok(match (args.json, args.csv, chosen) {
            (_, true, _) => Format::Csv(pick),
            (true, _, true) => Format::JsonColumns(pick),
            (true, _, false) => Format::Json,
            (false, _, true) => Format::Tabs(pick),
            (false, _, false) => Format::Human { blank_lines },
        })
    }

    /// Only `--json` or the view for people (subcommands without columns).
    pub fn json_or_human(json: bool) -> Format {
        if json {
            Format::Json
        } else {
            Format::Human { blank_lines: false }
        }
    }

    /// The CSV header of `columns` (with its CRLF), for [`Format::Csv`].
    pub fn header(&self, columns: &[&str]) -> Option<String> {
        let Format::Csv(pick) = self else {
            return None;
        };
        let mut w = csv_writer(Vec::new());
        let names: Vec<&str> = pick
            .iter()
            .filter_map(|&i| columns.get(i).copied())
            .collect();
        w.write_record(&names).ok()?;
        String::from_utf8(w.into_inner().ok()?).ok()
    }
}

/// The indices of `wanted` in `names`, or all columns when `wanted` is
/// empty.
///
/// # Errors
///
/// A name that is not a column, with the list of columns.
pub fn pick_columns(names: &[&str], wanted: &[String]) -> Result<Vec<usize>, String> {
    if wanted.is_empty() {
        return Ok((0..names.len()).collect());
    }
    wanted
        .iter()
        .map(|w| {
            names.iter().position(|n| n == w).ok_or_else(|| {
                let w = urlkit::Excerpt::new(w);
                format!("unknown field '{w}' (fields: {})", names.join(","))
            })
        })
        .collect()
}

/// A CSV writer as every CSV output uses it: RFC 4180, CRLF records,
/// fields quoted only when needed (and a record of one empty field written
/// `""`, so that it is never a blank line).
fn csv_writer(out: Vec<u8>) -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(out)
}

/// One cell of a row.
#[derive(Clone, Debug)]
enum Cell<'a> {
    Null,
    Str(Cow<'a, str>),
    Bool(bool),
    Num(u64),
}

impl Cell<'_> {
    /// Calls `f` with the cell's text; a number is written on the stack,
    /// so that no row allocates.
    fn with_text<T>(&self, f: impl FnOnce(&str) -> T) -> T {
        match self {
            Cell::Null => f(""),
            Cell::Str(s) => f(s),
            Cell::Bool(b) => f(if *b { "true" } else { "false" }),
            Cell::Num(n) => f(Digits::default().of(*n)),
        }
    }
}

/// The decimal digits of a `u64`, written without allocating.
#[derive(Debug, Default)]
struct Digits([u8; 20]);

impl Digits {
    /// `n` in decimal.
    fn of(&mut self, mut n: u64) -> &str {
        let mut start = self.0.len();
        loop {
            start -= 1;
            if let Some(d) = self.0.get_mut(start) {
                // `n % 10` is a digit: the cast cannot truncate.
                *d = b'0' + (n % 10) as u8;
            }
            n /= 10;
            if n == 0 || start == 0 {
                break;
            }
        }
        std::str::from_utf8(self.0.get(start..).unwrap_or_default()).unwrap_or_default()
    }
}

/// Writes records, one batch at a time, in one [`Format`].
#[derive(Debug)]
pub struct Emit<'f> {
    format: &'f Format,
    paint: Paint,
    /// Standard output of this batch.
    pub text: String,
    /// Standard error of this batch.
    pub diag: String,
    csv: Option<csv::Writer<Vec<u8>>>,
    /// Inputs that were valid and invalid.
    pub valid: u64,
    /// See `valid`.
    pub invalid: u64,
}

impl<'f> Emit<'f> {
    /// A writer of one batch into `text` (a reused buffer).
    pub fn new(format: &'f Format, paint: Paint, text: String) -> Emit<'f> {
        let (text, csv) = match format {
            Format::Csv(_) => (String::new(), Some(csv_writer(text.into_bytes()))),
            _ => (text, None),
        };
        Emit {
            format,
            paint,
            text,
            diag: String::new(),
            csv,
            valid: 0,
            invalid: 0,
        }
    }

    /// Writes one record.
    pub fn record<R: Record>(&mut self, rec: &R) {
        if rec.ok() {
            self.valid += 1;
        } else {
            self.invalid += 1;
        }
        match self.format {
            Format::Json => {
                write_json(rec, &mut self.text);
                self.text.push('\n');
            }
            Format::Human { blank_lines } => {
                let before = self.text.len();
                if *blank_lines {
                    self.text.push('\n');
                }
                let mut human = Human {
                    text: &mut self.text,
                    diag: &mut self.diag,
                    paint: self.paint,
                };
                rec.human(&mut human);
                if self.text.len() == before + usize::from(*blank_lines) {
                    // Nothing to show for this one (a valid line in check).
                    self.text.truncate(before);
                }
            }
            Format::JsonColumns(pick) => {
                let text = &mut self.text;
                rows(rec, &mut |cells| {
                    json_columns(R::COLUMNS, cells, pick, text);
                    text.push('\n');
                });
            }
            Format::Tabs(pick) => {
                let text = &mut self.text;
                rows(rec, &mut |cells| {
                    tab_row(cells, pick, text);
                    text.push('\n');
                });
            }
            Format::Csv(pick) => {
                if let Some(w) = self.csv.as_mut() {
                    rows(rec, &mut |cells| {
                        // Field by field, then the record's end: what
                        // `write_record` does, without owning the texts.
                        // Writing to a Vec cannot fail.
                        for &i in pick {
                            let _ = match cells.get(i) {
                                Some(cell) => cell.with_text(|t| w.write_field(&*escaped(t))),
                                None => w.write_field(""),
                            };
                        }
                        let _ = w.write_record(std::iter::empty::<&[u8]>());
                    });
                }
            }
        }
    }

    /// The batch's standard output and standard error text, and the counts.
    pub fn finish(self) -> (String, String, u64, u64) {
        let text = match self.csv {
            Some(w) => w
                .into_inner()
                .ok()
                .map(|bytes| {
                    String::from_utf8(bytes)
                        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
                })
                .unwrap_or_default(),
            None => self.text,
        };
        (text, self.diag, self.valid, self.invalid)
    }
}

/// Writes the JSON object of a record (no line ending).
pub fn write_json<R: Record + ?Sized>(rec: &R, out: &mut String) {
    out.push('{');
    let mut first = true;
    rec.visit(&mut |key, value| {
        if !first {
            out.push(',');
        }
        first = false;
        push_key(out, key);
        push_value(out, value);
    });
    out.push('}');
}

/// `"key":` (keys come from the code: nothing to escape).
fn push_key(out: &mut String, key: &str) {
    out.push('"');
    out.push_str(key);
    out.push_str("\":");
}

fn push_value(out: &mut String, value: Value<'_>) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Str(s) => push_json_str(out, s),
        Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
        Value::Num(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Error(f) => {
            out.push_str("{\"kind\":");
            push_json_str(out, f.kind());
            let _ = write!(out, ",\"index\":{},\"message\":", f.index());
            push_json_str(out, &f.message());
            out.push('}');
        }
        Value::Json(raw) => out.push_str(raw),
        Value::JsonStr(s) => push_json_str(out, s),
        Value::Items(items) => {
            out.push('[');
            let mut n = 0;
            items.each(&mut |item| {
                if n > 0 {
                    out.push(',');
                }
                n += 1;
                out.push('{');
                for (k, (key, v)) in item.iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    push_key(out, key);
                    push_value(out, *v);
                }
                out.push('}');
            });
            out.push(']');
        }
    }
}

/// The column of `key`, or `None` for a key without one.
fn column(columns: &[&str], key: &str) -> Option<usize> {
    columns.iter().position(|c| *c == key)
}

/// Puts `value` into the cells of `key`.
fn fill<'s>(columns: &[&str], cells: &mut [Cell<'s>], key: &str, value: Value<'s>) {
    let mut set = |key: &str, cell: Cell<'s>| {
        if let Some(slot) = column(columns, key).and_then(|i| cells.get_mut(i)) {
            *slot = cell;
        }
    };
    match value {
        Value::Json(_) | Value::JsonStr(_) | Value::Items(_) => {}
        Value::Null => set(key, Cell::Null),
        Value::Str(s) => set(key, Cell::Str(Cow::Borrowed(s))),
        Value::Bool(b) => set(key, Cell::Bool(b)),
        Value::Num(n) => set(key, Cell::Num(n)),
        Value::Error(f) => {
            let [k, i, m] = ERROR_COLUMNS;
            set(k, Cell::Str(Cow::Borrowed(f.kind())));
            set(i, Cell::Num(f.index() as u64));
            set(m, Cell::Str(Cow::Owned(f.message())));
        }
    }
}

/// The most columns a record has: their cells are then on the stack.
const MAX_COLUMNS: usize = 16;

/// Calls `row` with the cells (in [`Record::COLUMNS`] order) of each row of
/// `rec`: one, or one per item of its list.
fn rows<R: Record + ?Sized>(rec: &R, row: &mut dyn FnMut(&[Cell<'_>])) {
    let mut stack = [const { Cell::Null }; MAX_COLUMNS];
    // Only for a record of more than `MAX_COLUMNS` columns.
    let mut heap = Vec::new();
    let cells = match stack.get_mut(..R::COLUMNS.len()) {
        Some(cells) => cells,
        None => {
            heap.resize(R::COLUMNS.len(), Cell::Null);
            &mut heap[..]
        }
    };
    let mut items: Option<&dyn Items> = None;
    rec.visit(&mut |key, value| {
        if let Value::Items(list) = value {
            items = Some(list);
        }
        fill(R::COLUMNS, cells, key, value);
    });
    let Some(items) = items.filter(|items| !items.is_empty()) else {
        row(cells);
        return;
    };
    items.each(&mut |item| {
        for (key, value) in item {
            fill(R::COLUMNS, cells, key, *value);
        }
        row(cells);
        // The next item's row has none of this one's values.
        for (key, _) in item {
            fill(R::COLUMNS, cells, key, Value::Null);
        }
    });
}

/// The chosen columns as one JSON object, keys in the order asked for.
fn json_columns(columns: &[&str], cells: &[Cell<'_>], pick: &[usize], out: &mut String) {
    out.push('{');
    for (n, &i) in pick.iter().enumerate() {
        let (Some(name), Some(cell)) = (columns.get(i), cells.get(i)) else {
            continue;
        };
        if n > 0 {
            out.push(',');
        }
        push_key(out, name);
        match cell {
            Cell::Null => out.push_str("null"),
            Cell::Str(s) => push_json_str(out, s),
            Cell::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Cell::Num(n) => {
                let _ = write!(out, "{n}");
            }
        }
    }
    out.push('}');
}

/// The chosen columns separated by tabs, for people and `cut`. A tab, a
/// line break, any other control character and `\` itself are written as
/// escapes (`\t`, `\n`, `\u{1}`, `\\`), so that a row is one line and two
/// different values never print the same.
fn tab_row(cells: &[Cell<'_>], pick: &[usize], out: &mut String) {
    for (n, &i) in pick.iter().enumerate() {
        if n > 0 {
            out.push('\t');
        }
        let Some(cell) = cells.get(i) else { continue };
        cell.with_text(|t| push_escaped(out, t));
    }
}

/// Whether a row's cell writes `c` as an escape: `\`, a control
/// character, or one a terminal would obey (a bidi override or isolate).
fn escaped_in_rows(c: char) -> bool {
    c == '\\' || c.is_control() || terminal::is_unsafe(c)
}

/// `s` with `\`, control characters and the bidi overrides and isolates
/// escaped (`\\`, `\t`, `\u{1b}`, `\u{202e}`), so it stays on one line,
/// drives no terminal, and two different values never print the same.
pub fn push_escaped(out: &mut String, s: &str) {
    if !s.chars().any(escaped_in_rows) {
        out.push_str(s);
        return;
    }
    for c in s.chars() {
        if escaped_in_rows(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
}

/// [`push_escaped`] of `s`, borrowed when nothing is escaped (a CSV cell).
fn escaped(s: &str) -> Cow<'_, str> {
    if !s.chars().any(escaped_in_rows) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    push_escaped(&mut out, s);
    Cow::Owned(out)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Checks that every key a record gives has its column (an error its
    /// three), so that the JSON keys and the columns cannot drift apart.
    pub(crate) fn assert_keys_have_columns<R: Record>(rec: &R) {
        let mut keys = Vec::new();
        rec.visit(&mut |key, value| match value {
            Value::Json(_) | Value::JsonStr(_) => {}
            Value::Error(_) => keys.extend(ERROR_COLUMNS),
            Value::Items(items) => items.each(&mut |item| {
                keys.extend(item.iter().map(|(k, _)| *k));
            }),
            _ => keys.push(key),
        });
        for key in keys {
            assert!(
                R::COLUMNS.contains(&key),
                "key {key} has no column in {:?}",
                R::COLUMNS
            );
        }
    }

    struct Sample {
        error: Option<Failure>,
    }

    impl Record for Sample {
        const COLUMNS: &'static [&'static str] =
            &["input", "n", "error_kind", "error_index", "error_message"];
        fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
            f("input", Value::Str("a\tb\\c"));
            f("extra", Value::Json("{\"x\":1}"));
            match &self.error {
                Some(e) => f("error", Value::Error(e)),
                None => f("n", Value::Num(7)),
            }
        }
        fn ok(&self) -> bool {
            self.error.is_none()
        }
        fn human(&self, out: &mut Human<'_>) {
            out.text.push_str("human");
        }
    }

    fn emit(format: &Format, rec: &Sample) -> String {
        let paint = Paint::plain();
        let mut e = Emit::new(format, paint, String::new());
        e.record(rec);
        e.finish().0
    }

    #[test]
    fn one_record_in_every_format() {
        let good = Sample { error: None };
        let bad = Sample {
            error: Some(Failure::NotUtf8(3)),
        };
        assert_keys_have_columns(&good);
        assert_keys_have_columns(&bad);
        assert_eq!(
            emit(&Format::Json, &good),
            "{\"input\":\"a\\tb\\\\c\",\"extra\":{\"x\":1},\"n\":7}\n"
        );
        assert_eq!(
            emit(&Format::Json, &bad),
            "{\"input\":\"a\\tb\\\\c\",\"extra\":{\"x\":1},\"error\":{\"kind\":\"invalid-utf8\",\"index\":3,\"message\":\"input is not UTF-8 at index 3\"}}\n"
        );
        assert_eq!(emit(&Format::Tabs(vec![0, 1]), &good), "a\\tb\\\\c\t7\n");
        assert_eq!(
            emit(&Format::Csv(vec![1, 2, 3]), &bad),
            ",invalid-utf8,3\r\n"
        );
        assert_eq!(emit(&Format::Csv(vec![1]), &bad), "\"\"\r\n");
        assert_eq!(
            emit(&Format::JsonColumns(vec![1, 0]), &good),
            "{\"n\":7,\"input\":\"a\\tb\\\\c\"}\n"
        );
        assert_eq!(emit(&Format::Human { blank_lines: false }, &good), "human");
    }

    #[test]
    fn digits_are_those_of_display() {
        for n in [0, 7, 10, 99, 1_000_003, u64::MAX] {
            assert_eq!(Digits::default().of(n), n.to_string());
        }
    }

    #[test]
    fn tab_escapes_keep_different_values_apart() {
        let mut a = String::new();
        push_escaped(&mut a, "x\ty");
        let mut b = String::new();
        push_escaped(&mut b, "x\\ty");
        assert_ne!(a, b);
        assert_eq!(a, "x\\ty");
        assert_eq!(b, "x\\\\ty");
    }

    #[test]
    fn pick_columns_names_the_fields_on_error() {
        let names = ["a", "b", "c"];
        assert_eq!(pick_columns(&names, &["c".into()]), Ok(vec![2]));
        assert!(pick_columns(&names, &["d".into()])
            .unwrap_err()
            .contains("a,b,c"));
    }
}
