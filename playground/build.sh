#!/bin/sh
# Builds the playground: urlkit's glue compiled to WebAssembly, and its
# JavaScript bindings, into playground/www/pkg/ (not committed).
# Usage: playground/build.sh        (from anywhere)
# Then:  python3 -m http.server -d playground/www 8000
set -eu
# Must equal the version of the wasm-bindgen crate in playground/Cargo.lock
# (pinned with "=" in playground/Cargo.toml).
WASM_BINDGEN_VERSION=0.2.130
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

rustup target add wasm32-unknown-unknown >/dev/null
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    # --locked is left out on purpose: the lock file of 0.2.130 pins a
    # webpki-roots that some crates.io mirrors lack; cargo then takes the
    # newest compatible one.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi
cargo build --release --target wasm32-unknown-unknown
rm -rf www/pkg
wasm-bindgen --target web --no-typescript --out-dir www/pkg \
    target/wasm32-unknown-unknown/release/urlkit_playground.wasm
for f in www/pkg/urlkit_playground_bg.wasm www/pkg/urlkit_playground.js; do
    printf '%s: %s bytes, %s gzipped\n' "$f" "$(wc -c <"$f")" "$(gzip -9c "$f" | wc -c)"
done
