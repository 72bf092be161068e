//! Warnings about valid but risky URIs: RFC 3986 §7 (security
//! considerations) and RFC 1738 §6.
//!
//! Linting is separate from parsing: every URI that [`crate::UriRef::parse`]
//! accepts can be linted, and [`lint`] never fails. Each [`Warning`] has a
//! stable [`Code`], a [`Severity`], the byte span of the component it is
//! about, and a message saying what a consumer might do wrong with it.
//!
//! | code | what | source |
//! |---|---|---|
//! | `password-in-userinfo` | `user:password@` | RFC 3986 §3.2.1, §7.5; RFC 1738 §6 |
//! | `userinfo-looks-like-host` | `http://trusted.example.com@evil.example/` (not `john.smith@`: see below) | RFC 3986 §7.6 |
//! | `non-default-port`, `other-service-port` | a port not the scheme's default; another service's well-known port | RFC 1738 §6 (gopher to SMTP); RFC 3986 §7.2 |
//! | `port-out-of-range`, `odd-port-form` | port over 65535; `:0080`, `:`, `:0` | RFC 3986 §3.2.3 |
//! | `encoded-newline`, `encoded-nul`, `encoded-control` | `%0D%0A`, `%00`, other encoded C0 controls | RFC 1738 §6; RFC 3986 §7.2, §7.3 |
//! | `encoded-separator` | `%2F` or `%5C` in a path | RFC 3986 §7.3 |
//! | `encoded-dot-segment`, `double-encoding` | `%2e%2e`, `%252e` | RFC 3986 §7.3, §6.2.2 |
//! | `dot-segment`, `path-above-root` | `.` or `..` left in a path; more `..` than segments | RFC 3986 §5.2.4 |
//! | `device-name` | `con`, `nul`, `lpt1`, `conin$` path segments | RFC 3986 §7.3 |
//! | `file-system-special` | `...`, `admin.`, `admin%20`, `a::$DATA`, `PROGRA~1` | RFC 3986 §7.3 |
//! | `rare-ipv4-form` | `0x7f.1`, `017700000001`, `127.1`, `2130706433`, `127.0.0.1.` | RFC 3986 §7.4 |
//! | `special-address` | loopback, unspecified, link-local, private, mapped | RFC 3986 §7.4; RFC 6890 |
//! | `zone-id` | `[fe80::1%25eth0]` (parsed only with [`crate::ParseOptions::zone_id`]) | RFC 6874; RFC 9844 |
//! | `encoded-host`, `mixed-script-host`, `lookalike-delimiter` | `%2E` in a reg-name; UTF-8 mixing scripts; U+FF0E and kin | RFC 3986 §7.6, §3.2.2 |
//! | `confusable-host` | a label browsers show in A-labels: `аррӏе.com` (all Cyrillic, looks like `apple`), digit look-alikes, marks on dotless i (feature `idna`; [`crate::idna::check_label`] names the rule and the Latin look-alike) | UTS 39; Chromium's IDN display policy |
//! | `suspicious-punycode` | `xn--` label that is not punycode, or decodes to ASCII only (checked after decoding: mixed scripts, look-alike delimiters) | RFC 3492; RFC 5891 §4.4 |
//! | `dns-length` | label over 63 or name over 253 bytes | RFC 1034 §3.1 |
//! | `host-after-delimiter` | `http://h#@evil.example`, `ldap://h#.evil.example` | RFC 3986 §7.6 |
//! | `missing-host` | `http:///x`, `https:example.com/x` (the message says what was probably meant) | RFC 1738 §3.3; RFC 3986 §7.6 |
//! | `script-scheme` | `javascript:`, `vbscript:`, `data:text/html,...` (and SVG, script types) | RFC 3986 §7.1 |
//! | `scheme-looks-like-host` | `www.example.com:8080/path`, `localhost:3000/api`: a host read as a scheme | RFC 3986 §3.1, §4.2 |
//! | `file-remote-host` | `file://server/share` | RFC 1738 §3.10 |
//! | `telnet-path`, `ftp-type`, `obsolete-scheme` | scheme-specific oddities | RFC 1738 §3.2.2, §3.8, §3.9, §3.11 |
//! | `secret-in-query` | `?access_token=...` | RFC 3986 §7.5 |
//! | `too-long` | over 8000 bytes | RFC 9110 §4.1 |
//! | `deceptive-subdomain` | `paypal.com.secure-login.example.net`: another site's registrable domain in front of the host's own (features `psl` and `std`; docs/site.md) | RFC 3986 §7.6; the Public Suffix List |
//!
//! `userinfo-looks-like-host` fires when the user name (decoded) begins
//! with two or more dotted host-name labels that form an IPv4 address
//! (`10.0.0.1@`, or `127.1@` as `inet_aton` reads it), end with a
//! two-letter country code (`www.bank.de@`), or hold a common generic or
//! reserved top-level domain after the first label (`trusted.example@`,
//! `cnn.example.com&story=...@`, `www.paypal.com.secure-login@`). Dots
//! alone do not make a host: `john.smith@`, `first.middle.last@` and
//! `jan.de.vries@` are ordinary user names and stay quiet.
//!
//! # Example
//!
//! ```
//! use urlkit::lint::{lint, Code, Severity};
//! use urlkit::UriRef;
//!
//! let uri = UriRef::parse("gopher://mail.example:25/_HELO%0D%0A")?;
//! let warnings = lint(&uri);
//! let codes: Vec<Code> = warnings.iter().map(|w| w.code()).collect();
//! assert!(codes.contains(&Code::OtherServicePort));
//! assert!(codes.contains(&Code::EncodedNewline));
//! assert!(warnings.iter().all(|w| w.severity() == Severity::Danger));
//! # Ok::<_, urlkit::ParseError>(())
//! ```

