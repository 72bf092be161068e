//! `urlkit`: parse, resolve, normalize, encode, extract and lint URIs.
//!
//! `main` only parses the arguments, applies the global options, runs the
//! subcommand and maps the outcome to an exit status (see
//! [`exit::Status`]); each subcommand lives in its own file under `cmd/`.

#![forbid(unsafe_code)]

mod args;
mod cmd;
mod engine;
mod exit;
mod input;
mod output;
mod progress;

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = args::Cli::parse();
    configure(&cli.global);
    let status = match cmd::run(cli.command) {
        Ok(status) => status,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => {
            // `urlkit parse ... | head` closed our output: that is success.
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            eprintln!("urlkit: {err}");
            exit::Status::Error
        }
    };
    if input::read_failed() {
        return exit::Status::Error.into();
    }
    status.into()
}

/// Hands the global options to the modules that use them.
fn configure(global: &args::GlobalArgs) {
    input::configure(input::Config {
        files: global.input.clone(),
    });
    engine::configure(global.threads.unwrap_or(0), global.no_progress);
    // https://no-color.org: a NO_COLOR that is set and not empty.
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    output::set_color(match global.color {
        args::ColorWhen::Always => true,
        args::ColorWhen::Never => false,
        args::ColorWhen::Auto => !no_color && std::io::stdout().is_terminal(),
    });
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// clap's own checks of the definitions (duplicate flags, for one: the
    /// global `-i`, `-j`, `--color` and `--no-progress` are shared by every
    /// subcommand).
    #[test]
    fn command_line_definition_is_consistent() {
        super::args::Cli::command().debug_assert();
    }
}
