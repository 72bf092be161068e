#!/usr/bin/env bash
# Throughput of `urlkit parse --json`, `urlkit check`, `urlkit edit`
# (`--remove-query 'utm_*'` and `--format`), `urlkit parse --format
# '{host}'` and `urlkit stats` over at least one million real-world URLs,
# on one thread and on all, against reading the same file line by line
# (`wc -l` and a trivial Rust line reader).
#
# The input is built at run time from the repository's data/urls/*.txt (or
# the lists of DATA_DIR; a userbait.txt there is skipped, so that figures
# stay comparable with a clone), repeated until it has at least one million
# lines; it is written under $TMPDIR and never committed.
#
# Usage: bench/cli/run.sh [DATA_DIR] [RUNS]      (from the repository root)
# MIN_LINES=N (default 1000000) sets the size of the input: a small N checks
# that the script works without the long measurement. LINES=N instead makes
# the input exactly N lines (the lists repeated, then cut): `LINES=10000000`
# is the 10 M-line file that `stats` and `parse --format '{host}'` are
# compared on with the SQL engine's GROUP BY over the same rows.
# ONLY=REGEX runs only the commands whose name matches (e.g. 'host|stats').
# Prints one Markdown table row per command: the best of RUNS wall-clock
# times, the CPU time of that run, and lines/s and MB/s from the wall time.
# /usr/bin/time (GNU time) and bc are needed.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:-$root/data/urls}
runs=${2:-3}
work=${TMPDIR:-/tmp}/urlkit-bench
mkdir -p "$work"
exact=${LINES:-}
min_lines=${LINES:-${MIN_LINES:-1000000}}
input=$work/urls-$min_lines${exact:+-exact}.txt
only=${ONLY:-}

# 1. The input: the lists, concatenated and repeated to >= $min_lines lines.
sources=()
for f in "$data"/*.txt; do
    [ -f "$f" ] && [ "$(basename "$f")" != userbait.txt ] || continue
    sources+=("$f")
done
[ ${#sources[@]} -gt 0 ] || { echo "no URL lists in $data" >&2; exit 2; }
: > "$input"
# Lines are counted once, after the first round (every round is the same).
rounds=0
per_round=0
while [ $((rounds * per_round)) -lt "$min_lines" ]; do
    for f in "${sources[@]}"; do
        cat "$f" >> "$input"
        # kasztp.txt ends without a newline.
        [ -z "$(tail -c1 "$f")" ] || echo >> "$input"
    done
    rounds=$((rounds + 1))
    if [ "$rounds" -eq 1 ]; then
        per_round=$(wc -l < "$input")
        [ "$per_round" -gt 0 ] || { echo "no lines in the lists of $data" >&2; exit 2; }
    fi
done
if [ -n "$exact" ]; then
    head -n "$exact" "$input" > "$input.cut" && mv "$input.cut" "$input"
fi
lines=$(wc -l < "$input")
bytes=$(wc -c < "$input")

# 2. The programs.
(cd "$root" && cargo build -q --release -p urlkit-cli)
urlkit=$root/target/release/urlkit
rustc -O --edition 2021 -o "$work/linecount" "$root/bench/cli/linecount.rs"
cores=$(nproc)

# 3. Best-of-$runs wall time of a command (output and diagnostics to
# /dev/null), with the
# CPU time (user + sys) of that run: on a busy machine the wall time of the
# multi-threaded runs is noisy, the CPU time much less so.
best() {
    local best= cpu=
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > /dev/null 2>&1 || [ $? -eq 1 ]
        read -r wall user sys < <(tail -n1 "$work/time")
        if [ -z "$best" ] || [ "$(echo "$wall < $best" | bc -l)" = 1 ]; then
            best=$wall
            cpu=$(echo "$user + $sys" | bc -l)
        fi
    done
    echo "$best $cpu"
}

row() {
    local name=$1; shift
    if [ -n "$only" ] && ! [[ $name =~ $only ]]; then
        return
    fi
    local t cpu
    read -r t cpu < <(best "$@")
    t=$(echo "if ($t < 0.01) 0.01 else $t" | bc -l)
    printf '| %-34s | %6.2f s | %6.2f s | %10s | %7.1f |\n' "$name" "$t" "$cpu" \
        "$(printf '%.0f' "$(echo "$lines / $t" | bc -l)")" "$(echo "$bytes / $t / 1000000" | bc -l)"
}

echo "input: $lines lines, $bytes bytes ($input); $cores cores; best of $runs"
echo
echo "| command                            |   wall   |   CPU    |    lines/s |    MB/s |"
echo "| ---------------------------------- | -------: | -------: | ---------: | ------: |"
row "wc -l" wc -l "$input"
row "linecount (Rust read_until)" "$work/linecount" "$input"
row "urlkit check -j1" "$urlkit" check --no-progress -j1 -i "$input"
row "urlkit check -j$cores" "$urlkit" check --no-progress -j"$cores" -i "$input"
row "urlkit parse --json -j1" "$urlkit" parse --json --no-progress -j1 -i "$input"
row "urlkit parse --json -j$cores" "$urlkit" parse --json --no-progress -j"$cores" -i "$input"
row "urlkit edit --remove-query -j1" "$urlkit" edit --remove-query 'utm_*' --no-progress -j1 -i "$input"
row "urlkit edit --remove-query -j$cores" "$urlkit" edit --remove-query 'utm_*' --no-progress -j"$cores" -i "$input"
row "urlkit edit --format -j1" "$urlkit" edit --format '{host} {port_or_default}' --no-progress -j1 -i "$input"
row "urlkit edit --format -j$cores" "$urlkit" edit --format '{host} {port_or_default}' --no-progress -j"$cores" -i "$input"
row "urlkit parse --format {host} -j1" "$urlkit" parse --format '{host}' --no-progress -j1 -i "$input"
row "urlkit parse --format {host} -j$cores" "$urlkit" parse --format '{host}' --no-progress -j"$cores" -i "$input"
row "urlkit stats -j1" "$urlkit" stats --no-progress -j1 -i "$input"
row "urlkit stats -j$cores" "$urlkit" stats --no-progress -j"$cores" -i "$input"
