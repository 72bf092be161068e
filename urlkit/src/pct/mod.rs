//! Percent-encoding (RFC 3986 §2.1, §2.4): one encode set per component,
//! taken from the same [`crate::table`] the parser validates with, and
//! decoding to bytes or UTF-8 text.
//!
//! # Encoding
//!
//! [`encode`] turns text into what may stand in one component: every byte
//! the component's rule allows raw is kept, every other byte becomes `%XX`
//! (upper-case hexadecimal, as §2.1 recommends). Because the sets are the
//! parser's own tables, the output is always accepted by the parser in that
//! component. `%` itself is always encoded, so encoding is never ambiguous
//! and [`decode`] always gives back the input.
//!
//! ```
//! use urlkit::pct::{self, Component};
//!
//! assert_eq!(pct::encode("a b/c", Component::Segment).to_string(), "a%20b%2Fc");
//! assert_eq!(pct::encode("a b/c", Component::Path).to_string(), "a%20b/c");
//! assert_eq!(pct::encode("Tom & Jerry", Component::QueryValue).to_string(), "Tom%20%26%20Jerry");
//! assert_eq!(pct::encode("Tom & Jerry", Component::Form).to_string(), "Tom+%26+Jerry");
//! ```
//!
//! The encoder is lazy: it borrows runs of clean input, and turning it into
//! a [`std::borrow::Cow`] allocates only when something had to be encoded.
//!
//! # Decoding
//!
//! [`decode`] turns every `%XX` into its octet and leaves every other byte
//! as it is: it never decodes what was not percent-encoded (a `+` stays a
//! `+`; only [`decode_form`] reads it as a space). A `%` not followed by two
//! hexadecimal digits is an error with its index, never a panic.
//!
//! ```
//! use urlkit::pct;
//!
//! assert_eq!(pct::decode_utf8("caf%C3%A9+au+lait")?, "café+au+lait");
//! assert_eq!(pct::decode_form("caf%C3%A9+au+lait")?, "café au lait");
//! assert_eq!(pct::decode("%4").unwrap_err().index(), 0);
//! # Ok::<_, urlkit::pct::DecodeError>(())
//! ```

mod decode;
mod encode;
mod host;

pub use crate::error::{DecodeError, DecodeErrorKind};
pub use decode::{
    decode, decode_form, decode_form_into, decode_utf8, decode_utf8_into, decode_utf8_lossy,
};
pub(crate) use decode::{decode_bytes_lossy, decode_form_lossy, push_decoded_lossy};
pub(crate) use encode::encode_bytes_with;
pub(crate) use encode::encode_with;
pub use encode::{encode, encode_bytes, Encode};
pub use host::decode_reg_name;
pub(crate) use host::forbidden_in_host;
#[cfg(feature = "std")]
pub(crate) use host::socket_addrs;

use crate::table::{self, Table, ALPHA, DIGIT};

/// A component to encode for: it chooses which bytes stay raw.
///
/// Every set but [`Component::Form`] is the raw set of the component's ABNF
/// rule in [`crate::table`]; [`Component::QueryValue`] and
/// [`Component::Segment`] take out the delimiters that give their component
/// its inner structure.
///
/// # Examples
///
/// ```
/// use urlkit::pct::Component;
///
/// assert!(Component::Path.allows(b'/'));
/// assert!(!Component::Segment.allows(b'/'));
/// assert_eq!(Component::from_name("query-value"), Some(Component::QueryValue));
/// assert_eq!(Component::QueryValue.name(), "query-value");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`
    /// (§3.2.1). The `:` stays raw: it separates a user name from what
    /// follows, so encode a user name that holds `:` with
    /// [`Component::RegName`]'s set instead.
    Userinfo,
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (§3.2.2).
    RegName,
    /// `segment = *pchar` (§3.3): one path segment, so `/` is encoded.
    Segment,
    /// `path = *( "/" / pchar )` (§3.3): `/` stays raw and separates
    /// segments.
    Path,
    /// `query = *( pchar / "/" / "?" )` (§3.4): a whole query, whose `&`
    /// and `=` stay raw.
    Query,
    /// A key or a value of a `key=value&...` query: the `query` set
    /// without `&`, `=` and `+` (which readers of such queries treat as
    /// delimiters or as a space) and without `;` (which some readers still
    /// split on, docs/security.md row 18). `#` is not in `query` at all.
    QueryValue,
    /// `fragment = *( pchar / "/" / "?" )` (§3.5).
    Fragment,
    /// `application/x-www-form-urlencoded` (HTML, WHATWG URL §5): only
    /// ASCII letters, digits and `*-._` stay raw, a space becomes `+`, and
    /// everything else is `%XX`. Its output is valid in a query.
    Form,
}

/// The raw set of [`Component::QueryValue`]: `query` without the pair
/// delimiters.
const QUERY_VALUE: Table = table::QUERY.without(b"&=+;");

/// The raw set of [`Component::Form`]: the bytes the
/// application/x-www-form-urlencoded serializer leaves alone.
const FORM: Table = ALPHA.or(&DIGIT).or(&Table::new(b"*-._")).with_pct_encoded();

impl Component {
    /// Every component, in the order of the command line's list.
    pub const ALL: [Component; 8] = [
        Component::Userinfo,
        Component::RegName,
        Component::Segment,
        Component::Path,
        Component::Query,
        Component::QueryValue,
        Component::Fragment,
        Component::Form,
    ];

    /// The table of bytes that stay raw.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::{pct::Component, table};
    /// assert_eq!(Component::Query.table(), &table::QUERY);
    /// ```
    #[must_use]
    pub const fn table(self) -> &'static Table {
        match self {
            Component::Userinfo => &table::USERINFO,
            Component::RegName => &table::REG_NAME,
            Component::Segment => &table::PCHAR,
            Component::Path => &table::PATH,
            Component::Query => &table::QUERY,
            Component::QueryValue => &QUERY_VALUE,
            Component::Fragment => &table::FRAGMENT,
            Component::Form => &FORM,
        }
    }

    /// Whether `byte` stays raw when encoding for this component.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct::Component;
    /// assert!(Component::Query.allows(b'&'));
    /// assert!(!Component::QueryValue.allows(b'&'));
    /// assert!(!Component::Form.allows(b' ')); // it becomes '+', not raw
    /// ```
    #[must_use]
    pub const fn allows(self, byte: u8) -> bool {
        self.table().allows(byte)
    }

    /// The command line's name for this component: `userinfo`, `reg-name`,
    /// `segment`, `path`, `query`, `query-value`, `fragment` or `form`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct::Component;
    /// assert_eq!(Component::RegName.name(), "reg-name");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Component::Userinfo => "userinfo",
            Component::RegName => "reg-name",
            Component::Segment => "segment",
            Component::Path => "path",
            Component::Query => "query",
            Component::QueryValue => "query-value",
            Component::Fragment => "fragment",
            Component::Form => "form",
        }
    }

    /// The component named `name` (see [`Component::name`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::pct::Component;
    /// assert_eq!(Component::from_name("form"), Some(Component::Form));
    /// assert_eq!(Component::from_name("host"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Component> {
        Component::ALL.into_iter().find(|c| c.name() == name)
    }

    /// Whether a space becomes `+` rather than `%20`.
    const fn space_as_plus(self) -> bool {
        matches!(self, Component::Form)
    }
}
