//! urlkit's RFC 3986 URI functions for [Apache DataFusion] (and, with the
//! `ballista` features, [Apache Ballista]).
//!
//! One call, [`register`], adds every function to a [`SessionContext`]:
//! `uri_valid`, `uri_error`, `uri_scheme`, `uri_userinfo`, `uri_host`,
//! `uri_host_kind`, `uri_port`, `uri_path`, `uri_query`, `uri_fragment`,
//! `uri_query_value(s, key)`, `uri_normalize(s[, level])`,
//! `uri_resolve(base, ref)`, `uri_relative(base, target)`,
//! `uri_encode(text, component)`, `uri_decode(text)`, `uri_parse(s)`,
//! `uri_lint(s)`, `uri_extract(text)`, `uri_to_ascii(iri)`, `uri_repair(s)`,
//! `uri_repairs(s)`, the sites by the Public Suffix List
//! `uri_registrable_domain(s[, sections])`, `uri_public_suffix(s[, sections])`,
//! `host_registrable_domain(host[, sections])`,
//! `host_public_suffix(host[, sections])`; and by the names
//! other engines use,
//! Trino's `url_extract_protocol`, `url_extract_host`, `url_extract_port`,
//! `url_extract_path`, `url_extract_query`, `url_extract_fragment`,
//! `url_extract_parameter`, `url_encode`, `url_decode` and Spark's
//! `parse_url(url, part[, key])`.
//!
//! [`ffi`] gives the same functions as DataFusion's FFI structs, for a
//! DataFusion compiled into another library (the datafusion Python
//! package).
//!
//! Every function takes Utf8, LargeUtf8 or Utf8View and returns strings of
//! the type of its first argument; NULL in gives NULL out, and a value that
//! is not a URI reference gives NULL, never an error that stops the query.
//!
//! ```
//! use datafusion::prelude::SessionContext;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::error::Result<()> {
//! let ctx = SessionContext::new();
//! urlkit_datafusion::register(&ctx);
//! let batches = ctx
//!     .sql("SELECT uri_host('http://u@[::1]:8080/p') AS h, uri_host('a b') AS bad")
//!     .await?
//!     .collect()
//!     .await?;
//! let text = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(text.contains("| [::1] |     |"));
//! # Ok(())
//! # }
//! ```
//!
//! [Apache DataFusion]: https://datafusion.apache.org
//! [Apache Ballista]: https://datafusion.apache.org/ballista/

#![forbid(unsafe_code)]

#[cfg(feature = "ballista-client")]
pub mod cluster;
mod columns;
pub mod ffi;
pub mod functions;
pub mod text;

use std::path::Path;
use std::sync::Arc;

use datafusion::common::{DataFusionError, Result};
use datafusion::execution::disk_manager::DiskManagerBuilder;
use datafusion::execution::memory_pool::FairSpillPool;
use datafusion::execution::runtime_env::RuntimeEnvBuilder;
use datafusion::execution::FunctionRegistry;
use datafusion::prelude::{
    CsvReadOptions, JsonReadOptions, ParquetReadOptions, SessionConfig, SessionContext,
};

pub use datafusion;
pub use functions::{all as udfs, Kind, UrlFunction};

/// Adds every urlkit function to `ctx`.
///
/// # Examples
///
/// ```
/// use datafusion::execution::FunctionRegistry;
/// use datafusion::prelude::SessionContext;
/// let ctx = SessionContext::new();
/// urlkit_datafusion::register(&ctx);
/// assert!(ctx.udf("uri_host").is_ok());
/// assert!(ctx.udf("parse_url").is_ok());
/// ```
pub fn register(ctx: &SessionContext) {
    for f in udfs() {
        ctx.register_udf(f);
    }
}

/// Adds every urlkit function to a function registry (a `SessionState`
/// being built, or the registry of a Ballista scheduler or executor).
///
/// # Errors
///
/// When the registry refuses a function.
///
/// # Examples
///
/// ```
/// use datafusion::execution::{FunctionRegistry, SessionStateBuilder};
/// let mut state = SessionStateBuilder::new().with_default_features().build();
/// urlkit_datafusion::register_in(&mut state)?;
/// assert!(state.udf("uri_normalize").is_ok());
/// # Ok::<_, datafusion::error::DataFusionError>(())
/// ```
pub fn register_in(registry: &mut dyn FunctionRegistry) -> Result<()> {
    for f in udfs() {
        registry.register_udf(Arc::new(f))?;
    }
    Ok(())
}

