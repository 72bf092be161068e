//! Allocation counts (SECURITY-NOTES P7): a borrowed parse, and every
//! accessor of a borrowed value, allocate nothing; an owned parse
//! allocates once, exactly the input's length.
//!
//! Inputs: every seed of `fuzz/seeds/uri/` (valid and invalid), the
//! adversarial inputs of the benchmarks, and the typical URL. Runs without
//! the libtest harness so that no other thread allocates meanwhile:
//! `cargo test --release --test alloc`.

use std::alloc::System;
use std::hint::black_box;
use std::path::Path;

use stats_alloc::{Region, StatsAlloc, INSTRUMENTED_SYSTEM};
use urlkit::{Uri, UriRef, UriRefView, UriView};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// Parses `s` both borrowed ways and reads every component; returns how
/// many allocations that took.
fn borrowed_allocations(s: &str) -> usize {
    let region = Region::new(GLOBAL);
    if let Ok(v) = UriRefView::parse(black_box(s)) {
        black_box((v.scheme(), v.authority(), v.userinfo(), v.host(), v.port()));
        let _ = black_box((
            v.host_typed(),
            v.host_kind(),
            v.port_u16(),
            v.path(),
            v.query(),
        ));
        black_box((v.fragment(), v.path_segments().count(), v.as_str()));
    }
    if let Err(e) = UriView::parse(black_box(s)) {
        black_box((e.index(), e.kind()));
    }
    region.change().allocations
}

fn main() {
    // The counter itself works: one String is one allocation.
    let region = Region::new(GLOBAL);
    black_box(String::from("x"));
    assert_eq!(
        region.change().allocations,
        1,
        "the counting allocator counts nothing"
    );

    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds/uri");
    let mut inputs: Vec<String> = std::fs::read_dir(&seeds)
        .expect("fuzz/seeds/uri")
        .filter_map(|e| std::fs::read(e.ok()?.path()).ok())
        .filter_map(|b| String::from_utf8(b).ok())
        .collect();
    assert!(inputs.len() > 100, "too few seeds");
    inputs.extend(urlkit_bench::adversarial().into_iter().map(|a| a.text));
    let mut checked = 0;
    let mut failed = 0;
    for s in &inputs {
        let n = borrowed_allocations(s);
        if n != 0 {
            eprintln!("{n} allocation(s) in a borrowed parse of {:?}", s.get(..60));
            failed += 1;
        }
        // Owned: one allocation of exactly the input's bytes (no
        // over-allocation), and nothing for an invalid input.
        let region = Region::new(GLOBAL);
        let valid = black_box(UriRef::parse(black_box(s))).is_ok();
        let stats = region.change();
        let (want_allocs, want_bytes) = if valid && !s.is_empty() {
            (1, s.len())
        } else {
            (0, 0)
        };
        if (stats.allocations, stats.bytes_allocated) != (want_allocs, want_bytes) {
            eprintln!(
                "owned parse of {:?}: {} allocation(s), {} bytes; want {want_allocs}, {want_bytes}",
                s.get(..60),
                stats.allocations,
                stats.bytes_allocated
            );
            failed += 1;
        }
        let region = Region::new(GLOBAL);
        black_box(Uri::parse(black_box(s)).ok());
        assert!(region.change().allocations <= 1);
        checked += 1;
    }
    println!("alloc: {} passed, {failed} failed", checked - failed);
    if failed > 0 {
        std::process::exit(1);
    }
}
