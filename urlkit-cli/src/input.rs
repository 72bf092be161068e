//! Where inputs come from: the arguments, the `--input` files, or else
//! standard input, one per line.
//!
//! Lines are read as bytes, so a line that is not UTF-8 is an input like any
//! other (and an invalid one), never a crash; NUL bytes are ordinary bytes.
//! A trailing `\n`, then a trailing `\r`, is dropped.
//!
//! Lines are grouped into [`Batch`]es (one buffer plus line spans) so that
//! [`crate::engine`] can hand them to worker threads.

use std::borrow::Cow;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;
use std::sync::Arc;

/// One input line, borrowed from its batch: its text when it is UTF-8,
/// or its bytes and where the UTF-8 broke. Nothing is copied per line.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A UTF-8 input.
    Text(&'a str),
    /// Bytes that are not UTF-8; `valid_up_to` is the index of the first
    /// bad byte.
    NotUtf8 { bytes: &'a [u8], valid_up_to: usize },
}

impl<'a> Input<'a> {
    /// Reads raw bytes (a check, no copy).
    pub fn new(bytes: &'a [u8]) -> Input<'a> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Input::Text(text),
            Err(err) => Input::NotUtf8 {
                bytes,
                valid_up_to: err.valid_up_to(),
            },
        }
    }

    /// The input as text, with U+FFFD for bytes that are not UTF-8 (a copy
    /// only then).
    pub fn display(&self) -> Cow<'a, str> {
        match *self {
            Input::Text(t) => Cow::Borrowed(t),
            Input::NotUtf8 { bytes, .. } => String::from_utf8_lossy(bytes),
        }
    }

    /// How many bytes the input had.
    pub fn byte_len(&self) -> usize {
        match self {
            Input::Text(t) => t.len(),
            Input::NotUtf8 { bytes, .. } => bytes.len(),
        }
    }

    /// Whether the reader cut it: longer than [`MAX_LINE`] bytes.
    pub fn is_cut(&self) -> bool {
        self.byte_len() > MAX_LINE
    }
}

/// The longest line kept whole, in bytes. A longer line is cut to
/// `MAX_LINE + 1` bytes (so that a parse with this limit reports it as too
/// long) and the rest of it is skipped: memory stays bounded whatever the
/// input.
pub const MAX_LINE: usize = 64 << 20;

/// A batch is closed once its text reaches this many bytes...
const BATCH_BYTES: usize = 256 << 10;
/// ...or this many lines.
const BATCH_LINES: usize = 4096;
/// The read buffer of each file and of standard input.
const READ_BUFFER: usize = 256 << 10;

/// Drops one trailing `\n`, then one trailing `\r`.
pub fn trim_newline(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// A run of consecutive lines from one source.
#[derive(Debug)]
pub struct Batch {
    /// The source's name: a path, `<stdin>` or `<args>`.
    pub source: Arc<str>,
    /// Whether the lines are command-line arguments (numbered from 1).
    pub is_args: bool,
    /// The 1-based number of the first line in its source.
    pub first_line: u64,
    /// How many bytes of the source these lines took, newlines included.
    pub bytes: u64,
    /// Whether the reader had nothing more buffered after this batch: the
    /// next read may wait, so the output should be flushed.
    pub dry: bool,
    data: Vec<u8>,
    /// `(start, end)` of each line in `data`, newline already dropped.
    spans: Vec<(usize, usize)>,
}

/// One line of a [`Batch`].
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// Its 1-based number in its source.
    pub number: u64,
    /// Its bytes, without the line ending.
    pub bytes: &'a [u8],
}

impl Batch {
    fn new(source: Arc<str>, is_args: bool, first_line: u64) -> Batch {
        Batch {
            source,
            is_args,
            first_line,
            bytes: 0,
            dry: false,
            data: Vec::new(),
            spans: Vec::new(),
        }
    }

    /// A batch of `lines` from a file named `source` (for tests that run
    /// the per-batch work without a reader).
    #[cfg(test)]
    pub fn from_lines<L: AsRef<[u8]>>(source: &str, lines: &[L]) -> Batch {
        let mut batch = Batch::new(Arc::from(source), false, 1);
        for line in lines {
            batch.push(line.as_ref());
            batch.bytes += line.as_ref().len() as u64 + 1;
        }
        batch
    }

