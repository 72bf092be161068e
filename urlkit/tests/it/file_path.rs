//! File URIs and local paths (RFC 8089): every case of the Unix and
//! Windows rules, their errors, round trips of generated paths, and a
//! comparison with the `url` crate on generated Unix paths.

use proptest::prelude::*;
use urlkit::file_path::{
    self, from_unix_directory_path, from_unix_path, from_windows_directory_path, from_windows_path,
    to_unix_path, to_windows_path, FilePathErrorKind as K,
};
use urlkit::Uri;

fn uri(s: &str) -> Uri {
    Uri::parse(s).unwrap()
}

fn unix(path: &[u8]) -> String {
    from_unix_path(path).unwrap().into_string()
}

fn unix_back(s: &str) -> Vec<u8> {
    to_unix_path(&uri(s)).unwrap()
}

fn unix_err(s: &str) -> (K, usize) {
    let e = to_unix_path(&uri(s)).unwrap_err();
    (e.kind(), e.index())
}

fn win(path: &str) -> String {
    from_windows_path(path).unwrap().into_string()
}

fn win_back(s: &str) -> String {
    to_windows_path(&uri(s)).unwrap()
}

fn win_err(s: &str) -> (K, usize) {
    let e = to_windows_path(&uri(s)).unwrap_err();
    (e.kind(), e.index())
}

fn win_path_err(path: &str) -> (K, usize) {
    let e = from_windows_path(path).unwrap_err();
    (e.kind(), e.index())
}

#[test]
fn unix_paths_to_uris() {
    assert_eq!(
        unix("/home/me/a b/ü.txt".as_bytes()),
        "file:///home/me/a%20b/%C3%BC.txt"
    );
    assert_eq!(unix(b"/"), "file:///");
    assert_eq!(unix(b"/a/"), "file:///a/");
    assert_eq!(unix(b"/a//b"), "file:///a//b");
    assert_eq!(unix(b"//a"), "file:////a");
    // `%` is always encoded, pchar never is.
    assert_eq!(unix(b"/100%/%41"), "file:///100%25/%2541");
    assert_eq!(
        unix(b"/a:b@c;d=e,f&g+h$i!j'k(l)m*n~o_p-q.r"),
        "file:///a:b@c;d=e,f&g+h$i!j'k(l)m*n~o_p-q.r"
    );
    assert_eq!(
        unix(b"/?#[]\\^|{}`\"<> \x7f\x01"),
        "file:///%3F%23%5B%5D%5C%5E%7C%7B%7D%60%22%3C%3E%20%7F%01"
    );
    // Not UTF-8: octet by octet.
    assert_eq!(unix(b"/\xff\xfe/\xc3"), "file:///%FF%FE/%C3");
    // Names that only start or end with dots are names.
    assert_eq!(unix(b"/.a/a./.../..b"), "file:///.a/a./.../..b");
}

#[test]
fn unix_directory_paths_end_with_a_slash() {
    let dir = |p: &[u8]| from_unix_directory_path(p).unwrap().into_string();
    assert_eq!(dir(b"/srv/www"), "file:///srv/www/");
    assert_eq!(dir(b"/srv/www/"), "file:///srv/www/");
    assert_eq!(dir(b"/"), "file:///");
    assert_eq!(
        from_unix_directory_path(b"srv").unwrap_err().kind(),
        K::RelativePath
    );
}

#[test]
fn unix_path_errors() {
    let err = |p: &[u8]| {
        let e = from_unix_path(p).unwrap_err();
        (e.kind(), e.index())
    };
    assert_eq!(err(b""), (K::RelativePath, 0));
    assert_eq!(err(b"a/b"), (K::RelativePath, 0));
    assert_eq!(err(b"./a"), (K::RelativePath, 0));
    assert_eq!(err(b"/a/\0b"), (K::Nul, 3));
    assert_eq!(err(b"/a/./b"), (K::DotSegment, 3));
    assert_eq!(err(b"/a/.."), (K::DotSegment, 3));
    assert_eq!(err(b"/.."), (K::DotSegment, 1));
    assert_eq!(
        format!("{:#}", from_unix_path(b"/a/..").unwrap_err()),
        "dot-segment in a path at index 3 (expected a segment name other than '.' and '..' (resolve the path first))"
    );
}

