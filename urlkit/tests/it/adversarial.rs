//! The adversarial inputs (docs/security.md, promise P6), parsed on a
//! thread with a 64 KiB stack (promise P8: the parser is iterative), with the
//! verdict and error position each one must get. Their speed per byte is
//! measured in `bench/` (group `adversarial/parse`), never here.

use urlkit::{ParseErrorKind, UriRefView, UriView};

const MIB: usize = 1 << 20;

/// Runs `f` on a thread with a 64 KiB stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(f)
        .expect("thread spawns")
        .join()
        .expect("no panic and no stack overflow");
}

/// What a parse must give: `Ok(())`, or the error's kind and index.
type Verdict = Result<(), (ParseErrorKind, usize)>;

/// `(input, verdict)` for each adversarial family.
fn cases() -> Vec<(String, Verdict)> {
    use ParseErrorKind::*;
    let r = |s: &str, n: usize| s.repeat(n);
    vec![
        (format!("http://h/{}", r("%41", MIB / 3)), Ok(())),
        (
            format!("http://h/{}%4", r("%41", MIB / 3)),
            Err((InvalidPercentEncoding, 9 + MIB / 3 * 3)),
        ),
        (format!("http://h/{}", r("../", 100_000)), Ok(())),
        (
            format!("http://{}", r("[", 100_000)),
            Err((InvalidIpLiteral, 8)),
        ),
        (r("[", 100_000), Err((InvalidPath, 0))),
        (
            format!("http://[{}", r("1:", MIB / 2)),
            Err((InvalidIpLiteral, 8 + MIB)),
        ),
        (format!("http://{}/", r("a", MIB)), Ok(())),
        (format!("http://{}/", r("ab.", MIB / 3)), Ok(())),
        (format!("http://{}@h/", r(":", MIB)), Ok(())),
        (format!("http://h{}/", r(":", MIB)), Err((InvalidPort, 9))),
        (
            format!("http://{}h/", r("a@", MIB / 2)),
            Err((InvalidHost, 10)),
        ),
        (format!("http://h/{}", r("@", MIB)), Ok(())),
        (format!("http://{}", r("@", MIB)), Err((InvalidHost, 8))),
        (format!("http://h/?{}", r("a=b&", MIB / 4)), Ok(())),
        (format!("http://h{}", r("/", MIB)), Ok(())),
        (format!("{}:", r("a", MIB)), Ok(())),
        (
            format!("//{}", r("%", MIB)),
            Err((InvalidPercentEncoding, 2)),
        ),
    ]
}

#[test]
fn adversarial_inputs_parse_on_a_64_kib_stack() {
    on_small_stack(|| {
        for (input, want) in cases() {
            let got = UriRefView::parse(&input)
                .map(|_| ())
                .map_err(|e| (e.kind(), e.index()));
            assert_eq!(got, want, "{:?}…", input.get(..40));
            let uri = UriView::parse(&input);
            assert_eq!(
                uri.is_ok(),
                got.is_ok() && input.contains(':') && !input.starts_with('/')
            );
            if let Ok(v) = UriRefView::parse(&input) {
                assert_eq!(v.as_str().len(), input.len());
                assert!(v.path_segments().count() <= input.len());
            }
        }
    });
}
