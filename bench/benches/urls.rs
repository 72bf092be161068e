//! Criterion benchmarks: urlkit against its peers on the real-world URL
//! lists, the floors, and the adversarial inputs.
//!
//! Run `cargo bench` here (add `-- --warm-up-time 1 --measurement-time 2`
//! for a quick run), then `cargo run --release --bin summary`.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, Criterion, SamplingMode, Throughput,
};
use urlkit_bench::{
    adversarial, adversarial_inputs, adversarial_normalize, adversarial_resolve, chain, chain_run,
    crawl_pages, crawl_pages_run, datasets, iri_lines, read_view, references, to_uri_peer_inputs,
    tracking_inputs, Op, Parser, ADVERSARIAL_OPS, CHAIN_OPS, CRAWL_OPS, CRAWL_PAGES_OPS, EDIT_OPS,
    EDIT_URI, FLOORS, IRI_PARSERS, NORMALIZE_OPS, PARSERS, PCT_OPS, REPAIR_OPS, RESOLVE_OPS,
    RFC1738_SAMPLES, STRIP_OPS, TO_URI_OPS, TO_URI_PEERS, TWIN_OPS, VIEW_OPS,
};

/// Flat sampling with few samples: one iteration is a whole list (several
/// milliseconds), so criterion's default linear ramp would take minutes.
fn configure(group: &mut BenchmarkGroup<'_, WallTime>) {
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
}

/// Runs `f` over every line; the count of accepted lines is the output, so
/// no call can be optimised away.
fn run_all(f: fn(&str) -> bool, urls: &[String]) -> usize {
    let mut n = 0;
    for u in urls {
        n += usize::from(f(black_box(u)));
    }
    n
}

