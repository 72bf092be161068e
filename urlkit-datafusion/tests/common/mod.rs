//! What the test files share.

/// `component(u, name)`: the component called `name` (one of
/// `urlkit::COMPONENT_NAMES`, the fields of `uri_parse`), read through its
/// own accessor: the reference the struct is checked against, independent
/// of `components()`, which the function itself uses. The library's tests
/// hold the one copy.
#[path = "../../../urlkit/tests/it/by_name.rs"]
mod by_name;

pub use by_name::component;
