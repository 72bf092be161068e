//! The SQL benchmark on Parquet (a program, not a timed test): the three
//! lists of `data/urls` repeated to `--rows` rows (ten million by default)
//! in one Parquet file, then each query below on one partition
//! (`target_partitions = 1`) and on every core, best of `--runs` runs, in
//! seconds, rows/s and as a multiple of the scan-only query's time on the
//! same threads. The floor is the scan (`sum(length(url))`); the peers in
//! the same engine are `regexp_match` and nested `split_part`; the goals
//! (`uri_host` at most 1.4x the scan and at least 5x faster than
//! `regexp_match`, the other component functions within 1.2x of
//! `uri_host`) are checked at the end. `bench/sql/anchors.py` runs the
//! same queries in DuckDB and ClickHouse (chdb) on the same file.
//!
//! ```sh
//! cargo run --release --example sql_bench -- [--rows N] [--runs N] [--out DIR] [--only TEXT]
//! ```
//!
//! The file is `DIR/urls-N.parquet` (`DIR` is `target/sql-bench` unless
//! given) and is kept: a second run with the same `N` reads it again. Its
//! rows are the lists in order (`node_files`, `kasztp`, `isaacs_files`,
//! 97 631 lines) repeated, so a run of fewer rows sees only the first
//! list's file paths: use at least 200 000 for a check.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use urlkit_datafusion::datafusion::arrow::array::{ArrayRef, StringArray};
use urlkit_datafusion::datafusion::arrow::datatypes::{DataType, Field, Schema};
use urlkit_datafusion::datafusion::arrow::record_batch::RecordBatch;
use urlkit_datafusion::datafusion::arrow::util::display::ArrayFormatter;
use urlkit_datafusion::datafusion::error::{DataFusionError, Result};
use urlkit_datafusion::datafusion::parquet::arrow::ArrowWriter;
use urlkit_datafusion::datafusion::parquet::basic::Compression;
use urlkit_datafusion::datafusion::parquet::file::properties::WriterProperties;
use urlkit_datafusion::EngineOptions;

/// The regular expression of the host (RFC 3986's authority after
/// `scheme://`, an optional `userinfo@`, then a bracketed literal or the
/// text up to `:`, `/`, `?` or `#`).
const HOST_RE: &str = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)";

/// One query: its name in the table, its SQL (on the table `urls`), and
/// whether it is a component function that the goal "within 1.2x of
/// `uri_host`" is about.
struct Query {
    name: &'static str,
    sql: String,
    component: bool,
}

/// The queries. Each ends in an aggregate, so that every row is computed
/// and the answer is small; `sum(length(...))` reads every value.
fn queries() -> Vec<Query> {
    let sum = |name: &'static str, expr: &str, component: bool| Query {
        name,
        sql: format!("SELECT sum(length({expr})) FROM urls"),
        component,
    };
    let mut out = vec![
        sum("scan: sum(length(url))", "url", false),
        Query {
            name: "uri_valid (count)",
            sql: "SELECT count(*) FROM urls WHERE uri_valid(url)".to_owned(),
            component: false,
        },
        sum("uri_host", "uri_host(url)", false),
        sum(
            "regexp_match(url, HOST_RE)[1]",
            &format!("regexp_match(url, '{HOST_RE}')[1]"),
            false,
        ),
        sum(
            "split_part(split_part(url, '/', 3), ':', 1)",
            "split_part(split_part(url, '/', 3), ':', 1)",
            false,
        ),
        Query {
            name: "uri_host GROUP BY, top 10",
            sql: "SELECT uri_host(url) AS host, count(*) AS n FROM urls \
                  GROUP BY 1 ORDER BY n DESC, host LIMIT 10"
                .to_owned(),
            component: false,
        },
    ];
    for (name, f) in [
        ("uri_scheme", "uri_scheme"),
        ("uri_userinfo", "uri_userinfo"),
        ("uri_port", "uri_port"),
        ("uri_path", "uri_path"),
        ("uri_query", "uri_query"),
        ("uri_fragment", "uri_fragment"),
        ("uri_host_kind", "uri_host_kind"),
    ] {
        out.push(sum(name, &format!("{f}(url)"), true));
    }
    out.push(sum(
        "uri_registrable_domain",
        "uri_registrable_domain(url)",
        false,
    ));
    out.push(sum("uri_public_suffix", "uri_public_suffix(url)", false));
    out.push(Query {
        name: "uri_registrable_domain GROUP BY, top 10",
        sql: "SELECT uri_registrable_domain(url) AS site, count(*) AS n FROM urls \
              GROUP BY 1 ORDER BY n DESC, site LIMIT 10"
            .to_owned(),
        component: false,
    });
    out
}

