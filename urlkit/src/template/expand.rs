//! Template expansion (RFC 6570 §3), following the algorithm of
//! appendix A, written straight into a `fmt::Write`.

use core::fmt;

use super::syntax::{Modifier, Operator, Part, VarSpec};
use super::value::{Context, Value};
use crate::error::{ExpandError, ExpandErrorKind};
use crate::table::{is_ucschar, triplet, Table, RESERVED, UNRESERVED};

/// What expansion produces: a URI reference (non-ASCII characters
/// percent-encoded as UTF-8, §3.2.1), or an IRI reference, where the
/// characters RFC 3987 calls `ucschar` stay as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    Uri,
    Iri,
}

/// Appendix A, `allow = "U"`: the characters a value keeps raw in every
/// expression but `+` and `#`.
const ALLOW_U: Table = UNRESERVED;

/// Appendix A, `allow = "U+R"`: unreserved and reserved characters, kept
/// raw by `+` and `#` (which also keep `pct-encoded` triplets, checked
/// apart).
const ALLOW_UR: Table = UNRESERVED.or(&RESERVED);

/// Expands the parts of a template (appendix A) into `out`.
pub(crate) fn expand<C, W>(
    text: &str,
    parts: &[Part],
    vars: &[VarSpec],
    ctx: &C,
    out: &mut W,
    form: Form,
) -> Result<(), ExpandError>
where
    C: Context + ?Sized,
    W: fmt::Write + ?Sized,
{
    for part in parts {
        match *part {
            Part::Literal { start, end, ascii } => {
                let literal = text.get(start..end).unwrap_or("");
                if ascii {
                    out.write_str(literal)?;
                } else {
                    write_literal(out, literal, form)?;
                }
            }
            Part::Expression {
                op, first, count, ..
            } => {
                let specs = vars.get(first..first + count).unwrap_or(&[]);
                Expansion {
                    text,
                    ctx,
                    out: &mut *out,
                    form,
                }
                .expression(op, specs)?;
            }
        }
    }
    Ok(())
}

/// What each expression of an expansion reads and writes: the template
/// text its names are in, the values, the output and its form.
struct Expansion<'a, C: ?Sized, W: ?Sized> {
    text: &'a str,
    ctx: &'a C,
    out: &'a mut W,
    form: Form,
}

impl<C, W> Expansion<'_, C, W>
where
    C: Context + ?Sized,
    W: fmt::Write + ?Sized,
{
    /// One expression (appendix A): the defined values of its variables,
    /// the first preceded by the operator's `first`, the others by its
    /// `sep`.
    fn expression(self, op: Operator, specs: &[VarSpec]) -> Result<(), ExpandError> {
        let Expansion {
            text,
            ctx,
            out,
            form,
        } = self;
        let sep = char::from(op.sep());
        let allow = if op.allows_reserved() {
            &ALLOW_UR
        } else {
            &ALLOW_U
        };
        let enc = Encoder {
            allow,
            pct: op.allows_reserved(),
            form,
        };
        let mut first = true;
        for spec in specs {
            let name = text.get(spec.name_start..spec.name_end).unwrap_or("");
            let value = match ctx.get_value(name) {
                Some(v) if !v.is_undefined() => v,
                _ => continue,
            };
            if first {
                if let Some(f) = op.first() {
                    out.write_char(char::from(f))?;
                }
                first = false;
            } else {
                out.write_char(sep)?;
            }
            match (value, spec.modifier) {
                (Value::String(s), modifier) => {
                    let s = match modifier {
                        Modifier::Prefix(n) => prefix(s, usize::from(n)),
                        _ => s,
                    };
                    if op.named() {
                        write_name_eq(out, name, s.is_empty(), op)?;
                    }
                    enc.write(out, s)?;
                }
                (Value::List(_) | Value::Assoc(_), Modifier::Prefix(_)) => {
                    return Err(ExpandError::new(
                        ExpandErrorKind::PrefixOfComposite,
                        spec.name_start,
                    ));
                }
                (Value::List(items), Modifier::None) => {
                    if op.named() {
                        out.write_str(name)?;
                        out.write_char('=')?;
                    }
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            out.write_char(',')?;
                        }
                        enc.write(out, item)?;
                    }
                }
                (Value::Assoc(pairs), Modifier::None) => {
                    if op.named() {
                        out.write_str(name)?;
                        out.write_char('=')?;
                    }
                    for (i, (k, v)) in pairs.iter().enumerate() {
                        if i > 0 {
                            out.write_char(',')?;
                        }
                        enc.write(out, k)?;
                        out.write_char(',')?;
                        enc.write(out, v)?;
                    }
                }
                (Value::List(items), Modifier::Explode) => {
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            out.write_char(sep)?;
                        }
                        if op.named() {
                            write_name_eq(out, name, item.is_empty(), op)?;
                        }
                        enc.write(out, item)?;
                    }
                }
                (Value::Assoc(pairs), Modifier::Explode) => {
                    for (i, (k, v)) in pairs.iter().enumerate() {
                        if i > 0 {
                            out.write_char(sep)?;
                        }
                        enc.write(out, k)?;
                        if !op.named() || !v.is_empty() || op.keeps_equals_if_empty() {
                            out.write_char('=')?;
                        }
                        enc.write(out, v)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// A named value's `name=`, or for an empty value the name and `ifemp`
/// (appendix A): `?x=` but `;x`.
fn write_name_eq<W: fmt::Write + ?Sized>(
    out: &mut W,
    name: &str,
    empty: bool,
    op: Operator,
) -> fmt::Result {
    out.write_str(name)?;
    if !empty || op.keeps_equals_if_empty() {
        out.write_char('=')?;
    }
    Ok(())
}

/// §2.4.1: the first `n` characters of `s` (Unicode scalar values, not
/// bytes, so that a multibyte character is never cut).
pub(crate) fn prefix(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((end, _)) => s.get(..end).unwrap_or(s),
        None => s,
    }
}

/// The percent-encoding of one expression's values (§3.2.1).
struct Encoder<'t> {
    /// The ASCII characters kept raw.
    allow: &'t Table,
    /// Whether a `%XX` triplet already in the value is kept (`U+R`).
    pct: bool,
    form: Form,
}

