"""The crawler and HTTP forms from Python: Safe Browsing (the shared
vectors), SURT / SSURT, site, origin, request targets, the dedup profile."""

from pathlib import Path

import pytest

import urikit


def crawler_vectors(shared_data, name):
    out = []
    for line in (shared_data / "crawler" / name).read_bytes().split(b"\n"):
        if line and not line.startswith(b"#"):
            a, b = line.split(b"\t")
            out.append((unescape(a), unescape(b)))
    return out


def unescape(column):
    out, i = bytearray(), 0
    while i < len(column):
        if column[i:i + 1] == b"\\" and i + 1 < len(column):
            e = column[i + 1:i + 2]
            if e == b"x":
                out.append(int(column[i + 2:i + 4], 16))
                i += 4
                continue
            out += {b"t": b"\t", b"n": b"\n", b"r": b"\r"}.get(e, e)
            i += 2
            continue
        out += column[i:i + 1]
        i += 1
    return bytes(out)


def test_every_safe_browsing_vector_as_bytes(shared_data):
    vectors = crawler_vectors(shared_data, "safe-browsing.tsv")
    assert len(vectors) == 38
    for given, want in vectors:
        assert urikit.safe_browsing(given) == want


def test_every_ssurt_vector_and_back(shared_data):
    for given, want in crawler_vectors(shared_data, "ssurt.tsv"):
        assert urikit.ssurt(given.decode()) == want.decode()
        assert urikit.from_ssurt(want.decode()) == given.decode()


def test_safe_browsing_str_and_expressions():
    assert urikit.safe_browsing("http://www.GOOgle.com.../blah/..#frag") == "http://www.google.com/"
    assert urikit.safe_browsing_expressions("http://1.2.3.4/1/") == ["1.2.3.4/1/", "1.2.3.4/"]
    assert urikit.safe_browsing("http://good.example%2F@evil.example/") == "http://evil.example/"  # the browser's host
    with pytest.raises(urikit.URIError) as e:
        urikit.safe_browsing("http:///")
    assert (e.value.code, e.value.offset) == ("missing_host", 7)


IA_KEYWORDS = {"with_scheme=True": {"scheme": True}, "trailing_comma=True": {"trailing_comma": True},
               "reverse_ipaddr=False": {"reverse_ipv4": False}, "host_massage=False": {"strip_www": False},
               "query_lowercase=False": {"lowercase_query": False}}


def test_every_surt_assertion_of_the_internet_archives_tests(shared_data):
    """Each row of surt 0.3.1's tests/test_surt.py that surt() expresses, as str and as bytes."""
    lines = (shared_data / "external" / "surt" / "test_surt.tsv").read_bytes().split(b"\n")
    rows = [l.split(b"\t") for l in lines if l and not l.startswith(b"#")][1:]
    checked = 0
    for test, given, keywords, command, want, _ in rows:
        if given == b"\\N" or not command.startswith(b"surt") and b"query_lowercase" not in keywords:
            continue
        kwargs = {}
        for name, value in IA_KEYWORDS.items():
            if name.encode() in keywords:
                kwargs.update(value)
        assert urikit.surt(unescape(given), **kwargs) == unescape(want), test
        assert urikit.surt(unescape(given).decode(), **kwargs) == unescape(want).decode(), test
        checked += 1
    assert checked == 149


def test_surt_keys_of_a_shared_list_equal_the_internet_archives(shared_data):
    lines = (shared_data / "userbait.txt").read_bytes().split(b"\n")[:-1]
    keys = (shared_data / "external" / "surt" / "ia-keys-userbait.txt").read_bytes().split(b"\n")[:-1]
    assert len(lines) == len(keys) == 11430
    assert [urikit.surt(line) for line in lines] == keys


def test_safe_browsing_hashes_are_hashlibs(shared_data):
    import hashlib
    lines = (shared_data / "kasztp.txt").read_bytes().split(b"\n")[:2000]
    checked = 0
    for line in lines:
        try:
            pairs = urikit.safe_browsing_hashes(line)
        except urikit.URIError as e:
            assert e.code in ("missing_host", "crypto_unavailable")
            continue
        assert [e for e, _ in pairs] == urikit.safe_browsing_expressions(line)
        assert all(digest == hashlib.sha256(e).digest() for e, digest in pairs)
        checked += 1
    assert checked > 1900
    assert urikit.safe_browsing_hashes("http://a.b/")[0] == ("a.b/", hashlib.sha256(b"a.b/").digest())


def test_surt_forms():
    assert urikit.surt("http://www.Example.com/A/?b=2&a=1") == "com,example)/a?a=1&b=2"
    assert urikit.surt("http://www.example.com/", scheme=True, trailing_comma=True) == "http://(com,example,)/"
    assert urikit.surt("http://1.2.3.4/", reverse_ipv4=False) == "1.2.3.4)/"


