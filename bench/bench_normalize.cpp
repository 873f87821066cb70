// Parse + normalize, side by side, into a reused output buffer where the API
// allows: urikit (rfc3986 and http profiles), uriparser (uriNormalizeSyntax +
// uriToString), Boost.URL 1.81 (url::normalize, which also decodes reserved
// characters, so it does different and less careful work; shown for scale),
// curl (curl_url_set + curl_url_get of the whole URL: curl's own rewrite,
// dot segments removed and scheme lowercased, not RFC 3986 §6; for scale).
#include "side_by_side.hpp"

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include <string>
#include <string_view>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::bench {

namespace {

std::string buffer; // reused by every contestant

template <urikit::profile P>
std::size_t urikit_normalize(std::string_view s) {
    auto const r = urikit::parse_uri_reference(s);
    if (!r) return 0;
    return urikit::normalize_into(*r, P, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

std::size_t uriparser_normalize(std::string_view s) {
    UriUriA u;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&u, s.data(), s.data() + s.size(), &error_pos) != URI_SUCCESS) return 0;
    std::size_t n = 0;
    if (uriNormalizeSyntaxA(&u) == URI_SUCCESS) {
        int needed = 0;
        uriToStringCharsRequiredA(&u, &needed);
        buffer.resize(static_cast<std::size_t>(needed) + 1);
        int written = 0;
        if (uriToStringA(buffer.data(), &u, needed + 1, &written) == URI_SUCCESS) n = static_cast<std::size_t>(written);
    }
    uriFreeUriMembersA(&u);
    return n;
}

std::size_t boost_url_normalize(std::string_view s) {
    auto const r = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (!r) return 0;
    boost::urls::url u(*r);
    u.normalize();
    buffer.assign(u.buffer().data(), u.buffer().size());
    return buffer.size() + 1;
}

std::size_t curl_set_get(std::string_view s) {
    static CURLU* const handle = curl_url();
    if (curl_url_set(handle, CURLUPART_URL, s.data(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK) return 0;
    char* url = nullptr;
    if (curl_url_get(handle, CURLUPART_URL, &url, 0) != CURLUE_OK) return 0;
    buffer.assign(url);
    curl_free(url);
    return buffer.size() + 1;
}

constexpr contestant contestants[] = {
    {"urikit_rfc3986", urikit_normalize<urikit::profile::rfc3986>},
    {"urikit_http", urikit_normalize<urikit::profile::http>},
    {"urikit_cache_key", urikit_normalize<urikit::profile::cache_key>},
    {"uriparser", uriparser_normalize},
    {"boost_url", boost_url_normalize},
    {"curl", curl_set_get},
};

} // namespace

side_by_side& normalize_job() {
    static side_by_side job("normalize", contestants);
    return job;
}

} // namespace urikit::bench
