#!/usr/bin/env bash
# Runs every cargo-fuzz target (or the ones named) for SECONDS each, one
# after the other, and prints one Markdown row per target: executions,
# exec/s, corpus size, coverage and crashes.
#
#   fuzz/run.sh [SECONDS] [TARGET...]        (default: 60 s, every target)
#
# Stable Rust only: libFuzzer itself needs no nightly, only the sanitizer
# flags that `cargo fuzz run` adds by default do. So the default here is
# `--sanitizer none` (urlkit has no unsafe code, and overflow checks are on
# in fuzz/Cargo.toml). FUZZ_SANITIZER=address runs the AddressSanitizer
# build through RUSTC_BOOTSTRAP=1, which lets the stable compiler accept the
# nightly-only -Z flags.
#
# Each target starts from fuzz/seeds/<family>/ (checked in, read-only) and
# keeps what it finds in fuzz/corpus/<target>/ (not checked in). Logs go to
# fuzz/logs/<target>.log, crashes to fuzz/artifacts/<target>/.
# Extra libFuzzer flags: FUZZ_FLAGS (default: -max_len=4096 -rss_limit_mb=512).
set -uo pipefail
cd "$(dirname "$0")"
export CARGO_TERM_COLOR=never

seconds=${1:-60}
shift || true
sanitizer=${FUZZ_SANITIZER:-none}
flags=${FUZZ_FLAGS:--max_len=4096 -rss_limit_mb=512}
if [ "$sanitizer" != none ]; then
    export RUSTC_BOOTSTRAP=1
fi
if ! command -v cargo-fuzz >/dev/null; then
    echo "run.sh: cargo-fuzz is missing: cargo install cargo-fuzz --locked" >&2
    exit 2
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(cargo fuzz list)
fi

# Which seed folder a target starts from (see seeds/README.md): the pair
# targets read "base\nreference", builder and edit their own fields, every
# other target one reference.
family() {
    case "$1" in
        resolve* | make_relative* | differential_resolve*) echo pair ;;
        builder) echo build ;;
        edit) echo edit ;;
        extract) echo text ;;
        iri | to_uri) echo iri ;;
        idna) echo idna ;;
        *) echo uri ;;
    esac
}

mkdir -p logs
echo "| target | seconds | sanitizer | executions | exec/s | corpus (files) | coverage (edges) | features | crashes |"
echo "|---|---:|---|---:|---:|---:|---:|---:|---:|"
status=0
for t in "${targets[@]}"; do
    mkdir -p "corpus/$t" "artifacts/$t"
    log="logs/$t.log"
    # shellcheck disable=SC2086
    cargo fuzz run --sanitizer "$sanitizer" "$t" "corpus/$t" "seeds/$(family "$t")" -- \
        -max_total_time="$seconds" -print_final_stats=1 $flags \
        -artifact_prefix="artifacts/$t/" >"$log" 2>&1
    rc=$?
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    corpus=$(find "corpus/$t" -type f | wc -l)
    crashes=$(find "artifacts/$t" -type f | wc -l)
    if [ "$rc" -ne 0 ]; then
        status=1
        echo "run.sh: $t exited with $rc; see fuzz/$log" >&2
    fi
    echo "| $t | $seconds | $sanitizer | ${execs:-?} | ${rate:-?} | $corpus | ${cov:-?} | ${ft:-?} | $crashes |"
done
exit $status
