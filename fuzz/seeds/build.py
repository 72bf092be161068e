#!/usr/bin/env python3
"""Builds the checked-in seed corpus from what the repository holds: the
conformance vectors of urlkit/tests/data/ and a sample of the real-world
URL lists of data/urls/.

Run from anywhere (paths are relative to this file):

    python3 fuzz/seeds/build.py

Writes one small file per distinct input:
  fuzz/seeds/uri/   single URI references (parse, normalize, encode, views...)
  fuzz/seeds/pair/  "base\\nreference" pairs (resolve, make_relative)
  fuzz/seeds/edit/  a reference, then one setter operation per line
  fuzz/seeds/text/  free text with URIs in it (extract)
  fuzz/seeds/build/ scheme, userinfo, host, port, path, query, fragment,
                    one per line ("\x7f" = not set)
Entries whose only source is uriparser's LGPL test suite are left out
(urlkit/tests/data/ no longer holds them; the check stays). File names are the first 16 hex digits of the
SHA-1 of the content, as libFuzzer names its own corpus files.
"""
import hashlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "../..")
VECTORS = os.path.join(ROOT, "urlkit/tests/data")
URL_LISTS = os.path.join(ROOT, "data/urls")
# Every URL_SAMPLE-th line of each list in data/urls/ becomes a uri seed.
URL_SAMPLE = 1000

# Rule-level vectors are seeded through a URI that puts the text in place.
WRAP = {
    None: "{}",
    "URI": "{}",
    "absolute-URI": "{}",
    "relative-ref": "{}",
    "authority": "//{}",
    "IPv6address": "//[{}]",
    "IPv4address": "//{}",
    "IPvFuture": "//[{}]",
    "scheme": "{}:",
    "userinfo": "//{}@h",
    "reg-name": "//{}",
    "port": "//h:{}",
    "query": "?{}",
    "fragment": "#{}",
}

# The example inputs of the bug classes of docs/security.md (facts from
# public advisories), so the fuzzer starts from the known attack shapes.
SECURITY = [
    "http://example.com#@evil.com/x",
    "http://1.2.3.4:81#@5.6.7.8:82/aaa/b?q",
    "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/",
    "http://127.1.1.1:80\\@127.2.2.2:80/",
    "http://127.0.0.1:11211:80/",
    "http://h:65536/",
    "http://good.com[malicious.com]/",
    "http://prefix.[v1.example]/",
    "http://[::1]evil.com/",
    "http://[::1]:80@evil/",
    "//[::44.1",
    "http://[]",
    "http://[:]",
    "http://example.com%2F10.0.0.1/",
    "http://%6c%6f%63%61%6c%68%6f%73%74/",
    "http://host/path%2f..%2f/",
    " https://example.com",
    "http://exa\tmple.com/",
    "http://h/\r\nSLAVEOF x",
    "http://:80",
    "http://hej../",
    "http://@/127.0.0.1",
    "ldap://127.0.0.1#.evil.com/a",
    "http://my_service.internal:8080/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "file:#",
    "m://",
    "a:/.//c",
    "gopher://127.0.0.1:6379/_SET%20k%20v%0D%0A",
    "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
    "http://[fe80::1%25eth0]/",
    "http://[v7.:]/",
    # Found by the normalize target: RFC 5952 §5 writes an IPv4-mapped
    # address dotted, which is longer than the hex groups.
    "//[::FFFF:10FF:15]",
    "//[0::FFFF:F:15]",
    # Found by the lint target: odd-port-form quoted the whole port.
    "//:" + "0" * 338,
    # Found by repair_url: WHATWG collapses a file URL's leading empty
    # segment after a host.
    "file://doc//apiintl.md",
    "file://doc//a%/b#x%#y",
    "file://///",
    "file://m://meeti.gam`le.s:",
    "file://d:#\x00\x00\x00\x00",
    "file://d:\x00\x00\x00\x00",
    "file://dhtt\\p:\\\\\\\\\\\\\\news\\#\\\\\\\\\\\\\\\\\\\\\\\\\\[\\\\\\\\\\news\\\\\\\\#y",
    # Found by repair_url: with IDNA, the repair writes A-labels for the
    # host of any scheme; WHATWG percent-encodes a non-special one.
    "httpax20://☃.cqm",
    # Found by repair_url: WHATWG drops an empty password.
    "fyf://e:@E",
    "TP://USER:@AS-e.ɣ/./:3efra",
    # Found by repair_url: the url crate keeps a drive-letter segment
    # against `..` in any scheme.
    # (with a segment `%50:` that decodes to a drive letter as well)
    "TP://USER:@AS*esers/isaacs/de+/tapjs/cs/de+/tTPe:////////%50://USER:@AS-esers/isaacs/de+/tapjs/cs/`e+/t1jT\x00\x00\x00://*%1B%1C%2F!0A.%2FHTTP://USE./..6../j/k/\x00\x00\x00\x00\x00../a%2b%2C$2f%3A.o../m:/0//../../../../l00%0f0%3A.org/j",
    "TP://\x01\x00\x00FA\x00S:O@o--.ɣ/.//%55file:/Y|\\\x00\x00:/0//../../../2.//.t",
    "HTTP://USE./../../j/k/l/../../../../m:/0//../../../../j/k/l/../..//../"
    "../.H.k/l/../../../../ml/.abfo/../../../,./j/k/l/../..//../../../../j/k/"
    "l/../../../../m:/i0fle//../../../../j/k/zl/../..//../../.H.././j/k/l/../"
    "../../../m:/0/2/n/./o",
    # Repair mode: what a browser accepts.
    "  http://example.com/a b|c\\d?q=50%#x#y\n",
    "https:\\\\bücher.example\\Köln",
    "http://[fe80::1%eth0]:8080/",
]
SECURITY_PAIRS = [
    ("a:/b", "..//c"),
    ("https://go.dev", "../x"),
    ("http://a/b/c/d;p?q", "../../../../g"),
    ("f:/a", ".//g"),
    ("foo:a/b", "../c"),
    # Found by differential_resolve: a rootless path that dot-segment
    # removal makes rooted (fluent-uri keeps it as it is).
    ("foo:a", "o:f/../../j/k/scheme://a/b/c/d/e/oo:2."),
]


