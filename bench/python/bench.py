"""Python benchmark: urlkit against the URL libraries Python users have.

Not a test: it measures and prints. Run it in a virtual environment with
urlkit installed (``pip install ./python``) and the peers it compares with
(install them for the benchmark only)::

    pip install yarl rfc3986 can_ada url-py pyarrow pandas polars
    python bench/python/bench.py            # all of it
    python bench/python/bench.py --rows 200000 --passes 3   # quicker
    python bench/python/bench.py --only url --compare-with old/urlkit/_urlkit.abi3.so

Per URL: parse and read the host, on each of the three shipped lists
(data/urls), ns per URL, the median of ``--passes`` passes. Each peer runs
the same loop (a failed parse is caught and skipped); the passes of the
peers are interleaved, so that the machine's load falls on all alike.

Per host: the registrable domain of each reg-name host of the lists
(``--only site``), urlkit's ``registrable_domain`` on URLs parsed beforehand
against ``tldextract`` on the host text when it is installed (``pip install
tldextract``; its bundled list, no network); without it, tldextract's figure
measured before is printed beside urlkit's.

Per column: host extraction on a column of ``--rows`` rows (the lists
repeated): ``urlkit.arrow.host`` on a pyarrow array, on a Polars Series and
on a pandas Series, against a ``urlsplit`` loop, pandas ``str.extract``
and Polars ``str.extract`` with a regular expression for the host.
"""

from __future__ import annotations

import argparse
import gc
import pathlib
import statistics
import sys
import time
from typing import Callable, Optional
from urllib.parse import urlsplit

REPO = pathlib.Path(__file__).resolve().parents[2]
LISTS = ("kasztp.txt", "isaacs_files.txt", "node_files.txt")
# The host of an authority-form URL, as a regular expression would take it
# (scheme, "//", optional userinfo, then a bracketed literal or the text up
# to ':', '/', '?' or '#').
HOST_RE = r"^[A-Za-z][A-Za-z0-9+.\-]*://(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^:/?#]*)"


def load(name: str) -> list[str]:
    text = (REPO / "data" / "urls" / name).read_text(encoding="utf-8")
    return [line for line in text.split("\n") if line]


def interleaved(fns: dict[str, Callable[[], object]], passes: int) -> dict[str, float]:
    """Median seconds of ``passes`` calls of each function, after one
    warm-up call of each. The calls are interleaved (pass 1 runs every
    function once, then pass 2, ..., each pass in a rotated order), so that
    a change in the machine's load falls on all of them alike: on a shared
    machine only the ratios within one run mean anything."""
    labels = list(fns)
    for label in labels:
        fns[label]()
    times: dict[str, list[float]] = {label: [] for label in labels}
    for p in range(passes):
        for label in labels[p % len(labels):] + labels[: p % len(labels)]:
            gc.collect()
            start = time.perf_counter()
            fns[label]()
            times[label].append(time.perf_counter() - start)
    return {label: statistics.median(t) for label, t in times.items()}


