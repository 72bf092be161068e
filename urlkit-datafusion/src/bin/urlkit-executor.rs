//! `urlkit-executor`: an Apache Ballista executor whose tasks know
//! urlkit's functions; it registers with a `urlkit-scheduler`.

use std::process::ExitCode;

use clap::Parser;

/// An Apache Ballista executor that knows urlkit's SQL functions.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0")]
    bind_host: String,
    /// The Arrow Flight port (shuffle data).
    #[arg(long, default_value_t = 50051)]
    bind_port: u16,
    /// The gRPC port (tasks).
    #[arg(long, default_value_t = 50052)]
    bind_grpc_port: u16,
    /// The scheduler's host.
    #[arg(long, default_value = "localhost")]
    scheduler_host: String,
    /// The scheduler's port.
    #[arg(long, default_value_t = 50050)]
    scheduler_port: u16,
    /// Tasks run at once [default: one per core].
    #[arg(short = 'c', long, default_value_t = 0)]
    concurrent_tasks: usize,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let config = urlkit_datafusion::cluster::executor_config(
        &args.bind_host,
        args.bind_port,
        args.bind_grpc_port,
        &args.scheduler_host,
        args.scheduler_port,
        args.concurrent_tasks,
    );
    match urlkit_datafusion::cluster::run_executor(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("urlkit-executor: {e}");
            ExitCode::from(2)
        }
    }
}
