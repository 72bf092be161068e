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
pub fn run(args: ExtractArgs) -> io::Result<Status> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut status = Status::Ok;
    if args.files.is_empty() {
        scan(io::stdin().lock(), args.json, &mut out)?;
    }
    for path in &args.files {
        if path == Path::new("-") {
            scan(io::stdin().lock(), args.json, &mut out)?;
            continue;
        }
        match File::open(path) {
            Ok(file) => scan(BufReader::new(file), args.json, &mut out)?,
            Err(err) => {
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

/// Extracts from one stream, writing as URIs complete.
fn scan(mut reader: impl BufRead, json: bool, out: &mut impl Write) -> io::Result<()> {
    let mut extractor = Extractor::new();
    // What one chunk completes: bounded by the chunk's size.
    let mut found = Vec::new();
    loop {
        let chunk = match reader.fill_buf() {
            Ok(chunk) => chunk,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if chunk.is_empty() {
            break;
        }
        let n = chunk.len();
        extractor.push(chunk, |l| found.push(l));
        reader.consume(n);
        for l in found.drain(..) {
            writeln!(out, "{}", line(&l, json))?;
        }
    }
    extractor.finish(|l| found.push(l));
    for l in found.drain(..) {
        writeln!(out, "{}", line(&l, json))?;
    }
    Ok(())
}

/// The output line for one URI.
fn line(found: &Located, json: bool) -> String {
    if !json {
        return found.uri().to_string();
    }
    Obj::new()
        .str("uri", found.uri().as_str())
        .num("line", found.line())
        .num("column", found.column())
        .num("start", found.start())
        .num("end", found.end())
        .finish()
}
