//! What the test files share.

use urlkit::UriRef;

/// The component called `name` (one of `urlkit::COMPONENT_NAMES`, the
/// fields of `uri_parse`), read through its own accessor: the reference
/// the struct is checked against, independent of `components()`, which
/// the function itself uses.
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
