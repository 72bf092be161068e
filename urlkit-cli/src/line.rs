//! What the per-line subcommands share: the one function that reads an
//! input line as the URI to work on ([`read`]), the `--base` option, and
//! the caret view of an error ([`Failure`] says what can be wrong with a
//! line).
//!
//! Every line passes [`text`] before anything else, so a line the reader
//! cut at [`MAX_LINE`] is a `too-long` error in every subcommand (never an
//! encoded, decoded or resolved prefix that looks valid), and a line that
//! is not UTF-8 an `invalid-utf8` one.

use std::borrow::Cow;
use std::io;

use urlkit::{IriRefView, ParseOptions, Uri, UriRefView, UriView};

use crate::exit::usage;
pub use crate::failure::Failure;
use crate::input::{Input, MAX_LINE};
use crate::output::{caret, error_obj, excerpt, Paint, Style};
use crate::record::Value;

/// The input as text: refused when the reader cut it (longer than
/// [`MAX_LINE`]) or when it is not UTF-8, in that order.
pub fn text<'a>(input: &Input<'a>) -> Result<&'a str, Failure> {
    match *input {
        _ if input.is_cut() => Err(Failure::TooLong),
        Input::Text(t) => Ok(t),
        Input::NotUtf8 { valid_up_to, .. } => Err(Failure::NotUtf8(valid_up_to)),
    }
}

/// How input lines are read as URIs: the global `--iri` and `--lenient`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reading {
    /// Each line is an RFC 3986 URI reference, exactly as written.
    #[default]
    Strict,
    /// `--iri`: each line is an IRI reference (RFC 3987), worked on as the
    /// URI it maps to (§3.1).
    Iri,
    /// `--lenient`: each line is repaired into a URI reference the way a
    /// browser's address bar reads it.
    Lenient,
    /// `--guess-scheme`: as `--lenient`, and a line that names a host but
    /// no scheme first gets one (this scheme, unless the host's first label
    /// names another: [`guess_scheme`]).
    Guess(&'static str),
}

impl Reading {
    /// Whether lines are repaired (`--lenient`, `--guess-scheme`).
    pub fn is_lenient(self) -> bool {
        matches!(self, Reading::Lenient | Reading::Guess(_))
    }
}

/// An input line read as the URI reference to work on.
#[derive(Debug)]
pub struct Read<'a> {
    /// The text of the URI reference to work on: the line itself when read
    /// strictly (borrowed: no copy), else the URI it maps or is repaired to.
    pub uri: Cow<'a, str>,
    /// `--iri`: the line read as an IRI reference (its components as
    /// written).
    pub iri: Option<IriRefView<'a>>,
    /// Whether `--iri` or `--lenient` add the key `"uri"` to the JSON of
    /// `parse` and `check`, and with `--lenient` the `"repairs"` list,
    /// written once.
    extra: Option<Option<String>>,
    /// What was repaired, as `(index, kind, message)` (for `--lenient`;
    /// empty otherwise).
    pub repairs: Vec<(usize, &'static str, String)>,
    /// The IPv6 zone identifier that `--lenient` took out of the URI
    /// (`{zoneid}`).
    pub zone: Option<String>,
    /// Whether the line is read strictly: only then does a parse error
    /// get a hint (never one that names an option already in effect).
    strict: bool,
}

