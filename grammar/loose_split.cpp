// urikit grammar: RFC 3986 Appendix B's split of any string.
#include "loose_split.hpp"

namespace urikit::grammar {

namespace {

// The first of ':' '/' '?' '#' (with_colon) or of '/' '?' '#' at or after
// `from`, or npos: one comparison chain per byte (string_view's
// find_first_of searches the set for every byte).
std::size_t find_delimiter(std::string_view s, std::size_t from, bool with_colon) noexcept {
    for (std::size_t i = from; i < s.size(); ++i) {
        char const c = s[i];
        if (c == '/' || c == '?' || c == '#' || (with_colon && c == ':')) return i;
    }
    return std::string_view::npos;
}

} // namespace

std::size_t find_authority_end(std::string_view s, std::size_t from) noexcept { return find_delimiter(s, from, false); }

loose_reference loose_split_tail(std::string_view s) noexcept {
    loose_reference r;
    // (#(.*))? then (\?([^#]*))? then ([^?#]*)
    if (std::size_t const hash = s.find('#'); hash != std::string_view::npos) {
        r.fragment = s.substr(hash + 1);
        s = s.substr(0, hash);
    }
    if (std::size_t const q = s.find('?'); q != std::string_view::npos) {
        r.query = s.substr(q + 1);
        s = s.substr(0, q);
    }
    r.path = s;
    return r;
}

loose_reference loose_split(std::string_view s) noexcept {
    std::optional<std::string_view> scheme;
    std::optional<std::string_view> authority;
    // (([^:/?#]+):)?
    std::size_t const stop = find_delimiter(s, 0, true);
    if (stop != std::string_view::npos && stop > 0 && s[stop] == ':') {
        scheme = s.substr(0, stop);
        s.remove_prefix(stop + 1);
    }
    // (//([^/?#]*))?
    if (s.size() >= 2 && s[0] == '/' && s[1] == '/') {
        std::size_t const end = find_delimiter(s, 2, false);
        std::size_t const n = end == std::string_view::npos ? s.size() : end;
        authority = s.substr(2, n - 2);
        s.remove_prefix(n);
    }
    loose_reference r = loose_split_tail(s);
    r.scheme = scheme;
    r.authority = authority;
    return r;
}

loose_authority loose_split_authority(std::string_view a) noexcept {
    loose_authority r;
    if (std::size_t const at = a.rfind('@'); at != std::string_view::npos) {
        r.userinfo = a.substr(0, at);
        a.remove_prefix(at + 1);
    }
    std::size_t host_end = a.find(':');
    if (!a.empty() && a[0] == '[') {
        std::size_t const close = a.find(']');
        if (close != std::string_view::npos) host_end = a.find(':', close);
    }
    if (host_end == std::string_view::npos) {
        r.host = a;
    } else {
        r.host = a.substr(0, host_end);
        r.port = a.substr(host_end + 1);
    }
    return r;
}

} // namespace urikit::grammar
