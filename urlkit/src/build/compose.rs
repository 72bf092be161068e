//! Recomposition (RFC 3986 §5.3): checking a set of components against the
//! rules of §3 and joining them into one text.
//!
//! The builder and every setter end here, so there is one place that
//! decides what can be a URI reference. The joined text is then parsed
//! again to get its offsets: the parser, not this module, has the last
//! word, so a mistake here becomes an error, never an invalid value.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;

use crate::component::Parts;
use crate::error::{BuildError, BuildErrorKind};
use crate::host::{ipv6address, ipvfuture, Host};
use crate::parse::{parse, Rule};
use crate::pct::{encode, encode_with, forbidden_in_host, Component};
use crate::table::{
    ALPHA, FRAGMENT, PATH, PCHAR, PORT, QUERY, REG_NAME, SCHEME, SEGMENT_NZ_NC, USERINFO,
};
use crate::uri::UriRef;

/// The components of a URI reference, raw (percent-encoded), each `None`
/// when absent. An authority is present exactly when `host` is.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Components<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) userinfo: Option<&'a str>,
    pub(crate) host: Option<&'a str>,
    pub(crate) port: Option<&'a str>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// The components of a parsed reference.
    pub(crate) fn of(parts: Parts<'a>) -> Components<'a> {
        Components {
            scheme: parts.scheme(),
            userinfo: parts.userinfo(),
            host: parts.host(),
            port: parts.port(),
            path: parts.path(),
            query: parts.query(),
            fragment: parts.fragment(),
        }
    }

    /// Whether the path's first segment must hold no raw `:`
    /// (`path-noscheme`, §4.2).
    pub(crate) fn is_relative_without_authority(&self) -> bool {
        self.scheme.is_none() && self.host.is_none()
    }

    /// Checks every component and the constraints between them, then joins
    /// them (§5.3) and parses the result.
    pub(crate) fn compose(&self) -> Result<UriRef, BuildError> {
        self.check()?;
        let text = self.join()?;
        match parse(&text, Rule::UriReference, usize::MAX) {
            Ok(off) => Ok(UriRef::from_parts_unchecked(text, off)),
            Err(e) => {
                // `check` accepts only what the grammar accepts; reaching
                // this is a bug, reported as the nearest build error.
                debug_assert!(false, "checked components failed to parse: {e}");
                Err(BuildError::new(BuildErrorKind::InvalidPath, e.index()))
            }
        }
    }

    fn check(&self) -> Result<(), BuildError> {
        use BuildErrorKind::*;
        if let Some(scheme) = self.scheme {
            check_scheme(scheme)?;
        }
        let fail = |kind, at: Option<usize>| at.map_or(Ok(()), |i| Err(BuildError::new(kind, i)));
        match self.host {
            Some(host) => check_host(host)?,
            None if self.userinfo.is_some() || self.port.is_some() => {
                return Err(BuildError::new(MissingHost, 0))
            }
            None => {}
        }
        if let Some(userinfo) = self.userinfo {
            fail(InvalidUserinfo, USERINFO.first_invalid(userinfo))?;
        }
        if let Some(port) = self.port {
            fail(InvalidPort, PORT.first_invalid(port))?;
        }
        fail(InvalidPath, PATH.first_invalid(self.path))?;
        self.check_path_shape()?;
        if let Some(query) = self.query {
            fail(InvalidQuery, QUERY.first_invalid(query))?;
        }
        if let Some(fragment) = self.fragment {
            fail(InvalidFragment, FRAGMENT.first_invalid(fragment))?;
        }
        Ok(())
    }

    /// The three constraints of §3.3 on a path's first bytes.
    fn check_path_shape(&self) -> Result<(), BuildError> {
        check_path_shape(self.path, self.scheme.is_some(), self.host.is_some())
    }

    /// `scheme ":" "//" [ userinfo "@" ] host [ ":" port ] path [ "?" query ] [ "#" fragment ]`,
    /// each part only when present (§5.3).
    fn join(&self) -> Result<String, BuildError> {
        let pieces: [(&str, Option<&str>, &str); 7] = [
            ("", self.scheme, ":"),
            ("//", self.host.map(|_| ""), ""),
            ("", self.userinfo, "@"),
            ("", self.host, ""),
            (":", self.port, ""),
            ("", Some(self.path), ""),
            ("?", self.query, ""),
        ];
        let fragment = ("#", self.fragment, "");
        let all = pieces.iter().chain(core::iter::once(&fragment));
        let len = all
            .clone()
            .filter_map(|(pre, text, post)| {
                text.map(|t| t.len().saturating_add(pre.len() + post.len()))
            })
            .try_fold(0usize, usize::checked_add)
            .filter(|&n| u32::try_from(n).is_ok())
            .ok_or(BuildError::new(BuildErrorKind::TooLong, 0))?;
        let mut text = String::with_capacity(len);
        for (pre, part, post) in all {
            if let Some(part) = part {
                text.push_str(pre);
                text.push_str(part);
                text.push_str(post);
            }
        }
        Ok(text)
    }
}