fn parse(c: &mut Criterion) {
    for ds in datasets() {
        let mut group = c.benchmark_group(format!("parse/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(ds.bytes()));
        for &(name, f) in PARSERS.iter().chain(FLOORS) {
            group.bench_function(name, |b| b.iter(|| run_all(f, &ds.urls)));
        }
        group.finish();
    }
}

/// IRI parsing and IRI-to-URI mapping on each list's IRI form (its lines
/// shown as IRIs, so percent-encoded UTF-8 is non-ASCII text): the IRI
/// parser on non-ASCII input against oxiri and iri-string, and `to_uri`.
/// The ASCII lists themselves are in the `parse` groups (`urlkit/iri-view`
/// beside `urlkit/view`).
fn parse_iri(c: &mut Criterion) {
    for ds in datasets() {
        let iris = iri_lines(&ds.urls);
        let bytes: usize = iris.iter().map(String::len).sum();
        let mut group = c.benchmark_group(format!("parse-iri/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in IRI_PARSERS {
            group.bench_function(name, |b| b.iter(|| run_all(f, &iris)));
        }
        group.finish();
        let mut group = c.benchmark_group(format!("to_uri/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in TO_URI_OPS {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &iris)));
        }
        group.finish();
    }
}

/// Runs `f` over every line; the sum of its outputs is the result.
fn sum_all(f: fn(&str) -> usize, urls: &[String]) -> usize {
    let mut n = 0;
    for u in urls {
        n += f(black_box(u));
    }
    n
}

/// One group per list for each family of operations (`pct`, `views`).
fn per_dataset(c: &mut Criterion, family: &str, ops: &[Op]) {
    for ds in datasets() {
        let mut group = c.benchmark_group(format!("{family}/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(ds.bytes()));
        for &(name, f) in ops {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &ds.urls)));
        }
        group.finish();
    }
}

fn pct(c: &mut Criterion) {
    per_dataset(c, "pct", PCT_OPS);
}

/// Each fast path of urlkit beside its plain twin (`urlkit::twins`).
fn twins(c: &mut Criterion) {
    per_dataset(c, "twins", TWIN_OPS);
}

fn views(c: &mut Criterion) {
    per_dataset(c, "views", VIEW_OPS);
    // Each RFC 1738 view on its own samples: parse, classify, read parts.
    let mut group = c.benchmark_group("rfc1738/each-view");
    configure(&mut group);
    for &(scheme, samples) in RFC1738_SAMPLES {
        let bytes: usize = samples.iter().map(|s| s.len()).sum();
        group.throughput(Throughput::Bytes(bytes as u64));
        group.bench_function(format!("urlkit/{scheme}"), |b| {
            b.iter(|| {
                samples
                    .iter()
                    .map(|s| read_view(black_box(s)))
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

fn resolve(c: &mut Criterion) {
    for ds in datasets() {
        let refs = references(&ds);
        let bytes: usize = refs.iter().map(String::len).sum();
        let mut group = c.benchmark_group(format!("resolve/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in RESOLVE_OPS {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &refs)));
        }
        group.finish();
        // The realistic workload: each line against the previous one as
        // its base (parsed beforehand), references in the eight shapes.
        let pairs = chain(&ds);
        let bytes: usize = pairs.iter().map(|(_, r)| r.len()).sum();
        let mut group = c.benchmark_group(format!("resolve-chain/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for name in CHAIN_OPS {
            if let Some(run) = chain_run(name, &pairs) {
                group.bench_function(name, |b| b.iter(&run));
            }
        }
        group.finish();
    }
}

/// Repair of valid input against a strict parse, then of messy input
/// (every line made messy, `urlkit_bench::messy`) against `url`.
fn repair(c: &mut Criterion) {
    per_dataset(c, "repair", REPAIR_OPS);
    for ds in datasets() {
        let messy: Vec<String> = ds
            .urls
            .iter()
            .enumerate()
            .map(|(n, u)| urlkit_bench::messy(u, n))
            .collect();
        let bytes: usize = messy.iter().map(String::len).sum();
        let mut group = c.benchmark_group(format!("repair-messy/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in REPAIR_OPS.iter().skip(1) {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &messy)));
        }
        group.finish();
    }
}

fn normalize(c: &mut Criterion) {
    per_dataset(c, "normalize", NORMALIZE_OPS);
}

/// Each line made relative to the list's first line (parsed once), so
/// that most targets share its scheme and host as links in one site do.
fn make_relative(c: &mut Criterion) {
    for ds in datasets() {
        let Some((ub, wb)) = ds
            .urls
            .iter()
            .find_map(|u| Some((urlkit::Uri::parse(u).ok()?, url::Url::parse(u).ok()?)))
        else {
            continue;
        };
        let mut group = c.benchmark_group(format!("make_relative/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(ds.bytes()));
        group.bench_function("urlkit", |b| {
            b.iter(|| {
                ds.urls
                    .iter()
                    .filter_map(|u| ub.make_relative(&urlkit::Uri::parse(black_box(u)).ok()?))
                    .map(|r| r.as_str().len())
                    .sum::<usize>()
            })
        });
        group.bench_function("url", |b| {
            b.iter(|| {
                ds.urls
                    .iter()
                    .filter_map(|u| wb.make_relative(&url::Url::parse(black_box(u)).ok()?))
                    .map(|r| r.len())
                    .sum::<usize>()
            })
        });
        group.finish();
    }
}

fn adversarial_ops(c: &mut Criterion) {
    let mut group = c.benchmark_group("adversarial/resolve");
    configure(&mut group);
    for (name, base, reference) in adversarial_resolve() {
        let base = urlkit::Uri::parse(&base).expect("valid base");
        group.throughput(Throughput::Bytes(reference.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                urlkit::UriRef::parse(black_box(&reference)).map_or(0, |r| {
                    r.resolve_against(&base).map_or(0, |t| t.as_str().len())
                })
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("adversarial/normalize");
    configure(&mut group);
    for (name, uri) in adversarial_normalize() {
        group.throughput(Throughput::Bytes(uri.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                urlkit::Uri::parse(black_box(&uri)).map_or(0, |u| u.normalize().as_str().len())
            })
        });
    }
    group.finish();
}

/// The later entry points (IRI parse, `to_uri`, repair,
/// `join`, the spliced setters, extraction in the IRI and lenient modes),
/// each on its adversarial inputs: `adversarial/<op>/<input>`.
fn adversarial_entry_points(c: &mut Criterion) {
    for &(op, f) in ADVERSARIAL_OPS {
        let mut group = c.benchmark_group(format!("adversarial/{op}"));
        configure(&mut group);
        for (name, text) in adversarial_inputs(op) {
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_function(name, |b| b.iter(|| f(black_box(&text))));
        }
        group.finish();
    }
}

/// The peers of `to_uri` on its hosts of 127 labels (and `typical`):
/// `adversarial/to_uri-<peer>/<input>`, the same job elsewhere, in the
/// same run.
fn adversarial_peers(c: &mut Criterion) {
    for &(peer, f) in TO_URI_PEERS {
        let mut group = c.benchmark_group(format!("adversarial/to_uri-{peer}"));
        configure(&mut group);
        for (name, text) in to_uri_peer_inputs() {
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_function(name, |b| b.iter(|| f(black_box(&text))));
        }
        group.finish();
    }
}

fn adversarial_parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("adversarial/parse");
    configure(&mut group);
    let parsers: &[Parser] = &[("urlkit", urlkit_bench::urlkit_view)];
    for input in adversarial() {
        group.throughput(Throughput::Bytes(input.text.len() as u64));
        for &(_, f) in parsers {
            group.bench_function(input.name, |b| b.iter(|| f(black_box(&input.text))));
        }
    }
    group.finish();
}

/// The crawler's pipeline (parse, resolve, normalize, drop the fragment)
/// on each list's references, against `BASE`.
fn crawl(c: &mut Criterion) {
    for ds in datasets() {
        let refs = references(&ds);
        let bytes: usize = refs.iter().map(String::len).sum();
        let mut group = c.benchmark_group(format!("crawl/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in CRAWL_OPS {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &refs)));
        }
        group.finish();
        // The same job on real pages: each href against the page before
        // it (parsed beforehand), valid hrefs, then every fourth messy.
        for (family, messy) in [("crawl-pages", false), ("crawl-pages-messy", true)] {
            let pairs = crawl_pages(&ds, messy);
            let bytes: usize = pairs.iter().map(|(_, r)| r.len()).sum();
            let mut group = c.benchmark_group(format!("{family}/{}", ds.name));
            configure(&mut group);
            group.throughput(Throughput::Bytes(bytes as u64));
            for name in CRAWL_PAGES_OPS {
                if let Some(run) = crawl_pages_run(name, &pairs) {
                    group.bench_function(name, |b| b.iter(&run));
                }
            }
            group.finish();
        }
    }
}

/// The tracking-parameter stripper on each list, with two tracking pairs
/// added to every line.
fn strip(c: &mut Criterion) {
    for ds in datasets() {
        let inputs = tracking_inputs(&ds);
        let bytes: usize = inputs.iter().map(String::len).sum();
        let mut group = c.benchmark_group(format!("strip/{}", ds.name));
        configure(&mut group);
        group.throughput(Throughput::Bytes(bytes as u64));
        for &(name, f) in STRIP_OPS {
            group.bench_function(name, |b| b.iter(|| sum_all(f, &inputs)));
        }
        group.finish();
    }
}

/// Each setter against a parse of the same URI (and the old recompose
/// path of a few), on one typical URI.
fn edit(c: &mut Criterion) {
    let uri = urlkit::Uri::parse(EDIT_URI).expect("valid");
    let mut group = c.benchmark_group("edit");
    for &(name, f) in EDIT_OPS {
        group.bench_function(name, |b| b.iter(|| f(black_box(&uri))));
    }
    group.finish();
}

criterion_group!(
    benches,
    crawl,
    strip,
    edit,
    parse,
    parse_iri,
    resolve,
    normalize,
    repair,
    make_relative,
    pct,
    views,
    twins,
    adversarial_parse,
    adversarial_ops,
    adversarial_entry_points,
    adversarial_peers
);
criterion_main!(benches);
