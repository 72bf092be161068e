//! The names the command line gives a URI's components: one table,
//! [`Name::TABLE`], that `edit --set`, `edit --unset` and the `--format`
//! placeholders of `parse` and `edit` all read.
//!
//! This module knows URIs (the library's views) and nothing of the command
//! line: the arguments (`args.rs`) parse option values with it, and the
//! subcommands and templates read components with [`Name::of`].

use urlkit::UriRefView;

/// A component as `--set`, `--unset` and the placeholders name it: the
/// five of RFC 3986 §3, the userinfo's two halves and the authority's
/// host and port (§3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// `scheme`.
    Scheme,
    /// `userinfo`.
    Userinfo,
    /// `user`: the userinfo before its first `:`.
    User,
    /// `password`: the userinfo after its first `:`.
    Password,
    /// `host`.
    Host,
    /// `port`.
    Port,
    /// `path`.
    Path,
    /// `query`.
    Query,
    /// `fragment`.
    Fragment,
}

impl Name {
    /// Every component name, in the order of a URI (and of `--help`): the
    /// one place these names are written.
    pub const TABLE: [(&'static str, Name); 9] = [
        ("scheme", Name::Scheme),
        ("userinfo", Name::Userinfo),
        ("user", Name::User),
        ("password", Name::Password),
        ("host", Name::Host),
        ("port", Name::Port),
        ("path", Name::Path),
        ("query", Name::Query),
        ("fragment", Name::Fragment),
    ];

    /// The components `--unset` removes: those that may be absent without
    /// changing what else the URI is (RFC 3986 §3: a scheme is required, a
    /// host is what an authority is, a path is always there).
    pub const UNSET: [Name; 6] = [
        Name::Userinfo,
        Name::User,
        Name::Password,
        Name::Port,
        Name::Query,
        Name::Fragment,
    ];

    /// The component a name stands for, `None` for an unknown name.
    ///
    /// ```text
    /// Name::from_name("host") == Some(Name::Host)
    /// ```
    pub fn from_name(name: &str) -> Option<Name> {
        Name::TABLE
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }

    /// The component's name, as the command line writes it.
    pub fn name(self) -> &'static str {
        Name::TABLE
            .iter()
            .find(|(_, n)| *n == self)
            .map_or("", |(s, _)| s)
    }

    /// Every name, space-separated (for messages).
    pub fn all_names() -> String {
        Name::TABLE.map(|(n, _)| n).join(" ")
    }

    /// The component's raw text in `r`, `None` when absent.
    pub fn of(self, r: UriRefView<'_>) -> Option<&str> {
        match self {
            Name::Scheme => r.scheme(),
            Name::Userinfo => r.userinfo(),
            Name::User => r
                .userinfo()
                .map(|u| u.split_once(':').map_or(u, |(a, _)| a)),
            Name::Password => r.userinfo().and_then(|u| u.split_once(':')).map(|(_, p)| p),
            Name::Host => r.host(),
            Name::Port => r.port(),
            Name::Path => Some(r.path()),
            Name::Query => r.query(),
            Name::Fragment => r.fragment(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_its_component() {
        for (name, component) in Name::TABLE {
            assert_eq!(Name::from_name(name), Some(component));
            assert_eq!(component.name(), name);
        }
        assert_eq!(Name::from_name("authority"), None);
        assert_eq!(Name::from_name("Host"), None);
    }

    #[test]
    fn components_are_read_as_written() {
        let r = UriRefView::parse("http://u:p:q@h:8/a?b#c").unwrap();
        let got: Vec<Option<&str>> = Name::TABLE.iter().map(|(_, n)| n.of(r)).collect();
        let want = [
            Some("http"),
            Some("u:p:q"),
            Some("u"),
            Some("p:q"),
            Some("h"),
            Some("8"),
            Some("/a"),
            Some("b"),
            Some("c"),
        ];
        assert_eq!(got, want);
        let bare = UriRefView::parse("a").unwrap();
        assert_eq!(Name::Password.of(bare), None);
        assert_eq!(Name::Path.of(bare), Some("a"));
    }
}
