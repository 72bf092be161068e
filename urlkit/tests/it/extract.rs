//! Finding URIs in text: the examples of RFC 1738's appendix and RFC 3986
//! appendix C, a corpus of sentences with URIs at their edges, and
//! properties (no panic, spans on character boundaries, streaming finds
//! what the whole-text form finds).

use proptest::prelude::*;
use urlkit::extract::{extract, extract_with, ExtractMode, Extractor, Found, Located};

/// What is found, as written in the text.
fn uris(text: &str) -> Vec<String> {
    extract(text).map(|f| f.as_str().to_string()).collect()
}

fn uris_in(text: &str, mode: ExtractMode) -> Vec<String> {
    extract_with(text, mode)
        .map(|f| f.as_str().to_string())
        .collect()
}

fn stream(bytes: &[u8], chunk: usize) -> Vec<Located> {
    let mut ex = Extractor::new();
    let mut out = Vec::new();
    for piece in bytes.chunks(chunk.max(1)) {
        ex.push(piece, |l| out.push(l));
    }
    ex.finish(|l| out.push(l));
    out
}

/// RFC 3986 appendix C, the example text and the references it contains.
#[test]
fn rfc3986_appendix_c_example() {
    let text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
                but you can probably pick it up from <ftp://foo.example.\n\
                com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n\
                ietf/uri/historical.html#WARNING>.";
    assert_eq!(
        uris(text),
        [
            "http://www.w3.org/Addressing/",
            "ftp://foo.example.com/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ]
    );
    let found: Vec<Found> = extract(text).collect();
    assert_eq!(&text[found[0].span()], "http://www.w3.org/Addressing/");
    assert_eq!(&text[found[1].span()], "ftp://foo.example.\ncom/rfc/");
    assert_eq!(
        &text[found[1].delimited_span()],
        "<ftp://foo.example.\ncom/rfc/>"
    );
    assert!(!found[0].is_bracketed());
    assert!(found[1].is_bracketed() && found[2].is_bracketed());
}

/// RFC 1738's appendix example (in the English original and in the
/// Chinese translation in the project's spec folder).
#[test]
fn rfc1738_appendix_example() {
    let english = "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;type=d>\n\
                   but you can probably pick it up from <URL:ftp://ds.internic.net/rfc>.\n\
                   Note the warning in <URL:http://ds.internic.net/instructions/overview.html#WARNING>.";
    let expected = [
        "ftp://info.cern.ch/pub/www/doc;type=d",
        "ftp://ds.internic.net/rfc",
        "http://ds.internic.net/instructions/overview.html#WARNING",
    ];
    assert_eq!(uris(english), expected);
    let chinese = "是的，Jim，我发现它在<URL:ftp://info.cern.ch/pub/www/doc;type=d>上，但是你可\n\
                   能能够从<URL:ftp://ds.internic.net/rfc>那儿获得它。请注意\n\
                   <URL:http://ds.internic.net/instructions/overview.html#WARNING>上的警告。";
    assert_eq!(uris(chinese), expected);
    let located = stream(chinese.as_bytes(), 7);
    let at: Vec<(u64, u64)> = located.iter().map(|l| (l.line(), l.column())).collect();
    assert_eq!(at, [(1, 18), (2, 10), (3, 6)]);
}

/// The RFC 1738 references list: URLs wrapped over lines, with the
/// continuation indented.
#[test]
fn rfc1738_references_wrapped() {
    let text = "       <URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol\n\
                       /Gopher+/Gopher+.txt>\n";
    assert_eq!(
        uris(text),
        ["ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"]
    );
}

#[test]
fn url_prefix_variants() {
    assert_eq!(uris("<URL: http://a.example/>"), ["http://a.example/"]);
    assert_eq!(uris("<url:http://a.example/>"), ["http://a.example/"]);
    assert_eq!(uris("< http://a.example/ >"), ["http://a.example/"]);
    // With the prefix any scheme is taken; without it, only `scheme://`
    // or the opaque schemes.
    assert_eq!(uris("<URL:foo:bar>"), ["foo:bar"]);
    assert_eq!(uris("<xsl:template>"), Vec::<String>::new());
    assert_eq!(uris("<mailto:ann@example.org>"), ["mailto:ann@example.org"]);
    // Bare "URL:" is just a word before the URI.
    assert_eq!(uris("URL:http://a.example/x"), ["http://a.example/x"]);
}

#[test]
fn hyphen_at_line_break() {
    let text = "<http://www.example.com/some-\n    path/file>";
    let f = extract(text).next().unwrap();
    assert_eq!(f.uri().as_str(), "http://www.example.com/some-path/file");
    assert_eq!(
        f.without_break_hyphens().map(|u| u.as_str()),
        Some("http://www.example.com/somepath/file")
    );
    // A break elsewhere has no other reading.
    let f = extract("<http://www.example.com/some\n    -path>")
        .next()
        .unwrap();
    assert_eq!(f.uri().as_str(), "http://www.example.com/some-path");
    assert_eq!(f.without_break_hyphens(), None);
    // Spaces on one line after a hyphen are not a line break.
    let f = extract("<http://e.example/a- b>").next().unwrap();
    assert_eq!(f.without_break_hyphens(), None);
}

/// (text, URIs expected in it).
const CORPUS: &[(&str, &[&str])] = &[
    // Sentence ends.
    ("See http://example.com.", &["http://example.com"]),
    (
        "See http://example.com/a/b.html.",
        &["http://example.com/a/b.html"],
    ),
    (
        "Go to http://example.com/, then stop",
        &["http://example.com/"],
    ),
    ("Is it http://example.com/?", &["http://example.com/"]),
    ("Wow: http://example.com/!", &["http://example.com/"]),
    (
        "first http://a.example; second http://b.example:",
        &["http://a.example", "http://b.example"],
    ),
    (
        "ends with a query http://h.example/?q=1.",
        &["http://h.example/?q=1"],
    ),
    ("http://example.com...", &["http://example.com"]),
    // Parentheses and brackets.
    ("(see http://example.com/x)", &["http://example.com/x"]),
    ("(see http://example.com/x).", &["http://example.com/x"]),
    (
        "http://en.wikipedia.org/wiki/Foo_(bar)",
        &["http://en.wikipedia.org/wiki/Foo_(bar)"],
    ),
    (
        "(http://en.wikipedia.org/wiki/Foo_(bar))",
        &["http://en.wikipedia.org/wiki/Foo_(bar)"],
    ),
    ("[http://example.com/a]", &["http://example.com/a"]),
    ("{http://example.com/a}", &["http://example.com/a"]),
    ("[1]: http://[::1]:8080/x", &["http://[::1]:8080/x"]),
    ("(http://[::1]/)", &["http://[::1]/"]),
    // Quotes.
    ("\"http://example.com/q\"", &["http://example.com/q"]),
    ("'http://example.com/q'", &["http://example.com/q"]),
    ("“http://example.com/q”", &["http://example.com/q"]),
    ("«http://example.com/q»", &["http://example.com/q"]),
    (
        "he said 'see http://example.com/it's' once",
        &["http://example.com/it's"],
    ),
    // Next to non-ASCII text.
    // Non-ASCII letters are part of an IRI (RFC 3987): Chinese text has no
    // spaces between words, so the IRI runs on.
    (
        "访问http://example.com/页面了解",
        &["http://example.com/页面了解"],
    ),
    ("Ссылка:http://example.ru/путь", &["http://example.ru/путь"]),
    ("x https://bücher.example/ y", &["https://bücher.example/"]),
    (
        "«https://de.wikipedia.org/wiki/Köln»",
        &["https://de.wikipedia.org/wiki/Köln"],
    ),
    (
        "“https://example.com/naïve”.",
        &["https://example.com/naïve"],
    ),
    ("émoji 🎉http://example.com/🎉", &["http://example.com/"]),
    // Letters and digits of every script (urlkit's Unicode tables, which
    // read a Lao or Tibetan letter as fast as `ü`), up to a punctuation
    // mark of the script: the Tibetan shad, the Arabic comma.
    ("ໄປ http://example.la/ລາວ.", &["http://example.la/ລາວ"]),
    ("http://example.bt/བོད། x", &["http://example.bt/བོད"]),
    ("http://example.eg/١٢٣، x", &["http://example.eg/١٢٣"]),
    ("日本語<http://example.jp/>日本語", &["http://example.jp/"]),
    // Schemes without `//`.
    ("mail mailto:ann@example.org.", &["mailto:ann@example.org"]),
    (
        "read news:comp.infosystems.www.misc, please",
        &["news:comp.infosystems.www.misc"],
    ),
    ("id urn:isbn:0451450523.", &["urn:isbn:0451450523"]),
    ("call tel:+1-201-555-0123!", &["tel:+1-201-555-0123"]),
    ("Big news: nothing", &[]),
    ("more info:see below", &[]),
    ("javascript:alert(1)", &[]),
    ("note:this is not a URI", &[]),
    // Other schemes with `//`.
    (
        "git+ssh://git@example.com/r.git and svn://h/r",
        &["git+ssh://git@example.com/r.git", "svn://h/r"],
    ),
    ("FILE:///etc/hosts", &["FILE:///etc/hosts"]),
    ("--http://example.com/", &["http://example.com/"]),
    // Not URIs.
    ("http:// nothing", &[]),
    ("see http://.", &[]),
    ("a:b c://", &[]),
    ("ratio 3:4 and time 12:30", &[]),
    // Invalid tails: the longest valid prefix.
    // A candidate that cannot be taken whole is skipped, never cut short
    // inside a word.
    ("http://example.com/a%zz", &[]),
    ("http://h.example/#a#b", &[]),
    (
        "see http://h.example/a[1] and http://h.example/b",
        &["http://h.example/b"],
    ),
    // ... except before a `]`, which markup puts after a URI.
    (
        "[http://a.example/](http://b.example/)",
        &["http://a.example/", "http://b.example/"],
    ),
    ("[[http://a.example/x]]", &["http://a.example/x"]),
    // Markdown and reStructuredText emphasis is not part of the URI.
    ("**https://x.example/**", &["https://x.example/"]),
    ("__https://x.example/__", &["https://x.example/"]),
    ("_https://x.example/_", &["https://x.example/"]),
    ("*https://x.example/a*.", &["https://x.example/a"]),
    ("~~https://x.example/~~", &["https://x.example/"]),
    ("`https://x.example/`", &["https://x.example/"]),
    ("``https://x.example/``", &["https://x.example/"]),
    ("`label <https://x.example/>`_", &["https://x.example/"]),
    // Without emphasis before it, a trailing `_` is the URI's.
    ("https://x.example/a_", &["https://x.example/a_"]),
    // Markdown links and emphasis around them.
    (
        "**[x](https://x.example/a.html)**",
        &["https://x.example/a.html"],
    ),
    (
        "[IRI](https://x.example/rfc3987.html)s",
        &["https://x.example/rfc3987.html"],
    ),
    (
        "[ring](https://x.example/ring)'s parser",
        &["https://x.example/ring"],
    ),
    (
        "[Argon2](https://x.example/argon2).*",
        &["https://x.example/argon2"],
    ),
    ("{http://example.com/a}", &["http://example.com/a"]),
    ("|http://example.com/a|", &["http://example.com/a"]),
    (
        "\"url\": \"http://example.com/a\\\"",
        &["http://example.com/a"],
    ),
    // `^{}|\` inside: the URL is not a URI, and is not cut short either.
    ("http://h.example/a|b", &[]),
    ("http://h.example/a\\b", &[]),
    ("[v1](https://docs.example/mio/^1)", &[]),
    ("https://x.example/{id}/edit", &[]),
    // Several, and URIs inside URIs.
    (
        "http://a.example/?u=http://b.example/",
        &["http://a.example/?u=http://b.example/"],
    ),
    ("x:http://a.example/", &["http://a.example/"]),
    ("<<http://a.example/>>", &["http://a.example/"]),
    ("<a href=\"http://a.example/\">", &["http://a.example/"]),
    ("a <b> c <http://a.example/> d", &["http://a.example/"]),
    ("1 < 2 and http://a.example/ > 0", &["http://a.example/"]),
    // Brackets that are not URIs fall back to the text inside.
    ("<see http://a.example/ here>", &["http://a.example/"]),
    // Wrapped.
    (
        "<http://a.example/very/\n  long/path>",
        &["http://a.example/very/long/path"],
    ),
    (
        "<URL:http://a.example/very/\r\n\tlong/path>",
        &["http://a.example/very/long/path"],
    ),
    // A bracket never closed.
    ("<http://a.example/", &["http://a.example/"]),
];

#[test]
fn corpus() {
    for (text, expected) in CORPUS {
        assert_eq!(uris(text), *expected, "in {text:?}");
    }
}

#[test]
fn corpus_spans_are_the_text_taken() {
    for (text, _) in CORPUS {
        for f in extract(text) {
            let taken: String = text[f.span()].split_whitespace().collect();
            assert_eq!(taken, f.as_str(), "in {text:?}");
            assert!(f.uri().as_str().is_ascii(), "in {text:?}");
        }
    }
}

#[test]
fn spans() {
    let text = "(see http://h.example/x).";
    let f = extract(text).next().unwrap();
    assert_eq!(f.span(), 5..23);
    let text = "a <URL:x://y> b";
    let f = extract(text).next().unwrap();
    assert_eq!((f.start(), f.end()), (7, 12));
    assert_eq!(f.delimited_span(), 2..13);
}

#[test]
fn bracket_limits() {
    // Longer than 8 KiB: the bracket is not taken; the text inside is.
    let long = format!("<http://a.example/{}>", "a ".repeat(5000));
    assert_eq!(uris(&long), ["http://a.example/a"]);
    // Wrapped over more than 16 lines: the same.
    let many = format!("<http://a.example/{}>", "a\n".repeat(17));
    assert_eq!(uris(&many), ["http://a.example/a"]);
    let sixteen = format!("<http://a.example/{}>", "a\n".repeat(16));
    assert_eq!(
        uris(&sixteen),
        [format!("http://a.example/{}", "a".repeat(16))]
    );
}

#[test]
fn streaming_lines_columns_offsets() {
    let text =
        "héllo http://a.example/x\n\n  <URL:ftp://b.example/\n   c> tail mailto:x@y.example.\n";
    let found = stream(text.as_bytes(), 3);
    let got: Vec<(String, u64, u64, u64, u64)> = found
        .iter()
        .map(|l| {
            (
                l.uri().to_string(),
                l.line(),
                l.column(),
                l.start(),
                l.end(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("http://a.example/x".to_string(), 1, 7, 7, 25),
            ("ftp://b.example/c".to_string(), 3, 8, 34, 55),
            ("mailto:x@y.example".to_string(), 4, 12, 62, 80),
        ]
    );
    assert_eq!(&text[34..55], "ftp://b.example/\n   c");
}

#[test]
fn streaming_survives_invalid_utf8() {
    let bytes = b"\xff\xfehttp://a.example/\xc3 x \xe2\x82 http://b.example/\n\x80";
    let found = stream(bytes, 5);
    let got: Vec<(String, u64)> = found
        .iter()
        .map(|l| (l.uri().to_string(), l.column()))
        .collect();
    // Each maximal invalid sequence counts as one column, as U+FFFD would.
    assert_eq!(
        got,
        [
            ("http://a.example/".to_string(), 3),
            ("http://b.example/".to_string(), 26)
        ]
    );
}

#[test]
fn streaming_long_line_is_cut_at_whitespace() {
    let mut text = "x ".repeat(40_000);
    text.push_str("http://a.example/ end");
    let found = stream(text.as_bytes(), 4096);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].start(), 80_000);
}

#[test]
fn streaming_long_line_without_whitespace_keeps_characters_whole() {
    let mut text = "é".repeat(40_000);
    text.push_str("€ http://a.example/");
    for chunk in [4095, 4096, 7] {
        let found = stream(text.as_bytes(), chunk);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].uri().as_str(), "http://a.example/");
        assert_eq!(found[0].column(), 40_003);
        assert_eq!(found[0].start() as usize, text.len() - 17);
    }
}

