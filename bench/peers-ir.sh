#!/usr/bin/env bash
# Instructions (callgrind) of urlkit and its peers on one list of
# data/urls: parse, resolve, normalize and crawl, each the count with one
# round minus the count with none (the loading), so that two builds of
# bench/ can be set side by side without an idle machine.
#
#   cd bench && cargo build --release --bin ir
#   ./peers-ir.sh target/release/ir [LIST]          (default LIST: kasztp)
#
# Prints one line per operation: its name and its instructions.
set -euo pipefail
ir=${1:?the ir binary}
list=${2:-kasztp}
count() {
    URLKIT_BENCH_ONLY=$list valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$ir" "$1" "$2" 2>&1 | awk '/Collected/ { print $NF }'
}
for op in parse/urlkit/view parse/urlkit/owned parse/fluent-uri parse/oxiri \
    parse/iri-string parse/url parse/ada-url \
    resolve/urlkit resolve/fluent-uri resolve/oxiri resolve/iri-string resolve/url resolve/ada-url \
    normalize/urlkit normalize/fluent-uri normalize/iri-string normalize/url normalize/ada-url \
    crawl/urlkit crawl/fluent-uri crawl/url; do
    echo "$op $(($(count "$op" 1) - $(count "$op" 0)))"
done
