//! `urlkit man [SUBCOMMAND]`: the manual page in roff, made by clap_mangen
//! from the same definitions as `--help`.

use std::io::{self, Write};

use crate::args::ManArgs;
use crate::exit::{usage, Status};

/// Runs `urlkit man`: the pages of `command`, the whole command line
/// (`cmd::command`).
pub fn run(args: ManArgs, mut command: clap::Command) -> io::Result<Status> {
    command.build();
    let (page, title) = match &args.subcommand {
        None => (command, String::from("urlkit")),
        Some(name) => {
            let names: Vec<String> = command
                .get_subcommands()
                .map(|c| c.get_name().to_owned())
                .collect();
            let sub = command.find_subcommand(name).cloned().ok_or_else(|| {
                usage(format!(
                    "no subcommand '{name}' (subcommands: {})",
                    names.join(", ")
                ))
            })?;
            // The page of `urlkit check` is titled `urlkit-check`.
            let title = format!("urlkit-{}", sub.get_name());
            (sub, title)
        }
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).title(title).render(&mut roff)?;
    let mut out = io::stdout().lock();
    out.write_all(&roff)?;
    out.flush()?;
    Ok(Status::Ok)
}