def test_site_origin_and_target():
    if urikit.public_suffix_list:
        assert urikit.site("https://www.example.co.uk/") == ("example.co.uk", "co.uk")
        assert urikit.site("http://co.uk/") == (None, "co.uk")
    assert urikit.site("http://[::1]/") == (None, None)
    assert urikit.site("mailto:a@b") == (None, None)  # no host, no site: absence is no error
    assert urikit.origin("HTTPS://Example.COM:443/a") == "https://example.com"
    assert urikit.origin("mailto:a@b") == "null"
    assert urikit.request_target("http://u@h:8080/p?q#f") == ("/p?q", "h:8080")
    assert urikit.request_target("https://h", "authority") == ("h:443", "h")
    with pytest.raises(urikit.URIError) as e:
        urikit.request_target("ftp://h/")
    assert e.value.code == "unsupported_scheme"
    with pytest.raises(ValueError):
        urikit.request_target("http://h/", "sideways")


def test_request_parts_give_the_host_a_client_connects_to():
    # Issue 55: percent-encoded and dotted loopback names are what a client resolves.
    for pasted in ("http://%6c%6f%63%61%6c%68%6f%73%74/", "http://%4C%4F%43%41%4C%48%4F%53%54/",
                   "http://localhost%2e/", "http://localhost.%2E/"):
        parts = urikit.request_parts(pasted)
        assert parts["connect_host"].rstrip(".") == "localhost", pasted
        assert parts["address_class"] == "loopback_name"
        assert urikit.is_internal(parts["address_class"])
    parts = urikit.request_parts("HTTPS://u:p@[::1]:8443/a/../b?q#f")
    assert parts == {"scheme": "https", "connect_host": "::1", "port": 8443, "target": "/b?q",
                     "host_field": "[::1]:8443", "tls": True, "url": "https://[::1]:8443/b?q",
                     "address_class": "loopback", "zone_id": None}
    assert urikit.request_parts(urikit.WebURL("http://0x7f.1/"))["connect_host"] == "127.0.0.1"
    # The URL Standard reads "\\" as "/": the host is allowed.example, and that is what `url` hands on.
    parts = urikit.request_parts("http://allowed.example\\@127.0.0.1/")
    assert parts["connect_host"] == "allowed.example" and parts["url"] == "http://allowed.example/@127.0.0.1/"
    with pytest.raises(urikit.URIError) as e:
        urikit.request_parts("ftp://h/")
    assert e.value.code == "unsupported_scheme"
    with pytest.raises(urikit.URIError) as e:
        urikit.request_parts("http://a b/")
    assert e.value.code == "forbidden_host_code_point" and e.value.offset == 8


def test_resolve_location_as_browsers_read_it():
    assert urikit.resolve_location("http://a.com/d/p#top", b"../caf\xe9?q") == "http://a.com/caf%E9?q#top"
    assert urikit.resolve_location(urikit.WebURL("https://a.com/x"), "//b.com:8080/y") == "https://b.com:8080/y"
    with pytest.raises(urikit.URIError) as e:
        urikit.resolve_location("http://a.com/", "http://[::1/")
    assert e.value.code == "invalid_ipv6" and e.value.text == "http://[::1/"


def test_address_classes():
    assert urikit.address_class("100.100.100.200") == "shared"
    assert urikit.address_class("192.0.0.192") == "protocol_assignments"
    assert urikit.address_class("[::]") == "unspecified"
    assert urikit.address_class("::ffff:169.254.169.254") == "link_local"
    assert urikit.address_class(b"fd00:ec2::254") == "unique_local"
    assert urikit.address_class("8.8.8.8") == "global" and not urikit.is_internal("global")
    assert urikit.address_class("example.com") == "name" and not urikit.is_internal("name")
    with pytest.raises(urikit.URIError) as e:
        urikit.address_class("1.2.3.256")
    assert e.value.code == "invalid_ipv4"
    with pytest.raises(ValueError):
        urikit.is_internal("nowhere")


TESTS_DATA = Path(__file__).resolve().parents[1] / "data"


def _table(name):
    with open(TESTS_DATA / name, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]


def test_referrer_on_scrapys_cases_for_the_eight_policies():
    rows = _table("referrer/cases.tsv")
    assert len(rows) == 90
    for policy, source, target, expected in rows:
        got = urikit.referrer(source, target, policy)
        assert got == (None if expected == "<none>" else expected), (policy, source, target)
        assert urikit.referrer(urikit.WebURL(source), urikit.WebURL(target), policy) == got
    assert urikit.referrer("https://u:p@a.example/p?q#f", "https://a.example/x") == "https://a.example/p?q"
    assert urikit.referrer("https://a.example/p", "http://a.example/") is None  # a downgrade
    assert urikit.referrer("data:,x", "https://a.example/", "unsafe-url") is None
    with pytest.raises(ValueError):
        urikit.referrer("https://a/", "https://b/", "no_referrer")  # the token, exactly
    with pytest.raises(urikit.URIError) as e:
        urikit.referrer("https://a/", "http://[::1/")
    assert e.value.code == "invalid_ipv6" and e.value.text == "http://[::1/"