impl Encoder<'_> {
    /// Writes `s`, percent-encoding (as UTF-8) every character outside the
    /// allowed set; in the IRI form, `ucschar` is allowed too.
    fn write<W: fmt::Write + ?Sized>(&self, out: &mut W, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        let mut raw_from = 0;
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            if self.allow.allows(b) {
                i += 1;
                continue;
            }
            if b == b'%' && self.pct && triplet(bytes, i).is_some() {
                i += 3;
                continue;
            }
            let len = if b < 0x80 {
                1
            } else {
                let c = s.get(i..).and_then(|rest| rest.chars().next());
                match c {
                    Some(c) if self.form == Form::Iri && is_ucschar(c) => {
                        i += c.len_utf8();
                        continue;
                    }
                    Some(c) => c.len_utf8(),
                    None => 1,
                }
            };
            out.write_str(s.get(raw_from..i).unwrap_or(""))?;
            for &byte in bytes.get(i..i + len).unwrap_or(&[]) {
                write_pct(out, byte)?;
            }
            i += len;
            raw_from = i;
        }
        out.write_str(s.get(raw_from..).unwrap_or(""))
    }
}

/// Writes a literal with non-ASCII characters (§3.1): in a URI each is
/// percent-encoded as UTF-8; in an IRI, `ucschar` stays and `iprivate`
/// (valid only in an IRI's query) is encoded.
fn write_literal<W: fmt::Write + ?Sized>(out: &mut W, literal: &str, form: Form) -> fmt::Result {
    let mut buf = [0u8; 4];
    for c in literal.chars() {
        if c.is_ascii() || (form == Form::Iri && is_ucschar(c)) {
            out.write_char(c)?;
        } else {
            for &b in c.encode_utf8(&mut buf).as_bytes() {
                write_pct(out, b)?;
            }
        }
    }
    Ok(())
}

/// Writes `%XX` for one octet, in the uppercase hexadecimal RFC 3986
/// §2.1 recommends.
pub(crate) fn write_pct<W: fmt::Write + ?Sized>(out: &mut W, b: u8) -> fmt::Result {
    let buf = [b'%', hex_digit(b >> 4), hex_digit(b & 0xF)];
    out.write_str(core::str::from_utf8(&buf).unwrap_or("%"))
}

/// The uppercase hexadecimal digit of a nibble.
const fn hex_digit(n: u8) -> u8 {
    if n < 10 {
        b'0' + n
    } else {
        b'A' + n - 10
    }
}