/// Text made of pieces that stress the rules.
fn texty() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("http://"),
        Just("mailto:"),
        Just("URL:"),
        Just("<"),
        Just(">"),
        Just("("),
        Just(")"),
        Just("["),
        Just("]"),
        Just("."),
        Just(","),
        Just(":"),
        Just("-"),
        Just("%"),
        Just("%2e"),
        Just("#"),
        Just("@"),
        Just("'"),
        Just("\""),
        Just(" "),
        Just("\n"),
        Just("\r\n"),
        Just("a"),
        Just("x.example"),
        Just("/"),
        Just("é"),
        Just("见"),
        Just("🎉"),
        Just("\u{0}"),
    ];
    prop::collection::vec(piece, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #[test]
    fn extract_never_panics_and_spans_are_char_boundaries(text in texty()) {
        let mut last_end = 0;
        for f in extract(&text) {
            prop_assert!(text.is_char_boundary(f.start()) && text.is_char_boundary(f.end()));
            prop_assert!(f.delimited_span().start <= f.start() && f.end() <= f.delimited_span().end);
            prop_assert!(f.delimited_span().start >= last_end, "overlap in {:?}", text);
            last_end = f.delimited_span().end;
            let taken: String = text[f.span()].chars().filter(|c| !c.is_ascii_whitespace()).collect();
            prop_assert_eq!(taken, f.as_str());
            prop_assert!(f.uri().as_str().is_ascii());
            if f.as_str().is_ascii() {
                prop_assert_eq!(f.as_str(), f.uri().as_str());
            }
        }
    }

    #[test]
    fn extract_never_panics_on_any_string(text in any::<String>()) {
        for f in extract(&text) {
            prop_assert!(text.get(f.span()).is_some());
        }
    }

    #[test]
    fn streaming_finds_what_extract_finds(text in texty(), chunk in 1usize..40) {
        let batch: Vec<(String, u64, u64)> = extract(&text)
            .map(|f| (f.uri().to_string(), f.start() as u64, f.end() as u64))
            .collect();
        let streamed = stream(text.as_bytes(), chunk);
        let got: Vec<(String, u64, u64)> = streamed
            .iter()
            .map(|l| (l.uri().to_string(), l.start(), l.end()))
            .collect();
        prop_assert_eq!(&got, &batch);
        for l in &streamed {
            let before = &text[..l.start() as usize];
            let line = before.matches('\n').count() as u64 + 1;
            let col = before.rsplit('\n').next().unwrap().chars().count() as u64 + 1;
            prop_assert_eq!((l.line(), l.column()), (line, col));
        }
    }

    #[test]
    fn streaming_columns_match_lossy_decoding(
        bytes in prop::collection::vec(prop_oneof![Just(b'\n'), Just(b' '), Just(0xff), Just(0xc3), Just(0xa9), Just(0xe2), any::<u8>(), Just(b'x')], 0..200),
        chunk in 1usize..50,
    ) {
        let mut text = bytes.clone();
        text.extend_from_slice(b" http://a.example/\n");
        for l in stream(&text, chunk) {
            let before = &text[..l.start() as usize];
            let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            let line = before.iter().filter(|&&b| b == b'\n').count() as u64 + 1;
            let col = String::from_utf8_lossy(&before[line_start..]).chars().count() as u64 + 1;
            prop_assert_eq!((l.line(), l.column()), (line, col));
        }
    }

    #[test]
    fn streaming_finds_what_extract_finds_in_any_string(text in any::<String>(), chunk in 1usize..20) {
        let batch: Vec<(String, u64)> = extract(&text).map(|f| (f.uri().to_string(), f.start() as u64)).collect();
        let got: Vec<(String, u64)> = stream(text.as_bytes(), chunk).iter().map(|l| (l.uri().to_string(), l.start())).collect();
        prop_assert_eq!(got, batch);
    }

    #[test]
    fn streaming_never_panics_on_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300), chunk in 1usize..50) {
        for l in stream(&bytes, chunk) {
            prop_assert!(l.start() <= l.end() && l.end() <= bytes.len() as u64);
        }
    }
}

