//! The traits that compare the URI and IRI types with each other and with
//! text, and that let them stand for their text.
//!
//! Equality, hashing and ordering of every type are those of its text alone
//! (`text_identity!`, below), so each impl here only compares texts, and
//! `Borrow<str>` is sound: `a == b` exactly when `a.as_str() == b.as_str()`,
//! and `hash(a) == hash(a.as_str())` (a `String` and a `&str` hash as the
//! same `str`). This lets a `HashSet<Uri>` be asked
//! `contains("https://example.com/")`, and `uri == "a:b"` compile.
//! `tests/it/traits.rs` checks the hashes and orders against `str`'s.

use core::borrow::Borrow;
use core::cmp::Ordering;
use core::fmt;

use crate::iri::{Iri, IriRef, IriRefView, IriView};
use crate::uri::{Uri, UriRef, UriRefView, UriView};

/// Equality, hashing, order, `AsRef<str>`, `Display` and `Debug` of one of
/// the eight URI and IRI types: those of its text alone. Every component,
/// absolute or relative path, empty or absent query and fragment shows in
/// the text, and the offsets are a function of it, so `Eq`, `Hash` and
/// `Ord` cannot disagree (docs/security.md P12).
macro_rules! text_identity {
    ($( [$($lt:lifetime),*] $t:ty, $name:literal; )*) => {$(
        impl<$($lt),*> PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                self.as_str() == other.as_str()
            }
        }
        impl<$($lt),*> Eq for $t {}
        impl<$($lt),*> core::hash::Hash for $t {
            fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                self.as_str().hash(state);
            }
        }
        impl<$($lt),*> PartialOrd for $t {
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }
        impl<$($lt),*> Ord for $t {
            /// Orders by the text.
            fn cmp(&self, other: &Self) -> Ordering {
                self.as_str().cmp(other.as_str())
            }
        }
        impl<$($lt),*> AsRef<str> for $t {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }
        impl<$($lt),*> fmt::Display for $t {
            /// The text; width, fill and alignment apply (`{:>20}`).
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.as_str())
            }
        }
        impl<$($lt),*> fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple($name).field(&self.as_str()).finish()
            }
        }
    )*};
}

text_identity! {
    [] UriRef, "UriRef";
    [] Uri, "Uri";
    ['a] UriRefView<'a>, "UriRefView";
    ['a] UriView<'a>, "UriView";
    [] IriRef, "IriRef";
    [] Iri, "Iri";
    ['a] IriRefView<'a>, "IriRefView";
    ['a] IriView<'a>, "IriView";
}

/// `PartialEq` between two types that both have `as_str`, both ways.
macro_rules! text_eq {
    ($( [$($lt:lifetime),*] $a:ty, $b:ty; )*) => {$(
        impl<$($lt),*> PartialEq<$b> for $a {
            fn eq(&self, other: &$b) -> bool {
                self.as_str() == other.as_str()
            }
        }
        impl<$($lt),*> PartialEq<$a> for $b {
            fn eq(&self, other: &$a) -> bool {
                self.as_str() == other.as_str()
            }
        }
    )*};
}

text_eq! {
    [] Uri, UriRef;
    ['a] UriRef, UriRefView<'a>;
    ['a] UriRef, UriView<'a>;
    ['a] Uri, UriRefView<'a>;
    ['a] Uri, UriView<'a>;
    ['a, 'b] UriRefView<'a>, UriView<'b>;
}

/// `PartialEq` with `str`, `&str` and `String`, both ways, and
/// `Borrow<str>`, for one of the four types.
macro_rules! with_text {
    ($( [$($lt:lifetime),*] $t:ty; )*) => {$(
        impl<$($lt),*> PartialEq<str> for $t {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }
        impl<$($lt),*> PartialEq<$t> for str {
            fn eq(&self, other: &$t) -> bool {
                self == other.as_str()
            }
        }
        impl<'s, $($lt),*> PartialEq<&'s str> for $t {
            fn eq(&self, other: &&'s str) -> bool {
                self.as_str() == *other
            }
        }
        impl<'s, $($lt),*> PartialEq<$t> for &'s str {
            fn eq(&self, other: &$t) -> bool {
                *self == other.as_str()
            }
        }
        impl<$($lt),*> PartialEq<alloc::string::String> for $t {
            fn eq(&self, other: &alloc::string::String) -> bool {
                self.as_str() == other.as_str()
            }
        }
        impl<$($lt),*> PartialEq<$t> for alloc::string::String {
            fn eq(&self, other: &$t) -> bool {
                self.as_str() == other.as_str()
            }
        }
        impl<$($lt),*> Borrow<str> for $t {
            fn borrow(&self) -> &str {
                self.as_str()
            }
        }
    )*};
}

with_text! {
    [] UriRef;
    [] Uri;
    ['a] UriRefView<'a>;
    ['a] UriView<'a>;
}
