#!/usr/bin/env python3
"""Converts trurl's tests.json (https://github.com/curl/trurl, curl licence)
into urlkit test cases: the cases whose options have a urlkit equivalent.

Usage: convert.py TRURL_TESTS_JSON URLKIT_BINARY > cases.json

Each case keeps trurl's arguments and expected output, the urlkit arguments
they map to, and urlkit's output (recorded by running URLKIT_BINARY; each
case where it differs from trurl's is then given a reason by hand in
reasons.json, and the test fails for a difference without one).
"""
import json
import re
import subprocess
import sys

SCHEME = re.compile(r'^[A-Za-z][A-Za-z0-9+.-]*:')
TAKES_VALUE = {"-s": "--set", "--set": "--set", "-g": "--get", "--get": "--get",
               "-a": "--append", "--append": "--append", "--redirect": "--redirect",
               "--trim": "--trim", "--qtrim": "--trim", "--url": "--url",
               "--iterate": "--iterate"}
FLAGS = {"--sort-query", "--as-idn", "--punycode", "--no-guess-scheme"}

def split_args(args):
    """(option, value) pairs, or None when an option has no equivalent."""
    out = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in TAKES_VALUE:
            if i + 1 >= len(args):
                return None
            out.append((TAKES_VALUE[a], args[i + 1]))
            i += 2
            continue
        if a in FLAGS:
            out.append((a, None))
        elif a.startswith("--") and "=" in a and a.split("=", 1)[0] in TAKES_VALUE:
            k, v = a.split("=", 1)
            out.append((TAKES_VALUE[k], v))
        elif a[:2] in ("-s", "-g", "-a") and len(a) > 2:
            out.append((TAKES_VALUE[a[:2]], a[2:]))
        elif a.startswith("-"):
            return None
        else:
            out.append(("--url", a))
        i += 1
    return out

PARTS = {"url": "uri", "scheme": "scheme", "user": "user", "password": "password",
         "host": "host", "port": "port", "path": "path", "query": "query",
         "fragment": "fragment"}

def get_format(fmt):
    """trurl's --get format as urlkit's --format, or None."""
    if "\\" in fmt or re.search(r'\[[a-z:]+\]', fmt):
        return None
    def repl(m):
        name = m.group(1)
        if name.startswith("query:"):
            return "{query:%s}" % name[6:]
        if name.startswith("query-all:"):
            return "{query_all:%s}" % name[10:]
        if name == "default:port":
            return "{port_or_default}"
        if name in ("puny:host", "idn:host", "zoneid"):
            return "{%s}" % name
        raw = False
        for prefix in (":", "url:"):
            if name.startswith(prefix):
                name, raw = name[len(prefix):], True
        if name not in PARTS:
            raise KeyError(name)
        part = PARTS[name]
        if raw or part in ("uri", "port", "scheme"):
            return "{%s}" % part
        return "{decoded:%s}" % part
    try:
        return re.sub(r'\{([^{}]*)\}', repl, fmt)
    except KeyError:
        return None

