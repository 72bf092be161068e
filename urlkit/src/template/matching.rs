//! Matching a URI against a template: the inverse of expansion, for the
//! templates whose expansions can be read back one way only.

use alloc::string::String;
use alloc::vec::Vec;

use super::syntax::{Modifier, Operator, Part, VarSpec};
use super::value::{VarValue, Vars};
use super::UriTemplate;
use crate::error::{MatchRuleError, MatchRuleErrorKind};
use crate::table::{triplet, Table, RESERVED, UNRESERVED};

/// What a value written by a `U` operator (all but `+` and `#`) may hold
/// raw: unreserved characters, `%` of a triplet, `,` between list items and
/// `=` between an exploded pair's name and value. Every other character is
/// percent-encoded by expansion, so it ends the expression when matching.
const VALUE_TEXT: Table = UNRESERVED.or(&Table::new(b"%,="));

/// Reads URIs back into the values that expand a template to them.
///
/// # The rule
///
/// Matching reads the URI once, left to right, without backtracking: each
/// expression takes the longest run of characters its values can hold,
/// and the next part of the template must start with a character that
/// ends that run. [`UriTemplate::matcher`] accepts a template when that
/// reading can only go one way:
///
/// 1. No prefix modifier (`{var:3}`): it drops the rest of the value.
/// 2. An exploded variable (`*`) is the last of its expression.
/// 3. A `.` expression has one variable, without `*` (its separator `.` is
///    also a value character).
/// 4. A `+` or `#` expression has one variable, without `*`, and only
///    literal text may follow it (matched at the end of the URI), since
///    its value may hold any URI character.
/// 5. An expression without a leading character (`{var}`) does not follow
///    another expression.
/// 6. What follows an expression starts with a character its values
///    percent-encode (not a letter, digit, `-._~`, `%`, `,` or `=`): `/`,
///    `?`, `&`, `;`, `#` and the like.
/// 7. That character may be the expression's own separator (as in
///    `{/owner,repo}/issues`) only when the expression has no `*`, and, for
///    `;`, `?` and `&`, when the text after it is not one of the
///    expression's variable names.
///
/// Otherwise [`MatchRuleError`] names the rule and the byte index.
///
/// # What comes back
///
/// A [`Vars`] whose values, expanded again, give the matched URI exactly:
/// matching never returns values that do not expand to its input. Values
/// are percent-decoded (a URI whose encoding expansion could not have
/// written, such as `%41` for `A`, lowercase hex or an invalid UTF-8
/// sequence, does not match). A variable without `*` comes back as a
/// string, or as a list if its text holds `,` between items; one with `*`
/// as a list, or an associative array when its members are `name=value`
/// pairs with other names. An undefined variable is absent. A variable
/// used twice in the template must read the same both times, and the
/// values found are then checked by expanding them again.
///
/// Where two sets of values expand to the same URI, matching returns one
/// of them. The values given are the ones that were expanded whenever
/// every variable is defined, those without `*` are strings, those with
/// `*` are non-empty lists, and the values of `+` and `#` expressions hold
/// no `%`. Outside that, a URI may fail to match (`{/a,b}/x` with `b`
/// undefined) or give other values that expand to it (a list of one item
/// comes back as a string; `{x}` expanded with `x` empty or undefined
/// gives `x = ""`).
///
/// Matching reads URIs as expansion writes them ([`UriTemplate::expand`]):
/// convert an IRI with [`crate::IriRef::to_uri`] first.
///
/// # Examples
///
/// ```
/// use urlkit::template::{UriTemplate, VarValue};
///
/// let t = UriTemplate::parse("/repos{/owner,repo}/issues{?state,labels*}")?;
/// let m = t.matcher()?;
/// let vars = m.match_uri("/repos/rust-lang/rust/issues?state=open&labels=bug&labels=P-high").unwrap();
/// assert_eq!(vars.get("owner"), Some(&VarValue::from("rust-lang")));
/// assert_eq!(vars.get("labels"), Some(&VarValue::from(vec!["bug", "P-high"])));
/// assert!(m.match_uri("/repos/rust-lang/rust/pulls").is_none());
///
/// // Ambiguous: where does `a` end?
/// assert!(UriTemplate::parse("{a}{b}")?.matcher().is_err());
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Matcher<'t> {
    template: &'t UriTemplate,
    steps: Vec<Step>,
    /// Whether a variable appears more than once: then one occurrence can
    /// read as undefined where another reads a value, and the values found
    /// are checked by expanding them again.
    repeated: bool,
}

