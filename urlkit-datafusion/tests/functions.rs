//! Every function on valid, invalid, empty and NULL input, in the three
//! string types, each row compared with the library's own answer.

mod common;

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, LargeStringArray, StringArray, StringViewArray,
};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::datasource::MemTable;
use datafusion::prelude::SessionContext;
use urlkit::pct::{self, Component};
use urlkit::{NormalizeLevel, Resolver, Uri, UriRef};

/// Inputs of every kind: valid URIs and references, invalid ones, the
/// empty string, text with URIs in it, and lines of the real-world lists.
fn inputs() -> Vec<Option<String>> {
    let mut v: Vec<Option<String>> = [
        "http://u@[::1]:8080/p?q=1&k=v%20w#f",
        "HTTP://Example.COM:80/a/./b/%7euser",
        "mailto:info@example.org",
        "../relative/path?x=1",
        "",
        "a b",
        "http://a/%zz",
        "http://bad host/",
        "//h:/",
        "?k=a+b&k=2",
        "http://0x7f.1/",
        "ftp://u:p@h/",
        "http://[v7.x]/",
        "urn:isbn:0451450523",
        "http://h/p?a=1&a=2&b",
        "http://h/p?k",
        "file:///etc/passwd",
        "http://example.com/\u{e4}",
        "see http://example.com/x and <ftp://f/g>.",
        "http://h:99999/",
        "gopher://mail.example:25/_HELO%0D%0A",
        "http://spark.apache.org/path?query=1&key=value#ref",
        "  http://h/a b|c\td?q=\"x\"\n",
        "http:\\\\h\\p\\q",
        "http://[fe80::1%eth0]:8/",
        "https://b\u{fc}cher.example/K\u{f6}ln?q=50%",
        "http://[::1/",
    ]
    .iter()
    .map(|s| Some((*s).to_owned()))
    .collect();
    v.push(None);
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/urls");
    for file in ["node_files.txt", "kasztp.txt", "isaacs_files.txt"] {
        let text = std::fs::read_to_string(data.join(file)).expect("data/urls list");
        v.extend(text.lines().take(150).map(|l| Some(l.to_owned())));
    }
    v
}

