//! A tracking-parameter stripper: reads URLs, one per line, and writes each
//! with its `utm_*`, `fbclid`, `gclid`, `mc_eid` and `msclkid` query pairs
//! removed. Everything else keeps its bytes: the other pairs, their order
//! and their escapes, the fragment; a line that is not a URI is copied as
//! it is. Keys are compared decoded (`%75tm_source` is `utm_source`) and
//! case-sensitively, as servers read them.
//!
//! ```sh
//! cargo run -p urlkit --example strip_tracking < urlkit/examples/tracking.txt
//! ```

use std::io::{BufRead, Write};

use urlkit::Uri;

/// Whether a query key, decoded, is a tracking parameter.
fn is_tracking(key: &str) -> bool {
    key.starts_with("utm_") || matches!(key, "fbclid" | "gclid" | "mc_eid" | "msclkid")
}

/// The line with its tracking parameters removed, and how many went.
fn strip(line: &str) -> (String, usize) {
    match Uri::parse(line) {
        Ok(mut uri) => {
            let removed = uri.retain_query_pairs(|key, _| !is_tracking(key));
            (uri.into_string(), removed)
        }
        Err(_) => (line.to_owned(), 0),
    }
}

fn main() -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut total = 0;
    for line in stdin.lock().lines() {
        let (stripped, removed) = strip(&line?);
        total += removed;
        writeln!(out, "{stripped}")?;
    }
    out.flush()?;
    eprintln!("{total} tracking parameters removed");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_the_shipped_list() {
        let lines: Vec<(String, usize)> = include_str!("tracking.txt").lines().map(strip).collect();
        let expected = [
            ("https://shop.example/item/42?color=red#reviews", 2),
            ("https://news.example/story?id=7", 1),
            ("https://search.example/?q=caf%C3%A9&hl=fr", 1),
            ("https://example.com/plain", 0),
            ("https://example.com/", 1),
            ("https://example.com/?UTM_Source=case&a=%7E", 0),
            ("not a url", 0),
            ("mailto:someone@example.com?subject=hi", 1),
            ("https://example.com/?keep=1", 1),
        ];
        let got: Vec<(&str, usize)> = lines.iter().map(|(s, n)| (s.as_str(), *n)).collect();
        assert_eq!(got, expected);
    }
}