/// One part of the template, ready to match.
#[derive(Clone, Debug)]
enum Step {
    /// Literal text, as expansion writes it into a URI.
    Literal(String),
    /// The expression with these varspecs of the template.
    Expression {
        op: Operator,
        first: usize,
        count: usize,
    },
}

impl<'t> Matcher<'t> {
    /// Checks the rule (see [`Matcher`]) and prepares the steps.
    pub(crate) fn new(template: &'t UriTemplate) -> Result<Matcher<'t>, MatchRuleError> {
        let parts = &template.parts;
        let mut steps = Vec::with_capacity(parts.len());
        for (k, part) in parts.iter().enumerate() {
            match *part {
                Part::Literal { start, end, .. } => {
                    let mut lit = String::new();
                    let text = template.text.get(start..end).unwrap_or("");
                    for c in text.chars() {
                        if c.is_ascii() {
                            lit.push(c);
                        } else {
                            let mut buf = [0u8; 4];
                            for &b in c.encode_utf8(&mut buf).as_bytes() {
                                // Writing into a String cannot fail.
                                let _ = super::expand::write_pct(&mut lit, b);
                            }
                        }
                    }
                    steps.push(Step::Literal(lit));
                }
                Part::Expression {
                    op, first, count, ..
                } => {
                    let specs = template.vars.get(first..first + count).unwrap_or(&[]);
                    check_expression(template, op, specs, parts, k)?;
                    steps.push(Step::Expression { op, first, count });
                }
            }
        }
        let names: Vec<&str> = template
            .vars
            .iter()
            .filter_map(|s| template.text.get(s.name_start..s.name_end))
            .collect();
        let repeated = names
            .iter()
            .enumerate()
            .any(|(i, n)| names.get(i + 1..).is_some_and(|rest| rest.contains(n)));
        Ok(Matcher {
            template,
            steps,
            repeated,
        })
    }

    /// The template matched against.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::UriTemplate;
    /// let t = UriTemplate::parse("/a{/b}")?;
    /// assert_eq!(t.matcher()?.template().as_str(), "/a{/b}");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn template(&self) -> &'t UriTemplate {
        self.template
    }