def load_other_build(path: str):
    """Another build of urlkit's extension module (``_urlkit.abi3.so`` of an
    earlier wheel, say), loaded beside the installed one: a peer to measure
    a change against, in the same process."""
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.ExtensionFileLoader("_urlkit", path)
    spec = importlib.util.spec_from_file_location("_urlkit", path, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def host_loop(module) -> Callable[[list[str]], int]:
    """The loop of an urlkit build (this one, or another loaded by
    ``--compare-with``): parse each URL and read its host; the count of
    URLs it parsed."""

    def run(urls: list[str]) -> int:
        parse, err, ok = module.parse, module.ParseError, 0
        for s in urls:
            try:
                parse(s).host
                ok += 1
            except err:
                pass
        return ok

    return run


def per_url_peers(others: list[str]) -> dict[str, Callable[[list[str]], int]]:
    """One loop per library: parse each URL and read its host."""
    peers: dict[str, Callable[[list[str]], int]] = {}

    import urlkit

    peers["urlkit.parse(s).host"] = host_loop(urlkit)

    for other in others:
        before = load_other_build(other)

        # Named by the build's directory (the .so's grandparent, as in
        # target/base/urlkit/_urlkit.abi3.so), or by its path.
        where = pathlib.Path(other).resolve()
        peers[f"build {where.parent.parent.name}: parse(s).host"] = host_loop(before)

    def run_urlsplit(urls: list[str]) -> int:
        ok = 0
        for s in urls:
            try:
                urlsplit(s).hostname
                ok += 1
            except ValueError:
                pass
        return ok

    peers["urllib.parse.urlsplit(s).hostname"] = run_urlsplit

    try:
        import rfc3986

        def run_rfc3986(urls: list[str]) -> int:
            ok = 0
            for s in urls:
                try:
                    rfc3986.uri_reference(s).host
                    ok += 1
                except Exception:
                    pass
            return ok

        peers["rfc3986.uri_reference(s).host"] = run_rfc3986
    except ImportError:
        pass
    try:
        import yarl

        def run_yarl(urls: list[str]) -> int:
            URL, ok = yarl.URL, 0
            for s in urls:
                try:
                    URL(s).host
                    ok += 1
                except ValueError:
                    pass
            return ok

        peers["yarl.URL(s).host"] = run_yarl
    except ImportError:
        pass
    try:
        import can_ada

        def run_can_ada(urls: list[str]) -> int:
            parse, ok = can_ada.parse, 0
            for s in urls:
                try:
                    parse(s).hostname
                    ok += 1
                except ValueError:
                    pass
            return ok

        peers["can_ada.parse(s).hostname"] = run_can_ada
    except ImportError:
        pass
    try:
        import url as url_py

        def run_url_py(urls: list[str]) -> int:
            parse, ok = url_py.URL.parse, 0
            for s in urls:
                try:
                    parse(s).host_str
                    ok += 1
                except Exception:
                    pass
            return ok

        peers["url-py URL.parse(s).host_str"] = run_url_py
    except ImportError:
        pass
    return peers


def per_url(passes: int, others: list[str]) -> None:
    peers = per_url_peers(others)
    lists = {name: load(name) for name in LISTS}
    print("## Per URL: parse and read the host (ns per URL, median of %d passes)\n" % passes)
    print("| function | " + " | ".join(f"{n} ({len(u):,})" for n, u in lists.items()) + " |")
    print("|---|" + "---:|" * len(lists))
    results: dict[str, list[float]] = {label: [] for label in peers}
    for urls in lists.values():
        seconds = interleaved(
            {label: (lambda run=run, urls=urls: run(urls)) for label, run in peers.items()},
            passes,
        )
        for label in peers:
            results[label].append(seconds[label] / len(urls) * 1e9)
    for label, run in peers.items():
        accepted = [run(urls) for urls in lists.values()]
        cells = " | ".join(f"{ns:,.0f} ({ok:,} ok)" for ns, ok in zip(results[label], accepted))
        print(f"| `{label}` | {cells} |")
        sys.stdout.flush()
    base = results["urlkit.parse(s).host"]
    print("\nurlkit's time as a fraction of each peer's (below 1: urlkit is faster):\n")
    for label, row in results.items():
        if label.startswith("urlkit"):
            continue
        ratios = ", ".join(f"{b / r:.2f}" for b, r in zip(base, row))
        print(f"- {label}: {ratios}")
    print()


# Python's tldextract, per host, as measured before on this kind of machine
# (a fact to compare with, not measured here when tldextract is missing).
TLDEXTRACT_ANCHOR_NS = 2000


def per_site(passes: int) -> None:
    """The registrable domain of each reg-name host of the lists, ns per
    host: urlkit's ``registrable_domain`` on URLs parsed beforehand, against
    ``tldextract`` on the host text (its bundled list snapshot, no network;
    ICANN section, as tldextract answers by default) when it is
    importable."""
    import urlkit

    print("## Per host: the registrable domain (ns per host, median of %d passes)\n" % passes)
    lists = {}
    for name in LISTS:
        parsed = []
        for s in load(name):
            try:
                u = urlkit.parse(s)
            except urlkit.ParseError:
                continue
            if u.host and u.host_kind == "reg-name":
                parsed.append(u)
        if len(parsed) >= 100:
            lists[name] = parsed
    peers: dict[str, Callable[[list], int]] = {}

    def run_urlkit(uris: list) -> int:
        return sum(1 for u in uris if u.registrable_domain("icann"))

    peers['urlkit u.registrable_domain("icann")'] = run_urlkit
    try:
        import tldextract
    except ImportError:
        tldextract = None
    if tldextract is not None:
        extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)

        def run_tldextract(hosts: list) -> int:
            n = 0
            for h in hosts:
                r = extract(h)
                if r.suffix and r.domain:
                    n += 1
            return n

        peers[f"tldextract {tldextract.__version__} extract(host)"] = run_tldextract
    print("| function | " + " | ".join(f"{n} ({len(u):,} hosts)" for n, u in lists.items()) + " |")
    print("|---|" + "---:|" * len(lists))
    results: dict[str, list[float]] = {label: [] for label in peers}
    answers: dict[str, list[int]] = {label: [] for label in peers}
    for uris in lists.values():
        hosts = [u.host for u in uris]
        inputs = {label: (hosts if label.startswith("tldextract") else uris) for label in peers}
        seconds = interleaved(
            {label: (lambda run=run, x=inputs[label]: run(x)) for label, run in peers.items()},
            passes,
        )
        for label, run in peers.items():
            results[label].append(seconds[label] / len(uris) * 1e9)
            answers[label].append(run(inputs[label]))
    for label in peers:
        cells = " | ".join(
            f"{ns:,.0f} ({n:,} with one)" for ns, n in zip(results[label], answers[label])
        )
        print(f"| `{label}` | {cells} |")
    if tldextract is None:
        print(
            f"\ntldextract is not installed: its figure from before, about "
            f"{TLDEXTRACT_ANCHOR_NS:,} ns per host, is the one to compare with."
        )
    else:
        base = results['urlkit u.registrable_domain("icann")']
        row = next(r for label, r in results.items() if label.startswith("tldextract"))
        ratios = ", ".join(f"{b / r:.2f}" for b, r in zip(base, row))
        print(f"\nurlkit's time as a fraction of tldextract's: {ratios}")
        print(f"(tldextract's figure from before: about {TLDEXTRACT_ANCHOR_NS:,} ns per host)")
    print()
    sys.stdout.flush()


