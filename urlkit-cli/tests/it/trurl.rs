//! trurl's own test cases, converted to `urlkit edit` (see
//! `tests/data/PROVENANCE.md`): every case runs, prints what is recorded,
//! and either prints exactly what trurl prints or names the RFC reason it
//! does not.

use serde_json::Value;

use crate::common::run;

#[test]
fn trurl_cases_pass_or_differ_for_a_stated_reason() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/trurl/cases.json");
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(cases.len() >= 80, "{}", cases.len());
    let mut wrong = Vec::new();
    let mut same = 0;
    for case in &cases {
        let args: Vec<&str> = case["urlkit_args"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        let out = run(&args, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let ok = out.status.success();
        let want_ok = case["urlkit_status"] == 0;
        if stdout != case["urlkit_stdout"].as_str().unwrap() || ok != want_ok {
            wrong.push(format!("{args:?}: got {stdout:?} (ok {ok})"));
        }
        let trurl_ok = case["trurl_status"] == 0;
        let agrees = stdout == case["trurl_stdout"].as_str().unwrap() && ok == trurl_ok;
        match (agrees, case["difference"].as_str()) {
            (true, None) => same += 1,
            (false, Some(reason)) => assert!(reason.contains("RFC"), "{reason}"),
            (true, Some(_)) => wrong.push(format!("{args:?}: agrees with trurl now")),
            (false, None) => wrong.push(format!("{args:?}: differs from trurl, no reason")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(same >= 38, "{same}");
}
