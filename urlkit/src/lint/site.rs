//! `deceptive-subdomain`: another site's registrable domain inside the
//! subdomain part of a host (features `psl` and `std`).
//!
//! A reader who sees `paypal.com.secure-login.example.net` starts at the
//! left and stops at `paypal.com`, but the site is `example.net`, whose
//! owner chose every label in front of it. Chromium's lookalike checks
//! call this *target embedding*; phishing feature sets count it. The
//! registrable domains come from the Public Suffix List ([`crate::site`]).

use super::text::excerpt;
use super::{Code, Cx, Severity};
use crate::site::{List, Site};
use crate::Host;

/// Warns when the labels in front of the host's registrable domain end,
/// at some label, in a registrable domain under a suffix that
/// [`names_a_site`]. The first such domain from the left is reported,
/// spanning its bytes in the host.
pub(super) fn check(cx: &mut Cx<'_>, list: &List) {
    let Some(Host::RegName(name)) = cx.uri.host_typed() else {
        return;
    };
    let Some(host_start) = cx.at.host_range().map(|r| r.start) else {
        return;
    };
    // The linter makes no allocation per URI for an ASCII host: it is
    // looked up in lowercase from the linter's scratch buffer. A host with
    // non-ASCII or percent-encoded octets needs UTS 46's mapping, which
    // allocates; such hosts are rare, and looked up as written.
    let found = if name.is_ascii() && !name.contains('%') {
        let mut lower = core::mem::take(&mut cx.lower);
        lower.clear();
        lower.push_str(name);
        lower.make_ascii_lowercase();
        let found = embedding(list, &lower);
        cx.lower = lower;
        found
    } else {
        embedding(list, name)
    };
    let Some((start, end, domain_len)) = found else {
        return;
    };
    // ASCII lowercasing keeps every byte where it was, and a site keeps the
    // host's form: the offsets found are those of the host as written.
    let inner = excerpt(name.get(start..end).unwrap_or_default());
    let domain = excerpt(
        name.get(name.len().saturating_sub(domain_len)..)
            .unwrap_or_default(),
    );
    cx.warn(
        Code::DeceptiveSubdomain,
        Severity::Warning,
        host_start + start,
        host_start + end,
        format_args!("host belongs to the site '{domain}', but its subdomain holds the registrable domain '{inner}' of another site: a reader may take the host for '{inner}'"),
    );
}

/// The registrable domain of another site that `host`'s subdomain holds:
/// its start and end in the host, and the length of the host's own
/// registrable domain (both in the form `host` is written in).
fn embedding(list: &List, host: &str) -> Option<(usize, usize, usize)> {
    let site = list.site(host)?;
    let (subdomain, domain) = (site.subdomain()?, site.registrable_domain()?);
    let (end, embedded) = embedded_site(list, subdomain)?;
    let inner = embedded.registrable_domain()?;
    // `inner` ends `subdomain[..end]`, and the subdomain starts the host.
    Some((end.saturating_sub(inner.len()), end, domain.len()))
}

/// The shortest prefix of `subdomain`, ending at a label end, that has a
/// registrable domain under a suffix that [`names_a_site`]: where it ends,
/// and its site.
fn embedded_site<'s>(list: &List, subdomain: &'s str) -> Option<(usize, Site<'s>)> {
    let ends = subdomain
        .match_indices('.')
        .map(|(i, _)| i)
        .chain(core::iter::once(subdomain.len()));
    for end in ends {
        let Some(prefix) = subdomain.get(..end) else {
            continue;
        };
        let Some(site) = list.site(prefix) else {
            continue;
        };
        let label = site
            .registrable_domain_ascii()
            .and_then(|d| d.split('.').next());
        // `www.net.example.edu` is a network group's web server, and no
        // reader takes `www.net` for a site.
        if label.is_some_and(|l| l != "www") && names_a_site(&site) {
            return Some((end, site));
        }
    }
    None
}

/// The generic top-level domains of RFC 1591 §2.
const RFC1591_GENERIC: [&str; 7] = ["com", "edu", "gov", "int", "mil", "net", "org"];

/// Whether a registrable domain under this public suffix reads as another
/// site's name when it stands in a subdomain: a suffix the list names
/// (not the implicit `*`) of two or more labels (`co.uk`, `github.io`),
/// or one of RFC 1591's generic top-level domains.
///
/// A one-label country code or newer generic domain is left out: such
/// labels are ordinary words in subdomains (`www.us.example.com`,
/// `www.ag.example.edu`, `storage.cloud.example.com`, `www4.law.example.edu`),
/// and counting them flagged 1.2% of a list of benign URLs
/// (docs/site.md).
fn names_a_site(site: &Site<'_>) -> bool {
    let suffix = site.public_suffix_ascii();
    site.section().is_some() && (suffix.contains('.') || RFC1591_GENERIC.contains(&suffix))
}
