//! The scheme error: which rule of RFC 1738 §5 a URI broke, and where.

use core::fmt;

/// Which rule of RFC 1738 (§3, §5) the URI broke.
///
/// Each kind is named after the BNF rule whose match failed; the kinds are
/// fieldless, the position is in [`SchemeError::index`].
///
/// # Examples
///
/// ```
/// use urlkit::scheme::{FtpUrl, SchemeErrorKind};
/// use urlkit::Uri;
///
/// let uri = Uri::parse("ftp://h/a;type=x")?;
/// let err = FtpUrl::try_from(&uri).unwrap_err();
/// assert_eq!(err.kind(), SchemeErrorKind::Ftptype);
/// assert_eq!(err.kind().as_str(), "ftptype");
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SchemeErrorKind {
    /// The URI's scheme is not the one the view is for (`scheme`).
    Scheme,
    /// No `//` authority where the scheme uses the common internet syntax
    /// (`ip-schemepart = "//" login [ "/" urlpath ]`, §3.1), or something
    /// other than `/` right after the host and port.
    IpSchemepart,
    /// A user name and password where the scheme's rule has only
    /// `hostport` (http, gopher, nntp, wais, file, prospero).
    Hostport,
    /// A user name, password or port in a file URL, whose rule is
    /// `"file://" [ host | "localhost" ] "/" fpath` (§3.10).
    FileHost,
    /// `user = *[ uchar | ";" | "?" | "&" | "=" ]` did not match.
    User,
    /// `password = *[ uchar | ";" | "?" | "&" | "=" ]` did not match.
    Password,
    /// The host is empty where the rule requires one (`host`).
    Host,
    /// `port = digits` did not match (an empty port), or the port is above
    /// 65535.
    Port,
    /// `hostname = *[ domainlabel "." ] toplabel` failed in a `domainlabel`
    /// (RFC 1738's own host rule, stricter than RFC 3986).
    Domainlabel,
    /// `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit` did not
    /// match (RFC 1738's own host rule).
    Toplabel,
    /// `hostnumber = digits "." digits "." digits "." digits` did not
    /// match, or a group is above 255 (RFC 1738's own host rule).
    Hostnumber,
    /// The url-path is missing where the rule requires `"/" fpath`
    /// (`fileurl`), or an ftp URL has `;type=` without a path.
    Fpath,
    /// `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` did not match
    /// (ftp, file).
    Fsegment,
    /// `ftptype = "A" | "I" | "D" | "a" | "i" | "d"` did not match.
    Ftptype,
    /// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` did not match.
    Hsegment,
    /// An http searchpart without the `/` that `httpurl` requires before it.
    Hpath,
    /// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` did not match
    /// (http, gopher, wais).
    Search,
    /// A gopher selector with an encoded CR or LF, which the Gopher
    /// protocol excludes from selectors (§3.4.1).
    Selector,
    /// `encoded822addr = 1*xchar` did not match, or the decoded address is
    /// not `local-part "@" domain` (§3.5, RFC 822 §6.1).
    Encoded822addr,
    /// `grouppart = "*" | group | article` did not match (news).
    Grouppart,
    /// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]` did not
    /// match (news, nntp).
    Group,
    /// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`
    /// did not match (news), or an nntp article number is not `digits` or
    /// does not fit in 64 bits.
    Article,
    /// `telneturl = "telnet://" login [ "/" ]`: something after the
    /// optional `/`.
    Telneturl,
    /// `waisurl = waisdatabase | waisindex | waisdoc`: the path has a shape
    /// none of the three forms has.
    Waisurl,
    /// `database = *uchar` did not match.
    Database,
    /// `wtype = *uchar` did not match.
    Wtype,
    /// `wpath = *uchar` did not match.
    Wpath,
    /// `psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` did not match.
    Psegment,
    /// `fieldspec = ";" fieldname "=" fieldvalue` did not match: a field
    /// without `=`.
    Fieldspec,
    /// `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]` did not match.
    Fieldname,
    /// `fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]` did not match.
    Fieldvalue,
    /// A decoded part holds CR or LF, which the protocol's command line
    /// cannot carry (RFC 1738 §6; RFC 959 §5.3.2 for ftp).
    LineBreak,
}

