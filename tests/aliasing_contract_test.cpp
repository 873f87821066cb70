// urikit tests: the aliasing contract of the whole public API. Every public
// function or member that writes into a caller's object is called with each
// string argument a view of that object (its whole text and each component
// of it) and must give what it gives on a copy of the argument. Under ASan
// (the asan preset) a read of a buffer the call reallocated is an error. The
// list of writers is checked against the public headers, so that a new
// writing function cannot be added without joining it.
#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/join_path.hpp>
#include <urikit/resolve.hpp>
#include <urikit/uri.hpp>
#include <urikit/url_search_params.hpp>
#include <urikit/web_domain.hpp>
#include <urikit/web_url.hpp>

#include "header_scan.hpp"

namespace {

using urikit::component;

// References whose components are all present, odd, or about to grow when
// written (uppercase, default ports, dot segments, an href in the query).
std::vector<std::string> const seeds = {
    "http://User:Pw@EXAMPLE.com:8080/a/./b/../c%7e?q=1&b=%41#Frag",
    "http://a/?HTTP://X.COM:80/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p",
    "http://h:1/?EXAMPLE.COM:2",
    "https://example.com/p?x=%2F&utm_source=y&jsessionid=0123456789ABCDEF0123456789ABCDEF#f",
    "HTTP://WWW.EXAMPLE.COM:80",
    "mailto:someone@example.com?subject=hi",
    "file:///C:/dir/../file.txt",
    "http://[::1]:80/%7Euser/./x?#",
    "foo://host/a b|c?d e#f g",
    "http://xn--bcher-kva.example/%C3%BC?%E2%82%AC=1",
    "//a/b?c#d",
    "a/b/../c?d",
    "",
};

// The views of `text` a caller may pass: the whole and each component.
std::vector<std::string_view> views_of(std::string const& text) {
    std::vector<std::string_view> v{std::string_view(text)};
    auto const r = urikit::parse_uri_reference(text);
    if (!r) return v;
    for (component c : {component::scheme, component::userinfo, component::host, component::port, component::path,
                        component::query, component::fragment}) {
        if (r->has(c) && !r->get(c).empty()) v.push_back(r->get(c));
    }
    return v;
}

// The views of a web URL's own href: the whole and each getter's answer.
std::vector<std::string_view> views_of(urikit::web_url const& u) {
    std::vector<std::string_view> v{u.href(), u.protocol(), u.username(), u.password(), u.host_and_port(),
                                    u.hostname(), u.port(), u.pathname(), u.search(), u.hash()};
    if (u.has_query()) v.push_back(u.query());
    if (u.has_fragment()) v.push_back(u.fragment());
    return v;
}

std::vector<std::string_view> views_of(urikit::uri const& u) {
    return {u.str(), u.scheme(), u.userinfo(), u.host(), u.port(), u.path(), u.query(), u.fragment(), u.authority()};
}

// What a call into a string gave: its error code and the string.
struct outcome {
    int code = 0;
    std::string text;
    bool operator==(outcome const&) const = default;
};

std::ostream& operator<<(std::ostream& o, outcome const& r) { return o << r.code << " \"" << r.text << "\""; }

// A writer into a std::string: out is the string, arg a view the call reads.
using string_writer = std::function<int(std::string_view arg, std::string& out)>;

// Each writer makes one call: a view is stale once the call wrote.
// Calls `w` with `arg` a view of `out` (every view of every seed) and with
// a copy of it, from the same starting text, and compares.
void check_string_writer(std::string const& name, string_writer const& w) {
    for (std::string const& seed : seeds) {
        std::string probe = seed;
        std::size_t const views = views_of(probe).size();
        for (std::size_t i = 0; i < views; ++i) {
            std::string aliased = seed;
            aliased.shrink_to_fit(); // the call must grow it: a reallocation ASan sees
            std::string copied = seed;
            std::string const arg(views_of(copied)[i]);
            outcome expected{w(arg, copied), copied};
            outcome got{w(views_of(aliased)[i], aliased), aliased};
            BOOST_TEST(got == expected, name << " on view " << i << " of \"" << seed << "\"");
        }
    }
}

int code(urikit::error e) { return static_cast<int>(e.code); }

urikit::uri_view view_of(std::string_view text) {
    auto const r = urikit::parse_uri_reference(text);
    return r ? *r : urikit::parse_uri_reference("x:").value();
}

// Each public writer into a std::string, by the name its header gives it.
std::map<std::string, string_writer> string_writers() {
    using namespace urikit;
    std::map<std::string, string_writer> m;
    m["normalize_into"] = [](std::string_view a, std::string& out) {
        return code(normalize_into(view_of(a), profile::cache_key, out));
    };
    m["normalize_dedup_into"] = [](std::string_view a, std::string& out) {
        return code(normalize_dedup_into(view_of(a), dedup_options{}, out));
    };
    // reference_reader's: a uri_view's and a uri's, the same call.
    m["reference_reader::resolve_into"] = [](std::string_view a, std::string& out) {
        std::string const before = out;
        int const of_view = code(view_of(a).resolve_into(view_of(a), out));
        std::string const by_view = out;
        out = before;
        int const of_uri = code(urikit::uri(view_of(a)).resolve_into(view_of(a), out));
        return of_view == of_uri && by_view == out ? of_view : -1;
    };
    m["to_uri_into"] = [](std::string_view a, std::string& out) { return code(to_uri_into(a, out)); };
    m["surt_into"] = [](std::string_view a, std::string& out) { return code(surt_into(a, {}, out)); };
    m["heritrix_surt_into"] = [](std::string_view a, std::string& out) { return code(heritrix_surt_into(a, out)); };
    m["ssurt_into"] = [](std::string_view a, std::string& out) { return code(ssurt_into(view_of(a), out)); };
    m["surt_form_into"] = [](std::string_view a, std::string& out) {
        return code(surt_form_into(view_of(a), surt_options{}, out));
    };
    m["from_ssurt_into"] = [](std::string_view a, std::string& out) { return code(from_ssurt_into(a, out)); };
    m["resolve_location_into"] = [](std::string_view a, std::string& out) {
        static urikit::web_url const current = urikit::parse_web("http://example.com/d/p?q#f").value();
        return code(resolve_location_into(current, a, out));
    };
    m["referrer_into"] = [](std::string_view a, std::string& out) { // `a` as the page, the request for itself
        auto const u = view_of(a);
        return code(referrer_into({.from = u, .to = u}, referrer_policy::unsafe_url, out));
    };
    m["join_path_into"] = [](std::string_view a, std::string& out) { // `a` as the base and as the path
        auto const u = view_of(a);
        return code(join_path_into(u, a, join_options{.dots = dot_segments::resolve}, out));
    };
    m["redact_into"] = [](std::string_view a, std::string& out) {
        redact_into(a, redact_options{.userinfo = false, .query_values = true, .parameters = {"q"}}, out);
        return 0;
    };
    m["to_rfc3986_into"] = [](std::string_view a, std::string& out) { // the URL holds its own copy of `a`
        auto const u = urikit::parse_web(a);
        return u ? code(to_rfc3986_into(*u, out)) : code(u.error());
    };
    // the text form parses, then calls the view form with a view that may be `out`: both are checked
    m["to_iri_into"] = [](std::string_view a, std::string& out) { return code(to_iri_into(a, out)); };
    m["url_search_params::append_to"] = [](std::string_view a, std::string& out) {
        url_search_params(a).append_to(out);
        return 0;
    };
    m["domain_to_ascii_into"] = [](std::string_view a, std::string& out) {
        return code(domain_to_ascii_into(a, {}, out));
    };
    m["domain_to_unicode_into"] = [](std::string_view a, std::string& out) { return code(domain_to_unicode_into(a, out)); };
    m["request_target_into"] = [](std::string_view a, std::string& out) {
        return code(request_target_into(view_of(a), target_form::absolute, out));
    };
    m["host_field_into"] = [](std::string_view a, std::string& out) { return code(host_field_into(view_of(a), out)); };
    m["safe_browsing_canonical_into"] = [](std::string_view a, std::string& out) {
        return code(safe_browsing_canonical_into(a, out));
    };
    m["pct_encode"] = [](std::string_view a, std::string& out) {
        pct_encode(a, codec::query_param, out);
        return 0;
    };
    m["pct_decode"] = [](std::string_view a, std::string& out) { return code(pct_decode(a, codec::fragment, out)); };
    m["decoded_view::append_to"] = [](std::string_view a, std::string& out) {
        view_of(a).decoded_path().append_to(out);
        return 0;
    };
    m["reference_reader::recompose_into"] = [](std::string_view a, std::string& out) {
        view_of(a).recompose_into(out);
        return 0;
    };
    return m;
}

// What a web_url call gave: the setter's answer and the href.
using web_writer = std::function<int(urikit::web_url& u, std::string_view arg)>;

std::map<std::string, web_writer> web_writers() {
    using urikit::web_url;
    std::map<std::string, web_writer> m;
    m["parse_web_into"] = [](web_url& u, std::string_view a) {
        return code(urikit::parse_web_into(a, &u, u)); // set_href is the call without a base
    };
    m["web_url::set_href"] = [](web_url& u, std::string_view a) { return code(u.set_href(a)); };
    m["web_url::set_protocol"] = [](web_url& u, std::string_view a) { return code(u.set_protocol(a)); };
    m["web_url::set_username"] = [](web_url& u, std::string_view a) { return code(u.set_username(a)); };
    m["web_url::set_password"] = [](web_url& u, std::string_view a) { return code(u.set_password(a)); };
    m["web_url::set_host_and_port"] = [](web_url& u, std::string_view a) { return code(u.set_host_and_port(a)); };
    m["web_url::set_hostname"] = [](web_url& u, std::string_view a) { return code(u.set_hostname(a)); };
    m["web_url::set_port"] = [](web_url& u, std::string_view a) { return code(u.set_port(a)); };
    m["web_url::set_pathname"] = [](web_url& u, std::string_view a) { return code(u.set_pathname(a)); };
    m["web_url::set_search"] = [](web_url& u, std::string_view a) { return code(u.set_search(a)); };
    m["web_url::set_hash"] = [](web_url& u, std::string_view a) { return code(u.set_hash(a)); };
    m["search_params"] = [](web_url& u, std::string_view a) { // linked: append writes the query
        urikit::url_search_params p = urikit::search_params(u);
        return code(p.append("k", a));
    };
    return m;
}


std::vector<urikit::web_url> web_seeds() {
    std::vector<urikit::web_url> v;
    for (std::string const& s : seeds) {
        if (auto u = urikit::parse_web(s)) v.push_back(*u);
    }
    v.push_back(urikit::parse_web("http://a/?HTTP://X.COM:80/a/b/c/d/e/f/g/h/i/j").value());
    v.push_back(urikit::parse_web("http://h:1/?EXAMPLE.COM:2").value());
    v.push_back(urikit::parse_web("http://example.com:8080/a/b/c").value());
    v.push_back(urikit::parse_web("sc://u:p@h:9/p?q#f").value());
    v.push_back(urikit::parse_web("http://h/?a=1&b=%41+c&a=3&name=value").value());
    return v;
}

void check_web_writer(std::string const& name, web_writer const& w) {
    for (urikit::web_url const& seed : web_seeds()) {
        std::size_t const views = views_of(seed).size();
        for (std::size_t i = 0; i < views; ++i) {
            urikit::web_url aliased = seed, copied = seed;
            std::string const arg(views_of(copied)[i]);
            int const expected = w(copied, arg);
            int const got = w(aliased, views_of(aliased)[i]);
            BOOST_TEST(got == expected, name << " on view " << i << " of " << seed.href());
            BOOST_TEST(aliased.href() == copied.href(), name << " on view " << i << " of " << seed.href());
        }
    }
}

// What a url_search_params call gave, linked to a web_url: its answer; the
// check compares the URL's href and the list.
using params_writer = std::function<int(urikit::url_search_params& p, std::string_view arg)>;

std::map<std::string, params_writer> params_writers() {
    using urikit::url_search_params;
    std::map<std::string, params_writer> m;
    m["url_search_params::url_search_params"] = [](url_search_params&, std::string_view a) {
        url_search_params const made(a); // the argument views p or its URL; the new list is p's
        return int(made.size());
    };
    m["url_search_params::from_pairs"] = [](url_search_params&, std::string_view a) {
        return int(url_search_params::from_pairs({{a, a}}).has_value());
    };
    m["url_search_params::assign"] = [](url_search_params& p, std::string_view a) { return p.assign(a), 0; };
    m["url_search_params::append"] = [](url_search_params& p, std::string_view a) { return code(p.append(a, a)); };
    m["url_search_params::remove"] = [](url_search_params& p, std::string_view a) {
        if (a.size() % 2 == 0) p.remove(a); // one call (the first may rewrite what `a` views): each overload on some views
        else p.remove(a, a);
        return 0;
    };
    m["url_search_params::set"] = [](url_search_params& p, std::string_view a) { return code(p.set(a, a)); };
    return m;
}

// The views of a list's own pairs.
std::vector<std::string_view> views_of(urikit::url_search_params const& p) {
    std::vector<std::string_view> v;
    for (urikit::search_param const s : p) {
        v.push_back(s.name);
        v.push_back(s.value);
    }
    return v;
}

void check_params_writer(std::string const& name, params_writer const& w) {
    for (urikit::web_url const& seed : web_seeds()) {
        for (bool own_pairs : {false, true}) {
            urikit::web_url probe = seed;
            std::size_t const views = own_pairs ? views_of(urikit::search_params(probe)).size() : views_of(probe).size();
            for (std::size_t i = 0; i < views; ++i) { // a fresh pair of lists per view: each call changes them
                urikit::web_url aliased_url = seed, copied_url = seed;
                urikit::url_search_params aliased = urikit::search_params(aliased_url);
                urikit::url_search_params copied = urikit::search_params(copied_url);
                std::string const arg(own_pairs ? views_of(copied)[i] : views_of(copied_url)[i]);
                int const expected = w(copied, arg);
                int const got = w(aliased, own_pairs ? views_of(aliased)[i] : views_of(aliased_url)[i]);
                BOOST_TEST(got == expected, name << " on view " << i << " of " << seed.href());
                BOOST_TEST(aliased_url.href() == copied_url.href(), name << " on view " << i << " of " << seed.href());
                BOOST_TEST((aliased == copied), name << " on view " << i << " of " << seed.href());
            }
        }
    }
}

// What a uri edit gave: its error code (or its count), and the uri.
using uri_writer = std::function<int(urikit::uri& u, std::string_view arg)>;

std::map<std::string, uri_writer> uri_writers() {
    using urikit::uri;
    std::map<std::string, uri_writer> m;
    auto const on = [](urikit::error (uri::*set)(std::string_view)) {
        return [set](uri& u, std::string_view a) { return code((u.*set)(a)); };
    };
    m["uri::set_scheme"] = on(&uri::set_scheme);
    m["uri::set_encoded_userinfo"] = on(&uri::set_encoded_userinfo);
    m["uri::set_userinfo"] = on(&uri::set_userinfo);
    m["uri::set_encoded_host"] = on(&uri::set_encoded_host);
    m["uri::set_host"] = on(&uri::set_host);
    m["uri::set_port"] = on(static_cast<urikit::error (uri::*)(std::string_view)>(&uri::set_port));
    m["uri::set_encoded_path"] = on(&uri::set_encoded_path);
    m["uri::set_path"] = on(&uri::set_path);
    m["uri::append_segment"] = on(&uri::append_segment);
    m["uri::append_encoded_segment"] = on(&uri::append_encoded_segment);
    m["uri::set_segment"] = [](uri& u, std::string_view a) { return code(u.set_segment(0, a)); };
    m["uri::insert_segment"] = [](uri& u, std::string_view a) { return code(u.insert_segment(0, a)); };
    m["uri::set_encoded_query"] = on(&uri::set_encoded_query);
    m["uri::set_query"] = on(&uri::set_query);
    m["uri::append_param"] = [](uri& u, std::string_view a) { return code(u.append_param(a, a)); };
    m["uri::set_param"] = [](uri& u, std::string_view a) { return code(u.set_param(a, a)); };
    m["uri::remove_params"] = [](uri& u, std::string_view a) { return static_cast<int>(u.remove_params(a)); };
    m["uri::set_encoded_fragment"] = on(&uri::set_encoded_fragment);
    m["uri::set_fragment"] = on(&uri::set_fragment);
    return m;
}

// Each edit with its argument a view of the uri's own text (every view of
// every seed) answers and writes as with a copy of that view.
void check_uri_writer(std::string const& name, uri_writer const& w) {
    for (std::string const& s : seeds) {
        auto const parsed = urikit::parse_uri_reference(s);
        if (!parsed) continue;
        urikit::uri const seed = *parsed;
        for (std::size_t i = 0; i < views_of(seed).size(); ++i) {
            urikit::uri aliased = seed, copied = seed;
            std::string const arg(views_of(copied)[i]);
            int const expected = w(copied, arg);
            int const got = w(aliased, views_of(aliased)[i]);
            BOOST_TEST(got == expected, name << " on view " << i << " of " << s);
            BOOST_TEST(aliased.str() == copied.str(), name << " on view " << i << " of " << s);
        }
    }
}

// The writers the public headers declare: a function with a non-const
// std::string& or web_url& parameter, and every public member of web_url,
// uri and url_search_params that is not const and takes a string_view.
std::set<std::string> writers_declared_in_headers() {
    std::set<std::string> names;
    std::regex const writable(R"((^|[^t] )(std::string|web_url)&(?!&))");
    for (urikit::test::declaration const& d : urikit::test::public_function_declarations()) {
        bool const writes_string = std::regex_search(d.parameters, writable);
        bool const member_writer = (d.owner == "web_url" || d.owner == "uri" || d.owner == "url_search_params") &&
                                   !d.is_const && d.parameters.find("string_view") != std::string::npos;
        if (writes_string || member_writer) names.insert(d.qualified());
    }
    return names;
}

} // namespace

