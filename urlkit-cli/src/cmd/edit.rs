//! `urlkit edit`: each input URI changed by the edits on the command line.
//!
//! The edits are read once, before any input (a malformed one is a usage
//! error, exit 2), into a [`Plan`], then applied to each input in the
//! contract's order, whatever their order on the command line:
//!
//! 1. `--redirect REF`: the input becomes REF resolved against it (RFC 3986
//!    §5.2; the input must then have a scheme).
//! 2. `--set NAME=VALUE` (encoded as NAME needs) and `--set NAME:=VALUE`
//!    (as written, refused if invalid there), in command-line order.
//! 3. `--unset NAME`.
//! 4. `--append path=SEGMENT`, `--append query=KEY[=VALUE]`, in order.
//! 5. `--remove-query GLOB`, `--keep-query GLOB` (on decoded keys).
//! 6. `--sort-query`.
//! 7. `--normalize[=syntax|scheme]`.
//!
//! Every edit goes through the library's setters (`urlkit::UriRef`), which
//! keep the reference valid or refuse: a refusal makes the line an error
//! naming the option, and the result of every line that has one is a
//! valid URI reference.

use std::borrow::Cow;
use std::io;
use std::net::Ipv6Addr;

use urlkit::pct::{self, Component};
use urlkit::{BuildError, Host, NormalizeLevel, Resolver, UriRef};

use crate::args::{shown, AppendArg, EditArgs, SetArg};
use crate::component::Name;
use crate::config::Config;
use crate::exit::{usage, Status};
use crate::line::{self, Failure};
use crate::record::{Format, Record};
use crate::result::{per_input, shape, OneResult};
use crate::template::Template;

type Rec<'a> = OneResult<'a, EditShape>;

/// The edits of one run, read from the options.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    redirect: Option<UriRef>,
    sets: Vec<SetArg>,
    unsets: Vec<Name>,
    appends: Vec<AppendArg>,
    remove: Vec<String>,
    keep: Vec<String>,
    sort: bool,
    normalize: Option<NormalizeLevel>,
}

impl Plan {
    /// Reads the edit options (clap has read `--set`, `--unset` and
    /// `--append` into their values).
    ///
    /// # Errors
    ///
    /// A `--redirect` that is not a URI reference, with what was expected.
    pub fn new(args: &EditArgs) -> Result<Plan, String> {
        let redirect = match &args.redirect {
            Some(r) => Some(
                UriRef::parse(r)
                    .map_err(|e| format!("invalid --redirect {:?}: {e:#}", shown(r)))?,
            ),
            None => None,
        };
        Ok(Plan {
            redirect,
            sets: args.set.clone(),
            unsets: args.unset.clone(),
            appends: args.append.clone(),
            remove: args.remove_query.clone(),
            keep: args.keep_query.clone(),
            sort: args.sort_query,
            normalize: args.normalize.map(NormalizeLevel::from),
        })
    }

    /// Whether the plan changes nothing.
    pub fn is_empty(&self) -> bool {
        self.redirect.is_none()
            && self.sets.is_empty()
            && self.unsets.is_empty()
            && self.appends.is_empty()
            && self.remove.is_empty()
            && self.keep.is_empty()
            && !self.sort
            && self.normalize.is_none()
    }

    /// Applies the edits, in the contract's order, to the URI reference
    /// `text`: [`Plan::apply_into`] and [`Plan::write`] on new values.
    ///
    /// # Errors
    ///
    /// As [`Plan::apply_into`].
    #[cfg(test)]
    pub fn apply(&self, text: &str) -> Result<UriRef, Failure> {
        let mut uri = UriRef::parse("").map_err(Failure::Parse)?;
        self.apply_into(text, &mut uri)?;
        let mut out = String::new();
        self.write(&uri, &mut out);
        UriRef::try_from(out).map_err(Failure::Parse)
    }

