//! The place for what the page will show once the library has it: the
//! safe display form of a URI. It does not exist in urlkit yet, so
//! nothing is added here; when it does, it becomes one key of the report
//! (`"display"`), and the page's `<section id="later">` shows it.

use serde_json::Value;

/// Adds the keys of features still to come to `report` (none yet).
pub fn add(_report: &mut Value, _input: &str) {}