    /// The values that expand the template to `uri`, or `None` if no
    /// values the rule can read do. Linear in the length of `uri`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::template::{UriTemplate, VarValue};
    /// let t = UriTemplate::parse("/search{?q,page}{#section}")?;
    /// let vars = t.matcher()?.match_uri("/search?q=caf%C3%A9#top").unwrap();
    /// assert_eq!(vars.get("q"), Some(&VarValue::from("café")));
    /// assert_eq!(vars.get("page"), None);
    /// assert_eq!(vars.get("section"), Some(&VarValue::from("top")));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Option<Vars> {
        let vars = self.read(uri)?;
        if self.repeated && self.template.expand(&vars).ok()? != uri {
            return None;
        }
        Some(vars)
    }

    /// Reads `uri` part by part (see the rule on [`Matcher`]).
    fn read(&self, uri: &str) -> Option<Vars> {
        let text = &self.template.text;
        let all = &self.template.vars;
        let mut out = Vars::new();
        let mut pos = 0;
        let mut k = 0;
        while let Some(step) = self.steps.get(k) {
            match step {
                Step::Literal(lit) => {
                    if !uri.get(pos..)?.starts_with(lit.as_str()) {
                        return None;
                    }
                    pos += lit.len();
                }
                Step::Expression { op, first, count } => {
                    let specs = all.get(*first..*first + *count)?;
                    if op.allows_reserved() {
                        // Rule 4: at most a literal follows, at the end.
                        let tail = match self.steps.get(k + 1) {
                            Some(Step::Literal(lit)) => lit.as_str(),
                            _ => "",
                        };
                        let body_end = uri.len().checked_sub(tail.len())?;
                        if body_end < pos || !uri.get(body_end..)?.starts_with(tail) {
                            return None;
                        }
                        let spec = specs.first()?;
                        let name = text.get(spec.name_start..spec.name_end)?;
                        let mut body = uri.get(pos..body_end)?;
                        let defined = match op.first() {
                            Some(f) => match body.as_bytes().first() {
                                Some(&b) if b == f => {
                                    body = body.get(1..)?;
                                    true
                                }
                                _ if body.is_empty() => false,
                                _ => return None,
                            },
                            None => true,
                        };
                        if defined {
                            put(&mut out, name, VarValue::String(decode_reserved(body)?))?;
                        }
                        return Some(out);
                    }
                    let expr = Expr {
                        text,
                        op: *op,
                        specs,
                    };
                    pos = if op.named() {
                        match_named(expr, uri, pos, &mut out)?
                    } else {
                        match_unnamed(expr, uri, pos, &mut out)?
                    };
                }
            }
            k += 1;
        }
        (pos == uri.len()).then_some(out)
    }
}

/// Checks rules 1 to 7 for the expression at `parts[k]`.
fn check_expression(
    template: &UriTemplate,
    op: Operator,
    specs: &[VarSpec],
    parts: &[Part],
    k: usize,
) -> Result<(), MatchRuleError> {
    let err = |kind, index| Err(MatchRuleError::new(kind, index));
    let start = match parts.get(k) {
        Some(Part::Expression { start, .. }) => *start,
        _ => 0,
    };
    for (i, spec) in specs.iter().enumerate() {
        match spec.modifier {
            Modifier::Prefix(_) => return err(MatchRuleErrorKind::PrefixModifier, spec.name_start),
            Modifier::Explode if i + 1 < specs.len() => {
                return err(MatchRuleErrorKind::ExplodeNotLast, spec.name_start)
            }
            _ => {}
        }
    }
    let exploded = specs.iter().any(|s| s.modifier == Modifier::Explode);
    if op.allows_reserved() && (specs.len() > 1 || exploded) {
        return err(MatchRuleErrorKind::ReservedShape, start);
    }
    if op == Operator::Label && (specs.len() > 1 || exploded) {
        return err(MatchRuleErrorKind::LabelShape, start);
    }
    if op.first().is_none() && k > 0 {
        if let Some(Part::Expression { .. }) = parts.get(k - 1) {
            return err(MatchRuleErrorKind::AdjacentExpressions, start);
        }
    }
    let Some(next) = parts.get(k + 1) else {
        return Ok(());
    };
    if op.allows_reserved() {
        return match (next, parts.get(k + 2)) {
            (Part::Literal { .. }, None) => Ok(()),
            (Part::Literal { .. }, Some(Part::Expression { start, .. }))
            | (Part::Expression { start, .. }, _) => {
                err(MatchRuleErrorKind::ReservedNotLast, *start)
            }
            (Part::Literal { .. }, Some(Part::Literal { start, .. })) => {
                err(MatchRuleErrorKind::ReservedNotLast, *start)
            }
        };
    }
    // The first character of what follows, and the text after it when that
    // is a literal (for rule 7).
    let (next_index, c, after) = match *next {
        Part::Literal { start, end, .. } => {
            let lit = template.text.get(start..end).unwrap_or("");
            (
                start,
                lit.as_bytes().first().copied(),
                lit.get(1..).unwrap_or(""),
            )
        }
        // Rule 5 refuses the next expression when it has no first
        // character; it is checked when that expression is reached.
        Part::Expression { start, op, .. } => match op.first() {
            Some(f) => (start, Some(f), ""),
            None => return Ok(()),
        },
    };
    let Some(c) = c else { return Ok(()) };
    if !c.is_ascii() {
        // A non-ASCII literal starts with `%` in the URI: a value character.
        return err(MatchRuleErrorKind::NextInValue, next_index);
    }
    if VALUE_TEXT.allows(c) {
        return err(MatchRuleErrorKind::NextInValue, next_index);
    }
    if c == op.sep() {
        if exploded {
            return err(MatchRuleErrorKind::SeparatorAfterExplode, next_index);
        }
        if op.named() {
            let names = |specs: &[VarSpec]| -> Vec<&str> {
                specs
                    .iter()
                    .filter_map(|s| template.text.get(s.name_start..s.name_end))
                    .collect()
            };
            let ours = names(specs);
            let clash = match *next {
                Part::Literal { .. } => ours.iter().any(|n| after.starts_with(n)),
                Part::Expression { first, count, .. } => {
                    let theirs = names(template.vars.get(first..first + count).unwrap_or(&[]));
                    theirs.iter().any(|n| ours.contains(n))
                }
            };
            if clash {
                return err(MatchRuleErrorKind::NameAfterSeparator, next_index);
            }
        }
    }
    Ok(())
}

