//! The template syntax of RFC 6570 §2: literals (§2.1), expressions
//! (§2.2), variables (§2.3) and value modifiers (§2.4), read once into a
//! list of parts that expansion and matching walk without reparsing.

use crate::error::{TemplateError, TemplateErrorKind};
use crate::table::{is_iprivate, is_ucschar, triplet, Table, RESERVED, UNRESERVED};
use alloc::vec::Vec;

/// The ASCII characters `literals` allows raw (§2.1 as amended by erratum
/// EID 6937, which admits `'`): exactly the unreserved and reserved
/// characters of RFC 3986, so an ASCII literal is copied into a URI as it
/// stands.
pub(crate) const LITERAL_ASCII: Table = UNRESERVED.or(&RESERVED);

/// `varchar = ALPHA / DIGIT / "_" / pct-encoded` (§2.3), without the
/// triplet, which the reader checks apart.
const VARCHAR: Table = crate::table::ALPHA
    .or(&crate::table::DIGIT)
    .or(&Table::new(b"_"));

/// The largest `max-length` (§2.4.1): `%x31-39 0*3DIGIT`, so 1 to 9999.
pub(crate) const MAX_PREFIX: u16 = 9999;

/// The expression operators of RFC 6570 §2.2 and the expansion table of
/// appendix A that goes with each.
///
/// # Examples
///
/// ```
/// use urlkit::template::{Operator, UriTemplate};
///
/// let t = UriTemplate::parse("{/path}{?q}")?;
/// let ops: Vec<Operator> = t.expressions().map(|e| e.operator()).collect();
/// assert_eq!(ops, [Operator::PathSegment, Operator::Query]);
/// assert_eq!(Operator::Query.as_char(), Some('?'));
/// # Ok::<_, urlkit::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operator {
    /// No operator: simple string expansion (§3.2.2), `{var}`.
    Simple,
    /// `+`: reserved expansion (§3.2.3), reserved characters pass through.
    Reserved,
    /// `#`: fragment expansion (§3.2.4), `#` then as `+`.
    Fragment,
    /// `.`: label expansion with dot prefix (§3.2.5).
    Label,
    /// `/`: path segment expansion (§3.2.6).
    PathSegment,
    /// `;`: path-style parameter expansion (§3.2.7).
    PathParameter,
    /// `?`: form-style query expansion (§3.2.8).
    Query,
    /// `&`: form-style query continuation (§3.2.9).
    QueryContinuation,
}

impl Operator {
    /// The operator a byte after `{` names, if it names one of level 2 or 3.
    fn from_byte(b: u8) -> Option<Operator> {
        Some(match b {
            b'+' => Operator::Reserved,
            b'#' => Operator::Fragment,
            b'.' => Operator::Label,
            b'/' => Operator::PathSegment,
            b';' => Operator::PathParameter,
            b'?' => Operator::Query,
            b'&' => Operator::QueryContinuation,
            _ => return None,
        })
    }

    /// The operator's character, `None` for simple expansion.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::Operator;
    /// assert_eq!(Operator::Simple.as_char(), None);
    /// assert_eq!(Operator::Fragment.as_char(), Some('#'));
    /// ```
    #[must_use]
    pub const fn as_char(self) -> Option<char> {
        match self {
            Operator::Simple => None,
            Operator::Reserved => Some('+'),
            Operator::Fragment => Some('#'),
            Operator::Label => Some('.'),
            Operator::PathSegment => Some('/'),
            Operator::PathParameter => Some(';'),
            Operator::Query => Some('?'),
            Operator::QueryContinuation => Some('&'),
        }
    }

    /// Appendix A, `first`: written before the first defined value.
    pub(crate) const fn first(self) -> Option<u8> {
        match self {
            Operator::Simple | Operator::Reserved => None,
            Operator::Fragment => Some(b'#'),
            Operator::Label => Some(b'.'),
            Operator::PathSegment => Some(b'/'),
            Operator::PathParameter => Some(b';'),
            Operator::Query => Some(b'?'),
            Operator::QueryContinuation => Some(b'&'),
        }
    }

