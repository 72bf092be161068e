//! RFC 3986 §5.3 recomposition on real vectors: every valid reference of
//! `data/recompose.txt` is rebuilt from its raw components, with the
//! builder and with the setters, byte for byte (docs/security.md P3, row 15).

use urlkit::{Builder, UriRef};

fn inputs() -> Vec<&'static str> {
    include_str!("../data/recompose.txt")
        .lines()
        .filter(|l| !l.starts_with("# "))
        .collect()
}

#[test]
fn vectors_are_all_valid() {
    let inputs = inputs();
    assert!(inputs.len() > 300);
    for input in inputs {
        assert!(UriRef::parse(input).is_ok(), "{input:?}");
    }
}

#[test]
fn builder_rebuilds_every_vector_byte_for_byte() {
    for input in inputs() {
        let r = UriRef::parse(input).unwrap();
        let mut b = Builder::new().path_encoded(r.path());
        if let Some(s) = r.scheme() {
            b = b.scheme(s);
        }
        if let Some(u) = r.userinfo() {
            b = b.userinfo_encoded(u);
        }
        if let Some(h) = r.host() {
            b = b.host_encoded(h);
        }
        if let Some(p) = r.port() {
            b = b.port_digits(p);
        }
        if let Some(q) = r.query() {
            b = b.query_encoded(q);
        }
        if let Some(f) = r.fragment() {
            b = b.fragment_encoded(f);
        }
        let built = b.build().unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(built.as_str(), input);
        assert_eq!(built, r);
    }
}

#[test]
fn builder_with_typed_hosts_keeps_the_host() {
    for input in inputs() {
        let r = UriRef::parse(input).unwrap();
        let Some(host) = r.host_typed() else { continue };
        let built = Builder::new()
            .host(host)
            .path_encoded(r.path())
            .build()
            .unwrap_or_else(|e| panic!("{input:?}: {e}"));
        // Addresses are written in their usual text (RFC 5952 for IPv6),
        // which may differ from the input's; the value may not.
        assert_eq!(built.host_typed(), Some(host), "{input:?}");
    }
}

#[test]
fn setters_rebuild_every_vector_from_empty() {
    for input in inputs() {
        let r = UriRef::parse(input).unwrap();
        let mut e = UriRef::parse("").unwrap();
        let step = |res: Result<(), urlkit::BuildError>| {
            res.unwrap_or_else(|err| panic!("{input:?}: {err}"))
        };
        step(e.set_scheme(r.scheme()));
        step(e.set_host_encoded(r.host()));
        step(e.set_userinfo_encoded(r.userinfo()));
        step(e.set_port_digits(r.port()));
        step(e.set_path_encoded(r.path()));
        step(e.set_query_encoded(r.query()));
        step(e.set_fragment_encoded(r.fragment()));
        assert_eq!(e.as_str(), input);
        assert_eq!(e, r);
    }
}
