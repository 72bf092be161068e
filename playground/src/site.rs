//! The site of the input's host: its public suffix and registrable domain
//! by the Public Suffix List built into urlkit (`urlkit::site`, feature
//! `psl`), as `urlkit parse --format '{suffix}'` and `'{domain}'` print
//! them.

use std::sync::OnceLock;

use serde_json::{json, Value};
use urlkit::site::{List, Section};
use urlkit::UriRefView;

use crate::text::long;

/// The built-in list, read on first use (tens of milliseconds) and kept:
/// the glue is built without urlkit's `std` feature, so `List::shared` is
/// not there, but the glue itself has `std`.
fn list() -> &'static List {
    static LIST: OnceLock<List> = OnceLock::new();
    LIST.get_or_init(List::builtin)
}

/// Reads the list now, so that the first answer does not wait for it.
pub fn warm() {
    let _ = list();
}

/// The site of the host of a valid URI reference: each part as the host
/// is written and in A-labels, and the section of the list's rule
/// (`"icann"`, `"private"`, or null for the implicit `*` rule). Null when
/// there is no valid reference, no host, or no site (an IP address, an
/// empty label, a host UTS 46 refuses).
pub fn site(parsed: Option<UriRefView<'_>>) -> Value {
    let Some(host) = parsed.and_then(|r| r.host()) else {
        return Value::Null;
    };
    let Some(site) = list().site(host) else {
        return Value::Null;
    };
    let part = |p: Option<&str>| p.map_or(Value::Null, long);
    json!({
        "public_suffix": long(site.public_suffix()),
        "registrable_domain": part(site.registrable_domain()),
        "subdomain": part(site.subdomain()),
        "public_suffix_ascii": long(site.public_suffix_ascii()),
        "registrable_domain_ascii": part(site.registrable_domain_ascii()),
        "section": match site.section() {
            Some(Section::Icann) => Value::from("icann"),
            Some(Section::Private) => Value::from("private"),
            None => Value::Null,
        },
    })
}
