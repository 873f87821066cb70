// urikit: find_normal_form (already_normal.hpp). Each test stands for one
// step of write_normalized (normalize.cpp) that would change something.
#include "src/rfc3986/uri_access.hpp"
#include "src/rfc3986/already_normal.hpp"

#include <algorithm>

#include <urikit/pct.hpp>

#include "src/core/charsets.hpp"
#include "grammar/split.hpp"
#include "src/core/view_access.hpp"
#include "src/rfc3986/change_marks.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/query_ampersands.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit::detail {

namespace {

// Every "%XX" of the parsed text `s` (which begins with one) already as
// §6.2.2.1 and §6.2.2.2 write it: uppercase hex digits, and not an
// unreserved character (which is decoded).
bool triplets_normal(std::string_view s) noexcept {
    auto const lowercase_hex = [](char c) { return c >= 'a' && c <= 'f'; };
    for (std::size_t i = 0; i != std::string_view::npos; i = s.find('%', i + 3)) { // s begins with one
        char const* const t = s.data() + i;
        if (lowercase_hex(t[1]) || lowercase_hex(t[2])) return false;
        if (grammar::in_set(static_cast<char>(pct_triplet_value(t)), grammar::cs_unreserved)) return false;
    }
    return true;
}

// A query with more than one parameter: sorted unless already in order
// (out of line: most references have none).
[[gnu::noinline]] normal_form sorted_query_form(std::string_view q, std::size_t n, recorded_query& query) noexcept {
    record_query(q, query);
    return {n, !query.in_order};
}

// The cache key's shape: the text without the fragment, and without the
// query when it is empty; a query out of name order is sorted (its
// parameters recorded in `query` on the way).
inline normal_form cache_key_form(uri_view const& u, recorded_query& query) noexcept {
    components const& c = u.parts();
    std::size_t const n = c.has(component::fragment) ? c.begin(component::fragment) - 1 : u.str().size();
    if (!c.has(component::query)) return {n, false};
    std::size_t const begin = c.begin(component::query);
    std::size_t const end = c.end(component::query);
    if (begin == end) return {begin - 1, false};
    if (!has_ampersand(u.str(), begin, end)) return {n, false};
    return sorted_query_form(u.str().substr(begin, end - begin), n, query);
}

// The steps that depend on the profile: the port (§6.2.2: an empty one goes;
// §6.2.3: a default one, or leading zeros) and an empty path after an
// authority ("/").
bool port_or_path_step_changes(uri_view const& u, profile p) noexcept {
    if (u.has_port() && (u.port().empty() || p != profile::rfc3986)) return true; // rare; the writer decides
    return u.has_authority() && u.path().empty() && p != profile::rfc3986;
}

// §6.2.2.1, §6.2.2.2: every "%XX" in the first n bytes uppercase and not
// unreserved, and none in the host (decoded there, then IDNA).
bool percent_encodings_normal(uri_view const& u, std::size_t n) noexcept {
    std::string_view const s = u.str();
    std::size_t const at = s.substr(0, n).find('%');
    if (at == std::string_view::npos) return true;
    if (!triplets_normal(s.substr(at, n - at))) return false;
    bool const before_host_end = u.has_authority() && at < u.parts().end(component::host);
    return !before_host_end || u.host().find('%') == std::string_view::npos;
}

// What must be looked at closely in the first n bytes: where the fast split
// made `u`, its facts say whether scheme and host are lowercase, whether
// there is a "%" and where a dot segment may begin; else one pass of change
// marks says it.
struct closer_looks {
    bool uppercase;   // an uppercase letter in the scheme or host (or the userinfo: a cost only)
    bool dot_segment; // a dot segment may begin
    bool percent;     // a "%" may need normalizing
};

closer_looks what_to_look_at(uri_view const& u, std::size_t n) noexcept {
    std::uint8_t const facts = uri_access::facts(u);
    if ((facts & grammar::no_uppercase_scheme_or_host) != 0) {
        return {false, (facts & grammar::no_dot_segment_start) == 0, (facts & grammar::no_percent) == 0};
    }
    std::size_t const head = u.has_authority() ? u.parts().end(component::host) : u.scheme().size();
    change_marks const marks = find_change_marks(u.str(), head, n);
    std::string_view const path = u.path();
    return {marks.uppercase, marks.closer_look || (!path.empty() && path[0] == '.'), marks.closer_look};
}

// The common case in a few reads: the fast split proved scheme and host
// lowercase, no "%" and no dot segment; the host is a reg-name or IPv4
// address, there is no port and the path is not empty.
bool plainly_normal(uri_view const& u) noexcept {
    constexpr std::uint8_t all = grammar::no_uppercase_scheme_or_host | grammar::no_percent | grammar::no_dot_segment_start;
    components const& c = u.parts();
    bool const plain_host = c.host_kind == host_kind::reg_name || c.host_kind == host_kind::ipv4;
    return uri_access::facts(u) == all && plain_host && !c.has(component::port) &&
           c.end(component::host) != c.end(component::path);
}

} // namespace

normal_form find_normal_form(uri_view const& u, profile p) noexcept {
    recorded_query query;
    return find_normal_form(u, p, query);
}

// The text a normal reference keeps under `p`: all of it; without the
// fragment for the http cache; the cache key's shape.
inline normal_form kept_form(uri_view const& u, profile p, recorded_query& query) noexcept {
    if (p == profile::rfc3986 || p == profile::http) return {u.str().size(), false}; // the common case: one compare
    if (p == profile::cache_key) return cache_key_form(u, query);
    components const& c = u.parts();
    return {c.has(component::fragment) ? c.begin(component::fragment) - 1 : u.str().size(), false}; // http_cache
}

normal_form find_normal_form(uri_view const& u, profile p, recorded_query& query) noexcept {
    if (plainly_normal(u)) return kept_form(u, p, query);
    normal_form const no{};
    if (u.host_kind() == host_kind::ipv6 || u.host_kind() == host_kind::ipvfuture) return no; // RFC 5952 text
    if (port_or_path_step_changes(u, p)) return no;
    std::string_view const path = u.path();
    if (!u.has_authority() && !path_guard(path, u.has_scheme()).empty()) return no;
    normal_form const form = kept_form(u, p, query);
    closer_looks const look = what_to_look_at(u, form.length);
    if (look.uppercase) return no;                                                      // §6.2.2.1
    if (look.dot_segment && u.has_scheme() && has_dot_segment(path)) return no;         // §6.2.2.3
    return look.percent && !percent_encodings_normal(u, form.length) ? no : form;      // §6.2.2.1, §6.2.2.2
}

} // namespace urikit::detail