    /// Parses the URI reference `text` into `uri` (a value reused from
    /// line to line, whose buffer the setters then change in place) and
    /// applies the edits before `--normalize`, in the contract's order.
    ///
    /// # Errors
    ///
    /// An input that is not a URI reference (or, with `--redirect`, not a
    /// URI), or an edit that cannot apply to it.
    pub fn apply_into(&self, text: &str, uri: &mut UriRef) -> Result<(), Failure> {
        uri.reparse_with_limit(text, crate::input::MAX_LINE)
            .map_err(Failure::Parse)?;
        if let Some(reference) = &self.redirect {
            crate::engine::with_scratch(|target| {
                let base =
                    urlkit::UriView::try_from(uri.as_view()).map_err(|_| Failure::NotAbsolute)?;
                Resolver::new()
                    .resolve_views_into(base, reference.as_view(), target)
                    .map_err(Failure::Resolve)?;
                // A resolved target is a URI reference (of any length).
                uri.reparse_with_limit(target, usize::MAX)
                    .map_err(Failure::Parse)
            })?;
        }
        for set in &self.sets {
            apply_set(uri, set).map_err(|e| edit_error(&set.option, &e))?;
        }
        for name in &self.unsets {
            let option = format!("--unset {}", name.name());
            apply_unset(uri, *name).map_err(|e| edit_error(&option, &e))?;
        }
        for append in &self.appends {
            match append {
                AppendArg::Segment(segment, option) => uri
                    .push_segment(segment)
                    .map_err(|e| edit_error(option, &e))?,
                AppendArg::Pair(key, value, option) => {
                    append_pair(uri, key, value.as_deref()).map_err(|e| edit_error(option, &e))?;
                }
            }
        }
        if !self.remove.is_empty() || !self.keep.is_empty() {
            filter_query(uri, &self.remove, &self.keep)
                .map_err(|e| edit_error("--remove-query/--keep-query", &e))?;
        }
        if self.sort {
            crate::engine::with_scratch(|sorted| uri.sort_query_pairs_with(sorted));
        }
        Ok(())
    }

    /// Writes the edited `uri` into `out` (cleared first), normalized when
    /// `--normalize` asks (the last edit).
    pub fn write(&self, uri: &UriRef, out: &mut String) {
        match self.normalize {
            Some(level) => {
                uri.as_view().normalize_into(level, out);
            }
            None => {
                out.clear();
                out.push_str(uri.as_str());
            }
        }
    }
}

thread_local! {
    /// The reference each line is parsed into and edited in, per thread
    /// (so per worker): its buffer is reused from line to line.
    static EDITED: std::cell::Cell<Option<UriRef>> = const { std::cell::Cell::new(None) };
}

fn edit_error(option: &str, e: &BuildError) -> Failure {
    Failure::Edit(option.to_owned(), *e)
}

/// The userinfo's user and password, raw: split at the first `:`.
fn user_password(uri: &UriRef) -> (Option<&str>, Option<&str>) {
    match uri.userinfo() {
        None => (None, None),
        Some(u) => match u.split_once(':') {
            Some((user, password)) => (Some(user), Some(password)),
            None => (Some(u), None),
        },
    }
}

/// Joins a raw user and password into a userinfo (`None` when both are
/// absent).
fn userinfo(user: Option<&str>, password: Option<&str>) -> Option<String> {
    match (user, password) {
        (None, None) => None,
        (u, None) => Some(u.unwrap_or_default().to_owned()),
        (u, Some(p)) => Some(format!("{}:{p}", u.unwrap_or_default())),
    }
}

/// `text` encoded for a user name: as for a userinfo, and `:` too (it
/// would start the password).
fn encode_user(text: &str) -> String {
    pct::encode(text, Component::Userinfo)
        .to_string()
        .replace(':', "%3A")
}

fn apply_set(uri: &mut UriRef, set: &SetArg) -> Result<(), BuildError> {
    let v = set.value.as_str();
    match (set.name, set.raw) {
        (Name::Scheme, _) => uri.set_scheme(Some(v)),
        (Name::Userinfo, false) => uri.set_userinfo(Some(v)),
        (Name::Userinfo, true) => uri.set_userinfo_encoded(Some(v)),
        (Name::User, raw) => {
            let user = if raw {
                Cow::Borrowed(v)
            } else {
                Cow::Owned(encode_user(v))
            };
            let (_, password) = user_password(uri);
            let new = userinfo(Some(&user), password);
            if raw && user.contains(':') {
                // A raw `:` would move the rest into the password: let the
                // userinfo rule report it at the `:` of a user-only text.
                return uri.set_userinfo_encoded(Some(&format!("{user}@")));
            }
            uri.set_userinfo_encoded(new.as_deref())
        }
        (Name::Password, raw) => {
            let password = if raw {
                Cow::Borrowed(v)
            } else {
                pct::encode(v, Component::Userinfo).to_cow()
            };
            let (user, _) = user_password(uri);
            let new = userinfo(user.or(Some("")), Some(&password));
            uri.set_userinfo_encoded(new.as_deref())
        }
        (Name::Host, raw) => {
            if let Ok(ip) = v.parse::<Ipv6Addr>() {
                // An IPv6 address gets its brackets (RFC 3986 §3.2.2).
                uri.set_host(Some(Host::Ipv6(ip)))
            } else if raw || v.starts_with('[') || v.parse::<std::net::Ipv4Addr>().is_ok() {
                uri.set_host_encoded(Some(v))
            } else {
                uri.set_reg_name(v)
            }
        }
        (Name::Port, _) => uri.set_port_digits(Some(v)),
        (Name::Path, false) => uri.set_path(v),
        (Name::Path, true) => uri.set_path_encoded(v),
        (Name::Query, false) => uri.set_query(Some(v)),
        (Name::Query, true) => uri.set_query_encoded(Some(v)),
        (Name::Fragment, false) => uri.set_fragment(Some(v)),
        (Name::Fragment, true) => uri.set_fragment_encoded(Some(v)),
    }
}