/// Records `name = value`; a name seen before must have the same value.
fn put(out: &mut Vars, name: &str, value: VarValue) -> Option<()> {
    match out.get(name) {
        Some(old) if *old != value => None,
        Some(_) => Some(()),
        None => {
            out.set(name, value);
            Some(())
        }
    }
}

/// The end of the run of value characters from `pos`, stopping also at
/// `stop` (the separator) if given.
fn run_end(uri: &[u8], pos: usize, stop: Option<u8>) -> usize {
    let mut i = pos;
    while let Some(&b) = uri.get(i) {
        if !VALUE_TEXT.allows(b) || Some(b) == stop {
            break;
        }
        i += 1;
    }
    i
}

/// An expression being matched: its operator, its varspecs and the
/// template text that their names are in.
#[derive(Clone, Copy)]
struct Expr<'t> {
    text: &'t str,
    op: Operator,
    specs: &'t [VarSpec],
}

impl<'t> Expr<'t> {
    /// The name of `spec`, one of this expression's varspecs.
    fn name(&self, spec: &VarSpec) -> Option<&'t str> {
        self.text.get(spec.name_start..spec.name_end)
    }
}

/// Matches an expression of `{var}`, `{.var}` or `{/var}` at `pos`:
/// pieces separated by the operator's separator, one per variable, and any
/// number for an exploded last variable. Returns where it ends.
fn match_unnamed(expr: Expr<'_>, uri: &str, pos: usize, out: &mut Vars) -> Option<usize> {
    let Expr { op, specs, .. } = expr;
    let bytes = uri.as_bytes();
    let mut i = pos;
    if let Some(f) = op.first() {
        if bytes.get(i) != Some(&f) {
            return Some(pos);
        }
        i += 1;
    }
    let exploded = specs
        .last()
        .is_some_and(|s| s.modifier == Modifier::Explode);
    let single = specs.len() == 1 && !exploded;
    let sep = op.sep();
    let stop = if single { None } else { Some(sep) };
    let mut pieces: Vec<&str> = Vec::new();
    loop {
        let end = run_end(bytes, i, stop);
        pieces.push(uri.get(i..end)?);
        i = end;
        if (!exploded && pieces.len() >= specs.len()) || bytes.get(i) != Some(&sep) {
            break;
        }
        i += 1;
    }
    let fixed = if exploded {
        specs.len() - 1
    } else {
        specs.len()
    };
    for (spec, piece) in specs.iter().take(fixed).zip(pieces.iter()) {
        let name = expr.name(spec)?;
        put(out, name, decode_item_or_list(piece)?)?;
    }
    if exploded {
        let name = expr.name(specs.last()?)?;
        let members = pieces.get(fixed..).unwrap_or(&[]);
        if !members.is_empty() {
            let pairs = members.iter().filter(|p| p.contains('=')).count();
            let value = if pairs == 0 {
                let items: Option<Vec<String>> = members.iter().map(|p| decode_u(p)).collect();
                VarValue::List(items?)
            } else if pairs == members.len() {
                let mut kv = Vec::with_capacity(members.len());
                for p in members {
                    let (k, v) = p.split_once('=')?;
                    kv.push((decode_u(k)?, decode_u(v)?));
                }
                VarValue::Assoc(kv)
            } else {
                return None;
            };
            put(out, name, value)?;
        }
    }
    Some(i)
}

