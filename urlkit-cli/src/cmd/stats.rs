//! `urlkit stats`: counts by scheme, host, port, host kind and invalid
//! reason over every input, as a table for people or one JSON object.
//!
//! Schemes are counted in ASCII lower case (RFC 3986 §3.1: they are
//! case-insensitive), hosts by their normal form (§6.2.2: case,
//! percent-encoding, and IPv6 literals by address: `[::1]` and `[0::1]`
//! are one host); ports as written.
//!
//! Labels for "no such component" (`<none>`) and "empty" (`<empty>`) hold
//! `<`, which no scheme, host or port can hold, so a real value never
//! reads as a label. The JSON object holds every count: each table lists
//! every value, unless `--top` cuts it or more than a million distinct
//! values were seen, and `"other"` says, per table, how many inputs are
//! counted in no listed value (0 when the table is whole).

use std::borrow::Cow;
use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};

use urlkit::{HostKind, NormalizeLevel, UriRef, UriRefView};

use crate::args::{StatsArgs, StatsBy};
use crate::config::{Config, Sites};
use crate::engine::{self, ProgressMode};
use crate::exit::Status;
use crate::input::{Batch, Input};
use crate::line::{self, Reading};
use crate::output::{push_json_str, thousands, Obj, Paint, Style};

mod tally;

use tally::{BatchTally, Packed, Tally};

/// The label of "no such component".
const NONE: &str = "<none>";
/// The label of a component that is present and empty.
const EMPTY: &str = "<empty>";

/// How many values a table for people shows by default.
const TOP: usize = 10;

/// Every count of a run.
#[derive(Debug, Default)]
struct Stats {
    lines: u64,
    valid: u64,
    /// Empty lines: skipped, counted in no table (a gap in a list, though
    /// the empty string is a valid relative reference, RFC 3986 §4.2).
    empty: u64,
    schemes: Tally,
    hosts: Tally,
    ports: Tally,
    host_kinds: Tally,
    invalid: Tally,
    /// `--by site`: by the registrable domain of the host, in A-labels.
    sites: Tally,
}

/// The label of a host without a registrable domain (an IP address, a
/// public suffix, a host that is no domain name).
const NO_SITE: &str = "<no-site>";

/// The counts of one batch, in a worker: the tables keyed by text borrowed
/// from the batch's lines (`'a`) wherever the line holds the value as
/// counted.
#[derive(Debug)]
struct BatchStats<'a> {
    lines: u64,
    valid: u64,
    empty: u64,
    /// Schemes, hosts, ports, host kinds, invalid reasons, sites (the
    /// order of [`Packs::tables`]).
    tables: [BatchTally<'a>; 6],
}

/// The counts of one batch, handed to the main thread.
#[derive(Debug, Default)]
struct Packs {
    lines: u64,
    valid: u64,
    empty: u64,
    tables: [Packed; 6],
}

/// The index of the invalid reasons in [`BatchStats::tables`].
const INVALID: usize = 4;

impl<'a> BatchStats<'a> {
    /// Empty counts for a batch of `lines` lines, `sites` when they are
    /// counted.
    fn new(lines: usize, sites: bool) -> BatchStats<'a> {
        // Hosts and sites vary most (about one new host in four lines in
        // the lists of data/urls); the other tables hold a few values.
        let wide = lines / 4;
        let sites = if sites { wide } else { 0 };
        BatchStats {
            lines: 0,
            valid: 0,
            empty: 0,
            tables: [8, wide, 8, 8, 8, sites].map(BatchTally::with_capacity),
        }
    }

    fn count(&mut self, reading: Reading, sites: Option<&Sites>, input: &Input<'a>) {
        self.lines += 1;
        if matches!(input, Input::Text("")) {
            self.empty += 1;
            return;
        }
        // The line's text when the URI is that text (no repair, no IRI
        // mapping): the values found in it are borrowed, not copied.
        let text;
        let read;
        let r = match line::strict_view(reading, input) {
            Some(r) => {
                text = Some(r.as_str());
                r
            }
            None => {
                read = match line::read(reading, input) {
                    Ok(read) => read,
                    Err(f) => {
                        self.tables[INVALID].add_static(f.kind());
                        return;
                    }
                };
                // Only the kind is counted: no hint is worked out.
                match read.view_unhinted() {
                    Ok(r) => {
                        text = match read.uri {
                            Cow::Borrowed(t) => Some(t),
                            Cow::Owned(_) => None,
                        };
                        r
                    }
                    Err(f) => {
                        self.tables[INVALID].add_static(f.kind());
                        return;
                    }
                }
            }
        };
        self.valid += 1;
        let [schemes, hosts, ports, host_kinds, _, site_table] = &mut self.tables;
        match r.scheme() {
            Some(s) if s.bytes().any(|b| b.is_ascii_uppercase()) => {
                schemes.add(&s.to_ascii_lowercase(), None);
            }
            Some(s) => schemes.add(s, text),
            None => schemes.add_static(NONE),
        }
        let host = r.host();
        let kind = host_kind(r, host);
        match host {
            Some("") => hosts.add_static(EMPTY),
            // A host written as the last one counted is in normal form
            // already (the normal form of a normal form is itself): no
            // need to work it out again.
            Some(h) if hosts.repeat(h) => {}
            Some(h) => hosts.add(&normal_host(kind, h), text),
            None => hosts.add_static(NONE),
        }
        host_kinds.add_static(kind.map_or(NONE, |k| k.as_str()));
        match r.port() {
            Some("") => ports.add_static(EMPTY),
            Some(p) => ports.add(p, text),
            None => ports.add_static(NONE),
        }
        if let Some(sites) = sites {
            match host.map(|h| sites.site(h)) {
                None => site_table.add_static(NONE),
                Some(site) => match site.as_ref().and_then(|s| s.registrable_domain_ascii()) {
                    Some(domain) => site_table.add(domain, text),
                    None => site_table.add_static(NO_SITE),
                },
            }
        }
    }

    /// The counts, owning their text.
    fn pack(self) -> Packs {
        Packs {
            lines: self.lines,
            valid: self.valid,
            empty: self.empty,
            tables: self.tables.map(BatchTally::pack),
        }
    }
}

