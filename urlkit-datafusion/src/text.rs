//! A text file as a table: one value a line, in one Utf8 column `url`.
//!
//! The file is cut into byte ranges, one partition each, so that every
//! core reads its own part; a partition holds the lines that start inside
//! its range. Each partition streams batches of lines from a blocking
//! reader thread through a channel of two batches, so memory stays
//! bounded whatever the file's size. Lines are read as bytes like the
//! `urlkit` command does: a trailing `\r` is dropped, a line that is not
//! UTF-8 is read lossily (its replacement characters make it an invalid
//! URI), and a line longer than [`MAX_LINE`] is cut there.

use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, StringBuilder};
use datafusion::arrow::datatypes::{DataType, Field, Schema, SchemaRef};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::catalog::streaming::StreamingTable;
use datafusion::common::{DataFusionError, Result};
use datafusion::execution::TaskContext;
use datafusion::physical_plan::stream::RecordBatchReceiverStreamBuilder;
use datafusion::physical_plan::streaming::PartitionStream;
use datafusion::physical_plan::SendableRecordBatchStream;

/// The longest line kept whole (64 MiB, as in the `urlkit` command).
pub const MAX_LINE: usize = 64 << 20;

/// Lines per batch.
const BATCH_ROWS: usize = 8192;

/// Files smaller than this are read by one partition.
const MIN_SPLIT: u64 = 1 << 20;

/// The schema of a text table: one nullable Utf8 column `url`.
#[must_use]
pub fn schema() -> SchemaRef {
    Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]))
}

/// A table of the lines of the file at `path`, read by up to `partitions`
/// threads.
///
/// # Errors
///
/// When the file cannot be opened or its size read.
pub fn table(path: &Path, partitions: usize) -> Result<StreamingTable> {
    let len = std::fs::metadata(path)
        .map_err(|e| DataFusionError::External(format!("{}: {e}", path.display()).into()))?
        .len();
    let parts = if len < MIN_SPLIT {
        1
    } else {
        u64::try_from(partitions.max(1)).unwrap_or(1)
    };
    let schema = schema();
    let streams: Vec<Arc<dyn PartitionStream>> = (0..parts)
        .map(|i| {
            Arc::new(LineRange {
                path: path.to_path_buf(),
                start: len / parts * i,
                end: if i + 1 == parts {
                    len
                } else {
                    len / parts * (i + 1)
                },
                schema: schema.clone(),
            }) as Arc<dyn PartitionStream>
        })
        .collect();
    StreamingTable::try_new(schema, streams)
}

/// The lines that start in `start..end` of a file (the last range also
/// takes a line that starts at `end`, the end of the file, which is none).
#[derive(Debug)]
struct LineRange {
    path: PathBuf,
    start: u64,
    end: u64,
    schema: SchemaRef,
}

impl PartitionStream for LineRange {
    fn schema(&self) -> &SchemaRef {
        &self.schema
    }

    fn execute(&self, _ctx: Arc<TaskContext>) -> SendableRecordBatchStream {
        let mut builder = RecordBatchReceiverStreamBuilder::new(self.schema.clone(), 2);
        let tx = builder.tx();
        let (path, start, end, schema) =
            (self.path.clone(), self.start, self.end, self.schema.clone());
        builder.spawn_blocking(move || {
            let result = read_range(&path, start, end, &schema, |batch| {
                // A closed channel: the query no longer wants rows.
                tx.blocking_send(Ok(batch)).is_ok()
            });
            if let Err(e) = result {
                let _ = tx.blocking_send(Err(DataFusionError::External(
                    format!("{}: {e}", path.display()).into(),
                )));
            }
            Ok(())
        });
        builder.build()
    }
}

/// Reads the lines that start in `start..end` and hands them over in
/// batches; stops early when `send` returns false.
fn read_range(
    path: &Path,
    start: u64,
    end: u64,
    schema: &SchemaRef,
    mut send: impl FnMut(RecordBatch) -> bool,
) -> std::io::Result<()> {
    let mut file = File::open(path)?;
    // Start after the first newline at or after `start - 1`: the line
    // that holds byte `start - 1` belongs to the range before.
    let mut pos = if start == 0 {
        0
    } else {
        file.seek(SeekFrom::Start(start - 1))?;
        start - 1
    };
    let mut reader = BufReader::with_capacity(1 << 16, file);
    if start > 0 {
        let mut skipped = 0u64;
        skip_line(&mut reader, &mut skipped)?;
        pos += skipped;
    }
    let mut line = Vec::new();
    let mut out = StringBuilder::with_capacity(BATCH_ROWS, BATCH_ROWS * 64);
    let mut rows = 0;
    while pos < end {
        line.clear();
        let read = read_line(&mut reader, &mut line)?;
        if read == 0 {
            break;
        }
        pos += read;
        if line.last() == Some(&b'\n') {
            line.pop();
        }
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        out.append_value(String::from_utf8_lossy(&line));
        rows += 1;
        if rows == BATCH_ROWS {
            if !send(batch(schema, &mut out)?) {
                return Ok(());
            }
            rows = 0;
        }
    }
    if rows > 0 {
        send(batch(schema, &mut out)?);
    }
    Ok(())
}

/// The rows built so far, as a batch.
fn batch(schema: &SchemaRef, out: &mut StringBuilder) -> std::io::Result<RecordBatch> {
    let column: ArrayRef = Arc::new(out.finish());
    RecordBatch::try_new(schema.clone(), vec![column]).map_err(std::io::Error::other)
}

/// Skips to just after the next newline, counting the bytes.
fn skip_line(reader: &mut impl BufRead, skipped: &mut u64) -> std::io::Result<()> {
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            return Ok(());
        }
        if let Some(i) = buf.iter().position(|&b| b == b'\n') {
            reader.consume(i + 1);
            *skipped += (i + 1) as u64;
            return Ok(());
        }
        let n = buf.len();
        reader.consume(n);
        *skipped += n as u64;
    }
}

/// Reads one line with its newline into `line`, keeping at most
/// [`MAX_LINE`] bytes of it; returns the bytes consumed (0 at the end).
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<u64> {
    let mut consumed = 0u64;
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            return Ok(consumed);
        }
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let n = chunk.len();
        reader.consume(n);
        consumed += n as u64;
        if done {
            return Ok(consumed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use datafusion::arrow::array::AsArray;
    use std::io::Write;

    /// Every line is read exactly once, whatever the cut points.
    #[test]
    fn ranges_cover_every_line_once() {
        let dir = std::env::temp_dir().join(format!("urlkit-text-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lines.txt");
        let mut f = File::create(&path).unwrap();
        let lines: Vec<String> = (0..1000)
            .map(|i| format!("http://h{i}/{}", "x".repeat(i % 7)))
            .collect();
        for l in &lines {
            write!(f, "{l}\r\n").unwrap();
        }
        drop(f);
        let len = std::fs::metadata(&path).unwrap().len();
        let schema = schema();
        for parts in [1u64, 2, 3, 7, 64] {
            let mut got = Vec::new();
            for i in 0..parts {
                let start = len / parts * i;
                let end = if i + 1 == parts {
                    len
                } else {
                    len / parts * (i + 1)
                };
                read_range(&path, start, end, &schema, |b| {
                    got.extend(
                        b.column(0)
                            .as_string::<i32>()
                            .iter()
                            .map(|s| s.unwrap().to_owned()),
                    );
                    true
                })
                .unwrap();
            }
            assert_eq!(got, lines, "{parts} partitions");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
