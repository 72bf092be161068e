#!/usr/bin/env bash
# Runs every cargo-fuzz target (or the ones named) for SECONDS each,
# FUZZ_JOBS at a time (default 2: one process per core of the development
# machine), and prints one Markdown row per target: executions, exec/s,
# corpus size, coverage, crashes, and the CPU seconds the fuzzing process
# really got (user + system, from /usr/bin/time), which on a shared
# machine can be well under the wall-clock seconds. A last line sums the
# CPU-hours.
#
#   fuzz/run.sh [SECONDS] [TARGET...]        (default: 60 s, every target)
#   FUZZ_JOBS=1 fuzz/run.sh 900              (one at a time, 15 min each)
#
# Unattended: the targets are built once, first (`cargo fuzz build`), then
# each runs its binary directly, so the time and CPU figures are the
# fuzzing alone. A target that fails does not stop the others; the exit
# status is non-zero if any failed.
#
# Stable Rust only: libFuzzer itself needs no nightly, only the sanitizer
# flags that `cargo fuzz` adds by default do. So the default here is
# `--sanitizer none` (urlkit has no unsafe code, and overflow checks are on
# in fuzz/Cargo.toml). FUZZ_SANITIZER=address runs the AddressSanitizer
# build through RUSTC_BOOTSTRAP=1, which lets the stable compiler accept the
# nightly-only -Z flags.
#
# Each target starts from fuzz/seeds/<family>/ (checked in, read-only) and
# keeps what it finds in fuzz/corpus/<target>/ (not checked in). Logs go to
# fuzz/logs/<target>.log, crashes to fuzz/artifacts/<target>/.
# Extra libFuzzer flags: FUZZ_FLAGS (default: -max_len=4096 -rss_limit_mb=512).
#
# On a machine shared with builds, FUZZ_CPU=1 makes SECONDS a budget of CPU
# seconds rather than wall-clock seconds: each process runs until it has
# really had SECONDS of CPU (checked every 5 s from /proc, then stopped
# with SIGINT, which makes libFuzzer print its final stats), or until
# FUZZ_WALL_CAP wall-clock seconds (default 4 x SECONDS). FUZZ_NICE (default
# 0) runs the fuzzers at that nice level, so they take only what other
# jobs leave.
set -uo pipefail
cd "$(dirname "$0")"
export CARGO_TERM_COLOR=never

seconds=${1:-60}
shift || true
sanitizer=${FUZZ_SANITIZER:-none}
flags=${FUZZ_FLAGS:--max_len=4096 -rss_limit_mb=512}
jobs=${FUZZ_JOBS:-2}
by_cpu=${FUZZ_CPU:-0}
wall_cap=${FUZZ_WALL_CAP:-$((4 * seconds))}
niceness=${FUZZ_NICE:-0}
if [ "$sanitizer" != none ]; then
    export RUSTC_BOOTSTRAP=1
fi
if ! command -v cargo-fuzz >/dev/null; then
    echo "run.sh: cargo-fuzz is missing: cargo install cargo-fuzz --locked" >&2
    exit 2
fi
if [ ! -x /usr/bin/time ]; then
    echo "run.sh: /usr/bin/time (GNU time) is missing: it gives the CPU seconds" >&2
    exit 2
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(cargo fuzz list)
fi

# Which seed folder a target starts from (see seeds/README.md): the pair
# targets read "base\nreference" (sql: up to three arguments, one a line),
# builder and edit their own fields, every other target one reference.
family() {
    case "$1" in
        resolve* | make_relative* | differential_resolve* | join | sql) echo pair ;;
        join_lenient) echo join_lenient ;;
        builder) echo build ;;
        edit | splice) echo edit ;;
        extract) echo text ;;
        iri | to_uri) echo iri ;;
        idna) echo idna ;;
        display) echo display ;;
        check_label) echo label ;;
        template) echo template ;;
        *) echo uri ;;
    esac
}

mkdir -p logs
echo "run.sh: building ${#targets[@]} target(s) (--sanitizer $sanitizer)" >&2
for t in "${targets[@]}"; do
    if ! cargo fuzz build --sanitizer "$sanitizer" "$t" >logs/build.log 2>&1; then
        cat logs/build.log >&2
        echo "run.sh: $t does not build" >&2
        exit 2
    fi
