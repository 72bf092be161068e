//! A crawler over the small site shipped in `examples/site/`, served as
//! `https://example.com/`: read each page, find its `href`s, read each as
//! a browser does (a space encoded, `\` as `/` on an https page), resolve
//! it against the page (RFC 3986 §5.2) and normalize it (§6) in one call
//! (`Resolver::join_lenient`), drop the fragment, and follow the links
//! that stay on the site. Each repair is reported.
//!
//! ```sh
//! cargo run -p urlkit --example crawler
//! ```
//!
//! `cargo test -p urlkit --example crawler` runs it on the same files and
//! checks what it finds.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

use urlkit::{Resolver, Uri};

/// Where the site lives on the web, and on disk.
const ROOT: &str = "https://example.com/";

/// What a crawl found.
#[derive(Debug, Default)]
struct Crawl {
    /// The pages read, in the order read.
    pages: Vec<String>,
    /// Every link, resolved, normalized and without fragment.
    links: BTreeSet<String>,
    /// The hrefs that needed a repair, with what was repaired, by page.
    repaired: BTreeMap<String, Vec<String>>,
    /// The hrefs beyond repair, by page.
    broken: BTreeMap<String, Vec<String>>,
}

/// The values of the `href` attributes of a page, quoted with `"` or `'`.
/// (A real crawler would use an HTML parser; these pages are simple.)
fn hrefs(html: &str) -> impl Iterator<Item = &str> {
    html.split("href=").skip(1).filter_map(|rest| {
        let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        let value = rest.get(1..)?;
        value.split(quote).next()
    })
}

/// The file of a page of the site: its path, percent-decoded, under
/// `site`; `/` and directories are `index.html`. `None` off the site.
fn file_of(site: &Path, uri: &Uri) -> Option<PathBuf> {
    let root = Uri::parse(ROOT).ok()?;
    let same_origin = uri.scheme() == root.scheme()
        && uri.host() == root.host()
        && uri.port_or_default() == root.port_or_default();
    if !same_origin || uri.query().is_some() && !uri.path().ends_with(".html") {
        return None;
    }
    let path = urlkit::pct::decode_utf8(uri.path()).ok()?;
    let mut file = site.to_path_buf();
    file.extend(path.split('/').filter(|s| !s.is_empty()));
    if path.ends_with('/') || path.is_empty() {
        file.push("index.html");
    }
    (file.extension()? == "html").then_some(file)
}

/// Crawls the site from its root.
fn crawl(site: &Path) -> Result<Crawl, urlkit::Error> {
    let resolver = Resolver::new().normalize(true);
    let mut out = Crawl::default();
    let mut queue = VecDeque::from([Uri::parse(ROOT)?]);
    let mut seen: BTreeSet<Uri> = queue.iter().cloned().collect();
    while let Some(page) = queue.pop_front() {
        let Some(file) = file_of(site, &page) else {
            continue;
        };
        let Ok(html) = std::fs::read_to_string(&file) else {
            continue;
        };
        out.pages.push(page.to_string());
        for href in hrefs(&html) {
            let fixed = match resolver.join_lenient(&page, href) {
                Ok(fixed) => fixed,
                Err(e) => {
                    let entry = out.broken.entry(page.to_string()).or_default();
                    entry.push(format!("{href:?}: {e}"));
                    continue;
                }
            };
            if fixed.is_repaired() {
                let kinds: Vec<&str> = fixed.repairs().iter().map(|r| r.kind().as_str()).collect();
                let entry = out.repaired.entry(page.to_string()).or_default();
                entry.push(format!("{href:?}: {}", kinds.join(", ")));
            }
            let mut link = fixed.into_uri();
            link.remove_fragment();
            out.links.insert(link.to_string());
            // The page itself is fetched without its query: the site is
            // static. `seen` is a set of `Uri`, asked with the text.
            let mut target = link.clone();
            target.remove_query();
            if !seen.contains(target.as_str()) {
                seen.insert(target.clone());
                queue.push_back(target);
            }
        }
    }
    Ok(out)
}

fn site_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/site")
}

fn main() -> Result<(), urlkit::Error> {
    let crawl = crawl(&site_dir())?;
    for page in &crawl.pages {
        println!("page   {page}");
    }
    for link in &crawl.links {
        println!("link   {link}");
    }
    for (page, hrefs) in &crawl.repaired {
        for href in hrefs {
            println!("fixed  {page}: {href}");
        }
    }
    for (page, hrefs) in &crawl.broken {
        for href in hrefs {
            println!("broken {page}: {href}");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crawls_the_shipped_site() {
        let crawl = crawl(&site_dir()).unwrap();
        assert_eq!(
            crawl.pages,
            [
                "https://example.com/",
                "https://example.com/docs/guide.html",
                "https://example.com/blog/post.html",
                "https://example.com/index.html",
                "https://example.com/docs/api.html",
                "https://example.com/docs/~draft.html",
            ]
        );
        let links: Vec<&str> = crawl.links.iter().map(String::as_str).collect();
        assert_eq!(
            links,
            [
                "https://cdn.example.net/lib.js",
                "https://example.com/",
                "https://example.com/a%20b.html",
                "https://example.com/blog/post.html",
                "https://example.com/blog/post.html?utm_source=home",
                "https://example.com/docs/api.html",
                "https://example.com/docs/api.html?v=2",
                "https://example.com/docs/guide.html",
                "https://example.com/docs/~draft.html",
                "https://example.com/index.html",
                "https://example.com/static/site.css",
                "https://other.example/",
                "mailto:team@example.com",
            ]
        );
        // The backslashes of an href on an https page are read as `/`,
        // as browsers do; the space is encoded.
        assert_eq!(
            crawl.repaired["https://example.com/blog/post.html"],
            [r#""\\docs\\guide.html": backslash, backslash"#]
        );
        assert_eq!(
            crawl.repaired["https://example.com/"],
            [r#""a b.html": percent-encoded"#]
        );
        let broken = &crawl.broken["https://example.com/blog/post.html"];
        assert_eq!(broken.len(), 1);
        assert!(
            broken[0]
                .starts_with("\"https://exa mple.com/\": invalid character in host at index 11"),
            "{broken:?}"
        );
    }

    #[test]
    fn finds_hrefs_in_both_quotes() {
        let found: Vec<&str> = hrefs(r#"<a href="a">x</a><a href='b'><a href=c>"#).collect();
        assert_eq!(found, ["a", "b"]);
    }
}
