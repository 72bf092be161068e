//! Sites on the command line, run as the real binary: the placeholders
//! `{domain}`, `{suffix}`, `{subdomain}` of `parse` and `edit --format`,
//! `stats --by site`, `--psl FILE` and `--icann-only`.

use crate::common::{code, json_lines, run, stdout_lines, temp_dir};

const FMT: &str = "{subdomain}|{domain}|{suffix}";

#[test]
fn parse_format_site_placeholders() {
    let out = run(
        &[
            "parse",
            "--format",
            FMT,
            "https://News.BBC.co.uk/x",
            "https://a.github.io/",
            "http://192.168.1.1/",
            "http://co.uk./",
            "mailto:a@b.example",
        ],
        b"",
    );
    assert_eq!(code(&out), 0);
    assert_eq!(
        stdout_lines(&out),
        [
            "News|BBC.co.uk|co.uk",
            "|a.github.io|github.io",
            "||",
            "||co.uk.",
            "||"
        ]
    );
}

#[test]
fn icann_only_and_iri_input() {
    let out = run(
        &[
            "parse",
            "--icann-only",
            "--format",
            FMT,
            "https://a.b.github.io/",
        ],
        b"",
    );
    assert_eq!(stdout_lines(&out), ["a.b|github.io|io"]);
    // An IRI's host is worked on as the URI it maps to: A-labels.
    let out = run(
        &[
            "parse",
            "--iri",
            "--format",
            "{domain}",
            "http://www.食狮.公司.cn/",
        ],
        b"",
    );
    assert_eq!(stdout_lines(&out), ["xn--85x722f.xn--55qx5d.cn"]);
}

#[test]
fn edit_format_reads_the_edited_host() {
    let out = run(
        &[
            "edit",
            "--set",
            "host=x.example.co.uk",
            "--format",
            "{domain}",
            "http://a.b/",
        ],
        b"",
    );
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_lines(&out), ["example.co.uk"]);
}

#[test]
fn psl_file_replaces_the_built_in_list() {
    let dir = temp_dir("site_cli", "psl");
    let list = dir.join("list.dat");
    std::fs::write(&list, "// ===BEGIN ICANN DOMAINS===\nexample\n*.zz\n").unwrap();
    let list = list.to_str().unwrap();
    let out = run(
        &[
            "parse",
            "--psl",
            list,
            "--format",
            FMT,
            "a.b.example",
            "http://a.b.c.zz/",
            "http://x.co.uk/",
        ],
        b"",
    );
    // `co.uk` is not in the file: `uk` is a suffix by the implicit rule.
    assert_eq!(stdout_lines(&out), ["||", "a|b.c.zz|c.zz", "x|co.uk|uk"]);
    // A bad list is a usage error naming the file and the line.
    let bad = dir.join("bad.dat");
    std::fs::write(&bad, "com\n!uk\n").unwrap();
    let out = run(&["parse", "--psl", bad.to_str().unwrap(), "http://a/"], b"");
    assert_eq!(code(&out), 2);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.dat") && err.contains("line 2"), "{err}");
    let out = run(
        &["parse", "--psl", "/nonexistent/list.dat", "http://a/"],
        b"",
    );
    assert_eq!(code(&out), 2);
}

#[test]
fn stats_by_site() {
    let input = b"https://www.BBC.co.uk/\nhttp://news.bbc.co.uk./x\nhttps://a.github.io/\nhttps://b.github.io/\nhttp://[::1]/\nurn:x\n";
    let out = run(&["stats", "--by", "site", "--json"], input);
    assert_eq!(code(&out), 0);
    let obj = &json_lines(&out)[0];
    let sites = &obj["sites"];
    assert_eq!(sites["bbc.co.uk"], 2, "{obj}");
    assert_eq!(sites["a.github.io"], 1, "{obj}");
    assert_eq!(sites["<no-site>"], 1, "{obj}");
    assert_eq!(sites["<none>"], 1, "{obj}");
    let out = run(&["stats", "--by", "site", "--icann-only", "--json"], input);
    assert_eq!(json_lines(&out)[0]["sites"]["github.io"], 2);
    // Without --by site there is no such table.
    let out = run(&["stats", "--json"], input);
    assert!(json_lines(&out)[0].get("sites").is_none());
    // For people: a `site` table.
    let out = run(&["stats", "--by", "site"], input);
    assert!(stdout_lines(&out).iter().any(|l| l.contains("bbc.co.uk")));
}

#[test]
fn lint_warns_about_deceptive_subdomains() {
    let out = run(
        &[
            "lint",
            "--json",
            "http://paypal.com.secure-login.example.net/",
        ],
        b"",
    );
    let lines = json_lines(&out);
    let warnings = lines[0]["warnings"].as_array().expect("a list");
    let w = warnings
        .iter()
        .find(|w| w["code"] == "deceptive-subdomain")
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert_eq!((&w["start"], &w["end"]), (&7.into(), &17.into()), "{w}");
    assert_eq!(code(&out), 1);
}