    /// Appendix A, `sep`: written between defined values.
    pub(crate) const fn sep(self) -> u8 {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => b',',
            Operator::Label => b'.',
            Operator::PathSegment => b'/',
            Operator::PathParameter => b';',
            Operator::Query | Operator::QueryContinuation => b'&',
        }
    }

    /// Appendix A, `named`: whether each value is written as `name=value`.
    pub(crate) const fn named(self) -> bool {
        matches!(
            self,
            Operator::PathParameter | Operator::Query | Operator::QueryContinuation
        )
    }

    /// Appendix A, `ifemp`: whether a named empty value keeps its `=`
    /// (`?x=`) or drops it (`;x`).
    pub(crate) const fn keeps_equals_if_empty(self) -> bool {
        matches!(self, Operator::Query | Operator::QueryContinuation)
    }

    /// Appendix A, `allow`: whether reserved characters and percent-encoded
    /// triplets of a value pass through (`U+R`) rather than being encoded
    /// (`U`).
    pub(crate) const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }
}

/// A value modifier (§2.4).
///
/// # Examples
///
/// ```
/// use urlkit::template::{Modifier, UriTemplate};
///
/// let t = UriTemplate::parse("{a,b:3,c*}")?;
/// let e = t.expressions().next().unwrap();
/// let mods: Vec<Modifier> = e.variables().map(|v| v.modifier()).collect();
/// assert_eq!(mods, [Modifier::None, Modifier::Prefix(3), Modifier::Explode]);
/// # Ok::<_, urlkit::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// No modifier.
    None,
    /// `:N`, 1 to 9999: the first N characters (not bytes) of a string
    /// value (§2.4.1).
    Prefix(u16),
    /// `*`: each member of a list or associative array written as its own
    /// value (§2.4.2).
    Explode,
}

/// One `varspec` as read: where its name is in the template text, and its
/// modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VarSpec {
    pub(crate) name_start: usize,
    pub(crate) name_end: usize,
    pub(crate) modifier: Modifier,
}

/// One part of a template: a run of literal text, or an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    /// `text[start..end]`; `ascii` when it holds no non-ASCII character,
    /// so that it is copied into a URI unchanged.
    Literal {
        start: usize,
        end: usize,
        ascii: bool,
    },
    /// The expression whose `{` is at `start`, with the varspecs
    /// `vars[first..first + count]` of the template.
    Expression {
        start: usize,
        op: Operator,
        first: usize,
        count: usize,
    },
}

/// The parts and varspecs of a template, as [`read`] finds them.
pub(crate) struct Parsed {
    pub(crate) parts: Vec<Part>,
    pub(crate) vars: Vec<VarSpec>,
}

/// Reads `URI-Template = *( literals / expression )` (§2), refusing
/// templates longer than `max_len` bytes before reading them.
pub(crate) fn read(text: &str, max_len: usize) -> Result<Parsed, TemplateError> {
    if text.len() > max_len {
        return Err(TemplateError::new(TemplateErrorKind::TooLong, max_len, ""));
    }
    let bytes = text.as_bytes();
    let mut parsed = Parsed {
        parts: Vec::new(),
        vars: Vec::new(),
    };
    let mut i = 0;
    while i < bytes.len() {
        if bytes.get(i) == Some(&b'{') {
            i = read_expression(text, i, &mut parsed)?;
        } else {
            let (end, ascii) = read_literals(text, i)?;
            parsed.parts.push(Part::Literal {
                start: i,
                end,
                ascii,
            });
            i = end;
        }
    }
    Ok(parsed)
}

/// Reads a run of `literals` (§2.1) from `start` up to the next `{` or the
/// end; returns where it stopped and whether the run is all ASCII.
fn read_literals(text: &str, start: usize) -> Result<(usize, bool), TemplateError> {
    let bytes = text.as_bytes();
    let mut i = start;
    let mut ascii = true;
    while let Some(&b) = bytes.get(i) {
        if b == b'{' {
            break;
        }
        if b == b'%' {
            if triplet(bytes, i).is_none() {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidPercentEncoding,
                    i,
                    text,
                ));
            }
            i += 3;
        } else if b.is_ascii() {
            if !LITERAL_ASCII.allows(b) {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidLiteral,
                    i,
                    text,
                ));
            }
            i += 1;
        } else {
            let c = text.get(i..).and_then(|s| s.chars().next());
            match c {
                Some(c) if is_ucschar(c) || is_iprivate(c) => {
                    ascii = false;
                    i += c.len_utf8();
                }
                _ => {
                    return Err(TemplateError::new(
                        TemplateErrorKind::InvalidLiteral,
                        i,
                        text,
                    ))
                }
            }
        }
    }
    Ok((i, ascii))
}

