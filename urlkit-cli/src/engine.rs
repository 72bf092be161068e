//! Runs a subcommand over every input line: in the main thread for a few
//! inputs, on a pool of worker threads for long ones, always handing the
//! results over in input order and with a bounded amount of work in flight,
//! so memory stays constant whatever the input size.
//!
//! The pipeline, when parallel:
//!
//! ```text
//! reader thread ──batches──► workers (map) ──results──┐
//!        └──── one ticket per batch, in order ──► main thread (sink, in order)
//! ```
//!
//! Each batch travels with a one-shot channel for its result; the reader
//! queues the receiving ends in input order on a bounded channel, which the
//! main thread drains one by one. A full queue stops the reader, so at most
//! `2 × threads + 2` batches are read but not yet written.

use std::io;
use std::num::NonZeroUsize;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::thread;

use crate::input::{self, Batch, Input, Item, Reader};
use crate::progress::Progress;

/// Below this many bytes of input, threads are not worth starting.
const PARALLEL_MIN_BYTES: u64 = 1 << 20;

/// The global `--threads` option (0 or unset: one per core).
static THREADS: OnceLock<usize> = OnceLock::new();
/// The global `--no-progress` option.
static NO_PROGRESS: OnceLock<bool> = OnceLock::new();

/// Sets the worker count (0: one per core) and whether a progress bar may
/// be shown; only the first call counts.
pub fn configure(threads: usize, no_progress: bool) {
    let _ = THREADS.set(threads);
    let _ = NO_PROGRESS.set(no_progress);
}

/// The number of worker threads to use for long inputs.
pub fn threads() -> usize {
    match THREADS.get().copied().unwrap_or(0) {
        0 => thread::available_parallelism().map_or(1, NonZeroUsize::get),
        n => n,
    }
}

/// How a run may show progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressMode {
    /// Only when standard output is not the terminal the bar would be
    /// drawn on (the output is interleaved with the bar otherwise).
    UnlessStdoutIsTerminal,
    /// Also when standard output is a terminal: the command writes only at
    /// the end, after the bar is cleared.
    OutputAtEnd,
}

/// Runs `map` on every batch of inputs and `sink` on the results, in input
/// order. `sink` also learns whether to flush its output now: true when the
/// reader had nothing more buffered, so that a slow pipe (`tail -f log |
/// urlkit parse`) is answered line by line. Unreadable sources are reported
/// (see [`input::report_failure`]) and skipped.
///
/// # Errors
///
/// The first error `sink` returns (a closed pipe among them).
pub fn run<R, M, S>(
    args: Vec<std::ffi::OsString>,
    mode: ProgressMode,
    map: M,
    mut sink: S,
) -> io::Result<()>
where
    R: Send,
    M: Fn(&Batch) -> R + Sync,
    S: FnMut(R, bool) -> io::Result<()>,
{
    let mut reader = Reader::new(args);
    let shape = reader.shape();
    let mut progress = if *NO_PROGRESS.get().unwrap_or(&false) || shape.args_only {
        None
    } else {
        Progress::start(shape.known_size, mode == ProgressMode::OutputAtEnd)
    };
    let threads = threads();
    let small = shape.args_only || shape.known_size.is_some_and(|s| s < PARALLEL_MIN_BYTES);
    let result = if threads <= 1 || small {
        sequential(&mut reader, &map, &mut sink, &mut progress)
    } else {
        parallel(reader, threads, &map, &mut sink, &mut progress)
    };
    if let Some(p) = progress.as_mut() {
        p.finish();
    }
    result
}

/// Runs a per-input function `f` over every input, writing each result as
/// one record in input order; the bool says whether the input was valid.
///
/// Records are followed by `\n`; with `blank_line_between`, records are also
/// separated by an empty line (for multi-line human output).
///
/// # Errors
///
/// The first write error (a closed pipe among them).
pub fn each_input<F>(
    args: Vec<std::ffi::OsString>,
    out: &mut dyn io::Write,
    blank_line_between: bool,
    f: F,
) -> io::Result<crate::exit::Status>
where
    F: Fn(&Input) -> (String, bool) + Sync,
{
    let mut invalid = 0u64;
    let mut first = true;
    let buffers = Buffers::default();
    run(
        args,
        ProgressMode::UnlessStdoutIsTerminal,
        |batch| {
            let mut text = buffers.take();
            let mut bad = 0u64;
            for line in batch.lines() {
                let (record, valid) = f(&Input::from_bytes(line.bytes.to_vec()));
                if blank_line_between {
                    text.push('\n');
                }
                text.push_str(&record);
                text.push('\n');
                bad += u64::from(!valid);
            }
            (text, bad)
        },
        |(text, bad), dry| {
            invalid += bad;
            let skip = usize::from(blank_line_between && first && !text.is_empty());
            first &= text.is_empty();
            out.write_all(text.as_bytes().get(skip..).unwrap_or_default())?;
            buffers.give(text);
            if dry {
                out.flush()?;
            }
            Ok(())
        },
    )?;
    out.flush()?;
    Ok(crate::exit::Status::valid_if(invalid == 0))
}

