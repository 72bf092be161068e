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
    match runtime.block_on(query(&args, cfg.threads)) {
        Ok(()) => Ok(Status::Ok),
        Err(Failure::Io(e)) => Err(e),
        Err(Failure::Engine(e)) => {
            eprintln!("urlkit: sql: {e}");
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
async fn query(args: &SqlArgs, threads: usize) -> std::result::Result<(), Failure> {
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
        write_table(stream, &mut out).await?;
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
    let mut writer = json::WriterBuilder::new()
        .with_explicit_nulls(true)
        .build::<_, json::writer::LineDelimited>(out);
    while let Some(batch) = next(&mut stream).await? {
        writer.write(&batch).map_err(arrow)?;
    }
    writer.finish().map_err(arrow)
}

/// `--csv`: a header row, then one record per row.
async fn write_csv(
    mut stream: SendableRecordBatchStream,
    out: &mut impl Write,
) -> std::result::Result<(), Failure> {
    let mut writer = csv::WriterBuilder::new().with_header(true).build(out);
    let mut wrote = false;
    while let Some(batch) = next(&mut stream).await? {
        writer.write(&batch).map_err(arrow)?;
        wrote = true;
    }
    if !wrote {
        // No rows: still the header.
        writer
            .write(&RecordBatch::new_empty(stream.schema()))
            .map_err(arrow)?;
    }
    Ok(())
}

/// The table for people: every row is held until the end to size the
/// columns, so use --json or --csv for large results.
async fn write_table(
    mut stream: SendableRecordBatchStream,
    out: &mut impl Write,
) -> std::result::Result<(), Failure> {
    let mut batches = Vec::new();
    while let Some(batch) = next(&mut stream).await? {
        batches.push(batch);
    }
    if batches.is_empty() {
        batches.push(RecordBatch::new_empty(stream.schema()));
    }
    let table = pretty_format_batches(&batches).map_err(arrow)?;
    writeln!(out, "{table}")?;
    Ok(())
}
