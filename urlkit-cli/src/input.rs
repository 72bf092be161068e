//! Where inputs come from: the arguments, or else standard input, one per
//! line.
//!
//! Lines are read as bytes, so a line that is not UTF-8 is an input like any
//! other (and an invalid one), never a crash. A trailing `\r` is dropped.

use std::ffi::OsString;
use std::io::{self, BufRead};

/// One input: its text when it is UTF-8, or the bytes and where the UTF-8
/// broke.
#[derive(Debug)]
pub enum Input {
    /// A UTF-8 input.
    Text(String),
    /// Bytes that are not UTF-8; `valid_up_to` is the index of the first
    /// bad byte.
    NotUtf8 { lossy: String, valid_up_to: usize },
}

impl Input {
    /// Decodes raw bytes.
    pub fn from_bytes(bytes: Vec<u8>) -> Input {
        match String::from_utf8(bytes) {
            Ok(text) => Input::Text(text),
            Err(err) => {
                let valid_up_to = err.utf8_error().valid_up_to();
                let lossy = String::from_utf8_lossy(err.as_bytes()).into_owned();
                Input::NotUtf8 { lossy, valid_up_to }
            }
        }
    }

    /// The input as text, with U+FFFD for bytes that are not UTF-8.
    pub fn display(&self) -> &str {
        match self {
            Input::Text(t) => t,
            Input::NotUtf8 { lossy, .. } => lossy,
        }
    }
}

/// Calls `each` with every input: the arguments when there are any,
/// otherwise the lines of standard input.
///
/// # Errors
///
/// A read error on standard input, or the first error `each` returns.
pub fn for_each(
    args: Vec<OsString>,
    mut each: impl FnMut(Input) -> io::Result<()>,
) -> io::Result<()> {
    if !args.is_empty() {
        for arg in args {
            each(from_os(arg))?;
        }
        return Ok(());
    }
    let stdin = io::stdin();
    let mut reader = stdin.lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        each(Input::from_bytes(trim_newline(&line).to_vec()))?;
    }
}

/// Drops one trailing `\n`, then one trailing `\r`.
pub fn trim_newline(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

fn from_os(arg: OsString) -> Input {
    match arg.into_string() {
        Ok(text) => Input::Text(text),
        Err(os) => Input::from_bytes(os_bytes(os)),
    }
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
