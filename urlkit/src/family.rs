//! One definition of the four types of a family of identifiers: the URI
//! family ([`crate::UriRef`], [`crate::Uri`], [`crate::UriRefView`],
//! [`crate::UriView`]) and the IRI family ([`crate::IriRef`],
//! [`crate::Iri`], [`crate::IriRefView`], [`crate::IriView`]).
//!
//! The two families differ only in their grammar (RFC 3987 §2.2 is RFC
//! 3986's with `ucschar` and `iprivate`), which one parser function of
//! each family stands for, and in what they map to (`to_uri`, `to_iri`,
//! written beside each family). Everything else (the constructors, the
//! conversions between the owned and the borrowed types and between a
//! reference and an absolute one, the standard traits) is written once,
//! here, with its docs; the component accessors are written once in
//! [`crate::component`]. The doc examples name the type they stand on,
//! so each runs for each of the eight types.

/// A doc example for the family macro: `use` lines naming the types as
/// `R` (the reference), `A` (the absolute type) and so on, then the lines.
macro_rules! family_example {
    ([$($ty:ident as $alias:ident),+], $($line:expr),+ $(,)?) => {
        concat!(
            "```\n",
            $("use urlkit::", stringify!($ty), " as ", stringify!($alias), ";\n",)+
            $($line, "\n",)+
            "# Ok::<_, urlkit::ParseError>(())\n",
            "```"
        )
    };
}
pub(crate) use family_example;

