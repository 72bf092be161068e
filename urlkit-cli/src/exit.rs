//! Exit statuses, as the command-line contract (docs/cli.md) fixes them.

use std::io;
use std::process::ExitCode;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every input was handled and valid: exit 0.
    Ok,
    /// At least one input was invalid (and still got its output): exit 1.
    Invalid,
    /// A usage or I/O error: exit 2.
    Error,
}

impl Status {
    /// `Ok` for a valid input, `Invalid` otherwise.
    pub fn valid_if(valid: bool) -> Status {
        if valid {
            Status::Ok
        } else {
            Status::Invalid
        }
    }
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        match status {
            Status::Ok => ExitCode::SUCCESS,
            Status::Invalid => ExitCode::from(1),
            Status::Error => ExitCode::from(2),
        }
    }
}

/// A usage error (exit 2) with `message`: an option value that the
/// subcommand cannot use, found before any input is read.
pub fn usage(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}
