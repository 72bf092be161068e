//! See `checks::repair_url`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = urlkit_fuzz::checks::repair_url(data);
});
