//! The per-row logic of the SQL functions (`urlkit-datafusion`), on up to
//! three arbitrary strings: see `checks::sql`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    urlkit_fuzz::checks::sql(data);
});
