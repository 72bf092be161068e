//! `--format FMT` of `parse` and `edit`: text with `{placeholder}`s filled
//! from each URI.
//!
//! The template is read once, before any input (an unknown placeholder is
//! a usage error, exit 2), into a list of pieces; filling it for an input
//! only copies text.
//!
//! Placeholders: the components as written (`{scheme}`, `{userinfo}`,
//! `{user}`, `{password}`, `{host}`, `{port}`, `{path}`, `{query}`,
//! `{fragment}`, `{authority}`, `{uri}`; empty when absent),
//! `{port_or_default}`, `{query:KEY}` (the first value of KEY,
//! form-decoded), `{query_all:KEY}` (all of them, space-separated),
//! `{decoded:NAME}` (component NAME percent-decoded), and `{{`, `}}` for
//! a brace.

use std::borrow::Cow;
use std::fmt::Write as _;

use urlkit::pct;
use urlkit::UriRefView;

use crate::component::Name;
use crate::config::Sites;
use crate::failure::Failure;
use crate::output::terminal;

/// A component of a URI, as a placeholder names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A component that `--set` names too (`scheme` ... `fragment`): one
    /// list of names for both, [`Name::TABLE`].
    Component(Name),
    /// `authority`.
    Authority,
    /// `uri`: the whole URI reference.
    Uri,
}

impl Part {
    /// The placeholder names beyond the components.
    const MORE: [(&'static str, Part); 2] = [("authority", Part::Authority), ("uri", Part::Uri)];

    fn from_name(name: &str) -> Option<Part> {
        Name::from_name(name)
            .map(Part::Component)
            .or_else(|| Part::MORE.iter().find(|(n, _)| *n == name).map(|(_, p)| *p))
    }

    /// The part's raw text in `r`, `None` when absent.
    pub fn of(self, r: UriRefView<'_>) -> Option<&str> {
        match self {
            Part::Component(name) => name.of(r),
            Part::Authority => r.authority(),
            Part::Uri => Some(r.as_str()),
        }
    }
}

/// One piece of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    /// Text copied as it is (`{{` and `}}` already made single).
    Text(String),
    /// A component as written.
    Raw(Part),
    /// The port, else the scheme's default port.
    PortOrDefault,
    /// The first value of a query key, form-decoded.
    Query(String),
    /// Every value of a query key, form-decoded, space-separated.
    QueryAll(String),
    /// A component, percent-decoded.
    Decoded(Part),
    /// A part of the host's site by the Public Suffix List.
    Site(SitePart),
    /// `{idn:host}`: the host's A-labels as U-labels, where safe.
    IdnHost,
    /// `{puny:host}`: the host's non-ASCII text as A-labels.
    PunyHost,
    /// `{zoneid}`: the IPv6 zone identifier `--lenient` took out.
    ZoneId,
}

/// The site placeholders: parts of the host by the Public Suffix List, as
/// the host is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SitePart {
    /// `{domain}`: the registrable domain.
    Domain,
    /// `{suffix}`: the public suffix.
    Suffix,
    /// `{subdomain}`: the labels in front of the registrable domain.
    Subdomain,
}

/// A `--format` template, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pieces: Vec<Piece>,
    /// The list the site placeholders read.
    sites: Sites,
    /// Whether decoded values are written visibly (without `--raw`):
    /// [`terminal::visible_decoded`], and a byte that is not UTF-8 as
    /// `%XX`.
    visible: bool,
}

impl Template {
    /// Reads a template.
    ///
    /// # Errors
    ///
    /// An unknown placeholder, an unclosed `{` or a lone `}`, with its
    /// index in the template and what was expected.
    pub fn parse(fmt: &str) -> Result<Template, String> {
        let mut pieces = Vec::new();
        let mut text = String::new();
        let mut rest = fmt;
        let mut at = 0;
        while let Some(i) = rest.find(['{', '}']) {
            text.push_str(rest.get(..i).unwrap_or_default());
            let tail = rest.get(i..).unwrap_or_default();
            if tail.starts_with("{{") || tail.starts_with("}}") {
                text.push_str(tail.get(..1).unwrap_or_default());
                rest = tail.get(2..).unwrap_or_default();
                at += i + 2;
                continue;
            }
            if tail.starts_with('}') {
                return Err(format!(
                    "lone '}}' at index {} of --format (expected '}}}}' for a brace)",
                    at + i
                ));
            }
            let Some(end) = tail.find('}') else {
                return Err(format!(
                    "unclosed '{{' at index {} of --format (expected a placeholder and '}}')",
                    at + i
                ));
            };
            let name = tail.get(1..end).unwrap_or_default();
            let piece = placeholder(name).ok_or_else(|| {
                format!(
                    "unknown placeholder {{{}}} at index {} of --format (expected one of: {})",
                    urlkit::Excerpt::new(name),
                    at + i,
                    names().join(" ")
                )
            })?;
            if !text.is_empty() {
                pieces.push(Piece::Text(std::mem::take(&mut text)));
            }
            pieces.push(piece);
            rest = tail.get(end + 1..).unwrap_or_default();
            at += i + end + 1;
        }
        text.push_str(rest);
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        Ok(Template {
            pieces,
            sites: Sites::default(),
            visible: true,
        })
    }

