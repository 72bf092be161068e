//! `urlkit completions SHELL`: a completion script made by clap_complete
//! from the same definitions as `--help`.

use std::io::{self, Write};

use crate::args::CompletionsArgs;
use crate::exit::Status;

/// Runs `urlkit completions`.
pub fn run(args: CompletionsArgs) -> io::Result<Status> {
    let mut command = crate::args::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "urlkit", &mut script);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Status::Ok)
}