/// The inputs as a table `t` with column `s` of `data_type`.
fn context(data_type: &DataType) -> SessionContext {
    let values = inputs();
    let column: ArrayRef = match data_type {
        DataType::Utf8 => Arc::new(StringArray::from(values)),
        DataType::LargeUtf8 => Arc::new(LargeStringArray::from(values)),
        DataType::Utf8View => Arc::new(StringViewArray::from(values)),
        _ => unreachable!(),
    };
    let schema = Arc::new(Schema::new(vec![Field::new("s", data_type.clone(), true)]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    // Two partitions, so the functions also see batches that are slices.
    let half = batch.num_rows() / 2;
    let parts = vec![
        vec![batch.slice(0, half)],
        vec![batch.slice(half, batch.num_rows() - half)],
    ];
    let ctx = SessionContext::new();
    ctx.register_table("t", Arc::new(MemTable::try_new(schema, parts).unwrap()))
        .unwrap();
    urlkit_datafusion::register(&ctx);
    ctx
}

/// Runs `SELECT s, expr FROM t` and gives each row as text (Booleans and
/// integers cast to text, lists joined with `|`).
async fn rows(ctx: &SessionContext, expr: &str) -> Vec<(Option<String>, Option<String>)> {
    let batches = ctx
        .sql(&format!("SELECT s, {expr} FROM t"))
        .await
        .unwrap_or_else(|e| panic!("{expr}: {e}"))
        .collect()
        .await
        .unwrap_or_else(|e| panic!("{expr}: {e}"));
    let mut out = Vec::new();
    for b in batches {
        let s = cast(b.column(0), &DataType::Utf8).unwrap();
        let s = s.as_string::<i32>();
        let col = b.column(1);
        for i in 0..b.num_rows() {
            let input = s.is_valid(i).then(|| s.value(i).to_owned());
            out.push((input, text_of(col, i)));
        }
    }
    out
}

/// Row `i` of a result column as text.
fn text_of(col: &ArrayRef, i: usize) -> Option<String> {
    if col.is_null(i) {
        return None;
    }
    match col.data_type() {
        DataType::List(_) => {
            let list = col.as_list::<i32>().value(i);
            let items = list.as_string::<i32>();
            Some(
                items
                    .iter()
                    .map(|x| x.unwrap().to_owned())
                    .collect::<Vec<_>>()
                    .join("|"),
            )
        }
        _ => {
            let t = cast(&col.slice(i, 1), &DataType::Utf8).unwrap();
            Some(t.as_string::<i32>().value(0).to_owned())
        }
    }
}

/// Checks `expr` on every input in every string type against `expected`
/// (which is never asked about NULL: a NULL input must give NULL).
async fn check(expr: &str, expected: impl Fn(&str) -> Option<String>) {
    for data_type in [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View] {
        let ctx = context(&data_type);
        let got = rows(&ctx, expr).await;
        assert_eq!(got.len(), inputs().len(), "{expr}");
        let mut non_null = 0;
        for (input, value) in got {
            let want = input.as_deref().and_then(&expected);
            non_null += usize::from(want.is_some());
            assert_eq!(value, want, "{expr} on {input:?} ({data_type})");
        }
        // The comparison must have something to compare.
        assert!(non_null > 0, "{expr}: every row NULL");
    }
}

fn uri(s: &str) -> Option<UriRef> {
    UriRef::parse(s).ok()
}

fn owned(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

#[tokio::test]
async fn uri_valid_and_error() {
    check("uri_valid(s)", |s| Some(uri(s).is_some().to_string())).await;
    check("uri_error(s)", |s| {
        UriRef::parse(s).err().map(|e| format!("{e:#}"))
    })
    .await;
}

#[tokio::test]
async fn components() {
    check("uri_scheme(s)", |s| owned(uri(s)?.scheme())).await;
    check("uri_userinfo(s)", |s| owned(uri(s)?.userinfo())).await;
    check("uri_host(s)", |s| owned(uri(s)?.host())).await;
    check("uri_host_kind(s)", |s| {
        owned(uri(s)?.host_kind().map(|k| k.as_str()))
    })
    .await;
    check("uri_port(s)", |s| owned(uri(s)?.port())).await;
    check("uri_path(s)", |s| Some(uri(s)?.path().to_owned())).await;
    check("uri_query(s)", |s| owned(uri(s)?.query())).await;
    check("uri_fragment(s)", |s| owned(uri(s)?.fragment())).await;
}

#[tokio::test]
async fn query_value() {
    for key in ["k", "a", "query", "b"] {
        check(&format!("uri_query_value(s, '{key}')"), |s| {
            let u = uri(s)?;
            let v = u
                .query_pairs()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.into_owned());
            v
        })
        .await;
    }
}

#[tokio::test]
async fn normalize() {
    check("uri_normalize(s)", |s| {
        Some(uri(s)?.normalize().into_string())
    })
    .await;
    check("uri_normalize(s, 'syntax')", |s| {
        Some(uri(s)?.normalize_with(NormalizeLevel::Syntax).into_string())
    })
    .await;
    check("uri_normalize(s, 'SCHEME')", |s| {
        Some(uri(s)?.normalize_with(NormalizeLevel::Scheme).into_string())
    })
    .await;
}

#[tokio::test]
async fn resolve_and_relative() {
    let base = "http://a/b/c/d;p?q";
    check(&format!("uri_resolve('{base}', s)"), |s| {
        let b = Uri::parse(base).unwrap();
        Some(Resolver::new().resolve(&b, &uri(s)?).ok()?.into_string())
    })
    .await;
    check("uri_resolve(s, '../g')", |s| {
        let b = Uri::parse(s).ok()?;
        Some(
            Resolver::new()
                .resolve(&b, &uri("../g").unwrap())
                .ok()?
                .into_string(),
        )
    })
    .await;
    check(&format!("uri_relative('{base}', s)"), |s| {
        let b = Uri::parse(base).unwrap();
        let t = Uri::parse(s).ok()?;
        Some(
            b.make_relative(&t)
                .map_or_else(|| t.to_string(), UriRef::into_string),
        )
    })
    .await;
    check("uri_relative(s, s)", |s| {
        let t = Uri::parse(s).ok()?;
        Some(
            t.make_relative(&t)
                .map_or_else(|| t.to_string(), UriRef::into_string),
        )
    })
    .await;
}

#[tokio::test]
async fn encode_and_decode() {
    for name in ["segment", "query-value", "form", "path"] {
        check(&format!("uri_encode(s, '{name}')"), |s| {
            Some(pct::encode(s, Component::from_name(name).unwrap()).to_string())
        })
        .await;
    }
    check("uri_decode(s)", |s| {
        Some(pct::decode_utf8(s).ok()?.into_owned())
    })
    .await;
    check("url_encode(s)", |s| {
        Some(pct::encode(s, Component::Form).to_string())
    })
    .await;
    check("url_decode(s)", |s| {
        Some(pct::decode_form(s).ok()?.into_owned())
    })
    .await;
}

#[tokio::test]
async fn parse_struct() {
    let fields = urlkit_datafusion::functions::PARSE_FIELDS;
    for field in fields {
        check(&format!("uri_parse(s)['{field}']"), |s| {
            owned(common::component(&uri(s)?, field))
        })
        .await;
    }
}

#[tokio::test]
async fn lint_and_extract() {
    check("uri_lint(s)", |s| {
        let u = uri(s)?;
        Some(
            urlkit::lint::lint(&u)
                .iter()
                .map(|w| w.code().as_str())
                .collect::<Vec<_>>()
                .join("|"),
        )
    })
    .await;
    check("uri_extract(s)", |s| {
        Some(
            urlkit::extract::extract(s)
                .map(|f| f.uri().to_string())
                .collect::<Vec<_>>()
                .join("|"),
        )
    })
    .await;
}

#[tokio::test]
async fn to_ascii() {
    check("uri_to_ascii(s)", |s| {
        Some(urlkit::IriRef::parse(s).ok()?.to_uri().into_string())
    })
    .await;
    let ctx = context(&DataType::Utf8);
    let got = rows(&ctx, "uri_to_ascii('http://bücher.example/ä?€')").await;
    assert_eq!(
        got[0].1.as_deref(),
        Some("http://xn--bcher-kva.example/%C3%A4?%E2%82%AC")
    );
}

#[tokio::test]
async fn repair() {
    check("uri_repair(s)", |s| {
        Some(UriRef::parse_lenient(s).ok()?.into_uri().into_string())
    })
    .await;
    check("uri_repairs(s)", |s| {
        let repaired = UriRef::parse_lenient(s).ok()?;
        Some(
            repaired
                .repairs()
                .iter()
                .map(|r| r.kind().as_str())
                .collect::<Vec<_>>()
                .join("|"),
        )
    })
    .await;
    // The inputs hold repairs of several kinds, and input no browser takes.
    let ctx = context(&DataType::Utf8View);
    let got = rows(&ctx, "uri_repairs(s)").await;
    let codes: Vec<&str> = got
        .iter()
        .filter_map(|(_, v)| v.as_deref())
        .flat_map(|v| v.split('|'))
        .collect();
    for kind in ["trimmed", "percent-encoded", "backslash", "idna", "zone-id"] {
        assert!(codes.contains(&kind), "no {kind} repair in {codes:?}");
    }
    assert!(got.iter().any(|(s, v)| s.is_some() && v.is_none()));
    assert_eq!(
        value("uri_repair('  http:\\\\h\\a b?q=50%')")
            .await
            .as_deref(),
        Some("http://h/a%20b?q=50%25")
    );
    assert_eq!(
        value("uri_repairs('  http:\\\\h\\a b?q=50%')")
            .await
            .as_deref(),
        Some("trimmed|backslash|backslash|percent-encoded|percent-sign-encoded")
    );
}

#[tokio::test]
async fn trino_names() {
    check("url_extract_protocol(s)", |s| owned(uri(s)?.scheme())).await;
    check("url_extract_host(s)", |s| owned(uri(s)?.host())).await;
    check("url_extract_port(s)", |s| {
        Some(uri(s)?.port_u16().ok()??.to_string())
    })
    .await;
    check("url_extract_path(s)", |s| Some(uri(s)?.path().to_owned())).await;
    check("url_extract_query(s)", |s| owned(uri(s)?.query())).await;
    check("url_extract_fragment(s)", |s| owned(uri(s)?.fragment())).await;
    for key in ["k", "a", "b", "query"] {
        check(&format!("url_extract_parameter(s, '{key}')"), |s| {
            let u = uri(s)?;
            let v = u
                .form_pairs()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.into_owned());
            v
        })
        .await;
    }
}

/// A Spark `parse_url` part name and the library's answer for it.
type Part = (&'static str, fn(&UriRef) -> Option<String>);

#[tokio::test]
async fn spark_parse_url() {
    let parts: [Part; 8] = [
        ("HOST", |u| owned(u.host())),
        ("PATH", |u| Some(u.path().to_owned())),
        ("QUERY", |u| owned(u.query())),
        ("REF", |u| owned(u.fragment())),
        ("PROTOCOL", |u| owned(u.scheme())),
        ("AUTHORITY", |u| owned(u.authority())),
        ("USERINFO", |u| owned(u.userinfo())),
        ("FILE", |u| {
            Some(match u.query() {
                Some(q) => format!("{}?{q}", u.path()),
                None => u.path().to_owned(),
            })
        }),
    ];
    for (part, f) in parts {
        check(&format!("parse_url(s, '{part}')"), |s| f(&uri(s)?)).await;
    }
    for key in ["k", "a", "query", "key"] {
        check(&format!("parse_url(s, 'QUERY', '{key}')"), |s| {
            let u = uri(s)?;
            u.query()?.split('&').find_map(|p| {
                let (k, v) = p.split_once('=')?;
                (k == key).then(|| v.to_owned())
            })
        })
        .await;
    }
}

/// Runs one SQL expression without a table and gives its value as text.
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
    text_of(batches[0].column(0), 0)
}

/// NULL in any argument gives NULL; so does an invalid URI.
#[tokio::test]
async fn null_and_invalid_literals() {
    for expr in [
        "uri_host(NULL)",
        "uri_valid(NULL)",
        "uri_parse(NULL)",
        "uri_lint(NULL)",
        "uri_extract(NULL)",
        "uri_query_value('http://h/?a=1', NULL)",
        "uri_resolve(NULL, 'g')",
        "uri_resolve('http://a/', NULL)",
        "uri_encode(NULL, 'path')",
        "parse_url('http://h/', NULL)",
        "parse_url('http://h/?a=1', 'QUERY', NULL)",
        "url_extract_port(NULL)",
        "uri_repair(NULL)",
        "uri_repairs(NULL)",
        "uri_repair('http://bad host/')",
        "uri_repairs('http://[::1/')",
        "uri_host('http://bad host/')",
        "uri_parse('a b')",
        "uri_lint('a b')",
        "url_extract_port('http://h:99999/')",
        "uri_resolve('relative/base', 'g')",
        "uri_relative('http://a/', 'no-scheme')",
        "uri_decode('50%')",
        "url_decode('%zz')",
        "parse_url('http://h/', 'host')",
    ] {
        assert_eq!(value(expr).await, None, "{expr}");
    }
    assert_eq!(value("uri_valid('')").await.as_deref(), Some("true"));
    assert_eq!(value("uri_path('')").await.as_deref(), Some(""));
    assert_eq!(value("uri_extract('')").await.as_deref(), Some(""));
    assert_eq!(value("uri_repair('')").await.as_deref(), Some(""));
    assert_eq!(value("uri_repairs('')").await.as_deref(), Some(""));
}

/// A misused argument (not a URI) is an error that names the function.
#[tokio::test]
async fn misuse_is_an_error() {
    let ctx = SessionContext::new();
    urlkit_datafusion::register(&ctx);
    for (sql, needle) in [
        (
            "SELECT uri_normalize('http://h/', 'fancy')",
            "unknown level 'fancy'",
        ),
        ("SELECT uri_encode('x', 'host')", "unknown component 'host'"),
        ("SELECT uri_host('a', 'b')", "uri_host takes 1 argument"),
        ("SELECT parse_url('a')", "parse_url takes 2 to 3 argument"),
        ("SELECT uri_host(1)", "expected string arguments"),
    ] {
        let result = match ctx.sql(sql).await {
            Ok(df) => df.collect().await.map(|_| ()),
            Err(e) => Err(e),
        };
        let err = result.expect_err(sql).to_string();
        assert!(err.contains(needle), "{sql}: {err}");
    }
}

/// The result type follows the first argument's string type.
#[tokio::test]
async fn result_type_follows_input() {
    for data_type in [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View] {
        let ctx = context(&data_type);
        let df = ctx.sql("SELECT uri_host(s) AS h FROM t").await.unwrap();
        assert_eq!(df.schema().field(0).data_type(), &data_type);
    }
}

/// The site of a row's host by the built-in Public Suffix List, in
/// A-labels: `suffix` or the registrable domain.
fn site_of(host: &str, sections: urlkit::site::Sections, suffix: bool) -> Option<String> {
    let site = urlkit::site::List::shared().site_with(host, sections)?;
    if suffix {
        owned(Some(site.public_suffix_ascii()))
    } else {
        owned(site.registrable_domain_ascii())
    }
}

#[tokio::test]
async fn sites() {
    use urlkit::site::Sections;
    check("uri_registrable_domain(s)", |s| {
        site_of(uri(s)?.host()?, Sections::All, false)
    })
    .await;
    check("uri_registrable_domain(s, 'ICANN')", |s| {
        site_of(uri(s)?.host()?, Sections::Icann, false)
    })
    .await;
    check("uri_public_suffix(s)", |s| {
        site_of(uri(s)?.host()?, Sections::All, true)
    })
    .await;
    check("uri_public_suffix(s, 'all')", |s| {
        site_of(uri(s)?.host()?, Sections::All, true)
    })
    .await;
    // The host functions on the hosts themselves.
    check("host_registrable_domain(uri_host(s))", |s| {
        site_of(uri(s)?.host()?, Sections::All, false)
    })
    .await;
    check("host_public_suffix(uri_host(s), 'icann')", |s| {
        site_of(uri(s)?.host()?, Sections::Icann, true)
    })
    .await;
    let ctx = context(&DataType::Utf8);
    let one = |expr: &'static str| {
        let ctx = ctx.clone();
        async move { rows(&ctx, expr).await[0].1.clone() }
    };
    let cases = [
        (
            "uri_registrable_domain('https://a.b.github.io/x')",
            Some("b.github.io"),
        ),
        (
            "uri_registrable_domain('https://a.b.github.io/x', 'icann')",
            Some("github.io"),
        ),
        (
            "uri_registrable_domain('http://WWW.Example.CO.UK./')",
            Some("example.co.uk"),
        ),
        ("uri_registrable_domain('http://www.食狮.公司.cn/')", None),
        (
            "uri_registrable_domain('http://www.%E9%A3%9F%E7%8B%AE.%E5%85%AC%E5%8F%B8.cn/')",
            Some("xn--85x722f.xn--55qx5d.cn"),
        ),
        ("uri_registrable_domain('http://192.168.1.1/')", None),
        ("uri_registrable_domain('http://[::1]/')", None),
        ("uri_registrable_domain('http://co.uk/')", None),
        ("uri_public_suffix('http://co.uk/')", Some("co.uk")),
        ("uri_registrable_domain('mailto:a@example.com')", None),
        (
            "host_registrable_domain('www.食狮.公司.cn')",
            Some("xn--85x722f.xn--55qx5d.cn"),
        ),
        ("host_public_suffix('a.b.c.kobe.jp')", Some("c.kobe.jp")),
    ];
    for (expr, want) in cases {
        assert_eq!(one(expr).await.as_deref(), want, "{expr}");
    }
    let err = ctx
        .sql("SELECT uri_public_suffix(s, 'private') FROM t")
        .await
        .unwrap()
        .collect()
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("expected 'all' or 'icann'"),
        "{err}"
    );
}

