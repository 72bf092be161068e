//! serde support (the `serde` feature).
//!
//! Every URI and IRI type serializes as its text, exactly as parsed (a URI is text;
//! its components are slices of it, so a struct of components would only
//! repeat it). The owned types deserialize through the parser, so text that
//! is not a valid URI is an error that says what was wrong and where, as
//! [`ParseError`] does; for a [`Uri`] or an [`Iri`] it also says when the
//! text is a valid relative reference, which has no scheme and so is no
//! URI. The views
//! deserialize only from text the format can lend (serde_json's unescaped
//! strings, postcard's and bincode's slices), since they borrow it.

use alloc::string::String;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, Unexpected, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::http9110::HttpUrl;
use crate::{Iri, IriRef, IriRefView, IriView, ParseError, Uri, UriRef, UriRefView, UriView};

/// Serializes each type as its text.
macro_rules! serialize_as_text {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }
    )*};
}

serialize_as_text!(
    UriRef,
    Uri,
    HttpUrl,
    UriRefView<'_>,
    UriView<'_>,
    IriRef,
    Iri,
    IriRefView<'_>,
    IriView<'_>
);

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

/// The error for text that does not parse as `what` ("URI", "IRI
/// reference", ...). `relative` says that the text is a valid relative
/// reference where one with a scheme was expected: the common mistake (a
/// path, or `//host/p`, in a field meant for a full URI), which is said
/// so rather than only "missing scheme".
fn invalid<E: de::Error>(what: &str, err: &ParseError, relative: bool) -> E {
    if relative {
        let article = if what.starts_with('I') { "an" } else { "a" };
        E::custom(format_args!(
            "a relative reference is not {article} {what} (it has no scheme): {err:#}"
        ))
    } else {
        E::custom(format_args!("invalid {what}: {err:#}"))
    }
}

/// The error for a view asked to borrow text the format cannot lend.
fn not_lent<E: de::Error>(view: &str, owned: &str) -> E {
    E::custom(format_args!(
        "{view} borrows its text, and this input cannot lend it (an escaped or \
         streamed string); deserialize a {owned} instead"
    ))
}

/// The four `FromText` impls of one family: for each type, what the
/// visitor expects; for the references and the absolute types, what the
/// errors call them; for the views, how the error names them.
macro_rules! from_text {
    (
        $Ref:ident: $ref_expecting:literal, $ref_name:literal;
        $Abs:ident: $abs_expecting:literal, $abs_name:literal;
        $RefView:ident: $ref_view_expecting:literal, $ref_view_name:literal;
        $AbsView:ident: $abs_view_expecting:literal, $abs_view_name:literal;
    ) => {
        impl<'de> FromText<'de> for $Ref {
            const EXPECTING: &'static str = $ref_expecting;

            fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
                Self::from_transient(text)
            }

            fn from_transient<E: de::Error>(text: &str) -> Result<Self, E> {
                $Ref::parse(text).map_err(|err| invalid($ref_name, &err, false))
            }

            fn from_owned<E: de::Error>(text: String) -> Result<Self, E> {
                // Keeps the string without a copy; the error needs no text.
                $Ref::try_from(text).map_err(|err| invalid($ref_name, &err, false))
            }
        }

        impl<'de> FromText<'de> for $Abs {
            const EXPECTING: &'static str = $abs_expecting;

            fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
                Self::from_transient(text)
            }

            fn from_transient<E: de::Error>(text: &str) -> Result<Self, E> {
                let relative = || $RefView::parse(text).is_ok();
                $Abs::parse(text).map_err(|err| invalid($abs_name, &err, relative()))
            }

            // from_owned copies: the error for a relative reference needs
            // the text.
        }

        impl<'de: 'a, 'a> FromText<'de> for $RefView<'a> {
            const EXPECTING: &'static str = $ref_view_expecting;

            fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
                $RefView::parse(text).map_err(|err| invalid($ref_name, &err, false))
            }

            fn from_transient<E: de::Error>(_: &str) -> Result<Self, E> {
                Err(not_lent($ref_view_name, stringify!($Ref)))
            }
        }

        impl<'de: 'a, 'a> FromText<'de> for $AbsView<'a> {
            const EXPECTING: &'static str = $abs_view_expecting;

            fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
                let relative = || $RefView::parse(text).is_ok();
                $AbsView::parse(text).map_err(|err| invalid($abs_name, &err, relative()))
            }

            fn from_transient<E: de::Error>(_: &str) -> Result<Self, E> {
                Err(not_lent($abs_view_name, stringify!($Abs)))
            }
        }
    };
}

impl<'de> FromText<'de> for HttpUrl {
    const EXPECTING: &'static str = "an http or https URL (RFC 9110 §4.2) as a string";

    fn from_borrowed<E: de::Error>(text: &'de str) -> Result<Self, E> {
        Self::from_transient(text)
    }

    /// A URI that breaks RFC 9110's rules is quoted (an excerpt of at
    /// most [`crate::Excerpt::MAX_LEN`] characters): the parse errors
    /// quote the input already.
    fn from_transient<E: de::Error>(text: &str) -> Result<Self, E> {
        let uri = Uri::parse(text).map_err(|err| {
            if UriRefView::parse(text).is_ok() {
                E::custom(format_args!(
                    "a relative reference is not an http or https URL (it has no scheme): {err:#}"
                ))
            } else {
                E::custom(format_args!("invalid http or https URL: {err:#}"))
            }
        })?;
        HttpUrl::try_from(uri).map_err(|err| {
            E::custom(format_args!(
                "invalid http or https URL \"{}\": {err:#}",
                crate::Excerpt::new(text)
            ))
        })
    }
}

from_text! {
    UriRef: "a URI reference (RFC 3986 §4.1) as a string", "URI reference";
    Uri: "a URI (RFC 3986 §3, with a scheme) as a string", "URI";
    UriRefView: "a borrowed string holding a URI reference (RFC 3986 §4.1)", "a UriRefView";
    UriView: "a borrowed string holding a URI (RFC 3986 §3)", "a UriView";
}

from_text! {
    IriRef: "an IRI reference (RFC 3987 §2.2) as a string", "IRI reference";
    Iri: "an IRI (RFC 3987 §2.2, with a scheme) as a string", "IRI";
    IriRefView: "a borrowed string holding an IRI reference (RFC 3987 §2.2)", "an IriRefView";
    IriView: "a borrowed string holding an IRI (RFC 3987 §2.2)", "an IriView";
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

/// The owned types deserialize from any string (copied when lent).
macro_rules! deserialize_owned {
    ($($ty:ty),*) => {$(
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_string(TextVisitor(PhantomData))
            }
        }
    )*};
}

/// The views deserialize only from a string the input lends. `'de: 'a`, as
/// for `&'a str`: a view may live shorter than the input it borrows, which
/// `#[serde(borrow)]` in a derive needs.
macro_rules! deserialize_view {
    ($($ty:ident),*) => {$(
        impl<'de: 'a, 'a> Deserialize<'de> for $ty<'a> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(TextVisitor(PhantomData))
            }
        }
    )*};
}

deserialize_owned!(UriRef, Uri, HttpUrl, IriRef, Iri);
deserialize_view!(UriRefView, UriView, IriRefView, IriView);