# Setter operations for the edit seeds: the first character names the
# setter (see checks::edit), the rest is its value.
EDIT_OPS = [
    "sftp", "uuser:pw", "hexample.org", "p8080", "aa b/c", "+seg/x", "-",
    "qa=1&b=2", "ka=b c", "Ka", "o", "ffrag #1", "S", "H", "Q", "F",
    "A//x", "a../x", "U", "P", "h", "aa:b", "+..", "s1x", "hexa mple",
    "p80a", "A/%zz", "ea=1;b c=&d;=;#", "e;x=ü",
]


# Free text for the extract target: the delimiting forms of RFC 3986
# appendix C and RFC 1738's appendix (restated, not copied), and URIs from
# the vectors set in sentences.
TEXTS = [
    "Yes, Jim, I found it under <URL:ftp://ftp.example.org/pub/file.txt>, but",
    "see <http://www.example.com/a/very/long/\n   path/to/a/file.html> for more",
    "Mail me at <mailto:someone@example.org>.",
    "(see http://example.com/a_(b)_c) and http://example.com/x.",
    "\"http://example.com/quoted\", 'ftp://h/x', [http://h/y], {news:comp.lang}",
    "URL:http://a/b <URL: http://c/d > <URL:http://e/f\n  /g>",
    "trailing punctuation: http://a/b?, http://a/c!; http://a/d...",
    "no uri here, just text: a:b is not one, nor is 1a:b",
    "http://[::1]:80/x http://[v7.x]/ http://256.1.1.1/ file:///etc/passwd",
    "multi\nline\r\ntext with\ttabs http://h/\tp and https://h/p%20q#f",
]


def lgpl_only(entry):
    sources = [entry.get("source", "")] + entry.get("also_in", [])
    return all(s.startswith("uriparser/") for s in sources)


def tsv(name):
    """The rows of a tab-separated vector file, without its comment lines."""
    with open(os.path.join(VECTORS, name), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f
                if line.strip() and not line.startswith("#")]


def url_lists():
    """Every URL_SAMPLE-th line of each list in data/urls/, sorted by file."""
    out = []
    for name in sorted(os.listdir(URL_LISTS)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(URL_LISTS, name), "rb") as f:
            lines = f.read().decode("utf-8", "replace").splitlines()
        out += lines[::URL_SAMPLE]
    return out


def write(folder, text, seen):
    data = text.encode("utf-8")
    name = hashlib.sha1(data).hexdigest()[:16]
    if name in seen:
        return
    seen.add(name)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    uri_dir = os.path.join(HERE, "uri")
    pair_dir = os.path.join(HERE, "pair")
    edit_dir = os.path.join(HERE, "edit")
    build_dir = os.path.join(HERE, "build")
    text_dir = os.path.join(HERE, "text")
    for d in (uri_dir, pair_dir, edit_dir, build_dir, text_dir):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    uris, pairs, builds = set(), set(), set()
    with open(os.path.join(VECTORS, "parse.json"), encoding="utf-8") as f:
        for e in json.load(f):
            if lgpl_only(e) or e.get("rule") not in WRAP:
                continue
            write(uri_dir, WRAP[e.get("rule")].format(e["input"]), uris)
            if e.get("rule") is None and e["valid"] and "path" in e:
                parts = [e.get(k) for k in
                         ("scheme", "userinfo", "host", "port", "path", "query", "fragment")]
                if parts[2] is not None and parts[2].startswith("["):
                    parts[2] = None  # reg_name() takes text, not an IP literal
                write(build_dir, "\n".join("\x7f" if p is None else p for p in parts), builds)
    # normalize.tsv: level, input, expected, source, flag.
    for row in tsv("normalize.tsv"):
        write(uri_dir, row[1], uris)
    # resolve.tsv: mode, base, ref, expected, source, flag.
    resolve = tsv("resolve.tsv")
    for row in resolve:
        write(pair_dir, row[1] + "\n" + row[2], pairs)
        write(uri_dir, row[2], uris)
    for line in url_lists():
        write(uri_dir, line, uris)
    for s in SECURITY:
        write(uri_dir, s, uris)
    for b, r in SECURITY_PAIRS:
        write(pair_dir, b + "\n" + r, pairs)
    # Edit seeds: valid-looking references from resolve.tsv's bases and
    # references, each with four operations taken in turn from EDIT_OPS.
    edits = set()
    refs = []
    for row in resolve:
        refs += [row[1], row[2]]
    refs = sorted(set(refs))[:200]
    for k, r in enumerate(refs):
        ops = [EDIT_OPS[(k * 4 + j) % len(EDIT_OPS)] for j in range(4)]
        write(edit_dir, "\n".join([r] + ops), edits)
    texts = set()
    for t in TEXTS:
        write(text_dir, t, texts)
    sample = sorted(refs)[:120]
    for k in range(0, len(sample), 3):
        a, b, c = (sample + ["", "", ""])[k:k + 3]
        write(text_dir, f"see {a} and <URL:{b}> or <{c}>.", texts)
    print(f"{len(uris)} uri, {len(pairs)} pair, {len(edits)} edit, {len(builds)} build, "
          f"{len(texts)} text seeds")


if __name__ == "__main__":
    main()
