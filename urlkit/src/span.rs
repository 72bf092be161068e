//! The span accessors of what points into a text: a URI found by
//! [`crate::extract`], a warning of [`crate::lint`]. Written once, with
//! their docs; each type gives its own example.

/// Defines `span`, `start` and `end` of `$ty`, a type with the byte
/// offsets `start` and `end` (`usize`). The doc comments given go on
/// `span`; `$example` is a doc-test line that defines `x`, a value of the
/// type whose span is `$start..$end`.
macro_rules! span_accessors {
    ($ty:ident, $example:literal, $start:literal..$end:literal, $(#[$span_doc:meta])*) => {
        $(#[$span_doc])*
        ///
        /// # Examples
        ///
        #[doc = $crate::span::span_example!($example, "assert_eq!(x.span(), ", $start, "..", $end, ");")]
        #[must_use]
        pub fn span(&self) -> core::ops::Range<usize> {
            self.start..self.end
        }

        #[doc = concat!("The first byte of [`", stringify!($ty), "::span`].")]
        ///
        /// # Examples
        ///
        #[doc = $crate::span::span_example!($example, "assert_eq!(x.start(), ", $start, ");")]
        #[must_use]
        pub fn start(&self) -> usize {
            self.start
        }

        #[doc = concat!("One past the last byte of [`", stringify!($ty), "::span`].")]
        ///
        /// # Examples
        ///
        #[doc = $crate::span::span_example!($example, "assert_eq!(x.end(), ", $end, ");")]
        #[must_use]
        pub fn end(&self) -> usize {
            self.end
        }
    };
}
pub(crate) use span_accessors;

/// A doc example of [`span_accessors!`]: the line defining `x`, then one
/// assertion (given in pieces).
macro_rules! span_example {
    ($example:literal, $($piece:literal),+) => {
        concat!(
            "```\n",
            $example, "\n",
            $($piece,)+ "\n",
            "# Ok::<_, Box<dyn std::error::Error>>(())\n",
            "```"
        )
    };
}
pub(crate) use span_example;
