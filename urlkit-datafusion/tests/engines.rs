//! The Trino and Spark names, checked on the examples of those engines'
//! documentation (facts, with their source named), and the documented
//! differences (README, "Differences from Trino and Spark").

use datafusion::arrow::array::{Array, AsArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::DataType;
use datafusion::prelude::SessionContext;

/// The value of one SQL expression, as text (NULL is `None`).
async fn value(expr: &str) -> Option<String> {
    let ctx = SessionContext::new();
    urlkit_datafusion::register(&ctx);
    let batches = ctx
        .sql(&format!("SELECT {expr}"))
        .await
        .unwrap_or_else(|e| panic!("{expr}: {e}"))
        .collect()
        .await
        .unwrap_or_else(|e| panic!("{expr}: {e}"));
    let col = cast(batches[0].column(0), &DataType::Utf8).unwrap();
    let col = col.as_string::<i32>();
    col.is_valid(0).then(|| col.value(0).to_owned())
}

async fn assert_value(expr: &str, want: Option<&str>) {
    assert_eq!(value(expr).await.as_deref(), want, "{expr}");
}

/// Trino documentation, "URL functions"
/// (https://trino.io/docs/current/functions/url.html): the examples of
/// `url_extract_protocol`.
#[tokio::test]
async fn trino_url_extract_protocol_examples() {
    assert_value(
        "url_extract_protocol('http://localhost:8080/req_path')",
        Some("http"),
    )
    .await;
    assert_value(
        "url_extract_protocol('https://127.0.0.1:8080/req_path')",
        Some("https"),
    )
    .await;
    assert_value("url_extract_protocol('ftp://path/file')", Some("ftp")).await;
}

/// The examples of Huawei Cloud's HetuEngine manual, a Trino-based engine
/// with the same functions ("URL Function",
/// https://support.huaweicloud.com/intl/en-us/sqlref-hetuengine-dli/dli_16_0113.html).
#[tokio::test]
async fn trino_url_extract_examples() {
    let url = "'http://www.example.com:80/stu/index.html?name=xxx&age=25#teacher'";
    assert_value(&format!("url_extract_fragment({url})"), Some("teacher")).await;
    assert_value(&format!("url_extract_host({url})"), Some("www.example.com")).await;
    assert_value(&format!("url_extract_parameter({url}, 'age')"), Some("25")).await;
    assert_value(&format!("url_extract_path({url})"), Some("/stu/index.html")).await;
    assert_value(&format!("url_extract_port({url})"), Some("80")).await;
    assert_value(&format!("url_extract_protocol({url})"), Some("http")).await;
    assert_value(
        &format!("url_extract_query({url})"),
        Some("name=xxx&age=25"),
    )
    .await;
}

/// Trino's `url_encode` rules (same page): letters and digits and `.`,
/// `-`, `*`, `_` stay; a space becomes `+`; every other character is its
/// UTF-8 bytes as `%XX`, upper case. `url_decode` is its inverse.
#[tokio::test]
async fn trino_url_encode_rules() {
    assert_value("url_encode('aZ09.-*_ /é~')", Some("aZ09.-*_+%2F%C3%A9%7E")).await;
    assert_value("url_decode('aZ09.-*_+%2F%C3%A9%7E')", Some("aZ09.-*_ /é~")).await;
    assert_value("url_extract_port('http://h/')", None).await;
}

/// Spark / Databricks SQL reference, `parse_url`
/// (https://docs.databricks.com/sql/language-manual/functions/parse_url.html).
#[tokio::test]
async fn spark_parse_url_examples() {
    let url = "'http://spark.apache.org/path?query=1'";
    assert_value(
        &format!("parse_url({url}, 'HOST')"),
        Some("spark.apache.org"),
    )
    .await;
    assert_value(&format!("parse_url({url}, 'QUERY')"), Some("query=1")).await;
    assert_value(&format!("parse_url({url}, 'QUERY', 'query')"), Some("1")).await;
    // Spark: an error under ANSI mode, NULL without it; here NULL.
    assert_value(
        "parse_url('http://spark. apache.org/path?query=1', 'QUERY', 'query')",
        None,
    )
    .await;
}

/// The other parts, on the example URL of the PARSE_URL page of Yunqi's
/// Spark-compatible SQL reference
/// (https://yunqi.tech/documents/sql_functions/scalar_functions/string_functions/parse_url).
#[tokio::test]
async fn spark_parse_url_parts() {
    let url = "'http://spark.apache.org/path?query=1#ref'";
    assert_value(&format!("parse_url({url}, 'PATH')"), Some("/path")).await;
    assert_value(&format!("parse_url({url}, 'REF')"), Some("ref")).await;
    assert_value(&format!("parse_url({url}, 'PROTOCOL')"), Some("http")).await;
    assert_value(&format!("parse_url({url}, 'FILE')"), Some("/path?query=1")).await;
    assert_value(
        "parse_url('http://spark.apache.org/path?query=1&key=value#ref', 'QUERY', 'key')",
        Some("value"),
    )
    .await;
    // Databricks: partToExtract must be one of the upper-case names.
    assert_value(&format!("parse_url({url}, 'host')"), None).await;
}

/// The differences the README lists, one assertion each.
#[tokio::test]
async fn documented_differences() {
    // Absent components are NULL (Trino gives '').
    assert_value("url_extract_query('http://h/p')", None).await;
    // Path, query and fragment as written (Trino decodes them).
    assert_value("url_extract_path('http://h/a%2Fb%20c')", Some("/a%2Fb%20c")).await;
    // url_extract_parameter reads form pairs: '+' is a space.
    assert_value(
        "url_extract_parameter('http://h/?q=a+b%2B', 'q')",
        Some("a b+"),
    )
    .await;
    // uri_query_value reads RFC 3986 pairs: '+' stays.
    assert_value("uri_query_value('http://h/?q=a+b%2B', 'q')", Some("a+b+")).await;
    // url_decode of a bad escape is NULL (Trino raises an error).
    assert_value("url_decode('100%')", None).await;
    // Spark's key is matched as text, not as a regular expression.
    // (Spark's `(&|^)a.c=([^&]*)` would match `abc=2` first.)
    assert_value(
        "parse_url('http://h/?abc=2&a.c=1', 'QUERY', 'a.c')",
        Some("1"),
    )
    .await;
    // An opaque URI has a path (Java's URI gives none).
    assert_value(
        "parse_url('mailto:a@example.org', 'PATH')",
        Some("a@example.org"),
    )
    .await;
    // A reg-name that Java's URI rejects as a server name is still a host.
    assert_value(
        "url_extract_host('http://a_b.example/')",
        Some("a_b.example"),
    )
    .await;
    // IPv6 hosts keep their brackets, as Java's URI gives them.
    assert_value("url_extract_host('http://[::1]:8080/')", Some("[::1]")).await;
    // A scheme-relative or relative reference is a URI reference.
    assert_value("url_extract_host('//example.com/x')", Some("example.com")).await;
    // Invalid URIs are NULL, with no error.
    assert_value("url_extract_host('http://exa mple.com/')", None).await;
}