impl Stats {
    /// Counts one input (the tests' way in; a run counts batches).
    #[cfg(test)]
    fn count(&mut self, reading: Reading, sites: Option<&Sites>, input: &Input) {
        let mut batch = BatchStats::new(1, sites.is_some());
        batch.count(reading, sites, input);
        self.add(&batch.pack());
    }

    /// Adds the counts of a batch.
    fn add(&mut self, packs: &Packs) {
        self.lines += packs.lines;
        self.valid += packs.valid;
        self.empty += packs.empty;
        let [schemes, hosts, ports, host_kinds, invalid, sites] = &packs.tables;
        self.schemes.add_packed(schemes);
        self.hosts.add_packed(hosts);
        self.ports.add_packed(ports);
        self.host_kinds.add_packed(host_kinds);
        self.invalid.add_packed(invalid);
        self.sites.add_packed(sites);
    }

    /// The lines that are not URI references.
    fn invalid(&self) -> u64 {
        self.lines - self.valid - self.empty
    }

    /// How many different hosts were seen (not counting "no host").
    fn distinct_hosts(&self) -> u64 {
        let hosts = self.hosts.counts.len() - usize::from(self.hosts.counts.contains_key(NONE));
        hosts as u64
    }

    /// Whether the host table was capped (more distinct hosts than
    /// [`tally::MAX_KEYS`]): then `distinct_hosts` is a lower bound.
    fn hosts_capped(&self) -> bool {
        self.hosts.other > 0
    }

    /// The tables of the JSON object; `sites` only with `--by site`.
    fn tables(&self, by_site: bool) -> Vec<(&'static str, &Tally)> {
        let mut tables = vec![
            ("schemes", &self.schemes),
            ("hosts", &self.hosts),
            ("ports", &self.ports),
            ("host_kinds", &self.host_kinds),
            ("invalid_reasons", &self.invalid),
        ];
        if by_site {
            tables.push(("sites", &self.sites));
        }
        tables
    }
}

/// The kind of `r`'s host (`host`). An IPv4 address starts with a digit and an IP
/// literal with `[` (RFC 3986 §3.2.2), so a host that starts with any
/// other byte is a reg-name, with no look at the rest; the library
/// classifies the others.
fn host_kind(r: UriRefView<'_>, host: Option<&str>) -> Option<HostKind> {
    match host?.as_bytes().first() {
        Some(b) if !b.is_ascii_digit() && *b != b'[' => Some(HostKind::RegName),
        _ => r.host_kind(),
    }
}

/// A host in its normal form (RFC 3986 §6.2.2): plain lower-case
/// reg-names and IPv4 addresses as they are (no copy); others through the
/// library's normalization (case, percent-encoding, IPv6 by address).
fn normal_host(kind: Option<HostKind>, host: &str) -> Cow<'_, str> {
    let plain = host
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-');
    if plain && kind != Some(HostKind::Ipv6) {
        return Cow::Borrowed(host);
    }
    // `//host` is a URI reference whose only component is the host.
    match UriRef::parse(&format!("//{host}")) {
        Ok(only) => {
            let normal = only.normalize_with(NormalizeLevel::Syntax);
            Cow::Owned(normal.host().unwrap_or(host).to_owned())
        }
        Err(_) => Cow::Owned(host.to_ascii_lowercase()),
    }
}

