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
//! 8. `--as-idn` or `--punycode`, on the host of the result.
//!
//! `--schemes` is checked on the input, before the edits; each
//! `--iterate` value is set after the `--set` options, one result per
//! combination of values.
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

use crate::args::{shown, AppendArg, EditArgs, IterateArg, ReplaceArg, SetArg};
use crate::component::Name;
use crate::config::Config;
use crate::exit::{usage, Status};
use crate::host_form::{self, Kept};
use crate::line::{self, Failure};
use crate::record::{Format, Human, Record, Value};
use crate::result::{shape, OneResult};
use crate::template::Template;

type Rec<'a> = OneResult<'a, EditShape>;

/// The edits of one run, read from the options.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    redirect: Option<UriRef>,
    sets: Vec<SetArg>,
    unsets: Vec<Name>,
    appends: Vec<AppendArg>,
    replaces: Vec<ReplaceArg>,
    remove: Vec<String>,
    keep: Vec<String>,
    sort: bool,
    normalize: Option<NormalizeLevel>,
    /// `--ignore-case`: query keys compared ignoring ASCII case.
    ignore_case: bool,
    /// `--schemes`: the schemes an input may have (none: any).
    schemes: Vec<String>,
    /// `--as-idn` or `--punycode`.
    host_form: Option<HostForm>,
    /// `--iterate`, in command-line order.
    iterate: Vec<IterateArg>,
}

/// The form `--as-idn` and `--punycode` write the host in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostForm {
    /// U-labels, where safe to show.
    People,
    /// A-labels.
    Dns,
}

/// The most results `--iterate` may give per input: the output of one
/// input is held in memory until it is written.
pub const MAX_COMBINATIONS: usize = 100_000;