def per_column(rows: int, passes: int) -> None:
    import pyarrow as pa

    import urlkit.arrow

    pool: list[str] = []
    for name in LISTS:
        pool.extend(load(name))
    urls = (pool * (rows // len(pool) + 1))[:rows]
    column = pa.array(urls)
    print(f"## Per column: the host of {rows:,} rows (ms, median of {passes} passes)\n")
    print("| function | ms | ns per row | urlkit.arrow.host (pyarrow) is faster by |")
    print("|---|---:|---:|---:|")
    fns: dict[str, Callable[[], object]] = {}

    def add(label: str, fn: Callable[[], object]) -> None:
        fns[label] = fn

    add("urlkit.arrow.host(pyarrow.Array)", lambda: urlkit.arrow.host(column))
    add("urlsplit(s).hostname loop", lambda: _urlsplit_loop(urls))
    try:
        import pandas as pd

        series = pd.Series(urls, dtype=pd.ArrowDtype(pa.string()))
        obj_series = pd.Series(urls, dtype=object)
        add("urlkit.arrow.host(pandas.Series[ArrowDtype])", lambda: urlkit.arrow.host(series))
        add("pandas Series[ArrowDtype].str.extract(regex)", lambda: series.str.extract(HOST_RE, expand=False))
        add("pandas Series[object].str.extract(regex)", lambda: obj_series.str.extract(HOST_RE, expand=False))
    except ImportError:
        pass
    try:
        import polars as pl

        import urlkit.polars  # noqa: F401

        df = pl.DataFrame({"u": urls})
        add("polars pl.col(u).urlkit.host()", lambda: df.select(pl.col("u").urlkit.host()))
        add("polars pl.col(u).str.extract(regex, 1)", lambda: df.select(pl.col("u").str.extract(HOST_RE, 1)))
    except ImportError:
        pass
    results = interleaved(fns, passes)
    fastest = results["urlkit.arrow.host(pyarrow.Array)"]
    for label, seconds in results.items():
        print(f"| `{label}` | {seconds * 1e3:,.1f} | {seconds / rows * 1e9:,.0f} | {seconds / fastest:.1f}x |")
    print()


def _urlsplit_loop(urls: list[str]) -> list[Optional[str]]:
    out: list[Optional[str]] = []
    for s in urls:
        try:
            out.append(urlsplit(s).hostname)
        except ValueError:
            out.append(None)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--only", choices=["url", "site", "column"])
    ap.add_argument(
        "--compare-with",
        metavar="SO",
        action="append",
        default=[],
        help="another build of urlkit/_urlkit.abi3.so, measured per URL as one more peer (repeatable)",
    )
    args = ap.parse_args()
    import platform

    import urlkit

    print(f"Python {platform.python_version()} on {platform.machine()}, urlkit {urlkit.__version__}\n")
    if args.only in (None, "url"):
        per_url(args.passes, args.compare_with)
    if args.only in (None, "site"):
        per_site(args.passes)
    if args.only in (None, "column"):
        per_column(args.rows, args.passes)


if __name__ == "__main__":
    main()
