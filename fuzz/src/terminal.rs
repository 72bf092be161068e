//! The command line's rule for text that cannot drive a terminal
//! (`urlkit-cli/src/output/terminal.rs`, included here: the command line
//! is a binary, which this crate cannot link), and its fuzz check. The
//! whole binary is held to the rule by `urlkit-cli/tests/it/terminal_cli.rs`.

#[path = "../../urlkit-cli/src/output/terminal.rs"]
#[allow(dead_code)]
mod rule;

/// Any text, written for people, holds no unsafe character; decoded text
/// written for people comes back exactly; and `first_unsafe` finds the
/// first character the rule names.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut shown = String::new();
    rule::push_visible(&mut shown, &text);
    assert!(!shown.chars().any(rule::is_unsafe), "{shown:?}");
    let decoded = rule::visible_decoded(&text);
    assert!(!decoded.chars().any(rule::is_unsafe), "{decoded:?}");
    assert_eq!(
        rule::undo_visible_decoded(&decoded).as_deref(),
        Some(&*text)
    );
    let want = text
        .char_indices()
        .find(|&(_, c)| rule::is_unsafe(c))
        .map(|(i, _)| i);
    assert_eq!(rule::first_unsafe(&text), want);
}