    /// How many lines it holds.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// Its lines, in order.
    pub fn lines(&self) -> impl Iterator<Item = Line<'_>> {
        self.spans
            .iter()
            .zip(self.first_line..)
            .map(|(&(s, e), n)| Line {
                number: n,
                bytes: self.data.get(s..e).unwrap_or_default(),
            })
    }

    /// Its lines, in order, each with its input: the text when it is
    /// UTF-8. One check of the whole batch stands for the check of each
    /// line (a few times faster on short lines); a line the batch's text
    /// cannot lend (the batch is not all UTF-8, or bytes at the end of one
    /// line and the start of the next made a character together) is
    /// checked on its own.
    pub fn inputs(&self) -> impl Iterator<Item = (Line<'_>, Input<'_>)> {
        let text = std::str::from_utf8(&self.data).ok();
        self.lines().zip(&self.spans).map(move |(line, &(s, e))| {
            let input = match text.and_then(|t| t.get(s..e)) {
                Some(t) => Input::Text(t),
                None => Input::new(line.bytes),
            };
            (line, input)
        })
    }

    fn push(&mut self, line: &[u8]) {
        let start = self.data.len();
        self.data.extend_from_slice(line);
        self.spans.push((start, self.data.len()));
    }

    fn full(&self) -> bool {
        self.data.len() >= BATCH_BYTES || self.spans.len() >= BATCH_LINES
    }
}

/// What the reader yields: lines, or a source that failed.
#[derive(Debug)]
pub enum Item {
    /// The next lines.
    Batch(Batch),
    /// `<path>: <error>` for a file that could not be opened or read.
    Failed(String),
}

/// One place inputs come from.
enum Source {
    Args(Vec<OsString>),
    Stdin,
    File(PathBuf),
}

/// A source being read.
struct Open {
    name: Arc<str>,
    reader: BufReader<Box<dyn Read + Send>>,
    next_line: u64,
    /// Whether the last batch was full: then the next one most likely is
    /// too, and gets its whole room at once rather than by doubling.
    filled: bool,
}

/// Reads the sources in order and cuts them into batches.
pub struct Reader {
    sources: std::vec::IntoIter<Source>,
    open: Option<Open>,
    line: Vec<u8>,
}

impl std::fmt::Debug for Reader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reader").finish_non_exhaustive()
    }
}

/// What the inputs are, as far as choosing how to run goes.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// Only command-line arguments: a handful of inputs.
    pub args_only: bool,
    /// The total size of the input files when every source is a regular
    /// file (standard input included) whose size is known.
    pub known_size: Option<u64>,
}

impl Reader {
    /// A reader over the arguments, then the `--input` files; standard
    /// input when there are neither.
    ///
    /// An argument that names an existing file is still read as an input
    /// (the engine warns about it: [`files_among`]).
    pub fn new(args: Vec<OsString>, files: &[PathBuf]) -> Reader {
        let mut sources = Vec::new();
        if !args.is_empty() {
            sources.push(Source::Args(args));
        }
        for file in files {
            if file.as_os_str() == "-" {
                sources.push(Source::Stdin);
            } else {
                sources.push(Source::File(file.clone()));
            }
        }
        if sources.is_empty() {
            // With neither arguments nor `-i`, the lines come from standard
            // input: at a terminal nothing would show that the command is
            // waiting for them, so it says so (never into a pipe).
            if io::IsTerminal::is_terminal(&io::stdin()) {
                eprintln!(
                    "urlkit: reading inputs from standard input, one per line (end with Ctrl-D; give them as arguments or with -i FILE instead)"
                );
            }
            sources.push(Source::Stdin);
        }
        Reader {
            sources: sources.into_iter(),
            open: None,
            line: Vec::new(),
        }
    }

    /// What the sources are, without reading them.
    pub fn shape(&self) -> Shape {
        let sources = self.sources.as_slice();
        let mut known_size = Some(0u64);
        let mut reads_streams = false;
        for source in sources {
            let size = match source {
                Source::Args(_) => Some(0),
                Source::Stdin => {
                    reads_streams = true;
                    stdin_size()
                }
                Source::File(path) => {
                    reads_streams = true;
                    std::fs::metadata(path)
                        .ok()
                        .filter(|m| m.is_file())
                        .map(|m| m.len())
                }
            };
            known_size = known_size.and_then(|k| size.map(|s| k.saturating_add(s)));
        }
        Shape {
            args_only: !reads_streams,
            known_size,
        }
    }

