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

use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Mutex, PoisonError};
use std::thread;

use std::borrow::Cow;

use crate::config::Config;
use crate::input::{Batch, Input, Item, Reader};
use crate::output::{self, Paint};
use crate::progress::Progress;
use crate::record::{Emit, Format};

/// Below this many bytes of input, threads are not worth starting.
const PARALLEL_MIN_BYTES: u64 = 1 << 20;

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
/// (see [`Config::report_failure`]) and skipped.
///
/// # Errors
///
/// The first error `sink` returns (a closed pipe among them).
pub fn run<R, M, S>(
    cfg: &Config,
    args: Vec<OsString>,
    mode: ProgressMode,
    map: M,
    mut sink: S,
) -> io::Result<()>
where
    R: Send,
    M: Fn(&Batch) -> R + Sync,
    S: FnMut(R, bool) -> io::Result<()>,
{
    for warning in crate::input::files_among(&args) {
        output::eprint_line(&warning);
    }
    let mut reader = Reader::new(args, &cfg.files);
    let shape = reader.shape();
    let mut progress = if cfg.no_progress || shape.args_only {
        None
    } else {
        Progress::start(shape.known_size, mode == ProgressMode::OutputAtEnd)
    };
    let threads = cfg.threads;
    let small = shape.args_only || shape.known_size.is_some_and(|s| s < PARALLEL_MIN_BYTES);
    let result = if threads <= 1 || small {
        sequential(cfg, &mut reader, &map, &mut sink, &mut progress)
    } else {
        parallel(cfg, reader, threads, &map, &mut sink, &mut progress)
    };
    if let Some(p) = progress.as_mut() {
        p.finish();
    }
    result
}

/// Where an input line comes from.
#[derive(Clone, Copy, Debug)]
pub struct Origin<'a> {
    /// The source's name: a path, `<stdin>` or `<args>`.
    pub source: &'a str,
    /// Whether the line is a command-line argument.
    pub is_args: bool,
    /// Its 1-based number in its source.
    pub number: u64,
}

/// How many inputs were valid and invalid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Valid inputs.
    pub valid: u64,
    /// Invalid inputs.
    pub invalid: u64,
}

impl Counts {
    /// Exit 0 when no input was invalid, else 1.
    pub fn status(self) -> crate::exit::Status {
        crate::exit::Status::valid_if(self.invalid == 0)
    }
}