mod authority;
mod inet;
mod path;
mod scheme;
#[cfg(all(feature = "psl", feature = "std"))]
mod site;
mod text;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::component::Parts;
use crate::{UriRef, UriRefView};

pub use inet::inet_aton;

/// How bad a [`Warning`] is. Ordered: `Info < Warning < Danger`.
///
/// # Examples
///
/// ```
/// use urlkit::lint::Severity;
/// assert!(Severity::Info < Severity::Danger);
/// assert_eq!(Severity::from_name("warning"), Some(Severity::Warning));
/// assert_eq!(Severity::Danger.as_str(), "danger");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Worth knowing; often legitimate.
    Info,
    /// Likely a mistake, or read differently by different software.
    Warning,
    /// A known attack shape: reaches another protocol, leaks a secret, or
    /// is read as another host by some software.
    Danger,
}

impl Severity {
    /// The lowercase name: `info`, `warning`, `danger`.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::Severity;
    /// assert_eq!(Severity::Info.as_str(), "info");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Danger => "danger",
        }
    }

    /// The severity named `name` (as [`Severity::as_str`] writes it,
    /// ASCII case-insensitive).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::Severity;
    /// assert_eq!(Severity::from_name("DANGER"), Some(Severity::Danger));
    /// assert_eq!(Severity::from_name("fatal"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Severity> {
        [Severity::Info, Severity::Warning, Severity::Danger]
            .into_iter()
            .find(|s| s.as_str().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! codes {
    ($($(#[$doc:meta])* $variant:ident => $name:literal,)*) => {
        /// What a [`Warning`] is about. The kebab-case names
        /// ([`Code::as_str`]) are stable.
        ///
        /// # Examples
        ///
        /// ```
        /// use urlkit::lint::Code;
        /// assert_eq!(Code::RareIpv4Form.as_str(), "rare-ipv4-form");
        /// assert_eq!(Code::from_name("rare-ipv4-form"), Some(Code::RareIpv4Form));
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Code {
            $($(#[$doc])* $variant,)*
        }

        impl Code {
            /// Every code, in declaration order.
            ///
            /// # Examples
            ///
            /// ```
            /// use urlkit::lint::Code;
            /// assert!(Code::ALL.contains(&Code::TooLong));
            /// ```
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The stable kebab-case name.
            ///
            /// # Examples
            ///
            /// ```
            /// use urlkit::lint::Code;
            /// assert_eq!(Code::PasswordInUserinfo.as_str(), "password-in-userinfo");
            /// ```
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                }
            }
        }
    };
}

codes! {
    /// A password in the userinfo (RFC 3986 §3.2.1, §7.5; RFC 1738 §6).
    PasswordInUserinfo => "password-in-userinfo",
    /// Userinfo that reads like a host name (RFC 3986 §7.6).
    UserinfoLooksLikeHost => "userinfo-looks-like-host",
    /// A port that is not the scheme's default (RFC 1738 §6).
    NonDefaultPort => "non-default-port",
    /// A port that is another service's well-known port (RFC 1738 §6).
    OtherServicePort => "other-service-port",
    /// A port over 65535.
    PortOutOfRange => "port-out-of-range",
    /// An empty port, port 0, or leading zeros.
    OddPortForm => "odd-port-form",
    /// `%0D` or `%0A`: a new protocol line once decoded.
    EncodedNewline => "encoded-newline",
    /// `%00`: C strings end there.
    EncodedNul => "encoded-nul",
    /// Another percent-encoded control character.
    EncodedControl => "encoded-control",
    /// `%2F` or `%5C` in a path segment.
    EncodedSeparator => "encoded-separator",
    /// A segment that decodes to `.` or `..`.
    EncodedDotSegment => "encoded-dot-segment",
    /// `%25` followed by two hex digits: decodes twice.
    DoubleEncoding => "double-encoding",
    /// A `.` or `..` segment left in a path.
    DotSegment => "dot-segment",
    /// More `..` segments than there are segments to climb.
    PathAboveRoot => "path-above-root",
    /// A reserved Windows device name as a segment.
    DeviceName => "device-name",
    /// A segment a file system reads as another name: `...`, a trailing
    /// dot or space, an NTFS stream (`::$DATA`), an 8.3 short name.
    FileSystemSpecial => "file-system-special",
    /// A reg-name that `inet_aton()` reads as an IPv4 address.
    RareIpv4Form => "rare-ipv4-form",
    /// A loopback, unspecified, link-local, private or mapped address.
    SpecialAddress => "special-address",
    /// An IPv6 zone identifier (`[fe80::1%25eth0]`, RFC 6874): it names an
    /// interface of the machine that wrote it, means nothing elsewhere,
    /// and RFC 9844 keeps it out of URIs on the wire.
    ZoneId => "zone-id",
    /// A percent-encoded reg-name.
    EncodedHost => "encoded-host",
    /// A host label mixing scripts.
    MixedScriptHost => "mixed-script-host",
    /// A host label that browsers show in A-labels as a possible
    /// look-alike: it fails a spoof check of Chromium's IDN display policy
    /// (whole-script confusables such as `аррӏе.com`, script mixing, digit
    /// look-alikes, ...; [`crate::idna::check_label`]); checked with the
    /// feature `idna` only.
    ConfusableHost => "confusable-host",
    /// A character that becomes a delimiter under Unicode normalization.
    LookalikeDelimiter => "lookalike-delimiter",
    /// An `xn--` label no IDNA encoder writes.
    SuspiciousPunycode => "suspicious-punycode",
    /// A host name longer than DNS allows.
    DnsLength => "dns-length",
    /// Host-like text after `#` or `?`.
    HostAfterDelimiter => "host-after-delimiter",
    /// A scheme that needs a host, without one.
    MissingHost => "missing-host",
    /// A `file` URL naming another machine.
    FileRemoteHost => "file-remote-host",
    /// A `telnet` URL with a path.
    TelnetPath => "telnet-path",
    /// An `ftp` URL with a `;type=` other than a, i or d.
    FtpType => "ftp-type",
    /// A scheme no longer in use.
    ObsoleteScheme => "obsolete-scheme",
    /// `javascript:`, `vbscript:`, or a `data:` URL of HTML, SVG or script:
    /// it runs script where it is followed (RFC 3986 §7.1).
    ScriptScheme => "script-scheme",
    /// A host name read as a scheme: `www.example.com:8080/path`.
    SchemeLooksLikeHost => "scheme-looks-like-host",
    /// A query parameter whose name suggests a secret.
    SecretInQuery => "secret-in-query",
    /// A URI longer than servers must accept.
    TooLong => "too-long",
    /// Another site's registrable domain in the subdomain part of the host
    /// (`paypal.com.secure-login.example.net`); checked with the features
    /// `psl` and `std` only.
    DeceptiveSubdomain => "deceptive-subdomain",
}

impl Code {
    /// The code named `name` (exactly as [`Code::as_str`] writes it).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::Code;
    /// assert_eq!(Code::from_name("too-long"), Some(Code::TooLong));
    /// assert_eq!(Code::from_name("Too-Long"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|c| c.as_str() == name)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One finding of [`lint`].
///
/// # Examples
///
/// ```
/// use urlkit::lint::{lint, Code, Severity};
/// use urlkit::UriRef;
///
/// let uri = UriRef::parse("ftp://anna:s3cret@ftp.example/")?;
/// let w = &lint(&uri)[0];
/// assert_eq!(w.code(), Code::PasswordInUserinfo);
/// assert_eq!(w.severity(), Severity::Danger);
/// assert_eq!(&uri.as_str()[w.span()], "s3cret");
/// assert!(w.message().contains("password"));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    code: Code,
    severity: Severity,
    start: usize,
    end: usize,
    message: String,
}

impl Warning {
    /// What the warning is about.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{lint, Code};
    /// let w = lint(&urlkit::UriRef::parse("http://h/%00")?);
    /// assert_eq!(w[0].code(), Code::EncodedNul);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn code(&self) -> Code {
        self.code
    }

    /// How bad it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{lint, Severity};
    /// let w = lint(&urlkit::UriRef::parse("http://h:8080/")?);
    /// assert_eq!(w[0].severity(), Severity::Info);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn severity(&self) -> Severity {
        self.severity
    }

    crate::span::span_accessors!(
        Warning,
        r#"let x = urlkit::lint::lint(&urlkit::UriRef::parse("http://h:25/")?)[0].clone();"#,
        9..11,
        /// The byte span, in the URI's text, of what the warning is about.
    );

    /// What is wrong, and what a consumer might do with it, in lowercase
    /// English.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::lint;
    /// let w = lint(&urlkit::UriRef::parse("http://127.1/")?);
    /// assert!(w[0].message().contains("127.0.0.1"));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} at {}..{}: {}",
            self.severity, self.code, self.start, self.end, self.message
        )
    }
}

