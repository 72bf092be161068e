#!/usr/bin/env bash
# The SQL benchmark in one go: builds and runs urlkit-datafusion's
# sql_bench example (it writes the Parquet file of the repeated lists and
# times the queries in DataFusion), then bench/sql/anchors.py on the same
# file (DuckDB and chdb, each when installed).
#
#   bench/sql/run.sh [--rows N] [--runs N] [--out DIR]
#
# PYTHON picks the interpreter for the anchors (one with duckdb and chdb
# installed, e.g. a virtual environment's).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
rows=10000000 runs=3 out="$root/urlkit-datafusion/target/sql-bench"
args=("$@")
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "run.sh: unknown option $1 (expected --rows, --runs or --out)" >&2; exit 2 ;;
  esac
done
cd "$root/urlkit-datafusion"
cargo build --release --example sql_bench
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
target/release/examples/sql_bench "${args[@]}"
"${PYTHON:-python3}" "$root/bench/sql/anchors.py" "$out/urls-$rows.parquet" --runs "$runs"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