impl SchemeErrorKind {
    /// A stable kebab-case name, used in the command line's JSON output.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::SchemeErrorKind;
    /// assert_eq!(SchemeErrorKind::IpSchemepart.as_str(), "ip-schemepart");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        use SchemeErrorKind as K;
        match self {
            K::Scheme => "scheme",
            K::IpSchemepart => "ip-schemepart",
            K::Hostport => "hostport",
            K::FileHost => "file-host",
            K::User => "user",
            K::Password => "password",
            K::Host => "host",
            K::Port => "port",
            K::Domainlabel => "domainlabel",
            K::Toplabel => "toplabel",
            K::Hostnumber => "hostnumber",
            K::Fpath => "fpath",
            K::Fsegment => "fsegment",
            K::Ftptype => "ftptype",
            K::Hsegment => "hsegment",
            K::Hpath => "hpath",
            K::Search => "search",
            K::Selector => "selector",
            K::Encoded822addr => "encoded822addr",
            K::Grouppart => "grouppart",
            K::Group => "group",
            K::Article => "article",
            K::Telneturl => "telneturl",
            K::Waisurl => "waisurl",
            K::Database => "database",
            K::Wtype => "wtype",
            K::Wpath => "wpath",
            K::Psegment => "psegment",
            K::Fieldspec => "fieldspec",
            K::Fieldname => "fieldname",
            K::Fieldvalue => "fieldvalue",
            K::LineBreak => "line-break",
        }
    }

    /// What the rule expected at the failing byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::SchemeErrorKind;
    /// assert!(SchemeErrorKind::Ftptype.expected().contains("'i'"));
    /// ```
    #[must_use]
    pub const fn expected(self) -> &'static str {
        use SchemeErrorKind as K;
        match self {
            K::Scheme => "the scheme this view is for",
            K::IpSchemepart => "'//' host [':' port], then '/' or the end",
            K::Hostport => "host [':' port] without user or password",
            K::FileHost => "'//', then a host, 'localhost' or nothing, then '/'",
            K::User | K::Password => "uchar, ';', '?', '&' or '=' ('%XX' for others)",
            K::Host => "a host name or address",
            K::Port => "one or more digits, at most 65535",
            K::Domainlabel => "letters or digits, with '-' only inside the label",
            K::Toplabel => "a label starting with a letter and not ending with '-'",
            K::Hostnumber => "four decimal numbers 0 to 255 separated by '.'",
            K::Fpath => "'/' and a path",
            K::Fsegment => "uchar, '?', ':', '@', '&', '=' or '/' (';' only in ftp's ';type=')",
            K::Ftptype => "';type=' followed by one of 'a', 'i', 'd' (either case) at the end",
            K::Hsegment => "uchar, ';', ':', '@', '&', '=' or '/'",
            K::Hpath => "'/' before the searchpart",
            K::Search => "uchar, ';', ':', '@', '&' or '='",
            K::Selector => "selector octets other than CR and LF",
            K::Encoded822addr => "an address local-part '@' domain",
            K::Grouppart => "'*', a newsgroup name or a message-id with '@'",
            K::Group => "a letter, then letters, digits, '-', '.', '+' or '_'",
            K::Article => "a message-id unique '@' host, or an article number of digits",
            K::Telneturl => "nothing after the optional '/'",
            K::Waisurl => "'/' database, then '?' search or '/' wtype '/' wpath, or the end",
            K::Database | K::Wtype | K::Wpath => "uchar ('%XX' for reserved characters)",
            K::Psegment => "uchar, '?', ':', '@', '&', '=' or '/'",
            K::Fieldspec => "';' fieldname '=' fieldvalue",
            K::Fieldname | K::Fieldvalue => "uchar, '?', ':', '@' or '&'",
            K::LineBreak => "no encoded CR or LF in a part sent as a command",
        }
    }

    /// What went wrong, in a few words.
    const fn what(self) -> &'static str {
        use SchemeErrorKind as K;
        match self {
            K::Scheme => "wrong scheme",
            K::IpSchemepart => "invalid ip-schemepart",
            K::Hostport => "user or password not allowed",
            K::FileHost => "user, password or port not allowed in a file URL",
            K::User => "invalid character in user",
            K::Password => "invalid character in password",
            K::Host => "missing host",
            K::Port => "invalid port",
            K::Domainlabel => "invalid domainlabel",
            K::Toplabel => "invalid toplabel",
            K::Hostnumber => "invalid hostnumber",
            K::Fpath => "missing fpath",
            K::Fsegment => "invalid character in fsegment",
            K::Ftptype => "invalid ftptype",
            K::Hsegment => "invalid character in hsegment",
            K::Hpath => "searchpart without hpath",
            K::Search => "invalid character in search",
            K::Selector => "line break in selector",
            K::Encoded822addr => "invalid encoded822addr",
            K::Grouppart => "invalid grouppart",
            K::Group => "invalid group",
            K::Article => "invalid article",
            K::Telneturl => "invalid telneturl",
            K::Waisurl => "invalid waisurl",
            K::Database => "invalid character in database",
            K::Wtype => "invalid character in wtype",
            K::Wpath => "invalid character in wpath",
            K::Psegment => "invalid character in psegment",
            K::Fieldspec => "invalid fieldspec",
            K::Fieldname => "invalid character in fieldname",
            K::Fieldvalue => "invalid character in fieldvalue",
            K::LineBreak => "encoded line break",
        }
    }
}

