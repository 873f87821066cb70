// urikit crawl forms: the Internet Archive's canonicalization in front of
// the SURT / CDX key (shared/data/crawler/README.md, "Classic SURT"): the
// Google-style steps (google_canonical.hpp, the port kept), then the IA
// rules: a leading "www" or "www" + digits label removed, the default port
// removed, path and query lowercased (escapes too), path session ids
// removed, a trailing "/" removed unless the path is "/", query session
// ids and empty parameters removed, parameters sorted (bytewise, whole
// "name=value"), an empty query removed. No userinfo, no fragment.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

// The parts of the canonical URL, escaped.
struct ia_url {
    std::string scheme;
    std::string host;
    bool host_is_ipv4 = false; // dotted decimal (the SURT may reverse it)
    std::string port;          // decimal, "" when none or the default
    std::string path;
    std::string query;
    bool has_query = false;
};

// Errors: those of google_canonical_parts, and errc::invalid_port (a port
// that is not digits, or above 65535; offset in `url`).
error ia_canonical_parts(std::string_view url, ia_url& out);

} // namespace urikit::detail