impl Read<'_> {
    /// The keys that the reading adds to `parse --json` and `check --json`
    /// (none when strict), given to `f` in order: `"uri"`, then with
    /// `--lenient` `"repairs"`, a list of `{"kind","index","message"}`.
    pub fn visit_extra<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        if let Some(repairs) = &self.extra {
            f("uri", Value::JsonStr(&self.uri));
            if let Some(repairs) = repairs {
                f("repairs", Value::Json(repairs));
            }
        }
    }

    /// The URI reference, parsed.
    ///
    /// # Errors
    ///
    /// The parse error, for an input that is not a URI reference, with a
    /// hint when the line is read strictly and `--iri` or `--lenient`
    /// would read it ([`crate::hint::strict`]).
    pub fn view(&self) -> Result<UriRefView<'_>, Failure> {
        UriRefView::parse_with_limit(&self.uri, MAX_LINE).map_err(|e| self.failure(e, |_| true))
    }

    /// The URI reference, parsed, its error without a hint: for what
    /// counts errors and never shows them (`stats`).
    ///
    /// # Errors
    ///
    /// The parse error, for an input that is not a URI reference.
    pub fn view_unhinted(&self) -> Result<UriRefView<'_>, Failure> {
        UriRefView::parse_with_limit(&self.uri, MAX_LINE).map_err(Failure::Parse)
    }

    /// The URI (a reference with a scheme), parsed without a copy.
    ///
    /// # Errors
    ///
    /// The parse error, for an input that is not a URI, with a hint as
    /// [`Read::view`] gives one.
    pub fn uri_view(&self) -> Result<UriView<'_>, Failure> {
        UriView::parse_with_limit(&self.uri, MAX_LINE).map_err(|e| self.failure(e, is_uri))
    }

    /// The URI (a reference with a scheme), parsed.
    ///
    /// # Errors
    ///
    /// The parse error, for an input that is not a URI, with a hint as
    /// [`Read::view`] gives one.
    pub fn uri(&self) -> Result<Uri, Failure> {
        Uri::parse_with_limit(&self.uri, MAX_LINE).map_err(|e| self.failure(e, is_uri))
    }

    /// The failure of a parse error: with a hint when the line is read
    /// strictly and an option would make of it a reference that `accepts`
    /// takes. Only here, on the error path, is the hint worked out.
    fn failure(&self, error: urlkit::ParseError, accepts: fn(&str) -> bool) -> Failure {
        let hint = match error.kind() {
            _ if !self.strict => None,
            // A line too long for one option is too long for all.
            urlkit::ParseErrorKind::TooLong => None,
            _ => crate::hint::strict(&self.uri, accepts),
        };
        Failure::Parse(error).with_hint(hint)
    }
}

/// Whether `text` is a URI (a reference with a scheme).
fn is_uri(text: &str) -> bool {
    UriView::parse_with_limit(text, MAX_LINE).is_ok()
}

/// The line as a URI reference, when it is read strictly and is one:
/// what [`read`] then [`Read::view`] give for such a line, without
/// building the [`Read`]. `None` otherwise, and then `read` says why (the
/// per-line subcommands take this way first: almost every line is valid).
pub fn strict_view<'a>(reading: Reading, input: &Input<'a>) -> Option<UriRefView<'a>> {
    if reading != Reading::Strict {
        return None;
    }
    UriRefView::parse_with_limit(text(input).ok()?, MAX_LINE).ok()
}

