#!/usr/bin/env bash
# The cost per byte of every adversarial input of the entry points of
# `ADVERSARIAL_OPS` (src/lib.rs), in instructions counted by callgrind,
# which is steady on a loaded machine: for each input, the count of
# `ir adversarial/OP/NAME R` minus that of the same command with 0 rounds
# (which builds the inputs only), divided by R times the input's bytes,
# and its ratio to the `typical` input of the same operation. R is 1 for
# the inputs of 1 MiB and as many rounds as make 1 MiB for the small ones:
# one round of a 45-byte input counted the first call's one-time costs
# (the allocator's first growth, lazy tables) as if they were per byte,
# which flattered every ratio by up to five times. Instructions leave out
# what the kernel does (page faults of large buffers), so the wall-clock
# table of bench/README.md, from criterion, is the one the promise is
# read from; this one tells where the instructions go. Prints a Markdown
# table; exits non-zero if an input costs more than LIMIT (default 1.2)
# times the typical cost per byte, or, for the operations whose hosts go
# through UTS 46 (to_uri, to_iri, repair: the idna crate's cost a label),
# more than IDNA_LIMIT (default 4), which flags the inputs to look at. An
# OP `peer/url` or `peer/ada` runs that peer of `to_uri` (TO_URI_PEERS in
# src/lib.rs) on the same hosts, for
# comparison, with no limit.
#
#   cd bench && cargo build --release --bin ir && ./adversarial-ir.sh [OP...]
set -euo pipefail
cd "$(dirname "$0")"
limit=${LIMIT:-1.2}
idna_limit=${IDNA_LIMIT:-4}
ir=target/release/ir
# `adversarial/OP/NAME`, or `peer/PEER/NAME` for an OP `peer/PEER`.
target() {
    case $1 in
    peer/*) echo "$1" ;;
    *) echo "adversarial/$1" ;;
    esac
}
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$ir" "$(target "$1")" "$2" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# The inputs of OP, one `OP/NAME` a line.
cases() {
    case $1 in
    peer/*) "$ir" peer/list | grep "^${1#peer/}/" | sed 's|^|peer/|' ;;
    *) "$ir" adversarial/list | grep "^$1/" ;;
    esac
}
ops=("$@")
if [ ${#ops[@]} -eq 0 ]; then
    mapfile -t ops < <("$ir" adversarial/list | cut -d/ -f1 | uniq)
fi
echo "| operation | input | bytes | rounds | instructions | per byte | × typical |"
echo "|---|---|---:|---:|---:|---:|---:|"
status=0
for op in "${ops[@]}"; do
    typical=
    for case in $(cases "$op"); do
        bytes=$("$ir" "$(target "$case")" 0 | cut -d' ' -f1)
        rounds=$(((1 << 20) / bytes))
        [ "$rounds" -ge 1 ] || rounds=1
        n=$(($(count "$case" "$rounds") - $(count "$case" 0)))
        per=$(awk -v n="$n" -v b="$bytes" -v r="$rounds" 'BEGIN { printf "%.2f", n / b / r }')
        typical=${typical:-$per}
        ratio=$(awk -v p="$per" -v t="$typical" 'BEGIN { printf "%.2f", p / t }')
        echo "| $op | ${case#"$op"/} | $bytes | $rounds | $n | $per | $ratio |"
        case $op in
        to_uri | to_iri | repair) bound=$idna_limit ;;
        *) bound=$limit ;;
        esac
        if [[ $op != peer/* ]] && awk -v r="$ratio" -v l="$bound" 'BEGIN { exit !(r > l) }'; then
            echo "adversarial-ir.sh: $case costs $ratio × the typical cost per byte" >&2
            status=1
        fi
    done
done
exit $status