#[test]
fn unix_uris_to_paths() {
    assert_eq!(
        unix_back("file:///home/me/a%20b/%C3%BC.txt"),
        "/home/me/a b/ü.txt".as_bytes()
    );
    // The three spellings of "this machine" (RFC 8089 §2).
    assert_eq!(unix_back("file:/etc/motd"), b"/etc/motd");
    assert_eq!(unix_back("file:///etc/motd"), b"/etc/motd");
    assert_eq!(unix_back("file://localhost/etc/motd"), b"/etc/motd");
    assert_eq!(unix_back("FILE://LocalHost/etc/motd"), b"/etc/motd");
    assert_eq!(unix_back("file://%6Cocalhost/etc/motd"), b"/etc/motd");
    assert_eq!(unix_back("file:///"), b"/");
    assert_eq!(unix_back("file:///a/"), b"/a/");
    assert_eq!(unix_back("file:///a//b"), b"/a//b");
    assert_eq!(unix_back("file:////a"), b"//a");
    // Kept as written: the system reads dot-segments.
    assert_eq!(unix_back("file:///a/../b/./c"), b"/a/../b/./c");
    // A fragment names a part of the file.
    assert_eq!(unix_back("file:///a.html#s2"), b"/a.html");
    assert_eq!(unix_back("file:///%FF%5C"), b"/\xff\\");
    // Lower-case escapes, and characters RFC 3986 allows raw.
    assert_eq!(unix_back("file:///%c3%bc;a=b:c@d"), "/ü;a=b:c@d".as_bytes());
}

#[test]
fn unix_uri_errors() {
    assert_eq!(unix_err("http://h/a"), (K::NotFileScheme, 0));
    assert_eq!(unix_err("file://server/a"), (K::Host, 7));
    assert_eq!(unix_err("file://127.0.0.1/a"), (K::Host, 7));
    assert_eq!(unix_err("file://[::1]/a"), (K::Host, 7));
    assert_eq!(unix_err("file://u@localhost/a"), (K::Authority, 7));
    assert_eq!(unix_err("file://localhost:80/a"), (K::Authority, 16));
    assert_eq!(unix_err("file://:/a"), (K::Authority, 7));
    assert_eq!(unix_err("file:///a?b"), (K::Query, 9));
    assert_eq!(unix_err("file:a/b"), (K::RelativePath, 5));
    assert_eq!(unix_err("file:"), (K::RelativePath, 5));
    assert_eq!(unix_err("file://localhost"), (K::RelativePath, 16));
    assert_eq!(unix_err("file:///a%2Fb"), (K::EncodedSeparator, 9));
    assert_eq!(unix_err("file:///a/b%2f"), (K::EncodedSeparator, 11));
    assert_eq!(unix_err("file:///a%00"), (K::Nul, 9));
    let e = to_unix_path(&uri("file://server/a")).unwrap_err();
    assert_eq!(
        format!("{e:#}"),
        "host is not this machine at index 7 (expected an empty host or 'localhost' (Unix), a server name (Windows UNC))"
    );
}