/// The three constraints of §3.3 on a path's first bytes, given whether
/// the reference has a scheme and a host (an authority):
/// - "If a URI contains an authority component, then the path component
///   must either be empty or begin with a slash";
/// - without an authority, "the path cannot begin with two slash
///   characters";
/// - in a relative reference without authority, the first segment holds no
///   `:` (`path-noscheme`, §4.2).
pub(crate) fn check_path_shape(
    path: &str,
    has_scheme: bool,
    has_host: bool,
) -> Result<(), BuildError> {
    if has_host {
        if !path.is_empty() && !path.starts_with('/') {
            return Err(BuildError::new(
                BuildErrorKind::PathNotAbsoluteAfterAuthority,
                0,
            ));
        }
        return Ok(());
    }
    if path.starts_with("//") {
        return Err(BuildError::new(
            BuildErrorKind::PathStartsWithDoubleSlash,
            0,
        ));
    }
    if !has_scheme {
        let first_segment = path.split('/').next().unwrap_or("");
        if let Some(colon) = first_segment.find(':') {
            return Err(BuildError::new(BuildErrorKind::ColonInFirstSegment, colon));
        }
    }
    Ok(())
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (§3.1).
pub(crate) fn check_scheme(scheme: &str) -> Result<(), BuildError> {
    let bad = match scheme.as_bytes().first() {
        Some(&b) if ALPHA.allows(b) => SCHEME.first_invalid(scheme),
        _ => Some(0),
    };
    bad.map_or(Ok(()), |i| {
        Err(BuildError::new(BuildErrorKind::InvalidScheme, i))
    })
}

/// `host = IP-literal / IPv4address / reg-name` (§3.2.2), as raw text.
pub(crate) fn check_host(host: &str) -> Result<(), BuildError> {
    let bad = |i| Err(BuildError::new(BuildErrorKind::InvalidHost, i));
    let Some(inner) = host.strip_prefix('[') else {
        return REG_NAME.first_invalid(host).map_or(Ok(()), bad);
    };
    let Some(inner) = inner.strip_suffix(']') else {
        return bad(host.len());
    };
    let valid = match inner.as_bytes().first() {
        Some(b'v' | b'V') => ipvfuture(inner.as_bytes()),
        _ => ipv6address(inner.as_bytes()).is_some(),
    };
    if valid {
        Ok(())
    } else {
        bad(1)
    }
}

/// The raw text of a typed host: an IP address in its usual form (IPv6 in
/// brackets, RFC 5952 text), a reg-name or IPvFuture checked as given.
pub(crate) fn host_text(host: Host<'_>) -> Result<Cow<'_, str>, BuildError> {
    let bad = |i| Err(BuildError::new(BuildErrorKind::InvalidHost, i));
    match host {
        Host::RegName(name) => match REG_NAME.first_invalid(name) {
            None => Ok(Cow::Borrowed(name)),
            Some(i) => bad(i),
        },
        Host::Ipv4(addr) => Ok(Cow::Owned(addr.to_string())),
        Host::Ipv6(addr) => Ok(Cow::Owned(format!("[{addr}]"))),
        Host::IpvFuture(text) if ipvfuture(text.as_bytes()) => Ok(Cow::Owned(format!("[{text}]"))),
        Host::IpvFuture(_) => bad(0),
    }
}

/// Encodes a host name given as text for `reg-name`, refusing one that
/// holds a delimiter, `%`, a space or a control (docs/security.md row 7).
pub(crate) fn encode_reg_name(text: &str) -> Result<Cow<'_, str>, BuildError> {
    match text.char_indices().find(|&(_, c)| forbidden_in_host(c)) {
        Some((i, _)) => Err(BuildError::new(BuildErrorKind::DelimiterInHost, i)),
        None => Ok(encode(text, Component::RegName).to_cow()),
    }
}

/// Encodes a path given as text: `/` separates segments, every other byte
/// that `pchar` does not allow is encoded, and so is a `:` in the first
/// segment when `no_colon_first` (a relative reference without authority).
pub(crate) fn encode_path(text: &str, no_colon_first: bool) -> Cow<'_, str> {
    if !no_colon_first {
        return encode_with(text, &PATH).to_cow();
    }
    let (head, tail) = text.split_at(text.find('/').unwrap_or(text.len()));
    let head = encode_with(head, &SEGMENT_NZ_NC).to_cow();
    let tail = encode_with(tail, &PATH).to_cow();
    match (head, tail) {
        (Cow::Borrowed(_), Cow::Borrowed(_)) => Cow::Borrowed(text),
        (head, tail) => Cow::Owned(format!("{head}{tail}")),
    }
}

/// Appends a segment given as text to a raw path (the `/` it needs, then
/// the segment encoded with `pchar`, or `segment-nz-nc` where it becomes
/// the first segment of a relative reference without authority).
///
/// A path that ends in `/` (an empty last segment, as in a directory
/// `/v1/`) takes the new segment in place of that empty one; an empty path
/// after an authority becomes `/segment`.
pub(crate) fn push_segment(
    path: &mut String,
    segment: &str,
    has_authority: bool,
    no_colon_first: bool,
) -> Result<(), BuildError> {
    if segment == "." || segment == ".." {
        return Err(BuildError::new(BuildErrorKind::DotSegment, 0));
    }
    let table = if path.is_empty() && no_colon_first {
        &SEGMENT_NZ_NC
    } else {
        &PCHAR
    };
    if path.is_empty() {
        if has_authority {
            path.push('/');
        }
    } else if !path.ends_with('/') {
        path.push('/');
    }
    path.extend(encode_with(segment, table));
    Ok(())
}
