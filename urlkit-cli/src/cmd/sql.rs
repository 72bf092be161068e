//! `urlkit sql` (cargo feature `sql`): a query on Apache DataFusion with
//! urlkit's functions, over tables read from files, locally on every core
//! or on an Apache Ballista cluster.

use std::io::{self, Write};

use urlkit_datafusion::datafusion::arrow::record_batch::RecordBatch;
use urlkit_datafusion::datafusion::arrow::util::pretty::pretty_format_batches;
use urlkit_datafusion::datafusion::arrow::{csv, json};
use urlkit_datafusion::datafusion::error::{DataFusionError, Result};
use urlkit_datafusion::datafusion::execution::SendableRecordBatchStream;
use urlkit_datafusion::datafusion::prelude::SessionContext;
use urlkit_datafusion::EngineOptions;

use crate::args::SqlArgs;
use crate::config::Config;
use crate::exit::Status;
use crate::output::{eprint_line, shown, terminal, Paint};

/// The memory the engine's operators may hold before they spill to disk:
/// `URLKIT_SQL_MEMORY_MB` megabytes, or 1 GiB.
fn memory_limit() -> usize {
    std::env::var("URLKIT_SQL_MEMORY_MB")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .filter(|&mb| mb > 0)
        .map_or(1 << 30, |mb| mb.saturating_mul(1 << 20))
}

/// Runs `urlkit sql`: exit 0, or 2 with the engine's message.
pub fn run(cfg: &Config, args: SqlArgs) -> io::Result<Status> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cfg.threads.max(1))
        .enable_all()
        .build()?;
    match runtime.block_on(query(&args, cfg.threads, cfg.raw)) {
        Ok(()) => Ok(Status::Ok),
        Err(Failure::Io(e)) => Err(e),
        Err(Failure::Engine(e)) => {
            // The engine's messages can quote the query and the data.
            eprint_line(&format!("urlkit: sql: {e}"));
            Ok(Status::Error)
        }
    }
}

/// Why a query stopped.
enum Failure {
    /// Writing the output failed (a closed pipe among them).
    Io(io::Error),
    /// The engine refused the query or failed to run it.
    Engine(DataFusionError),
}

impl From<DataFusionError> for Failure {
    fn from(e: DataFusionError) -> Failure {
        Failure::Engine(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

/// Registers the tables, runs the query and writes its rows.
async fn query(args: &SqlArgs, threads: usize, raw: bool) -> std::result::Result<(), Failure> {
    let ctx = session(args, threads).await?;
    for (name, path) in &args.tables {
        urlkit_datafusion::register_file(&ctx, name, path).await?;
    }
    let df = ctx.sql(&args.query).await?;
    let stream = df.execute_stream().await?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    if args.json {
        write_json(stream, &mut out).await?;
    } else if args.csv {
        write_csv(stream, &mut out).await?;
    } else {
        write_table(stream, &mut out, raw).await?;
    }
    out.flush()?;
    Ok(())
}

/// The local engine, or a session on the cluster of `--cluster`.
async fn session(args: &SqlArgs, threads: usize) -> Result<SessionContext> {
    match &args.cluster {
        None => urlkit_datafusion::context(&EngineOptions {
            threads,
            memory_limit: memory_limit(),
        }),
        Some(url) => urlkit_datafusion::cluster::remote_context(url).await,
    }
}

/// The next batch of the result, or `None` at its end.
async fn next(stream: &mut SendableRecordBatchStream) -> Result<Option<RecordBatch>> {
    use futures::StreamExt;
    stream.next().await.transpose()
}

/// An engine error from an Arrow writer's.
fn arrow(e: urlkit_datafusion::datafusion::arrow::error::ArrowError) -> Failure {
    match e {
        urlkit_datafusion::datafusion::arrow::error::ArrowError::IoError(_, e) => Failure::Io(e),
        e => Failure::Engine(e.into()),
    }
}

/// `--json`: one object per row, every column a key (NULL is `null`).
async fn write_json(
    mut stream: SendableRecordBatchStream,
    out: &mut impl Write,
) -> std::result::Result<(), Failure> {
    while let Some(batch) = next(&mut stream).await? {
        let mut writer = json::WriterBuilder::new()
            .with_explicit_nulls(true)
            .build::<_, json::writer::LineDelimited>(Vec::new());
        writer.write(&batch).map_err(arrow)?;
        writer.finish().map_err(arrow)?;
        out.write_all(json_escaped(&String::from_utf8_lossy(&writer.into_inner())).as_bytes())?;
    }
    Ok(())
}

/// JSON text with every character a terminal would obey written as a
/// `\uXXXX` escape. Arrow's writer escapes the C0 controls already; the C1
/// controls and the bidi characters it writes as they are, and they can
/// only stand inside strings, where the escape means the same character.
fn json_escaped(text: &str) -> std::borrow::Cow<'_, str> {
    if terminal::first_unsafe(text).is_none() {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if terminal::is_unsafe(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// `--csv`: a header row, then one record per row.
async fn write_csv(
    mut stream: SendableRecordBatchStream,
    out: &mut impl Write,
) -> std::result::Result<(), Failure> {
    let mut header = true;
    while let Some(batch) = next(&mut stream).await? {
        write_csv_batch(&batch, header, out)?;
        header = false;
    }
    if header {
        // No rows: still the header.
        write_csv_batch(&RecordBatch::new_empty(stream.schema()), true, out)?;
    }
    Ok(())
}

/// One batch as CSV records (after the header row if `header`), with every
/// character a terminal would obey written as `%XX`, as in all text for
/// people.
fn write_csv_batch(
    batch: &RecordBatch,
    header: bool,
    out: &mut impl Write,
) -> std::result::Result<(), Failure> {
    let mut writer = csv::WriterBuilder::new()
        .with_header(header)
        .build(Vec::new());
    writer.write(batch).map_err(arrow)?;
    let text = writer.into_inner();
    out.write_all(shown(&String::from_utf8_lossy(&text), Paint::plain(), false).as_bytes())?;
    Ok(())
}

/// The table for people: every row is held until the end to size the
/// columns, so use --json or --csv for large results.
async fn write_table(
    mut stream: SendableRecordBatchStream,
    out: &mut impl Write,
    raw: bool,
) -> std::result::Result<(), Failure> {
    let mut batches = Vec::new();
    while let Some(batch) = next(&mut stream).await? {
        batches.push(batch);
    }
    if batches.is_empty() {
        batches.push(RecordBatch::new_empty(stream.schema()));
    }
    let table = pretty_format_batches(&batches).map_err(arrow)?.to_string();
    // A value a terminal would obey is written as `%XX` (`--raw`: as it is).
    writeln!(out, "{}", shown(&table, Paint::plain(), raw))?;
    Ok(())
}