    /// The template reading sites by `sites` (`--psl`, `--icann-only`)
    /// instead of the built-in list with both sections.
    #[must_use]
    pub fn with_sites(self, sites: Sites) -> Template {
        Template { sites, ..self }
    }

    /// The template writing decoded values as they are (`--raw`: control
    /// characters included, a byte that is not UTF-8 as U+FFFD).
    #[must_use]
    pub fn raw(self, raw: bool) -> Template {
        Template {
            visible: !raw,
            ..self
        }
    }

    /// Fills the template for `r`, appending to `out`; `zone` is the IPv6
    /// zone identifier that `--lenient` took out of the input.
    ///
    /// # Errors
    ///
    /// A decoded value that holds a CR or LF (the output is one line per
    /// input): [`Failure::LineBreak`] with the index in the input.
    pub fn fill(
        &self,
        r: UriRefView<'_>,
        zone: Option<&str>,
        out: &mut String,
    ) -> Result<(), Failure> {
        for piece in &self.pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::ZoneId => out.push_str(zone.unwrap_or_default()),
                Piece::IdnHost | Piece::PunyHost => {
                    // Only a reg-name has labels; an IP literal is as written.
                    if let Some(host) = r.host() {
                        let reg_name = r.host_kind() == Some(urlkit::HostKind::RegName);
                        let shown = match piece {
                            _ if !reg_name => Cow::Borrowed(host),
                            Piece::IdnHost => crate::host_form::for_people(host).0,
                            _ => crate::host_form::for_dns(host).0,
                        };
                        out.push_str(&shown);
                    }
                }
                Piece::Raw(part) => out.push_str(part.of(r).unwrap_or_default()),
                Piece::PortOrDefault => match r.port().filter(|p| !p.is_empty()) {
                    Some(p) => out.push_str(p),
                    None => {
                        if let Some(d) = r.scheme().and_then(urlkit::scheme::default_port) {
                            let _ = write!(out, "{d}");
                        }
                    }
                },
                Piece::Query(key) => {
                    if let Some((_, v)) = r.form_pairs().find(|(k, _)| k == key) {
                        self.push_decoded(out, &v, r, r.query())?;
                    }
                }
                Piece::QueryAll(key) => {
                    let mut first = true;
                    for (_, v) in r.form_pairs().filter(|(k, _)| k == key) {
                        if !first {
                            out.push(' ');
                        }
                        first = false;
                        self.push_decoded(out, &v, r, r.query())?;
                    }
                }
                Piece::Decoded(part) => {
                    let raw = part.of(r);
                    match pct::decode(raw.unwrap_or_default()) {
                        Ok(bytes) if self.visible => {
                            // Each piece that is not UTF-8 as the escapes
                            // it was, so that nothing is lost.
                            for chunk in bytes.utf8_chunks() {
                                self.push_decoded(out, chunk.valid(), r, raw)?;
                                for b in chunk.invalid() {
                                    let _ = write!(out, "%{b:02X}");
                                }
                            }
                        }
                        _ => {
                            let decoded = pct::decode_utf8_lossy(raw.unwrap_or_default());
                            self.push_decoded(out, &decoded, r, raw)?;
                        }
                    }
                }
                Piece::Site(part) => {
                    // Parts of the host as written: no line break can be
                    // in a host.
                    let site = r.host().and_then(|h| self.sites.site(h));
                    let value = site.as_ref().and_then(|s| match part {
                        SitePart::Domain => s.registrable_domain(),
                        SitePart::Suffix => Some(s.public_suffix()),
                        SitePart::Subdomain => s.subdomain(),
                    });
                    out.push_str(value.unwrap_or_default());
                }
            }
        }
        Ok(())
    }
}

impl Template {
    /// Appends a decoded value, refusing a line break, visibly unless
    /// `--raw` ([`terminal::push_visible_decoded`]). The error's index is
    /// that of the component (`part`) in the input.
    fn push_decoded(
        &self,
        out: &mut String,
        value: &str,
        r: UriRefView<'_>,
        part: Option<&str>,
    ) -> Result<(), Failure> {
        if value.contains(['\r', '\n']) {
            let index = part.map_or(0, |p| {
                (p.as_ptr() as usize).saturating_sub(r.as_str().as_ptr() as usize)
            });
            return Err(Failure::LineBreak(index));
        }
        if self.visible {
            terminal::push_visible_decoded(out, value);
        } else {
            out.push_str(value);
        }
        Ok(())
    }
}