/// Reads an input line as the URI reference to work on, as `reading` says:
/// the one place where the per-line subcommands turn a line into a URI.
///
/// # Errors
///
/// A line that is too long or not UTF-8; with `--iri`, one that is not an
/// IRI reference; with `--lenient`, one that cannot be repaired.
pub fn read<'a>(reading: Reading, input: &Input<'a>) -> Result<Read<'a>, Failure> {
    let text = text(input)?;
    match reading {
        Reading::Strict => Ok(Read {
            uri: Cow::Borrowed(text),
            iri: None,
            extra: None,
            repairs: Vec::new(),
            zone: None,
            strict: true,
        }),
        Reading::Iri => {
            let options = ParseOptions::new().max_len(MAX_LINE);
            let iri = IriRefView::parse_with(text, &options).map_err(Failure::Parse)?;
            // An ASCII IRI is already the URI it maps to (RFC 3987 §3.1).
            let uri = if text.is_ascii() {
                Cow::Borrowed(text)
            } else {
                Cow::Owned(iri.to_uri().into_string())
            };
            Ok(Read {
                uri,
                iri: Some(iri),
                extra: Some(None),
                repairs: Vec::new(),
                zone: None,
                strict: false,
            })
        }
        Reading::Lenient | Reading::Guess(_) => {
            let guess = match reading {
                Reading::Guess(default) => guess_scheme(text, default),
                _ => None,
            };
            let (repaired, repairs) = match guess {
                None => {
                    let repaired = urlkit::UriRef::parse_lenient(text).map_err(Failure::Parse)?;
                    let repairs: Vec<(usize, &'static str, String)> = repaired
                        .repairs()
                        .iter()
                        .map(|r| (r.span().start, r.kind().as_str(), r.message().to_string()))
                        .collect();
                    (repaired, repairs)
                }
                Some(guessed) => {
                    // The prefix goes after the spaces the repair trims, so
                    // that every later repair's index, less the prefix's
                    // length, is its index in the input.
                    let mut with = String::with_capacity(text.len() + guessed.prefix.len());
                    with.push_str(text.get(..guessed.at).unwrap_or_default());
                    with.push_str(&guessed.prefix);
                    with.push_str(text.get(guessed.at..).unwrap_or_default());
                    let shift = |i: usize| {
                        if i >= guessed.at + guessed.prefix.len() {
                            i - guessed.prefix.len()
                        } else {
                            i.min(guessed.at)
                        }
                    };
                    let repaired = urlkit::UriRef::parse_lenient(&with).map_err(|e| {
                        Failure::Other(e.kind().as_str(), shift(e.index()), e.to_string())
                    })?;
                    let mut repairs = vec![(
                        guessed.at,
                        "guessed-scheme",
                        format!(
                            "no scheme: guessed '{}' from the host (trurl's and libcurl's rule)",
                            guessed.prefix
                        ),
                    )];
                    repairs.extend(repaired.repairs().iter().map(|r| {
                        (
                            shift(r.span().start),
                            r.kind().as_str(),
                            r.message().to_string(),
                        )
                    }));
                    repairs.sort_by_key(|r| r.0);
                    (repaired, repairs)
                }
            };
            let zone = repaired.zone().map(str::to_owned);
            let mut list = String::from("[");
            for (n, (index, kind, message)) in repairs.iter().enumerate() {
                if n > 0 {
                    list.push(',');
                }
                list.push_str(&error_obj(kind, *index, message));
            }
            list.push(']');
            let uri = repaired.into_uri().into_string();
            Ok(Read {
                uri: Cow::Owned(uri),
                iri: None,
                extra: Some(Some(list)),
                repairs,
                zone,
                strict: false,
            })
        }
    }
}

/// The scheme `--guess-scheme` gives an input: what goes in front of it
/// (`http://`, or `http:` before `//`), and where (after leading spaces
/// and C0 controls, which the repair trims).
#[derive(Debug, PartialEq, Eq)]
pub struct Guessed {
    /// The byte index in the input where the prefix goes.
    pub at: usize,
    /// `SCHEME://` or `SCHEME:`.
    pub prefix: String,
}

/// The schemes a host's first label names, as libcurl guesses them
/// (`lib/urlapi.c`, used by trurl): compared ignoring ASCII case.
const GUESSED: [&str; 6] = ["ftp", "dict", "ldap", "imap", "smtp", "pop3"];

