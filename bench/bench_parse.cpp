// Parse, side by side (side_by_side.hpp): urikit, Boost.URL 1.81, uriparser,
// curl's URL API, and a byte-class table pass as the floor.
#include "side_by_side.hpp"

#include <boost/url/parse.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include <array>
#include <cstring>
#include <string_view>

#include <urikit/parse.hpp>

namespace urikit::bench {

namespace {

// The floor: one table lookup per byte (what any parser must at least read).
constexpr std::array<unsigned char, 256> make_table() {
    std::array<unsigned char, 256> t{};
    for (int c = 0; c < 256; ++c) t[static_cast<std::size_t>(c)] = static_cast<unsigned char>((c * 7) & 3);
    return t;
}
constexpr auto byte_class = make_table();

// g++ 12 "vectorizes" this loop by spilling each 16-byte vector to the stack
// and reloading its bytes one by one, which made the floor twice as slow as
// a plain loop; the floor is kept scalar (four independent sums, so the loads
// pipeline) to be the honest lower bound.
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-vectorize")))
#endif
std::size_t table_pass(std::string_view s) {
    std::size_t a = 0, b = 0, c = 0, d = 0, i = 0;
    auto const at = [&s](std::size_t k) { return byte_class[static_cast<unsigned char>(s[k])]; };
    for (; i + 4 <= s.size(); i += 4) {
        a += at(i);
        b += at(i + 1);
        c += at(i + 2);
        d += at(i + 3);
    }
    for (; i < s.size(); ++i) a += at(i);
    return a + b + c + d;
}

std::size_t urikit_parse(std::string_view s) {
    auto const r = urikit::parse_uri_reference(s);
    return r ? r->path().size() + 1 : 0;
}

std::size_t boost_url_parse(std::string_view s) {
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    return r ? r->encoded_path().size() + 1 : 0;
}

std::size_t uriparser_parse(std::string_view s) {
    UriUriA uri;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&uri, s.data(), s.data() + s.size(), &error_pos) != URI_SUCCESS) return 0;
    std::size_t const r = static_cast<std::size_t>(uri.scheme.afterLast - uri.scheme.first) + 1;
    uriFreeUriMembersA(&uri);
    return r;
}

// curl_url_set on one reused handle (curl keeps its parts in separate heap
// strings, so it allocates anyway), then one part read back, as a caller
// would. curl needs the NUL the data file's std::string provides; it only
// takes absolute URLs, and it accepts schemes it does not support only with
// CURLU_NON_SUPPORT_SCHEME.
std::size_t curl_parse(std::string_view s) {
    static CURLU* const handle = curl_url();
    if (curl_url_set(handle, CURLUPART_URL, s.data(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK) return 0;
    char* path = nullptr;
    if (curl_url_get(handle, CURLUPART_PATH, &path, 0) != CURLUE_OK) return 0;
    std::size_t const n = std::strlen(path) + 1;
    curl_free(path);
    return n;
}

constexpr contestant peers[] = {
    {"table_pass", table_pass, false},
    {"urikit", urikit_parse},
    {"boost_url", boost_url_parse},
    {"uriparser", uriparser_parse},
    {"curl", curl_parse},
};

} // namespace

side_by_side& parse_job() {
    static side_by_side job("parse", peers);
    return job;
}

} // namespace urikit::bench
