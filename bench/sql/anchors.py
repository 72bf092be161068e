#!/usr/bin/env python3
"""Outside anchors for the SQL benchmark (urlkit-datafusion/examples/sql_bench.rs).

The same queries on the same Parquet file in DuckDB (its regexp_extract and
split_part) and in ClickHouse through chdb (its domain(), URL functions and
GROUP BY), on one thread and on every core, best of N runs; each engine
only when its module can be imported (pip install duckdb chdb, into a
virtual environment for the benchmark only: neither is a dependency of
urlkit). The figures are rows/s and the multiple of that engine's own scan
(sum(length(url))), as sql_bench prints them.

    python3 bench/sql/anchors.py PARQUET [--runs N]
"""

import argparse
import os
import sys
import time

# The host as sql_bench's regexp_match finds it (first group).
HOST_RE = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)"


def duckdb_queries(path):
    table = f"read_parquet('{path}')"
    sums = [
        ("scan: sum(length(url))", "url"),
        ("regexp_extract(url, HOST_RE, 1)", f"regexp_extract(url, '{HOST_RE}', 1)"),
        (
            "split_part(split_part(url, '/', 3), ':', 1)",
            "split_part(split_part(url, '/', 3), ':', 1)",
        ),
    ]
    out = [(name, f"SELECT sum(length({e})) FROM {table}") for name, e in sums]
    out.append(
        (
            "regexp_extract GROUP BY, top 10",
            f"SELECT regexp_extract(url, '{HOST_RE}', 1) AS host, count(*) AS n "
            f"FROM {table} GROUP BY 1 ORDER BY n DESC, host LIMIT 10",
        )
    )
    return out


def chdb_queries(path):
    table = f"file('{path}', Parquet)"
    # ClickHouse string literals read backslash escapes: double them.
    host_re = HOST_RE.replace("\\", "\\\\")
    sums = [
        ("scan: sum(length(url))", "url"),
        ("domain(url)", "domain(url)"),
        ("extract(url, HOST_RE)", f"extract(url, '{host_re}')"),
        ("protocol(url)", "protocol(url)"),
        ("path(url)", "path(url)"),
        ("queryString(url)", "queryString(url)"),
        ("fragment(url)", "fragment(url)"),
        ("cutToFirstSignificantSubdomain(url)", "cutToFirstSignificantSubdomain(url)"),
        ("topLevelDomain(url)", "topLevelDomain(url)"),
    ]
    out = [(name, f"SELECT sum(length({e})) FROM {table}") for name, e in sums]
    out.append(
        (
            "domain GROUP BY, top 10",
            f"SELECT domain(url) AS host, count() AS n FROM {table} "
            "GROUP BY host ORDER BY n DESC, host LIMIT 10",
        )
    )
    return out


def best(run, sql, runs):
    """The best time of `runs` runs of `sql`, and its answer."""
    times, answer = [], None
    for _ in range(max(runs, 1)):
        start = time.perf_counter()
        answer = run(sql)
        times.append(time.perf_counter() - start)
    return min(times), answer


def table(engine, queries, set_threads, run, rows, runs, cores):
    print(f"\n{engine}\n")
    print(f"| query | 1 thread | rows/s | x scan | {cores} cores | rows/s | x scan |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    scan = None
    for name, sql in queries:
        result = {}
        for threads in (1, cores):
            set_threads(threads)
            result[threads] = best(lambda q: run(q, threads), sql, runs)
        (one, a1), (alln, an) = result[1], result[cores]
        if a1 != an:
            sys.exit(f"{engine} {name}: one thread gave {a1!r}, {cores} cores {an!r}")
        if scan is None:
            scan = (one, alln)
        print(
            f"| `{name}` | {one:.2f} s | {rows / one:.0f} | {one / scan[0]:.2f} "
            f"| {alln:.2f} s | {rows / alln:.0f} | {alln / scan[1]:.2f} |"
        )
        print(f"  {name}: {str(a1)[:200]}", file=sys.stderr)


def run_duckdb(path, runs, cores):
    try:
        import duckdb
    except ImportError:
        print("\nDuckDB: not installed (pip install duckdb)")
        return
    con = duckdb.connect()
    rows = con.execute(f"SELECT count(*) FROM read_parquet('{path}')").fetchone()[0]
    table(
        f"DuckDB {duckdb.__version__}",
        duckdb_queries(path),
        lambda n: con.execute(f"SET threads = {n}"),
        lambda sql, _n: con.execute(sql).fetchall(),
        rows,
        runs,
        cores,
    )


def run_chdb(path, runs, cores):
    try:
        import chdb
    except ImportError:
        print("\nClickHouse (chdb): not installed (pip install chdb)")
        return

    def run(sql, threads):
        return str(chdb.query(f"{sql} SETTINGS max_threads = {threads}", "CSV")).strip()

    rows = int(run(f"SELECT count() FROM file('{path}', Parquet)", cores))
    table(
        f"ClickHouse (chdb {chdb.__version__})",
        chdb_queries(path),
        lambda _n: None,
        run,
        rows,
        runs,
        cores,
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parquet", help="the file sql_bench wrote (urls-N.parquet)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not os.path.isfile(args.parquet):
        sys.exit(f"{args.parquet}: no such file (run sql_bench first)")
    path = os.path.abspath(args.parquet)
    if "'" in path:
        sys.exit(f"{path}: a quote in the path would break the SQL")
    cores = os.cpu_count() or 1
    run_duckdb(path, args.runs, cores)
    run_chdb(path, args.runs, cores)


if __name__ == "__main__":
    main()
