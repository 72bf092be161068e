//! Sites by the Public Suffix List: the registrable domain of a parsed
//! host, urlkit's `List::site` against the `publicsuffix` crate it builds
//! on, called directly on the same host text, and the `psl` crate (the
//! list compiled into code), per host of the real-world lists.
//!
//! ```sh
//! cargo bench --bench site -- --warm-up-time 1 --measurement-time 3
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use publicsuffix::Psl as _;
use urlkit::site::List;
use urlkit_bench::datasets;

/// The reg-name hosts of a list's URLs, as the parser gives them.
fn hosts(urls: &[String]) -> Vec<String> {
    urls.iter()
        .filter_map(|u| urlkit::UriRef::parse(u).ok())
        .filter(|u| u.host_kind() == Some(urlkit::HostKind::RegName))
        .filter_map(|u| u.host().filter(|h| !h.is_empty()).map(str::to_owned))
        .collect()
}

fn site(c: &mut Criterion) {
    let ours = List::builtin();
    let text = include_str!("../../urlkit/src/site/public_suffix_list.dat");
    let theirs: publicsuffix::List = text.parse().expect("the list reads");
    for ds in datasets() {
        let hosts = hosts(&ds.urls);
        if hosts.len() < 100 {
            continue; // the file: lists have almost no hosts
        }
        let mut group = c.benchmark_group(format!("site/{}", ds.name));
        group.sampling_mode(SamplingMode::Flat);
        group.sample_size(20);
        group.throughput(Throughput::Elements(hosts.len() as u64));
        group.bench_function("urlkit", |b| {
            b.iter(|| {
                let mut n = 0;
                for h in &hosts {
                    let site = ours.site(black_box(h));
                    n += site
                        .and_then(|s| s.registrable_domain().map(str::len))
                        .unwrap_or(0);
                }
                n
            });
        });
        group.bench_function("publicsuffix", |b| {
            b.iter(|| {
                let mut n = 0;
                for h in &hosts {
                    let d = theirs.domain(black_box(h).as_bytes());
                    n += d.map_or(0, |d| d.as_bytes().len());
                }
                n
            });
        });
        group.bench_function("psl", |b| {
            b.iter(|| {
                let mut n = 0;
                for h in &hosts {
                    let d = psl::domain(black_box(h).as_bytes());
                    n += d.map_or(0, |d| d.as_bytes().len());
                }
                n
            });
        });
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
