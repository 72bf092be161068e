"""The site of a host (Public Suffix List, built in): the scalar methods
and the column functions agree row by row on the shipped URL lists, IP
hosts and public suffixes have no registrable domain, and the answers of
the list's own examples (publicsuffix.org's test data and the Rust
library's) come through."""

from __future__ import annotations

import pyarrow as pa
import pytest

import urlkit
import urlkit.arrow as ua


def scalar_site(text, method, sections):
    try:
        u = urlkit.parse(text)
    except urlkit.ParseError:
        return None
    return getattr(u, method)(sections)


@pytest.mark.parametrize("sections", ["all", "icann"])
@pytest.mark.parametrize("method", ["registrable_domain", "public_suffix"])
def test_column_equals_scalar_on_the_url_lists(all_urls, method, sections) -> None:
    column = getattr(ua, method)(pa.array(all_urls), sections).to_pylist()
    expected = [scalar_site(u, method, sections) for u in all_urls]
    assert column == expected
    # Half the lists are file: and node: URLs, without a host; nearly
    # every http(s) URL has a site.
    web = [i for i, u in enumerate(all_urls) if u.lstrip("\ufeff").startswith(("http://", "https://"))]
    assert len(web) > 40_000
    assert sum(column[i] is not None for i in web) > len(web) * 99 // 100


def test_site_parts_line_up_on_the_url_lists(all_uris) -> None:
    # The registrable domain is the public suffix and one label more, and
    # both end the host (in A-labels, lowercase, no trailing dot).
    checked = 0
    for u in all_uris:
        text = str(u)
        domain, suffix = u.registrable_domain(), u.public_suffix()
        if domain is None:
            continue
        host = urlkit.to_ascii(urlkit.percent_decode_str(u.host)).lower().rstrip(".")
        assert host == domain or host.endswith("." + domain), (text, domain)
        assert domain.endswith("." + suffix), (text, domain, suffix)
        assert "." not in domain[: -len(suffix) - 1], (text, domain, suffix)
        checked += 1
    # The http(s) URLs of the lists (about 47 000) are checked.
    assert checked > 40_000


@pytest.mark.parametrize(
    "text",
    [
        "http://192.0.2.1/",
        "http://[::1]/",
        "http://[2001:db8::1]:8080/x",
        "http://[v1.fe]/",
        "http://127.1/",  # a number as the last label reads as IPv4
        "mailto:a@b.example",  # no host
        "/relative/path",
        "http:///no-host",  # an empty host
        "http://a..example.com/",  # an empty label
    ],
)
def test_no_site(text) -> None:
    u = urlkit.parse(text)
    assert u.registrable_domain() is None
    assert u.public_suffix() is None
    assert ua.registrable_domain(pa.array([text])).to_pylist() == [None]
    assert ua.public_suffix(pa.array([text])).to_pylist() == [None]


@pytest.mark.parametrize(
    "host,suffix",
    [("co.uk", "co.uk"), ("com", "com"), ("github.io", "github.io"), ("localhost", "localhost")],
)
def test_a_public_suffix_has_no_registrable_domain(host, suffix) -> None:
    u = urlkit.parse(f"http://{host}/")
    assert u.registrable_domain() is None
    assert u.public_suffix() == suffix
    assert ua.registrable_domain(pa.array([f"http://{host}/"])).to_pylist() == [None]


@pytest.mark.parametrize(
    "text,domain,suffix",
    [
        # publicsuffix.org tests/test_psl.txt (checkPublicSuffix).
        ("http://www.example.com/", "example.com", "com"),
        ("http://a.b.example.uk.com/", "example.uk.com", "uk.com"),
        ("http://b.c.kobe.jp/", "b.c.kobe.jp", "c.kobe.jp"),  # *.kobe.jp
        ("http://www.city.kobe.jp/", "city.kobe.jp", "kobe.jp"),  # !city.kobe.jp
        # Case, a trailing dot and percent-encoding do not change the site.
        ("https://News.BBC.CO.UK./", "bbc.co.uk", "co.uk"),
        ("http://b%C3%BCcher.example.de/", "example.de", "de"),
        ("http://www.xn--85x722f.xn--55qx5d.cn/", "xn--85x722f.xn--55qx5d.cn", "xn--55qx5d.cn"),
        # The private section counts by default.
        ("https://a.github.io/", "a.github.io", "github.io"),
    ],
)
def test_known_sites(text, domain, suffix) -> None:
    u = urlkit.parse(text)
    assert (u.registrable_domain(), u.public_suffix()) == (domain, suffix)
    column = pa.array([text, None])
    assert ua.registrable_domain(column).to_pylist() == [domain, None]
    assert ua.public_suffix(column).to_pylist() == [suffix, None]


def test_icann_section_only() -> None:
    u = urlkit.parse("https://a.github.io/")
    assert u.registrable_domain("icann") == "github.io"
    assert u.public_suffix(sections="icann") == "io"
    assert ua.registrable_domain(pa.array(["https://a.github.io/"]), "icann").to_pylist() == ["github.io"]


def test_iri_hosts_are_given_in_a_labels() -> None:
    i = urlkit.parse_iri("http://www.食狮.公司.cn/")
    assert i.registrable_domain() == "xn--85x722f.xn--55qx5d.cn"
    assert i.public_suffix() == "xn--55qx5d.cn"


def test_unknown_sections_is_an_error() -> None:
    with pytest.raises(urlkit.Error) as e:
        urlkit.parse("http://a.example/").registrable_domain("private")
    assert e.value.kind == "invalid-argument" and "icann" in e.value.message
    with pytest.raises(urlkit.Error):
        ua.public_suffix(pa.array(["http://a.example/"]), "ICANN ")


@pytest.mark.parametrize("string_type", [pa.string(), pa.large_string(), pa.string_view()])
def test_string_types_and_chunks(string_type) -> None:
    rows = ["http://x.example.co.uk/", None, "nope nope", "http://[::1]/"]
    out = ua.registrable_domain(pa.array(rows, type=string_type))
    assert out.type == string_type
    assert out.to_pylist() == ["example.co.uk", None, None, None]
    chunked = pa.chunked_array([rows[:2], rows[2:]], type=string_type)
    assert ua.public_suffix(chunked).to_pylist() == ["co.uk", None, None, None]


def test_polars_and_pandas() -> None:
    pl = pytest.importorskip("polars")
    pd = pytest.importorskip("pandas")
    import urlkit.polars  # noqa: F401

    rows = ["https://www.example.com/", "http://192.0.2.1/", None]
    df = pl.DataFrame({"u": rows})
    out = df.select(
        pl.col("u").urlkit.registrable_domain().alias("d"),
        pl.col("u").urlkit.public_suffix("icann").alias("s"),
    )
    assert out["d"].to_list() == ["example.com", None, None]
    assert out["s"].to_list() == ["com", None, None]
    assert df["u"].urlkit.registrable_domain().to_list() == ["example.com", None, None]
    series = pd.Series(rows, index=[3, 1, 2], name="u")
    got = ua.registrable_domain(series)
    assert list(got.index) == [3, 1, 2] and got.name == "u"
    assert got.tolist()[0] == "example.com" and got.isna().tolist() == [False, True, True]