/// What [`context`] sets up: threads and memory.
#[derive(Clone, Debug)]
pub struct EngineOptions {
    /// Partitions (and threads) per query; 0 means one per core.
    pub threads: usize,
    /// The memory the operators may hold before they spill to disk.
    pub memory_limit: usize,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            threads: 0,
            memory_limit: 1 << 30,
        }
    }
}

/// A session for files larger than memory, with every urlkit function:
/// all cores (or `options.threads`), a fair spilling memory pool of
/// `options.memory_limit` bytes, and a disk manager that spills to the
/// system's temporary directory.
///
/// # Errors
///
/// When the runtime cannot be built.
///
/// # Examples
///
/// ```
/// use datafusion::execution::FunctionRegistry;
/// use urlkit_datafusion::{context, EngineOptions};
/// let ctx = context(&EngineOptions::default())?;
/// assert!(ctx.udf("url_extract_host").is_ok());
/// # Ok::<_, datafusion::error::DataFusionError>(())
/// ```
pub fn context(options: &EngineOptions) -> Result<SessionContext> {
    let runtime = RuntimeEnvBuilder::new()
        .with_memory_pool(Arc::new(FairSpillPool::new(options.memory_limit)))
        .with_disk_manager_builder(DiskManagerBuilder::default())
        .build_arc()?;
    let mut config = SessionConfig::new();
    if options.threads > 0 {
        config = config.with_target_partitions(options.threads);
    }
    let ctx = SessionContext::new_with_config_rt(config, runtime);
    register(&ctx);
    Ok(ctx)
}

/// The format of a table file, from its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// `.parquet`.
    Parquet,
    /// `.csv`, with a header row.
    Csv,
    /// `.json`, `.jsonl` or `.ndjson`: one object a line.
    JsonLines,
    /// Anything else: one value a line, in a Utf8 column `url`.
    Text,
}

impl FileKind {
    /// The kind of the file at `path`, by its extension (any case).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit_datafusion::FileKind;
    /// assert_eq!(FileKind::of("a/crawl.PARQUET".as_ref()), FileKind::Parquet);
    /// assert_eq!(FileKind::of("log.ndjson".as_ref()), FileKind::JsonLines);
    /// assert_eq!(FileKind::of("urls.txt".as_ref()), FileKind::Text);
    /// ```
    #[must_use]
    pub fn of(path: &Path) -> FileKind {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("parquet") => FileKind::Parquet,
            Some("csv") => FileKind::Csv,
            Some("json" | "jsonl" | "ndjson") => FileKind::JsonLines,
            _ => FileKind::Text,
        }
    }
}

/// Registers the file at `path` as table `name`, its format chosen by
/// [`FileKind::of`].
///
/// # Errors
///
/// When the file cannot be read or its schema inferred.
///
/// # Examples
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> datafusion::error::Result<()> {
/// let dir = std::env::temp_dir().join(format!("urlkit-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let path = dir.join("urls.txt");
/// std::fs::write(&path, "http://a.example/x\nhttp://b.example/\nnot a uri\n")?;
/// let ctx = urlkit_datafusion::context(&Default::default())?;
/// urlkit_datafusion::register_file(&ctx, "urls", &path).await?;
/// let rows = ctx.sql("SELECT url FROM urls WHERE uri_host(url) = 'b.example'").await?.count().await?;
/// assert_eq!(rows, 1);
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok(())
/// # }
/// ```
pub async fn register_file(ctx: &SessionContext, name: &str, path: &Path) -> Result<()> {
    let Some(text) = path.to_str() else {
        return Err(DataFusionError::Plan(format!(
            "{}: the path is not UTF-8",
            path.display()
        )));
    };
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| format!(".{e}"))
        .unwrap_or_default();
    match FileKind::of(path) {
        FileKind::Parquet => {
            ctx.register_parquet(
                name,
                text,
                ParquetReadOptions::default().file_extension(&ext),
            )
            .await
        }
        FileKind::Csv => {
            ctx.register_csv(
                name,
                text,
                CsvReadOptions::new().has_header(true).file_extension(&ext),
            )
            .await
        }
        FileKind::JsonLines => {
            ctx.register_json(name, text, JsonReadOptions::default().file_extension(&ext))
                .await
        }
        FileKind::Text => {
            let partitions = ctx.state().config().target_partitions();
            ctx.register_table(name, Arc::new(text::table(path, partitions)?))?;
            Ok(())
        }
    }
}