def test_referrer_policy_header_and_trustworthy_urls():
    assert urikit.referrer_policy("no-referrer, strict-origin-when-cross-origin, unknown") == \
        "strict-origin-when-cross-origin"
    assert urikit.referrer_policy(b"Origin") == "origin"
    assert urikit.referrer_policy("never") is None and urikit.referrer_policy("") is None
    for yes in ("https://a/", "http://127.0.0.1/", "http://[::1]/", "http://x.localhost/", "file:///p", "about:blank"):
        assert urikit.is_potentially_trustworthy(yes), yes
    for no in ("http://a/", "ws://a/", "http://[::2]/", "ftp://a/"):
        assert not urikit.is_potentially_trustworthy(no), no


def test_redirect_decision_on_requests_and_httpx_cases():
    rows = _table("redirect-auth/cases.tsv")
    assert len(rows) == 15
    differ = 0
    for old, new, strip, _source in rows:
        clients = urikit.redirect_decision(old, new, keep_credentials_on_upgrade=True)
        assert clients["drop_authorization"] == (strip == "true"), (old, new)
        fetch = urikit.redirect_decision(urikit.WebURL(old), urikit.WebURL(new))
        assert fetch["drop_authorization"] == fetch["cross_origin"]
        differ += fetch["drop_authorization"] != clients["drop_authorization"]
    assert differ == 4  # the http -> https upgrades with default ports
    c = urikit.redirect_decision("https://a.example/login", "http://a.example/", "post", 302)
    assert c == {"cross_origin": True, "cross_site": True, "downgrade": True, "drop_authorization": True,
                 "drop_cookie": True, "drop_proxy_authorization": True, "method_becomes_get": True,
                 "drop_body": True}
    assert not urikit.redirect_decision("https://a.example/", "https://b.a.example/", "POST", 307)["cross_site"]
    with pytest.raises(ValueError):
        urikit.redirect_decision("https://a/", "https://b/", "GET", 200)
    with pytest.raises(ValueError):
        urikit.redirect_decision("https://a/", "https://b/", "G ET", 302)
    with pytest.raises(urikit.URIError) as e:
        urikit.redirect_decision("https://a/", "ftp://b/")
    assert e.value.code == "unsupported_scheme"


def test_check_request_refuses_internal_hosts_however_written():
    for url in ("http://127.0.0.1/", "http://0x7f.1/", "http://[::]/", "http://localhost.%2E/",
                "http://%6c%6f%63%61%6c%68%6f%73%74/", "http://169.254.169.254/latest", "http://100.100.100.200/",
                "http://192.0.0.192/", "http://[fd00:ec2::254]/", "http://[::ffff:7f00:1]/"):
        with pytest.raises(urikit.URIError) as e:
            urikit.check_request(url)
        assert e.value.code == "address_refused" and e.value.offset == 7, url
    assert urikit.check_request("https://example.com/a")["url"] == "https://example.com/a"
    assert urikit.check_request("http://127.0.0.1:8080/", refuse=["private_use"])["connect_host"] == "127.0.0.1"
    with pytest.raises(urikit.URIError) as e:
        urikit.check_request("https://evil.test/", allow_sites=["example.com"])
    assert e.value.code == "host_not_allowed"
    assert urikit.check_request("https://www.example.com/", allow_sites=["example.com"])["host_field"] == "www.example.com"
    with pytest.raises(urikit.URIError) as e:
        urikit.check_request("https://example.com/", allow_names=False)
    assert e.value.code == "name_not_allowed"
    with pytest.raises(urikit.URIError) as e:
        urikit.check_request(urikit.WebURL("https://example.com:8443/"), ports=[443])
    assert e.value.code == "port_not_allowed" and e.value.offset == 20
    with pytest.raises(ValueError):
        urikit.check_request("https://example.com/", refuse=["nowhere"])


def test_texts_read_two_ways_are_marked_and_refused():
    assert urikit.host_readings("http://allowed.example\\@127.0.0.1/") == ("allowed.example", "127.0.0.1")
    location = "//allowed.example\\@169.254.169.254/latest/meta-data/"
    assert urikit.host_readings(location, "https://allowed.example/") == ("allowed.example", "169.254.169.254")
    assert urikit.host_readings(location) is None  # no base: no URL Standard reading
    assert urikit.host_readings("http://a.example/x\\@y") is None
    with pytest.raises(urikit.URIError) as e:
        urikit.check_request("http://allowed.example\\@127.0.0.1/", allow_hosts=["allowed.example"])
    assert e.value.code == "ambiguous_host" and e.value.offset == 24
    parts = urikit.check_request("http://allowed.example\\@127.0.0.1/", allow_hosts=["allowed.example"],
                                 refuse_ambiguous_host=False)
    assert parts["url"] == "http://allowed.example/@127.0.0.1/"


