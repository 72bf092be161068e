//! The functions through DataFusion's FFI, called as a host in another
//! library calls them (through the struct's function pointers and Arrow's
//! C data interface): every answer, type and error is the function's own.

use std::sync::Arc;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::logical_expr::{ScalarUDF, ScalarUDFImpl};
use datafusion::prelude::SessionContext;
use urlkit_datafusion::ffi::datafusion_ffi::udf::ForeignScalarUDF;
use urlkit_datafusion::{ffi, Kind, UrlFunction};

/// A library marker that is not this library's: the FFI then takes the
/// struct for a foreign one and goes through its function pointers instead
/// of unwrapping the Rust object inside (as it would for its own library).
extern "C" fn another_library() -> usize {
    1
}

/// A context with every function imported through the FFI as foreign.
fn foreign_context() -> SessionContext {
    let ctx = SessionContext::new();
    for mut exported in ffi::scalar_udfs() {
        exported.library_marker_id = another_library;
        let imported: Arc<dyn ScalarUDFImpl> = (&exported).into();
        // The FFI's wrapper, not this crate's function unwrapped.
        assert!(imported.is::<ForeignScalarUDF>() && !imported.is::<UrlFunction>());
        ctx.register_udf(ScalarUDF::new_from_shared_impl(imported));
    }
    ctx
}

fn local_context() -> SessionContext {
    let ctx = SessionContext::new();
    urlkit_datafusion::register(&ctx);
    ctx
}

async fn answer(ctx: &SessionContext, sql: &str) -> datafusion::error::Result<String> {
    let batches = ctx.sql(sql).await?.collect().await?;
    Ok(pretty_format_batches(&batches)?.to_string())
}

const ROWS: &str = "(VALUES ('http://u@www.Example.co.uk:8080/p?a=1&b#f'), (NULL), ('a b'), \
     ('//[::1]/x'), ('mailto:a@example.com'), ('http://h/%zz'))";

#[tokio::test]
async fn imported_functions_answer_as_the_originals() {
    let (foreign, local) = (foreign_context(), local_context());
    // Every function once, each kind of result: strings, Boolean, BIGINT,
    // a struct and lists; and each string type of argument.
    let queries = [
        "SELECT uri_valid(s), uri_error(s), uri_scheme(s), uri_userinfo(s), uri_host(s), \
         uri_host_kind(s), uri_port(s), uri_path(s), uri_query(s), uri_fragment(s)",
        "SELECT uri_query_value(s, 'a'), uri_normalize(s), uri_normalize(s, 'syntax'), \
         uri_resolve('http://a/b/c', s), uri_relative('http://a/b/c', s), uri_encode(s, 'query'), \
         uri_decode(s)",
        "SELECT uri_parse(s), uri_lint(s), uri_extract(s), uri_to_ascii(s), uri_repair(s), \
         uri_repairs(s)",
        "SELECT uri_registrable_domain(s), uri_public_suffix(s, 'icann'), \
         host_registrable_domain(uri_host(s)), host_public_suffix(uri_host(s))",
        "SELECT url_extract_protocol(s), url_extract_host(s), url_extract_port(s), \
         url_extract_path(s), url_extract_query(s), url_extract_fragment(s), \
         url_extract_parameter(s, 'a'), url_encode(s), url_decode(s), parse_url(s, 'HOST'), \
         parse_url(s, 'QUERY', 'a')",
        "SELECT arrow_typeof(uri_host(arrow_cast(s, 'Utf8View'))), \
         arrow_typeof(uri_host(arrow_cast(s, 'LargeUtf8'))), uri_host(arrow_cast(s, 'Utf8View'))",
    ];
    for sql in queries {
        let sql = format!("{sql} FROM {ROWS} AS v(s)");
        let want = answer(&local, &sql).await.unwrap();
        assert_eq!(answer(&foreign, &sql).await.unwrap(), want, "{sql}");
    }
    // None is left out: the queries call every function.
    let all = queries.join(" ");
    for kind in Kind::ALL {
        assert!(
            all.contains(&format!("{}(", kind.name())),
            "{}",
            kind.name()
        );
    }
}

#[tokio::test]
async fn errors_cross_with_their_text() {
    let foreign = foreign_context();
    for (sql, said) in [
        (
            "SELECT uri_host(s, s)",
            "uri_host takes 1 argument(s), got 2",
        ),
        (
            "SELECT uri_public_suffix(s, 'bogus')",
            "uri_public_suffix: unknown sections 'bogus' (expected 'all' or 'icann')",
        ),
    ] {
        let sql = format!("{sql} FROM {ROWS} AS v(s)");
        let err = answer(&foreign, &sql).await.unwrap_err().to_string();
        assert!(err.contains(said), "{sql}: {err}");
    }
}
