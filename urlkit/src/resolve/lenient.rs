//! The lenient join: an `href` as a browser reads it, resolved against
//! the page it is on (RFC 3986 §5.2), with every repair reported.
//!
//! A reference that parses strictly is joined as [`Uri::join`] joins it:
//! the same result, written once into one allocation. Only a reference
//! that fails the strict parse is repaired (the rules of the
//! [`repair`](crate::repair) module), knowing the base: a reference
//! without a scheme takes the base's (§5.2.2), and with it the reading of
//! `\` as `/` that browsers apply to http, https, ws, wss, ftp and file
//! URLs, so `\images\logo.png` on an http page is `/images/logo.png`.
//! The resolution then writes its result into the buffer the repair's
//! cleaning pass used.

use super::{resolve_parts, resolve_parts_in, ResolveError, Resolver};
use crate::component::Parts;
use crate::error::{ParseError, ParseErrorKind};
use crate::repair::lenient::{reads_backslash_as_slash, repair_reference};
use crate::repair::Repaired;
use crate::uri::Uri;
use crate::uri::UriRefView;

/// Why a lenient join failed: the reference is beyond repair, or the
/// resolution refused it (only with [`Resolver::reject_path_underflow`],
/// or past 4 GiB).
enum Failure {
    Parse(ParseError),
    Resolve(ResolveError),
}

impl From<Failure> for crate::Error {
    fn from(f: Failure) -> crate::Error {
        match f {
            Failure::Parse(e) => e.into(),
            Failure::Resolve(e) => e.into(),
        }
    }
}

/// Joins `href` to `base` leniently with the options of `opts` (see the
/// module docs).
fn join_lenient(opts: Resolver, base: Parts<'_>, href: &str) -> Result<Repaired<Uri>, Failure> {
    match UriRefView::parse(href) {
        // Valid as written: the strict join, no repair.
        Ok(r) => resolve_parts(opts, base, r.parts())
            .map(Repaired::unrepaired)
            .map_err(Failure::Resolve),
        Err(e) if e.kind() == ParseErrorKind::TooLong => Err(Failure::Parse(e)),
        Err(_) => {
            let backslash = reads_backslash_as_slash(base.scheme().unwrap_or(""));
            // Room for the result, so that the resolution writes into the
            // cleaning pass's buffer without growing it: the base, the
            // reference (each byte of it percent-encoded at worst), and the
            // few bytes resolution and normalization may add.
            let room = base
                .text
                .len()
                .saturating_add(href.len().saturating_mul(3))
                .saturating_add(11);
            let (fixed, spare) = repair_reference(href, backslash, room).map_err(Failure::Parse)?;
            let target = resolve_parts_in(opts, base, fixed.uri().parts(), spare)
                .map_err(Failure::Resolve)?;
            Ok(fixed.map(|_| target))
        }
    }
}

impl Resolver {
    /// Reads `href` as a browser reads a link on the page `base`, and
    /// resolves it with these options (with [`Resolver::normalize`], the
    /// result is normalized in the same pass). A reference that parses
    /// strictly gives exactly [`Resolver::join`]'s result, with no repair;
    /// any other is repaired as [`UriRef::parse_lenient`](crate::UriRef::parse_lenient)
    /// repairs, except that a reference without a scheme reads `\` as `/`
    /// when the base's scheme is http, https, ws, wss, ftp or file (as
    /// browsers do), and every repair is reported with its span in `href`.
    /// The result is always a valid URI.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::repair::RepairKind;
    /// use urlkit::{Resolver, Uri};
    ///
    /// let page = Uri::parse("http://example.com/blog/2024/post.html")?;
    /// let crawler = Resolver::new().normalize(true);
    /// let link = crawler.join_lenient(&page, " \\images\\Logo%7e.png#top ")?;
    /// assert_eq!(link.uri().as_str(), "http://example.com/images/Logo~.png#top");
    /// let kinds: Vec<RepairKind> = link.repairs().iter().map(|r| r.kind()).collect();
    /// assert_eq!(
    ///     kinds,
    ///     [RepairKind::Trimmed, RepairKind::Backslash, RepairKind::Backslash, RepairKind::Trimmed]
    /// );
    /// // Valid as written: the strict join, no repair.
    /// let same = crawler.join_lenient(&page, "../x?q")?;
    /// assert_eq!(same.uri(), &crawler.join(&page, "../x?q")?);
    /// assert!(!same.is_repaired());
    /// # Ok::<_, urlkit::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`crate::Error::Parse`] when `href` is beyond repair (what
    /// [`UriRef::parse_lenient`](crate::UriRef::parse_lenient) refuses,
    /// with its index in `href`); [`crate::Error::Resolve`] as for
    /// [`Resolver::resolve`].
    pub fn join_lenient(&self, base: &Uri, href: &str) -> Result<Repaired<Uri>, crate::Error> {
        Ok(join_lenient(*self, base.parts(), href)?)
    }
}

impl Uri {
    /// Reads `href` as a browser reads a link on this page, and resolves
    /// it (RFC 3986 §5.2, strict): [`Resolver::join_lenient`] with the
    /// default options. Equal to [`Uri::join`] wherever that succeeds.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::Uri;
    /// let page = Uri::parse("http://example.com/blog/2024/post.html")?;
    /// let logo = page.join_lenient("\\images\\logo.png")?;
    /// assert_eq!(logo.uri().as_str(), "http://example.com/images/logo.png");
    /// assert_eq!(page.join_lenient("../a b")?.uri().as_str(), "http://example.com/blog/a%20b");
    /// // On a URI of another scheme, `\` is no separator.
    /// let other = Uri::parse("urn:x:y")?;
    /// assert_eq!(other.join_lenient("a\\b")?.uri().as_str(), "urn:a%5Cb");
    /// assert_eq!(page.join_lenient("http://exa mple.com/").unwrap_err().index(), 10);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] when `href` is beyond repair, with its index in
    /// `href`; also [`crate::ParseErrorKind::TooLong`] when the base and
    /// the reference together pass `u32::MAX` bytes.
    pub fn join_lenient(&self, href: &str) -> Result<Repaired<Uri>, ParseError> {
        join_lenient(Resolver::new(), self.parts(), href).map_err(|f| match f {
            Failure::Parse(e) => e,
            // With the default options resolution fails only past 4 GiB.
            Failure::Resolve(e) => ParseError::new(
                ParseErrorKind::TooLong,
                e.index().min(u32::MAX as usize),
                "",
            ),
        })
    }
}