/// Questions about a list of warnings: what [`lint`] returns (a
/// `Vec<Warning>`) and what [`Linter::warnings`] lends (a `&[Warning]`).
///
/// Import the trait to call them. `contains` reads like `Vec::contains`;
/// on a slice the slice's own `contains(&Warning)` comes first, so ask a
/// slice with `has`.
///
/// # Examples
///
/// ```
/// use urlkit::lint::{lint, Code, Linter, Warnings};
/// use urlkit::{UriRef, UriRefView};
///
/// let warnings = lint(&UriRef::parse("http://trusted.example@evil.example:8080/")?);
/// assert!(warnings.contains(Code::UserinfoLooksLikeHost));
/// assert!(warnings.has(Code::NonDefaultPort));
/// assert!(!warnings.has(Code::EncodedNul));
///
/// let mut linter = Linter::new();
/// let found = linter.lint_view(UriRefView::parse("http://h/%00")?);
/// assert!(found.has(Code::EncodedNul));
/// # Ok::<_, urlkit::ParseError>(())
/// ```
pub trait Warnings {
    /// Whether a warning of `code` is in the list.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{lint, Code, Warnings};
    /// let w = lint(&urlkit::UriRef::parse("http://h/%00")?);
    /// assert!(w.has(Code::EncodedNul));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    fn has(&self, code: Code) -> bool;