/// One piece of a `;`, `?` or `&` expression: `name`, or `name=value`.
struct NamedPiece<'u> {
    name: &'u str,
    value: Option<&'u str>,
    end: usize,
}

/// Reads the piece at `pos`, if there is one with a name.
fn named_piece(uri: &str, pos: usize, sep: u8) -> Option<NamedPiece<'_>> {
    let end = run_end(uri.as_bytes(), pos, Some(sep));
    let piece = uri.get(pos..end)?;
    let (name, value) = match piece.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (piece, None),
    };
    (!name.is_empty()).then_some(NamedPiece { name, value, end })
}

/// Matches a `;`, `?` or `&` expression at `pos`: `name=value` pieces,
/// each given to the next variable of that name, and every other piece to
/// an exploded last variable. Returns where it ends.
fn match_named(expr: Expr<'_>, uri: &str, pos: usize, out: &mut Vars) -> Option<usize> {
    let Expr { op, specs, .. } = expr;
    let bytes = uri.as_bytes();
    let f = op.first()?;
    let sep = op.sep();
    let name_of = |s: &VarSpec| expr.name(s).unwrap_or("");
    let exploded = specs.last().filter(|s| s.modifier == Modifier::Explode);
    let fixed = if exploded.is_some() {
        specs.len() - 1
    } else {
        specs.len()
    };
    // Which variable a piece goes to, from `cur` on: an index below
    // `fixed`, or `fixed` for the exploded one.
    let target = |piece: &NamedPiece<'_>, cur: usize| -> Option<usize> {
        let found = specs
            .iter()
            .enumerate()
            .take(fixed)
            .skip(cur)
            .find(|(_, s)| name_of(s) == piece.name)
            .map(|(j, _)| j);
        found.or(exploded.map(|_| fixed))
    };
    if bytes.get(pos) != Some(&f) {
        return Some(pos);
    }
    let mut i = pos + 1;
    let mut cur = 0;
    let mut members: Vec<(&str, Option<&str>)> = Vec::new();
    let mut first = true;
    loop {
        let Some(piece) = named_piece(uri, i, sep) else {
            if first {
                return Some(pos);
            }
            break;
        };
        let Some(j) = target(&piece, cur) else {
            if first {
                return Some(pos);
            }
            break;
        };
        if j < fixed {
            let spec = specs.get(j)?;
            let value = named_value(piece.value, op)?;
            let value = decode_item_or_list(value)?;
            put(out, name_of(spec), value)?;
            cur = j + 1;
        } else {
            members.push((piece.name, piece.value));
            cur = fixed;
        }
        first = false;
        i = piece.end;
        // Take the separator only if a piece this expression accepts
        // follows it; otherwise it belongs to the next part.
        if bytes.get(i) != Some(&sep) {
            break;
        }
        match named_piece(uri, i + 1, sep) {
            Some(p) if target(&p, cur).is_some() => i += 1,
            _ => break,
        }
    }
    if let Some(spec) = exploded {
        if !members.is_empty() {
            let name = name_of(spec);
            let value = if members.iter().all(|(n, _)| *n == name) {
                let items: Option<Vec<String>> = members
                    .iter()
                    .map(|(_, v)| decode_u(named_value(*v, op)?))
                    .collect();
                VarValue::List(items?)
            } else {
                let mut kv = Vec::with_capacity(members.len());
                for (n, v) in &members {
                    kv.push((decode_u(n)?, decode_u(named_value(*v, op)?)?));
                }
                VarValue::Assoc(kv)
            };
            put(out, name, value)?;
        }
    }
    Some(i)
}

