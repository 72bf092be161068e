//! Prints one Markdown table per operation from criterion's saved
//! estimates: `cargo bench` first, then `cargo run --release --bin summary`.
//!
//! Each cell is the median time per input byte and, in brackets, its ratio
//! to urlkit's figure on the same dataset (so 2.00 means twice as slow as
//! urlkit). The last row is the geometric mean of the ratios over the
//! datasets. Adversarial inputs get their own table: ns per byte and the
//! ratio to the typical URL, which shows any non-linear behaviour.
//!
//! With `--accept`, also prints how many lines of each list every parser
//! accepts (the parsers do not all accept the same URLs).
//!
//! With `--write FILE` (`bench/RESULTS.md`), the tables replace what stands
//! between the lines `<!-- summary:begin -->` and `<!-- summary:end -->`
//! of FILE instead of going to standard output, so that the file's
//! hand-written sections (how and when each run was made) stay.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One benchmark's result.
struct Entry {
    group: String,
    function: String,
    median_ns: f64,
    bytes: Option<f64>,
}

fn main() {
    let dir = criterion_dir();
    let mut entries = Vec::new();
    collect(&dir, &mut entries);
    if entries.is_empty() {
        eprintln!(
            "summary: no results under {} (run `cargo bench` first)",
            dir.display()
        );
        std::process::exit(2);
    }
    let mut out = String::new();
    let (adversarial, ops): (Vec<&Entry>, Vec<&Entry>) = entries
        .iter()
        .partition(|e| e.group.starts_with("adversarial/"));
    let mut by_op: BTreeMap<&str, Vec<&Entry>> = BTreeMap::new();
    for e in ops {
        let op = e.group.split('/').next().unwrap_or("");
        by_op.entry(op).or_default().push(e);
    }
    for (op, list) in &by_op {
        op_table(&mut out, op, list);
    }
    let mut by_group: BTreeMap<&str, Vec<&Entry>> = BTreeMap::new();
    for e in adversarial {
        by_group.entry(&e.group).or_default().push(e);
    }
    for (group, list) in &by_group {
        adversarial_table(&mut out, group, list);
    }
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--accept") {
        accept_table(&mut out);
    }
    match args.iter().position(|a| a == "--write") {
        Some(i) => {
            let Some(file) = args.get(i + 1) else {
                eprintln!("summary: --write needs a FILE");
                std::process::exit(2);
            };
            if let Err(e) = write_between_markers(Path::new(file), &out) {
                eprintln!("summary: {file}: {e}");
                std::process::exit(1);
            }
        }
        None => print!("{out}"),
    }
}

/// The marker lines of `--write`'s file; the tables go between them.
const BEGIN: &str = "<!-- summary:begin -->";
const END: &str = "<!-- summary:end -->";

/// Replaces the text between [`BEGIN`] and [`END`] in `file` with `tables`.
fn write_between_markers(file: &Path, tables: &str) -> std::io::Result<()> {
    let text = std::fs::read_to_string(file)?;
    let (Some(begin), Some(end)) = (text.find(BEGIN), text.find(END)) else {
        return Err(std::io::Error::other(format!(
            "no {BEGIN} ... {END} lines to write the tables between"
        )));
    };
    if end < begin {
        return Err(std::io::Error::other(format!("{END} comes before {BEGIN}")));
    }
    let head = &text[..begin + BEGIN.len()];
    let tail = &text[end..];
    std::fs::write(file, format!("{head}\n{}\n{tail}", tables.trim()))
}

/// `$CARGO_TARGET_DIR/criterion`, or `target/criterion` of this package.
fn criterion_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("target"),
        PathBuf::from,
    );
    target.join("criterion")
}

/// Finds every `new/benchmark.json` with its `new/estimates.json`.
fn collect(dir: &Path, out: &mut Vec<Entry>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let path = e.path();
        if !path.is_dir() {
            continue;
        }
        if path.file_name().is_some_and(|n| n == "new") {
            if let Some(entry) = read_entry(&path) {
                out.push(entry);
            }
        } else {
            collect(&path, out);
        }
    }
}

fn read_json(path: &Path) -> Option<serde_json::Value> {
    serde_json::from_slice(&std::fs::read(path).ok()?).ok()
}

fn read_entry(new: &Path) -> Option<Entry> {
    let bench = read_json(&new.join("benchmark.json"))?;
    let est = read_json(&new.join("estimates.json"))?;
    Some(Entry {
        group: bench["group_id"].as_str()?.to_owned(),
        function: bench["function_id"].as_str()?.to_owned(),
        median_ns: est["median"]["point_estimate"].as_f64()?,
        bytes: bench["throughput"]["Bytes"].as_f64(),
    })
}

