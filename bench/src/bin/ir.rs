//! A program to count instructions with callgrind, which is steady on a
//! loaded machine where wall-clock timings are not:
//!
//! ```text
//! URLKIT_BENCH_ONLY=kasztp valgrind --tool=callgrind \
//!     target/release/ir normalize/urlkit 3
//! ```
//!
//! runs the named operation of [`urlkit_bench::NORMALIZE_OPS`] (or
//! `none`, to count the loading alone) over every line of the chosen
//! lists the given number of times. The operation's count is the total
//! minus that of `none`, divided by the rounds.

use std::hint::black_box;

use urlkit_bench::NORMALIZE_OPS;

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    let rounds: usize = std::env::args()
        .nth(2)
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let op = NORMALIZE_OPS
        .iter()
        .find(|(n, _)| name == format!("normalize/{n}"))
        .map(|&(_, f)| f);
    let mut total = 0;
    for ds in urlkit_bench::datasets() {
        if let Some(f) = op {
            for _ in 0..rounds {
                total += ds.urls.iter().map(|u| f(black_box(u))).sum::<usize>();
            }
        }
    }
    println!("{total}");
}
