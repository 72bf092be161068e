//! A quick, noise-resistant timer for development: the minimum over many
//! rounds of parsing each list with each parser (`quick [FILTER]`). The
//! published figures come from criterion (`cargo bench`), not from this.

use std::time::Instant;

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let rounds: usize = std::env::var("QUICK_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(30);
    for ds in urlkit_bench::datasets() {
        for &(name, f) in urlkit_bench::PARSERS.iter().chain(urlkit_bench::FLOORS) {
            if !filter.split(',').any(|f| name.contains(f)) {
                continue;
            }
            let mut best = f64::MAX;
            let mut accepted = 0;
            for _ in 0..rounds {
                let t = Instant::now();
                accepted = ds
                    .urls
                    .iter()
                    .filter(|u| f(std::hint::black_box(u)))
                    .count();
                best = best.min(t.elapsed().as_secs_f64());
            }
            println!(
                "{:<14} {:<14} {:>8.3} ms {:>6.3} ns/B  accepted {}/{}",
                ds.name,
                name,
                best * 1e3,
                best * 1e9 / ds.bytes() as f64,
                accepted,
                ds.urls.len()
            );
        }
    }
}