/// On `Utf8View` input, a component longer than 12 bytes is a view into
/// the input's own buffer (no copy), and values that are not slices of the
/// input (an uppercase host's registrable domain, which is lowercased; a
/// host kind) are copied into blocks after the input's: the values are
/// right either way, on a slice of an array of several buffers.
#[test]
fn view_results_share_the_input_buffers() {
    use datafusion::arrow::array::builder::StringViewBuilder;
    use datafusion::arrow::datatypes::FieldRef;
    use datafusion::common::config::ConfigOptions;
    use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs};

    let rows: Vec<Option<String>> = (0..300)
        .map(|i| match i % 5 {
            0 => Some(format!(
                "http://www.long-host-name-{i}.example.co.uk/a/path/{i}"
            )),
            1 => Some(format!("HTTP://WWW.UPPER-CASE-{i}.EXAMPLE.COM/P?q={i}")),
            2 => Some(format!("h:{i}")),
            3 => None,
            _ => Some(format!("not a uri {i}")),
        })
        .collect();
    // Small blocks: the input has many buffers.
    let mut builder = StringViewBuilder::new().with_fixed_block_size(256);
    for r in &rows {
        builder.append_option(r.as_deref());
    }
    let whole = builder.finish();
    assert!(whole.data_buffers().len() > 10);
    let (start, len) = (7, 250);
    let input = whole.slice(start, len);
    let config = Arc::new(ConfigOptions::default());
    let call = |name: &str| -> ArrayRef {
        let udf = urlkit_datafusion::udfs()
            .into_iter()
            .find(|f| f.name() == name)
            .unwrap();
        let args = vec![ColumnarValue::Array(Arc::new(input.clone()))];
        let arg_fields: Vec<FieldRef> = vec![Arc::new(Field::new("s", DataType::Utf8View, true))];
        let out = udf
            .invoke_with_args(ScalarFunctionArgs {
                args,
                arg_fields,
                number_rows: len,
                return_field: Arc::new(Field::new(name, DataType::Utf8View, true)),
                config_options: config.clone(),
            })
            .unwrap();
        out.into_array(len).unwrap()
    };
    let expected = |name: &str, s: &str| -> Option<String> {
        let v = urlkit::UriRef::parse(s).ok()?;
        let list = urlkit::site::List::shared();
        match name {
            "uri_host" => v.host().map(str::to_owned),
            "uri_path" => Some(v.path().to_owned()),
            "uri_host_kind" => v.host_kind().map(|k| k.as_str().to_owned()),
            "uri_registrable_domain" => list
                .site(v.host()?)?
                .registrable_domain_ascii()
                .map(str::to_owned),
            _ => unreachable!(),
        }
    };
    for name in [
        "uri_host",
        "uri_path",
        "uri_host_kind",
        "uri_registrable_domain",
    ] {
        let got = call(name);
        let got = got.as_string_view();
        assert_eq!(got.len(), len);
        for i in 0..len {
            let want = rows[start + i].as_deref().and_then(|s| expected(name, s));
            assert_eq!(
                got.is_valid(i).then(|| got.value(i)),
                want.as_deref(),
                "{name}, row {i}"
            );
        }
        if name != "uri_host_kind" {
            // The input's buffers are the result's first ones, shared.
            let shared = whole
                .data_buffers()
                .iter()
                .zip(got.data_buffers())
                .all(|(a, b)| a.as_ptr() == b.as_ptr());
            assert!(shared, "{name}: the input's buffers are not shared");
        }
    }
    // The long hosts are views into the input: their bytes are where the
    // input's are.
    let hosts = call("uri_host");
    let hosts = hosts.as_string_view();
    let mut checked = 0;
    for i in 0..len {
        let (Some(url), true) = (input.is_valid(i).then(|| input.value(i)), hosts.is_valid(i))
        else {
            continue;
        };
        let host = hosts.value(i);
        if host.len() > 12 && url.starts_with("http://www.long") {
            assert_eq!(host.as_ptr(), url[7..].as_ptr(), "row {i}");
            checked += 1;
        }
    }
    assert!(checked > 40, "{checked} long hosts");
}
