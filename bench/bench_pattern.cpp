// URL patterns, side by side: a crawl scope of four URL patterns decided for
// each line, after parsing it as a web URL into a reused url. urikit's
// url_pattern runs each component's expression in RE2; the peer runs the
// same expressions (the URL Pattern Standard's own, JavaScript syntax, as
// urikit's generator writes them for these patterns) in std::regex, the
// engine ada's URL Pattern uses by default. Both answer on every line the
// web parser accepts; the benchmark's workload is the lines all accept.
#include "side_by_side.hpp"

#include <array>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

namespace urikit::bench {

namespace {

constexpr char const* scope[] = {"http{s}?://{*.}?github.com/:owner/:repo{/*}?", "*://*/*.:ext(pdf|zip|exe|gz)",
                                 "*://*/(.*/)?admin{/*}?", "http{s}?://*.wikipedia.org/wiki/:title"};

// The Standard's expressions of `scope`, component by component (protocol,
// username, password, hostname, port, pathname, search, hash).
constexpr std::array<std::array<char const*, 8>, 4> scope_expressions = {{
    {R"(^http(?:s)?$)", R"(^(.*)$)", R"(^(.*)$)", R"(^(?:(.*)\.)?github\.com$)", R"(^$)",
     R"(^(?:\/([^\/]+?))(?:\/([^\/]+?))(?:\/(.*))?$)", R"(^(.*)$)", R"(^(.*)$)"},
    {R"(^(.*)$)", R"(^(.*)$)", R"(^(.*)$)", R"(^(.*)$)", R"(^$)", R"(^(?:\/(.*))\.(pdf|zip|exe|gz)$)", R"(^(.*)$)",
     R"(^(.*)$)"},
    {R"(^(.*)$)", R"(^(.*)$)", R"(^(.*)$)", R"(^(.*)$)", R"(^$)", R"(^(?:\/(.*/))?admin(?:\/(.*))?$)", R"(^(.*)$)",
     R"(^(.*)$)"},
    {R"(^http(?:s)?$)", R"(^(.*)$)", R"(^(.*)$)", R"(^(.*)\.wikipedia\.org$)", R"(^$)", R"(^\/wiki(?:\/([^\/]+?))$)",
     R"(^(.*)$)", R"(^(.*)$)"},
}};

web_url& reused_url() {
    static web_url u;
    return u;
}

std::size_t urikit_pattern(std::string_view s) {
    static std::vector<url_pattern> const patterns = [] {
        std::vector<url_pattern> out;
        for (char const* p : scope) out.push_back(parse_url_pattern(p).value());
        return out;
    }();
    web_url& u = reused_url();
    if (parse_web_into(s, nullptr, u).code != errc::ok) return 0;
    std::size_t n = 1;
    for (url_pattern const& p : patterns) n += p.test(u) ? 1u : 0u;
    return n;
}

std::size_t std_regex_pattern(std::string_view s) {
    static std::vector<std::array<std::regex, 8>> const patterns = [] {
        std::vector<std::array<std::regex, 8>> out(scope_expressions.size());
        for (std::size_t k = 0; k < scope_expressions.size(); ++k) {
            for (std::size_t c = 0; c < 8; ++c) out[k][c] = std::regex(scope_expressions[k][c], std::regex::ECMAScript);
        }
        return out;
    }();
    web_url& u = reused_url();
    if (parse_web_into(s, nullptr, u).code != errc::ok) return 0;
    std::string_view const texts[] = {u.scheme(), u.username(), u.password(), u.hostname(), u.port(), u.pathname(),
                                      u.query(),  u.fragment()};
    std::size_t n = 1;
    for (auto const& p : patterns) {
        bool all = true;
        for (std::size_t c = 0; c < 8 && all; ++c) all = std::regex_match(texts[c].begin(), texts[c].end(), p[c]);
        n += all ? 1u : 0u;
    }
    return n;
}

constexpr contestant contestants[] = {
    {"urikit_pattern", urikit_pattern},
    {"std_regex", std_regex_pattern},
};

} // namespace

side_by_side& pattern_job() {
    static side_by_side job("pattern", contestants);
    return job;
}

} // namespace urikit::bench
