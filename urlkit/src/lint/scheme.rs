//! Checks on the scheme (RFC 3986 §3.1, §7.1): schemes that run script
//! where a link is followed, and a host name read as a scheme.

use super::text::excerpt;
use super::{Code, Cx, Severity};

pub(super) fn check(cx: &mut Cx<'_>) {
    let Some(scheme) = cx.scheme else {
        return;
    };
    let end = scheme.len();
    if cx.scheme_is("javascript") || cx.scheme_is("vbscript") {
        cx.warn(
            Code::ScriptScheme,
            Severity::Danger,
            0,
            end,
            format_args!(
                "the {} scheme runs script in the page that follows it, not a resource (cross-site scripting): allow only the schemes you fetch, such as http and https",
                excerpt(scheme)
            ),
        );
    } else if cx.scheme_is("data") {
        let path = cx.uri.path();
        if let Some(media) = script_media_type(path) {
            cx.warn(
                Code::ScriptScheme,
                Severity::Danger,
                0,
                end + media.len() + 1,
                format_args!(
                    "data URL of type '{}' is a document that runs script where it is opened (cross-site scripting): allow only the schemes you fetch, such as http and https",
                    excerpt(media)
                ),
            );
        }
    }
    if !cx.uri.has_authority() {
        scheme_looks_like_host(cx, scheme);
    }
}

/// The media type of a `data:` URL's path (RFC 2397 §3: `mediatype` up to
/// the first `;` or `,`) when it is HTML, SVG or a script, the types a
/// browser runs script in.
fn script_media_type(path: &str) -> Option<&str> {
    const RUN_SCRIPT: [&str; 7] = [
        "text/html",
        "application/xhtml+xml",
        "image/svg+xml",
        "text/javascript",
        "application/javascript",
        "text/ecmascript",
        "application/ecmascript",
    ];
    let end = path.find([';', ',']).unwrap_or(path.len());
    let media = path.get(..end)?;
    RUN_SCRIPT
        .iter()
        .any(|t| t.eq_ignore_ascii_case(media))
        .then_some(media)
}

/// `www.example.com:8080/path` and `localhost:3000/api` are valid URIs
/// whose scheme is the host name (RFC 3986 §3.1 allows `.` in a scheme,
/// and §4.2 reads a reference without `//` so): warned when the scheme has
/// a dot or is `localhost` and what follows the colon is a port (one to
/// five digits, then `/`, `?`, `#` or the end). Application schemes with
/// dots (`com.example.app:/callback`) are not followed by digits.
fn scheme_looks_like_host(cx: &mut Cx<'_>, scheme: &str) {
    if !(scheme.contains('.') || cx.scheme_is("localhost")) {
        return;
    }
    let rest = cx.uri.as_str().get(scheme.len() + 1..).unwrap_or("");
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let after = rest.as_bytes().get(digits);
    if !(1..=5).contains(&digits) || !matches!(after, None | Some(b'/' | b'?' | b'#')) {
        return;
    }
    let input = cx.uri.as_str();
    cx.warn(
        Code::SchemeLooksLikeHost,
        Severity::Warning,
        0,
        scheme.len() + 1 + digits,
        format_args!(
            "'{}' is read as a scheme and '{}' as a path (RFC 3986 §4.2): probably meant 'http://{}' (or '//' before the host)",
            excerpt(scheme),
            excerpt(rest),
            excerpt(input)
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_media_types_are_compared_ignoring_case() {
        assert_eq!(script_media_type("text/html,<p>"), Some("text/html"));
        assert_eq!(
            script_media_type("Image/SVG+XML;base64,AA"),
            Some("Image/SVG+XML")
        );
        assert_eq!(script_media_type("text/plain,hi"), None);
        assert_eq!(script_media_type(",hi"), None);
        assert_eq!(script_media_type("text/html"), Some("text/html"));
    }
}