impl fmt::Display for SchemeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what())
    }
}

/// A URI that is valid RFC 3986 but breaks its scheme's rule in RFC 1738:
/// the rule and the byte index in the URI text where it stopped matching.
///
/// # Examples
///
/// ```
/// use urlkit::scheme::NntpUrl;
/// use urlkit::Uri;
///
/// let uri = Uri::parse("nntp://news.example/comp.lang/12a")?;
/// let err = NntpUrl::try_from(&uri).unwrap_err();
/// assert_eq!(err.index(), 32);
/// assert_eq!(
///     err.to_string(),
///     "invalid article at index 32 (expected a message-id unique '@' host, or an article number of digits)"
/// );
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SchemeError {
    kind: SchemeErrorKind,
    index: usize,
}

impl SchemeError {
    pub(crate) const fn new(kind: SchemeErrorKind, index: usize) -> SchemeError {
        SchemeError { kind, index }
    }

    /// Which rule broke.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::{SchemeErrorKind, TelnetUrl};
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://h/x")?;
    /// assert_eq!(TelnetUrl::try_from(&uri).unwrap_err().kind(), SchemeErrorKind::Telneturl);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub const fn kind(&self) -> SchemeErrorKind {
        self.kind
    }

    /// The byte index in the URI text where it stopped matching the rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::TelnetUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("telnet://h/x")?;
    /// assert_eq!(TelnetUrl::try_from(&uri).unwrap_err().index(), 11);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }

    /// The same error with its index moved by `by` bytes (for a check run
    /// on a part of the text).
    pub(crate) const fn shifted(self, by: usize) -> SchemeError {
        SchemeError {
            kind: self.kind,
            index: self.index.saturating_add(by),
        }
    }
}

impl fmt::Display for SchemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at index {} (expected {})",
            self.kind.what(),
            self.index,
            self.kind.expected()
        )
    }
}

impl core::error::Error for SchemeError {}

#[cfg(test)]
mod tests {
    use super::SchemeErrorKind as K;
    use std::prelude::v1::*;

    const ALL: [K; 32] = [
        K::Scheme,
        K::IpSchemepart,
        K::Hostport,
        K::FileHost,
        K::User,
        K::Password,
        K::Host,
        K::Port,
        K::Domainlabel,
        K::Toplabel,
        K::Hostnumber,
        K::Fpath,
        K::Fsegment,
        K::Ftptype,
        K::Hsegment,
        K::Hpath,
        K::Search,
        K::Selector,
        K::Encoded822addr,
        K::Grouppart,
        K::Group,
        K::Article,
        K::Telneturl,
        K::Waisurl,
        K::Database,
        K::Wtype,
        K::Wpath,
        K::Psegment,
        K::Fieldspec,
        K::Fieldname,
        K::Fieldvalue,
        K::LineBreak,
    ];

    #[test]
    fn names_are_unique_kebab_case_and_messages_lowercase() {
        let mut names: Vec<&str> = ALL.iter().map(|k| k.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        for k in ALL {
            let name = k.as_str();
            assert!(name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
            let what = k.to_string();
            assert!(what.starts_with(|c: char| c.is_ascii_lowercase()), "{what}");
            assert!(!k.expected().is_empty());
        }
    }

    #[test]
    fn every_message_is_bounded_whatever_the_index() {
        for k in ALL {
            let message = super::SchemeError::new(k, usize::MAX).to_string();
            assert!(message.len() <= crate::excerpt::MAX_MESSAGE, "{message}");
        }
    }

    #[test]
    fn display_names_index_and_expectation() {
        let e = super::SchemeError::new(K::Port, 9);
        assert_eq!(
            e.to_string(),
            "invalid port at index 9 (expected one or more digits, at most 65535)"
        );
        assert_eq!(e.shifted(3).index(), 12);
    }
}
