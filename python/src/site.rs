//! The site of a host by the Public Suffix List (the library's `psl`
//! feature, with its built-in snapshot of the list): the public suffix and
//! the registrable domain, for `URIRef` and for columns.
//!
//! Both are given in A-labels, lowercase, without a trailing dot (the form
//! to compare and group by, as the SQL functions give them): `News.BBC.co.uk`
//! and `news.bbc.co.uk.` have the same site, `bbc.co.uk`.

use pyo3::prelude::*;
use urlkit::site::{List, Sections};

use crate::errors;

/// Which part of the site a function gives.
#[derive(Clone, Copy)]
pub enum Part {
    RegistrableDomain,
    PublicSuffix,
}

/// The sections named in Python: `"all"` (ICANN and private, the
/// default) or `"icann"`.
pub fn sections(py: Python<'_>, name: &str) -> PyResult<Sections> {
    match name {
        "all" => Ok(Sections::All),
        "icann" => Ok(Sections::Icann),
        other => Err(errors::error(
            py,
            "invalid-argument",
            None,
            format!("unknown sections {other:?} (expected \"all\" or \"icann\")"),
        )),
    }
}

/// The part of the site of `host` (a host as written in a URI), in
/// A-labels, lowercase; None for an IP address, a host the list cannot
/// place (an empty label, a name UTS 46 refuses), or a public suffix asked
/// for its registrable domain.
pub fn site_part(host: &str, part: Part, sections: Sections) -> Option<String> {
    let site = List::shared().site_with(host, sections)?;
    let text = match part {
        Part::RegistrableDomain => site.registrable_domain_ascii()?,
        Part::PublicSuffix => site.public_suffix_ascii(),
    };
    Some(text.to_owned())
}