impl Plan {
    /// Reads the edit options (clap has read `--set`, `--unset` and
    /// `--append` into their values).
    ///
    /// # Errors
    ///
    /// A `--redirect` that is not a URI reference, with what was expected.
    pub fn new(args: &EditArgs) -> Result<Plan, String> {
        let mut combinations: usize = 1;
        for (n, it) in args.iterate.iter().enumerate() {
            let name = it.name.name();
            if args
                .iterate
                .get(..n)
                .is_some_and(|before| before.iter().any(|b| b.name == it.name))
            {
                return Err(format!(
                    "--iterate {name} given twice (expected one --iterate per component)"
                ));
            }
            if args.set.iter().any(|s| s.name == it.name) {
                return Err(format!("--iterate {name} and --set {name} both given (expected one of them per component)"));
            }
            combinations = combinations.saturating_mul(it.values.len());
        }
        if combinations > MAX_COMBINATIONS {
            return Err(format!(
                "--iterate gives {combinations} results per input (expected at most {MAX_COMBINATIONS})"
            ));
        }
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
            replaces: args
                .replace
                .iter()
                .chain(&args.replace_append)
                .cloned()
                .collect(),
            remove: args.remove_query.clone(),
            keep: args.keep_query.clone(),
            sort: args.sort_query,
            normalize: args.normalize.map(NormalizeLevel::from),
            ignore_case: args.ignore_case,
            schemes: args.schemes.clone(),
            host_form: if args.as_idn {
                Some(HostForm::People)
            } else if args.punycode {
                Some(HostForm::Dns)
            } else {
                None
            },
            iterate: args.iterate.clone(),
        })
    }

    /// Whether the plan changes nothing.
    pub fn is_empty(&self) -> bool {
        self.redirect.is_none()
            && self.sets.is_empty()
            && self.unsets.is_empty()
            && self.appends.is_empty()
            && self.replaces.is_empty()
            && self.remove.is_empty()
            && self.keep.is_empty()
            && !self.sort
            && self.normalize.is_none()
            && self.schemes.is_empty()
            && self.host_form.is_none()
            && self.iterate.is_empty()
    }

    /// The `--set` of each `--iterate` value, one list per result, in
    /// trurl's order (the first option's values vary slowest); one empty
    /// list without `--iterate`.
    pub fn combinations(&self) -> Vec<Vec<SetArg>> {
        let mut all = vec![Vec::new()];
        for it in &self.iterate {
            all = all
                .into_iter()
                .flat_map(|sets: Vec<SetArg>| {
                    it.values.iter().map(move |v| {
                        let mut more = sets.clone();
                        more.push(it.set(v));
                        more
                    })
                })
                .collect();
        }
        all
    }

    /// Refuses an input whose scheme `--schemes` does not list.
    fn check_scheme(&self, uri: &UriRef) -> Result<(), Failure> {
        if self.schemes.is_empty() {
            return Ok(());
        }
        let expected = || self.schemes.join(", ");
        match uri.scheme() {
            Some(s) if self.schemes.iter().any(|a| a.eq_ignore_ascii_case(s)) => Ok(()),
            Some(s) => Err(Failure::Other(
                "scheme-not-allowed",
                0,
                format!(
                    "scheme '{}' is not allowed at index 0 (expected one of: {})",
                    shown(s),
                    expected()
                ),
            )),
            None => Err(Failure::Other(
                "scheme-not-allowed",
                0,
                format!(
                    "no scheme at index 0: a relative reference (expected one of: {})",
                    expected()
                ),
            )),
        }
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
    #[cfg(test)]
    pub fn apply_into(&self, text: &str, uri: &mut UriRef) -> Result<(), Failure> {
        self.apply_with(text, &[], uri)
    }

    /// Parses the URI reference `text` into `uri` (a value reused from
    /// line to line, whose buffer the setters then change in place) and
    /// applies the edits before `--normalize`, in the contract's order, with
    /// `more` sets (one `--iterate` combination) after the `--set` options.
    ///
    /// # Errors
    ///
    /// An input that is not a URI reference (or, with `--redirect`, not a
    /// URI), or an edit that cannot apply to it.
    pub fn apply_with(&self, text: &str, more: &[SetArg], uri: &mut UriRef) -> Result<(), Failure> {
        uri.reparse_with_limit(text, crate::input::MAX_LINE)
            .map_err(Failure::Parse)?;
        self.check_scheme(uri)?;
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
        for set in self.sets.iter().chain(more) {
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
        for replace in &self.replaces {
            replace_pair(uri, replace).map_err(|e| edit_error(&replace.option, &e))?;
        }
        if !self.remove.is_empty() || !self.keep.is_empty() {
            filter_query(uri, &self.remove, &self.keep, self.ignore_case)
                .map_err(|e| edit_error("--remove-query/--keep-query", &e))?;
        }
        if self.sort && self.ignore_case {
            sort_ignoring_case(uri).map_err(|e| edit_error("--sort-query", &e))?;
        } else if self.sort {
            crate::engine::with_scratch(|sorted| uri.sort_query_pairs_with(sorted));
        }
        Ok(())
    }

    /// Writes the edited `uri` into `out` (cleared first), normalized when
    /// `--normalize` asks, then with the host in the form `--as-idn` or
    /// `--punycode` asks (the last edits). Gives why the host was kept as
    /// it was, when it was.
    pub fn write(&self, uri: &UriRef, out: &mut String) -> Option<Kept> {
        self.write_as(uri, self.host_form, out)
    }

    /// [`Plan::write`] with the host in `form`.
    fn write_as(&self, uri: &UriRef, form: Option<HostForm>, out: &mut String) -> Option<Kept> {
        match self.normalize {
            Some(level) => {
                uri.as_view().normalize_into(level, out);
            }
            None => {
                out.clear();
                out.push_str(uri.as_str());
            }
        }
        let form = form?;
        let view = urlkit::UriRefView::parse(out).ok()?;
        if view.host_kind() != Some(urlkit::HostKind::RegName) {
            return None;
        }
        let host = view.host()?;
        let start = (host.as_ptr() as usize).saturating_sub(out.as_ptr() as usize);
        let (shown, kept) = match form {
            HostForm::People => host_form::for_people(host),
            HostForm::Dns => host_form::for_dns(host),
        };
        if let Cow::Owned(new) = shown {
            out.replace_range(start..start + host.len(), &new);
        }
        kept
    }
}

/// Sorts the query's pairs by their decoded keys in ASCII lower case,
/// stably (`--sort-query --ignore-case`); empty pieces go.
fn sort_ignoring_case(uri: &mut UriRef) -> Result<(), BuildError> {
    let Some(query) = uri.query() else {
        return Ok(());
    };
    let mut pieces: Vec<(String, &str)> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let raw_key = p.split_once('=').map_or(p, |(k, _)| k);
            (pct::decode_utf8_lossy(raw_key).to_ascii_lowercase(), p)
        })
        .collect();
    pieces.sort_by(|a, b| a.0.cmp(&b.0));
    let sorted = pieces.iter().map(|(_, p)| *p).collect::<Vec<_>>().join("&");
    if sorted != query {
        uri.set_query_encoded(Some(&sorted))?;
    }
    Ok(())
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

