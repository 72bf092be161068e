//! A program to count instructions with callgrind, which is steady on a
//! loaded machine where wall-clock timings are not:
//!
//! ```text
//! URLKIT_BENCH_ONLY=kasztp valgrind --tool=callgrind \
//!     target/release/ir normalize/urlkit 3
//! ```
//!
//! runs the named operation over every line of the chosen lists the given
//! number of times:
//!
//! - `parse/NAME`: a parser of [`urlkit_bench::PARSERS`] or the floors;
//! - `normalize/NAME`: an operation of [`urlkit_bench::NORMALIZE_OPS`];
//! - `resolve/NAME`: an operation of [`urlkit_bench::RESOLVE_OPS`] over
//!   the list's [`urlkit_bench::references`];
//! - `crawl/NAME`, `strip/NAME`: an operation of
//!   [`urlkit_bench::CRAWL_OPS`] over the references, or of
//!   [`urlkit_bench::STRIP_OPS`] over the lines with tracking parameters
//!   (`crawl/none`, `strip/none` load them only);
//! - `chain/NAME`: a run of [`urlkit_bench::CHAIN_OPS`], the realistic
//!   resolve workload (each line against the previous one as its base);
//! - `crawl-pages/NAME`, `crawl-pages-messy/NAME`: a run of
//!   [`urlkit_bench::CRAWL_PAGES_OPS`], the crawler on the same pairs
//!   (every fourth href messy in the second);
//! - `adversarial/{parse,resolve,normalize}/NAME`: urlkit on one input of
//!   [`urlkit_bench::adversarial`] (and its resolve and normalize lists),
//!   the lists not loaded; it prints the input's length, so that the cost
//!   per byte can be set beside that of `.../typical`;
//! - `adversarial/OP/NAME`: the operation `OP` of
//!   [`urlkit_bench::ADVERSARIAL_OPS`] (`iri`, `to_uri`, `repair`, `join`,
//!   the setters, `extract-iri`...) on its input `NAME` of
//!   [`urlkit_bench::adversarial_inputs`], likewise (`adversarial/list`
//!   lists them);
//! - `peer/PEER/NAME`: the peer `PEER` of [`urlkit_bench::TO_URI_PEERS`]
//!   on the input `NAME` of [`urlkit_bench::to_uri_peer_inputs`] (`peer/list`
//!   lists them);
//! - `site/NAME`: a lookup of [`urlkit_bench::SITE_OPS`] (`urlkit`,
//!   `publicsuffix`, `psl`) on every host of [`urlkit_bench::site_hosts`];
//!   its list is read with 0 rounds too, so the difference is the lookups;
//! - `runs/NAME,NAME,...`: several runs of `chain/...`, `crawl-pages/...`
//!   and `crawl-pages-messy/...` in one process, on pairs made once per
//!   list, in turn; with `valgrind --tool=callgrind
//!   --toggle-collect='urlkit_bench::run_with::*' --dump-before='ir::mark'`
//!   each run's count is a part file of its own (`.2` the first run,
//!   `.3` the second...; the last part, the file without a number);
//! - `none`: the loading alone.
//!
//! An operation's count is the total minus that of the same command with 0
//! rounds (the loading, and for `chain/` the parsing of the bases),
//! divided by the rounds.

use std::hint::black_box;

use urlkit_bench::{
    adversarial, adversarial_inputs, adversarial_normalize, adversarial_resolve, chain, chain_run,
    references, to_uri_peer_inputs, tracking_inputs, Op, ADVERSARIAL_OPS, CRAWL_OPS, FLOORS,
    NORMALIZE_OPS, PARSERS, RESOLVE_OPS, STRIP_OPS, TO_URI_PEERS,
};

