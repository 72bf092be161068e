//! urlkit's extractor against the `linkify` crate on README files.
//!
//! `readme_excerpts_agree_with_linkify` runs on the excerpts shipped in
//! `tests/data/readmes.txt` (see PROVENANCE.md there). The ignored
//! `cargo_registry_readmes` runs the same comparison on every README.md of
//! the local cargo registry, when there is one:
//! `cargo test -p urlkit --test it extract_linkify:: -- --ignored --nocapture`
//! (`URLKIT_EXTRACT_MODE=uri` or `lenient` for the other modes).
//! docs/extract.md records its figures and explains each difference.

use std::collections::BTreeSet;

use linkify::{LinkFinder, LinkKind};
use urlkit::extract::{extract_with, ExtractMode};

/// URIs found, as `(start, text)`.
type Finds = BTreeSet<(usize, String)>;

/// What each side finds.
fn both(text: &str) -> (Finds, Finds) {
    both_in(text, ExtractMode::Iri)
}

/// What each side finds, urlkit in `mode`.
fn both_in(text: &str, mode: ExtractMode) -> (Finds, Finds) {
    let ours = extract_with(text, mode)
        .filter(|f| !f.is_bracketed() || !f.as_str().contains(char::is_whitespace))
        .map(|f| (f.start(), f.as_str().to_string()))
        .collect();
    let mut finder = LinkFinder::new();
    finder.kinds(&[LinkKind::Url]);
    let theirs = finder
        .links(text)
        .map(|l| (l.start(), l.as_str().to_string()))
        .collect();
    (ours, theirs)
}

fn compare(
    name: &str,
    text: &str,
    mode: ExtractMode,
    report: &mut Vec<String>,
) -> (usize, usize, usize) {
    let (ours, theirs) = both_in(text, mode);
    let common = ours.intersection(&theirs).count();
    for (start, uri) in ours.difference(&theirs) {
        report.push(format!(
            "{name}: only urlkit {uri:?} in {:?}",
            context(text, *start, uri.len())
        ));
    }
    for (start, uri) in theirs.difference(&ours) {
        report.push(format!(
            "{name}: only linkify {uri:?} in {:?}",
            context(text, *start, uri.len())
        ));
    }
    (common, ours.len() - common, theirs.len() - common)
}

fn context(text: &str, start: usize, len: usize) -> &str {
    let mut a = start.saturating_sub(20);
    while !text.is_char_boundary(a) {
        a -= 1;
    }
    let mut b = (start + len + 20).min(text.len());
    while !text.is_char_boundary(b) {
        b += 1;
    }
    &text[a..b]
}

/// Every URI that one side finds in the shipped excerpts and the other
/// does not, and why it is not urlkit's mistake (docs/extract.md).
const EXPECTED: &[(&str, &str, &str)] = &[
    // (who finds it, the URI, why)
    ("urlkit", "mailto:user@example.com", "linkify takes no mailto: URI as a URL"),
    ("urlkit", "https://admin%40example.com@127.0.0.1/%E4%B8%AD%E6%96%87%E5%AD%97/eng/12%2034/56%2F78?a=1&b=a%20b%20c", "linkify cuts it at %40"),
    ("linkify", "https://admin", "linkify cuts it at %40: another host"),
    ("linkify", "https://docs.rs/mio/^1", "not a URI (^); skipped, never cut; the lenient mode repairs it"),
    ("linkify", "https://docs.rs/mio/^0.8", "not a URI (^); skipped, never cut; the lenient mode repairs it"),
    ("linkify", "https://github.com/as1100k/pastey/actions?query=branch%master", "not a URI (%ma); lenient repairs it"),
    ("linkify", "https://matrix.to/#/#quinn:matrix.org", "not a URI (a second #); lenient repairs it"),
    ("linkify", "https://matrix.to/#/#rust-url:mozilla.org", "not a URI (a second #); lenient repairs it"),
    ("linkify", "https://crates.io/crates/serde\\_json", "a Markdown escape: linkify keeps the backslash, the URL is serde_json"),
];

#[test]
fn readme_excerpts_agree_with_linkify() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/readmes.txt");
    let data = std::fs::read_to_string(path).unwrap();
    let mut seen = Vec::new();
    let (mut common, mut lines) = (0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let text = line.splitn(4, '\t').nth(3).unwrap();
        lines += 1;
        let (ours, theirs) = both(text);
        common += ours.intersection(&theirs).count();
        for (who, only) in [
            ("urlkit", ours.difference(&theirs)),
            ("linkify", theirs.difference(&ours)),
        ] {
            for (_, uri) in only {
                let known = EXPECTED.iter().find(|(w, u, _)| *w == who && u == uri);
                assert!(known.is_some(), "{who} only: {uri:?} in {text:?}");
                seen.push((who, uri.clone()));
            }
        }
        // The lenient mode takes what the strict modes skip, repaired.
        for (_, uri) in theirs.difference(&ours) {
            let lenient: Vec<String> = extract_with(text, ExtractMode::Lenient)
                .map(|f| f.as_str().to_string())
                .collect();
            if !uri.contains('\\') && !uri.ends_with("admin") {
                assert!(lenient.contains(uri), "lenient misses {uri:?} in {text:?}");
            }
        }
    }
    assert!(
        lines >= 60 && common >= 50,
        "{lines} lines, {common} in common"
    );
    for (who, uri, _) in EXPECTED {
        assert!(
            seen.iter().any(|(w, u)| w == who && u == uri),
            "{who} no longer alone on {uri:?}"
        );
    }
}

#[test]
#[ignore = "reads the local cargo registry; a one-off comparison"]
fn cargo_registry_readmes() {
    let Some(home) = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cargo")))
    else {
        return;
    };
    let Ok(regs) = std::fs::read_dir(home.join("registry/src")) else {
        return;
    };
    let mut report = Vec::new();
    let mode = match std::env::var("URLKIT_EXTRACT_MODE").as_deref() {
        Ok("uri") => ExtractMode::Uri,
        Ok("lenient") => ExtractMode::Lenient,
        _ => ExtractMode::Iri,
    };
    let (mut files, mut common, mut ours, mut theirs) = (0, 0, 0, 0);
    for reg in regs.flatten() {
        let Ok(crates) = std::fs::read_dir(reg.path()) else {
            continue;
        };
        let mut crates: Vec<_> = crates.flatten().map(|c| c.path()).collect();
        crates.sort();
        for dir in crates {
            let Ok(text) = std::fs::read_to_string(dir.join("README.md")) else {
                continue;
            };
            files += 1;
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            let (c, o, t) = compare(&name, &text, mode, &mut report);
            common += c;
            ours += o;
            theirs += t;
        }
    }
    for line in &report {
        println!("{line}");
    }
    println!(
        "{files} READMEs ({mode:?}): {common} found by both, {ours} by urlkit only, {theirs} by linkify only"
    );
}
