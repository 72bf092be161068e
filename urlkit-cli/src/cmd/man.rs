//! `urlkit man [SUBCOMMAND...]`: the manual page in roff, made by clap_mangen
//! from the same definitions as `--help`.

use std::io::{self, Write};

use crate::args::ManArgs;
use crate::exit::{usage, Status};

/// Runs `urlkit man`: the pages of `command`, the whole command line
/// (`cmd::command`).
pub fn run(args: ManArgs, mut command: clap::Command) -> io::Result<Status> {
    command.build();
    // Each page names those of its subcommands `urlkit-NAME-SUB(1)`: every
    // one of them is reached here by its path of names.
    let mut page = command;
    let mut title = String::from("urlkit");
    for name in &args.subcommand {
        let names: Vec<String> = page
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        let sub = page.find_subcommand(name).cloned().ok_or_else(|| {
            usage(format!(
                "no subcommand '{}' in '{title}' (subcommands: {})",
                urlkit::Excerpt::new(name),
                names.join(", ")
            ))
        })?;
        title = format!("{title}-{}", sub.get_name());
        page = sub;
    }
    let mut roff = Vec::new();
    clap_mangen::Man::new(page).title(title).render(&mut roff)?;
    let mut out = io::stdout().lock();
    out.write_all(&roff)?;
    out.flush()?;
    Ok(Status::Ok)
}
