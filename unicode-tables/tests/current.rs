//! The committed tables are what the generator writes from the Unicode
//! data in Cargo.lock: a new ICU4X version (new Unicode data) makes this
//! fail until `cargo run -p urlkit-unicode-tables` is run.

use std::path::Path;

#[test]
fn tables_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(urlkit_unicode_tables::PATH);
    let committed = std::fs::read_to_string(&path).expect("urlkit/src/idna/tables.rs");
    assert!(
        committed == urlkit_unicode_tables::generate(),
        "{} is out of date: run `cargo run -p urlkit-unicode-tables`",
        path.display()
    );
}
