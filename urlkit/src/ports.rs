//! The default ports of URI schemes: one table, each row naming the
//! document that sets its port.
//!
//! RFC 3986 §6.2.3 leaves the default port to each scheme's
//! specification ("the default port for a given scheme may be omitted
//! from the authority component"), so the port behind an absent one, and
//! the one that §6.2.3's normal form drops, come from that scheme's RFC
//! or, for schemes whose RFC names none, from IANA's Service Name and
//! Transport Protocol Port Number Registry under the scheme's service.
//!
//! Public as `urlkit::scheme::{DEFAULT_PORTS, DefaultPort, default_port}`;
//! it stands below the values and operations (`component`, `normalize`,
//! `lint`), which all read it.

/// A scheme's default port, and the document that sets it.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::DEFAULT_PORTS;
///
/// let imap = DEFAULT_PORTS.iter().find(|d| d.scheme == "imap").unwrap();
/// assert_eq!((imap.port, imap.source), (143, "RFC 5092 §3"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefaultPort {
    /// The scheme's name, in lowercase (RFC 3986 §3.1's canonical form).
    pub scheme: &'static str,
    /// The port a URI of the scheme means when it gives none.
    pub port: u16,
    /// Where the port is set: an RFC section, or the IANA service name.
    pub source: &'static str,
}

/// Shortens the rows of [`DEFAULT_PORTS`].
const fn row(scheme: &'static str, port: u16, source: &'static str) -> DefaultPort {
    DefaultPort {
        scheme,
        port,
        source,
    }
}

/// Every default port this library knows: the schemes of RFC 1738 §3
/// that have one, then HTTP over TLS and WebSocket, then the schemes of
/// mail, directory, shell, media, messaging, database and version-control
/// clients (those curl and trurl know, and the common service URLs).
/// Schemes without a port (mailto, news, file, urn, data, ...) are not in
/// it. [`default_port`] reads this table, and so do `Uri::port_or_default`,
/// normalization (RFC 3986 §6.2.3) and the lint's port checks.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{default_port, DEFAULT_PORTS};
///
/// assert!(DEFAULT_PORTS.iter().all(|d| default_port(d.scheme) == Some(d.port)));
/// assert_eq!(default_port("POSTGRESQL"), Some(5432));
/// ```
pub const DEFAULT_PORTS: &[DefaultPort] = &[
    // RFC 1738 §3.
    row("ftp", 21, "RFC 1738 §3.2"),
    row("http", 80, "RFC 1738 §3.3; RFC 9110 §4.2.1"),
    row("gopher", 70, "RFC 1738 §3.4"),
    row("nntp", 119, "RFC 1738 §3.7"),
    row("telnet", 23, "RFC 1738 §3.8"),
    row("wais", 210, "RFC 1738 §3.9"),
    row("prospero", 1525, "RFC 1738 §3.11"),
    // The web.
    row("https", 443, "RFC 9110 §4.2.2"),
    row("ws", 80, "RFC 6455 §3"),
    row("wss", 443, "RFC 6455 §3"),
    // Mail.
    row("imap", 143, "RFC 5092 §3"),
    row("imaps", 993, "IANA service imaps; RFC 8314 §7.3"),
    row("pop", 110, "RFC 2384 §3"),
    row("pop3", 110, "IANA service pop3"),
    row("pop3s", 995, "IANA service pop3s; RFC 8314 §7.3"),
    row("smtp", 25, "IANA service smtp"),
    row("smtps", 465, "IANA service submissions; RFC 8314 §7.3"),
    row("submission", 587, "IANA service submission; RFC 6409 §3.1"),
    // Directories.
    row("ldap", 389, "RFC 4516 §2"),
    row("ldaps", 636, "IANA service ldaps"),
    // Remote shells and file transfer.
    row("ssh", 22, "IANA service ssh; RFC 4253 §4.1"),
    row("sftp", 22, "IANA service ssh (SFTP runs over SSH)"),
    // Media and messaging.
    row("rtsp", 554, "RFC 2326 §3.2"),
    row("mqtt", 1883, "IANA service mqtt"),
    row("mqtts", 8883, "IANA service secure-mqtt"),
    row("amqp", 5672, "IANA service amqp"),
    row("amqps", 5671, "IANA service amqps"),
    row(
        "irc",
        6667,
        "IANA service ircu (6665-6669; 6667 the one in use)",
    ),
    row("ircs", 6697, "RFC 7194 (IANA service ircs-u)"),
    row("xmpp", 5222, "IANA service xmpp-client; RFC 6120 §14.7"),
    // Databases and caches.
    row("postgres", 5432, "IANA service postgresql"),
    row("postgresql", 5432, "IANA service postgresql"),
    row("mysql", 3306, "IANA service mysql"),
    row("redis", 6379, "IANA provisional URI scheme redis"),
    row("rediss", 6379, "IANA provisional URI scheme rediss"),
    // Version control.
    row("git", 9418, "IANA service git"),
];

/// The default port of the scheme named `scheme` (case-insensitive, RFC
/// 3986 §3.1), from [`DEFAULT_PORTS`], or `None` for a scheme without one
/// or unknown to this library.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::default_port;
/// assert_eq!(default_port("HTTP"), Some(80));
/// assert_eq!(default_port("nntp"), Some(119));
/// assert_eq!(default_port("imaps"), Some(993));
/// assert_eq!(default_port("urn"), None);
/// ```
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|d| d.scheme.len() == scheme.len() && d.scheme.eq_ignore_ascii_case(scheme))
        .map(|d| d.port)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_scheme_has_one_row_in_lowercase() {
        for (i, a) in DEFAULT_PORTS.iter().enumerate() {
            assert_eq!(a.scheme, a.scheme.to_ascii_lowercase());
            assert!(!a.source.is_empty(), "{}", a.scheme);
            for b in &DEFAULT_PORTS[i + 1..] {
                assert_ne!(a.scheme, b.scheme);
            }
        }
    }

    #[test]
    fn lookup_ignores_case_and_needs_the_whole_name() {
        assert_eq!(default_port("IMAPS"), Some(993));
        assert_eq!(default_port("imap"), Some(143));
        assert_eq!(default_port("ima"), None);
        assert_eq!(default_port("imapss"), None);
        assert_eq!(default_port(""), None);
    }
}
