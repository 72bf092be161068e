//! Rewrites `urlkit/src/idna/tables.rs` (run from the workspace root or
//! anywhere in it: `cargo run -p urlkit-unicode-tables`).

use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::write(
        root.join(urlkit_unicode_tables::PATH),
        urlkit_unicode_tables::generate(),
    )
}