/// The placeholder `name` (without braces).
fn placeholder(name: &str) -> Option<Piece> {
    match name {
        "domain" => return Some(Piece::Site(SitePart::Domain)),
        "suffix" => return Some(Piece::Site(SitePart::Suffix)),
        "subdomain" => return Some(Piece::Site(SitePart::Subdomain)),
        _ => {}
    }
    match name {
        "port_or_default" => return Some(Piece::PortOrDefault),
        "idn:host" => return Some(Piece::IdnHost),
        "puny:host" => return Some(Piece::PunyHost),
        "zoneid" => return Some(Piece::ZoneId),
        _ => {}
    }
    if let Some(key) = name.strip_prefix("query:") {
        return Some(Piece::Query(key.to_owned()));
    }
    if let Some(key) = name.strip_prefix("query_all:") {
        return Some(Piece::QueryAll(key.to_owned()));
    }
    if let Some(part) = name.strip_prefix("decoded:") {
        return Part::from_name(part).map(Piece::Decoded);
    }
    Part::from_name(name).map(Piece::Raw)
}

/// Every placeholder, for the error message and the help text.
pub fn names() -> Vec<Cow<'static, str>> {
    let mut all: Vec<Cow<'static, str>> = Name::TABLE
        .iter()
        .map(|(n, _)| *n)
        .chain(Part::MORE.iter().map(|(n, _)| *n))
        .map(|n| Cow::Owned(format!("{{{n}}}")))
        .collect();
    all.extend(
        [
            "{port_or_default}",
            "{domain}",
            "{suffix}",
            "{subdomain}",
            "{idn:host}",
            "{puny:host}",
            "{zoneid}",
            "{query:KEY}",
            "{query_all:KEY}",
            "{decoded:NAME}",
            "{{",
            "}}",
        ]
        .map(Cow::Borrowed),
    );
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fill(fmt: &str, uri: &str) -> Result<String, String> {
        let t = Template::parse(fmt)?;
        let r = UriRefView::parse(uri).map_err(|e| e.to_string())?;
        let mut out = String::new();
        t.fill(r, None, &mut out).map_err(|f| f.message())?;
        Ok(out)
    }

    #[test]
    fn every_placeholder() {
        let uri = "https://an%20n:pw@Ex.com:8443/a%2Fb?x=1&q=a+b&q=c%26d#fr%C3%A9";
        let cases = [
            ("{scheme}", "https"),
            ("{userinfo}", "an%20n:pw"),
            ("{user}", "an%20n"),
            ("{password}", "pw"),
            ("{host}", "Ex.com"),
            ("{port}", "8443"),
            ("{path}", "/a%2Fb"),
            ("{query}", "x=1&q=a+b&q=c%26d"),
            ("{fragment}", "fr%C3%A9"),
            ("{authority}", "an%20n:pw@Ex.com:8443"),
            ("{uri}", uri),
            ("{port_or_default}", "8443"),
            ("{query:q}", "a b"),
            ("{query_all:q}", "a b c&d"),
            ("{query:none}", ""),
            ("{decoded:user}", "an n"),
            ("{decoded:path}", "/a/b"),
            ("{decoded:fragment}", "fré"),
            ("{{{host}}}", "{Ex.com}"),
        ];
        for (fmt, want) in cases {
            assert_eq!(fill(fmt, uri).as_deref(), Ok(want), "{fmt}");
        }
        assert_eq!(
            fill("{port_or_default}", "https://h/").as_deref(),
            Ok("443")
        );
        assert_eq!(fill("{port_or_default}", "wss://h:/").as_deref(), Ok("443"));
        assert_eq!(fill("{port_or_default}", "gopher://h").as_deref(), Ok("70"));
        assert_eq!(fill("{port_or_default}", "urn:x").as_deref(), Ok(""));
        assert_eq!(fill("[{password}]", "http://u@h/").as_deref(), Ok("[]"));
    }

    #[test]
    fn site_placeholders() {
        let cases = [
            ("https://News.BBC.co.uk./x", "News|BBC.co.uk.|co.uk."),
            ("https://a.github.io/", "|a.github.io|github.io"),
            ("http://192.168.1.1/", "||"),
            ("http://co.uk/", "||co.uk"),
            ("mailto:a@b.example", "||"),
            (
                "http://www.%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn/",
                "www|%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn|%E5%85%AC%E5%8F%B8.cn",
            ),
        ];
        for (uri, want) in cases {
            assert_eq!(
                fill("{subdomain}|{domain}|{suffix}", uri).as_deref(),
                Ok(want),
                "{uri}"
            );
        }
    }

    #[test]
    fn bad_templates_say_where() {
        assert!(Template::parse("{nope}").unwrap_err().contains("index 0"));
        assert!(Template::parse("ab{host").unwrap_err().contains("unclosed"));
        assert!(Template::parse("a}").unwrap_err().contains("index 1"));
        assert!(Template::parse("{decoded:nope}").is_err());
    }

    #[test]
    fn decoded_line_breaks_are_errors() {
        let err = fill("{query:a}", "http://h/?a=%0A").unwrap_err();
        assert!(err.contains("line break"), "{err}");
    }
}