/// urlkit's borrowed parse first (the baseline), then urlkit's other
/// entries, then the peers, then the floors.
fn column_rank(name: &str) -> (u8, &str) {
    let rank = if name == "urlkit/view" || name == "urlkit" {
        0
    } else if name.starts_with("urlkit") {
        1
    } else if name.starts_with("floor") {
        3
    } else {
        2
    };
    (rank, name)
}

fn ns_per_byte(e: &Entry) -> f64 {
    e.bytes.map_or(e.median_ns, |b| e.median_ns / b)
}

fn op_table(out: &mut String, op: &str, list: &[&Entry]) {
    let mut columns: Vec<&str> = list.iter().map(|e| e.function.as_str()).collect();
    columns.sort_by_key(|c| column_rank(c));
    columns.dedup();
    let mut rows: BTreeMap<&str, BTreeMap<&str, f64>> = BTreeMap::new();
    for e in list {
        let dataset = e.group.split_once('/').map_or("", |(_, d)| d);
        rows.entry(dataset)
            .or_default()
            .insert(&e.function, ns_per_byte(e));
    }
    let baseline = columns.first().copied().unwrap_or("");
    let _ = writeln!(out, "\n### {op}: ns per byte (ratio to {baseline})\n");
    let _ = writeln!(out, "| dataset | {} |", columns.join(" | "));
    let _ = writeln!(out, "|---|{}", "---:|".repeat(columns.len()));
    let mut log_sums = vec![(0.0f64, 0u32); columns.len()];
    for (dataset, cells) in &rows {
        let base = cells.get(baseline).copied();
        let mut line = format!("| {dataset} |");
        for (k, c) in columns.iter().enumerate() {
            match (cells.get(c), base) {
                (Some(&v), Some(b)) if b > 0.0 => {
                    let ratio = v / b;
                    let _ = write!(line, " {v:.3} ({ratio:.2}) |");
                    if let Some(s) = log_sums.get_mut(k) {
                        s.0 += ratio.ln();
                        s.1 += 1;
                    }
                }
                (Some(&v), _) => {
                    let _ = write!(line, " {v:.3} |");
                }
                (None, _) => line.push_str(" |"),
            }
        }
        let _ = writeln!(out, "{line}");
    }
    let mut line = String::from("| **geomean ratio** |");
    for (sum, n) in &log_sums {
        if *n > 0 {
            let _ = write!(line, " **{:.2}** |", (sum / f64::from(*n)).exp());
        } else {
            line.push_str(" |");
        }
    }
    let _ = writeln!(out, "{line}");
    for (k, c) in columns.iter().enumerate() {
        if let (true, Some((sum, n))) = (c.starts_with("floor"), log_sums.get(k)) {
            if *n > 0 {
                let times = (-(sum / f64::from(*n))).exp();
                let _ = writeln!(
                    out,
                    "\n{baseline} takes {times:.2}× the time of {c} (geomean)."
                );
            }
        }
    }
}

fn adversarial_table(out: &mut String, group: &str, list: &[&Entry]) {
    let typical = list
        .iter()
        .find(|e| e.function == "typical")
        .map(|e| ns_per_byte(e));
    let _ = writeln!(
        out,
        "\n### {group}: ns per byte (ratio to the typical URL)\n"
    );
    let _ = writeln!(out, "| input | bytes | median | ns/B | × typical |");
    let _ = writeln!(out, "|---|---:|---:|---:|---:|");
    let mut list = list.to_vec();
    list.sort_by(|a, b| {
        a.bytes
            .partial_cmp(&b.bytes)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    for e in list {
        let nsb = ns_per_byte(e);
        let ratio = typical.map_or(String::new(), |t| format!("{:.2}", nsb / t));
        let _ = writeln!(
            out,
            "| {} | {} | {} | {nsb:.3} | {ratio} |",
            e.function,
            e.bytes.unwrap_or(0.0),
            human_time(e.median_ns),
        );
    }
}

fn human_time(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.1} ns")
    }
}

fn accept_table(out: &mut String) {
    let parsers = urlkit_bench::PARSERS;
    let names: Vec<&str> = parsers.iter().map(|p| p.0).collect();
    let _ = writeln!(out, "\n### accepted lines per list\n");
    let _ = writeln!(out, "| dataset | lines | {} |", names.join(" | "));
    let _ = writeln!(out, "|---|---:|{}", "---:|".repeat(names.len()));
    for ds in urlkit_bench::datasets() {
        let mut line = format!("| {} | {} |", ds.name, ds.urls.len());
        for &(_, f) in parsers {
            let n = ds.urls.iter().filter(|u| f(u)).count();
            let _ = write!(line, " {n} |");
        }
        let _ = writeln!(out, "{line}");
    }
}