fn apply_unset(uri: &mut UriRef, name: Name) -> Result<(), BuildError> {
    let (user, password) = user_password(uri);
    match name {
        Name::Userinfo => uri.set_userinfo(None),
        Name::User => {
            // Without its user, a userinfo keeps its password (`:pw@`).
            let new = password.map(|p| format!(":{p}"));
            uri.set_userinfo_encoded(new.as_deref())
        }
        Name::Password => {
            let new = user.filter(|u| !u.is_empty()).map(str::to_owned);
            uri.set_userinfo_encoded(new.as_deref())
        }
        Name::Port => uri.set_port(None),
        Name::Query => uri.set_query(None),
        Name::Fragment => uri.set_fragment(None),
        // `Plan::new` accepts only the names above.
        Name::Scheme | Name::Host | Name::Path => Ok(()),
    }
}

/// Appends `key=value`, or a bare `key`, to the query.
fn append_pair(uri: &mut UriRef, key: &str, value: Option<&str>) -> Result<(), BuildError> {
    match value {
        Some(v) => uri.append_query_pair(key, v),
        None => {
            let mut query = uri.query().unwrap_or_default().to_owned();
            if !query.is_empty() {
                query.push('&');
            }
            query.extend(pct::encode(key, Component::QueryValue));
            uri.set_query_encoded(Some(&query))
        }
    }
}

/// Keeps the query's pairs whose decoded key matches no `remove` glob and,
/// when there are `keep` globs, one of them; empty pieces go too. A query
/// left with no pair is removed, `?` included.
fn filter_query(uri: &mut UriRef, remove: &[String], keep: &[String]) -> Result<(), BuildError> {
    // The kept pieces are joined in a reused buffer, not collected.
    crate::engine::with_scratch(|new| {
        let Some(query) = uri.query() else {
            return Ok(());
        };
        for piece in query.split('&').filter(|piece| !piece.is_empty()) {
            let raw_key = piece.split_once('=').map_or(piece, |(k, _)| k);
            let key = pct::decode_utf8_lossy(raw_key);
            let removed = remove.iter().any(|g| glob(g, &key));
            let kept = keep.is_empty() || keep.iter().any(|g| glob(g, &key));
            if kept && !removed {
                if !new.is_empty() {
                    new.push('&');
                }
                new.push_str(piece);
            }
        }
        if new.is_empty() {
            return uri.set_query_encoded(None);
        }
        if new != query {
            uri.set_query_encoded(Some(new))?;
        }
        Ok(())
    })
}

/// Whether `text` matches `pattern`, where `*` is any run of characters
/// and `?` any one character (no escapes, no classes). Linear in the
/// lengths times the number of `*` retries at most; `pi` and `ti` are
/// byte indices at character boundaries.
pub fn glob(pattern: &str, text: &str) -> bool {
    let at = |s: &str, i: usize| s.get(i..).and_then(|rest| rest.chars().next());
    let (mut pi, mut ti) = (0, 0);
    // Where the last `*` was, and the text position it matched up to.
    let mut star: Option<(usize, usize)> = None;
    while let Some(t) = at(text, ti) {
        match at(pattern, pi) {
            Some('*') => {
                star = Some((pi, ti));
                pi += 1;
            }
            Some(c) if c == '?' || c == t => {
                pi += c.len_utf8();
                ti += t.len_utf8();
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + at(text, st).map_or(1, char::len_utf8);
                    star = Some((sp, ti));
                }
                None => return false,
            },
        }
    }
    pattern
        .get(pi..)
        .is_some_and(|rest| rest.chars().all(|c| c == '*'))
}

