//! The scheme error: which rule of RFC 1738 §5 a URI broke, and where.

crate::error::kinds::error_kinds! {
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
    pub enum SchemeErrorKind in "urlkit::scheme" {
        /// The URI's scheme is not the one the view is for (`scheme`).
        Scheme => "scheme", "wrong scheme", "the scheme this view is for";
        /// No `//` authority where the scheme uses the common internet syntax
        /// (`ip-schemepart = "//" login [ "/" urlpath ]`, §3.1), or something
        /// other than `/` right after the host and port.
        IpSchemepart => "ip-schemepart", "invalid ip-schemepart", "'//' host [':' port], then '/' or the end";
        /// A user name and password where the scheme's rule has only
        /// `hostport` (http, gopher, nntp, wais, file, prospero).
        Hostport => "hostport", "user or password not allowed", "host [':' port] without user or password";
        /// A user name, password or port in a file URL, whose rule is
        /// `"file://" [ host | "localhost" ] "/" fpath` (§3.10).
        FileHost => "file-host", "user, password or port not allowed in a file URL", "'//', then a host, 'localhost' or nothing, then '/'";
        /// `user = *[ uchar | ";" | "?" | "&" | "=" ]` did not match.
        User => "user", "invalid character in user", "uchar, ';', '?', '&' or '=' ('%XX' for others)";
        /// `password = *[ uchar | ";" | "?" | "&" | "=" ]` did not match.
        Password => "password", "invalid character in password", "uchar, ';', '?', '&' or '=' ('%XX' for others)";
        /// The host is empty where the rule requires one (`host`).
        Host => "host", "missing host", "a host name or address";
        /// `port = digits` did not match (an empty port), or the port is above
        /// 65535.
        Port => "port", "invalid port", "one or more digits, at most 65535";
        /// `hostname = *[ domainlabel "." ] toplabel` failed in a `domainlabel`
        /// (RFC 1738's own host rule, stricter than RFC 3986).
        Domainlabel => "domainlabel", "invalid domainlabel", "letters or digits, with '-' only inside the label";
        /// `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit` did not
        /// match (RFC 1738's own host rule).
        Toplabel => "toplabel", "invalid toplabel", "a label starting with a letter and not ending with '-'";
        /// `hostnumber = digits "." digits "." digits "." digits` did not
        /// match, or a group is above 255 (RFC 1738's own host rule).
        Hostnumber => "hostnumber", "invalid hostnumber", "four decimal numbers 0 to 255 separated by '.'";
        /// The url-path is missing where the rule requires `"/" fpath`
        /// (`fileurl`), or an ftp URL has `;type=` without a path.
        Fpath => "fpath", "missing fpath", "'/' and a path";
        /// `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` did not match
        /// (ftp, file).
        Fsegment => "fsegment", "invalid character in fsegment", "uchar, '?', ':', '@', '&', '=' or '/' (';' only in ftp's ';type=')";
        /// `ftptype = "A" | "I" | "D" | "a" | "i" | "d"` did not match.
        Ftptype => "ftptype", "invalid ftptype", "';type=' followed by one of 'a', 'i', 'd' (either case) at the end";
        /// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` did not match.
        Hsegment => "hsegment", "invalid character in hsegment", "uchar, ';', ':', '@', '&', '=' or '/'";
        /// An http searchpart without the `/` that `httpurl` requires before it.
        Hpath => "hpath", "searchpart without hpath", "'/' before the searchpart";
        /// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` did not match
        /// (http, gopher, wais).
        Search => "search", "invalid character in search", "uchar, ';', ':', '@', '&' or '='";
        /// A gopher selector with an encoded CR or LF, which the Gopher
        /// protocol excludes from selectors (§3.4.1).
        Selector => "selector", "line break in selector", "selector octets other than CR and LF";
        /// `encoded822addr = 1*xchar` did not match, or the decoded address is
        /// not `local-part "@" domain` (§3.5, RFC 822 §6.1).
        Encoded822addr => "encoded822addr", "invalid encoded822addr", "an address local-part '@' domain";
        /// `grouppart = "*" | group | article` did not match (news).
        Grouppart => "grouppart", "invalid grouppart", "'*', a newsgroup name or a message-id with '@'";
        /// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]` did not
        /// match (news, nntp).
        Group => "group", "invalid group", "a letter, then letters, digits, '-', '.', '+' or '_'";
        /// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`
        /// did not match (news), or an nntp article number is not `digits` or
        /// does not fit in 64 bits.
        Article => "article", "invalid article", "a message-id unique '@' host, or an article number of digits";
        /// `telneturl = "telnet://" login [ "/" ]`: something after the
        /// optional `/`.
        Telneturl => "telneturl", "invalid telneturl", "nothing after the optional '/'";
        /// `waisurl = waisdatabase | waisindex | waisdoc`: the path has a shape
        /// none of the three forms has.
        Waisurl => "waisurl", "invalid waisurl", "'/' database, then '?' search or '/' wtype '/' wpath, or the end";
        /// `database = *uchar` did not match.
        Database => "database", "invalid character in database", "uchar ('%XX' for reserved characters)";
        /// `wtype = *uchar` did not match.
        Wtype => "wtype", "invalid character in wtype", "uchar ('%XX' for reserved characters)";
        /// `wpath = *uchar` did not match.
        Wpath => "wpath", "invalid character in wpath", "uchar ('%XX' for reserved characters)";
        /// `psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` did not match.
        Psegment => "psegment", "invalid character in psegment", "uchar, '?', ':', '@', '&', '=' or '/'";
        /// `fieldspec = ";" fieldname "=" fieldvalue` did not match: a field
        /// without `=`.
        Fieldspec => "fieldspec", "invalid fieldspec", "';' fieldname '=' fieldvalue";
        /// `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]` did not match.
        Fieldname => "fieldname", "invalid character in fieldname", "uchar, '?', ':', '@' or '&'";
        /// `fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]` did not match.
        Fieldvalue => "fieldvalue", "invalid character in fieldvalue", "uchar, '?', ':', '@' or '&'";
        /// A decoded part holds CR or LF, which the protocol's command line
        /// cannot carry (RFC 1738 §6; RFC 959 §5.3.2 for ftp).
        LineBreak => "line-break", "encoded line break", "no encoded CR or LF in a part sent as a command";
    }
}

crate::error::kinds::error_at! {
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
    ///     format!("{err:#}"),
    ///     "invalid article at index 32 (expected a message-id unique '@' host, or an article number of digits)"
    /// );
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub struct SchemeError(SchemeErrorKind);
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
    fn index;
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
    fn kind;
}

impl SchemeError {
    /// The same error with its index moved by `by` bytes (for a check run
    /// on a part of the text).
    pub(crate) const fn shifted(self, by: usize) -> SchemeError {
        SchemeError {
            kind: self.kind,
            index: self.index.saturating_add(by),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SchemeErrorKind as K;
    use std::prelude::v1::*;

    #[test]
    fn display_names_index_and_expectation() {
        let e = super::SchemeError::new(K::Port, 9);
        assert_eq!(
            format!("{e:#}"),
            "invalid port at index 9 (expected one or more digits, at most 65535)"
        );
        assert_eq!(e.shifted(3).index(), 12);
    }
}
