//! One table per error kind enum: each kind's name (stable, kebab-case),
//! message and expectation stand on one line, as the lint codes do, so
//! they cannot drift apart, and one test checks every table.

/// Declares an error kind enum from its table: each row is
/// `Variant => "name", "what went wrong", "what was expected";` under the
/// variant's doc comment. Generates the enum, `ALL`, `as_str`, `expected`,
/// a private `what` and `Display` (which writes `what`).
macro_rules! error_kinds {
    (
        $(#[$meta:meta])*
        pub enum $kind:ident in $path:literal {
            $(
                $(#[$doc:meta])*
                $variant:ident => $name:literal, $what:literal, $expected:literal;
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum $kind {
            $($(#[$doc])* $variant,)*
        }

        impl $kind {
            /// Every kind, in declaration order.
            ///
            /// # Examples
            ///
            #[doc = concat!(
                "```\n",
                "use ", $path, "::", stringify!($kind), ";\n",
                "assert!(", stringify!($kind), "::ALL.iter().all(|k| !k.as_str().is_empty()));\n",
                "```"
            )]
            pub const ALL: &'static [$kind] = &[$($kind::$variant,)*];

            /// A stable kebab-case name, used in the command line's JSON
            /// output.
            ///
            /// # Examples
            ///
            #[doc = concat!(
                "```\n",
                "use ", $path, "::", stringify!($kind), ";\n",
                "for kind in ", stringify!($kind), "::ALL {\n",
                "    let name = kind.as_str();\n",
                "    assert!(name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));\n",
                "}\n",
                "```"
            )]
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($kind::$variant => $name,)*
                }
            }

            /// What went wrong, in a few words (the kind's `Display`).
            const fn what(self) -> &'static str {
                match self {
                    $($kind::$variant => $what,)*
                }
            }

            /// What the rule expected where it failed.
            ///
            /// # Examples
            ///
            #[doc = concat!(
                "```\n",
                "use ", $path, "::", stringify!($kind), ";\n",
                "assert!(", stringify!($kind), "::ALL.iter().all(|k| !k.expected().is_empty()));\n",
                "```"
            )]
            #[must_use]
            pub const fn expected(self) -> &'static str {
                match self {
                    $($kind::$variant => $expected,)*
                }
            }
        }

        impl core::fmt::Display for $kind {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.what())
            }
        }
    };
}
pub(crate) use error_kinds;