#[test]
fn windows_paths_to_uris() {
    assert_eq!(win(r"C:\Users\me\a b.txt"), "file:///C:/Users/me/a%20b.txt");
    assert_eq!(win(r"c:\"), "file:///c:/");
    assert_eq!(win("C:/x/y"), "file:///C:/x/y");
    assert_eq!(win(r"C:\x\"), "file:///C:/x/");
    assert_eq!(win(r"C:\a\\b"), "file:///C:/a//b");
    assert_eq!(win(r"C:\ü\%"), "file:///C:/%C3%BC/%25");
    assert_eq!(
        win(r"\\server\share\a b.txt"),
        "file://server/share/a%20b.txt"
    );
    assert_eq!(win(r"\\server\share"), "file://server/share");
    assert_eq!(win("//server/share/x"), "file://server/share/x");
    assert_eq!(
        win(r"\\host.example.com\Share\path"),
        "file://host.example.com/Share/path"
    );
    assert_eq!(win(r"\\ser ver\share"), "file://ser%20ver/share");
    // `localhost` as a server: the E.3.2 form, so that it reads back as UNC.
    assert_eq!(win(r"\\localhost\c$\x"), "file:////localhost/c$/x");
    // Verbatim paths read as the plain forms.
    assert_eq!(win(r"\\?\C:\dir\f"), "file:///C:/dir/f");
    assert_eq!(win(r"\\?\UNC\server\share\f"), "file://server/share/f");
    assert_eq!(win(r"\\?\unc\server\share"), "file://server/share");
    // `:` after the drive (an alternate data stream) is a pchar.
    assert_eq!(win(r"C:\f.txt:stream"), "file:///C:/f.txt:stream");
}

#[test]
fn windows_directory_paths_end_with_a_slash() {
    let dir = |p: &str| from_windows_directory_path(p).unwrap().into_string();
    assert_eq!(dir(r"C:\Program Files"), "file:///C:/Program%20Files/");
    assert_eq!(dir(r"C:\Program Files\"), "file:///C:/Program%20Files/");
    assert_eq!(dir(r"C:\"), "file:///C:/");
    assert_eq!(dir(r"\\server\share"), "file://server/share/");
}

#[test]
fn windows_path_errors() {
    assert_eq!(win_path_err(""), (K::RelativePath, 0));
    assert_eq!(win_path_err(r"x\y"), (K::RelativePath, 0));
    assert_eq!(win_path_err(r"\x"), (K::RelativePath, 0));
    assert_eq!(win_path_err("C:"), (K::RelativePath, 2));
    assert_eq!(win_path_err("C:x"), (K::RelativePath, 2));
    assert_eq!(win_path_err(r"1:\x"), (K::RelativePath, 0));
    assert_eq!(win_path_err(r"\\"), (K::UncShare, 2));
    assert_eq!(win_path_err(r"\\\share"), (K::UncShare, 2));
    assert_eq!(win_path_err(r"\\server"), (K::UncShare, 8));
    assert_eq!(win_path_err(r"\\server\"), (K::UncShare, 9));
    assert_eq!(win_path_err(r"\\server\\x"), (K::UncShare, 9));
    assert_eq!(win_path_err(r"\\.\COM1"), (K::DevicePath, 0));
    assert_eq!(win_path_err(r"\\?\Volume{0}\x"), (K::DevicePath, 0));
    assert_eq!(win_path_err(r"\\?\C:"), (K::RelativePath, 6));
    assert_eq!(win_path_err("C:\\a\0"), (K::Nul, 4));
    assert_eq!(win_path_err(r"C:\a\..\b"), (K::DotSegment, 5));
    assert_eq!(win_path_err(r"\\server\.."), (K::DotSegment, 9));
}

#[test]
fn windows_uris_to_paths() {
    assert_eq!(
        win_back("file:///C:/Users/me/a%20b.txt"),
        r"C:\Users\me\a b.txt"
    );
    assert_eq!(win_back("file://localhost/C:/x"), r"C:\x");
    assert_eq!(win_back("file:/C:/x"), r"C:\x");
    assert_eq!(win_back("file:///C:"), r"C:\");
    assert_eq!(win_back("file:///C:/"), r"C:\");
    assert_eq!(win_back("file:///C:/x/"), r"C:\x\");
    // Appendix E.2 and E.2.2: no authority, `|` (encoded, as RFC 3986
    // allows no raw `|`), an encoded `:`.
    assert_eq!(win_back("file:c:/path/to/file"), r"c:\path\to\file");
    assert_eq!(win_back("file:///C%7C/x"), r"C:\x");
    assert_eq!(win_back("file:///C%3A/x"), r"C:\x");
    // E.3.1 and E.3.2: UNC.
    assert_eq!(
        win_back("file://server/share/a%20b.txt"),
        r"\\server\share\a b.txt"
    );
    assert_eq!(win_back("file://server/share"), r"\\server\share");
    assert_eq!(win_back("file:////server/share/x"), r"\\server\share\x");
    assert_eq!(win_back("file:////localhost/c$/x"), r"\\localhost\c$\x");
    assert_eq!(win_back("file://ser%20ver/share"), r"\\ser ver\share");
    assert_eq!(win_back("file://1.2.3.4/share"), r"\\1.2.3.4\share");
    assert_eq!(win_back("file:///C:/%C3%BC#frag"), r"C:\ü");
}

#[test]
fn windows_uri_errors() {
    assert_eq!(win_err("http:///C:/x"), (K::NotFileScheme, 0));
    assert_eq!(win_err("file:///x/y"), (K::RelativePath, 7));
    assert_eq!(win_err("file:x/y"), (K::RelativePath, 5));
    assert_eq!(win_err("file:///"), (K::RelativePath, 7));
    assert_eq!(win_err("file:///CC:/x"), (K::RelativePath, 7));
    assert_eq!(win_err("file://server"), (K::UncShare, 13));
    assert_eq!(win_err("file://server/"), (K::UncShare, 13));
    assert_eq!(win_err("file:////server"), (K::UncShare, 15));
    assert_eq!(win_err("file://///x"), (K::UncShare, 9));
    assert_eq!(win_err("file://[::1]/share"), (K::Host, 7));
    assert_eq!(win_err("file://u@server/share"), (K::Authority, 7));
    assert_eq!(win_err("file:///C:/x?y"), (K::Query, 12));
    assert_eq!(win_err("file:///C:/a%5Cb"), (K::EncodedSeparator, 12));
    assert_eq!(win_err("file:///C:/a%2Fb"), (K::EncodedSeparator, 12));
    assert_eq!(win_err("file:///C:/a%00"), (K::Nul, 12));
    assert_eq!(win_err("file:///C:/a%FF"), (K::NotUnicode, 11));
    assert_eq!(win_err("file://%FF/share"), (K::NotUnicode, 7));
}

#[test]
fn outputs_are_file_uris_of_rfc_3986() {
    for u in [
        from_unix_path(b"/a").unwrap(),
        from_windows_path(r"\\a b\c d").unwrap(),
        from_unix_path(b"/[x]").unwrap(),
    ] {
        // Parses back as itself: the same text and components.
        assert_eq!(Uri::parse(u.as_str()).unwrap(), u);
        assert_eq!(u.scheme(), "file");
    }
}

/// A Unix file name: any octets but `/` and NUL, not `.` or `..`, with the
/// bytes that matter (delimiters, `%`, non-UTF-8, multi-byte UTF-8) likely.
fn unix_name() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        4 => prop::sample::select(&b"aZ09-._~!$&'()*+,;=:@%?#[]\\^|{} \"<>`"[..]),
        1 => any::<u8>().prop_filter("no / or NUL", |b| *b != b'/' && *b != 0),
    ];
    prop::collection::vec(byte, 0..8).prop_filter("not a dot-segment", |n| n != b"." && n != b"..")
}

fn unix_path() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(unix_name(), 1..6).prop_map(|names| {
        let mut path = Vec::new();
        for name in names {
            path.push(b'/');
            path.extend(name);
        }
        path
    })
}

/// A Windows file name: text without separators or NUL, not `.` or `..`.
fn windows_name() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9 ü€%#?;:@.$~-]{0,6}".prop_filter("not a dot-segment", |n| n != "." && n != "..")
}

proptest! {
    #[test]
    fn unix_paths_round_trip(path in unix_path()) {
        let u = from_unix_path(&path).unwrap();
        prop_assert!(u.as_str().starts_with("file:///"));
        prop_assert_eq!(&Uri::parse(u.as_str()).unwrap(), &u);
        prop_assert_eq!(to_unix_path(&u).unwrap(), path.clone());
        // Read as a Windows path, the same URI is refused (no drive) or
        // names a drive path; only `//` first (appendix E.3.2's
        // `file:////server/share`) makes a UNC path.
        if let Ok(w) = to_windows_path(&u) {
            prop_assert_eq!(w.starts_with(r"\\"), path.starts_with(b"//"));
        }
        let d = from_unix_directory_path(&path).unwrap();
        prop_assert!(d.as_str().ends_with('/'));
        let mut dir = path.clone();
        if !dir.ends_with(b"/") {
            dir.push(b'/');
        }
        prop_assert_eq!(to_unix_path(&d).unwrap(), dir);
    }

    #[test]
    fn windows_drive_paths_round_trip(
        drive in "[a-zA-Z]",
        names in prop::collection::vec(windows_name(), 0..5),
        slash in any::<bool>(),
    ) {
        let sep = if slash { "/" } else { "\\" };
        let path = format!("{drive}:{sep}{}", names.join(sep));
        let u = from_windows_path(&path).unwrap();
        prop_assert!(u.as_str().starts_with("file:///"));
        prop_assert_eq!(&Uri::parse(u.as_str()).unwrap(), &u);
        prop_assert_eq!(to_windows_path(&u).unwrap(), path.replace('/', "\\"));
    }

    #[test]
    fn windows_unc_paths_round_trip(
        server in "[a-zA-Z0-9 ü.%:-]{1,8}",
        share in "[a-zA-Z0-9 $ü]{1,6}",
        names in prop::collection::vec(windows_name(), 0..4),
    ) {
        prop_assume!(server != "." && server != "?");
        let mut path = format!(r"\\{server}\{share}");
        for n in &names {
            path.push('\\');
            path.push_str(n);
        }
        let u = from_windows_path(&path).unwrap();
        prop_assert_eq!(&Uri::parse(u.as_str()).unwrap(), &u);
        prop_assert_eq!(to_windows_path(&u).unwrap(), path.clone());
        // Never a local Unix path: the server is in the authority or, for
        // `localhost`, in the path's first, empty-rooted segments.
        prop_assert!(to_unix_path(&u).map_or(true, |p| p.starts_with(b"//")));
    }

    /// The `_into` functions give exactly what their owned twins give (the
    /// same text, octets or error), into buffers reused across inputs,
    /// valid or not (a relative path, a NUL, a dot segment).
    #[test]
    fn into_functions_give_what_the_owned_ones_give(
        a in unix_path(),
        b in prop_oneof![unix_path(), "[a-z/.%]{0,8}".prop_map(String::into_bytes)],
        s in "file:[a-zA-Z0-9%/:.@?#|\\[\\]-]{0,20}",
    ) {
        let (mut text, mut octets) = (String::from("left"), b"over".to_vec());
        for path in [&a, &b, &a] {
            let owned = from_unix_path(path).map(Uri::into_string);
            let into = file_path::from_unix_path_into(path, &mut text).map(str::to_owned);
            prop_assert_eq!(&into, &owned);
            let owned = from_unix_directory_path(path).map(Uri::into_string);
            let into = file_path::from_unix_directory_path_into(path, &mut text).map(str::to_owned);
            prop_assert_eq!(&into, &owned);
            if into.is_err() {
                prop_assert_eq!(text.as_str(), "");
            }
            if let Ok(u) = owned {
                let u = uri(&u);
                let into = file_path::to_unix_path_into(u.as_view(), &mut octets).map(<[u8]>::to_vec);
                prop_assert_eq!(into, to_unix_path(&u));
            }
        }
        if let Ok(u) = Uri::parse(&s) {
            let into = file_path::to_unix_path_into(u.as_view(), &mut octets).map(<[u8]>::to_vec);
            prop_assert_eq!(&into, &to_unix_path(&u));
            if into.is_err() {
                prop_assert!(octets.is_empty());
            }
        }
    }

    #[test]
    fn reading_any_file_uri_never_panics(s in "file:[a-zA-Z0-9%/:.@?#|\\[\\]-]{0,20}") {
        if let Ok(u) = Uri::parse(&s) {
            let _ = to_unix_path(&u);
            let _ = to_windows_path(&u);
        }
    }
}

/// The characters url leaves raw in a path segment that RFC 3986 does not
/// allow raw: urlkit encodes them. (url encodes `\`: `file` is one of
/// WHATWG's special schemes, where `\` reads as `/`.)
const URL_RAW: &[u8] = b"[]^|";

/// Whether url's `Path::components` reading keeps `path` as it is: no
/// empty name (`//` or a trailing `/`), `.` names are excluded by the
/// generator already.
fn components_keep(path: &[u8]) -> bool {
    path.len() > 1 && !path.windows(2).any(|w| w == b"//") && !path.ends_with(b"/")
}

#[cfg(unix)]
mod differential {
    use super::*;
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    proptest! {
        #[test]
        fn same_uri_as_url_on_unix_paths(path in unix_path()) {
            let p = Path::new(OsStr::from_bytes(&path));
            let ours = Uri::from_file_path(p).unwrap();
            let theirs = url::Url::from_file_path(p).unwrap();
            if components_keep(&path) && !path.iter().any(|b| URL_RAW.contains(b)) {
                prop_assert_eq!(ours.as_str(), theirs.as_str());
            }
            // Each reads the other's URI back to the path (url through its
            // `Path::components` reading).
            // `Path`'s `==` compares components, as url reads them.
            let back = url::Url::parse(ours.as_str()).unwrap().to_file_path().unwrap();
            prop_assert_eq!(back.as_path(), p);
            if let Ok(theirs) = Uri::parse(theirs.as_str()) {
                let read = theirs.to_file_path().unwrap();
                let want = url_reading(p);
                prop_assert_eq!(read.as_os_str().as_bytes(), want.as_os_str().as_bytes());
            } else {
                // Only url's raw `[ ] \ ^ |` make its URI invalid RFC 3986.
                prop_assert!(path.iter().any(|b| URL_RAW.contains(b)));
            }
        }
    }

    /// The path as url's conversion keeps it: through `Path::components`.
    fn url_reading(p: &Path) -> std::path::PathBuf {
        p.components().collect()
    }

    #[test]
    fn differences_from_url() {
        let ours = |p: &str| Uri::from_file_path(p).map(|u| u.into_string());
        let theirs = |p: &str| url::Url::from_file_path(p).map(|u| u.to_string());
        // Raw in url, encoded here (RFC 3986 has no raw `[` in a path).
        assert_eq!(theirs("/a[1]|^\\").unwrap(), "file:///a[1]|^%5C");
        assert_eq!(ours("/a[1]|^\\").unwrap(), "file:///a%5B1%5D%7C%5E%5C");
        // url drops empty names, `.` names and a trailing slash, and keeps
        // `..`; urlkit keeps the first two and refuses dot-segments.
        assert_eq!(theirs("/a//b/./c/").unwrap(), "file:///a/b/c");
        assert_eq!(ours("/a//b/c/").unwrap(), "file:///a//b/c/");
        assert_eq!(theirs("/a/../b").unwrap(), "file:///a/../b");
        assert_eq!(ours("/a/../b").unwrap_err().kind(), K::DotSegment);
        // Reading: url decodes `%2F` and `%00` into the path, ignores a
        // query; urlkit refuses all three.
        let url_back = |s: &str| url::Url::parse(s).unwrap().to_file_path();
        assert_eq!(url_back("file:///a%2Fb").unwrap(), Path::new("/a/b"));
        assert_eq!(
            uri("file:///a%2Fb").to_file_path().unwrap_err().kind(),
            K::EncodedSeparator
        );
        assert!(url_back("file:///a%00b").is_ok());
        assert_eq!(
            uri("file:///a%00b").to_file_path().unwrap_err().kind(),
            K::Nul
        );
        assert_eq!(url_back("file:///a?q").unwrap(), Path::new("/a"));
        assert_eq!(
            uri("file:///a?q").to_file_path().unwrap_err().kind(),
            K::Query
        );
    }

    #[test]
    fn native_paths_round_trip_non_utf8() {
        let p = Path::new(OsStr::from_bytes(b"/tmp/\xff\xfe name"));
        let u = Uri::from_file_path(p).unwrap();
        assert_eq!(u.as_str(), "file:///tmp/%FF%FE%20name");
        assert_eq!(u.to_file_path().unwrap(), p);
        assert_eq!(
            Uri::from_directory_path(p).unwrap().as_str(),
            "file:///tmp/%FF%FE%20name/"
        );
        assert_eq!(
            Uri::from_file_path("rel").unwrap_err().kind(),
            K::RelativePath
        );
    }
}

#[test]
fn module_functions_are_the_ones_the_docs_name() {
    // The native methods on Unix are the Unix functions.
    #[cfg(unix)]
    {
        let p = "/x y/€";
        assert_eq!(
            Uri::from_file_path(p).unwrap(),
            file_path::from_unix_path(p.as_bytes()).unwrap()
        );
    }
    #[cfg(windows)]
    {
        let p = r"C:\x y\€";
        assert_eq!(
            Uri::from_file_path(p).unwrap(),
            file_path::from_windows_path(p).unwrap()
        );
    }
}
