//! `urlkit extract`: the URIs found in text, one per line or as JSON lines.
//!
//! It streams: input is read in buffer-sized chunks and handed to
//! [`urlkit::extract::Extractor`], which keeps only the current line and a
//! bounded carry for a bracketed URI wrapped over lines. Bytes that are not
//! UTF-8 end a URI like any other non-ASCII byte; they never stop the run.
//!
//! It is not a per-line subcommand (a URI may be wrapped over lines), so it
//! reads each file whole, in order: the FILE arguments, then the global
//! `--input` files, or standard input when there are neither.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use urlkit::extract::{ExtractMode, Extractor, Located};

use crate::args::ExtractArgs;
use crate::config::Config;
use crate::exit::Status;
use crate::output::{self, error_obj, Obj, Paint};

/// The read buffer of each file.
const READ_BUFFER: usize = 256 << 10;

/// Where a stream failed.
enum Failed {
    /// Reading the input (reported, and the run goes on with the next).
    Read(io::Error),
    /// Writing the output (a closed pipe among them: the run stops).
    Write(io::Error),
}

/// Runs `urlkit extract`.
pub fn run(cfg: &Config, args: ExtractArgs) -> io::Result<Status> {
    // `--iri` finds IRIs (non-ASCII letters are part of them, RFC 3987);
    // `--lenient` also repairs what a browser would accept.
    let mode = match cfg.reading {
        crate::line::Reading::Strict => ExtractMode::Uri,
        crate::line::Reading::Iri => ExtractMode::Iri,
        crate::line::Reading::Lenient | crate::line::Reading::Guess(_) => ExtractMode::Lenient,
    };
    let how = How {
        json: args.json,
        raw: cfg.raw,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut files: Vec<PathBuf> = args.files;
    files.extend_from_slice(&cfg.files);
    // Named files each restart the line count, so their objects say which
    // file they come from; plain standard input keeps the contract's keys.
    let named = !files.is_empty();
    if files.is_empty() {
        files.push(PathBuf::from("-"));
    }
    for path in &files {
        let name = path.to_string_lossy();
        let label = named.then_some(&*name);
        let result = if path == Path::new("-") {
            scan(io::stdin().lock(), mode, how, label, &mut out)
        } else {
            match File::open(path) {
                Ok(file) => scan(
                    BufReader::with_capacity(READ_BUFFER, file),
                    mode,
                    how,
                    label,
                    &mut out,
                ),
                Err(err) => Err(Failed::Read(err)),
            }
        };
        match result {
            Ok(()) => {}
            Err(Failed::Write(err)) => return Err(err),
            Err(Failed::Read(err)) => {
                // Report, go on with the other files, exit 2 at the end.
                out.flush()?;
                let name = if path == Path::new("-") {
                    String::from("<stdin>")
                } else {
                    path.display().to_string()
                };
                cfg.report_failure(&format!("{name}: {err}"));
            }
        }
    }
    out.flush()?;
    Ok(Status::Ok)
}

/// How found URIs are written.
#[derive(Clone, Copy, Debug)]
struct How {
    /// `--json`.
    json: bool,
    /// `--raw`: the line for people as it is (else [`output::shown`]).
    raw: bool,
}

/// Extracts from one stream, writing as URIs complete.
fn scan(
    mut reader: impl BufRead,
    mode: ExtractMode,
    how: How,
    file: Option<&str>,
    out: &mut impl Write,
) -> Result<(), Failed> {
    // In strict mode a candidate holding non-ASCII letters is skipped,
    // never cut short.
    let mut extractor = Extractor::with_mode(mode);
    // What one chunk completes: bounded by the chunk's size.
    let mut found = Vec::new();
    loop {
        let chunk = match reader.fill_buf() {
            Ok(chunk) => chunk,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(Failed::Read(err)),
        };
        if chunk.is_empty() {
            break;
        }
        let n = chunk.len();
        extractor.push(chunk, |l| found.push(l));
        reader.consume(n);
        write_found(&mut found, how, file, out).map_err(Failed::Write)?;
        // The whole buffer is used up and the next read may wait (`tail -f
        // log | urlkit extract`): show what was found so far. (Flushing an
        // empty buffer costs nothing.)
        out.flush().map_err(Failed::Write)?;
    }
    extractor.finish(|l| found.push(l));
    write_found(&mut found, how, file, out).map_err(Failed::Write)
}

/// Writes and forgets the URIs found so far.
fn write_found(
    found: &mut Vec<Located>,
    how: How,
    file: Option<&str>,
    out: &mut impl Write,
) -> io::Result<()> {
    for l in found.drain(..) {
        let text = line(&l, how.json, file);
        if how.json {
            writeln!(out, "{text}")?;
        } else {
            writeln!(out, "{}", output::shown(&text, Paint::plain(), how.raw))?;
        }
    }
    Ok(())
}

/// The output line for one URI.
///
/// With named files, lines, columns and offsets count from the start of
/// each file, so each JSON object also names its file (`"file"`, after the
/// contract's keys; `"-"` for standard input).
fn line(found: &Located, json: bool, file: Option<&str>) -> String {
    if !json {
        // For people: the text as written (an IRI stays an IRI); a repaired
        // URI is printed repaired, its repairs being in the JSON.
        return if found.repairs().is_empty() {
            found.as_str().to_string()
        } else {
            found.uri().as_str().to_string()
        };
    }
    let mut obj = Obj::new()
        .str("uri", found.uri().as_str())
        .num("line", found.line())
        .num("column", found.column())
        .num("start", found.start())
        .num("end", found.end());
    // `--iri` and `--lenient`: the text as written when it is not the URI,
    // and what was repaired (index: byte offset in the input).
    if found.as_str() != found.uri().as_str() {
        obj = obj.str("text", found.as_str());
    }
    if !found.repairs().is_empty() {
        let mut list = String::from("[");
        for (n, r) in found.repairs().iter().enumerate() {
            if n > 0 {
                list.push(',');
            }
            list.push_str(&error_obj(r.kind().as_str(), r.span().start, r.message()));
        }
        list.push(']');
        obj = obj.raw("repairs", &list);
    }
    match file {
        Some(name) => obj.str("file", name).finish(),
        None => obj.finish(),
    }
}