BOOST_AUTO_TEST_SUITE(aliasing_contract)

BOOST_AUTO_TEST_CASE(every_public_writer_is_checked_and_no_checked_name_is_stale) {
    std::set<std::string> listed;
    for (auto const& [name, w] : string_writers()) listed.insert(name);
    for (auto const& [name, w] : web_writers()) listed.insert(name);
    for (auto const& [name, w] : uri_writers()) listed.insert(name);
    for (auto const& [name, w] : params_writers()) listed.insert(name);
    std::set<std::string> const declared = writers_declared_in_headers();
    for (std::string const& name : declared) BOOST_TEST(listed.count(name) == 1, name << " is not in the checked list");
    for (std::string const& name : listed) BOOST_TEST(declared.count(name) == 1, name << " is not declared");
    BOOST_TEST(declared.size() >= 35u); // the scan found the headers
}

BOOST_AUTO_TEST_CASE(string_writers_read_views_of_their_output_intact) {
    for (auto const& [name, w] : string_writers()) check_string_writer(name, w);
}

BOOST_AUTO_TEST_CASE(web_url_writers_read_views_of_their_own_href_intact) {
    for (auto const& [name, w] : web_writers()) check_web_writer(name, w);
}

BOOST_AUTO_TEST_CASE(search_params_read_views_of_their_own_pairs_and_their_urls_href_intact) {
    for (auto const& [name, w] : params_writers()) check_params_writer(name, w);
}