    /// The next batch of lines, a failed source, or `None` at the end.
    pub fn next_item(&mut self) -> Option<Item> {
        loop {
            if self.open.is_none() {
                match self.sources.next()? {
                    Source::Args(args) => return Some(Item::Batch(args_batch(args))),
                    Source::Stdin => {
                        self.open = Some(Open {
                            name: Arc::from("<stdin>"),
                            reader: BufReader::with_capacity(READ_BUFFER, Box::new(io::stdin())),
                            next_line: 1,
                            filled: false,
                        });
                    }
                    Source::File(path) => match File::open(&path) {
                        Ok(file) => {
                            self.open = Some(Open {
                                name: Arc::from(path.display().to_string()),
                                reader: BufReader::with_capacity(READ_BUFFER, Box::new(file)),
                                next_line: 1,
                                filled: false,
                            });
                        }
                        Err(err) => {
                            return Some(Item::Failed(format!("{}: {err}", path.display())))
                        }
                    },
                }
            }
            let open = self.open.as_mut()?;
            match read_batch(open, &mut self.line) {
                Ok(Some(batch)) => return Some(Item::Batch(batch)),
                Ok(None) => self.open = None,
                Err(err) => {
                    let name = open.name.clone();
                    self.open = None;
                    return Some(Item::Failed(format!("{name}: {err}")));
                }
            }
        }
    }
}

/// The warnings about the arguments that name an existing file: each is
/// still read as an input, but `urlkit check urls.txt` most likely meant
/// `urlkit check -i urls.txt`. Returned rather than printed, so that the
/// engine writes them terminal-safe (a file name is input too).
pub fn files_among(args: &[OsString]) -> impl Iterator<Item = String> + '_ {
    args.iter().filter(|arg| looks_like_a_file(arg)).map(|arg| {
        format!(
            "urlkit: warning: the argument '{}' is read as an input, but it is also a file; use -i to read its lines",
            urlkit::Excerpt::new(&arg.to_string_lossy())
        )
    })
}

/// Whether an argument is the name of an existing regular file (and has
/// no `:`, so that it cannot be meant as a URI with a scheme).
fn looks_like_a_file(arg: &OsString) -> bool {
    !arg.to_string_lossy().contains(':') && std::path::Path::new(arg).is_file()
}

/// The UTF-8 encoding of U+FEFF, the byte-order mark some editors write at
/// the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The arguments as one batch.
fn args_batch(args: Vec<OsString>) -> Batch {
    let mut batch = Batch::new(Arc::from("<args>"), true, 1);
    batch.dry = true;
    for arg in args {
        batch.push(&os_bytes(arg));
    }
    batch
}

/// Reads lines until the batch is full, the reader's buffer runs dry with
/// at least one line read (so a slow pipe is answered line by line), or the
/// source ends (`None` when it ended with no line).
///
/// The lines that lie whole in the reader's buffer are copied from there
/// into the batch, found with one `memchr` each; only a line that runs
/// past the end of the buffer goes through `line` (a second copy).
fn read_batch(open: &mut Open, line: &mut Vec<u8>) -> io::Result<Option<Batch>> {
    let mut batch = Batch::new(open.name.clone(), false, open.next_line);
    if open.filled {
        batch.data.reserve(BATCH_BYTES);
        batch.spans.reserve(BATCH_LINES);
    }
    loop {
        let mut used = 0;
        let buffer = open.reader.buffer();
        // One search over the buffer, not one set up per line.
        for end in memchr::memchr_iter(b'\n', buffer) {
            let whole = buffer.get(used..=end).unwrap_or_default();
            used = end + 1;
            add_line(open.next_line, &mut batch, whole, false);
            open.next_line += 1;
            if batch.full() {
                break;
            }
        }
        open.reader.consume(used);
        if batch.full() {
            break;
        }
        if used > 0 && open.reader.buffer().is_empty() {
            // The next read may wait for a slow writer: hand over what we
            // have so that it is answered now.
            batch.dry = true;
            break;
        }
        // A line that runs past the buffer (or the first read).
        line.clear();
        let (read, cut) = read_line(&mut open.reader, line)?;
        if read == 0 {
            break;
        }
        add_line(open.next_line, &mut batch, line, cut);
        batch.bytes = batch
            .bytes
            .saturating_add(read.saturating_sub(line.len() as u64));
        open.next_line += 1;
        if batch.full() {
            break;
        }
        if open.reader.buffer().is_empty() {
            batch.dry = true;
            break;
        }
    }
    open.filled = batch.full();
    Ok(if batch.len() == 0 { None } else { Some(batch) })
}

