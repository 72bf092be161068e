//! Apache Ballista: a client session, and the scheduler and executor
//! settings, that know urlkit's functions.
//!
//! Ballista sends plans between processes as protobuf, where a scalar
//! function is written by its name; each side looks the name up in its
//! own registry. So the client plans with the functions registered
//! ([`remote_context`]), the scheduler decodes the logical plan and plans
//! the stages with them ([`scheduler_session_builder`]), and each executor
//! decodes its tasks' physical plans with them ([`function_registry`]).
//! The functions hold no state, so the name is all the codec needs.

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use datafusion::common::Result;
use datafusion::execution::SessionStateBuilder;
use datafusion::prelude::{SessionConfig, SessionContext};

use crate::register;

/// A session whose queries run on the Ballista scheduler at `url`
/// (`df://HOST:PORT`), with urlkit's functions registered for planning.
///
/// # Errors
///
/// When `url` is not a scheduler address.
pub async fn remote_context(url: &str) -> Result<SessionContext> {
    let config = SessionConfig::new_with_ballista();
    let state = SessionStateBuilder::new()
        .with_config(config)
        .with_default_features()
        .build();
    // Ballista replaces the scalar functions of the state it is given with
    // its own list, so the functions are registered on the result.
    let ctx = SessionContext::remote_with_state(url, state).await?;
    register(&ctx);
    Ok(ctx)
}

#[cfg(feature = "ballista")]
pub use server::*;

#[cfg(feature = "ballista")]
mod server {
    use std::sync::Arc;

    use ballista_core::registry::BallistaFunctionRegistry;
    use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};
    use ballista_scheduler::cluster::BallistaCluster;
    use ballista_scheduler::config::SchedulerConfig;
    use ballista_scheduler::scheduler_process::start_server;
    use ballista_scheduler::scheduler_server::SessionBuilder;
    use datafusion::common::Result;
    use datafusion::execution::SessionState;
    use datafusion::logical_expr::ScalarUDF;
    use datafusion::prelude::SessionConfig;

    use crate::{register_in, udfs};

    /// Runs a scheduler on `host:port` whose sessions know urlkit's
    /// functions, until the process ends.
    ///
    /// # Errors
    ///
    /// When the address is invalid or the server cannot start.
    pub async fn run_scheduler(host: &str, port: u16) -> ballista_core::error::Result<()> {
        let config = scheduler_config(host, port);
        let addr = format!("{host}:{port}")
            .parse()
            .map_err(|e: std::net::AddrParseError| {
                ballista_core::error::BallistaError::Configuration(format!("{host}:{port}: {e}"))
            })?;
        let cluster = BallistaCluster::new_from_config(&config).await?;
        start_server(cluster, addr, Arc::new(config)).await
    }

    /// Runs an executor with `config` (see [`executor_config`]) until it
    /// is shut down.
    ///
    /// # Errors
    ///
    /// When the executor cannot start or reach its scheduler.
    pub async fn run_executor(config: ExecutorProcessConfig) -> ballista_core::error::Result<()> {
        start_executor_process(Arc::new(config)).await
    }

    /// Ballista's default functions and urlkit's, for an executor.
    #[must_use]
    pub fn function_registry() -> BallistaFunctionRegistry {
        let mut registry = BallistaFunctionRegistry::default();
        for f in udfs() {
            registry
                .scalar_functions
                .insert(f.name().to_owned(), Arc::new(f) as Arc<ScalarUDF>);
        }
        registry
    }

    /// Ballista's default session state with urlkit's functions, for the
    /// scheduler.
    ///
    /// # Errors
    ///
    /// When Ballista's default state cannot be built.
    pub fn scheduler_state(config: SessionConfig) -> Result<SessionState> {
        let mut state = ballista_core::utils::default_session_builder(config)?;
        register_in(&mut state)?;
        Ok(state)
    }

    /// [`scheduler_state`] as the scheduler's session builder.
    #[must_use]
    pub fn scheduler_session_builder() -> SessionBuilder {
        Arc::new(scheduler_state)
    }

    /// A scheduler configuration listening on `host:port` whose sessions
    /// know urlkit's functions.
    #[must_use]
    pub fn scheduler_config(host: &str, port: u16) -> SchedulerConfig {
        SchedulerConfig {
            bind_host: host.to_owned(),
            bind_port: port,
            override_session_builder: Some(scheduler_session_builder()),
            ..SchedulerConfig::default()
        }
    }

    /// An executor configuration whose tasks know urlkit's functions:
    /// Arrow Flight on `port`, gRPC on `grpc_port`, registered with the
    /// scheduler at `scheduler_host:scheduler_port`, running up to
    /// `concurrent_tasks` tasks (0: one per core).
    #[must_use]
    pub fn executor_config(
        bind_host: &str,
        port: u16,
        grpc_port: u16,
        scheduler_host: &str,
        scheduler_port: u16,
        concurrent_tasks: usize,
    ) -> ExecutorProcessConfig {
        let defaults = ExecutorProcessConfig::default();
        ExecutorProcessConfig {
            bind_host: bind_host.to_owned(),
            port,
            grpc_port,
            scheduler_host: scheduler_host.to_owned(),
            scheduler_port,
            vcores: if concurrent_tasks == 0 {
                defaults.vcores
            } else {
                concurrent_tasks
            },
            override_function_registry: Some(Arc::new(function_registry())),
            ..defaults
        }
    }
}
