// urikit thread tests: what urikit.h and the C++ headers say may run on
// many threads at once does, with the same answers as one thread: every
// entry point on its own inputs (per-thread scratch buffers, the one-time
// set-up of IDNA, the Public Suffix List, the default URL pattern, the web
// URL stamps), and shared read-only objects: one url_pattern, one base
// web_url, one parsed C handle. Built and run under ThreadSanitizer by CI
// (the `tsan` preset), which reports any data race these calls make.
#define BOOST_TEST_MODULE urikit_threads
#define BOOST_TEST_DYN_LINK
#include <boost/test/unit_test.hpp>

#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <urikit/urikit.h>
#include <urikit/urikit.hpp>

namespace {

constexpr int thread_count = 4;

std::vector<std::string> const inputs = {
    "HTTP://www.Example.COM:80/a/./b/../c?b=2&utm_source=x&a=1#F", "https://xn--9ca.com/%7Efoo;jsessionid=1?q",
    "http://0x7f.1/", "https://user@[2001:DB8::1]:8443/p?x#y", "ftp://a.b.example.co.uk/x/../y",
    "http://\xC3\xA9x.com/\xC3\xA9", "mailto:Someone@Example.com", "//h/p?q", "http://a b/"};

// Every form one input gives, as text (the same on every thread).
std::string all_forms(std::string const& s, urikit::url_pattern const& pattern, urikit::web_url const& base) {
    std::string out;
    auto add = [&out](auto const& r) {
        if (r) out += std::string(r->data(), r->size()) + "|";
        else out += std::string(urikit::name(r.error().code)) + "|";
    };
    if (auto const u = urikit::parse_uri_reference(s)) {
        for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key}) {
            auto const n = urikit::normalize(*u, p);
            out += n ? n->str() + "|" : "!|";
        }
        auto const deduped = urikit::normalize_dedup(*u);
        out += deduped ? deduped->str() + "|" : "!|";
        auto const site = urikit::site(*u);
        out += site && site->site ? *site->site + "|" : "-|";
        add(urikit::request_target(*u));
        add(urikit::ssurt(*u));
    }
    add(urikit::surt(s));
    add(urikit::safe_browsing_canonical(s));
    auto const iri = urikit::to_uri(s);
    out += iri ? iri->str() + "|" : "!|";
    if (auto const w = urikit::parse_web(s, &base)) {
        out += w->href() + "|" + (pattern.test(*w) ? "match|" : "no|");
        auto const m = pattern.exec(*w);
        if (m) out += std::string((*m)[urikit::url_pattern_component::pathname].input) + "|";
        urikit::web_url copy = *w;
        urikit::url_search_params p = urikit::search_params(copy);
        (void)p.append("k", s);
        p.sort();
        out += copy.href() + "|";
    }
    add(urikit::domain_to_ascii(s));
    return out;
}

// The C API: per-thread buffers and handles, one shared const URL.
std::string c_forms(std::string const& s, urikit_url const* shared) {
    std::string out;
    urikit_buffer* b = urikit_buffer_new();
    auto text = [&] {
        urikit_string const t = urikit_buffer_text(b);
        return t.length == 0 ? std::string() : std::string(t.data, t.length);
    };
    (void)urikit_normalize(s.data(), s.size(), URIKIT_PROFILE_CACHE_KEY, b);
    out += text() + "|";
    (void)urikit_resolve_location(shared, s.data(), s.size(), b);
    out += text() + "|";
    (void)urikit_surt(s.data(), s.size(), nullptr, b);
    out += text() + "|";
    urikit_string const href = urikit_url_get(shared, URIKIT_URL_HREF);
    out += std::string(href.data, href.length) + "|";
    urikit_url* mine = urikit_url_clone(shared);
    urikit_search_params* p = urikit_search_params_of_url(mine);
    (void)urikit_search_params_append(p, s.data(), s.size(), "v", 1);
    out += std::to_string(urikit_search_params_size(p)) + "|";
    urikit_search_params_free(p);
    urikit_url_free(mine);
    urikit_buffer_free(b);
    return out;
}

// Runs `work` on thread_count threads at once, each over every input
// `rounds` times, and returns each thread's answers.
std::vector<std::string> on_threads(std::function<std::string(std::string const&)> const& work, int rounds) {
    std::vector<std::string> answers(thread_count);
    std::vector<std::thread> threads;
    for (int t = 0; t < thread_count; ++t) {
        threads.emplace_back([&, t] {
            for (int r = 0; r < rounds; ++r) {
                std::string all;
                for (std::string const& s : inputs) all += work(s) + "\n";
                answers[static_cast<std::size_t>(t)] = all;
            }
        });
    }
    for (auto& th : threads) th.join();
    return answers;
}

} // namespace

BOOST_AUTO_TEST_SUITE(threads)

// The first calls of all (the one-time set-up of IDNA, the PSL, the
// default pattern) race each other here, then every form is computed on
// every thread with the shared pattern and base.
BOOST_AUTO_TEST_CASE(every_form_on_many_threads_equals_one_thread) {
    std::vector<std::string> const first = on_threads([](std::string const& s) {
        static urikit::url_pattern const everything;
        return std::string(everything.test(s) ? "t" : "f");
    }, 1);
    BOOST_TEST(first[0] == first[thread_count - 1]);
    urikit::web_url const base = urikit::parse_web("https://base.example/dir/page?x#y").value();
    auto const pattern = urikit::parse_url_pattern(
        {.hostname = "{*.}?example.(com|co\\.uk)", .pathname = "/:first/*", .search = "*"});
    if (!urikit::available(urikit::feature::url_patterns)) {
        BOOST_TEST(!pattern.has_value());
        return;
    }
    auto const work = [&](std::string const& s) { return all_forms(s, *pattern, base); };
    std::string one;
    for (std::string const& s : inputs) one += work(s) + "\n";
    for (std::string const& answer : on_threads(work, 20)) BOOST_TEST(answer == one);
}

BOOST_AUTO_TEST_CASE(the_c_api_on_many_threads_with_a_shared_const_url) {
    urikit_url* shared = nullptr;
    BOOST_TEST_REQUIRE(urikit_url_parse("https://shared.example/a/b?c=d", 30, nullptr, &shared).code == URIKIT_OK);
    auto const work = [shared](std::string const& s) { return c_forms(s, shared); };
    std::string one;
    for (std::string const& s : inputs) one += work(s) + "\n";
    for (std::string const& answer : on_threads(work, 20)) BOOST_TEST(answer == one);
    urikit_url_free(shared);
}

BOOST_AUTO_TEST_SUITE_END()
