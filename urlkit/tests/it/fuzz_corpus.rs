//! Runs every seed of the fuzz corpus (`fuzz/seeds/`) through the same
//! assertion functions as the cargo-fuzz targets, so that `cargo test`
//! checks the promises on stable Rust without libFuzzer.

use crate::checks;

use std::path::{Path, PathBuf};

/// Every file of `fuzz/seeds/<family>/`, sorted, with its bytes.
fn seeds(family: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/seeds")
        .join(family);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .collect();
    paths.sort();
    let out: Vec<_> = paths
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).expect("readable seed");
            (p, bytes)
        })
        .collect();
    assert!(
        out.len() >= 40,
        "seed corpus {family} has only {} files",
        out.len()
    );
    out
}

/// Runs `check` on every seed of `family`, naming the seed that fails;
/// returns what each call returned.
fn run<T>(family: &str, check: fn(&[u8]) -> T) -> Vec<T> {
    let mut out = Vec::new();
    for (path, bytes) in seeds(family) {
        let result = std::panic::catch_unwind(|| check(&bytes));
        match result {
            Ok(t) => out.push(t),
            Err(e) => {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                panic!("{}: {msg}", path.display());
            }
        }
    }
    out
}

#[test]
fn parse_promises_hold_on_every_seed() {
    run("uri", checks::parse);
}

#[test]
fn peers_agree_on_every_seed() {
    run("uri", checks::differential);
}

#[test]
fn pct_promises_hold_on_every_seed() {
    run("uri", checks::pct);
}

#[test]
fn builder_promises_hold_on_every_seed() {
    let built = run("build", checks::build)
        .into_iter()
        .filter(|b| *b)
        .count();
    assert!(
        built > 100,
        "only {built} build seeds built: the checks see too little"
    );
}

#[test]
fn setter_promises_hold_on_every_seed() {
    let ops: usize = run("edit", checks::edit).into_iter().sum();
    assert!(
        ops > 200,
        "only {ops} setter operations succeeded on the seeds"
    );
}

#[test]
fn rfc1738_views_hold_on_every_seed() {
    let views = run("uri", checks::views).into_iter().filter(|v| *v).count();
    assert!(views > 50, "only {views} seeds had a valid RFC 1738 view");
}

#[test]
fn resolution_promises_hold_on_every_seed() {
    let resolved = run("pair", checks::resolve)
        .into_iter()
        .filter(|r| *r)
        .count();
    assert!(resolved > 200, "only {resolved} pair seeds resolved");
}

#[test]
fn resolution_agrees_with_peers_on_every_seed() {
    run("pair", checks::differential_resolve);
}

#[test]
fn normalization_promises_hold_on_every_seed() {
    run("uri", checks::normalize);
}

#[test]
fn make_relative_round_trips_on_every_seed() {
    run("pair", checks::make_relative);
}

#[test]
fn extraction_promises_hold_on_every_seed() {
    run("uri", checks::extract);
    run("text", checks::extract);
}

#[test]
fn lint_promises_hold_on_every_seed() {
    run("uri", checks::lint);
}

#[test]
fn iri_promises_hold_on_every_seed() {
    run("iri", checks::iri);
    run("uri", checks::iri);
}

#[test]
fn to_uri_promises_hold_on_every_seed() {
    run("iri", checks::to_uri);
    run("uri", checks::to_uri);
}

#[test]
fn idna_promises_hold_on_every_seed() {
    run("idna", checks::idna);
}

#[test]
fn display_promises_hold_on_every_seed() {
    run("display", checks::display);
    run("idna", checks::display);
    run("uri", checks::display);
}

#[test]
fn check_label_promises_hold_on_every_seed() {
    run("label", checks::check_label);
    run("idna", checks::check_label);
}

#[test]
fn site_promises_hold_on_every_seed() {
    run("site", checks::site);
}

#[test]
fn repair_promises_hold_on_every_seed() {
    run("uri", checks::repair);
    run("text", checks::repair);
}

#[test]
fn repair_agrees_with_whatwg_on_every_seed() {
    let differences = run("uri", checks::repair_url);
    // The seeds hold URIs WHATWG normalizes otherwise: the classifier is
    // exercised, not only the agreement.
    assert!(differences.iter().any(Option::is_some));
}

#[test]
fn spliced_setters_equal_the_twin_on_every_seed() {
    let ops: usize = run("edit", checks::splice).into_iter().sum();
    assert!(ops > 40, "only {ops} edits succeeded on the seeds");
}

#[test]
fn join_promises_hold_on_every_seed() {
    let joined = run("pair", checks::join).into_iter().filter(|j| *j).count();
    assert!(joined > 20, "only {joined} seeds joined");
}

#[test]
fn sql_function_rows_hold_on_every_seed() {
    let valid: usize = run("pair", checks::sql).into_iter().sum();
    assert!(
        valid > 200,
        "only {valid} valid arguments in the pair seeds"
    );
    run("uri", checks::sql);
}

#[test]
fn template_promises_hold_on_every_seed() {
    let matched = run("template", checks::template)
        .into_iter()
        .filter(|m| *m)
        .count();
    assert!(
        matched > 40,
        "only {matched} template seeds reached the matcher"
    );
}

#[test]
fn lenient_join_promises_hold_on_every_seed() {
    let joined = run("join_lenient", checks::join_lenient)
        .into_iter()
        .filter(|j| *j)
        .count();
    assert!(joined > 40, "only {joined} lenient seeds joined");
    let joined = run("pair", checks::join_lenient)
        .into_iter()
        .filter(|j| *j)
        .count();
    assert!(joined > 20, "only {joined} pair seeds joined");
}
