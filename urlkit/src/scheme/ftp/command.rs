//! The FTP commands a client sends for an ftp URL (RFC 1738 §3.2.1,
//! §3.2.2).

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::super::rfc1738;
use super::{FtpType, FtpUrl};
use crate::error::{SchemeError, SchemeErrorKind};

impl<'a> FtpUrl<'a> {
    /// The FTP commands a client sends for this URL (§3.2.1, §3.2.2), each
    /// argument decoded:
    ///
    /// - `USER` and `PASS` from the URL; without a user, `USER anonymous`
    ///   and `PASS` with `anonymous_password` (the end user's e-mail
    ///   address); with a user but no password, no `PASS` (the client asks
    ///   the user if the server wants one);
    /// - one `CWD` per cwd segment (an empty one as `CWD ` with an empty
    ///   argument);
    /// - for typecode `d`, `NLST` with the name; otherwise `TYPE A` or
    ///   `TYPE I` when a typecode is given, then `RETR` with the name. An
    ///   empty or absent name, which `RETR` cannot take (RFC 959), lists
    ///   the directory with `LIST` instead.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://myname@host.dom/%2Fetc/motd")?;
    /// let lines: Vec<String> = FtpUrl::try_from(&uri)?
    ///     .commands("me@example.org")?
    ///     .iter()
    ///     .map(|c| c.to_string())
    ///     .collect();
    /// assert_eq!(lines, ["USER myname", "CWD /etc", "RETR motd"]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::LineBreak`] when a decoded argument holds CR or
    /// LF, which an FTP command line cannot carry (RFC 959 §5.3.2; sending
    /// it would inject a command, RFC 1738 §6).
    pub fn commands<'b>(
        &self,
        anonymous_password: &'b str,
    ) -> Result<Vec<FtpCommand<'b>>, SchemeError>
    where
        'a: 'b,
    {
        // Each command's argument, still raw, then decoded and checked.
        let mut raw: Vec<(&'static str, Option<&'a str>)> = Vec::new();
        match self.login.user {
            Some(user) => {
                raw.push(("USER", Some(user)));
                if let Some(password) = self.login.password {
                    raw.push(("PASS", Some(password)));
                }
            }
            None => raw.push(("USER", Some("anonymous"))),
        }
        let anonymous = self.login.user.is_none();
        let dirs = self.fpath.and_then(|p| p.rsplit_once('/')).map(|(d, _)| d);
        for dir in dirs.into_iter().flat_map(|d| d.split('/')) {
            raw.push(("CWD", Some(dir)));
        }
        let name = self.raw_name().filter(|n| !n.is_empty());
        match self.typecode {
            Some(FtpType::Directory) => raw.push(("NLST", name)),
            typecode => {
                match typecode {
                    Some(FtpType::Ascii) => raw.push(("TYPE", Some("A"))),
                    Some(FtpType::Image) => raw.push(("TYPE", Some("I"))),
                    _ => {}
                }
                raw.push(name.map_or(("LIST", None), |n| ("RETR", Some(n))));
            }
        }
        let text = self.uri.as_str();
        let mut out = Vec::with_capacity(raw.len() + 1);
        for (verb, arg) in raw {
            let arg = arg.map(|a| (a, rfc1738::decode(a)));
            if let Some((a, decoded)) = &arg {
                if decoded.iter().any(|&b| b == b'\r' || b == b'\n') {
                    let at = rfc1738::index_in(text, a);
                    return Err(SchemeError::new(SchemeErrorKind::LineBreak, at));
                }
            }
            out.push(FtpCommand {
                verb,
                arg: arg.map(|(_, d)| d),
            });
            if verb == "USER" && anonymous {
                if anonymous_password.contains(['\r', '\n']) {
                    return Err(SchemeError::new(SchemeErrorKind::LineBreak, 0));
                }
                out.push(FtpCommand {
                    verb: "PASS",
                    arg: Some(Cow::Borrowed(anonymous_password.as_bytes())),
                });
            }
        }
        Ok(out)
    }
}

/// One FTP command a client sends for an ftp URL: a verb and an optional
/// argument, as octets (see [`FtpUrl::commands`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::FtpUrl;
/// use urlkit::Uri;
/// let uri = Uri::parse("ftp://u@h/a%20b")?;
/// let commands = FtpUrl::try_from(&uri)?.commands("")?;
/// assert_eq!(commands[1].verb(), "RETR");
/// assert_eq!(commands[1].arg(), Some(&b"a b"[..]));
/// assert_eq!(commands[1].to_line(), b"RETR a b\r\n");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FtpCommand<'a> {
    verb: &'static str,
    arg: Option<Cow<'a, [u8]>>,
}

impl FtpCommand<'_> {
    /// The command verb: `USER`, `PASS`, `CWD`, `TYPE`, `RETR`, `NLST` or
    /// `LIST`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://h/")?;
    /// let verbs: Vec<_> = FtpUrl::try_from(&uri)?.commands("a@b")?.iter().map(|c| c.verb()).collect();
    /// assert_eq!(verbs, ["USER", "PASS", "LIST"]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn verb(&self) -> &'static str {
        self.verb
    }

    /// The argument's octets, decoded; `None` for a command without one.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://h/")?;
    /// assert_eq!(FtpUrl::try_from(&uri)?.commands("a@b")?[0].arg(), Some(&b"anonymous"[..]));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn arg(&self) -> Option<&[u8]> {
        self.arg.as_deref()
    }

    /// The command line as sent: verb, a space and the argument if there is
    /// one, CR LF (RFC 959 §4.1).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::FtpUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("ftp://h/")?;
    /// assert_eq!(FtpUrl::try_from(&uri)?.commands("a@b")?[2].to_line(), b"LIST\r\n");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_line(&self) -> Vec<u8> {
        let mut line = self.verb.as_bytes().to_vec();
        if let Some(arg) = &self.arg {
            line.push(b' ');
            line.extend_from_slice(arg);
        }
        line.extend_from_slice(b"\r\n");
        line
    }
}

impl fmt::Display for FtpCommand<'_> {
    /// The line without CR LF; octets that are not UTF-8 show as U+FFFD.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb)?;
        if let Some(arg) = &self.arg {
            write!(f, " {}", String::from_utf8_lossy(arg))?;
        }
        Ok(())
    }
}