BOOST_AUTO_TEST_CASE(uri_edits_read_views_of_the_uri_itself_intact) {
    for (auto const& [name, w] : uri_writers()) check_uri_writer(name, w);
}

// The two findings of issue 27 as they were reported.
BOOST_AUTO_TEST_CASE(set_href_and_set_host_with_the_urls_own_text) {
    urikit::web_url w = urikit::parse_web("http://example.com:8080/a/b/c").value();
    BOOST_TEST(code(w.set_href(w.href())) == 0);
    BOOST_TEST(w.href() == "http://example.com:8080/a/b/c");
    urikit::web_url u = urikit::parse_web("http://a/?HTTP://X.COM:80/a/b/c/d/e/f/g/h/i/j/k").value();
    BOOST_TEST(code(urikit::parse_web_into(u.query(), nullptr, u)) == 0);
    BOOST_TEST(u.href() == "http://x.com/a/b/c/d/e/f/g/h/i/j/k");
    urikit::web_url h = urikit::parse_web("http://h:1/?EXAMPLE.COM:2").value();
    BOOST_TEST(code(h.set_host_and_port(h.query())) == 0);
    BOOST_TEST(h.href() == "http://example.com:2/?EXAMPLE.COM:2");
}

BOOST_AUTO_TEST_SUITE_END()
