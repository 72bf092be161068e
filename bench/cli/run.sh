#!/usr/bin/env bash
# Throughput of `urlkit parse --json` and `urlkit check` over at least one
# million real-world URLs, on one thread and on all, against reading the same
# file line by line (`wc -l` and a trivial Rust line reader).
#
# The input is built at run time from ../shared/data/urls/*.txt (except
# userbait.txt, which must not be shipped), repeated until it has at least
# one million lines; it is written under $TMPDIR and never committed.
#
# Usage: bench/cli/run.sh [DATA_DIR] [RUNS]      (from the repository root)
# Prints one Markdown table row per command: best of RUNS wall-clock times.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:-$root/../shared/data/urls}
runs=${2:-3}
work=${TMPDIR:-/tmp}/urlkit-bench
mkdir -p "$work"
input=$work/urls-1m.txt

# 1. The input: the lists, concatenated and repeated to >= 1 000 000 lines.
sources=()
for f in "$data"/*.txt; do
    [ -f "$f" ] && [ "$(basename "$f")" != userbait.txt ] || continue
    sources+=("$f")
done
[ ${#sources[@]} -gt 0 ] || { echo "no URL lists in $data" >&2; exit 2; }
: > "$input"
while [ "$(wc -l < "$input")" -lt 1000000 ]; do
    for f in "${sources[@]}"; do
        cat "$f" >> "$input"
        # kasztp.txt ends without a newline.
        [ -z "$(tail -c1 "$f")" ] || echo >> "$input"
    done
done
lines=$(wc -l < "$input")
bytes=$(wc -c < "$input")

# 2. The programs.
(cd "$root" && cargo build -q --release -p urlkit-cli)
urlkit=$root/target/release/urlkit
rustc -O --edition 2021 -o "$work/linecount" "$root/bench/cli/linecount.rs"
cores=$(nproc)

# 3. Best-of-$runs wall time of a command, output to /dev/null.
best() {
    local best=
    for _ in $(seq "$runs"); do
        local t0 t1 t
        t0=$(date +%s.%N)
        "$@" > /dev/null || [ $? -eq 1 ]   # exit 1 = some invalid lines
        t1=$(date +%s.%N)
        t=$(echo "$t1 - $t0" | bc -l)
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
    done
    echo "$best"
}

row() {
    local name=$1; shift
    local t
    t=$(best "$@")
    printf '| %-34s | %7.3f s | %12s | %8.1f |\n' "$name" "$t" \
        "$(printf '%.0f' "$(echo "$lines / $t" | bc -l)")" "$(echo "$bytes / $t / 1000000" | bc -l)"
}

echo "input: $lines lines, $bytes bytes ($input); $cores cores; best of $runs"
echo
echo "| command                            |      time |      lines/s |     MB/s |"
echo "| ---------------------------------- | --------: | -----------: | -------: |"
row "wc -l" wc -l "$input"
row "linecount (Rust read_until)" "$work/linecount" "$input"
row "urlkit check -j1" "$urlkit" check --no-progress -j1 -i "$input"
row "urlkit check -j$cores" "$urlkit" check --no-progress -j"$cores" -i "$input"
row "urlkit parse --json -j1" "$urlkit" parse --json --no-progress -j1 -i "$input"
row "urlkit parse --json -j$cores" "$urlkit" parse --json --no-progress -j"$cores" -i "$input"