/// Whether `text` names a host but no scheme, and which scheme it then
/// gets: `None` for an empty input, one starting with `/`, `\`, `.`, `?`
/// or `#` (a path or a query, not a host), and a URI whose scheme is
/// followed by anything but a port (`mailto:a@b`). A "scheme" followed by
/// `:` and digits up to the end, `/`, `?` or `#` is a host and a port
/// (`localhost:3000/api`).
pub fn guess_scheme(text: &str, default: &str) -> Option<Guessed> {
    let at = text.len() - text.trim_start_matches(|c: char| c <= ' ').len();
    let rest = text.get(at..)?;
    if rest.is_empty() || rest.starts_with(['/', '\\', '.', '?', '#']) {
        if let Some(host) = rest.strip_prefix("//") {
            return Some(Guessed {
                at,
                prefix: format!("{}:", scheme_for(host, default)),
            });
        }
        return None;
    }
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let head = rest.get(..end).unwrap_or_default();
    if let Some((scheme, after)) = head.split_once(':') {
        let is_scheme = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
        let is_port = !after.is_empty() && after.bytes().all(|b| b.is_ascii_digit());
        if is_scheme && !is_port {
            return None;
        }
    }
    Some(Guessed {
        at,
        prefix: format!("{}://", scheme_for(rest, default)),
    })
}

/// The scheme of the host at the start of `host`: one that its first
/// label names (`ftp.example` is ftp), else `default`.
fn scheme_for<'a>(host: &str, default: &'a str) -> &'a str {
    // The userinfo, if any, is not the host.
    let end = host.find(['/', '?', '#']).unwrap_or(host.len());
    let authority = host.get(..end).unwrap_or_default();
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let first = host.split_once('.').map(|(label, _)| label);
    GUESSED
        .into_iter()
        .find(|name| first.is_some_and(|l| l.eq_ignore_ascii_case(name)))
        .unwrap_or(default)
}

/// Parses a `--base` value, or says why it is unusable (a usage error:
/// exit 2).
///
/// # Errors
///
/// A base that is not a URI.
pub fn base_uri(base: &str) -> io::Result<Uri> {
    Uri::parse(base).map_err(|err| {
        let shown = urlkit::Excerpt::new(base).to_string();
        usage(format!("invalid --base {shown:?}: {err:#}"))
    })
}

/// The view of an error for people: the input (a window around the error
/// when it is long) with a caret under the failing byte, then the message.
///
/// An edit's error is about the option's value, where its index is: the
/// option as written is shown with the caret under that byte, and the
/// input on a note after the message.
pub fn human_error(input: &Input, failure: &Failure, paint: Paint) -> String {
    if let Failure::Edit(option, _) = failure {
        // The value starts after the first `=` (`--set host=`, `--set
        // host:=`, `--append path=`); an option without one (`--unset`)
        // has the caret at its start.
        let value = option.find('=').map_or(0, |i| i + 1);
        let at = value.saturating_add(failure.index()).min(option.len());
        let (shown, at) = excerpt(option, at);
        let (input, _) = excerpt(&input.display(), 0);
        return format!(
            "{}\n{} {}\n{} for the input {input}",
            caret(&shown, at),
            paint.paint(Style::Error, "error:"),
            failure.message(),
            paint.paint(Style::Gutter, "note:"),
        );
    }
    let (shown, at) = excerpt(&input.display(), failure.index());
    let mut view = format!(
        "{}\n{} {}",
        caret(&shown, at),
        paint.paint(Style::Error, "error:"),
        failure.message()
    );
    if let Some(hint) = failure.hint() {
        view.push_str(&format!("\n{} {hint}", paint.paint(Style::Gutter, "hint:")));
    }
    view
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_lines_are_too_long_before_anything_else() {
        let long = vec![b'a'; MAX_LINE + 1];
        assert_eq!(text(&Input::new(&long)).unwrap_err().kind(), "too-long");
        let mut bad = vec![b'a'; MAX_LINE + 1];
        bad[3] = 0xff;
        let bad = Input::new(&bad);
        assert_eq!(read(Reading::Strict, &bad).unwrap_err().kind(), "too-long");
        let ok = vec![b'a'; MAX_LINE];
        assert_eq!(text(&Input::new(&ok)).map(str::len).ok(), Some(MAX_LINE));
        let not_utf8 = Input::new(b"a\xffb");
        assert_eq!(text(&not_utf8).unwrap_err().index(), 1);
    }
}