# Why urlkit's output differs from trurl's, by trurl case number. trurl
# prints URLs as libcurl normalizes them; urlkit edit keeps what it does
# not edit exactly as written (RFC 3986 never requires rewriting a URI,
# and §6 makes normalization a choice: `--normalize`).
WHY = {
    "empty-path": "trurl (libcurl) writes '/' for the empty path of a URL with an authority; RFC 3986 §3.3 allows an empty path, and '/' for it is the scheme-based normalization of §6.2.3, which urlkit applies only with --normalize (for the schemes it knows)",
    "dot-segments": "trurl (libcurl) removes dot-segments from every URL it reads; RFC 3986 removes them when resolving (§5.2.4) or normalizing (§6.2.2.3): urlkit edit keeps the path as written unless --normalize",
    "percent-normal": "trurl (libcurl) decodes percent-encoded unreserved characters and lower-cases hex digits; RFC 3986 §2.1 and §6.2.2 make the opposite the normal form (upper-case hex digits, unreserved decoded) and only a normalizer's choice: urlkit keeps the text as written unless --normalize",
    "scheme-case": "trurl (libcurl) lower-cases the scheme; RFC 3986 §3.1 makes it case-insensitive with lower case as the canonical form, a normalization (§6.2.2.1) that urlkit applies with --normalize",
    "default-port-imap": "trurl (libcurl) drops a port equal to the scheme's default (143 for imap) from every URL it writes; RFC 3986 §6.2.3 makes that a scheme-based normalization, which urlkit applies only with --normalize: --set port=143 writes the port asked for",
    "ipv4-short": "'10.1' is not an IPv4address of RFC 3986 §3.2.2 (four decimal parts): it is a reg-name, shown as written; trurl (libcurl) reads it the inet_aton way as 10.0.0.1 (RFC 3986 §7.4 warns about that reading: urlkit lint flags it)",
    "ipv6-text": "{host} is the host as written; trurl prints the compressed form of RFC 5952. RFC 3986 §3.2.2 allows both spellings; urlkit's --normalize compares and writes IPv6 literals by address",
    "hex-case": "urlkit writes upper-case hex digits when it encodes, as RFC 3986 §2.1 says producers should; trurl's older expectation is lower case (its case 210, the same input, expects upper case)",
    "query-equals": "'=' is allowed in a query (RFC 3986 §3.4: pchar includes sub-delims), so --set query=VALUE leaves it raw; trurl encodes it as %3d",
    "empty-component": "--set port= and --set user= set an empty port and an empty userinfo user, which RFC 3986 allows (§3.2.3 port = *DIGIT, §3.2.1); trurl removes the component instead. urlkit removes with --unset port / --unset user",
    "scheme-guess": "'example.com:29' is a URI whose scheme is 'example.com' and whose path is '29' (RFC 3986 §3.1: a scheme may hold '.'); trurl guesses http://. Without an authority there is no port to set, so urlkit reports the edit as an error",
    "nul-byte": "%00 decodes to the octet 0 (RFC 3986 §2.1), which urlkit prints as it is (the output stays one line); trurl prints '.' for it ({query:KEY}) or refuses to decode the query ({query})",
    "set-twice": "not an RFC matter: urlkit applies --set options in command-line order, the last one winning, as its contract says; trurl refuses to set a component twice",
}
CASES = {
    1: "empty-path", 2: "empty-path", 3: "empty-path", 17: "empty-path",
    47: "empty-path", 56: "empty-path", 58: "empty-path", 61: "empty-path",
    78: "empty-path", 79: "empty-path", 80: "empty-path", 83: "empty-path",
    82: "scheme-case",
    6: "dot-segments", 7: "dot-segments", 8: "dot-segments", 20: "dot-segments",
    30: "percent-normal", 31: "percent-normal", 32: "percent-normal",
    33: "percent-normal", 170: "percent-normal", 171: "percent-normal",
    172: "percent-normal", 182: "percent-normal", 183: "percent-normal",
    184: "percent-normal", 185: "percent-normal",
    21: "default-port-imap",
    38: "ipv4-short", 39: "ipv6-text", 48: "hex-case", 51: "query-equals",
    66: "empty-component", 81: "scheme-guess", 94: "nul-byte", 164: "nul-byte",
    189: "set-twice",
    96: "empty-path", 98: "empty-path", 167: "empty-path",
    159: "scheme-guess",
}

def convert(case):
    pairs = split_args(case["input"]["arguments"])
    if pairs is None:
        return None
    urls = [v for k, v in pairs if k == "--url"]
    if not urls or any(not SCHEME.match(u) for u in urls):
        return None
    args = ["edit"]
    # trurl matches query keys ignoring case (--qtrim, --trim, --sort-query).
    if any(k in ("--trim", "--sort-query") for k, _ in pairs):
        args.append("--ignore-case")
    # trurl reads a non-ASCII host and an IPv6 zone as an address bar does:
    # urlkit's --lenient (RFC 3987, RFC 9844).
    if any(not u.isascii() or re.search(r'%[^2]', u.split("]")[0]) for u in urls if "[" in u or not u.isascii()):
        args.append("--lenient")
    for k, v in pairs:
        if k == "--url":
            continue
        if k == "--get":
            fmt = get_format(v)
            if fmt is None:
                return None
            args += ["--format", fmt]
        elif k == "--trim":
            if not v.startswith("query="):
                return None
            args += ["--remove-query", v[len("query="):]]
        elif k == "--no-guess-scheme":
            # urlkit never guesses without --guess-scheme.
            continue
        elif k == "--set":
            args += ["--set", v]
        elif v is None:
            args.append(k)
        else:
            args += [k, v]
    return args + urls

def main():
    tests = json.load(open(sys.argv[1]))
    binary = sys.argv[2]
    cases = []
    for n, case in enumerate(tests):
        args = convert(case)
        if args is None:
            continue
        run = subprocess.run([binary] + args, capture_output=True)
        cases.append({
            "trurl_case": n,
            "trurl_args": case["input"]["arguments"],
            "trurl_stdout": case["expected"]["stdout"],
            "trurl_status": case["expected"]["returncode"],
            "urlkit_args": args,
            "urlkit_stdout": run.stdout.decode("utf-8", "replace"),
            "urlkit_status": run.returncode,
            "difference": WHY[CASES[n]] if n in CASES else None,
        })
    same = lambda c: c["trurl_stdout"] == c["urlkit_stdout"] and (c["trurl_status"] == 0) == (c["urlkit_status"] == 0)
    if len(sys.argv) > 3:
        # Review mode: print the cases that differ without a reason.
        for c in cases:
            if not same(c) and c["difference"] is None:
                print(json.dumps(c, ensure_ascii=False))
        return
    for c in cases:
        if same(c) == (c["difference"] is not None):
            sys.exit("case %d: difference %s but outputs %s" % (c["trurl_case"], c["difference"] is not None, "same" if same(c) else "differ"))
    json.dump(cases, sys.stdout, indent=1, ensure_ascii=False)
    print()

main()
