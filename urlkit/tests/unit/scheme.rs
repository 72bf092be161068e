//! Unit tests of `src/scheme/mod.rs`, kept out of the production file; the module
//! is `crate::scheme::tests` (it reaches private items through `super`).

use super::*;

#[test]
fn rfc1738_default_ports() {
    let expected = [
        ("ftp", Some(21)),
        ("http", Some(80)),
        ("gopher", Some(70)),
        ("mailto", None),
        ("news", None),
        ("nntp", Some(119)),
        ("telnet", Some(23)),
        ("wais", Some(210)),
        ("file", None),
        ("prospero", Some(1525)),
        ("https", Some(443)),
        ("ws", Some(80)),
        ("wss", Some(443)),
    ];
    for (name, port) in expected {
        assert_eq!(default_port(name), port, "{name}");
        assert_eq!(default_port(&name.to_uppercase()), port, "{name}");
    }
}

#[test]
fn the_schemes_people_use_beyond_rfc_1738() {
    let expected = [
        ("imap", 143),
        ("imaps", 993),
        ("pop3", 110),
        ("pop3s", 995),
        ("smtp", 25),
        ("smtps", 465),
        ("submission", 587),
        ("ldap", 389),
        ("ldaps", 636),
        ("ssh", 22),
        ("sftp", 22),
        ("rtsp", 554),
        ("mqtt", 1883),
        ("mqtts", 8883),
        ("redis", 6379),
        ("rediss", 6379),
        ("postgres", 5432),
        ("postgresql", 5432),
        ("mysql", 3306),
        ("amqp", 5672),
        ("amqps", 5671),
        ("git", 9418),
        ("irc", 6667),
        ("ircs", 6697),
        ("xmpp", 5222),
    ];
    for (name, port) in expected {
        assert_eq!(default_port(name), Some(port), "{name}");
        assert_eq!(default_port(&name.to_uppercase()), Some(port), "{name}");
    }
}

#[test]
fn every_known_scheme_reads_the_one_table() {
    for s in KnownScheme::ALL {
        let row = DEFAULT_PORTS.iter().find(|d| d.scheme == s.name());
        assert_eq!(s.default_port(), row.map(|d| d.port), "{}", s.name());
    }
}

#[test]
fn names_round_trip() {
    for s in KnownScheme::ALL {
        assert_eq!(KnownScheme::from_name(s.name()), Some(s));
    }
}
