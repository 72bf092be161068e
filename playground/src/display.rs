//! The safe display form of a valid URI reference
//! (`urlkit::UriRefView::to_display`): the URI as a person should read it,
//! each host label in Unicode only where Chromium's IDN display policy
//! would show it, and why each other label stays in A-labels.

use serde_json::{json, Value};
use urlkit::UriRefView;

use crate::text::long;

/// The display form of `parsed`, and for each label kept in A-labels its
/// text, its Unicode form (when ToUnicode gives one), the rule's short
/// name and the reason for people. Null when there is no valid reference.
///
/// # Examples
///
/// ```
/// use urlkit::UriRefView;
/// use urlkit_playground::display::display;
///
/// let shown = display(UriRefView::parse("http://xn--bcher-kva.example/%C3%A4").ok());
/// assert_eq!(shown["text"], "http://bücher.example/ä");
/// // All Cyrillic letters that look like "apple", under .com: kept.
/// let shown = display(UriRefView::parse("http://xn--80ak6aa92e.com/").ok());
/// assert_eq!(shown["text"], "http://xn--80ak6aa92e.com/");
/// assert_eq!(shown["kept"][0]["code"], "whole-script-confusable");
/// assert!(display(None).is_null());
/// ```
pub fn display(parsed: Option<UriRefView<'_>>) -> Value {
    let Some(uri) = parsed else {
        return Value::Null;
    };
    let shown = uri.to_display();
    let kept: Vec<Value> = shown
        .kept()
        .iter()
        .map(|k| {
            json!({
                "label": long(k.label()),
                "unicode": k.unicode().map_or(Value::Null, long),
                "code": k.reason().code(),
                "reason": k.to_string(),
            })
        })
        .collect();
    json!({ "text": long(shown.as_str()), "kept": kept })
}
