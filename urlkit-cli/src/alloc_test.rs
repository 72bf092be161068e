//! No per-line subcommand allocates per input line: the work of a batch
//! of 2N lines makes no more allocations than that of N lines (a few at
//! most, for the batch itself), once a first batch has grown the reused
//! buffers.
//!
//! Every case runs the subcommand as `main` does (its command line
//! through clap, then `cmd::run`), with [`crate::engine::probe`] armed:
//! `engine::per_record` then runs the subcommand's per-batch work on
//! prepared batches of real-world URLs (`data/urls/`) instead of reading
//! and writing, and this file's allocator counts.
//!
//! The counting allocator (`crate::counting`, mounted by `main.rs`) is
//! the global allocator of the unit-test binary only (the real binary
//! keeps the system's, and forbids `unsafe`). It counts per thread, so the
//! other tests running beside this one do not count. It is the library's
//! test allocator (`urlkit/tests/counting/`), the one module that allows
//! `unsafe_code` for `GlobalAlloc`.

use crate::counting::allocations_in;

use clap::FromArgMatches;

use crate::engine::probe::{self, Probe};
use crate::input::Batch;

/// Lines per measured batch: N, then 2N.
const N: usize = 500;

/// Allocations a batch may make whatever its length (the CSV writer's
/// buffer, for one).
const PER_BATCH: usize = 4;

/// What a case reads.
#[derive(Clone, Copy, Debug)]
enum Lines {
    /// Real-world URLs: `https://` ones with queries and `file://` ones.
    Urls,
    /// The same URLs percent-encoded as path segments (for `decode`):
    /// every line has escapes.
    Encoded,
    /// Absolute Unix paths (for `path to-url`).
    Paths,
    /// `file:///` URIs of those paths (for `path from-url`).
    FileUris,
}

/// `2 * N` real-world URLs: `https://` ones (a fifth of them with a
/// query) from `kasztp.txt` and `file://` ones from `node_files.txt`,
/// alternating. Only valid URIs: the steady state is measured.
fn urls() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/urls/");
    let read = |name: &str| std::fs::read_to_string(format!("{dir}{name}")).unwrap_or_default();
    let (web, files) = (read("kasztp.txt"), read("node_files.txt"));
    let valid = |l: &&str| l.is_ascii() && urlkit::Uri::parse(l).is_ok();
    let web = web.lines().skip(1).filter(valid);
    let files = files.lines().filter(valid);
    let out: Vec<String> = web
        .zip(files)
        .flat_map(|(a, b)| [a, b])
        .take(2 * N)
        .map(str::to_owned)
        .collect();
    assert_eq!(out.len(), 2 * N, "the URL lists in data/urls/ are missing");
    out
}

fn lines(kind: Lines) -> Vec<String> {
    let urls = urls();
    let path = |u: &str| {
        let rest = u.split_once("://").map_or(u, |(_, r)| r);
        let rest = rest.split(['?', '#']).next().unwrap_or_default();
        format!("/srv/data/{rest}")
    };
    match kind {
        Lines::Urls => urls,
        Lines::Encoded => urls
            .iter()
            .map(|u| urlkit::pct::encode(u, urlkit::pct::Component::Segment).to_string())
            .collect(),
        Lines::Paths => urls.iter().map(|u| path(u)).collect(),
        Lines::FileUris => urls
            .iter()
            .map(|u| {
                let p = path(u);
                let encoded = urlkit::pct::encode(&p, urlkit::pct::Component::Path);
                format!("file://{encoded}")
            })
            .collect(),
    }
}

/// Runs the command line `args` (without `urlkit`) on N, then 2N lines
/// of `kind`: the allocations of each batch, its output text and how
/// many lines were valid.
fn measure(args: &[&str], kind: Lines) -> Vec<(usize, String, u64, u64)> {
    let lines = lines(kind);
    let argv = ["urlkit", "--color", "never"].iter().chain(args);
    let matches = crate::cmd::command()
        .try_get_matches_from(argv)
        .unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let cli = crate::args::Cli::from_arg_matches(&matches).expect("arguments");
    let cfg = crate::config::Config::new(&cli.global);
    probe::arm(Probe {
        warm: Some(Batch::from_lines("urls.txt", &lines)),
        batches: vec![
            Batch::from_lines("urls.txt", &lines[..N]),
            Batch::from_lines("urls.txt", &lines),
        ],
        results: Vec::new(),
    });
    let run = crate::cmd::run(&cfg, cli.command);
    let probe = probe::disarm().expect("the probe was armed");
    assert!(run.is_ok(), "{args:?}: {run:?}");
    assert_eq!(probe.results.len(), 2, "{args:?} did not run per line");
    probe.results
}