def test_join_path_whatever_the_trailing_slash():
    assert urikit.join_path("https://h/v1", "users/a b") == urikit.join_path("https://h/v1/", "/users/a b") \
        == "https://h/v1/users/a%20b"
    assert urikit.join_path(b"https://h/v1?q#f", "x") == b"https://h/v1/x?q#f"
    with pytest.raises(urikit.URIError) as e:
        urikit.join_path("https://h/a/b", "x/../../etc")
    assert e.value.code == "dot_segment" and e.value.offset == 2 and e.value.text == "x/../../etc"
    assert urikit.join_path("https://h/a/b", "../c", dots="resolve") == "https://h/a/c"
    with pytest.raises(ValueError):
        urikit.join_path("https://h/", "x", dots="maybe")  # type: ignore[arg-type]


def test_redact_hides_credentials_under_every_reading():
    assert urikit.redact("https:////user:pass@host") == "https:////user:REDACTED@host"
    assert urikit.redact(b"user:pass@host/x") == b"user:REDACTED@host/x"
    assert urikit.redact("https://tok@h/?token=1&id=2#access_token=3", userinfo=True,
                         parameters=["token", "access_token"], marker="***") == "https://***@h/?token=***&id=2#access_token=***"
    assert urikit.redact("https://h/?a=1&b=2", query_values=True) == "https://h/?a=REDACTED&b=REDACTED"
    assert urikit.redact("not a url") == "not a url"
    for text in ("http://u:p@h/", "http:\\\\u:p@h/", "HTTP:u:p@h", " http://a:b@c@d/"):
        out = urikit.redact(text)
        assert "REDACTED" in out and ":p@" not in out and ":b@" not in out, text
        assert urikit.WebURL(out).password in ("", "REDACTED")


def test_dedup_profile():
    url = "HTTP://www.Example.com/a/?utm_source=x&b=2&sid=9#top"
    assert urikit.normalize(url, "dedup") == "http://example.com/a?b=2"
    assert urikit.normalize_many([url, "mailto:x"], "dedup") == ["http://example.com/a?b=2", "mailto:x"]
    assert urikit.equivalent(url, "http://example.com/a?b=2", "dedup")


def test_heritrix_surt_is_heritrixs_key():
    assert urikit.heritrix_surt("http://user:pass@www.archive.org:8080/movies/movies.php") == \
        "http://(org,archive,www,:8080@user:pass)/movies/movies.php"
    assert urikit.heritrix_surt(b"HTTP://Example.COM./A") == b"http://(com.,example,)/a"
    assert urikit.heritrix_surt("mailto:a@b") == "mailto:a@b"
    with pytest.raises(urikit.URIError) as e:
        urikit.heritrix_surt(b"http://a/\xff")
    assert (e.value.code, e.value.offset) == ("invalid_utf8", 9)


def test_a_zone_id_is_read_by_option_connected_on_and_never_sent():
    # RFC 6874 section 2's example; section 4: a client removes the zone from what it sends.
    with pytest.raises(urikit.URIError) as refused:
        urikit.URI("http://[fe80::a%25en1]/")
    assert refused.value.code == "invalid_ip_literal" and refused.value.offset == 15
    u = urikit.URI("http://[FE80::A%25e%6E1]:8080/p", zone_ids=True)
    assert u.zone_id == "e%6E1" and u.host == "[FE80::A%25e%6E1]" and u.host_kind == "ipv6"
    assert urikit.parse("http://[::1]/", zone_ids=True).zone_id is None
    assert str(u.normalize("http")) == "http://[fe80::a%25en1]:8080/p"
    parts = urikit.request_parts(u)
    assert parts["connect_host"] == "fe80::a" and parts["zone_id"] == "en1"
    assert parts["host_field"] == "[fe80::a]:8080" and parts["url"] == "http://[fe80::a]:8080/p"
    assert parts["address_class"] == "link_local"
    with pytest.raises(urikit.URIError) as guarded:
        urikit.check_request(u)
    assert guarded.value.code == "address_refused" and guarded.value.offset == 7
    assert urikit.check_request(u, refuse=["loopback", "private_use", "unique_local"])["zone_id"] == "en1"
    # The URL Standard refuses zones: pasted text (web mode) never takes one.
    with pytest.raises(urikit.URIError):
        urikit.request_parts("http://[fe80::a%25en1]/")
