// urikit http: the host a text names to the URL Standard's parser and to
// an RFC 3986 reader (Appendix B's split, the last "@"), when they differ
// (host_readings.hpp).
#include <urikit/host_readings.hpp>

#include <algorithm>

#include <urikit/web.hpp>

#include "src/http/two_readings.hpp"

#include "src/core/charsets.hpp"
#include "src/web/scratch_url.hpp"
#include "src/web/web_host.hpp"
#include "src/web/web_input.hpp"

namespace urikit {

namespace {

constexpr std::size_t npos = std::string_view::npos;

// RFC 3986 Appendix B, `^(([^:/?#]+):)?(//([^/?#]*))?`, with the scheme
// §3.1 allows (any other text before a ":" is a path): where the authority
// begins (after "//"), or npos when there is none.
std::size_t authority_begin(std::string_view text) noexcept {
    std::size_t i = 0;
    std::size_t const stop = text.find_first_of(":/?#");
    if (stop != npos && text[stop] == ':' && grammar::is_scheme(text.substr(0, stop))) i = stop + 1;
    return text.substr(i, 2) == "//" ? i + 2 : npos;
}

// The host of `authority` (after its last "@", before its port), and where it begins in it.
std::string_view host_of(std::string_view authority, std::size_t& at) noexcept {
    std::size_t const user_end = authority.rfind('@');
    at = user_end == npos ? 0 : user_end + 1;
    std::string_view host = authority.substr(at);
    if (!host.empty() && host.front() == '[') {
        std::size_t const close = host.find(']');
        return close == npos ? host : host.substr(0, close + 1);
    }
    return host.substr(0, host.find(':'));
}

struct readings_url;

} // namespace

std::optional<host_readings> detail::host_readings_of(std::string_view text, web_url const& w) {
    // A file: URL's "localhost" and drive letters ("file://c:/") are RFC
    // 8089's forms, which the URL Standard maps (to the empty host, into
    // the path): one reading, and no host a client connects to.
    if (w.scheme() == "file") return std::nullopt;
    // The RFC 3986 reading of the same input: cleaned as the URL Standard
    // cleans it (C0 controls and spaces trimmed, TAB and newlines removed),
    // so that only the split differs.
    detail::web_input const cleaned(text);
    std::string_view const t = cleaned.text();
    std::size_t const a = authority_begin(t);
    if (a == npos) return std::nullopt;
    std::size_t const end = std::min(t.find_first_of("/?#", a), t.size());
    std::size_t at = 0;
    std::string_view const rfc_host = host_of(t.substr(a, end - a), at);
    if (rfc_host.empty()) return std::nullopt;
    host_readings r;
    web_host_kind kind = web_host_kind::none;
    if (detail::append_web_host(r.rfc3986, rfc_host, w.is_special(), kind).code != errc::ok) return std::nullopt;
    if (r.rfc3986 == w.hostname()) return std::nullopt;
    r.url_standard.assign(w.hostname());
    r.rfc3986_offset = cleaned.original_offset(a + at);
    return r;
}

std::optional<host_readings> differing_host_readings(std::string_view text, web_url const* base) {
    detail::scratch_url<readings_url> scratch;
    web_url& w = scratch.get();
    if (parse_web_into(text, base, w).code != errc::ok) return std::nullopt;
    return detail::host_readings_of(text, w); // after the parse: one web_input at a time
}

} // namespace urikit