#[test]
fn streaming_matches_corpus_and_limits() {
    let mut texts: Vec<String> = CORPUS.iter().map(|(t, _)| t.to_string()).collect();
    texts.push(format!("<http://a.example/{}>", "a\n".repeat(17)));
    texts.push(format!("<http://a.example/{}>", "a\n".repeat(16)));
    texts.push(format!("<http://a.example/{}> x", "a ".repeat(5000)));
    for text in &texts {
        let batch: Vec<(String, u64, u64)> = extract(text)
            .map(|f| (f.uri().to_string(), f.start() as u64, f.end() as u64))
            .collect();
        for chunk in [1, 2, 5, 64, 100_000] {
            let got: Vec<(String, u64, u64)> = stream(text.as_bytes(), chunk)
                .iter()
                .map(|l| (l.uri().to_string(), l.start(), l.end()))
                .collect();
            assert_eq!(got, batch, "chunk {chunk} in {text:?}");
        }
    }
}

/// The three modes on the same text: URIs only skip what holds non-ASCII
/// (never cutting it short), IRIs take it, the lenient mode also repairs.
#[test]
fn modes() {
    let text = "a https://bücher.example/ b http://h.example/50% c";
    assert_eq!(uris_in(text, ExtractMode::Uri), Vec::<String>::new());
    assert_eq!(uris_in(text, ExtractMode::Iri), ["https://bücher.example/"]);
    assert_eq!(
        uris_in(text, ExtractMode::Lenient),
        ["https://bücher.example/", "http://h.example/50%"]
    );
    let f: Vec<Found> = extract_with(text, ExtractMode::Lenient).collect();
    assert_eq!(f[1].uri().as_str(), "http://h.example/50%25");
    let r = &f[1].repairs()[0];
    assert_eq!(&text[r.span()], "%");
    assert!(f[0].repairs().is_empty());
    // The URI an IRI maps to (RFC 3987 §3.1).
    let mapped = f[0].uri().as_str();
    assert!(
        mapped == "https://b%C3%BCcher.example/" || mapped == "https://xn--bcher-kva.example/",
        "{mapped}"
    );
}

/// The streaming extractor finds what `extract_with` finds, in every mode.
#[test]
fn streaming_modes() {
    let text = "a https://bücher.example/ b\nhttp://h.example/50% c\n";
    for mode in [ExtractMode::Uri, ExtractMode::Iri, ExtractMode::Lenient] {
        let mut ex = Extractor::with_mode(mode);
        let mut got = Vec::new();
        ex.push(text.as_bytes(), |l| {
            got.push((l.as_str().to_string(), l.start(), l.repairs().len()))
        });
        ex.finish(|l| got.push((l.as_str().to_string(), l.start(), l.repairs().len())));
        let want: Vec<_> = extract_with(text, mode)
            .map(|f| (f.as_str().to_string(), f.start() as u64, f.repairs().len()))
            .collect();
        assert_eq!(got, want, "{mode:?}");
    }
}
