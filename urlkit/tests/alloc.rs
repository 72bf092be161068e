//! A borrowed parse allocates nothing: [`UriRefView::parse`] and
//! [`UriView::parse`], their errors, and every accessor of the views.
//!
//! The counting allocator is this test binary's global allocator (there is
//! one per binary, hence a file of its own). It counts per thread, so the
//! test harness's own allocations on other threads do not count.
//!
//! The allocator lives in `tests/counting/`, shared with the CLI's
//! allocation test.

mod counting;

use counting::allocations_in;

use urlkit::{UriRefView, UriView};

/// Reads every component, so that no accessor can hide an allocation.
fn touch(r: UriRefView<'_>) -> usize {
    let mut n = r.as_str().len();
    n += r.scheme().map_or(0, str::len);
    n += r.authority().map_or(0, str::len);
    n += r.userinfo().map_or(0, str::len);
    n += r.host().map_or(0, str::len);
    n += usize::from(r.host_typed().is_some());
    n += usize::from(r.host_kind().is_some());
    n += r.port().map_or(0, str::len);
    n += usize::from(r.port_u16().is_ok());
    n += r.path().len();
    n += r.path_segments().map(str::len).sum::<usize>();
    n += r.path_segments().rev().count();
    n += r.query().map_or(0, str::len);
    n += r.fragment().map_or(0, str::len);
    n
}

#[test]
fn borrowed_parse_allocates_nothing() {
    let inputs = [
        "foo://user:pw@example.com:8042/over/there?name=ferret#nose",
        "http://[2001:db8::7]:99999/c=GB?objectClass?one",
        "http://[v7.a:b]/",
        "http://192.0.2.16:80/",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "../g;x?y#s",
        "",
        "//",
        "%41%42/%43",
    ];
    let invalid = [
        "http://exa mple.com/",
        "http://[::1%25eth0]/",
        "1a:b",
        "http://h:8o/",
        "%%%",
        "http://é/",
    ];
    // Warm up anything lazily initialised on first use (thread-locals).
    let _ = UriRefView::parse(inputs[0]);
    let mut sink = 0;
    let n = allocations_in(|| {
        for s in inputs {
            let r = UriRefView::parse(s).expect("valid");
            sink += touch(r);
            if let Ok(u) = UriView::parse(s) {
                sink += u.scheme().len() + touch(*u);
            }
        }
        for s in invalid {
            let e = UriRefView::parse(s).expect_err("invalid");
            sink += e.index() + e.found().len() + e.kind().as_str().len();
            sink += UriView::parse(s).map_or(1, |_| 0);
        }
    });
    assert!(sink > 0);
    assert_eq!(n, 0, "a borrowed parse allocated {n} times");
    // The counter does count: an owned parse copies the text once.
    let owned = allocations_in(|| {
        let r = urlkit::UriRef::parse(inputs[0]).expect("valid");
        sink += r.as_str().len();
    });
    assert_eq!(owned, 1);
}

/// An owned parse allocates once (the copy of the text) and an invalid
/// input allocates nothing; borrowed parses allocate nothing. Checked on
/// every seed of the fuzz corpus and on large adversarial inputs.
#[test]
fn owned_parse_allocates_the_input_once() {
    let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds/uri");
    let mut inputs: Vec<String> = std::fs::read_dir(seeds)
        .expect("fuzz/seeds/uri")
        .filter_map(|e| std::fs::read(e.ok()?.path()).ok())
        .filter_map(|b| String::from_utf8(b).ok())
        .collect();
    assert!(inputs.len() > 100);
    inputs.push(format!("http://h/{}", "%41".repeat(1 << 18)));
    inputs.push(format!(
        "http://{}@h/{}",
        ":".repeat(1 << 18),
        "../".repeat(1 << 16)
    ));
    for s in &inputs {
        let mut len = None;
        let n = allocations_in(|| len = urlkit::UriRef::parse(s).ok().map(|r| r.as_str().len()));
        let want = usize::from(len.is_some() && !s.is_empty());
        assert_eq!(n, want, "owned parse of {:?}", s.get(..40));
        let mut sink = 0;
        let n = allocations_in(|| {
            sink += UriRefView::parse(s).map_or(0, touch);
            sink += UriView::parse(s).map_or(0, |u| touch(*u));
        });
        assert_eq!(n, 0, "borrowed parse of {:?}", s.get(..40));
    }
}

/// The buffer-reusing entry points allocate nothing once their buffer is
/// large enough: [`UriRefView::normalize_into`],
/// [`urlkit::Resolver::resolve_views_into`] and
/// [`urlkit::UriRef::reparse_with_limit`] and the `file_path` ones,
/// where their owned twins
/// allocate once per call.
#[test]
fn into_functions_allocate_nothing_once_warm() {
    use urlkit::{NormalizeLevel, Resolver, UriRef};
    let inputs = [
        "HTTP://User@Example.COM:80/a/./b/../%7euser?q=%2f#F",
        "http://[0:0::1]:8080",
        "../g;x?y#s",
        "//h/%41/./b",
        "file:///srv/data/x.txt",
    ];
    let base = UriView::parse("http://a/b/c/d;p?q").expect("valid");
    let (mut normal, mut target) = (String::new(), String::new());
    let mut reused = UriRef::parse("").expect("valid");
    let run = |normal: &mut String, target: &mut String, reused: &mut UriRef| {
        let mut sink = 0;
        for s in inputs {
            let r = UriRefView::parse(s).expect("valid");
            for level in [NormalizeLevel::Syntax, NormalizeLevel::Scheme] {
                sink += r.normalize_into(level, normal).len();
            }
            for resolver in [Resolver::new(), Resolver::new().normalize(true)] {
                sink += resolver
                    .resolve_views_into(base, r, target)
                    .map_or(0, str::len);
            }
            reused.reparse_with_limit(s, usize::MAX).expect("valid");
            sink += reused.as_str().len();
        }
        let path = urlkit::file_path::from_unix_path_into(b"/srv/a b/%.txt", normal).expect("path");
        let uri = UriView::parse(path).expect("valid");
        let mut octets = std::mem::take(target).into_bytes();
        sink += urlkit::file_path::to_unix_path_into(uri, &mut octets).map_or(0, <[u8]>::len);
        *target = String::from_utf8(octets).unwrap_or_default();
        sink
    };
    // A first round grows the buffers.
    let warm = run(&mut normal, &mut target, &mut reused);
    let mut again = 0;
    let n = allocations_in(|| again = run(&mut normal, &mut target, &mut reused));
    assert_eq!(again, warm);
    assert_eq!(n, 0, "the _into functions allocated {n} times once warm");
    // The counter counts: the owned twins allocate.
    let owned = allocations_in(|| {
        let r = UriRefView::parse(inputs[0]).expect("valid");
        std::hint::black_box(r.normalize_with(NormalizeLevel::Scheme));
    });
    assert_eq!(owned, 1);
}