/// The value text of a named piece as expansion writes it (appendix A,
/// `ifemp`): `;` writes an empty value as the bare name, `?` and `&` as
/// `name=`. The other spelling is one expansion never writes.
fn named_value(value: Option<&str>, op: Operator) -> Option<&str> {
    match (value, op.keeps_equals_if_empty()) {
        (Some(""), false) => None,
        (Some(v), _) => Some(v),
        (None, false) => Some(""),
        (None, true) => None,
    }
}

/// A non-exploded value: a string, or a list where the text has `,`
/// between items (expansion encodes a string's own commas).
fn decode_item_or_list(piece: &str) -> Option<VarValue> {
    if piece.contains('=') {
        return None;
    }
    if piece.contains(',') {
        let items: Option<Vec<String>> = piece.split(',').map(decode_u).collect();
        Some(VarValue::List(items?))
    } else {
        Some(VarValue::String(decode_u(piece)?))
    }
}

/// Decodes text written with `allow = "U"` (§3.2.1): unreserved characters
/// raw, everything else as `%XX` with uppercase hex. Text that expansion
/// would not have written so (`%41`, `%c3`, a raw delimiter, bytes that are
/// not UTF-8) gives `None`.
fn decode_u(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let octet = upper_triplet(bytes, i)?;
            if UNRESERVED.allows(octet) {
                return None;
            }
            out.push(octet);
            i += 3;
        } else if UNRESERVED.allows(b) {
            out.push(b);
            i += 1;
        } else {
            return None;
        }
    }
    String::from_utf8(out).ok()
}

/// The octet of a `%XX` triplet at `i` written with uppercase hex digits,
/// as expansion writes them.
fn upper_triplet(bytes: &[u8], i: usize) -> Option<u8> {
    let digits = bytes.get(i + 1..i + 3)?;
    if digits.iter().any(u8::is_ascii_lowercase) {
        return None;
    }
    triplet(bytes, i)
}

/// Decodes text written with `allow = "U+R"` (§3.2.1, `+` and `#`), where
/// a triplet is either one that the value held (kept) or a character that
/// expansion encoded (decoded). It decodes exactly the triplets expansion
/// writes for a character: uppercase, of a UTF-8 character outside the
/// unreserved and reserved sets, and `%25` unless two hex digits follow
/// (then the value held `%25` itself). The rest stays as it is, so the
/// result expands back to `text`.
fn decode_reserved(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let allowed = UNRESERVED.or(&RESERVED);
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b != b'%' {
            if !allowed.allows(b) {
                return None;
            }
            out.push(char::from(b));
            i += 1;
            continue;
        }
        triplet(bytes, i)?;
        match decode_encoded_char(bytes, i) {
            Some((c, len)) => {
                out.push(c);
                i += len;
            }
            None => {
                out.push_str(text.get(i..i + 3)?);
                i += 3;
            }
        }
    }
    Some(out)
}

/// The character that expansion with `U+R` wrote as the triplets at `i`,
/// and their length, if they are such a character (see
/// [`decode_reserved`]).
fn decode_encoded_char(bytes: &[u8], i: usize) -> Option<(char, usize)> {
    let lead = upper_triplet(bytes, i)?;
    if lead == b'%' {
        let hex_follows = bytes
            .get(i + 3..i + 5)
            .is_some_and(|d| d.iter().all(u8::is_ascii_hexdigit));
        return (!hex_follows).then_some(('%', 3));
    }
    if lead < 0x80 {
        let allowed = UNRESERVED.or(&RESERVED);
        return (!allowed.allows(lead)).then_some((char::from(lead), 3));
    }
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut buf = [0u8; 4];
    for (n, slot) in buf.iter_mut().enumerate().take(len) {
        *slot = upper_triplet(bytes, i + 3 * n)?;
    }
    let s = core::str::from_utf8(buf.get(..len)?).ok()?;
    let c = s.chars().next()?;
    Some((c, 3 * len))
}
