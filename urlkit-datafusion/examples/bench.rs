//! The benchmark of the SQL functions (a program, not a timed test): at
//! least ten million rows of the real-world lists (`data/urls`, repeated)
//! in a text file, and in one run:
//!
//! - `uri_host(url)` against the regular-expression way (`regexp_match`,
//!   `regexp_replace`) and `split_part`, in the same engine;
//! - the scan-and-group query `GROUP BY uri_host(url)`;
//! - the `urlkit parse --fields host` and `urlkit stats` commands on the
//!   same file (when a release `urlkit` is built: `cargo build --release
//!   -p urlkit-cli` at the repository's root, or `URLKIT_BIN=path`);
//!
//! each on one thread and on every core, best of `RUNS` runs, in rows/s;
//! then the ratios of the goals (`uri_host` against each other way of
//! finding the host, `GROUP BY uri_host` against `urlkit stats`), of the
//! whole queries and, between two queries of the engine, net of the
//! scan-only time (the function's own cost).
//!
//! ```sh
//! cargo run --release --example bench -- [ROWS] [RUNS]
//! ```

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use urlkit_datafusion::datafusion::error::Result;
use urlkit_datafusion::EngineOptions;

/// The queries, by name. Each ends in an aggregate, so that the engine
/// computes every row and the output is one line.
const QUERIES: &[(&str, &str)] = &[
    ("scan only: count(url)", "SELECT count(url) FROM urls"),
    ("uri_host", "SELECT count(uri_host(url)) FROM urls"),
    (
        "regexp_match",
        "SELECT count(regexp_match(url, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\\[[^\\]]*\\]|[^/?#:]*)')) FROM urls",
    ),
    (
        "regexp_replace",
        "SELECT count(regexp_replace(url, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\\[[^\\]]*\\]|[^/?#:]*).*$', '\\1')) FROM urls",
    ),
    (
        "split_part",
        "SELECT count(split_part(split_part(url, '/', 3), ':', 1)) FROM urls",
    ),
    (
        "GROUP BY uri_host",
        "SELECT count(*) FROM (SELECT uri_host(url) AS h, count(*) AS n FROM urls GROUP BY 1)",
    ),
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Writes at least `rows` lines of the lists, repeated, to `path`.
fn write_data(path: &Path, rows: usize) -> std::io::Result<usize> {
    let mut lines = Vec::new();
    for file in ["node_files.txt", "kasztp.txt", "isaacs_files.txt"] {
        let text = std::fs::read(repo_root().join("data/urls").join(file))?;
        lines.extend(
            text.split(|&b| b == b'\n')
                .filter(|l| !l.is_empty())
                .map(<[u8]>::to_vec),
        );
    }
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut written = 0;
    while written < rows {
        for l in &lines {
            out.write_all(l)?;
            out.write_all(b"\n")?;
        }
        written += lines.len();
    }
    out.flush()?;
    Ok(written)
}

/// The best time of `runs` runs of `query` on `threads` threads.
async fn time_query(path: &Path, query: &str, threads: usize, runs: usize) -> Result<f64> {
    let mut best = f64::MAX;
    for _ in 0..runs {
        let ctx = urlkit_datafusion::context(&EngineOptions {
            threads,
            ..EngineOptions::default()
        })?;
        urlkit_datafusion::register_file(&ctx, "urls", path).await?;
        let start = Instant::now();
        ctx.sql(query).await?.collect().await?;
        best = best.min(start.elapsed().as_secs_f64());
    }
    Ok(best)
}

/// The best time of `runs` runs of the `urlkit` command with `args`.
fn time_cli(bin: &Path, args: &[&str], runs: usize) -> Option<f64> {
    let mut best = f64::MAX;
    for _ in 0..runs {
        let start = Instant::now();
        let status = Command::new(bin)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .ok()?;
        // `urlkit` exits 1 when some line is invalid: that is a result.
        if status.code().is_none_or(|c| c > 1) {
            return None;
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    Some(best)
}

fn main() -> Result<()> {
    let mut argv = std::env::args().skip(1);
    let rows: usize = argv
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000_000);
    let runs: usize = argv.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let dir = std::env::temp_dir().join(format!("urlkit-sql-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("urls.txt");
    let rows = write_data(&path, rows)?;
    let bytes = std::fs::metadata(&path)?.len();
    println!("{rows} rows, {bytes} bytes, {cores} cores, best of {runs} runs");
    println!(
        "{:<26} {:>8} {:>14} {:>8} {:>14}",
        "what", "1 thread", "rows/s", "all", "rows/s"
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let rate = |secs: f64| rows as f64 / secs;
    // Best times by name: (one thread, every core).
    let mut times: Vec<(&str, (f64, f64))> = Vec::new();
    let mut show = |name: &'static str, one: f64, all: f64| {
        println!(
            "{name:<26} {one:>7.2}s {:>14.0} {all:>7.2}s {:>14.0}",
            rate(one),
            rate(all)
        );
        times.push((name, (one, all)));
    };
    for (name, query) in QUERIES {
        let one = runtime.block_on(time_query(&path, query, 1, runs))?;
        let all = runtime.block_on(time_query(&path, query, cores, runs))?;
        show(name, one, all);
    }
    let bin = std::env::var_os("URLKIT_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("target/release/urlkit"));
    let file = path.to_str().unwrap_or_default();
    for (name, args) in [
        (
            "urlkit parse --fields host",
            vec!["parse", "--fields", "host", "--no-progress", "-i", file],
        ),
        ("urlkit stats", vec!["stats", "--no-progress", "-i", file]),
    ] {
        let mut one_args = vec!["-j", "1"];
        one_args.extend(&args);
        match (time_cli(&bin, &one_args, runs), time_cli(&bin, &args, runs)) {
            (Some(one), Some(all)) => show(name, one, all),
            _ => println!("{name:<26} (no release urlkit at {})", bin.display()),
        }
    }
    // The ratios the goals are about: whole queries (the scan of the text
    // table included), and the function's own cost (the scan-only time
    // subtracted from both).
    let time = |name: &str| times.iter().find(|(n, _)| *n == name).map(|(_, t)| *t);
    let scan = time("scan only: count(url)");
    println!();
    println!(
        "{:<40} {:>9} {:>9} {:>11} {:>11}",
        "ratio (>1: the first is faster)", "1 thread", "all", "net 1 thr.", "net all"
    );
    let ratio = |slow: &str, fast: &str| {
        let (Some(s), Some(f)) = (time(slow), time(fast)) else {
            return;
        };
        let net = |a: f64, b: f64, c: Option<f64>| match c {
            Some(c) if a > c && b > c => format!("{:>10.2}x", (a - c) / (b - c)),
            _ => format!("{:>11}", "-"),
        };
        // The net ratio only means something for two queries of the engine.
        let engine = |n: &str| QUERIES.iter().any(|(q, _)| *q == n);
        let (n1, n2) = if engine(slow) && engine(fast) {
            (
                net(s.0, f.0, scan.map(|t| t.0)),
                net(s.1, f.1, scan.map(|t| t.1)),
            )
        } else {
            (format!("{:>11}", "-"), format!("{:>11}", "-"))
        };
        println!(
            "{:<40} {:>8.2}x {:>8.2}x {n1} {n2}",
            format!("{fast} vs {slow}"),
            s.0 / f.0,
            s.1 / f.1
        );
    };
    ratio("regexp_match", "uri_host");
    ratio("regexp_replace", "uri_host");
    ratio("split_part", "uri_host");
    ratio("urlkit parse --fields host", "uri_host");
    ratio("urlkit stats", "GROUP BY uri_host");
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}