/// The whole `run` of a per-line subcommand: each input through `json` or
/// `human`, to standard output; human records are separated by an empty
/// line (multi-line records) or not (one line each, ready for `sort`).
///
/// # Errors
///
/// The first write error (a closed pipe among them).
pub fn per_line_with<J, H>(
    args: Vec<std::ffi::OsString>,
    json: bool,
    json_fn: J,
    human_fn: H,
    blank_line_between: bool,
) -> io::Result<crate::exit::Status>
where
    J: Fn(&Input) -> (String, bool) + Sync,
    H: Fn(&Input) -> (String, bool) + Sync,
{
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if json {
        each_input(args, &mut out, false, json_fn)
    } else {
        each_input(args, &mut out, blank_line_between, human_fn)
    }
}

/// Output buffers handed back by the writer for the workers to fill again.
///
/// Reusing them matters: a fresh multi-megabyte buffer per batch, filled in
/// one thread and freed in another, made the allocator return its pages to
/// the system and fault them in again (15 times the page faults, 4 times
/// the system time of one thread).
#[derive(Debug, Default)]
pub struct Buffers(Mutex<Vec<String>>);

impl Buffers {
    /// At most this many spare buffers are kept (more are freed).
    const KEEP: usize = 64;

    /// An empty buffer, reused when one is spare.
    pub fn take(&self) -> String {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop()
            .unwrap_or_default()
    }

    /// Hands `buffer` back for reuse.
    pub fn give(&self, mut buffer: String) {
        buffer.clear();
        let mut spare = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if spare.len() < Self::KEEP {
            spare.push(buffer);
        }
    }
}

fn sequential<R>(
    reader: &mut Reader,
    map: &(impl Fn(&Batch) -> R + Sync),
    sink: &mut impl FnMut(R, bool) -> io::Result<()>,
    progress: &mut Option<Progress>,
) -> io::Result<()> {
    while let Some(item) = reader.next_item() {
        match item {
            Item::Batch(batch) => {
                let result = map(&batch);
                advance(progress, &batch);
                sink(result, batch.dry)?;
            }
            Item::Failed(message) => failed(progress, &message),
        }
    }
    Ok(())
}

/// What the reader queues for the main thread, in input order.
enum Ticket<R> {
    /// The result of a batch, when a worker has it, with its line count,
    /// byte count and whether to flush after it.
    Batch(Receiver<R>, u64, u64, bool),
    /// A source that could not be read.
    Failed(String),
}

fn parallel<R: Send>(
    mut reader: Reader,
    threads: usize,
    map: &(impl Fn(&Batch) -> R + Sync),
    sink: &mut impl FnMut(R, bool) -> io::Result<()>,
    progress: &mut Option<Progress>,
) -> io::Result<()> {
    let (job_tx, job_rx) = mpsc::channel::<(Batch, SyncSender<R>)>();
    let job_rx = Mutex::new(job_rx);
    thread::scope(|scope| {
        let (ticket_tx, ticket_rx) = mpsc::sync_channel::<Ticket<R>>(2 * threads + 1);
        for _ in 0..threads {
            let job_rx = &job_rx;
            scope.spawn(move || loop {
                // The lock is held only while waiting for the next job.
                let job = job_rx.lock().unwrap_or_else(PoisonError::into_inner).recv();
                let Ok((batch, result_tx)) = job else { return };
                // The main thread may have stopped (closed pipe): then
                // nobody wants the result.
                let _ = result_tx.send(map(&batch));
            });
        }
        scope.spawn(move || {
            while let Some(item) = reader.next_item() {
                let ticket = match item {
                    Item::Batch(batch) => {
                        let (result_tx, result_rx) = mpsc::sync_channel(1);
                        let ticket =
                            Ticket::Batch(result_rx, batch.len() as u64, batch.bytes, batch.dry);
                        if job_tx.send((batch, result_tx)).is_err() {
                            return;
                        }
                        ticket
                    }
                    Item::Failed(message) => Ticket::Failed(message),
                };
                if ticket_tx.send(ticket).is_err() {
                    // The main thread stopped: stop reading.
                    return;
                }
            }
        });
        // Dropping `ticket_rx` on an early return stops the reader, whose
        // end closes the job queue, which stops the workers.
        for ticket in ticket_rx {
            match ticket {
                Ticket::Batch(result_rx, lines, bytes, dry) => {
                    let result = result_rx
                        .recv()
                        .map_err(|_| io::Error::other("a worker thread failed"))?;
                    if let Some(p) = progress.as_mut() {
                        p.advance(lines, bytes);
                    }
                    sink(result, dry)?;
                }
                Ticket::Failed(message) => failed(progress, &message),
            }
        }
        Ok(())
    })
}

fn advance(progress: &mut Option<Progress>, batch: &Batch) {
    if let Some(p) = progress.as_mut() {
        p.advance(batch.len() as u64, batch.bytes);
    }
}

fn failed(progress: &mut Option<Progress>, message: &str) {
    if let Some(p) = progress.as_mut() {
        p.clear();
    }
    input::report_failure(message);
}