/// Whether `name` is absent from `uri`, for `--set NAME?=VALUE`: a path,
/// which is never absent, counts as absent when it is empty.
fn is_absent(uri: &UriRef, name: Name) -> bool {
    match name {
        Name::User => uri.userinfo().is_none(),
        Name::Password => user_password(uri).1.is_none(),
        Name::Path => uri.path().is_empty(),
        _ => name.of(uri.as_view()).is_none(),
    }
}

fn apply_set(uri: &mut UriRef, set: &SetArg) -> Result<(), BuildError> {
    if set.if_absent && !is_absent(uri, set.name) {
        return Ok(());
    }
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
            } else if !v.is_ascii() {
                // RFC 3986 §3.2.2: producers should write an international
                // name in the IDNA encoding; other text is percent-encoded.
                match urlkit::idna::host_to_ascii(v) {
                    Ok(ascii) => uri.set_reg_name(&ascii),
                    Err(_) => uri.set_reg_name(v),
                }
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

/// `--replace` and `--replace-append` (trurl's meaning): the first pair
/// whose decoded key is the option's key becomes `KEY[=VALUE]` (encoded as
/// `--append` encodes), in place; the other pairs with that key go. With
/// no such pair, `--replace` changes nothing and `--replace-append`
/// appends the pair.
fn replace_pair(uri: &mut UriRef, replace: &ReplaceArg) -> Result<(), BuildError> {
    let found = crate::engine::with_scratch(|new| {
        let Some(query) = uri.query() else {
            return Ok(false);
        };
        let mut found = false;
        for piece in query.split('&') {
            let raw_key = piece.split_once('=').map_or(piece, |(k, _)| k);
            let same = !piece.is_empty() && pct::decode_utf8_lossy(raw_key) == replace.key.as_str();
            if same && found {
                continue;
            }
            if same {
                found = true;
                push_pair(new, &replace.key, replace.value.as_deref());
            } else {
                new.push_str(piece);
            }
            new.push('&');
        }
        new.pop();
        if found {
            uri.set_query_encoded(Some(new))?;
        }
        Ok(found)
    })?;
    if !found && replace.append {
        append_pair(uri, &replace.key, replace.value.as_deref())?;
    }
    Ok(())
}

/// Appends the pair `key[=value]`, each part encoded so that `&`, `=`,
/// `+` and `#` stay data.
fn push_pair(out: &mut String, key: &str, value: Option<&str>) {
    out.extend(pct::encode(key, Component::QueryValue));
    if let Some(v) = value {
        out.push('=');
        out.extend(pct::encode(v, Component::QueryValue));
    }
}

/// Keeps the query's pairs whose decoded key matches no `remove` glob and,
/// when there are `keep` globs, one of them; empty pieces go too. A query
/// left with no pair is removed, `?` included.
fn filter_query(
    uri: &mut UriRef,
    remove: &[String],
    keep: &[String],
    ignore_case: bool,
) -> Result<(), BuildError> {
    let matches = |g: &String, key: &str| {
        if ignore_case {
            glob(&g.to_ascii_lowercase(), &key.to_ascii_lowercase())
        } else {
            glob(g, key)
        }
    };
    // The kept pieces are joined in a reused buffer, not collected.
    crate::engine::with_scratch(|new| {
        let Some(query) = uri.query() else {
            return Ok(());
        };
        for piece in query.split('&').filter(|piece| !piece.is_empty()) {
            let raw_key = piece.split_once('=').map_or(piece, |(k, _)| k);
            let key = pct::decode_utf8_lossy(raw_key);
            let removed = remove.iter().any(|g| matches(g, &key));
            let kept = keep.is_empty() || keep.iter().any(|g| matches(g, &key));
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

/// One result of `urlkit edit`: [`OneResult`]'s keys, and after the
/// result `"idn_kept"` (JSON only) when `--as-idn` or `--punycode` left
/// the host as it was.
struct EditRecord<'a> {
    result: Rec<'a>,
    kept: Option<String>,
}

impl Record for EditRecord<'_> {
    const COLUMNS: &'static [&'static str] = <EditShape as crate::result::Shape>::COLUMNS;

    fn visit<'s>(&'s self, f: &mut dyn FnMut(&'static str, Value<'s>)) {
        self.result.visit(f);
        if let Some(kept) = &self.kept {
            f("idn_kept", Value::Json(kept));
        }
    }

    fn ok(&self) -> bool {
        self.result.ok()
    }

    fn human(&self, out: &mut Human<'_>) {
        self.result.human(out);
    }
}

/// `{"kind","message"}` of a host left as it was.
fn kept_json(kept: &Kept) -> String {
    let mut out = String::from("{\"kind\":");
    crate::output::push_json_str(&mut out, kept.kind);
    out.push_str(",\"message\":");
    crate::output::push_json_str(&mut out, &kept.message);
    out.push('}');
    out
}

/// Runs `urlkit edit`.
pub fn run(cfg: &Config, args: EditArgs) -> io::Result<Status> {
    let plan = Plan::new(&args).map_err(usage)?;
    let template = match &args.template {
        Some(fmt) => Some(
            Template::parse(fmt)
                .map_err(usage)?
                .with_sites(cfg.sites)
                .raw(cfg.raw),
        ),
        None => None,
    };
    let format = Format::new(&args.format, Rec::COLUMNS, false)?;
    let plan = &plan;
    let template = template.as_ref();
    let combinations = plan.combinations();
    let combinations = &combinations;
    let header = format.header(Rec::COLUMNS);
    let counts = crate::engine::per_record(cfg, args.inputs, &format, header, |_, input, emit| {
        // An input that cannot be read, or (with several combinations) is
        // not a URI reference, gets one error, whatever the number of
        // combinations.
        let read = line::read(cfg.reading, &input).and_then(|read| {
            if combinations.len() > 1 {
                read.view()?;
            }
            Ok(read)
        });
        let read = match read {
            Ok(read) => read,
            Err(e) => {
                let head = [input.display(), Cow::Borrowed("")];
                let result = Rec::new(head, input, Err(e));
                emit.record(&EditRecord { result, kept: None });
                return;
            }
        };
        for more in combinations {
            crate::engine::with_scratch(|out| {
                let (outcome, kept) = match edit(plan, template, &read, more, out) {
                    Ok((text, kept)) => (Ok(text), kept.as_ref().map(kept_json)),
                    Err(e) => (Err(e), None),
                };
                let head = [input.display(), Cow::Borrowed("")];
                let result = Rec::new(head, input, outcome);
                emit.record(&EditRecord { result, kept });
            });
        }
    })?;
    Ok(counts.status())
}

/// One input edited (with the sets `more` of one `--iterate`
/// combination), then written as the template says (into `out`, a
/// reused buffer) or as a URI; with why the host was kept as written.
fn edit<'a>(
    plan: &Plan,
    template: Option<&Template>,
    read: &'a line::Read<'a>,
    more: &[SetArg],
    out: &'a mut String,
) -> Result<(Cow<'a, str>, Option<Kept>), Failure> {
    if plan.is_empty() {
        // Nothing to change: the input itself, once it is known valid,
        // or the template filled from it (no owned copy of the input).
        let view = read.view()?;
        return match template {
            None => Ok((Cow::Borrowed(&*read.uri), None)),
            Some(t) => {
                t.fill(view, read.zone.as_deref(), out)?;
                Ok((Cow::Borrowed(out.as_str()), None))
            }
        };
    }
    let mut uri = match EDITED.with(std::cell::Cell::take) {
        Some(uri) => uri,
        None => UriRef::parse("").map_err(Failure::Parse)?,
    };
    let written = plan
        .apply_with(&read.uri, more, &mut uri)
        .and_then(|()| match template {
            None => Ok(plan.write(&uri, out)),
            Some(t) => crate::engine::with_scratch(|text| {
                // The template reads a URI: `--as-idn` shows in
                // `{idn:host}`, not here.
                let form = plan.host_form.filter(|f| *f == HostForm::Dns);
                let kept = plan.write_as(&uri, form, text);
                let view = urlkit::UriRefView::parse(text).map_err(Failure::Parse)?;
                t.fill(view, read.zone.as_deref(), out)?;
                Ok(kept)
            }),
        });
    EDITED.with(|slot| slot.set(Some(uri)));
    let kept = match written {
        // When the input itself is not a URI reference, its own error,
        // which carries the hint: parsed again only on this error path.
        Err(Failure::Parse(e)) => return Err(read.view().err().unwrap_or(Failure::Parse(e))),
        written => written?,
    };
    Ok((Cow::Borrowed(out.as_str()), kept))
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
            if_absent: false,
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
                    replaces: Vec::new(),
                    remove,
                    keep,
                    sort,
                    normalize,
                    ..Plan::default()
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
            let out = edit(&Plan::default(), None, &read, &[], &mut scratch);
            let out = out.ok().map(|(text, _)| text.into_owned());
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
