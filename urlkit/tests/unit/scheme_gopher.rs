//! Unit tests of `src/scheme/gopher.rs`, kept out of the production file; the module
//! is `crate::scheme::gopher::tests` (it reaches private items through `super`).

use super::*;

type Parts = (char, String, Option<String>, Option<String>);

fn gopher(s: &str) -> Result<Parts, SchemeError> {
    let uri = Uri::parse(s).unwrap();
    let g = GopherUrl::try_from(&uri)?;
    Ok((
        g.gtype(),
        g.selector().into_owned(),
        g.search().map(Cow::into_owned),
        g.gopher_plus().map(Cow::into_owned),
    ))
}

#[test]
fn rfc1738_3_4_forms() {
    assert_eq!(
        gopher("gopher://h").unwrap(),
        ('1', String::new(), None, None)
    );
    assert_eq!(
        gopher("gopher://h/").unwrap(),
        ('1', String::new(), None, None)
    );
    assert_eq!(
        gopher("gopher://h/0").unwrap(),
        ('0', String::new(), None, None)
    );
    assert_eq!(
        gopher("gopher://h/7sel%09q").unwrap(),
        ('7', "sel".into(), Some("q".into()), None)
    );
    assert_eq!(
        gopher("gopher://h/1sel%09%09$").unwrap(),
        ('1', "sel".into(), Some(String::new()), Some("$".into()))
    );
    assert_eq!(
        gopher("gopher://h/0sel%09%09+application/postscript%20Es_ES")
            .unwrap()
            .3,
        Some("+application/postscript Es_ES".into())
    );
    assert_eq!(gopher("gopher://h/%3Fx").unwrap().0, '?');
    assert_eq!(gopher("gopher://h/1a?b").unwrap().1, "a?b");
}

#[test]
fn selector_and_search_edges() {
    let err = |s| gopher(s).unwrap_err();
    assert_eq!(err("gopher://h/1a%0Db").kind(), SchemeErrorKind::Selector);
    assert_eq!(err("gopher://h/1a%09b/c").kind(), SchemeErrorKind::Search);
    assert_eq!(err("gopher://h/1a%09b/c").index(), 17);
    assert_eq!(
        err("gopher://h/1a%09b%0A").kind(),
        SchemeErrorKind::LineBreak
    );
    assert_eq!(err("gopher://u@h/").kind(), SchemeErrorKind::Hostport);
}
