//! The place for what the page will show once the library has it: the
//! registrable domain (public suffix list) and the safe display form.
//! Neither exists in urlkit yet, so nothing is added here; when they do,
//! each becomes one key of the report (`"registrable"`, `"display"`), and
//! the page's `<section id="later">` shows it.

use serde_json::Value;

/// Adds the keys of features still to come to `report` (none yet).
pub fn add(_report: &mut Value, _input: &str) {}