/// Runs the operation `op` of `ops` `rounds` times on its input `name` of
/// `inputs`: the input's length and the sum of the results (0 and 0 for
/// an unknown operation or input).
fn run_op(
    ops: &[Op],
    op: &str,
    inputs: Vec<(&'static str, String)>,
    name: &str,
    rounds: usize,
) -> (usize, usize) {
    let f = ops.iter().find(|(n, _)| *n == op).map(|o| o.1);
    let text = inputs.into_iter().find(|a| a.0 == name);
    let (Some(f), Some((_, text))) = (f, text) else {
        return (0, 0);
    };
    let total = (0..rounds).map(|_| f(black_box(&text))).sum();
    (text.len(), total)
}

/// Runs urlkit on the adversarial input `op` (`parse/NAME`, ...) `rounds`
/// times; prints the input's length.
fn adversarial_op(op: &str, rounds: usize) {
    let (kind, name) = op.split_once('/').unwrap_or(("", ""));
    let mut len = 0;
    let mut total = 0;
    match kind {
        "parse" => {
            if let Some(a) = adversarial().into_iter().find(|a| a.name == name) {
                len = a.text.len();
                for _ in 0..rounds {
                    total += usize::from(urlkit_bench::urlkit_view(black_box(&a.text)));
                }
            }
        }
        "resolve" => {
            if let Some((_, base, r)) = adversarial_resolve().into_iter().find(|a| a.0 == name) {
                len = r.len();
                let base = urlkit::Uri::parse(&base).expect("valid base");
                for _ in 0..rounds {
                    total += urlkit::UriRef::parse(black_box(&r)).map_or(0, |r| {
                        r.resolve_against(&base).map_or(0, |t| t.as_str().len())
                    });
                }
            }
        }
        "normalize" => {
            if let Some((_, u)) = adversarial_normalize().into_iter().find(|a| a.0 == name) {
                len = u.len();
                for _ in 0..rounds {
                    total += urlkit::Uri::parse(black_box(&u))
                        .map_or(0, |u| u.normalize().as_str().len());
                }
            }
        }
        _ => {
            (len, total) = run_op(
                ADVERSARIAL_OPS,
                kind,
                adversarial_inputs(kind),
                name,
                rounds,
            )
        }
    }
    println!("{len} {total}");
}

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    let rounds: usize = std::env::args()
        .nth(2)
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let (family, op) = name.split_once('/').unwrap_or((name.as_str(), ""));
    if name == "adversarial/list" {
        // Every adversarial operation and input, one `OP/NAME` a line.
        for a in adversarial() {
            println!("parse/{}", a.name);
        }
        for (name, _, _) in adversarial_resolve() {
            println!("resolve/{name}");
        }
        for (name, _) in adversarial_normalize() {
            println!("normalize/{name}");
        }
        for &(op, _) in ADVERSARIAL_OPS {
            for (input, _) in adversarial_inputs(op) {
                println!("{op}/{input}");
            }
        }
        return;
    }
    if family == "adversarial" {
        adversarial_op(op, rounds);
        return;
    }
    if name == "peer/list" {
        for &(peer, _) in TO_URI_PEERS {
            for (input, _) in to_uri_peer_inputs() {
                println!("{peer}/{input}");
            }
        }
        return;
    }
    if family == "peer" {
        let (peer, input) = op.split_once('/').unwrap_or((op, ""));
        let (len, total) = run_op(TO_URI_PEERS, peer, to_uri_peer_inputs(), input, rounds);
        println!("{len} {total}");
        return;
    }
    let mut total = 0;
    for ds in urlkit_bench::datasets() {
        if family == "runs" {
            total += runs(&ds, op, rounds);
            continue;
        }
        match family {
            "parse" => {
                if let Some(&(_, f)) = PARSERS.iter().chain(FLOORS).find(|(n, _)| *n == op) {
                    for _ in 0..rounds {
                        total += ds.urls.iter().filter(|u| f(black_box(u))).count();
                    }
                }
            }
            "normalize" => {
                if let Some(&(_, f)) = NORMALIZE_OPS.iter().find(|(n, _)| *n == op) {
                    for _ in 0..rounds {
                        total += ds.urls.iter().map(|u| f(black_box(u))).sum::<usize>();
                    }
                }
            }
            "resolve" => {
                let refs = references(&ds);
                if let Some(&(_, f)) = RESOLVE_OPS.iter().find(|(n, _)| *n == op) {
                    for _ in 0..rounds {
                        total += refs.iter().map(|u| f(black_box(u))).sum::<usize>();
                    }
                }
            }
            "crawl" | "strip" => {
                // The crawler's pipeline over the references, the stripper
                // over the lines with tracking parameters (`none` loads them).
                let (ops, inputs) = if family == "crawl" {
                    (CRAWL_OPS, references(&ds))
                } else {
                    (STRIP_OPS, tracking_inputs(&ds))
                };
                if let Some(&(_, f)) = ops.iter().find(|(n, _)| *n == op) {
                    for _ in 0..rounds {
                        total += inputs.iter().map(|u| f(black_box(u))).sum::<usize>();
                    }
                }
            }
            "site" => {
                let hosts = urlkit_bench::site_hosts(&ds.urls);
                if let Some(f) = urlkit_bench::site_op(op) {
                    for _ in 0..rounds {
                        total += hosts.iter().map(|h| f(black_box(h))).sum::<usize>();
                    }
                }
            }
            "chain" => {
                let pairs = chain(&ds);
                eprintln!("{}: {} pairs", ds.name, pairs.len());
                let run = chain_run(op, &pairs);
                for _ in 0..rounds {
                    total += run.as_ref().map_or(0, |run| run());
                }
            }
            "crawl-pages" | "crawl-pages-messy" => {
                let pairs = urlkit_bench::crawl_pages(&ds, family == "crawl-pages-messy");
                eprintln!("{}: {} pairs", ds.name, pairs.len());
                let run = urlkit_bench::crawl_pages_run(op, &pairs);
                for _ in 0..rounds {
                    total += run.as_ref().map_or(0, |run| run());
                }
            }
            _ => {}
        }
    }
    println!("{total}");
}

/// The runs named in `names` (`chain/NAME`, `crawl-pages/NAME`,
/// `crawl-pages-messy/NAME`, separated by `,`) on the pairs of `ds`, made
/// once; prints each one's pair count to stderr.
fn runs(ds: &urlkit_bench::Dataset, names: &str, rounds: usize) -> usize {
    let pairs = chain(ds);
    let messy = urlkit_bench::messy_hrefs(pairs.clone());
    let mut total = 0;
    for name in names.split(',') {
        let run = match name.split_once('/') {
            Some(("chain", op)) => chain_run(op, &pairs),
            Some(("crawl-pages", op)) => urlkit_bench::crawl_pages_run(op, &pairs),
            Some(("crawl-pages-messy", op)) => urlkit_bench::crawl_pages_run(op, &messy),
            _ => None,
        };
        let Some(run) = run else {
            eprintln!("ir: unknown run {name:?}");
            continue;
        };
        eprintln!("{}: {name}: {} pairs", ds.name, pairs.len());
        mark(name);
        for _ in 0..rounds {
            total += run();
        }
    }
    mark("end");
    total
}

/// Where callgrind dumps a part (`--dump-before='ir::mark'`): between
/// two runs of [`runs`].
#[inline(never)]
fn mark(name: &str) {
    black_box(name);
}