    /// Whether a warning of `code` is in the list: [`Warnings::has`].
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{lint, Code, Warnings};
    /// let w = lint(&urlkit::UriRef::parse("https://example.com/")?);
    /// assert!(!w.contains(Code::EncodedNul));
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    fn contains(&self, code: Code) -> bool {
        self.has(code)
    }
}

impl Warnings for [Warning] {
    fn has(&self, code: Code) -> bool {
        self.iter().any(|w| w.code == code)
    }
}

impl Warnings for Vec<Warning> {
    fn has(&self, code: Code) -> bool {
        self.as_slice().has(code)
    }
}

/// Lints a URI reference. Never fails; an empty list means nothing risky
/// was seen. Warnings come ordered by span start; there are at most 16 of
/// each code, and messages quote the input only through [`crate::Excerpt`]
/// (at most 40 bytes each; no message is over 400 bytes), so
/// the result stays small whatever the URI.
///
/// Time is linear in the URI's length.
///
/// # Examples
///
/// ```
/// use urlkit::lint::{lint, Code};
/// use urlkit::UriRef;
///
/// assert!(lint(&UriRef::parse("https://example.com/a/b?q=1#f")?).is_empty());
/// let w = lint(&UriRef::parse("http://trusted.example@evil.example/")?);
/// assert_eq!(w[0].code(), Code::UserinfoLooksLikeHost);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[must_use]
pub fn lint(uri: &UriRef) -> Vec<Warning> {
    lint_view(uri.as_view())
}

