//! The playground's glue: urlkit's public API, compiled to WebAssembly,
//! answering the page in `www/` with one JSON object per input.
//!
//! Everything here reads urlkit's results; nothing parses, resolves or
//! normalizes on its own. Two explanations are computed here because the
//! library gives only their outcome: the §5.2.2 steps of a resolution
//! ([`resolve`]) and the list of §6.2.2/§6.2.3 changes of a normal form
//! ([`normalize`]). Each is checked against the library's own result, and
//! the page says so when they disagree (`"agrees": false`).
//!
//! Byte indices and spans are UTF-8 byte offsets into the input, as in the
//! CLI's `--json` output; the page maps them to characters.

use serde_json::{json, Value};
use wasm_bindgen::prelude::wasm_bindgen;

#[deny(unsafe_code)]
pub mod display;
#[deny(unsafe_code)]
pub mod normalize;
#[deny(unsafe_code)]
pub mod read;
#[deny(unsafe_code)]
pub mod resolve;
#[deny(unsafe_code)]
pub mod site;
#[deny(unsafe_code)]
mod text;

/// Everything the page shows about `input`, resolved against `base` when
/// `base` is not empty, as JSON text (the keys are documented in
/// docs/playground.md).
///
/// # Examples
///
/// ```
/// let out: serde_json::Value =
///     serde_json::from_str(&urlkit_playground::analyze("http://h/a/../b", "")).unwrap();
/// assert_eq!(out["strict"]["valid"], true);
/// assert_eq!(out["normal"]["scheme"], "http://h/b");
/// ```
#[wasm_bindgen]
#[must_use]
pub fn analyze(input: &str, base: &str) -> String {
    report(input, base).to_string()
}

/// Reads the Public Suffix List built into the page, which the first
/// answer would otherwise wait for; the page calls it once it has loaded.
///
/// # Examples
///
/// ```
/// urlkit_playground::warm();
/// ```
#[wasm_bindgen]
pub fn warm() {
    site::warm();
}

/// The version of urlkit compiled into the page.
///
/// # Examples
///
/// ```
/// assert!(!urlkit_playground::version().is_empty());
/// ```
#[wasm_bindgen]
#[must_use]
pub fn version() -> String {
    String::from(env!("CARGO_PKG_VERSION"))
}

/// [`analyze`], as a JSON value.
#[must_use]
pub fn report(input: &str, base: &str) -> Value {
    let strict = urlkit::UriRefView::parse(input);
    json!({
        "input_len": input.len(),
        "strict": read::strict(input, strict),
        "iri": read::iri(input),
        "lenient": read::lenient(input),
        "lint": read::lint(strict.ok()),
        "normal": strict.ok().map(normalize::explain),
        "resolve": (!base.is_empty()).then(|| resolve::explain(base, strict)),
        "compare": resolve::compare(base, strict),
        "site": site::site(strict.ok()),
        "display": display::display(strict.ok()),
    })
}