done
triple=$(rustc -vV | sed -n 's/^host: //p')
bin_dir="target/$triple/release"

# Stops the fuzzer under the GNU time process $1 with SIGINT once it has
# had $2 CPU seconds (user + system, in clock ticks from /proc/PID/stat).
watch_cpu() {
    local timer=$1 budget=$2 pid ticks hz
    hz=$(getconf CLK_TCK)
    while kill -0 "$timer" 2>/dev/null; do
        sleep 5
        pid=$(pgrep -P "$timer" | head -1)
        [ -n "$pid" ] || continue
        ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null) || continue
        if [ "${ticks:-0}" -ge $((budget * hz)) ]; then
            kill -INT "$pid" 2>/dev/null
            return
        fi
    done
}

# Runs one target; writes its Markdown row to logs/<target>.row and its
# exit status to logs/<target>.rc.
run_one() {
    local t=$1 log="logs/$1.log" timing="logs/$1.time" start
    start=$(date +%s)
    mkdir -p "corpus/$t" "artifacts/$t"
    local wall=$seconds
    [ "$by_cpu" = 1 ] && wall=$wall_cap
    # shellcheck disable=SC2086
    nice -n "$niceness" /usr/bin/time -f '%U %S' -o "$timing" \
        "$bin_dir/$t" "corpus/$t" "seeds/$(family "$t")" \
        -max_total_time="$wall" -print_final_stats=1 -interrupted_exitcode=0 $flags \
        -artifact_prefix="artifacts/$t/" >"$log" 2>&1 &
    local timer=$!
    if [ "$by_cpu" = 1 ]; then
        watch_cpu "$timer" "$seconds" &
    fi
    wait "$timer"
    local rc=$?
    # libFuzzer exits with 72 when interrupted (older versions ignore
    # -interrupted_exitcode); a stop by the CPU budget is no failure.
    if [ "$by_cpu" = 1 ] && [ "$rc" = 72 ] && grep -q 'run interrupted' "$log"; then
        rc=0
    fi
    local execs rate last cov ft corpus crashes cpu
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    corpus=$(find "corpus/$t" -type f | wc -l)
    crashes=$(find "artifacts/$t" -type f | wc -l)
    # GNU time writes "Command exited with non-zero status N" first when
    # the command failed; the figures are on the last line.
    cpu=$(tail -1 "$timing" | awk '{ printf "%.0f", $1 + $2 }')
    echo "$rc" >"logs/$t.rc"
    local shown=$seconds
    [ "$by_cpu" = 1 ] && shown=$(awk -v s="$(date +%s)" -v b="$start" 'BEGIN { print s - b }')
    echo "| $t | $shown | ${cpu:-?} | $sanitizer | ${execs:-?} | ${rate:-?} | $corpus | ${cov:-?} | ${ft:-?} | $crashes |" >"logs/$t.row"
}

echo "run.sh: $(date -u '+%F %H:%M') UTC, $jobs at a time, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for t in "${targets[@]}"; do
    rm -f "logs/$t.row" "logs/$t.rc"
    run_one "$t" &
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n
    done
done
wait
echo "run.sh: $(date -u '+%F %H:%M') UTC, done, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2

echo "| target | seconds | CPU s | sanitizer | executions | exec/s | corpus (files) | coverage (edges) | features | crashes |"
echo "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|"
status=0
total=0
for t in "${targets[@]}"; do
    cat "logs/$t.row"
    rc=$(cat "logs/$t.rc")
    if [ "$rc" -ne 0 ]; then
        status=1
        echo "run.sh: $t exited with $rc; see fuzz/logs/$t.log" >&2
    fi
    cpu=$(cut -d'|' -f4 "logs/$t.row" | tr -d ' ')
    [[ $cpu =~ ^[0-9]+$ ]] && total=$((total + cpu))
done
echo
awk -v s="$total" 'BEGIN { printf "CPU in all: %d s = %.2f CPU-hours\n", s, s / 3600 }'
exit $status