/// The whole run of a per-line subcommand: `each` turns every input line
/// into a record written through [`Emit`] in `format`; standard output
/// gets the results in input order (after the CSV `header`), standard
/// error the diagnostics of the view for people.
///
/// Lines are borrowed from their batch (no copy per line) and each worker
/// reuses its output buffers.
///
/// # Errors
///
/// The first write error (a closed pipe among them).
pub fn per_record<F>(
    cfg: &Config,
    inputs: Vec<OsString>,
    format: &Format,
    header: Option<String>,
    each: F,
) -> io::Result<Counts>
where
    F: Fn(&Origin<'_>, Input<'_>, &mut Emit<'_>) + Sync,
{
    #[cfg(test)]
    if probe::armed() {
        // The allocation test (`alloc_test`) measures the per-batch work
        // alone, with no reading or writing.
        let buffers = Buffers::default();
        probe::measure(
            |batch| map_batch(cfg, format, &buffers, batch, &each),
            |text| buffers.give(text),
        );
        return Ok(Counts::default());
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if let Some(h) = header {
        out.write_all(h.as_bytes())?;
    }
    let buffers = Buffers::default();
    let mut counts = Counts::default();
    let mut first = true;
    let blank_lines = matches!(format, Format::Human { blank_lines: true });
    run(
        cfg,
        inputs,
        ProgressMode::UnlessStdoutIsTerminal,
        |batch| map_batch(cfg, format, &buffers, batch, &each),
        |(text, diag, valid, invalid), dry| {
            counts.valid += valid;
            counts.invalid += invalid;
            // Records of several lines are separated by an empty line: the
            // first record of the run has none before it.
            let skip = usize::from(blank_lines && first && !text.is_empty());
            first &= text.is_empty();
            out.write_all(text.as_bytes().get(skip..).unwrap_or_default())?;
            buffers.give(text);
            if !diag.is_empty() {
                // Results before the diagnostics of the same batch.
                out.flush()?;
                io::stderr().lock().write_all(diag.as_bytes())?;
            }
            if dry {
                out.flush()?;
            }
            Ok(())
        },
    )?;
    out.flush()?;
    Ok(counts)
}

/// The work of one batch, in a worker: `each` on every line, written
/// into a reused buffer. Nothing here allocates per line (the
/// `alloc_test` module holds every subcommand to that).
fn map_batch<F>(
    cfg: &Config,
    format: &Format,
    buffers: &Buffers,
    batch: &Batch,
    each: &F,
) -> (String, String, u64, u64)
where
    F: Fn(&Origin<'_>, Input<'_>, &mut Emit<'_>) + Sync,
{
    let mut emit = Emit::new(format, cfg.paint, buffers.take());
    for (line, input) in batch.inputs() {
        let origin = Origin {
            source: &batch.source,
            is_args: batch.is_args,
            number: line.number,
        };
        each(&origin, input, &mut emit);
    }
    let (text, diag, valid, invalid) = emit.finish();
    // Text for people is made safe for a terminal here, once per batch
    // (JSON, CSV and tab-separated rows escape each value as they write
    // it); standard error always.
    let human = matches!(format, Format::Human { .. });
    let text = if human {
        shown_owned(text, cfg.paint, cfg.raw)
    } else {
        text
    };
    (text, shown_owned(diag, cfg.paint, false), valid, invalid)
}

/// `text` as [`output::shown`] writes it, reusing `text` when nothing
/// changes.
pub fn shown_owned(text: String, paint: Paint, raw: bool) -> String {
    if raw && !paint.color {
        return text;
    }
    match output::shown(&text, paint, raw) {
        Cow::Borrowed(_) => text,
        Cow::Owned(changed) => changed,
    }
}

/// A [`with_scratch`] buffer that grew past this many bytes is freed.
const SCRATCH_KEEP: usize = 1 << 20;

thread_local! {
    /// The spare buffers of [`with_scratch`], per thread (so per worker).
    static SCRATCH: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Calls `f` with an empty buffer of this thread's, for a line's result
/// that a record then borrows: the buffer keeps its capacity from line to
/// line, so writing a result there allocates only while it grows. Calls
/// may nest (each gets its own buffer).
pub fn with_scratch<T>(f: impl FnOnce(&mut String) -> T) -> T {
    let mut buffer = SCRATCH
        .with(|s| s.try_borrow_mut().ok().and_then(|mut s| s.pop()))
        .unwrap_or_default();
    buffer.clear();
    let out = f(&mut buffer);
    if buffer.capacity() > SCRATCH_KEEP {
        // Not kept after an outlier line: memory stays small.
        return out;
    }
    SCRATCH.with(|s| {
        if let Ok(mut s) = s.try_borrow_mut() {
            s.push(buffer);
        }
    });
    out
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
    cfg: &Config,
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
            Item::Failed(message) => failed(cfg, progress, &message),
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
    cfg: &Config,
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
                Ticket::Failed(message) => failed(cfg, progress, &message),
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

fn failed(cfg: &Config, progress: &mut Option<Progress>, message: &str) {
    if let Some(p) = progress.as_mut() {
        p.clear();
    }
    cfg.report_failure(message);
}

/// The hook of the allocation test (`alloc_test`): while armed on a
/// thread, [`per_record`] there runs the subcommand's per-batch work on
/// prepared batches and counts its allocations instead of reading inputs
/// and writing output.
#[cfg(test)]
pub(crate) mod probe {
    use std::cell::RefCell;

    use crate::input::Batch;

    /// What the test asks for and what it learns.
    #[derive(Debug, Default)]
    pub struct Probe {
        /// The batch run first, to grow the reused buffers.
        pub warm: Option<Batch>,
        /// The measured batches, in order.
        pub batches: Vec<Batch>,
        /// For each measured batch: the allocations its work made, its
        /// output text, and how many lines were valid and invalid.
        pub results: Vec<(usize, String, u64, u64)>,
    }

    thread_local! {
        static PROBE: RefCell<Option<Probe>> = const { RefCell::new(None) };
    }

    /// Arms the hook on this thread.
    pub fn arm(probe: Probe) {
        PROBE.with(|p| *p.borrow_mut() = Some(probe));
    }

    /// Disarms it, giving back what it learnt.
    pub fn disarm() -> Option<Probe> {
        PROBE.with(|p| p.borrow_mut().take())
    }

    pub(super) fn armed() -> bool {
        PROBE.with(|p| p.borrow().is_some())
    }

    /// Runs `work` on the warm-up batch, then on each measured batch,
    /// counting the allocations of each measured run; `give` hands the
    /// output buffer back for reuse, as the writer does.
    pub(super) fn measure(
        mut work: impl FnMut(&Batch) -> (String, String, u64, u64),
        mut give: impl FnMut(String),
    ) {
        let Some(mut probe) = disarm() else { return };
        if let Some(warm) = &probe.warm {
            give(work(warm).0);
        }
        for batch in &probe.batches {
            let mut out = None;
            let count = crate::counting::allocations_in(|| out = Some(work(batch)));
            let (text, diag, valid, invalid) = out.unwrap_or_default();
            probe.results.push((count, text.clone(), valid, invalid));
            drop(diag);
            give(text);
        }
        arm(probe);
    }
}