/// Runs `urlkit stats`.
pub fn run(cfg: &Config, args: StatsArgs) -> io::Result<Status> {
    let mut total = Stats::default();
    let reading = cfg.reading;
    let by_site = args.by.contains(&StatsBy::Site);
    let sites = by_site.then_some(&cfg.sites);
    engine::run(
        cfg,
        args.inputs,
        ProgressMode::OutputAtEnd,
        |batch: &Batch| {
            let mut stats = BatchStats::new(batch.len(), by_site);
            for (_, input) in batch.inputs() {
                stats.count(reading, sites, &input);
            }
            stats.pack()
        },
        |packs, _| {
            total.add(&packs);
            Ok(())
        },
    )?;
    let text = if args.json {
        json(&total, args.top, by_site)
    } else {
        human(&total, args.top.unwrap_or(TOP), cfg.paint, by_site)
    };
    let mut out = BufWriter::new(io::stdout().lock());
    // Hosts are labels: text for people goes out as every such text does.
    writeln!(out, "{}", crate::output::shown(&text, cfg.paint, cfg.raw))?;
    out.flush()?;
    Ok(Status::valid_if(total.invalid() == 0))
}

/// One JSON object: totals, then each table as an object from value to
/// count (largest first; every value unless `top` cuts it), then `"other"`:
/// per table, the inputs counted in no listed value.
fn json(stats: &Stats, top: Option<usize>, by_site: bool) -> String {
    let mut obj = Obj::new()
        .num("lines", stats.lines)
        .num("valid", stats.valid)
        .num("invalid", stats.invalid());
    if stats.empty > 0 {
        // Only then, so that the object of a list without gaps stays as
        // it was.
        obj = obj.num("empty", stats.empty);
    }
    obj = obj
        .num("distinct_hosts", stats.distinct_hosts())
        .bool("distinct_hosts_capped", stats.hosts_capped());
    let mut other = Obj::new();
    for (name, tally) in stats.tables(by_site) {
        let (rows, rest) = tally.top(top.unwrap_or(usize::MAX));
        let mut table = String::from("{");
        for (key, n) in rows {
            if table.len() > 1 {
                table.push(',');
            }
            push_json_str(&mut table, key);
            let _ = write!(table, ":{n}");
        }
        table.push('}');
        obj = obj.raw(name, &table);
        other = other.num(name, rest);
    }
    obj.raw("other", &other.finish()).finish()
}

/// Totals, then one aligned table per kind of value.
fn human(stats: &Stats, top: usize, paint: Paint, by_site: bool) -> String {
    let invalid = stats.invalid();
    let mut text = String::new();
    let mut rows = vec![
        ("lines", stats.lines),
        ("valid", stats.valid),
        ("invalid", invalid),
    ];
    if stats.empty > 0 {
        rows.push(("empty", stats.empty));
    }
    let width = rows.iter().map(|r| thousands(r.1).len()).max().unwrap_or(1);
    for (name, n) in rows {
        let _ = writeln!(
            text,
            "{} {:>width$}  {:>6}",
            paint.paint(Style::Label, &format!("{name:<8}")),
            thousands(n),
            percent(n, stats.lines)
        );
    }
    let mut titles = vec![
        ("scheme", &stats.schemes, stats.valid),
        ("host", &stats.hosts, stats.valid),
        ("port", &stats.ports, stats.valid),
        ("host kind", &stats.host_kinds, stats.valid),
        ("invalid reason", &stats.invalid, invalid),
    ];
    if by_site {
        titles.push(("site", &stats.sites, stats.valid));
    }
    for (title, tally, of) in titles {
        let (rows, rest) = tally.top(top);
        if rows.is_empty() {
            continue;
        }
        let mut rows: Vec<(String, u64)> =
            rows.into_iter().map(|(k, n)| (k.to_owned(), n)).collect();
        if rest > 0 {
            let others = tally.counts.len().saturating_sub(top);
            let label = match others {
                1 => String::from("(1 other)"),
                n => format!("({} others)", thousands(n as u64)),
            };
            rows.push((label, rest));
        }
        let key_w = rows
            .iter()
            .map(|r| r.0.chars().count())
            .chain([title.len()])
            .max()
            .unwrap_or(0)
            .min(60);
        let num_w = rows
            .iter()
            .map(|r| thousands(r.1).len())
            .max()
            .unwrap_or(5)
            .max(5);
        let _ = writeln!(
            text,
            "\n{}",
            paint.paint(
                Style::Bold,
                &format!("{title:<key_w$}  {:>num_w$}  {:>6}", "count", "share")
            )
        );
        for (key, n) in rows {
            let _ = writeln!(
                text,
                "{key:<key_w$}  {:>num_w$}  {:>6}",
                thousands(n),
                percent(n, of)
            );
        }
    }
    text.truncate(text.trim_end().len());
    text
}