/// Reads `expression = "{" [ operator ] variable-list "}"` (§2.2) whose
/// `{` is at `start`; returns the index after its `}`.
fn read_expression(text: &str, start: usize, parsed: &mut Parsed) -> Result<usize, TemplateError> {
    let bytes = text.as_bytes();
    let mut i = start + 1;
    let op = match bytes.get(i).copied() {
        Some(b'=' | b',' | b'!' | b'@' | b'|') => {
            return Err(TemplateError::new(
                TemplateErrorKind::ReservedOperator,
                i,
                text,
            ));
        }
        Some(b) => match Operator::from_byte(b) {
            Some(op) => {
                i += 1;
                op
            }
            None => Operator::Simple,
        },
        None => Operator::Simple,
    };
    let first = parsed.vars.len();
    loop {
        let (spec, end) = read_varspec(text, i)?;
        parsed.vars.push(spec);
        i = end;
        match bytes.get(i) {
            Some(b',') => i += 1,
            Some(b'}') => break,
            None => {
                return Err(TemplateError::new(
                    TemplateErrorKind::UnclosedExpression,
                    i,
                    text,
                ))
            }
            Some(_) => {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidVarspecEnd,
                    i,
                    text,
                ))
            }
        }
    }
    parsed.parts.push(Part::Expression {
        start,
        op,
        first,
        count: parsed.vars.len() - first,
    });
    Ok(i + 1)
}

/// Reads `varspec = varname [ modifier-level4 ]` (§2.3, §2.4) at `start`;
/// returns it and the index after it.
fn read_varspec(text: &str, start: usize) -> Result<(VarSpec, usize), TemplateError> {
    let bytes = text.as_bytes();
    let name_end = read_varname(text, start)?;
    let mut i = name_end;
    let modifier = match bytes.get(i) {
        Some(b'*') => {
            i += 1;
            Modifier::Explode
        }
        Some(b':') => {
            i += 1;
            let digits_start = i;
            let mut n: u32 = 0;
            while let Some(d) = bytes.get(i).filter(|b| b.is_ascii_digit()) {
                n = n.saturating_mul(10).saturating_add(u32::from(d - b'0'));
                i += 1;
            }
            let digits = i - digits_start;
            if digits == 0 || bytes.get(digits_start) == Some(&b'0') {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidPrefix,
                    digits_start,
                    text,
                ));
            }
            match u16::try_from(n) {
                Ok(n) if n <= MAX_PREFIX => Modifier::Prefix(n),
                _ => {
                    return Err(TemplateError::new(
                        TemplateErrorKind::InvalidPrefix,
                        digits_start,
                        text,
                    ))
                }
            }
        }
        _ => Modifier::None,
    };
    Ok((
        VarSpec {
            name_start: start,
            name_end,
            modifier,
        },
        i,
    ))
}

/// Reads `varname = varchar *( ["."] varchar )` (§2.3) at `start`; returns
/// the index after it.
fn read_varname(text: &str, start: usize) -> Result<usize, TemplateError> {
    let bytes = text.as_bytes();
    let mut i = start;
    // Whether the next character must be a varchar: at the start and after
    // a dot.
    let mut need_varchar = true;
    loop {
        match bytes.get(i) {
            Some(b'%') => {
                if triplet(bytes, i).is_none() {
                    return Err(TemplateError::new(
                        TemplateErrorKind::InvalidPercentEncoding,
                        i,
                        text,
                    ));
                }
                i += 3;
                need_varchar = false;
            }
            Some(&b) if VARCHAR.allows(b) => {
                i += 1;
                need_varchar = false;
            }
            Some(b'.') if !need_varchar => {
                i += 1;
                need_varchar = true;
            }
            _ if need_varchar => {
                return Err(TemplateError::new(
                    TemplateErrorKind::InvalidVarname,
                    i,
                    text,
                ))
            }
            _ => return Ok(i),
        }
    }
}
