//! Every component of a reference, raw and owned, for comparing before and
//! after an edit. Shared by the `build` and `splice` modules.

use urlkit::UriRef;

/// The text of every component, `None` when absent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub scheme: Option<String>,
    pub userinfo: Option<String>,
    pub host: Option<String>,
    pub port: Option<String>,
    pub path: String,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

pub fn snapshot(r: &UriRef) -> Snapshot {
    let own = |s: Option<&str>| s.map(str::to_owned);
    Snapshot {
        scheme: own(r.scheme()),
        userinfo: own(r.userinfo()),
        host: own(r.host()),
        port: own(r.port()),
        path: r.path().to_owned(),
        query: own(r.query()),
        fragment: own(r.fragment()),
    }
}
