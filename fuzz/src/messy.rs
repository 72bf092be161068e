//! Messy variants of a valid URL, as people paste them: the inputs of the
//! repair mode's differential test (`urlkit/tests/it/repair_differential.rs`)
//! and of its benchmark (`bench/`, group `repair-messy`), which both
//! include this file, so that the two measure and check the same inputs.

/// The `n % 10`-th messy variant of `url`: surrounding space, a tab or
/// newline inside, spaces and `|"<>^{}` in the path, query or fragment,
/// backslashes, non-ASCII text, a stray `%`, a control character.
///
/// ```text
/// messy("http://h/a", 2) == "http://h/a copy"
/// ```
pub fn messy(url: &str, n: usize) -> String {
    let mut cut = url.len() * 2 / 3;
    while !url.is_char_boundary(cut) {
        cut -= 1;
    }
    let (a, b) = url.split_at(cut);
    match n % 10 {
        0 => format!("  {url}\n"),
        1 => format!("{a}\t{b}"),
        2 => format!("{url} copy"),
        3 => format!("{url}?q=a|b\"c\"<d>"),
        4 => format!("{url}#frag ment^{{x}}"),
        5 => url.replacen("://", ":\\\\", 1).replace('/', "\\"),
        6 => format!("{url}/Köln/日本"),
        7 => format!("{url}?discount=50%"),
        8 => format!("{a}\r\n{b}`"),
        _ => format!("\u{1}{url}/a%zzb "),
    }
}