/// Defines the four types of one family and what they have in common.
///
/// - `grammar`: the name of the family in the docs ("URI", "IRI") and
///   its parser, `fn(&str, Rule, &ParseOptions) -> Result<Offsets,
///   ParseError>`;
/// - `reference`, `reference_view`, `absolute`, `absolute_view`: each type
///   with its own docs, and for the two references the grammar rule
///   they parse (in the docs);
/// - `as_reference`, `into_reference`: the names under which an absolute
///   type gives its reference (`as_uri_ref`, `into_uri_ref`).
macro_rules! family {
    (
        grammar: $family:literal, $parse:path;
        $(#[$ref_doc:meta])* reference: $Ref:ident, $ref_rule:literal;
        $(#[$ref_view_doc:meta])* reference_view: $RefView:ident;
        $(#[$abs_doc:meta])* absolute: $Abs:ident, $abs_rule:literal;
        $(#[$abs_view_doc:meta])* absolute_view: $AbsView:ident;
        as_reference: $as_ref:ident;
        into_reference: $into_ref:ident;
    ) => {
        $(#[$ref_doc])*
        #[derive(Clone)]
        pub struct $Ref {
            text: alloc::string::String,
            /// Derived from `text` (by the parser, or computed and checked
            /// against it in debug builds), so it takes no part in
            /// equality and hashing.
            off: $crate::parse::Offsets,
        }

        $(#[$ref_view_doc])*
        #[derive(Clone, Copy)]
        pub struct $RefView<'a> {
            text: &'a str,
            /// Derived from `text`: no part of equality or hashing.
            off: $crate::parse::Offsets,
        }

        $(#[$abs_doc])*
        #[derive(Clone)]
        pub struct $Abs($Ref);

        $(#[$abs_view_doc])*
        #[derive(Clone, Copy)]
        pub struct $AbsView<'a>($RefView<'a>);

        impl $Ref {
            #[doc = concat!("Parses ", $ref_rule, ", copying the input once.")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Ref as R],
                r#"assert!(R::parse("http://example.com/").is_ok());"#,
                r#"assert!(R::parse("/relative/path").is_ok());"#,
                r#"assert!(R::parse("http://exa mple.com/").is_err());"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming the rule that
            /// failed and the byte index.
            pub fn parse(input: &str) -> Result<$Ref, $crate::ParseError> {
                $Ref::parse_with(input, &$crate::ParseOptions::new())
            }

            /// Parses like [`parse`](Self::parse), refusing inputs longer than `max_len`
            /// bytes before reading them, for servers that parse untrusted
            /// input.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Ref as R],
                r#"let err = R::parse_with_limit("http://example.com/", 8).unwrap_err();"#,
                r#"assert_eq!(err.kind(), urlkit::ParseErrorKind::TooLong);"#,
            )]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)
            /// over the limit, or any other parse error.
            pub fn parse_with_limit(input: &str, max_len: usize) -> Result<$Ref, $crate::ParseError> {
                $Ref::parse_with(input, &$crate::ParseOptions::new().max_len(max_len))
            }

            /// Parses like [`parse`](Self::parse) with `options` (zone identifiers, a
            /// length limit).
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Ref as R],
                "let opts = urlkit::ParseOptions::new().zone_id(true);",
                r#"assert_eq!(R::parse_with("//[::1%25lo]/", &opts)?.zone_id(), Some("lo"));"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming the rule that
            /// failed and the byte index.
            pub fn parse_with(
                input: &str,
                options: &$crate::ParseOptions,
            ) -> Result<$Ref, $crate::ParseError> {
                let off = $parse(input, $crate::parse::Rule::UriReference, options)?;
                Ok($Ref {
                    text: alloc::borrow::ToOwned::to_owned(input),
                    off,
                })
            }

            pub(crate) fn from_parts_unchecked(
                text: alloc::string::String,
                off: $crate::parse::Offsets,
            ) -> $Ref {
                $Ref { text, off }
            }

            pub(crate) fn parts(&self) -> $crate::component::Parts<'_> {
                $crate::component::Parts {
                    text: &self.text,
                    off: self.off,
                }
            }

            /// A borrowed view of this reference, with the same accessors.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Ref as R],
                r#"assert_eq!(R::parse("a/b")?.as_view().path(), "a/b");"#,
            )]
            #[must_use]
            pub fn as_view(&self) -> $RefView<'_> {
                $RefView::from_parts(&self.text, self.off)
            }

            /// The text, without copying.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Ref as R],
                r#"let s: String = R::parse("a")?.into_string();"#,
                r#"assert_eq!(s, "a");"#,
            )]
            #[must_use]
            pub fn into_string(self) -> alloc::string::String {
                self.text
            }

            $crate::component::component_accessors!($Ref, '_, (&self), self.parts());
        }

        impl core::str::FromStr for $Ref {
            type Err = $crate::ParseError;

            fn from_str(s: &str) -> Result<$Ref, $crate::ParseError> {
                $Ref::parse(s)
            }
        }

        impl TryFrom<alloc::string::String> for $Ref {
            type Error = $crate::ParseError;

            /// Parses without copying the text.
            fn try_from(text: alloc::string::String) -> Result<$Ref, $crate::ParseError> {
                let off = $parse(&text, $crate::parse::Rule::UriReference, &$crate::ParseOptions::new())?;
                Ok($Ref { text, off })
            }
        }

        impl TryFrom<&str> for $Ref {
            type Error = $crate::ParseError;

            fn try_from(text: &str) -> Result<$Ref, $crate::ParseError> {
                $Ref::parse(text)
            }
        }

        impl From<$Abs> for $Ref {
            fn from(absolute: $Abs) -> $Ref {
                absolute.0
            }
        }

        impl From<$Ref> for alloc::string::String {
            fn from(r: $Ref) -> alloc::string::String {
                r.text
            }
        }

        impl<'a> $RefView<'a> {
            #[doc = concat!("Parses ", $ref_rule, " without allocating.")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$RefView as V],
                r#"assert_eq!(V::parse("a/b?c")?.query(), Some("c"));"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming the rule that
            /// failed and the byte index.
            pub fn parse(input: &'a str) -> Result<$RefView<'a>, $crate::ParseError> {
                $RefView::parse_with(input, &$crate::ParseOptions::new())
            }

            /// Parses like [`parse`](Self::parse), refusing inputs longer than `max_len`
            /// bytes.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$RefView as V],
                r#"assert!(V::parse_with_limit("abc", 2).is_err());"#,
            )]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)
            /// over the limit, or any other parse error.
            pub fn parse_with_limit(
                input: &'a str,
                max_len: usize,
            ) -> Result<$RefView<'a>, $crate::ParseError> {
                $RefView::parse_with(input, &$crate::ParseOptions::new().max_len(max_len))
            }

            /// Parses like [`parse`](Self::parse) with `options`.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$RefView as V],
                "let opts = urlkit::ParseOptions::new().zone_id(true);",
                r#"assert_eq!(V::parse_with("//[::1%25lo]", &opts)?.zone_id(), Some("lo"));"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError) naming the rule that
            /// failed and the byte index.
            pub fn parse_with(
                input: &'a str,
                options: &$crate::ParseOptions,
            ) -> Result<$RefView<'a>, $crate::ParseError> {
                let off = $parse(input, $crate::parse::Rule::UriReference, options)?;
                Ok($RefView { text: input, off })
            }

            $crate::component::component_accessors!($RefView, 'a, (self), self.parts());

            pub(crate) fn from_parts(text: &'a str, off: $crate::parse::Offsets) -> $RefView<'a> {
                $RefView { text, off }
            }

            pub(crate) fn parts(self) -> $crate::component::Parts<'a> {
                $crate::component::Parts {
                    text: self.text,
                    off: self.off,
                }
            }

            #[doc = concat!("Copies the text into an owned [`", stringify!($Ref), "`] (no re-parse).")]
            ///
            /// It takes `&self` although a view is `Copy`: so it is found
            /// before [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned)
            /// (which every `Clone` type has, and which would copy the view)
            /// on a reference to a view too, `(&view).to_owned()`, as on the
            /// view.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$RefView as V],
                r#"assert_eq!(V::parse("x")?.to_owned().as_str(), "x");"#,
            )]
            #[must_use]
            #[allow(clippy::should_implement_trait)]
            pub fn to_owned(&self) -> $Ref {
                $Ref::from_parts_unchecked(alloc::borrow::ToOwned::to_owned(self.text), self.off)
            }
        }

        impl<'a> TryFrom<&'a str> for $RefView<'a> {
            type Error = $crate::ParseError;

            fn try_from(text: &'a str) -> Result<$RefView<'a>, $crate::ParseError> {
                $RefView::parse(text)
            }
        }

        impl<'a> From<&'a $Ref> for $RefView<'a> {
            fn from(r: &'a $Ref) -> $RefView<'a> {
                r.as_view()
            }
        }

        impl $Abs {
            #[doc = concat!("Parses ", $abs_rule, ": a reference that has a scheme.")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                r#"assert!(A::parse("urn:example:animal:ferret:nose").is_ok());"#,
                "let err = A::parse(\"//h/p\").unwrap_err();",
                "assert_eq!(err.kind(), urlkit::ParseErrorKind::MissingScheme);",
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError);
            /// [`MissingScheme`](crate::ParseErrorKind::MissingScheme) or
            /// [`InvalidScheme`](crate::ParseErrorKind::InvalidScheme) when
            /// the scheme is missing or bad.
            pub fn parse(input: &str) -> Result<$Abs, $crate::ParseError> {
                $Abs::parse_with(input, &$crate::ParseOptions::new())
            }

            /// Parses like [`parse`](Self::parse), refusing inputs longer than `max_len`
            /// bytes before reading them.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                r#"assert!(A::parse_with_limit("a:b", 3).is_ok());"#,
                r#"assert!(A::parse_with_limit("a:bc", 3).is_err());"#,
            )]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)
            /// over the limit, or any other parse error.
            pub fn parse_with_limit(input: &str, max_len: usize) -> Result<$Abs, $crate::ParseError> {
                $Abs::parse_with(input, &$crate::ParseOptions::new().max_len(max_len))
            }

            /// Parses like [`parse`](Self::parse) with `options` (zone identifiers, a
            /// length limit).
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                "let opts = urlkit::ParseOptions::new().zone_id(true);",
                r#"assert_eq!(A::parse_with("http://[fe80::1%25eth0]/", &opts)?.zone_id(), Some("eth0"));"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError);
            /// [`MissingScheme`](crate::ParseErrorKind::MissingScheme)
            /// without a scheme.
            pub fn parse_with(
                input: &str,
                options: &$crate::ParseOptions,
            ) -> Result<$Abs, $crate::ParseError> {
                let off = $parse(input, $crate::parse::Rule::Uri, options)?;
                Ok($Abs($Ref::from_parts_unchecked(
                    alloc::borrow::ToOwned::to_owned(input),
                    off,
                )))
            }

            /// The scheme, as written; compare it case-insensitively
            /// (RFC 3986 §3.1).
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                r#"let a = A::parse("HTTPS://h/")?;"#,
                r#"assert_eq!(a.scheme(), "HTTPS");"#,
                r#"assert!(a.scheme().eq_ignore_ascii_case("https"));"#,
            )]
            #[must_use]
            pub fn scheme(&self) -> &str {
                self.0.parts().scheme().unwrap_or("")
            }

            #[doc = concat!("A borrowed view of this ", $family, ", with the same accessors.")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                r#"assert_eq!(A::parse("a:b")?.as_view().scheme(), "a");"#,
            )]
            #[must_use]
            pub fn as_view(&self) -> $AbsView<'_> {
                $AbsView::from_ref_unchecked(self.0.as_view())
            }

            #[doc = concat!("The reference this ", $family, " is, borrowed (what `Deref` gives).")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A, $Ref as R],
                r#"let a = A::parse("a:b")?;"#,
                concat!("let r: &R = a.", stringify!($as_ref), "();"),
                r#"assert_eq!(r.scheme(), Some("a"));"#,
            )]
            #[must_use]
            pub fn $as_ref(&self) -> &$Ref {
                &self.0
            }

            #[doc = concat!("The reference this ", $family, " is, by value (no copy).")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                concat!("let r = A::parse(\"a:b\")?.", stringify!($into_ref), "();"),
                r#"assert_eq!(r.scheme(), Some("a"));"#,
            )]
            #[must_use]
            pub fn $into_ref(self) -> $Ref {
                self.0
            }

            /// The text, without copying.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$Abs as A],
                r#"assert_eq!(A::parse("a:b")?.into_string(), "a:b");"#,
            )]
            #[must_use]
            pub fn into_string(self) -> alloc::string::String {
                self.0.text
            }

            pub(crate) fn from_ref_unchecked(r: $Ref) -> $Abs {
                debug_assert!(r.has_scheme());
                $Abs(r)
            }
        }

        impl core::ops::Deref for $Abs {
            type Target = $Ref;

            fn deref(&self) -> &$Ref {
                &self.0
            }
        }

        impl AsRef<$Ref> for $Abs {
            fn as_ref(&self) -> &$Ref {
                &self.0
            }
        }

        impl core::str::FromStr for $Abs {
            type Err = $crate::ParseError;

            fn from_str(s: &str) -> Result<$Abs, $crate::ParseError> {
                $Abs::parse(s)
            }
        }

        impl TryFrom<alloc::string::String> for $Abs {
            type Error = $crate::ParseError;

            /// Parses without copying the text.
            fn try_from(text: alloc::string::String) -> Result<$Abs, $crate::ParseError> {
                let off = $parse(&text, $crate::parse::Rule::Uri, &$crate::ParseOptions::new())?;
                Ok($Abs($Ref { text, off }))
            }
        }

        impl TryFrom<&str> for $Abs {
            type Error = $crate::ParseError;

            fn try_from(text: &str) -> Result<$Abs, $crate::ParseError> {
                $Abs::parse(text)
            }
        }

        impl TryFrom<$Ref> for $Abs {
            type Error = $crate::ParseError;

            /// Succeeds when the reference has a scheme; otherwise
            /// [`MissingScheme`](crate::ParseErrorKind::MissingScheme) at
            /// index 0.
            fn try_from(r: $Ref) -> Result<$Abs, $crate::ParseError> {
                if r.has_scheme() {
                    Ok($Abs(r))
                } else {
                    Err($crate::ParseError::new(
                        $crate::ParseErrorKind::MissingScheme,
                        0,
                        &r.text,
                    ))
                }
            }
        }

        impl From<$Abs> for alloc::string::String {
            fn from(absolute: $Abs) -> alloc::string::String {
                absolute.0.text
            }
        }

        impl<'a> $AbsView<'a> {
            #[doc = concat!("Parses ", $abs_rule, " without allocating.")]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                r#"assert!(V::parse("a:b").is_ok());"#,
                r#"assert!(V::parse("b").is_err());"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError), including a missing or
            /// invalid scheme.
            pub fn parse(input: &'a str) -> Result<$AbsView<'a>, $crate::ParseError> {
                $AbsView::parse_with(input, &$crate::ParseOptions::new())
            }

            /// Parses like [`parse`](Self::parse), refusing inputs longer than `max_len`
            /// bytes.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                r#"assert!(V::parse_with_limit("a:bc", 3).is_err());"#,
            )]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)
            /// over the limit, or any other parse error.
            pub fn parse_with_limit(
                input: &'a str,
                max_len: usize,
            ) -> Result<$AbsView<'a>, $crate::ParseError> {
                $AbsView::parse_with(input, &$crate::ParseOptions::new().max_len(max_len))
            }

            /// Parses like [`parse`](Self::parse) with `options`.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                "let opts = urlkit::ParseOptions::new().zone_id(true);",
                r#"assert_eq!(V::parse_with("a://[::1%25x]", &opts)?.zone_id(), Some("x"));"#,
            )]
            ///
            /// # Errors
            ///
            /// A [`ParseError`](crate::ParseError);
            /// [`MissingScheme`](crate::ParseErrorKind::MissingScheme)
            /// without a scheme.
            pub fn parse_with(
                input: &'a str,
                options: &$crate::ParseOptions,
            ) -> Result<$AbsView<'a>, $crate::ParseError> {
                let off = $parse(input, $crate::parse::Rule::Uri, options)?;
                Ok($AbsView($RefView::from_parts(input, off)))
            }

            pub(crate) fn from_ref_unchecked(r: $RefView<'a>) -> $AbsView<'a> {
                debug_assert!(r.has_scheme());
                $AbsView(r)
            }

            /// The scheme, as written; compare it case-insensitively.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                r#"assert_eq!(V::parse("Tel:1")?.scheme(), "Tel");"#,
            )]
            #[must_use]
            pub fn scheme(self) -> &'a str {
                self.0.parts().scheme().unwrap_or("")
            }

            #[doc = concat!("Copies the text into an owned [`", stringify!($Abs), "`] (no re-parse).")]
            ///
            /// It takes `&self` although a view is `Copy`: so it is found
            /// before [`ToOwned::to_owned`](alloc::borrow::ToOwned::to_owned)
            /// (which every `Clone` type has, and which would copy the view)
            /// on a reference to a view too, `(&view).to_owned()`, as on the
            /// view.
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                r#"assert_eq!(V::parse("a:b")?.to_owned().as_str(), "a:b");"#,
            )]
            #[must_use]
            #[allow(clippy::should_implement_trait)]
            pub fn to_owned(&self) -> $Abs {
                $Abs::from_ref_unchecked(self.0.to_owned())
            }

            #[doc = concat!(
                "The reference view this ", $family, " is (as [`", stringify!($Abs), "::",
                stringify!($into_ref), "`] for the owned types)."
            )]
            ///
            /// # Examples
            ///
            #[doc = $crate::family::family_example!(
                [$AbsView as V],
                concat!("assert_eq!(V::parse(\"a:b\")?.", stringify!($into_ref), "().scheme(), Some(\"a\"));"),
            )]
            #[must_use]
            pub fn $into_ref(self) -> $RefView<'a> {
                self.0
            }
        }

        impl<'a> core::ops::Deref for $AbsView<'a> {
            type Target = $RefView<'a>;

            fn deref(&self) -> &$RefView<'a> {
                &self.0
            }
        }

        impl<'a> TryFrom<&'a str> for $AbsView<'a> {
            type Error = $crate::ParseError;

            fn try_from(text: &'a str) -> Result<$AbsView<'a>, $crate::ParseError> {
                $AbsView::parse(text)
            }
        }

        impl<'a> TryFrom<$RefView<'a>> for $AbsView<'a> {
            type Error = $crate::ParseError;

            /// Succeeds when the reference has a scheme; otherwise
            /// [`MissingScheme`](crate::ParseErrorKind::MissingScheme) at
            /// index 0.
            fn try_from(r: $RefView<'a>) -> Result<$AbsView<'a>, $crate::ParseError> {
                if r.has_scheme() {
                    Ok($AbsView(r))
                } else {
                    Err($crate::ParseError::new(
                        $crate::ParseErrorKind::MissingScheme,
                        0,
                        r.text,
                    ))
                }
            }
        }

        impl<'a> From<$AbsView<'a>> for $RefView<'a> {
            fn from(v: $AbsView<'a>) -> $RefView<'a> {
                v.0
            }
        }

        impl<'a> From<&'a $Abs> for $AbsView<'a> {
            fn from(a: &'a $Abs) -> $AbsView<'a> {
                a.as_view()
            }
        }
    };
}
pub(crate) use family;