/// Adds line number `number`, as read (`raw`, with its line ending unless
/// `cut`), to `batch`: without a byte-order mark at the start of a source,
/// without its line ending.
fn add_line(number: u64, batch: &mut Batch, raw: &[u8], cut: bool) {
    batch.bytes = batch.bytes.saturating_add(raw.len() as u64);
    // A byte-order mark is not part of the first line's text.
    let text = match number {
        1 => raw.strip_prefix(BOM).unwrap_or(raw),
        _ => raw,
    };
    batch.push(if cut { text } else { trim_newline(text) });
}

/// Reads one line into `line` (at most [`MAX_LINE`] + 4 bytes of it kept,
/// the rest skipped): the bytes consumed, and whether the line was cut.
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<(u64, bool)> {
    let keep = MAX_LINE + 4;
    let mut read = reader.take(keep as u64).read_until(b'\n', line)? as u64;
    if line.last() == Some(&b'\n') || line.len() < keep {
        return Ok((read, false));
    }
    // Too long: keep what we have, skip to the end of the line. The
    // decoder below cuts any character split at the end.
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        let (n, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        reader.consume(n);
        read = read.saturating_add(n as u64);
        if done {
            break;
        }
    }
    truncate_to_char(line);
    Ok((read, true))
}

/// Drops an incomplete UTF-8 sequence at the end of a cut line, so that the
/// cut itself does not make the line "not UTF-8".
fn truncate_to_char(line: &mut Vec<u8>) {
    if let Err(e) = std::str::from_utf8(line) {
        if e.error_len().is_none() {
            line.truncate(e.valid_up_to());
        }
    }
}

/// The size of standard input when it is a regular file (`< file`).
#[cfg(unix)]
fn stdin_size() -> Option<u64> {
    use std::os::fd::AsFd;
    let fd = io::stdin().as_fd().try_clone_to_owned().ok()?;
    let meta = File::from(fd).metadata().ok()?;
    meta.is_file().then_some(meta.len())
}

#[cfg(not(unix))]
fn stdin_size() -> Option<u64> {
    None
}

#[cfg(unix)]
fn os_bytes(os: OsString) -> Vec<u8> {
    use std::os::unix::ffi::OsStringExt;
    os.into_vec()
}

