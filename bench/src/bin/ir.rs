//! A program to count instructions with callgrind, which is steady on a
//! loaded machine where wall-clock timings are not:
//!
//! ```text
//! URLKIT_BENCH_ONLY=kasztp valgrind --tool=callgrind \
//!     target/release/ir normalize/urlkit 3
//! ```
//!
//! runs the named operation of [`urlkit_bench::NORMALIZE_OPS`] over every
//! line of the chosen lists, of [`urlkit_bench::CRAWL_OPS`] (`crawl/...`)
//! over their references, or of [`urlkit_bench::STRIP_OPS`] (`strip/...`)
//! over their lines with tracking parameters (or `none`, or `none/crawl`,
//! `none/strip`, to count the loading alone), the given number of times. The operation's count is the total
//! minus that of `none`, divided by the rounds.

use std::hint::black_box;

use urlkit_bench::{references, tracking_inputs, Op, CRAWL_OPS, NORMALIZE_OPS, STRIP_OPS};

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    let rounds: usize = std::env::args()
        .nth(2)
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let family = name.split('/').next().unwrap_or_default();
    let ops: &[Op] = match family {
        "crawl" => CRAWL_OPS,
        "strip" => STRIP_OPS,
        _ => NORMALIZE_OPS,
    };
    let op = ops
        .iter()
        .find(|(n, _)| name == format!("{family}/{n}"))
        .map(|&(_, f)| f);
    let mut total = 0;
    for ds in urlkit_bench::datasets() {
        let inputs = match (family, name.as_str()) {
            ("crawl", _) | (_, "none/crawl") => references(&ds),
            ("strip", _) | (_, "none/strip") => tracking_inputs(&ds),
            _ => ds.urls.clone(),
        };
        if let Some(f) = op {
            for _ in 0..rounds {
                total += inputs.iter().map(|u| f(black_box(u))).sum::<usize>();
            }
        }
    }
    println!("{total}");
}
