//! The setters on [`Uri`]: those of [`UriRef`] but the removal of the
//! scheme, so that a `Uri` always has one.

use crate::build::BuildError;
use crate::host::Host;
use crate::uri::{Uri, UriRef};
use alloc::string::String;

impl Uri {
    /// Sets the scheme (§3.1); a `Uri` cannot lose it.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/")?;
    /// uri.set_scheme("https")?;
    /// assert_eq!(uri.as_str(), "https://h/");
    /// assert!(uri.set_scheme("1x").is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::BuildErrorKind::InvalidScheme`].
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), BuildError> {
        self.as_mut_uri_ref().set_scheme(Some(scheme))
    }

    /// Sets or removes the userinfo from text; see [`UriRef::set_userinfo`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("ftp://h/")?;
    /// uri.set_userinfo(Some("a b"))?;
    /// assert_eq!(uri.as_str(), "ftp://a%20b@h/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_userinfo`].
    pub fn set_userinfo(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_userinfo(self.as_mut_uri_ref(), text)
    }

    /// Sets or removes the userinfo from raw text; see [`UriRef::set_userinfo_encoded`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("ftp://u@h/")?;
    /// uri.set_userinfo_encoded(None)?;
    /// assert_eq!(uri.as_str(), "ftp://h/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_userinfo_encoded`].
    pub fn set_userinfo_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_userinfo_encoded(self.as_mut_uri_ref(), raw)
    }

    /// Sets the host to a typed value, or removes the authority; see [`UriRef::set_host`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h:80/")?;
    /// uri.set_host(Some(urlkit::Host::Ipv4(std::net::Ipv4Addr::LOCALHOST)))?;
    /// assert_eq!(uri.as_str(), "http://127.0.0.1:80/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_host`].
    pub fn set_host(&mut self, host: Option<Host<'_>>) -> Result<(), BuildError> {
        UriRef::set_host(self.as_mut_uri_ref(), host)
    }

    /// Sets the host to a registered name given as text; see [`UriRef::set_reg_name`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://a.example/")?;
    /// uri.set_reg_name("b.example")?;
    /// assert_eq!(uri.as_str(), "http://b.example/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_reg_name`].
    pub fn set_reg_name(&mut self, text: &str) -> Result<(), BuildError> {
        UriRef::set_reg_name(self.as_mut_uri_ref(), text)
    }

    /// Sets the host from raw text, or removes the authority; see [`UriRef::set_host_encoded`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/")?;
    /// uri.set_host_encoded(Some("[::1]"))?;
    /// assert_eq!(uri.as_str(), "http://[::1]/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_host_encoded`].
    pub fn set_host_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_host_encoded(self.as_mut_uri_ref(), raw)
    }

    /// Sets or removes the port; see [`UriRef::set_port`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/")?;
    /// uri.set_port(Some(81))?;
    /// assert_eq!(uri.as_str(), "http://h:81/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_port`].
    pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
        UriRef::set_port(self.as_mut_uri_ref(), port)
    }

    /// Sets or removes the port from its digits; see [`UriRef::set_port_digits`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h:1/")?;
    /// uri.set_port_digits(None)?;
    /// assert_eq!(uri.as_str(), "http://h/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_port_digits`].
    pub fn set_port_digits(&mut self, digits: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_port_digits(self.as_mut_uri_ref(), digits)
    }

    /// Sets the path from text; see [`UriRef::set_path`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/a")?;
    /// uri.set_path("/b c")?;
    /// assert_eq!(uri.as_str(), "http://h/b%20c");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_path`].
    pub fn set_path(&mut self, text: &str) -> Result<(), BuildError> {
        UriRef::set_path(self.as_mut_uri_ref(), text)
    }

    /// Sets the path from raw text; see [`UriRef::set_path_encoded`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("mailto:a@example.org")?;
    /// uri.set_path_encoded("b@example.org")?;
    /// assert_eq!(uri.as_str(), "mailto:b@example.org");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_path_encoded`].
    pub fn set_path_encoded(&mut self, raw: &str) -> Result<(), BuildError> {
        UriRef::set_path_encoded(self.as_mut_uri_ref(), raw)
    }

    /// Appends a path segment given as text; see [`UriRef::push_segment`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h")?;
    /// uri.push_segment("a/b")?;
    /// assert_eq!(uri.as_str(), "http://h/a%2Fb");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::push_segment`].
    pub fn push_segment(&mut self, text: &str) -> Result<(), BuildError> {
        UriRef::push_segment(self.as_mut_uri_ref(), text)
    }

    /// Sets or removes the query from text; see [`UriRef::set_query`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/")?;
    /// uri.set_query(Some("a b"))?;
    /// assert_eq!(uri.as_str(), "http://h/?a%20b");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_query`].
    pub fn set_query(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_query(self.as_mut_uri_ref(), text)
    }

    /// Sets or removes the query from raw text; see [`UriRef::set_query_encoded`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?x")?;
    /// uri.set_query_encoded(None)?;
    /// assert_eq!(uri.as_str(), "http://h/");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_query_encoded`].
    pub fn set_query_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_query_encoded(self.as_mut_uri_ref(), raw)
    }

    /// Sets or removes the fragment from text; see [`UriRef::set_fragment`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/")?;
    /// uri.set_fragment(Some("top"))?;
    /// assert_eq!(uri.as_str(), "http://h/#top");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_fragment`].
    pub fn set_fragment(&mut self, text: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_fragment(self.as_mut_uri_ref(), text)
    }

    /// Sets or removes the fragment from raw text; see [`UriRef::set_fragment_encoded`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/#x")?;
    /// uri.set_fragment_encoded(Some("y%20z"))?;
    /// assert_eq!(uri.as_str(), "http://h/#y%20z");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_fragment_encoded`].
    pub fn set_fragment_encoded(&mut self, raw: Option<&str>) -> Result<(), BuildError> {
        UriRef::set_fragment_encoded(self.as_mut_uri_ref(), raw)
    }

    /// Appends `key=value`, encoded; see [`UriRef::append_query_pair`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?a=1")?;
    /// uri.append_query_pair("b", "2&3")?;
    /// assert_eq!(uri.as_str(), "http://h/?a=1&b=2%263");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::append_query_pair`].
    pub fn append_query_pair(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        UriRef::append_query_pair(self.as_mut_uri_ref(), key, value)
    }

    /// Appends every `(key, value)` pair, encoded, in one splice; see
    /// [`UriRef::extend_query_pairs`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?a=1")?;
    /// uri.extend_query_pairs([("b", "2&3"), ("c", "")])?;
    /// assert_eq!(uri.as_str(), "http://h/?a=1&b=2%263&c=");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::extend_query_pairs`].
    pub fn extend_query_pairs<I, K, V>(&mut self, pairs: I) -> Result<(), BuildError>
    where
        I: IntoIterator,
        I::Item: core::borrow::Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        UriRef::extend_query_pairs(self.as_mut_uri_ref(), pairs)
    }

    /// Sets the value of `key`; see [`UriRef::set_query_pair`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?a=1")?;
    /// uri.set_query_pair("a", "2")?;
    /// assert_eq!(uri.as_str(), "http://h/?a=2");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`UriRef::set_query_pair`].
    pub fn set_query_pair(&mut self, key: &str, value: &str) -> Result<(), BuildError> {
        UriRef::set_query_pair(self.as_mut_uri_ref(), key, value)
    }

    /// Removes the last path segment and returns it, raw; see [`UriRef::pop_segment`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/a/b")?;
    /// assert_eq!(uri.pop_segment().as_deref(), Some("b"));
    /// assert_eq!(uri.as_str(), "http://h/a");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn pop_segment(&mut self) -> Option<String> {
        UriRef::pop_segment(self.as_mut_uri_ref())
    }

    /// Removes every pair whose decoded key is `key`; see [`UriRef::remove_query_pair`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?a=1&b=2")?;
    /// assert_eq!(uri.remove_query_pair("a"), 1);
    /// assert_eq!(uri.as_str(), "http://h/?b=2");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn remove_query_pair(&mut self, key: &str) -> usize {
        UriRef::remove_query_pair(self.as_mut_uri_ref(), key)
    }

    /// Sorts the pairs by decoded key; see [`UriRef::sort_query_pairs`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let mut uri = Uri::parse("http://h/?b=2&a=1")?;
    /// uri.sort_query_pairs();
    /// assert_eq!(uri.as_str(), "http://h/?a=1&b=2");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn sort_query_pairs(&mut self) {
        UriRef::sort_query_pairs(self.as_mut_uri_ref())
    }

    /// Sorts the pairs by decoded key in `scratch`'s buffer; see
    /// [`UriRef::sort_query_pairs_with`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let (mut uri, mut scratch) = (Uri::parse("http://h/?b=2&a=1")?, String::new());
    /// uri.sort_query_pairs_with(&mut scratch);
    /// assert_eq!(uri.as_str(), "http://h/?a=1&b=2");
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn sort_query_pairs_with(&mut self, scratch: &mut String) {
        UriRef::sort_query_pairs_with(self.as_mut_uri_ref(), scratch)
    }
}
