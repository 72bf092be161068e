//! serde support (the `serde` feature).
//!
//! Every URI type serializes as its text, exactly as parsed (a URI is text;
//! its components are slices of it, so a struct of components would only
//! repeat it). The owned types deserialize through the parser, so text that
//! is not a valid URI is an error that says what was wrong and where, as
//! [`ParseError`] does; for a [`Uri`] it also says when the text is a valid
//! relative reference, which has no scheme and so is no URI. The views
//! deserialize only from text the format can lend (serde_json's unescaped
//! strings, postcard's and bincode's slices), since they borrow it.

use alloc::string::String;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, Unexpected, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::{ParseError, Uri, UriRef, UriRefView, UriView};

impl Serialize for UriRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for Uri {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for UriRefView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for UriView<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// A type that deserializes by parsing text: one visitor serves all four.
trait FromText<'de>: Sized {
    /// What the visitor expects, for serde's "expected ..." messages.
    const EXPECTING: &'static str;

    /// Parses text the format lends for `'de`; the views need this.
    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E>;

    /// Parses text that lives only for the call; the owned types copy it.
    fn from_transient<E: de::Error>(text: &str) -> Result<Self, E>;

    /// Parses text handed over: the owned types keep it without a copy.
    fn from_owned<E: de::Error>(text: String) -> Result<Self, E> {
        Self::from_transient(&text)
    }
}

/// The error for text that does not parse as a `what`.
fn invalid<E: de::Error>(what: &str, text: &str, err: &ParseError) -> E {
    // A valid relative reference where a URI was expected is the common
    // mistake (a path, or `//host/p`, in a field meant for a full URI):
    // say so rather than only "missing scheme".
    if what == "URI" && UriRefView::parse(text).is_ok() {
        E::custom(format_args!(
            "a relative reference is not a URI (it has no scheme): {err}"
        ))
    } else {
        E::custom(format_args!("invalid {what}: {err}"))
    }
}

/// The error for a view asked to borrow text the format cannot lend.
fn not_lent<E: de::Error>(view: &str, owned: &str) -> E {
    E::custom(format_args!(
        "{view} borrows its text, and this input cannot lend it (an escaped or \
         streamed string); deserialize a {owned} instead"
    ))
}

impl<'de> FromText<'de> for UriRef {
    const EXPECTING: &'static str = "a URI reference (RFC 3986 §4.1) as a string";

    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
        Self::from_transient(text)
    }

    fn from_transient<E: de::Error>(text: &str) -> Result<Self, E> {
        UriRef::parse(text).map_err(|err| invalid("URI reference", text, &err))
    }

    fn from_owned<E: de::Error>(text: String) -> Result<Self, E> {
        // Keeps the string without a copy; the error needs no text.
        UriRef::try_from(text).map_err(|err| invalid("URI reference", "", &err))
    }
}

impl<'de> FromText<'de> for Uri {
    const EXPECTING: &'static str = "a URI (RFC 3986 §3, with a scheme) as a string";

    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
        Self::from_transient(text)
    }

    fn from_transient<E: de::Error>(text: &str) -> Result<Self, E> {
        Uri::parse(text).map_err(|err| invalid("URI", text, &err))
    }

    // from_owned copies: the error for a relative reference needs the text.
}

impl<'de: 'a, 'a> FromText<'de> for UriRefView<'a> {
    const EXPECTING: &'static str = "a borrowed string holding a URI reference (RFC 3986 §4.1)";

    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
        UriRefView::parse(text).map_err(|err| invalid("URI reference", text, &err))
    }

    fn from_transient<E: de::Error>(_: &str) -> Result<Self, E> {
        Err(not_lent("a UriRefView", "UriRef"))
    }
}

impl<'de: 'a, 'a> FromText<'de> for UriView<'a> {
    const EXPECTING: &'static str = "a borrowed string holding a URI (RFC 3986 §3)";

    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
        UriView::parse(text).map_err(|err| invalid("URI", text, &err))
    }

    fn from_transient<E: de::Error>(_: &str) -> Result<Self, E> {
        Err(not_lent("a UriView", "Uri"))
    }
}

/// The visitor of every URI type: strings, and bytes that are UTF-8 (some
/// binary formats hand strings over as bytes).
struct TextVisitor<T>(PhantomData<T>);

impl<'de, T: FromText<'de>> Visitor<'de> for TextVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<T, E> {
        T::from_borrowed(v)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        T::from_transient(v)
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<T, E> {
        T::from_owned(v)
    }

    fn visit_borrowed_bytes<E: de::Error>(self, v: &'de [u8]) -> Result<T, E> {
        match core::str::from_utf8(v) {
            Ok(text) => T::from_borrowed(text),
            Err(_) => Err(E::invalid_value(
                Unexpected::Other("bytes that are not UTF-8"),
                &self,
            )),
        }
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<T, E> {
        match core::str::from_utf8(v) {
            Ok(text) => T::from_transient(text),
            Err(_) => Err(E::invalid_value(
                Unexpected::Other("bytes that are not UTF-8"),
                &self,
            )),
        }
    }
}

impl<'de> Deserialize<'de> for UriRef {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_string(TextVisitor(PhantomData))
    }
}

impl<'de> Deserialize<'de> for Uri {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_string(TextVisitor(PhantomData))
    }
}

// `'de: 'a`, as for `&'a str`: a view may live shorter than the input
// it borrows, which `#[serde(borrow)]` in a derive needs.
impl<'de: 'a, 'a> Deserialize<'de> for UriRefView<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(TextVisitor(PhantomData))
    }
}

// `'de: 'a`, as for `&'a str`: a view may live shorter than the input
// it borrows, which `#[serde(borrow)]` in a derive needs.
impl<'de: 'a, 'a> Deserialize<'de> for UriView<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(TextVisitor(PhantomData))
    }
}