/// Every per-line subcommand with its usual options, what it reads, and
/// how many allocations per line the library's owned results may make:
/// 0 for all.
///
/// Every one writes into reused buffers through the library's reusing
/// entry points: `normalize_into`, `resolve_views_into`,
/// `reparse_with_limit`, `Relativizer`, `file_path::*_into`,
/// `pct::decode_utf8_into` (`decode`), `lint::Linter` (`lint`: its
/// warnings and their messages are reused) and
/// `UriRef::sort_query_pairs_with` (`edit --sort-query`).
const CASES: &[(&[&str], Lines, usize)] = &[
    (&["check"], Lines::Urls, 0),
    (&["check", "--json"], Lines::Urls, 0),
    (&["check", "--csv"], Lines::Urls, 0),
    (&["check", "--fields", "input,valid"], Lines::Urls, 0),
    (&["--iri", "check", "--json"], Lines::Urls, 0),
    (&["parse"], Lines::Urls, 0),
    (&["parse", "--json"], Lines::Urls, 0),
    (&["parse", "--csv"], Lines::Urls, 0),
    (&["parse", "--fields", "scheme,host,path"], Lines::Urls, 0),
    (
        &["parse", "--json", "--fields", "host,query"],
        Lines::Urls,
        0,
    ),
    (
        &["parse", "--format", "{scheme} {host}{path}"],
        Lines::Urls,
        0,
    ),
    (&["--iri", "parse", "--json"], Lines::Urls, 0),
    (&["--iri", "parse"], Lines::Urls, 0),
    (&["encode", "--component", "query-value"], Lines::Urls, 0),
    (&["encode", "--json", "--component", "path"], Lines::Urls, 0),
    (&["edit"], Lines::Urls, 0),
    (&["edit", "--format", "{host}{path}"], Lines::Urls, 0),
    (&["normalize"], Lines::Urls, 0),
    (&["normalize", "--json"], Lines::Urls, 0),
    (&["normalize", "--csv", "--level", "syntax"], Lines::Urls, 0),
    (&["resolve", "--base", "http://a/b/c/d;p?q"], Lines::Urls, 0),
    (
        &["resolve", "--json", "--base", "http://a/b/c/d;p?q"],
        Lines::Urls,
        0,
    ),
    (
        &["relative", "--base", "https://www.sec.gov/a/b"],
        Lines::Urls,
        0,
    ),
    (&["decode"], Lines::Encoded, 0),
    (&["decode", "--json", "--form"], Lines::Encoded, 0),
    (&["edit", "--set", "scheme=https"], Lines::Urls, 0),
    (&["edit", "--remove-query", "utm_*"], Lines::Urls, 0),
    (&["edit", "--sort-query", "--normalize"], Lines::Urls, 0),
    (
        &["edit", "--json", "--set", "host=example.org"],
        Lines::Urls,
        0,
    ),
    (&["lint"], Lines::Urls, 0),
    (&["lint", "--json"], Lines::Urls, 0),
    (&["lint", "--csv"], Lines::Urls, 0),
    (&["path", "to-url"], Lines::Paths, 0),
    (&["path", "from-url", "--json"], Lines::FileUris, 0),
];

/// The work of a batch allocates no more for 2N lines than for N (a few
/// allocations for the batch itself at most), but for the library's owned
/// results in the subcommands that have them; and then no more than
/// those.
#[test]
fn no_per_line_subcommand_allocates_per_line() {
    let mut report = Vec::new();
    for &(args, kind, owned) in CASES {
        let results = measure(args, kind);
        let [(small, text_n, valid_n, _), (large, text_2n, valid_2n, invalid_2n)] =
            [&results[0], &results[1]];
        // The steady state: every line valid (lint's "invalid" are the
        // URIs with warnings), and the output of N lines the start of that
        // of 2N.
        let warned = if args.contains(&"lint") {
            *invalid_2n
        } else {
            0
        };
        assert_eq!(
            (*valid_n, *valid_2n, *invalid_2n),
            ((N as u64).min(*valid_n), 2 * N as u64 - warned, warned),
            "{args:?}"
        );
        // (`check` shows only the invalid lines to people.)
        assert!(
            !text_2n.is_empty() || args == ["check"],
            "{args:?} wrote nothing"
        );
        assert!(text_2n.starts_with(text_n.as_str()), "{args:?}");
        let growth = large.saturating_sub(*small);
        report.push(format!(
            "{args:?}: {small} allocations for {N} lines, {large} for {}",
            2 * N
        ));
        assert!(
            growth <= PER_BATCH + owned * N && *large <= PER_BATCH + owned * 2 * N,
            "{args:?} allocates per line: {small} allocations for {N} lines, {large} for {} \
             (the library's results may make {owned} per line)",
            2 * N
        );
    }
    // Shown with --nocapture: the figures of README's "Throughput of the
    // command line".
    eprintln!("{}", report.join("\n"));
}

/// The test can fail: a subcommand that copies each line into a new
/// string is caught.
#[test]
fn a_copy_per_line_is_caught() {
    let lines = lines(Lines::Urls);
    let batch = |n: usize| Batch::from_lines("urls.txt", &lines[..n]);
    let (small, large) = (batch(N), batch(2 * N));
    let copy_each = |b: &Batch| {
        allocations_in(|| {
            for line in b.lines() {
                std::hint::black_box(line.bytes.to_vec());
            }
        })
    };
    assert!(copy_each(&large) - copy_each(&small) > PER_BATCH);
}
