"""End to end in each engine: pandas, Polars, DuckDB and PySpark."""

from __future__ import annotations

import importlib.util

import pyarrow as pa
import pytest

import urlkit
import urlkit.arrow as ua

URLS = [
    "https://www.example.com/a?id=7&utm_source=x",
    "http://[::1]:8080/p",
    None,
    "not a uri",
    "mailto:x@y.example",
    "http://bücher.example/",
]
HOSTS = ["www.example.com", "[::1]", None, None, None, None]


def test_pandas_series_in_series_out() -> None:
    pd = pytest.importorskip("pandas")
    s = pd.Series(URLS, index=list("abcdef"), name="url")
    hosts = ua.host(s)
    assert isinstance(hosts, pd.Series)
    assert list(hosts.index) == list("abcdef") and hosts.name == "url"
    assert [None if pd.isna(h) else h for h in hosts] == HOSTS
    ports = ua.port(s)
    assert [None if pd.isna(p) else int(p) for p in ports] == [None, 8080, None, None, None, None]
    ids = ua.query_value(s, "id")
    assert ids.iloc[0] == "7"
    # an ArrowDtype column goes in as well
    s2 = pd.Series(URLS, dtype=pd.ArrowDtype(pa.string()))
    assert [None if pd.isna(h) else h for h in ua.host(s2)] == HOSTS
    df = pd.DataFrame({"u": URLS})
    df["host"] = ua.host(df["u"])
    assert df["host"].iloc[1] == "[::1]"


def test_polars_namespace_and_series() -> None:
    pl = pytest.importorskip("polars")
    import urlkit.polars  # noqa: F401  (registers the namespace)

    df = pl.DataFrame({"u": URLS})
    out = df.select(
        pl.col("u").urlkit.host().alias("host"),
        pl.col("u").urlkit.port().alias("port"),
        pl.col("u").urlkit.valid().alias("valid"),
        pl.col("u").urlkit.query_value("id").alias("id"),
        pl.col("u").urlkit.normalize().alias("norm"),
        pl.col("u").urlkit.resolve("https://base.example/dir/").alias("abs"),
        pl.col("u").urlkit.lint_codes().alias("lint"),
    )
    assert out["host"].to_list() == HOSTS
    assert out["port"].to_list() == [None, 8080, None, None, None, None]
    assert out["valid"].to_list() == [True, True, None, False, True, False]
    assert out["id"].to_list() == ["7", None, None, None, None, None]
    assert out["abs"].to_list()[4] == "mailto:x@y.example"
    assert out.schema["lint"] == pl.List(pl.String)
    # lazily, and on a Series
    lazy = df.lazy().with_columns(pl.col("u").urlkit.scheme().alias("s")).collect()
    assert lazy["s"].to_list() == ["https", "http", None, None, "mailto", None]
    assert df["u"].urlkit.host().to_list() == HOSTS
    assert isinstance(ua.host(df["u"]), pl.Series)


def test_duckdb_arrow_udf_and_arrow_scan() -> None:
    duckdb = pytest.importorskip("duckdb")
    from duckdb.sqltypes import VARCHAR  # type: ignore[import-not-found]

    con = duckdb.connect()
    # null_handling="special": the functions give NULL for invalid rows, and
    # take NULL rows themselves.
    con.create_function("url_host", ua.host, [VARCHAR], VARCHAR, type="arrow", null_handling="special")
    con.create_function(
        "url_normalize", lambda col: ua.normalize(col), [VARCHAR], VARCHAR, type="arrow", null_handling="special"
    )
    urls = pa.table({"u": pa.array(URLS)})
    con.register("urls", urls)
    rows = con.sql("select url_host(u) as h, url_normalize(u) as n from urls").fetchall()
    assert [r[0] for r in rows] == HOSTS
    assert rows[1][1] == str(urlkit.parse(URLS[1]).normalize())
    # and the other way: a DuckDB result as an Arrow column
    result = con.sql("select u from urls").arrow()
    column = result["u"] if hasattr(result, "column_names") else result.read_all()["u"]
    assert ua.host(column).to_pylist() == HOSTS


HAVE_SPARK = importlib.util.find_spec("pyspark") is not None


@pytest.mark.skipif(not HAVE_SPARK, reason="pyspark is not installed")
def test_pyspark_map_in_arrow() -> None:
    import os
    import shutil
    import sys

    if shutil.which("java") is None:
        pytest.skip("PySpark needs Java")
    from pyspark.sql import SparkSession

    # The Python workers must be this interpreter (with urlkit and pyarrow).
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable

    spark = (
        SparkSession.builder.master("local[1]")
        .appName("urlkit-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "1")
        .getOrCreate()
    )
    try:
        df = spark.createDataFrame([(u,) for u in URLS], "u string")

        def add_host(batches):
            for batch in batches:
                u = batch.column("u")
                yield pa.RecordBatch.from_arrays(
                    [u, ua.host(u), ua.valid(u)], names=["u", "host", "valid"]
                )

        out = df.mapInArrow(add_host, "u string, host string, valid boolean").collect()
        assert [r["host"] for r in out] == HOSTS
        assert [r["valid"] for r in out] == [True, True, None, False, True, False]
    finally:
        spark.stop()
