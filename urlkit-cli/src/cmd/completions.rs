//! `urlkit completions SHELL`: a completion script made by clap_complete
//! from the same definitions as `--help`.

use std::io::{self, Write};

use crate::args::CompletionsArgs;
use crate::exit::Status;

/// Runs `urlkit completions`: the script of `command`, the whole command
/// line (`cmd::command`).
pub fn run(args: CompletionsArgs, mut command: clap::Command) -> io::Result<Status> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "urlkit", &mut script);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Status::Ok)
}