shape! {
    /// `urlkit edit`.
    EditShape: ["input"] => "result"
}

/// Runs `urlkit edit`.
pub fn run(cfg: &Config, args: EditArgs) -> io::Result<Status> {
    let plan = Plan::new(&args).map_err(usage)?;
    let template = match &args.template {
        Some(fmt) => Some(Template::parse(fmt).map_err(usage)?.with_sites(cfg.sites)),
        None => None,
    };
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let plan = &plan;
    let template = template.as_ref();
    per_input::<EditShape>(cfg, args.inputs, &format, |input, out| {
        line::read(cfg.reading, input).and_then(|read| edit(plan, template, &read, out))
    })
}

/// One input edited, then written as the template says (into `out`, a
/// reused buffer) or as a URI.
fn edit<'a>(
    plan: &Plan,
    template: Option<&Template>,
    read: &line::Read<'a>,
    out: &'a mut String,
) -> Result<Cow<'a, str>, Failure> {
    if plan.is_empty() {
        // Nothing to change: the input itself, once it is known valid,
        // or the template filled from it (no owned copy of the input).
        let view = read.view()?;
        return match template {
            None => Ok(read.uri.clone()),
            Some(t) => {
                t.fill(view, out)?;
                Ok(Cow::Borrowed(out.as_str()))
            }
        };
    }
    let mut uri = match EDITED.with(std::cell::Cell::take) {
        Some(uri) => uri,
        None => UriRef::parse("").map_err(Failure::Parse)?,
    };
    let written = plan
        .apply_into(&read.uri, &mut uri)
        .and_then(|()| match template {
            None => {
                plan.write(&uri, out);
                Ok(())
            }
            Some(t) => crate::engine::with_scratch(|text| {
                plan.write(&uri, text);
                let view = urlkit::UriRefView::parse(text).map_err(Failure::Parse)?;
                t.fill(view, out)
            }),
        });
    EDITED.with(|slot| slot.set(Some(uri)));
    written?;
    Ok(Cow::Borrowed(out.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Input;
    use proptest::prelude::*;

    /// URI references built from their components, often with the
    /// characters that need care (`%XX`, `:`, `@`, `[`...).
    fn uri_ref() -> impl Strategy<Value = String> {
        let scheme = prop::option::of("[a-zA-Z][a-zA-Z0-9+.-]{0,5}");
        let host = prop_oneof![
            "[a-zA-Z0-9._~!$&'()*+,;=-]{0,8}",
            "(%[0-9A-F]{2}|[a-z]){1,4}",
            Just("[::1]".to_owned()),
            Just("[v7.x:y]".to_owned()),
            Just("192.0.2.1".to_owned()),
        ];
        let authority = prop::option::of((
            prop::option::of("[a-zA-Z0-9:%._~!$&'()*+,;=-]{0,6}"),
            host,
            prop::option::of("[0-9]{0,5}"),
        ));
        let path = "(/?[a-zA-Z0-9._~!$&'()*+,;=:@%-]{0,6}){0,4}";
        let query = prop::option::of("[a-zA-Z0-9._~!$&'()*+,;=:@/?%-]{0,12}");
        let fragment = prop::option::of("[a-zA-Z0-9._~!$&'()*+,;=:@/?%-]{0,6}");
        (scheme, authority, path, query, fragment).prop_map(|(s, a, p, q, f)| {
            // Keep the references mostly valid: a '%' starts an escape, a
            // path after an authority starts with '/', a path without one
            // does not start with '//', and a relative first segment has no
            // ':' (RFC 3986 §3.3, §4.2).
            let fix = |t: &str| escape_lone_percent(t);
            let (q, f) = (q.map(|q| fix(&q)), f.map(|f| fix(&f)));
            let mut p = fix(&p);
            if a.is_some() && !p.is_empty() && !p.starts_with('/') {
                p.insert(0, '/');
            }
            if a.is_none() && p.starts_with("//") {
                p.insert_str(0, "/.");
            }
            if a.is_none() && s.is_none() && p.split('/').next().is_some_and(|f| f.contains(':')) {
                p.insert_str(0, "./");
            }
            let a = a.map(|(u, h, port)| (u.map(|u| fix(&u)), fix(&h), port));
            let mut out = String::new();
            if let Some(s) = s {
                out.push_str(&s);
                out.push(':');
            }
            if let Some((u, h, port)) = a {
                out.push_str("//");
                if let Some(u) = u {
                    out.push_str(&u);
                    out.push('@');
                }
                out.push_str(&h);
                if let Some(port) = port {
                    out.push(':');
                    out.push_str(&port);
                }
            }
            out.push_str(&p);
            if let Some(q) = q {
                out.push('?');
                out.push_str(&q);
            }
            if let Some(f) = f {
                out.push('#');
                out.push_str(&f);
            }
            out
        })
    }

    /// `t` with each '%' that does not start an escape written `%25`.
    fn escape_lone_percent(t: &str) -> String {
        let b = t.as_bytes();
        let mut out = String::new();
        for (i, c) in t.char_indices() {
            let escape = c == '%'
                && b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
            if c == '%' && !escape {
                out.push_str("%25");
            } else {
                out.push(c);
            }
        }
        out
    }

    /// Any plan of edits, with values that are often invalid where they go.
    fn plan() -> impl Strategy<Value = Plan> {
        let text = "[a-zA-Z0-9 %:/?#\\[\\]@&=+.é-]{0,8}";
        let set = (0..Name::TABLE.len(), text, any::<bool>()).prop_map(|(i, value, raw)| SetArg {
            name: Name::TABLE[i].1,
            value,
            raw,
            option: String::from("--set"),
        });
        let unset = prop::sample::select(&Name::UNSET[..]);
        let append = prop_oneof![
            text.prop_map(|s| AppendArg::Segment(s, String::from("--append"))),
            (text, prop::option::of(text)).prop_map(|(k, v)| AppendArg::Pair(
                k,
                v,
                String::from("--append")
            )),
        ];
        let glob = "[a-z*?%]{0,4}";
        let redirect =
            prop::option::of(uri_ref()).prop_map(|r| r.and_then(|r| UriRef::parse(&r).ok()));
        (
            redirect,
            prop::collection::vec(set, 0..4),
            prop::collection::vec(unset, 0..3),
            prop::collection::vec(append, 0..3),
            prop::collection::vec(glob, 0..2),
            prop::collection::vec(glob, 0..2),
            any::<bool>(),
            prop::option::of(prop_oneof![
                Just(NormalizeLevel::Syntax),
                Just(NormalizeLevel::Scheme)
            ]),
        )
            .prop_map(
                |(redirect, sets, unsets, appends, remove, keep, sort, normalize)| Plan {
                    redirect,
                    sets,
                    unsets,
                    appends,
                    remove,
                    keep,
                    sort,
                    normalize,
                },
            )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// `edit` with no option gives back every valid input exactly.
        #[test]
        fn no_edit_returns_the_input(input in uri_ref()) {
            prop_assume!(UriRef::parse(&input).is_ok());
            let read = line::read(line::Reading::Strict, &Input::new(input.as_bytes()))
                .map_err(|e| TestCaseError::fail(e.message()))?;
            let mut scratch = String::new();
            let out = edit(&Plan::default(), None, &read, &mut scratch);
            let out = out.ok().map(Cow::into_owned);
            prop_assert_eq!(out, Some(input.clone()));
            let applied = Plan::default().apply(&input).map(UriRef::into_string);
            prop_assert_eq!(applied.ok(), Some(input.clone()));
        }

        /// Every edit result is a valid URI reference that reads back the
        /// same; an edit that cannot apply is an error, never a panic.
        #[test]
        fn every_result_parses(input in uri_ref(), plan in plan()) {
            if let Ok(result) = plan.apply(&input) {
                let again = UriRef::parse(result.as_str());
                prop_assert!(again.is_ok(), "{} -> {}", input, result.as_str());
                let again = again.map(UriRef::into_string).unwrap_or_default();
                prop_assert_eq!(again.as_str(), result.as_str());
            }
        }
    }

    #[test]
    fn glob_matches_stars_and_question_marks() {
        assert!(glob("utm_*", "utm_source"));
        assert!(glob("utm_*", "utm_"));
        assert!(!glob("utm_*", "xutm_"));
        assert!(glob("*id", "fbclid"));
        assert!(glob("a?c", "abc"));
        assert!(!glob("a?c", "ac"));
        assert!(glob("*", ""));
        assert!(glob("a*b*c", "aXXbYYc"));
        assert!(!glob("a*b*c", "aXXbYY"));
        assert!(glob("é?", "éé"));
        assert!(!glob("", "a"));
        assert!(glob("*é", "aéé"));
        assert!(glob("a*?é", "aüxé"));
        assert!(!glob("é", "e"));
    }
}
