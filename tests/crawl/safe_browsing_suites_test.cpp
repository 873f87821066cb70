// urikit tests: Safe Browsing against the outside suites of
// shared/data/external/safe-browsing/cases.tsv (Google's Go library,
// Chromium's unit tests, urlcanon's google groups), every row: equal to
// the source's expectation, or a listed departure, asserted exactly, where
// the source departs from Google's page ("URLs and Hashing"), which decides.
#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "crawl/crawler_vectors.hpp"
#include "test_conditions.hpp"

namespace {

using urikit::test::unescape_column;

// A JSON array of strings as the file writes them (no escapes but \" and \\), or nullopt.
std::vector<std::string> json_strings(std::string const& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '"') continue;
        std::string s;
        for (++i; i < text.size() && text[i] != '"'; ++i) {
            if (text[i] == '\\' && i + 1 < text.size()) ++i;
            s += text[i];
        }
        out.push_back(s);
    }
    return out;
}

std::string json_of(std::vector<std::string> const& v) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", \"" : "\"") + v[i] + "\"";
    return out + "]";
}

struct pieces {
    std::string url, host, path, query;
};

// The canonical URL split back into host, path and query (a host holds no
// "/", a path no "?").
std::optional<pieces> canonical_pieces(std::string const& input) {
    auto const r = urikit::safe_browsing_canonical(input);
    if (!r) return std::nullopt;
    pieces p;
    p.url = *r;
    std::size_t const h = r->find("://") + 3;
    std::size_t const slash = r->find('/', h);
    std::size_t const q = std::min(r->find('?', slash), r->size());
    p.host = r->substr(h, slash - h);
    p.path = r->substr(slash, q - slash);
    p.query = q < r->size() ? r->substr(q + 1) : "";
    return p;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

// What urikit gives for a row, in the row's compare mode, written as the file writes it.
std::string ours(std::string const& input, std::string const& mode) {
    auto const p = canonical_pieces(input);
    if (!p) return mode == "ip" ? "!noip" : mode == "hpq" ? "[\"\", \"\", \"\"]" : "!error";
    if (mode == "url") return p->url;
    if (mode == "host") return p->host;
    if (mode == "path") return p->path;
    if (mode == "hpq") return json_of({p->host, p->path, p->query});
    if (mode == "ip") {
        auto const host = canonical_pieces("http://" + input + "/");
        bool const address = host && std::count(host->host.begin(), host->host.end(), '.') == 3 &&
                             host->host.find_first_not_of("0123456789.") == std::string::npos;
        return address ? host->host : "!noip";
    }
    std::vector<std::string> const e = urikit::safe_browsing_expressions(input).value();
    std::vector<std::string> parts;
    for (std::string const& x : e) {
        std::size_t const slash = x.find('/');
        if (mode == "exprs") parts.push_back(x);
        else if (mode == "hosts") parts.push_back(x.substr(0, slash));
        else if (mode == "paths") parts.push_back(x.substr(slash));
    }
    return json_of(sorted(parts));
}

std::string theirs(std::string const& expected, std::string const& mode) {
    if (mode == "exprs" || mode == "hosts" || mode == "paths") return expected == "!error" ? expected : json_of(sorted(json_strings(expected)));
    return expected;
}

// Where a source departs from Google's page, urikit follows the page, and
// where the page's reading is not the host a browser visits, the browser
// (google_canonical.hpp): the row's input and mode, what urikit gives
// instead, and why.
struct departure {
    char const* source; // the row's source up to its ":" ("go", "urlcanon", "ia")
    char const* input;
    char const* mode;
    char const* ours;
};

using departure_key = std::tuple<std::string, std::string, std::string>;

std::map<departure_key, std::string> departures() {
    static constexpr departure list[] = {
        // Go's library drops the query; the page keeps it ("/q?" stays "/q?").
        {"go", "http://www.google.com/q?", "url", "http://www.google.com/q?"},
        {"go", "http://www.google.com/q?r?", "url", "http://www.google.com/q?r?"},
        {"go", "http://www.google.com/q?r?s", "url", "http://www.google.com/q?r?s"},
        {"go", "http://www.google.com/q?r?s%3F", "url", "http://www.google.com/q?r?s?"},
        {"go", "http://evil.com/foo?bar;", "url", "http://evil.com/foo?bar;"},
        {"go", "http://a.b/?", "exprs", "[\"a.b/\", \"a.b/?\"]"},
        // Go writes escapes in lowercase hex; the page: "Escapes must be uppercase hex characters".
        {"go", "http://some%1bhost.com/%1b", "url", "http://some%1Bhost.com/%1B"},
        // Go keeps an IPv4-compatible address in mixed notation; v5 is silent; RFC 5952 text.
        {"go", "http://[::192.9.5.5]/ipng", "host", "[::c009:505]"},
        {"go", "http://[::192.9.5.5]/ipng", "hosts", "[\"[::c009:505]\"]"},
        // Go reduces a part above 255 modulo 256 and reads past trailing text; the page
        // takes "any legal IP address encoding", and these are none: names.
        {"go", "276.2.3", "ip", "!noip"},
        {"go", "10.192.95.89 xy", "ip", "!noip"},
        // Go looks up 6 host suffixes; the page: "up to four hostnames formed by starting
        // with the last five components".
        {"go", "http://a.b.c.d.e.f.g.h.i/", "exprs", "[\"a.b.c.d.e.f.g.h.i/\", \"e.f.g.h.i/\", \"f.g.h.i/\", \"g.h.i/\", \"h.i/\"]"},
        {"go", "https://a.b.c.d.e.f.g.h.i/", "exprs", "[\"a.b.c.d.e.f.g.h.i/\", \"e.f.g.h.i/\", \"f.g.h.i/\", \"g.h.i/\", \"h.i/\"]"},
        {"go", "a.b.c.d.e.f.g.h.i/", "exprs", "[\"a.b.c.d.e.f.g.h.i/\", \"e.f.g.h.i/\", \"f.g.h.i/\", \"g.h.i/\", \"h.i/\"]"},
        {"go", "http://a.b.c.d.e.f.kita.tokyo.jp", "hosts",
         "[\"a.b.c.d.e.f.kita.tokyo.jp\", \"e.f.kita.tokyo.jp\", \"f.kita.tokyo.jp\", \"kita.tokyo.jp\", \"tokyo.jp\"]"},
        // Go refuses a third slash; a browser skips every slash before a special URL's
        // host (the URL Standard's "special authority ignore slashes state", as
        // Chromium's GURL does) and visits "blah": its host is the one looked up.
        {"go", "http:///blah#ref", "url", "http://blah/"},
        {"go", "http:///blah?query#ref", "url", "http://blah/?query"},
        {"go", "http:///blah;param", "url", "http://blah;param/"},
        {"go", "http:///blah;param?query#ref", "url", "http://blah;param/?query"},
        // urlcanon's and the IA's canonicalizers follow the old v2 guide, which kept the
        // port and passed other schemes through; v4 drops the port, and a URL without a
        // host has nothing to look up (Go and Chromium refuse it).
        {"urlcanon", "B\xC3\xBC" "cher.ch:8080", "url", "http://xn--bcher-kva.ch/"},
        {"ia", "B\xC3\xBC" "cher.ch:8080", "url", "http://xn--bcher-kva.ch/"},
        {"urlcanon", "http://www.gotaport.com:1234/", "url", "http://www.gotaport.com/"},
        {"ia", "http://www.gotaport.com:1234/", "url", "http://www.gotaport.com/"},
        {"urlcanon", "mailto:foo@example.com", "url", "!error"},
        {"ia", "mailto:foo@example.com", "url", "!error"},
    };
    std::map<departure_key, std::string> out;
    for (departure const& d : list) out[{d.source, unescape_column(d.input), d.mode}] = d.ours;
    return out;
}

// Checks one row; true when it is a listed departure.
bool check_row(std::string const& source, std::string const& input, std::string const& mode, std::string const& expected) {
    static auto const listed = departures();
    std::string const want = theirs(expected, mode);
    std::string const got = ours(input, mode);
    auto const d = listed.find({source.substr(0, source.find(':')), input, mode});
    BOOST_TEST_CONTEXT(source << ": " << input << " (" << mode << ")") {
        if (d == listed.end()) {
            BOOST_TEST(got == want);
            return false;
        }
        BOOST_TEST(got == d->second); // the departure, exactly
        BOOST_TEST(got != want);
    }
    return true;
}

} // namespace