/// `n` as a share of `of`, to one decimal.
fn percent(n: u64, of: u64) -> String {
    if of == 0 {
        return String::from("-");
    }
    format!("{:.1}%", n as f64 * 100.0 / of as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_lines_are_counted_apart() {
        let mut stats = Stats::default();
        for line in ["http://a/", "", "a b", ""] {
            stats.count(Reading::Strict, None, &Input::new(line.as_bytes()));
        }
        let totals = (stats.lines, stats.valid, stats.invalid(), stats.empty);
        assert_eq!(totals, (4, 1, 1, 2));
        // In no table: the one valid line is the only one counted there.
        assert_eq!(stats.schemes.counts.values().sum::<u64>(), 1);
        assert_eq!(stats.hosts.counts.values().sum::<u64>(), 1);
        let shown = human(&stats, TOP, Paint::plain(), false);
        assert!(shown.contains("\nempty    2   50.0%\n"), "{shown}");
        assert!(json(&stats, None, false).contains(r#""invalid":1,"empty":2,"#));
    }

    fn stats(lines: &[&str]) -> Stats {
        let mut s = Stats::default();
        for l in lines {
            s.count(Reading::Strict, None, &Input::new(l.as_bytes()));
        }
        s
    }

    #[test]
    fn sites_group_by_registrable_domain_in_a_labels() {
        let sites = Sites::default();
        let mut s = Stats::default();
        for l in [
            "https://www.BBC.co.uk/",
            "http://news.bbc.co.uk./x",
            "https://a.github.io/",
            "http://[::1]/",
            "http://co.uk/",
            "urn:x",
        ] {
            s.count(Reading::Strict, Some(&sites), &Input::new(l.as_bytes()));
        }
        let j = json(&s, None, true);
        assert!(
            j.contains(r#""sites":{"<no-site>":2,"bbc.co.uk":2,"<none>":1,"a.github.io":1}"#),
            "{j}"
        );
        assert!(!json(&s, None, false).contains("sites"));
    }

    #[test]
    fn counts_fold_case_of_scheme_and_reg_name_only() {
        let s = stats(&[
            "HTTP://Example.COM/",
            "http://example.com:8080/",
            "a b",
            "/rel",
        ]);
        assert_eq!((s.lines, s.valid), (4, 3));
        assert_eq!(s.schemes.counts.get("http"), Some(&2));
        assert_eq!(s.schemes.counts.get(NONE), Some(&1));
        assert_eq!(s.hosts.counts.get("example.com"), Some(&2));
        assert_eq!(s.hosts.counts.get(NONE), Some(&1));
        assert_eq!(s.ports.counts.get("8080"), Some(&1));
        assert_eq!(s.invalid.counts.get("invalid-path"), Some(&1));
    }

    #[test]
    fn top_sorts_by_count_then_key_and_sums_the_rest() {
        let mut t = Tally::default();
        for (k, n) in [("a", 1), ("b", 3), ("c", 3), ("d", 2)] {
            t.add(k, n);
        }
        let (rows, rest) = t.top(2);
        assert_eq!(rows, vec![("b", 3), ("c", 3)]);
        assert_eq!(rest, 3);
    }

    #[test]
    fn json_is_one_object() {
        let s = stats(&["http://a/", "http://b/", "http://a/x"]);
        let j = json(&s, Some(1), false);
        assert!(
            j.starts_with(r#"{"lines":3,"valid":3,"invalid":0,"distinct_hosts":2,"#),
            "{j}"
        );
        assert!(j.contains(r#""hosts":{"a":2}"#), "{j}");
        assert!(j.contains(r#""other":{"schemes":0,"hosts":1,"#), "{j}");
        let all = json(&s, None, false);
        assert!(all.contains(r#""hosts":{"a":2,"b":1}"#), "{all}");
        assert!(all.contains(r#""other":{"schemes":0,"hosts":0,"#), "{all}");
    }

    #[test]
    fn hosts_group_by_normal_form_and_labels_cannot_be_hosts() {
        let s = stats(&[
            "http://[::1]/",
            "http://[0::1]/",
            "http://%61.example/",
            "http://A.example/",
            "http://(none)/",
            "file:///etc",
        ]);
        assert_eq!(s.hosts.counts.get("[::1]"), Some(&2));
        assert_eq!(s.hosts.counts.get("a.example"), Some(&2));
        assert_eq!(s.hosts.counts.get("(none)"), Some(&1));
        assert_eq!(s.hosts.counts.get(EMPTY), Some(&1));
        assert_eq!(s.hosts.counts.get(NONE), None);
    }
}
