//! Each component read through its own accessor, by name: the reference
//! that `components()` and everything filled from it (the SQL function
//! `uri_parse`) are checked against. Shared by `urlkit/tests/it/invariants.rs`
//! and the tests of `urlkit-datafusion` (through `#[path]`).

use urlkit::UriRef;

/// The component called `name` (one of [`urlkit::COMPONENT_NAMES`]),
/// read through its own accessor, independent of `components()`.
pub fn component<'a>(u: &'a UriRef, name: &str) -> Option<&'a str> {
    match name {
        "scheme" => u.scheme(),
        "authority" => u.authority(),
        "userinfo" => u.userinfo(),
        "host" => u.host(),
        "host_kind" => u.host_kind().map(|k| k.as_str()),
        "port" => u.port(),
        "path" => Some(u.path()),
        "query" => u.query(),
        "fragment" => u.fragment(),
        _ => panic!("{name:?} is not a component name"),
    }
}