/// Declares the error of a kind enum made by [`error_kinds!`]: a `Copy`
/// struct of the kind and a byte index, with `new`, `kind`, `index`,
/// `Display` (through [`fmt_at`]: what, where, what was expected) and
/// `Error`. The docs of the struct and of its two accessors, with their
/// examples, are given as doc comments before each.
macro_rules! error_at {
    (
        $(#[$meta:meta])*
        pub struct $error:ident($kind:ident);
        $(#[$index_doc:meta])*
        fn index;
        $(#[$kind_doc:meta])*
        fn kind;
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $error {
            kind: $kind,
            index: usize,
        }

        impl $error {
            pub(crate) const fn new(kind: $kind, index: usize) -> $error {
                $error { kind, index }
            }
        }

        $crate::error::kinds::index_and_kind! {
            impl $error($kind);
            $(#[$index_doc])*
            fn index;
            $(#[$kind_doc])*
            fn kind;
        }

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::error::kinds::fmt_at(f, self.kind, self.index, self.kind.expected())
            }
        }

        impl core::error::Error for $error {}
    };
}
pub(crate) use error_at;

/// Declares the two accessors of an error struct whose fields include
/// `kind` (of a kind enum made by [`error_kinds!`]) and `index` (a byte
/// index): `index` and `kind`, each with the doc comment (and example)
/// given before it. [`error_at!`] uses it, and so do the errors that hold
/// more than a kind and an index.
macro_rules! index_and_kind {
    (
        impl $error:ident($kind:ident);
        $(#[$index_doc:meta])*
        fn index;
        $(#[$kind_doc:meta])*
        fn kind;
    ) => {
        impl $error {
            $(#[$index_doc])*
            #[must_use]
            pub const fn index(&self) -> usize {
                self.index
            }

            $(#[$kind_doc])*
            #[must_use]
            pub const fn kind(&self) -> $kind {
                self.kind
            }
        }
    };
}
pub(crate) use index_and_kind;

/// Writes an error of kind `what` at `index`, as every error with a kind
/// and an index says it: what went wrong and where, then, in the long
/// form (`{:#}`), what was expected ([`fmt_expected`]).
pub(crate) fn fmt_at(
    f: &mut core::fmt::Formatter<'_>,
    what: impl core::fmt::Display,
    index: usize,
    expected: &str,
) -> core::fmt::Result {
    write!(f, "{what} at index {index}")?;
    fmt_expected(f, expected)
}

/// Writes ` (expected {expected})` in the long form of an error's
/// `Display` (`{:#}`) and nothing in the short one (`{}`): every error of
/// the crate says what went wrong, where, and the excerpt of the input it
/// keeps in a line that a log can hold; the long form adds what the rule
/// expected (as the command line's report does).
pub(crate) fn fmt_expected(
    f: &mut core::fmt::Formatter<'_>,
    expected: impl core::fmt::Display,
) -> core::fmt::Result {
    if f.alternate() {
        write!(f, " (expected {expected})")
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::prelude::v1::*;

    /// The short form says what and where; the long one adds what was
    /// expected, for every error written through `fmt_at`.
    #[test]
    fn short_and_long_forms() {
        let e = crate::BuildError::new(crate::BuildErrorKind::InvalidScheme, 1);
        let (short, long) = (e.to_string(), format!("{e:#}"));
        assert_eq!(short, "invalid scheme at index 1");
        assert!(
            long.starts_with(&short) && long.contains(" (expected "),
            "{long}"
        );
        let e = crate::UriRef::parse("a b").unwrap_err();
        assert_eq!(e.to_string(), "invalid character in path at index 1: ' '");
        assert!(format!("{e:#}").ends_with("(expected pchar, '/', '?', '#' or the end)"));
        let any = crate::Error::from(e);
        assert_eq!(format!("{any:#}"), format!("{e:#}"));
        assert_eq!(any.to_string(), e.to_string());
    }

    /// Every table: names unique and kebab-case, messages starting with a
    /// lowercase word (or an acronym) and without a final period,
    /// expectations given.
    fn check(kinds: &[(&'static str, String, &'static str)]) {
        let mut names: Vec<&str> = kinds.iter().map(|k| k.0).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), kinds.len(), "duplicate names");
        for (name, what, expected) in kinds {
            assert!(
                name.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{name}"
            );
            // A lowercase word, or a name written with capitals: an
            // acronym ("URI too long", "NUL in path") or "Windows".
            let first = what.split(' ').next().unwrap_or("");
            let acronym = first.len() > 1
                && first
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
            assert!(
                acronym
                    || first == "Windows"
                    || first.starts_with(|c: char| c.is_ascii_lowercase()),
                "{what}"
            );
            assert!(!what.ends_with('.') && !expected.ends_with('.'), "{name}");
            assert!(!expected.is_empty(), "{name}");
        }
    }

    macro_rules! rows {
        ($kind:ty) => {
            <$kind>::ALL
                .iter()
                .map(|k| (k.as_str(), k.to_string(), k.expected()))
                .collect::<Vec<_>>()
        };
    }

    #[test]
    fn every_kind_table_is_well_formed() {
        check(&rows!(crate::ParseErrorKind));
        check(&rows!(crate::BuildErrorKind));
        check(&rows!(crate::scheme::SchemeErrorKind));
        check(&rows!(crate::file_path::FilePathErrorKind));
        check(&rows!(crate::template::TemplateErrorKind));
        check(&rows!(crate::template::ExpandErrorKind));
        check(&rows!(crate::template::MatchRuleErrorKind));
    }

    /// The message of every error made by `error_at!` stays within
    /// [`crate::excerpt::MAX_MESSAGE`] bytes, whatever its index.
    #[test]
    fn every_message_is_bounded_whatever_the_index() {
        macro_rules! messages {
            ($error:ty, $kind:ty) => {
                <$kind>::ALL
                    .iter()
                    .map(|&k| <$error>::new(k, usize::MAX).to_string())
                    .collect::<Vec<_>>()
            };
        }
        let all = [
            messages!(crate::BuildError, crate::BuildErrorKind),
            messages!(crate::scheme::SchemeError, crate::scheme::SchemeErrorKind),
            messages!(
                crate::file_path::FilePathError,
                crate::file_path::FilePathErrorKind
            ),
            messages!(
                crate::template::MatchRuleError,
                crate::template::MatchRuleErrorKind
            ),
        ];
        for message in all.iter().flatten() {
            assert!(message.len() <= crate::excerpt::MAX_MESSAGE, "{message}");
        }
    }
}
