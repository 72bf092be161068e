//! RFC 6570 expansion of one typical template (six variables, one of them
//! a list) against std-uritemplate and iri-string's `template` module, in
//! one run, so that the figures compare.
//!
//! Run `cargo bench --bench template -- --warm-up-time 1 --measurement-time 3`.
//!
//! Each peer is measured as it is meant to be used: urlkit and iri-string
//! with the template parsed once and the context built once, writing into
//! a buffer that is cleared and reused; std-uritemplate has one entry
//! point, `expand(&str, &HashMap)`, which parses the template on every call
//! and returns a new `String`. For a like-for-like line beside it,
//! `urlkit/parse+expand` parses the template on every call too and
//! `urlkit/expand-string` returns a new `String`.

use std::collections::HashMap;
use std::fmt::Write;
use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use iri_string::spec::UriSpec;
use iri_string::template::simple_context::{SimpleContext, Value as IriValue};
use iri_string::template::UriTemplateStr;
use stduritemplate::Value as StdValue;
use urlkit::template::{UriTemplate, Vars};

const TEMPLATE: &str = "https://api.example.com/repos{/owner,repo}/issues{?state,labels*,page,q}";

/// The values: (name, string value) pairs, and the one list.
const STRINGS: [(&str, &str); 5] = [
    ("owner", "rust-lang"),
    ("repo", "rust"),
    ("state", "open"),
    ("page", "2"),
    ("q", "uri template"),
];
const LABELS: [&str; 2] = ["A-parser", "good first issue"];

const EXPECTED: &str = "https://api.example.com/repos/rust-lang/rust/issues?state=open&labels=A-parser&labels=good%20first%20issue&page=2&q=uri%20template";

fn template(c: &mut Criterion) {
    let mut vars = Vars::new();
    let mut iri_ctx = SimpleContext::new();
    let mut std_ctx: HashMap<String, StdValue> = HashMap::new();
    for (k, v) in STRINGS {
        vars.set(k, v);
        iri_ctx.insert(k, v);
        std_ctx.insert(k.into(), StdValue::String(v.into()));
    }
    vars.set("labels", LABELS.to_vec());
    iri_ctx.insert(
        "labels",
        IriValue::List(LABELS.iter().map(|s| s.to_string()).collect()),
    );
    std_ctx.insert(
        "labels".into(),
        StdValue::List(
            LABELS
                .iter()
                .map(|s| StdValue::String(s.to_string()))
                .collect(),
        ),
    );

    let ours = UriTemplate::parse(TEMPLATE).unwrap();
    let theirs = UriTemplateStr::new(TEMPLATE).unwrap();
    // All four give the same text, or the comparison means nothing.
    assert_eq!(ours.expand(&vars).unwrap(), EXPECTED);
    assert_eq!(
        theirs.expand::<UriSpec, _>(&iri_ctx).unwrap().to_string(),
        EXPECTED
    );
    assert_eq!(
        stduritemplate::expand(TEMPLATE, &std_ctx).unwrap(),
        EXPECTED
    );

    let mut group = c.benchmark_group("template/expand");
    group.throughput(Throughput::Bytes(EXPECTED.len() as u64));
    let mut buf = String::with_capacity(256);
    group.bench_function("urlkit/expand_to", |b| {
        b.iter(|| {
            buf.clear();
            black_box(&ours)
                .expand_to(black_box(&vars), &mut buf)
                .unwrap();
            buf.len()
        })
    });
    group.bench_function("urlkit/expand-string", |b| {
        b.iter(|| black_box(&ours).expand(black_box(&vars)).unwrap())
    });
    group.bench_function("urlkit/parse+expand", |b| {
        b.iter(|| {
            UriTemplate::parse(black_box(TEMPLATE))
                .unwrap()
                .expand(black_box(&vars))
                .unwrap()
        })
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            buf.clear();
            let e = black_box(theirs)
                .expand::<UriSpec, _>(black_box(&iri_ctx))
                .unwrap();
            write!(buf, "{e}").unwrap();
            buf.len()
        })
    });
    group.bench_function("std-uritemplate", |b| {
        b.iter(|| stduritemplate::expand(black_box(TEMPLATE), black_box(&std_ctx)).unwrap())
    });
    group.finish();

    // The matcher refuses the template above (an exploded variable before
    // others in `{?...}`); the same variables with `labels*` last are
    // matched.
    let matchable = UriTemplate::parse(
        "https://api.example.com/repos{/owner,repo}/issues{?state,page,q,labels*}",
    )
    .unwrap();
    let matcher = matchable.matcher().unwrap();
    let uri = matchable.expand(&vars).unwrap();
    assert_eq!(matcher.match_uri(&uri).as_ref(), Some(&vars));
    let mut group = c.benchmark_group("template/match");
    group.throughput(Throughput::Bytes(EXPECTED.len() as u64));
    group.bench_function("urlkit/match_uri", |b| {
        b.iter(|| matcher.match_uri(black_box(&uri)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, template);
criterion_main!(benches);
