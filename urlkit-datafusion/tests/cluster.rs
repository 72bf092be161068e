//! A Ballista cluster on localhost (one scheduler, two executors, in this
//! process) answers `GROUP BY uri_host(url)` over a Parquet file of the
//! real-world lists exactly as the embedded engine does. Everything is
//! bounded by a timeout and stops when the test's runtime ends.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::Duration;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use urlkit_datafusion::cluster;

/// A port that was free a moment ago.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

const QUERY: &str = "SELECT uri_host(url) AS host, count(*) AS n, \
    count(uri_query(url)) AS with_query, min(uri_scheme(url)) AS scheme \
    FROM urls GROUP BY uri_host(url) ORDER BY n DESC, host NULLS FIRST";

/// The real-world lists as one Parquet file with a column `url`.
async fn parquet_of_lists(dir: &Path) -> PathBuf {
    let ctx = urlkit_datafusion::context(&Default::default()).unwrap();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/urls");
    for (i, file) in ["node_files.txt", "kasztp.txt", "isaacs_files.txt"]
        .iter()
        .enumerate()
    {
        urlkit_datafusion::register_file(&ctx, &format!("l{i}"), &data.join(file))
            .await
            .unwrap();
    }
    let out = dir.join("urls.parquet");
    ctx.sql(&format!(
        "COPY (SELECT url FROM l0 UNION ALL SELECT url FROM l1 UNION ALL SELECT url FROM l2) \
         TO '{}' STORED AS PARQUET",
        out.display()
    ))
    .await
    .unwrap()
    .collect()
    .await
    .unwrap();
    out
}

/// The answer of `ctx` to [`QUERY`] over the Parquet file, as a table.
async fn answer(ctx: &SessionContext, path: &Path) -> String {
    ctx.register_parquet(
        "urls",
        path.to_str().unwrap(),
        ParquetReadOptions::default(),
    )
    .await
    .unwrap();
    let batches = ctx.sql(QUERY).await.unwrap().collect().await.unwrap();
    pretty_format_batches(&batches).unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn cluster_matches_embedded_engine() {
    let dir = std::env::temp_dir().join(format!("urlkit-cluster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let parquet = parquet_of_lists(&dir).await;
    let local = answer(
        &urlkit_datafusion::context(&Default::default()).unwrap(),
        &parquet,
    )
    .await;
    assert!(local.lines().count() > 100, "{local}");

    let scheduler_port = free_port();
    let scheduler = tokio::spawn(cluster::run_scheduler("127.0.0.1", scheduler_port));
    let mut executors = Vec::new();
    for _ in 0..2 {
        let config = cluster::executor_config(
            "127.0.0.1",
            free_port(),
            free_port(),
            "127.0.0.1",
            scheduler_port,
            2,
        );
        executors.push(tokio::spawn(cluster::run_executor(config)));
    }

    let remote = tokio::time::timeout(Duration::from_secs(180), async {
        // The scheduler takes a moment to listen.
        tokio::time::sleep(Duration::from_secs(2)).await;
        let ctx = cluster::remote_context(&format!("df://127.0.0.1:{scheduler_port}"))
            .await
            .unwrap();
        answer(&ctx, &parquet).await
    })
    .await
    .expect("the cluster answered within 180 s");

    scheduler.abort();
    for e in executors {
        e.abort();
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(remote, local);
}
