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
//! - `chain/NAME`: a run of [`urlkit_bench::CHAIN_OPS`], the realistic
//!   resolve workload (each line against the previous one as its base);
//! - `none`: the loading alone.
//!
//! An operation's count is the total minus that of the same command with 0
//! rounds (the loading, and for `chain/` the parsing of the bases),
//! divided by the rounds.

use std::hint::black_box;

use urlkit_bench::{chain, chain_run, references, FLOORS, NORMALIZE_OPS, PARSERS, RESOLVE_OPS};

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    let rounds: usize = std::env::args()
        .nth(2)
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let (family, op) = name.split_once('/').unwrap_or((name.as_str(), ""));
    let mut total = 0;
    for ds in urlkit_bench::datasets() {
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
            "chain" => {
                let pairs = chain(&ds);
                let run = chain_run(op, &pairs);
                for _ in 0..rounds {
                    total += run.as_ref().map_or(0, |run| run());
                }
            }
            _ => {}
        }
    }
    println!("{total}");
}
