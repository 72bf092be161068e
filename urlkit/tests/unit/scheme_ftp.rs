//! Unit tests of `src/scheme/ftp/mod.rs`, kept out of the production file; the module
//! is `crate::scheme::ftp::tests` (it reaches private items through `super`).

use super::*;
use std::prelude::v1::*;

fn ftp(s: &str) -> Result<(Vec<String>, Option<String>), SchemeError> {
    let uri = Uri::parse(s).unwrap();
    let f = FtpUrl::try_from(&uri)?;
    Ok((
        f.cwd().map(Cow::into_owned).collect(),
        f.name().map(Cow::into_owned),
    ))
}

#[test]
fn rfc1738_3_2_2_paths() {
    assert_eq!(ftp("ftp://h/etc/motd").unwrap().0, ["etc"]);
    assert_eq!(ftp("ftp://h//etc/motd").unwrap().0, ["", "etc"]);
    assert_eq!(ftp("ftp://h").unwrap(), (vec![], None));
    assert_eq!(ftp("ftp://h/").unwrap(), (vec![], Some(String::new())));
    assert_eq!(
        ftp("ftp://h/a?b/c").unwrap(),
        (vec!["a?b".to_owned()], Some("c".to_owned()))
    );
}

#[test]
fn typecode_edges() {
    let kind = |s| ftp(s).unwrap_err().kind();
    assert_eq!(kind("ftp://h/a;type=x"), SchemeErrorKind::Ftptype);
    assert_eq!(kind("ftp://h/a;type=ai"), SchemeErrorKind::Ftptype);
    assert_eq!(kind("ftp://h/a;type="), SchemeErrorKind::Ftptype);
    assert_eq!(kind("ftp://h/a;b/c"), SchemeErrorKind::Fsegment);
    assert_eq!(kind("ftp://h/a;type=a/b"), SchemeErrorKind::Ftptype);
    assert_eq!(ftp("ftp://h/a;type=x").unwrap_err().index(), 15);
    assert!(ftp("ftp://h/a;type=I").is_ok());
}

#[test]
fn login_edges() {
    let kind = |s| ftp(s).unwrap_err().kind();
    assert_eq!(kind("ftp://u:p:q@h/"), SchemeErrorKind::Password);
    assert_eq!(kind("ftp://h:/"), SchemeErrorKind::Port);
    assert_eq!(kind("ftp://h:65536/"), SchemeErrorKind::Port);
    assert_eq!(kind("ftp:///x"), SchemeErrorKind::Host);
    assert_eq!(kind("ftp:/x"), SchemeErrorKind::IpSchemepart);
    assert_eq!(kind("ftp://h?x"), SchemeErrorKind::IpSchemepart);
    assert_eq!(kind("http://h/"), SchemeErrorKind::Scheme);
}

#[test]
fn commands_refuse_line_breaks() {
    let uri = Uri::parse("ftp://h/a%0D%0ADELE%20x/f").unwrap();
    let err = FtpUrl::try_from(&uri).unwrap().commands("").unwrap_err();
    assert_eq!((err.kind(), err.index()), (SchemeErrorKind::LineBreak, 8));
}

#[test]
fn commands_per_typecode() {
    let lines = |s: &str| -> Vec<String> {
        let uri = Uri::parse(s).unwrap();
        let f = FtpUrl::try_from(&uri).unwrap();
        f.commands("e@x")
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    assert_eq!(
        lines("ftp://info.cern.ch/pub/www/doc;type=d"),
        [
            "USER anonymous",
            "PASS e@x",
            "CWD pub",
            "CWD www",
            "NLST doc"
        ]
    );
    assert_eq!(
        lines("ftp://u:p@h/f;type=i"),
        ["USER u", "PASS p", "TYPE I", "RETR f"]
    );
    assert_eq!(lines("ftp://@h//x/"), ["USER ", "CWD ", "CWD x", "LIST"]);
}
