//! `urlkit extract`: the URIs found in text, one per line or as JSON lines.
//!
//! It streams: input is read in buffer-sized chunks and handed to
//! [`urlkit::extract::Extractor`], which keeps only the current line and a
//! bounded carry for a bracketed URI wrapped over lines. Bytes that are not
//! UTF-8 end a URI like any other non-ASCII byte; they never stop the run.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::Path;

use urlkit::extract::{Extractor, Located};

use crate::args::ExtractArgs;
use crate::exit::Status;
use crate::output::Obj;

/// Runs `urlkit extract`.
///
/// With FILE arguments, lines, columns and offsets count from the start of
/// each file, so each JSON object also names its file (`"file"`, after the
/// contract's keys; `"-"` for standard input). A file that cannot be opened
/// or read is reported on standard error, the others are still scanned,
/// and the exit status is 2.
pub fn run(args: ExtractArgs) -> io::Result<Status> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    if args.files.is_empty() {
        scan(io::stdin().lock(), args.json, None, &mut out).map_err(Failure::into_io)?;
    }
    for path in &args.files {
        let name = path.to_string_lossy();
        let result = if path == Path::new("-") {
            scan(io::stdin().lock(), args.json, Some(&name), &mut out)
        } else {
            File::open(path)
                .map_err(Failure::Read)
                .and_then(|file| scan(BufReader::new(file), args.json, Some(&name), &mut out))
        };
        match result {
            Ok(()) => {}
            // Output that cannot be written ends the run.
            Err(Failure::Write(err)) => return Err(err),
            Err(Failure::Read(err)) => {
                // Report, go on with the other files, exit 2 at the end.
                out.flush()?;
                eprintln!("urlkit: {}: {err}", path.display());
                status = Status::Error;
            }
        }
    }
    out.flush()?;
    Ok(status)
}

/// Where a scan failed: reading its input, or writing the output.
enum Failure {
    Read(io::Error),
    Write(io::Error),
}

impl Failure {
    fn into_io(self) -> io::Error {
        match self {
            Failure::Read(err) | Failure::Write(err) => err,
        }
    }
}

/// Extracts from one stream, writing as URIs complete.
fn scan(
    mut reader: impl BufRead,
    json: bool,
    file: Option<&str>,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let mut extractor = Extractor::new();
    // What one chunk completes: bounded by the chunk's size.
    let mut found = Vec::new();
    let mut write = |found: &mut Vec<Located>| {
        found
            .drain(..)
            .try_for_each(|l| writeln!(out, "{}", line(&l, json, file)))
            .map_err(Failure::Write)
    };
    loop {
        let chunk = match reader.fill_buf() {
            Ok(chunk) => chunk,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(Failure::Read(err)),
        };
        if chunk.is_empty() {
            break;
        }
        let n = chunk.len();
        extractor.push(chunk, |l| found.push(l));
        reader.consume(n);
        write(&mut found)?;
    }
    extractor.finish(|l| found.push(l));
    write(&mut found)
}

/// The output line for one URI.
fn line(found: &Located, json: bool, file: Option<&str>) -> String {
    if !json {
        return found.uri().to_string();
    }
    let obj = Obj::new()
        .str("uri", found.uri().as_str())
        .num("line", found.line())
        .num("column", found.column())
        .num("start", found.start())
        .num("end", found.end());
    match file {
        Some(name) => obj.str("file", name).finish(),
        None => obj.finish(),
    }
}
