//! An HTTP request-target resolver: for each request head in
//! `examples/requests.txt` (a request line and a `Host` header), build the
//! target URI as a server must (RFC 9112 §3.3), or say why the request is
//! a 400, and compare it by its normal form (RFC 3986 §6) with the URI the
//! server answers for.
//!
//! ```sh
//! cargo run -p urlkit --example request_target            # the shipped file
//! cargo run -p urlkit --example request_target -- FILE    # another one
//! ```

use urlkit::http9110::{HttpUri, RequestTarget};
use urlkit::Uri;

/// The site this server answers for; equivalent target URIs (case,
/// default port, `%7E`) are the same resource.
const SERVED: &str = "http://www.example.org/pub/WWW/TheProject.html";

/// The target URI of one request head, or the reason for a 400.
fn target_uri(head: &str, secure: bool) -> Result<Uri, String> {
    let mut lines = head.lines();
    let request_line = lines.next().unwrap_or_default();
    let mut parts = request_line.split(' ');
    let (Some(method), Some(target), Some(_version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(format!("400: bad request line {request_line:?}"));
    };
    // Field names are case-insensitive; one Host only (RFC 9112 §3.2).
    let hosts: Vec<&str> = lines
        .filter_map(|l| l.split_once(':'))
        .filter(|(name, _)| name.eq_ignore_ascii_case("host"))
        .map(|(_, value)| value.trim())
        .collect();
    if hosts.len() > 1 {
        return Err("400: more than one Host".to_owned());
    }
    let target = RequestTarget::parse(method, target).map_err(|e| format!("400: target: {e}"))?;
    let scheme = if secure { "https" } else { "http" };
    let uri = target
        .effective_uri(scheme, hosts.first().copied())
        .map_err(|e| format!("400: {e}"))?;
    // A target URI for http must be a valid http URI (RFC 9110 §4.2).
    if let Some("http" | "https") = Some(uri.scheme()) {
        HttpUri::try_from(&uri).map_err(|e| format!("400: {e}"))?;
    }
    Ok(uri)
}

/// One line per request head of `text`: the target URI and whether it is
/// the served resource, or the 400.
fn resolve_all(text: &str) -> Vec<String> {
    let served = Uri::parse(SERVED).map(|u| u.normalize());
    text.split("\n\n")
        .filter(|head| !head.trim().is_empty())
        .map(|head| match target_uri(head, false) {
            Ok(uri) => {
                let same = served.as_ref().is_ok_and(|s| uri.normalize() == *s);
                format!("{uri}{}", if same { "  (served here)" } else { "" })
            }
            Err(why) => why,
        })
        .collect()
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/examples/requests.txt").to_owned()
    });
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2);
    });
    for line in resolve_all(&text) {
        println!("{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_the_shipped_requests() {
        let text = include_str!("requests.txt");
        assert_eq!(
            resolve_all(text),
            [
                "http://www.example.org:8080/pub/WWW/TheProject.html",
                "http://www.example.org/pub/WWW/TheProject.html  (served here)",
                "http://server.example.com:80",
                "http://www.example.org:8001",
                "http://[2001:db8::1]/where?q=now",
                "400: no Host value at index 0",
                "400: userinfo not allowed at index 4",
                "400: target: '*' target with a method other than OPTIONS at index 0",
                "400: target: fragment in a request target at index 2",
            ]
        );
    }

    #[test]
    fn equivalent_spellings_are_the_served_resource() {
        let head = "GET /pub/WWW/TheProject.html HTTP/1.1\nHost: WWW.Example.ORG:80";
        assert_eq!(
            resolve_all(head),
            ["http://WWW.Example.ORG:80/pub/WWW/TheProject.html  (served here)"]
        );
        assert!(target_uri("GET / HTTP/1.1\nHost: a\nhost: b", true)
            .unwrap_err()
            .contains("more than one"));
        assert_eq!(
            target_uri("GET / HTTP/1.1\nHost: a", true).unwrap(),
            "https://a/"
        );
    }
}
