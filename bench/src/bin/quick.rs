//! A quick, noise-resistant timer for development: the minimum over many
//! rounds of running each operation over each list (`quick [FILTER,...]`,
//! matched against the names; `QUICK_ROUNDS` sets the rounds). The
//! published figures come from criterion (`cargo bench`), not from this.

use std::time::Instant;

use urlkit_bench::{
    chain, chain_run, crawl_pages_run, messy_hrefs, references, Dataset, CHAIN_OPS,
    CRAWL_PAGES_OPS, FLOORS, NORMALIZE_OPS, PARSERS, PCT_OPS, RESOLVE_OPS, VIEW_OPS,
};

fn time(ds: &Dataset, rounds: usize, f: impl Fn(&str) -> usize) -> (f64, usize) {
    let mut best = f64::MAX;
    let mut out = 0;
    for _ in 0..rounds {
        let t = Instant::now();
        out = ds.urls.iter().map(|u| f(std::hint::black_box(u))).sum();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best, out)
}

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let wanted = |name: &str| filter.split(',').any(|f| name.contains(f));
    let rounds: usize = std::env::var("QUICK_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(30);
    for ds in urlkit_bench::datasets() {
        let mut rows = Vec::new();
        for &(name, f) in PARSERS.iter().chain(FLOORS) {
            if wanted(name) {
                rows.push((name, time(&ds, rounds, |u| usize::from(f(u)))));
            }
        }
        for &(name, f) in PCT_OPS.iter().chain(VIEW_OPS) {
            if wanted(name) {
                rows.push((name, time(&ds, rounds, f)));
            }
        }
        let mut labelled = Vec::new();
        for (op, ops) in [("normalize", NORMALIZE_OPS)] {
            for &(name, f) in ops {
                let label = format!("{op}/{name}");
                if wanted(&label) {
                    labelled.push((label, time(&ds, rounds, f), ds.bytes()));
                }
            }
        }
        let refs = Dataset {
            name: ds.name.clone(),
            urls: references(&ds),
        };
        for &(name, f) in RESOLVE_OPS {
            let label = format!("resolve/{name}");
            if wanted(&label) {
                labelled.push((label, time(&refs, rounds, f), refs.bytes()));
            }
        }
        let pairs = chain(&ds);
        let messy = messy_hrefs(pairs.clone());
        let pair_bytes = pairs.iter().map(|(_, r)| r.len() as u64).sum();
        // The runs on pairs, interleaved (one round of each in turn), so
        // that a busy spell of the machine falls on all of them alike.
        let mut runs = Vec::new();
        for name in CHAIN_OPS {
            let label = format!("chain/{name}");
            if let (true, Some(run)) = (wanted(&label), chain_run(name, &pairs)) {
                runs.push((label, run));
            }
        }
        for (family, p) in [("crawl-pages", &pairs), ("crawl-pages-messy", &messy)] {
            for name in CRAWL_PAGES_OPS {
                let label = format!("{family}/{name}");
                if let (true, Some(run)) = (wanted(&label), crawl_pages_run(name, p)) {
                    runs.push((label, run));
                }
            }
        }
        let mut best = vec![(f64::MAX, 0); runs.len()];
        for _ in 0..rounds {
            for ((_, run), best) in runs.iter().zip(best.iter_mut()) {
                let t = Instant::now();
                let out = run();
                *best = (best.0.min(t.elapsed().as_secs_f64()), out);
            }
        }
        for ((label, _), (best, out)) in runs.into_iter().zip(best) {
            println!(
                "{:<14} {:<36} {:>8.1} ns/reference",
                ds.name,
                label,
                best * 1e9 / pairs.len().max(1) as f64,
            );
            labelled.push((label, (best, out), pair_bytes));
        }
        for (label, (best, out), bytes) in labelled {
            println!(
                "{:<14} {:<36} {:>8.3} ms {:>6.3} ns/B  result {out}",
                ds.name,
                label,
                best * 1e3,
                best * 1e9 / bytes as f64,
            );
        }
        for (name, (best, out)) in rows {
            println!(
                "{:<14} {:<36} {:>8.3} ms {:>6.3} ns/B  result {out}",
                ds.name,
                name,
                best * 1e3,
                best * 1e9 / ds.bytes() as f64,
            );
        }
    }
}
