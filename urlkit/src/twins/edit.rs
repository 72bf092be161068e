//! The plain twin of the spliced setters: each edit recomposes every
//! component (RFC 3986 §5.3) through [`crate::Builder`]'s checks and parses
//! the joined text again. This is how the setters worked before they
//! spliced; `tests/it/splice.rs` and the `splice` fuzz check compare both on
//! the same text and the same error. Test scaffolding (see [`super`]).
//!
//! # Examples
//!
//! ```
//! use urlkit::{twins, UriRef};
//! let mut spliced = UriRef::parse("http://h/p?q")?;
//! let mut plain = spliced.clone();
//! spliced.set_port_digits(Some("8080"))?;
//! twins::edit::set_port_digits(&mut plain, Some("8080"))?;
//! assert_eq!(spliced, plain);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use crate::build::{BuildError, Components};
use crate::uri::UriRef;

/// Replaces `r` by the recomposition of its components after `edit`
/// (a macro: the components borrow both `r` and the new text).
macro_rules! recompose {
    ($r:ident, |$c:ident| $edit:expr) => {{
        let mut $c = Components::of($r.parts());
        $edit;
        let new = $c.compose()?;
        *$r = new;
        Ok(())
    }};
}

/// [`UriRef::set_scheme`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_scheme`].
pub fn set_scheme(r: &mut UriRef, scheme: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| c.scheme = scheme)
}

/// [`UriRef::set_userinfo_encoded`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_userinfo_encoded`].
pub fn set_userinfo_encoded(r: &mut UriRef, raw: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| c.userinfo = raw)
}

/// [`UriRef::set_host_encoded`], recomposed: removing the host removes
/// the userinfo and port with it.
///
/// # Errors
///
/// As [`UriRef::set_host_encoded`].
pub fn set_host_encoded(r: &mut UriRef, raw: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| {
        if raw.is_none() {
            c.userinfo = None;
            c.port = None;
        }
        c.host = raw;
    })
}

/// [`UriRef::set_port_digits`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_port_digits`].
pub fn set_port_digits(r: &mut UriRef, digits: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| c.port = digits)
}

/// [`UriRef::set_path_encoded`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_path_encoded`].
pub fn set_path_encoded(r: &mut UriRef, raw: &str) -> Result<(), BuildError> {
    recompose!(r, |c| c.path = raw)
}

/// [`UriRef::set_query_encoded`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_query_encoded`].
pub fn set_query_encoded(r: &mut UriRef, raw: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| c.query = raw)
}

/// [`UriRef::set_fragment_encoded`], recomposed.
///
/// # Errors
///
/// As [`UriRef::set_fragment_encoded`].
pub fn set_fragment_encoded(r: &mut UriRef, raw: Option<&str>) -> Result<(), BuildError> {
    recompose!(r, |c| c.fragment = raw)
}

/// [`UriRef::retain_query_pairs`] the old way: the kept pieces collected,
/// joined with `&`, and the query recomposed; returns how many went.
pub fn retain_query_pairs(r: &mut UriRef, mut keep: impl FnMut(&str, &str) -> bool) -> usize {
    let Some(query) = r.query() else { return 0 };
    let kept: Vec<&str> = query
        .split('&')
        .filter(|piece| {
            piece.is_empty() || {
                let (k, v) = piece.split_once('=').unwrap_or((piece, ""));
                keep(
                    &crate::pct::decode_utf8_lossy(k),
                    &crate::pct::decode_utf8_lossy(v),
                )
            }
        })
        .collect();
    let removed = query.split('&').count() - kept.len();
    if removed == 0 {
        return 0;
    }
    let rest: String = kept.join("&");
    let rest = (!rest.is_empty()).then_some(rest.as_str());
    match set_query_encoded(r, rest) {
        Ok(()) => removed,
        Err(_) => 0,
    }
}
