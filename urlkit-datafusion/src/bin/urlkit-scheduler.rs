//! `urlkit-scheduler`: an Apache Ballista scheduler whose sessions know
//! urlkit's functions (start `urlkit-executor`s next, then send queries
//! with `urlkit sql --cluster df://HOST:PORT`).

use std::process::ExitCode;

use clap::Parser;

/// An Apache Ballista scheduler that knows urlkit's SQL functions.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0")]
    bind_host: String,
    /// The port to listen on.
    #[arg(long, default_value_t = 50050)]
    bind_port: u16,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match urlkit_datafusion::cluster::run_scheduler(&args.bind_host, args.bind_port).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("urlkit-scheduler: {e}");
            ExitCode::from(2)
        }
    }
}
