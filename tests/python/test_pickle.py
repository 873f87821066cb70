"""Everything a pipeline ships between processes pickles: values, errors, and the functions themselves."""

import multiprocessing
import pickle

import urikit


def test_uri_and_weburl_pickle_by_value():
    for value in [urikit.URI("http://a/b?c#d"), urikit.parse_web("HTTP://h/a/../b")]:
        back = pickle.loads(pickle.dumps(value))
        assert back == value and type(back) is type(value) and str(back) == str(value)


def test_a_uri_with_a_zone_id_pickles_with_it():
    u = urikit.URI("http://[fe80::1%25eth0]/a", zone_ids=True)
    back = pickle.loads(pickle.dumps(u))
    assert back == u and back.zone_id == "eth0"
    assert str(back.normalize("http")) == "http://[fe80::1%25eth0]/a"


def test_module_functions_pickle_by_reference():
    for fn in [urikit.normalize, urikit.normalize_many, urikit.href, urikit.resolve, urikit.parse,
               urikit.parse_web, urikit.to_uri, urikit.to_iri, urikit.pct_encode, urikit.pct_decode]:
        assert pickle.loads(pickle.dumps(fn)) is fn


def test_a_process_pool_maps_the_functions():
    urls = ["HTTP://A/%7e", "http://b:80/x/../y"] * 20
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        assert pool.map(urikit.normalize, urls) == [urikit.normalize(u) for u in urls]
        parsed = pool.map(urikit.parse, urls)
    assert parsed == [urikit.URI(u) for u in urls]