/// The repository's root (this crate's parent folder).
fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The lines of the lists in `data/urls`, in a fixed order.
fn list_lines() -> std::io::Result<Vec<String>> {
    let mut lines = Vec::new();
    for file in ["node_files.txt", "kasztp.txt", "isaacs_files.txt"] {
        let bytes = std::fs::read(repo_root().join("data/urls").join(file))?;
        let text = String::from_utf8_lossy(&bytes);
        lines.extend(
            text.lines()
                .map(|l| l.strip_suffix('\r').unwrap_or(l))
                .filter(|l| !l.is_empty())
                .map(str::to_owned),
        );
    }
    Ok(lines)
}

/// Writes `rows` rows of the lists, repeated, to the Parquet file at
/// `path` (one Utf8 column `url`, Snappy, row groups of 1 Mi rows, so
/// that every core has row groups to read).
fn write_parquet(path: &Path, rows: usize) -> Result<()> {
    let lines = list_lines()?;
    if lines.is_empty() {
        return Err(DataFusionError::Execution(
            "data/urls holds no lines".to_owned(),
        ));
    }
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, false)]));
    let props = WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .set_max_row_group_row_count(Some(1 << 20))
        .build();
    // Written to a temporary name first: an interrupted run leaves no
    // truncated file for the next run to reuse.
    let partial = path.with_extension("parquet.partial");
    let mut writer = ArrowWriter::try_new(
        std::fs::File::create(&partial)?,
        schema.clone(),
        Some(props),
    )?;
    let batch_rows = 65_536;
    let mut written = 0;
    while written < rows {
        let n = batch_rows.min(rows - written);
        let column: StringArray = (written..written + n)
            .map(|i| Some(lines[i % lines.len()].as_str()))
            .collect();
        let column: ArrayRef = Arc::new(column);
        writer.write(&RecordBatch::try_new(schema.clone(), vec![column])?)?;
        written += n;
    }
    writer.close()?;
    std::fs::rename(&partial, path)?;
    Ok(())
}

/// The best time of `runs` runs of `sql` on `threads` partitions, and its
/// answer (every row, as text: the same on every thread count).
async fn time_query(path: &Path, sql: &str, threads: usize, runs: usize) -> Result<(f64, String)> {
    let ctx = urlkit_datafusion::context(&EngineOptions {
        threads,
        ..EngineOptions::default()
    })?;
    urlkit_datafusion::register_file(&ctx, "urls", path).await?;
    let mut best = f64::MAX;
    let mut answer = String::new();
    for _ in 0..runs.max(1) {
        let start = Instant::now();
        let batches = ctx.sql(sql).await?.collect().await?;
        best = best.min(start.elapsed().as_secs_f64());
        answer = format_answer(&batches)?;
    }
    Ok((best, answer))
}

/// The rows of `batches`, `a, b; c, d`.
fn format_answer(batches: &[RecordBatch]) -> Result<String> {
    let options = Default::default();
    let mut rows = Vec::new();
    for batch in batches {
        let columns = batch
            .columns()
            .iter()
            .map(|c| ArrayFormatter::try_new(c.as_ref(), &options))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        for i in 0..batch.num_rows() {
            let cells: Vec<String> = columns.iter().map(|c| c.value(i).to_string()).collect();
            rows.push(cells.join(", "));
        }
    }
    Ok(rows.join("; "))
}

/// The command line: `--rows N`, `--runs N`, `--out DIR`, `--only TEXT`.
struct Args {
    rows: usize,
    runs: usize,
    out: PathBuf,
    only: Option<String>,
}

