//! Prospero URLs (RFC 1738 §3.11):
//!
//! ```text
//! prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//! ppath       = psegment *[ "/" psegment ]
//! psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//! fieldspec   = ";" fieldname "=" fieldvalue
//! fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
//! fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
//! ```

use alloc::borrow::Cow;
use alloc::string::String;

use super::rfc1738::{self, FIELD, FPATH};
use crate::error::{SchemeError, SchemeErrorKind};
use crate::Uri;

super::login_view! {
    /// A `prospero` URL (RFC 1738 §3.11), borrowed from a parsed [`Uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::ProsperoUrl;
    /// use urlkit::Uri;
    ///
    /// let uri = Uri::parse("prospero://host.dom//pros/name;OBJECT-VERSION=2")?;
    /// let p = ProsperoUrl::try_from(&uri)?;
    /// assert_eq!(p.hsoname(), "/pros/name");
    /// assert_eq!(p.login().port(), 1525);
    /// let fields: Vec<_> = p.fields().collect();
    /// assert_eq!(fields, [("OBJECT-VERSION".into(), "2".into())]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub struct ProsperoUrl {
        ppath: &'a str,
        /// The fieldspecs after the ppath, each with its leading `;`, raw.
        fields: &'a str,
    }
    login: Prospero, Hostport, 1525, "prospero://h/x";
    /// Checks the rest of the rule once the login part is known.
    fn from_login(uri, login) {
        let Some((path, base)) = rfc1738::url_path(uri)? else {
            let end = uri.parts().end_before_fragment();
            return Err(SchemeError::new(SchemeErrorKind::Psegment, end));
        };
        let (ppath, fields) = path.split_at(path.find(';').unwrap_or(path.len()));
        rfc1738::check(ppath, base, &FPATH, SchemeErrorKind::Psegment)?;
        let mut at = base + ppath.len();
        for spec in fields.split(';').skip(1) {
            let Some((name, value)) = spec.split_once('=') else {
                return Err(SchemeError::new(SchemeErrorKind::Fieldspec, at));
            };
            rfc1738::check(name, at + 1, &FIELD, SchemeErrorKind::Fieldname)?;
            let value_at = at + 1 + name.len() + 1;
            rfc1738::check(value, value_at, &FIELD, SchemeErrorKind::Fieldvalue)?;
            at += spec.len() + 1;
        }
        Ok(ProsperoUrl {
            uri,
            login,
            ppath,
            fields,
        })
    }
}

impl<'a> ProsperoUrl<'a> {
    /// The host-specific object name, decoded, without the `/` that
    /// separates it from the host and port (so `//pros/name` gives
    /// `/pros/name`).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::ProsperoUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("prospero://h/a%3Bb/c")?;
    /// assert_eq!(ProsperoUrl::try_from(&uri)?.hsoname(), "a;b/c");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn hsoname(&self) -> Cow<'a, str> {
        rfc1738::decode_str(self.ppath)
    }

    /// The `;field=value` pairs, in order, decoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::ProsperoUrl;
    /// use urlkit::Uri;
    /// let uri = Uri::parse("prospero://h/x;a=1;b=;=c")?;
    /// let fields: Vec<(String, String)> = ProsperoUrl::try_from(&uri)?
    ///     .fields()
    ///     .map(|(n, v)| (n.into_owned(), v.into_owned()))
    ///     .collect();
    /// assert_eq!(fields, [("a".into(), "1".into()), ("b".into(), "".into()), ("".into(), "c".into())]);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn fields(&self) -> impl Iterator<Item = (Cow<'a, str>, Cow<'a, str>)> + 'a + use<'a> {
        self.fields.split(';').skip(1).map(|spec| {
            let (name, value) = spec.split_once('=').unwrap_or((spec, ""));
            (rfc1738::decode_str(name), rfc1738::decode_str(value))
        })
    }
}

/// The parts of a prospero URL, to build one (see
/// [`ProsperoParts::to_uri`]).
///
/// # Examples
///
/// ```
/// use urlkit::scheme::ProsperoParts;
/// let uri = ProsperoParts {
///     host: "h",
///     hsoname: "/pros/a;b",
///     fields: &[("OBJECT-VERSION", "2"), ("k", "a=b")],
///     ..ProsperoParts::default()
/// }
/// .to_uri()?;
/// assert_eq!(uri.as_str(), "prospero://h//pros/a%3Bb;OBJECT-VERSION=2;k=a%3Db");
/// # Ok::<_, urlkit::scheme::SchemeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProsperoParts<'p> {
    /// The host, written as given.
    pub host: &'p str,
    /// The port, if not the default.
    pub port: Option<u16>,
    /// The hsoname, decoded; `/` in it is written raw (it has no meaning to
    /// the URL, §3.11).
    pub hsoname: &'p str,
    /// The `(fieldname, fieldvalue)` pairs, decoded.
    pub fields: &'p [(&'p str, &'p str)],
}

impl ProsperoParts<'_> {
    /// Builds the URL, percent-encoding each part with the prospero rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::scheme::ProsperoParts;
    /// let uri = ProsperoParts { host: "h", hsoname: "x y", ..ProsperoParts::default() }.to_uri()?;
    /// assert_eq!(uri.as_str(), "prospero://h/x%20y");
    /// # Ok::<_, urlkit::scheme::SchemeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SchemeErrorKind::Host`] for a host RFC 3986 refuses.
    pub fn to_uri(&self) -> Result<Uri, SchemeError> {
        let mut text = String::from("prospero:");
        rfc1738::write_login(&mut text, None, None, self.host, self.port);
        text.push('/');
        rfc1738::encode_into(&mut text, self.hsoname.as_bytes(), &FPATH);
        for (name, value) in self.fields {
            text.push(';');
            rfc1738::encode_into(&mut text, name.as_bytes(), &FIELD);
            text.push('=');
            rfc1738::encode_into(&mut text, value.as_bytes(), &FIELD);
        }
        rfc1738::finish(text, |u| ProsperoUrl::from_uri(u).map(drop))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1738_3_11_edges() {
        let fields =
            |s: &str| ProsperoUrl::try_from(&Uri::parse(s).unwrap()).map(|p| p.fields().count());
        assert_eq!(fields("prospero://h/x"), Ok(0));
        assert_eq!(fields("prospero://h/x;a=1;b=2;c=3"), Ok(3));
        assert_eq!(fields("prospero://h/x?y;a=?:@&"), Ok(1));
        let err = |s| fields(s).unwrap_err();
        assert_eq!(err("prospero://h").kind(), SchemeErrorKind::Psegment);
        assert_eq!(err("prospero://h/x;a").kind(), SchemeErrorKind::Fieldspec);
        assert_eq!(err("prospero://h/x;a").index(), 14);
        assert_eq!(
            err("prospero://h/x;a=1=2").kind(),
            SchemeErrorKind::Fieldvalue
        );
        assert_eq!(err("prospero://h/x;a=1=2").index(), 18);
        assert_eq!(
            err("prospero://h/x;a/b=1").kind(),
            SchemeErrorKind::Fieldname
        );
        assert_eq!(err("prospero://u@h/x").kind(), SchemeErrorKind::Hostport);
    }
}