#[cfg(not(unix))]
fn os_bytes(os: OsString) -> Vec<u8> {
    os.to_string_lossy().into_owned().into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batches(text: &[u8]) -> Vec<Vec<Vec<u8>>> {
        let mut open = Open {
            name: Arc::from("t"),
            reader: BufReader::with_capacity(7, Box::new(io::Cursor::new(text.to_vec()))),
            next_line: 1,
            filled: false,
        };
        let mut line = Vec::new();
        let mut out = Vec::new();
        while let Some(b) = read_batch(&mut open, &mut line).unwrap() {
            out.push(b.lines().map(|l| l.bytes.to_vec()).collect());
        }
        out
    }

    /// The reader allocates per batch (its buffers grow to the batch's
    /// size), never per line: well under one allocation per 50 lines.
    #[test]
    fn reading_allocates_per_batch_not_per_line() {
        let lines = 4 * BATCH_LINES;
        let text = "https://example.com/a/b?q=1\n".repeat(lines).into_bytes();
        let mut open = Open {
            name: Arc::from("t"),
            reader: BufReader::with_capacity(READ_BUFFER, Box::new(io::Cursor::new(text))),
            next_line: 1,
            filled: false,
        };
        let mut line = Vec::new();
        let mut read = 0;
        let count = crate::counting::allocations_in(|| {
            while let Ok(Some(b)) = read_batch(&mut open, &mut line) {
                read += b.len();
            }
        });
        assert_eq!(read, lines);
        assert!(count < lines / 50, "{count} allocations for {lines} lines");
        // And it can fail: one copy per line is counted.
        let copies = crate::counting::allocations_in(|| {
            for _ in 0..lines {
                std::hint::black_box(b"a line".to_vec());
            }
        });
        assert!(copies >= lines / 50, "{copies}");
    }

    #[test]
    fn inputs_agree_with_a_check_of_each_line() {
        // The second and third lines are each cut UTF-8 that the batch's
        // bytes, joined, would read as one character (U+20AC).
        let lines: [&[u8]; 5] = [
            b"http://a/",
            b"x\xE2",
            b"\x82\xACy",
            "\u{e9}".as_bytes(),
            b"",
        ];
        for batch in [
            Batch::from_lines("t", &lines),
            Batch::from_lines("t", &lines[3..]),
        ] {
            for (line, input) in batch.inputs() {
                let alone = Input::new(line.bytes);
                assert_eq!(format!("{input:?}"), format!("{alone:?}"));
            }
            assert_eq!(batch.inputs().count(), batch.len());
        }
    }

    #[test]
    fn lines_keep_order_and_drop_line_endings() {
        let all: Vec<Vec<u8>> = batches(b"a\r\nbb\n\nc\0d\r\r\nlast")
            .into_iter()
            .flatten()
            .collect();
        let want: Vec<&[u8]> = vec![b"a", b"bb", b"", b"c\0d\r", b"last"];
        assert_eq!(all, want);
    }

    #[test]
    fn trailing_cr_of_last_line_is_dropped() {
        let all: Vec<Vec<u8>> = batches(b"x\r").into_iter().flatten().collect();
        assert_eq!(all, vec![b"x".to_vec()]);
    }

    #[test]
    fn cut_lines_lose_only_a_split_character() {
        let mut v = "aé".as_bytes().to_vec();
        v.pop();
        truncate_to_char(&mut v);
        assert_eq!(v, b"a");
        let mut bad = b"a\xffb".to_vec();
        truncate_to_char(&mut bad);
        assert_eq!(bad, b"a\xffb");
    }
}

#[cfg(test)]
mod proptests {
    use proptest::prelude::*;

    use super::*;

    /// Every batch of `text` read through a buffer of `capacity` bytes:
    /// its lines and the bytes it says it took.
    fn read_all(text: &[u8], capacity: usize) -> (Vec<Vec<u8>>, u64) {
        let mut open = Open {
            name: Arc::from("t"),
            reader: BufReader::with_capacity(capacity, Box::new(io::Cursor::new(text.to_vec()))),
            next_line: 1,
            filled: false,
        };
        let mut line = Vec::new();
        let (mut lines, mut bytes) = (Vec::new(), 0);
        while let Some(b) = read_batch(&mut open, &mut line).unwrap() {
            bytes += b.bytes;
            lines.extend(b.lines().map(|l| l.bytes.to_vec()));
        }
        (lines, bytes)
    }

    proptest! {
        /// Whatever the buffer's size (lines whole in it, or running past
        /// its end), the reader gives the lines of `split`, without a
        /// byte-order mark at the start and without line endings, and
        /// accounts for every byte.
        #[test]
        fn lines_do_not_depend_on_the_buffer(
            bom in any::<bool>(),
            body in prop::collection::vec(prop::sample::select(b"ab\r\n\xEF\xBB\xBF".to_vec()), 0..80),
            capacity in 1usize..40,
        ) {
            let mut text = if bom { BOM.to_vec() } else { Vec::new() };
            text.extend(&body);
            let mut want: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(|l| trim_newline(l).to_vec()).collect();
            if text.last().is_none_or(|&b| b == b'\n') {
                want.pop();
            }
            if let Some(first) = want.first_mut() {
                if first.starts_with(BOM) {
                    first.drain(..BOM.len());
                }
            }
            let (lines, bytes) = read_all(&text, capacity);
            prop_assert_eq!(&lines, &want);
            prop_assert_eq!(bytes, text.len() as u64);
            prop_assert_eq!(read_all(&text, READ_BUFFER).0, want);
        }
    }
}