fn parse_args() -> std::result::Result<Args, String> {
    let mut args = Args {
        rows: 10_000_000,
        runs: 3,
        out: repo_root().join("urlkit-datafusion/target/sql-bench"),
        only: None,
    };
    let mut argv = std::env::args().skip(1);
    while let Some(flag) = argv.next() {
        let value = argv
            .next()
            .ok_or_else(|| format!("{flag}: expected a value after it"))?;
        let number = || {
            value
                .replace('_', "")
                .parse::<usize>()
                .map_err(|e| format!("{flag} {value}: expected a whole number ({e})"))
        };
        match flag.as_str() {
            "--rows" => args.rows = number()?,
            "--runs" => args.runs = number()?,
            "--out" => args.out = PathBuf::from(value),
            "--only" => args.only = Some(value),
            _ => {
                return Err(format!(
                    "unknown option {flag} (expected --rows, --runs, --out or --only)"
                ))
            }
        }
    }
    if args.rows == 0 {
        return Err("--rows 0: expected at least one row".to_owned());
    }
    Ok(args)
}

fn main() -> Result<()> {
    let args = match parse_args() {
        Ok(a) => a,
        Err(message) => {
            eprintln!("sql_bench: {message}");
            std::process::exit(2);
        }
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    std::fs::create_dir_all(&args.out)?;
    let path = args.out.join(format!("urls-{}.parquet", args.rows));
    if !path.exists() {
        let start = Instant::now();
        write_parquet(&path, args.rows)?;
        eprintln!(
            "wrote {} in {:.1} s",
            path.display(),
            start.elapsed().as_secs_f64()
        );
    }
    let bytes = std::fs::metadata(&path)?.len();
    println!(
        "{} rows, {} ({bytes} bytes), {cores} cores, best of {} runs",
        args.rows,
        path.display(),
        args.runs
    );
    println!();
    println!("| query | 1 thread | rows/s | x scan | {cores} cores | rows/s | x scan |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let rate = |secs: f64| args.rows as f64 / secs;
    let mut scan: Option<(f64, f64)> = None;
    // (name, component, one thread, every core)
    let mut times: Vec<(&str, bool, f64, f64)> = Vec::new();
    for q in queries() {
        let is_scan = times.is_empty();
        if !is_scan
            && args
                .only
                .as_ref()
                .is_some_and(|o| !q.name.contains(o.as_str()))
        {
            continue;
        }
        let (one, answer_one) = runtime.block_on(time_query(&path, &q.sql, 1, args.runs))?;
        let (all, answer_all) = runtime.block_on(time_query(&path, &q.sql, cores, args.runs))?;
        if answer_one != answer_all {
            return Err(DataFusionError::Execution(format!(
                "{}: one thread gave {answer_one}, {cores} cores gave {answer_all}",
                q.name
            )));
        }
        let (s1, sn) = *scan.get_or_insert((one, all));
        println!(
            "| `{}` | {one:.2} s | {:.0} | {:.2} | {all:.2} s | {:.0} | {:.2} |",
            q.name,
            rate(one),
            one / s1,
            rate(all),
            all / sn
        );
        eprintln!("  {}: {}", q.name, truncate(&answer_one, 200));
        times.push((q.name, q.component, one, all));
    }
    println!();
    goals(&times);
    Ok(())
}

/// The first `max` bytes of `s` (at a character boundary).
fn truncate(s: &str, max: usize) -> &str {
    let mut end = s.len().min(max);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// The goals, each as measured on one thread and on every core.
fn goals(times: &[(&str, bool, f64, f64)]) {
    let find = |prefix: &str| {
        times
            .iter()
            .find(|t| t.0.starts_with(prefix))
            .map(|t| (t.2, t.3))
    };
    let (Some(scan), Some(host)) = (find("scan"), find("uri_host")) else {
        return;
    };
    let show = |what: &str, (a, b): (f64, f64), goal: &str, met: bool| {
        println!(
            "{what}: {a:.2}x on 1 thread, {b:.2}x on every core (goal {goal}: {})",
            if met { "met" } else { "not met" }
        );
    };
    let r = (host.0 / scan.0, host.1 / scan.1);
    show(
        "uri_host / scan",
        r,
        "at most 1.4x",
        r.0 <= 1.4 && r.1 <= 1.4,
    );
    if let Some(re) = find("regexp_match") {
        let r = (re.0 / host.0, re.1 / host.1);
        show(
            "regexp_match / uri_host",
            r,
            "at least 5x",
            r.0 >= 5.0 && r.1 >= 5.0,
        );
    }
    for t in times.iter().filter(|t| t.1) {
        let r = (t.2 / host.0, t.3 / host.1);
        show(
            &format!("{} / uri_host", t.0),
            r,
            "at most 1.2x",
            r.0 <= 1.2 && r.1 <= 1.2,
        );
    }
}
