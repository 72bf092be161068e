//! Sites by the Public Suffix List: the registrable domain of a parsed
//! host, urlkit's `List::site` against the `publicsuffix` crate it builds
//! on, called directly on the same host text, and the `psl` crate (the
//! list compiled into code), per host of the real-world lists.
//!
//! ```sh
//! cargo bench --bench site -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! The same lookups (`urlkit_bench::site_op`) under callgrind, steady on a
//! loaded machine: `ir site/urlkit N` less `ir site/urlkit 0`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use urlkit::site::List;
use urlkit_bench::{datasets, site_hosts, site_op, SITE_OPS};

fn site(c: &mut Criterion) {
    let text = include_str!("../../urlkit/src/site/public_suffix_list.dat");
    for ds in datasets() {
        let hosts = site_hosts(&ds.urls);
        if hosts.len() < 100 {
            continue; // the file: lists have almost no hosts
        }
        let mut group = c.benchmark_group(format!("site/{}", ds.name));
        group.sampling_mode(SamplingMode::Flat);
        group.sample_size(20);
        group.throughput(Throughput::Elements(hosts.len() as u64));
        for name in SITE_OPS {
            let Some(f) = site_op(name) else { continue };
            group.bench_function(name, |b| {
                b.iter(|| hosts.iter().map(|h| f(black_box(h))).sum::<usize>());
            });
        }
        group.finish();
    }
    let mut group = c.benchmark_group("site/list");
    group.sample_size(10);
    group.bench_function("builtin", |b| b.iter(List::builtin));
    group.bench_function("publicsuffix-parse", |b| {
        b.iter(|| black_box(text).parse::<publicsuffix::List>())
    });
    group.finish();
}

criterion_group!(benches, site);
criterion_main!(benches);
