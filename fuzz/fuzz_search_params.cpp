// url_search_params: parse -> serialize -> parse is stable, every pair is
// UTF-8, sort() is the stable sort by UTF-16 code units (the definition
// beside it), and a list linked to a URL keeps the URL's href one that
// parses back as itself, with the same pairs, through edits whose arguments
// view the list and the href.
#include <algorithm>
#include <vector>

#include <urikit/url_search_params.hpp>
#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"
#include "src/web/urlencoded.hpp"

namespace {

using urikit::search_param;
using urikit::url_search_params;

void check_parse_and_sort(std::string_view s) {
    url_search_params const once(s);
    url_search_params const twice(once.str());
    URIKIT_FUZZ_CHECK(once == twice && twice.str() == once.str(), s);
    for (search_param const p : once) URIKIT_FUZZ_CHECK(urikit::is_utf8(p.name) && urikit::is_utf8(p.value), s);
    url_search_params sorted = once;
    sorted.sort();
    std::vector<search_param> want(once.begin(), once.end());
    std::stable_sort(want.begin(), want.end(),
                     [](search_param a, search_param b) { return urikit::detail::code_unit_less(a.name, b.name); });
    URIKIT_FUZZ_CHECK(std::equal(sorted.begin(), sorted.end(), want.begin(), want.end()), s);
}

void check_linked(std::string_view s) {
    auto u = urikit::parse_web("http://h/p?" + std::string(s));
    if (!u) return;
    url_search_params p = urikit::search_params(*u);
    std::string_view const half = s.substr(0, s.size() / 2);
    if (p.append(half, s.substr(half.size())).code == urikit::errc::ok) {
        URIKIT_FUZZ_CHECK(p.has(half, s.substr(half.size())), s);
    }
    if (!p.empty()) {
        (void)p.set(p[0].name, u->href()); // the value views the href the call rewrites
        p.remove(p[p.size() - 1].name, p[p.size() - 1].value);
    }
    p.sort();
    auto const again = urikit::parse_web(u->href());
    URIKIT_FUZZ_CHECK(again.has_value() && again->href() == u->href(), s);
    URIKIT_FUZZ_CHECK(url_search_params(u->query()) == p, s);
    URIKIT_FUZZ_CHECK(p.empty() == !u->has_query(), s);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    check_parse_and_sort(s);
    check_linked(s);
    return 0;
}