/// Lints a borrowed URI reference; see [`lint`].
///
/// # Examples
///
/// ```
/// use urlkit::lint::{lint_view, Code};
/// use urlkit::UriRefView;
///
/// let w = lint_view(UriRefView::parse("telnet://h/x")?);
/// assert_eq!(w[0].code(), Code::TelnetPath);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[must_use]
pub fn lint_view(uri: UriRefView<'_>) -> Vec<Warning> {
    let mut linter = Linter::new();
    linter.lint_view(uri);
    linter.into_warnings()
}

/// Lints URI references one after another, reusing its buffers: the list
/// of warnings, each warning's message and the scratch space of the
/// checks. After a few URIs have grown them, linting another allocates
/// nothing (but for `xn--` labels, which are decoded). What
/// [`Linter::lint_view`] gives is exactly what [`lint_view`] returns.
///
/// # Examples
///
/// ```
/// use urlkit::lint::{lint_view, Code, Linter, Severity};
/// use urlkit::UriRefView;
///
/// let mut linter = Linter::new();
/// for text in ["http://h:25/", "https://example.com/", "http://127.1/"] {
///     let uri = UriRefView::parse(text)?;
///     assert_eq!(linter.lint_view(uri), lint_view(uri).as_slice());
/// }
/// linter.retain(|w| w.severity() >= Severity::Danger);
/// assert_eq!(linter.warnings()[0].code(), Code::RareIpv4Form);
/// # Ok::<_, urlkit::ParseError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Linter {
    /// The warnings of the last URI (the first `len`), then spare slots
    /// whose messages keep their buffers.
    slots: Vec<Warning>,
    len: usize,
    /// Scratch: a host name in lowercase.
    lower: String,
    /// Scratch: a segment decoded once and twice.
    decoded: [Vec<u8>; 2],
}

impl Linter {
    /// A linter with empty buffers (allocates nothing).
    ///
    /// # Examples
    ///
    /// ```
    /// let linter = urlkit::lint::Linter::new();
    /// assert!(linter.warnings().is_empty());
    /// ```
    #[must_use]
    pub const fn new() -> Linter {
        Linter {
            slots: Vec::new(),
            len: 0,
            lower: String::new(),
            decoded: [Vec::new(), Vec::new()],
        }
    }

    /// Lints a borrowed URI reference, as [`lint_view`] does, into this
    /// linter's buffers: the warnings, ordered by span start, until the
    /// next call.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{Code, Linter};
    /// let mut linter = Linter::new();
    /// let w = linter.lint_view(urlkit::UriRefView::parse("telnet://h/x")?);
    /// assert_eq!(w[0].code(), Code::TelnetPath);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn lint_view(&mut self, uri: UriRefView<'_>) -> &[Warning] {
        let [d0, d1] = &mut self.decoded;
        let mut cx = Cx {
            uri,
            at: uri.parts(),
            scheme: uri.scheme(),
            out: core::mem::take(&mut self.slots),
            len: 0,
            lower: core::mem::take(&mut self.lower),
            decoded: [core::mem::take(d0), core::mem::take(d1)],
        };
        scheme::check(&mut cx);
        authority::check(&mut cx);
        #[cfg(all(feature = "psl", feature = "std"))]
        site::check(&mut cx, crate::site::List::shared());
        path::check(&mut cx);
        if uri.as_str().len() > MAX_LEN {
            let len = uri.as_str().len();
            cx.warn(
                Code::TooLong,
                Severity::Warning,
                0,
                len,
                format_args!(
                    "URI is {len} bytes: RFC 9110 §4.1 only asks software to accept {MAX_LEN}; longer ones may be cut or refused"
                ),
            );
        }
        let found = cx.out.get_mut(..cx.len).unwrap_or_default();
        found.sort_by_key(|w| (w.start, w.code));
        self.slots = cx.out;
        self.len = cx.len;
        self.lower = cx.lower;
        self.decoded = cx.decoded;
        self.warnings()
    }

    /// The warnings of the last URI linted (none before the first).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::Linter;
    /// let mut linter = Linter::new();
    /// linter.lint_view(urlkit::UriRefView::parse("http://h:8080/")?);
    /// assert_eq!(linter.warnings().len(), 1);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn warnings(&self) -> &[Warning] {
        self.slots.get(..self.len).unwrap_or_default()
    }

    /// Keeps only the warnings `keep` says yes to, in their order (their
    /// buffers stay for the next URI).
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::{Linter, Severity};
    /// let mut linter = Linter::new();
    /// linter.lint_view(urlkit::UriRefView::parse("http://h:8080/")?);
    /// linter.retain(|w| w.severity() > Severity::Info);
    /// assert!(linter.warnings().is_empty());
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    pub fn retain(&mut self, mut keep: impl FnMut(&Warning) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if self.slots.get(i).is_some_and(&mut keep) {
                self.slots.swap(kept, i);
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// The warnings of the last URI linted, owned.
    ///
    /// # Examples
    ///
    /// ```
    /// use urlkit::lint::Linter;
    /// let mut linter = Linter::new();
    /// linter.lint_view(urlkit::UriRefView::parse("http://h:8080/")?);
    /// assert_eq!(linter.into_warnings().len(), 1);
    /// # Ok::<_, urlkit::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_warnings(mut self) -> Vec<Warning> {
        self.slots.truncate(self.len);
        self.slots
    }
}

