//! `urlkit template expand` and `urlkit template match`, run as the real
//! binary (the contract is in docs/cli.md, whose examples docs.rs runs).

use crate::common::{code, json_lines, run, stdout_lines, temp_dir, text};

#[test]
fn expand_from_arguments_and_from_json() {
    let out = run(&["template", "expand", "{/a}{?b}", "a=x y", "b=é"], b"");
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_lines(&out), ["/x%20y?b=%C3%A9"]);

    let stdin = b"{\"l\":[\"a\",\"b\"],\"m\":{\"k\":\"v\",\"a\":\"1\"}}\n{\n  \"l\": \"one\"\n}\n{\"l\":null,\"m\":true}\n";
    let out = run(&["template", "expand", "/x{?l,m*}"], stdin);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    // The object's members keep their order; a value over several lines is
    // one expansion; null is undefined, a boolean its text.
    assert_eq!(
        stdout_lines(&out),
        ["/x?l=a,b&k=v&a=1", "/x?l=one", "/x?m=true"]
    );
}

#[test]
fn expand_reads_json_lines_from_input_files() {
    let dir = temp_dir("template_cli", "input");
    let file = dir.join("values.jsonl");
    std::fs::write(&file, "{\"id\":1}\n{\"id\":2}\n").unwrap();
    let path = file.to_str().unwrap();
    let out = run(
        &["template", "expand", "-i", path, "/items{/id}"],
        b"{\"id\":9}",
    );
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_lines(&out), ["/items/1", "/items/2"]);
}

#[test]
fn expand_reports_each_failure_and_goes_on() {
    let stdin = b"{\"x\":\"a#b#c\"}\n{\"k\":[\"a\"]}\n[1]\n{\"x\":\"ok\"}\n{\"x\":[[1]]}\n{\"x\":";
    let out = run(&["template", "expand", "--json", "{+x}{k:1}"], stdin);
    assert_eq!(code(&out), 1);
    let lines = json_lines(&out);
    let kinds: Vec<&str> = lines
        .iter()
        .map(|l| l["error"]["kind"].as_str().unwrap_or("ok"))
        .collect();
    assert_eq!(
        kinds,
        [
            "not-reference",
            "prefix-of-composite",
            "invalid-value",
            "ok",
            "invalid-value",
            "invalid-json"
        ]
    );
    assert_eq!(lines[0]["error"]["index"], 3);
    assert_eq!(lines[1]["error"]["index"], 5);
    assert_eq!(lines[3]["result"], "ok");

    // Without --json: results on stdout, messages on stderr.
    let out = run(
        &["template", "expand", "{+x}"],
        b"{\"x\":\"a#b#c\"}\n{\"x\":\"b\"}\n",
    );
    assert_eq!(code(&out), 1);
    assert_eq!(stdout_lines(&out), ["b"]);
    assert!(
        text(&out.stderr).contains("not a URI reference"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn expand_iri_keeps_non_ascii() {
    let out = run(&["template", "expand", "--iri", "/café{/w}", "w=ü x"], b"");
    assert_eq!(stdout_lines(&out), ["/café/ü%20x"]);
    let out = run(&["template", "expand", "/café{/w}", "w=ü x"], b"");
    assert_eq!(stdout_lines(&out), ["/caf%C3%A9/%C3%BC%20x"]);
}

#[test]
fn usage_errors_exit_2_with_the_position() {
    let out = run(&["template", "expand", "{x.}", "x=1"], b"");
    assert_eq!(code(&out), 2);
    assert!(
        text(&out.stderr).contains("at index 3"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&["template", "expand", "{x}", "x"], b"");
    assert_eq!(code(&out), 2);
    let out = run(&["template", "expand", "{x}", "x=1", "x=2"], b"");
    assert_eq!(code(&out), 2);
    let out = run(&["template", "match", "/a{/b*}/c", "/a/b/c"], b"");
    assert_eq!(code(&out), 2);
    assert!(
        text(&out.stderr).contains("separator"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn match_prints_values_in_template_order() {
    let stdin = b"/s/b%20c?q=1&x=2\n/s/a\n/other\n\xff\n";
    let out = run(&["template", "match", "/s{/z,a}{?q}{&rest*}"], stdin);
    assert_eq!(code(&out), 1);
    assert_eq!(
        stdout_lines(&out),
        [
            r#"{"uri":"/s/b%20c?q=1&x=2","matched":true,"values":{"z":"b c","q":"1","rest":{"x":"2"}}}"#,
            r#"{"uri":"/s/a","matched":true,"values":{"z":"a"}}"#,
            r#"{"uri":"/other","matched":false}"#,
            r#"{"uri":"�","matched":false}"#,
        ]
    );
    let out = run(&["template", "match", "/s{/z}", "/s/a"], b"");
    assert_eq!(code(&out), 0);
}

#[test]
fn match_iri_reads_the_uri_it_maps_to() {
    let out = run(
        &["template", "match", "--iri", "/w{/word}", "/w/drücken"],
        b"",
    );
    assert_eq!(code(&out), 0);
    assert_eq!(json_lines(&out)[0]["values"]["word"], "drücken");
}

/// What expand writes, match reads back.
#[test]
fn expand_then_match_round_trips() {
    let t = "/repos{/owner,repo}/issues{?state,labels*}";
    let out = run(
        &["template", "expand", t],
        b"{\"owner\":\"a b\",\"repo\":\"r\",\"state\":\"open\",\"labels\":[\"x\",\"y z\"]}",
    );
    let uri = stdout_lines(&out)[0].to_owned();
    let out = run(&["template", "match", t, &uri], b"");
    let v = &json_lines(&out)[0]["values"];
    assert_eq!(v["owner"], "a b");
    assert_eq!(v["labels"][1], "y z");
}
