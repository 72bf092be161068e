//! `urlkit sql` (built with `--features sql`) on text, CSV, JSON-lines and
//! Parquet tables, its three output formats, `COPY ... TO` Parquet and
//! back, and exit 2 for an invalid query.

use std::fs;
use std::path::PathBuf;

use crate::common::run;
use serde_json::Value;

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("urlkit-sql-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `urlkit sql ARGS...`: (exit status, stdout, stderr).
fn sql(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["sql"];
    all.extend_from_slice(args);
    let out = run(&all, b"");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The JSON lines of a successful run.
fn json_rows(args: &[&str]) -> Vec<Value> {
    let (code, out, err) = sql(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

const URLS: &str = "http://example.com/a\nhttps://Example.COM:8443/b?q=1\nhttp://example.com/c\r\nhttp://bad host/\n\nmailto:info@example.org";

#[test]
fn text_table_groups_by_host() {
    let dir = scratch("text");
    let path = dir.join("crawl.txt");
    fs::write(&path, URLS).unwrap();
    let table = format!("urls={}", path.display());
    let rows = json_rows(&[
        "--table",
        &table,
        "--json",
        "SELECT uri_host(url) AS host, count(*) AS n FROM urls GROUP BY 1 ORDER BY n DESC, host NULLS FIRST",
    ]);
    let want: Vec<Value> = [
        r#"{"host":"example.com","n":2}"#,
        r#"{"host":null,"n":3}"#,
        r#"{"host":"Example.COM","n":1}"#,
    ]
    .iter()
    .map(|s| serde_json::from_str(s).unwrap())
    .collect();
    // NULL hosts: the invalid line, the empty line and the mailto URI.
    let mut sorted = rows.clone();
    sorted.sort_by_key(|r| std::cmp::Reverse(r["n"].as_i64()));
    assert_eq!(sorted.len(), 3, "{rows:?}");
    assert_eq!(sorted[0], want[1]);
    assert!(
        rows.contains(&want[0]) && rows.contains(&want[2]),
        "{rows:?}"
    );
}

#[test]
fn csv_table_and_csv_output() {
    let dir = scratch("csv");
    let path = dir.join("links.csv");
    fs::write(
        &path,
        "id,link\n1,http://a.example/x?k=v\n2,\"http://b.example/,comma\"\n3,not a uri\n",
    )
    .unwrap();
    let table = format!("links={}", path.display());
    let (code, out, err) = sql(&[
        "--table",
        &table,
        "--csv",
        "SELECT id, uri_host(link) AS host, uri_query_value(link, 'k') AS k FROM links ORDER BY id",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "id,host,k\n1,a.example,v\n2,b.example,\n3,,\n");
}

#[test]
fn json_lines_table_and_table_output() {
    let dir = scratch("json");
    let path = dir.join("log.jsonl");
    fs::write(
        &path,
        "{\"u\":\"HTTP://Example.COM:80/a/./b\"}\n{\"u\":null}\n{\"u\":\"http://[::1]/\"}\n",
    )
    .unwrap();
    let table = format!("log={}", path.display());
    let (code, out, err) = sql(&[
        "--table",
        &table,
        "SELECT uri_normalize(u) AS n, uri_host_kind(u) AS kind FROM log ORDER BY n",
    ]);
    assert_eq!(code, 0, "{err}");
    // The table: a header, the rows, NULL as an empty cell.
    let expected = "\
+------------------------+----------+
| n                      | kind     |
+------------------------+----------+
| http://[::1]/          | ipv6     |
| http://example.com/a/b | reg-name |
|                        |          |
+------------------------+----------+
";
    assert_eq!(out, expected);
}

#[test]
fn copy_to_parquet_and_back() {
    let dir = scratch("copy");
    let text = dir.join("urls.txt");
    fs::write(&text, URLS).unwrap();
    let parquet = dir.join("hosts.parquet");
    let table = format!("urls={}", text.display());
    let (code, _, err) = sql(&[
        "--table",
        &table,
        &format!(
            "COPY (SELECT url, uri_host(url) AS host, uri_parse(url) AS parts FROM urls) TO '{}'",
            parquet.display()
        ),
    ]);
    assert_eq!(code, 0, "{err}");
    let back = format!("h={}", parquet.display());
    let rows = json_rows(&[
        "--table",
        &back,
        "--json",
        "SELECT url, host, parts['scheme'] AS scheme, uri_host(url) = host AS same FROM h ORDER BY url",
    ]);
    assert_eq!(rows.len(), 6, "{rows:?}");
    let first = &rows[1];
    assert_eq!(first["url"], "http://bad host/");
    assert_eq!(first["host"], Value::Null);
    assert_eq!(first["scheme"], Value::Null);
    let com = rows
        .iter()
        .find(|r| r["url"] == "http://example.com/a")
        .unwrap();
    assert_eq!(com["host"], "example.com");
    assert_eq!(com["scheme"], "http");
    assert_eq!(com["same"], true);
}

#[test]
fn invalid_query_exits_2_with_the_engine_message() {
    let (code, out, err) = sql(&["SELEC 1"]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("urlkit: sql: "), "{err}");
    assert!(err.contains("SELEC"), "{err}");
    let (code, _, err) = sql(&["SELECT nope FROM nowhere"]);
    assert_eq!(code, 2);
    assert!(err.contains("nowhere"), "{err}");
    let (code, _, err) = sql(&["--table", "bad", "SELECT 1"]);
    assert_eq!(code, 2);
    assert!(err.contains("NAME=PATH"), "{err}");
}

#[test]
fn functions_are_there_without_tables() {
    let rows = json_rows(&[
        "--json",
        "SELECT uri_host('http://u@[::1]:8080/p') AS h, url_extract_port('http://h:8080/') AS p, \
         parse_url('http://spark.apache.org/path?query=1', 'QUERY', 'query') AS q, uri_valid('a b') AS v",
    ]);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["h"], "[::1]");
    assert_eq!(rows[0]["p"], 8080);
    assert_eq!(rows[0]["q"], "1");
    assert_eq!(rows[0]["v"], false);
}

/// `urlkit sql --help` names every function the engine registers, in the
/// order of the engine's list.
#[test]
fn help_names_every_function() {
    let out = run(&["sql", "--help"], b"");
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("Functions:"))
        .unwrap_or_else(|| panic!("no Functions: line in\n{text}"));
    let listed: Vec<&str> = line.split_whitespace().collect();
    let registered: Vec<String> = urlkit_datafusion::udfs()
        .iter()
        .map(|f| f.name().to_owned())
        .collect();
    assert_eq!(listed, registered);
}