/// The most warnings of one code for one URI: a URI with a million `..`
/// segments gets a bounded list, not a million warnings.
const MAX_PER_CODE: usize = 16;

/// RFC 9110 §4.1: "at a minimum, URIs with lengths of 8000 octets".
const MAX_LEN: usize = 8000;

/// What the checks share: the URI, where its components stand, its
/// scheme, the warnings so far (the first `len` of `out`; the others are
/// spare slots) and scratch buffers.
pub(crate) struct Cx<'a> {
    pub(crate) uri: UriRefView<'a>,
    pub(crate) at: Parts<'a>,
    pub(crate) scheme: Option<&'a str>,
    out: Vec<Warning>,
    len: usize,
    /// Scratch for a lowercase host name.
    pub(crate) lower: String,
    /// Scratch for a segment decoded once and twice.
    pub(crate) decoded: [Vec<u8>; 2],
}

impl Cx<'_> {
    /// Adds a warning, unless there are [`MAX_PER_CODE`] of `code`
    /// already: the one place a warning is made. Its message is written
    /// into a spare slot's buffer when there is one.
    pub(crate) fn warn(
        &mut self,
        code: Code,
        severity: Severity,
        start: usize,
        end: usize,
        message: fmt::Arguments<'_>,
    ) {
        let found = self.out.get(..self.len).unwrap_or_default();
        if found.iter().filter(|w| w.code == code).count() >= MAX_PER_CODE {
            return;
        }
        match self.out.get_mut(self.len) {
            Some(w) => {
                w.code = code;
                w.severity = severity;
                w.start = start;
                w.end = end;
                w.message.clear();
                // Writing into a String cannot fail.
                let _ = fmt::Write::write_fmt(&mut w.message, message);
            }
            None => self.out.push(Warning {
                code,
                severity,
                start,
                end,
                message: alloc::fmt::format(message),
            }),
        }
        self.len += 1;
    }

    /// Whether the scheme is `name` (lowercase), ignoring ASCII case.
    pub(crate) fn scheme_is(&self, name: &str) -> bool {
        self.scheme.is_some_and(|s| s.eq_ignore_ascii_case(name))
    }
}

/// Shows `T` with ASCII letters in lowercase: the scheme in messages, as
/// RFC 3986 §3.1 writes it, without a lowercase copy.
pub(crate) struct Lower<T>(pub(crate) T);

impl<T: fmt::Display> fmt::Display for Lower<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct W<'a, 'b>(&'a mut fmt::Formatter<'b>);
        impl fmt::Write for W<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                for c in s.chars() {
                    self.0.write_char(c.to_ascii_lowercase())?;
                }
                Ok(())
            }
        }
        fmt::Write::write_fmt(&mut W(f), format_args!("{}", self.0))
    }
}