BOOST_AUTO_TEST_SUITE(safe_browsing_suites)

BOOST_AUTO_TEST_CASE(every_row_is_the_sources_answer_or_a_listed_departure, URIKIT_NEEDS(shared_data)) {
    auto const rows = urikit::test::load_external_rows("safe-browsing/cases.tsv");
    BOOST_TEST_REQUIRE(rows.has_value());
    std::size_t departed = 0, skipped = 0;
    for (auto const& row : *rows) {
        std::string const input = unescape_column(row[1]);
        // Built without ICU, a host that needs IDNA is refused: nothing to compare.
        if (!urikit::available(urikit::feature::idna) && row[3].find("xn--") != std::string::npos) {
            ++skipped;
            continue;
        }
        departed += check_row(row[0], input, row[2], unescape_column(row[3]));
    }
    BOOST_TEST(rows->size() == 185u);
    BOOST_TEST(departed + skipped >= 16u);
}

BOOST_AUTO_TEST_CASE(the_internet_archives_google_canonicalizer_rows_too, URIKIT_NEEDS(shared_data)) {
    // surt 0.3.1's GoogleURLCanonicalizer tests (v2: the port kept).
    auto const rows = urikit::test::load_external_rows("surt/test_surt.tsv");
    BOOST_TEST_REQUIRE(rows.has_value());
    std::size_t checked = 0, departed = 0;
    for (auto const& row : *rows) {
        if (!row[3].starts_with("normalize --profile safe-browsing")) continue;
        std::string const input = unescape_column(row[1]);
        if (!urikit::available(urikit::feature::idna) && row[4].find("xn--") != std::string::npos) continue;
        departed += check_row("ia:" + row[0], input, "url", unescape_column(row[4]));
        ++checked;
    }
    BOOST_TEST(checked >= 42u);
    BOOST_TEST(departed <= 3u);
}

BOOST_AUTO_TEST_SUITE_END()
