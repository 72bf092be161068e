//! `urlkit stats`: counts by scheme, host, port, host kind and invalid
//! reason over every input, as a table for people or one JSON object.
//!
//! Schemes and reg-name hosts are counted in ASCII lower case, since RFC
//! 3986 §3.1 and §3.2.2 make them case-insensitive; everything else is
//! counted as written.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};

use urlkit::HostKind;

use crate::args::StatsArgs;
use crate::engine::{self, ProgressMode};
use crate::exit::Status;
use crate::input::{Batch, Input};
use crate::output::{paint, push_json_str, thousands, Obj, Style};

use super::parse::parse;

/// The most distinct hosts counted one by one; hosts first seen after that
/// are counted together, so memory stays bounded on any input.
const MAX_HOSTS: usize = 1_000_000;

/// The label of "no such component".
const NONE: &str = "(none)";

/// Counts of one kind of value.
#[derive(Debug, Default)]
struct Tally {
    counts: HashMap<String, u64>,
    /// Values not counted one by one (beyond the cap).
    other: u64,
}

impl Tally {
    fn add(&mut self, key: &str, n: u64) {
        if let Some(c) = self.counts.get_mut(key) {
            *c += n;
        } else if self.counts.len() < MAX_HOSTS {
            self.counts.insert(key.to_owned(), n);
        } else {
            self.other += n;
        }
    }

    fn merge(&mut self, other: Tally) {
        for (k, n) in other.counts {
            self.add(&k, n);
        }
        self.other += other.other;
    }

    /// The `top` largest counts, largest first (ties by key, for stable
    /// output), and the sum of the rest.
    fn top(&self, top: usize) -> (Vec<(&str, u64)>, u64) {
        let mut all: Vec<(&str, u64)> = self.counts.iter().map(|(k, &n)| (k.as_str(), n)).collect();
        all.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let rest = all.iter().skip(top).map(|e| e.1).sum::<u64>() + self.other;
        all.truncate(top);
        (all, rest)
    }
}

/// Every count of a run (or of one batch, before merging).
#[derive(Debug, Default)]
struct Stats {
    lines: u64,
    valid: u64,
    schemes: Tally,
    hosts: Tally,
    ports: Tally,
    host_kinds: Tally,
    invalid: Tally,
}

impl Stats {
    fn count(&mut self, input: &Input) {
        self.lines += 1;
        let r = match parse(input) {
            Ok(r) => r,
            Err(f) => {
                self.invalid.add(f.kind(), 1);
                return;
            }
        };
        self.valid += 1;
        match r.scheme() {
            Some(s) => self.schemes.add(&s.to_ascii_lowercase(), 1),
            None => self.schemes.add(NONE, 1),
        }
        match (r.host(), r.host_kind()) {
            (Some(h), Some(HostKind::RegName)) => self.hosts.add(&h.to_ascii_lowercase(), 1),
            (Some(h), _) => self.hosts.add(h, 1),
            (None, _) => self.hosts.add(NONE, 1),
        }
        self.host_kinds
            .add(r.host_kind().map_or(NONE, |k| k.as_str()), 1);
        match r.port() {
            Some("") => self.ports.add("(empty)", 1),
            Some(p) => self.ports.add(p, 1),
            None => self.ports.add(NONE, 1),
        }
    }

    fn merge(&mut self, other: Stats) {
        self.lines += other.lines;
        self.valid += other.valid;
        self.schemes.merge(other.schemes);
        self.hosts.merge(other.hosts);
        self.ports.merge(other.ports);
        self.host_kinds.merge(other.host_kinds);
        self.invalid.merge(other.invalid);
    }

    /// How many different hosts were seen (not counting "no host").
    fn distinct_hosts(&self) -> u64 {
        let hosts = self.hosts.counts.len() - usize::from(self.hosts.counts.contains_key(NONE));
        hosts as u64
    }

    fn tables(&self) -> [(&'static str, &Tally); 5] {
        [
            ("schemes", &self.schemes),
            ("hosts", &self.hosts),
            ("ports", &self.ports),
            ("host_kinds", &self.host_kinds),
            ("invalid_reasons", &self.invalid),
        ]
    }
}

/// Runs `urlkit stats`.
pub fn run(args: StatsArgs) -> io::Result<Status> {
    let mut total = Stats::default();
    engine::run(
        args.inputs,
        ProgressMode::OutputAtEnd,
        |batch: &Batch| {
            let mut stats = Stats::default();
            for line in batch.lines() {
                stats.count(&Input::from_bytes(line.bytes.to_vec()));
            }
            stats
        },
        |stats, _| {
            total.merge(stats);
            Ok(())
        },
    )?;
    let text = if args.json {
        json(&total, args.top)
    } else {
        human(&total, args.top)
    };
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(Status::valid_if(total.valid == total.lines))
}

/// One JSON object: totals, then each table as an object from value to
/// count (largest first, the rest summed under `"(other)"`).
fn json(stats: &Stats, top: usize) -> String {
    let mut obj = Obj::new()
        .num("lines", stats.lines)
        .num("valid", stats.valid)
        .num("invalid", stats.lines - stats.valid)
        .num("distinct_hosts", stats.distinct_hosts());
    for (name, tally) in stats.tables() {
        let (rows, rest) = tally.top(top);
        let mut table = String::from("{");
        for (key, n) in rows
            .iter()
            .copied()
            .chain((rest > 0).then_some(("(other)", rest)))
        {
            if table.len() > 1 {
                table.push(',');
            }
            push_json_str(&mut table, key);
            let _ = write!(table, ":{n}");
        }
        table.push('}');
        obj = obj.raw(name, &table);
    }
    obj.finish()
}

/// Totals, then one aligned table per kind of value.
fn human(stats: &Stats, top: usize) -> String {
    let invalid = stats.lines - stats.valid;
    let mut text = String::new();
    let rows = [
        ("lines", stats.lines),
        ("valid", stats.valid),
        ("invalid", invalid),
    ];
    let width = rows.iter().map(|r| thousands(r.1).len()).max().unwrap_or(1);
    for (name, n) in rows {
        let _ = writeln!(
            text,
            "{} {:>width$}  {:>6}",
            paint(Style::Label, &format!("{name:<8}")),
            thousands(n),
            percent(n, stats.lines)
        );
    }
    let titles = [
        ("scheme", &stats.schemes, stats.valid),
        ("host", &stats.hosts, stats.valid),
        ("port", &stats.ports, stats.valid),
        ("host kind", &stats.host_kinds, stats.valid),
        ("invalid reason", &stats.invalid, invalid),
    ];
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
            paint(
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

    fn stats(lines: &[&str]) -> Stats {
        let mut s = Stats::default();
        for l in lines {
            s.count(&Input::from_bytes(l.as_bytes().to_vec()));
        }
        s
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
        let j = json(&s, 1);
        assert!(
            j.starts_with(r#"{"lines":3,"valid":3,"invalid":0,"distinct_hosts":2,"#),
            "{j}"
        );
        assert!(j.contains(r#""hosts":{"a":2,"(other)":1}"#), "{j}");
    }
}
