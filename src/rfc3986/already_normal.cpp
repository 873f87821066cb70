// urikit: find_normal_form (already_normal.hpp). Each test stands for one
// step of write_normalized (normalize.cpp) that would change something.
#include "src/rfc3986/already_normal.hpp"

#include <algorithm>
#include <cstring>

#include <urikit/pct.hpp>

#include "grammar/charsets.hpp"
#include "src/core/swar.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/remove_dot_segments.hpp"

namespace urikit::detail {

namespace {

// 0x80 in each byte of `w` that is "A"-"Z"; every byte must be ASCII (a
// parsed URI's are), so that adding to a byte never carries into the next.
std::uint64_t uppercase_bytes(std::uint64_t w) noexcept {
    constexpr std::uint64_t ones = swar::ones<std::uint64_t>;
    return (w + (0x80 - 'A') * ones) & ~(w + (0x80 - 'Z' - 1) * ones) & (0x80 * ones);
}

// An ASCII letter "A"-"Z" in the ASCII text `s`, eight bytes at a time, the
// last eight overlapping the ones before (§6.2.2.1 lowercases the scheme and a host).
bool has_uppercase(std::string_view s) noexcept {
    if (s.size() < 8) {
        if (s.size() < 4) return s.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") != std::string_view::npos;
        std::uint64_t const first = swar::load<std::uint32_t>(s.data());
        std::uint64_t const last = swar::load<std::uint32_t>(s.data() + s.size() - 4); // "http": both the same
        return uppercase_bytes(first | (last << 32)) != 0;
    }
    std::uint64_t any = 0;
    for (std::size_t i = 0; i + 8 < s.size(); i += 8) any |= uppercase_bytes(swar::load<std::uint64_t>(s.data() + i));
    return (any | uppercase_bytes(swar::load<std::uint64_t>(s.data() + s.size() - 8))) != 0;
}

// The cache key's query (SPEC.md): its parameters already in order of their
// names (the text before "=" or "&"; without "%" these are the decoded names
// the sort compares, as unsigned bytes, a name before its extensions).
bool in_name_order(std::string_view q) noexcept {
    if (std::memchr(q.data(), '&', q.size()) == nullptr) return true; // one parameter
    std::string_view previous;
    for (std::size_t i = 0;;) {
        std::size_t const b = i;
        while (i < q.size() && q[i] != '=' && q[i] != '&') {
            if (q[i++] == '%') return false; // its decoded name decides: sorted by decoded names
        }
        std::string_view const name = q.substr(b, i - b);
        if (b > 0 && previous.compare(name) > 0) return false; // char_traits<char> compares as unsigned char
        previous = name;
        if (i < q.size() && q[i] == '=') { // the value, up to the next parameter
            void const* const amp = std::memchr(q.data() + i, '&', q.size() - i);
            i = amp == nullptr ? q.size() : static_cast<std::size_t>(static_cast<char const*>(amp) - q.data());
        }
        if (i == q.size()) return true;
        ++i;
    }
}

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

// The cache key's shape: the text without the fragment, and without the
// query when it is empty; a query out of name order is sorted.
normal_form cache_key_form(uri_view u) noexcept {
    std::size_t n = u.string().size();
    if (u.has_fragment()) n = u.parts().begin(component::fragment) - 1;
    if (!u.has_query()) return {n, false};
    if (u.query().empty()) return {u.parts().begin(component::query) - 1, false};
    return {n, !in_name_order(u.query())};
}

// The steps that depend on the profile: the port (§6.2.2: an empty one goes;
// §6.2.3: a default one, or leading zeros) and an empty path after an
// authority ("/").
bool port_or_path_step_changes(uri_view u, profile p) noexcept {
    if (u.has_port() && (u.port().empty() || p != profile::rfc3986)) return true; // rare; the writer decides
    return u.has_authority() && u.path().empty() && p != profile::rfc3986;
}

} // namespace

normal_form find_normal_form(uri_view u, profile p) noexcept {
    normal_form const no{};
    if (u.host_kind() == host_kind::ipv6 || u.host_kind() == host_kind::ipvfuture) return no; // RFC 5952 text
    if (port_or_path_step_changes(u, p)) return no;
    normal_form const form = p == profile::cache_key ? cache_key_form(u) : normal_form{u.string().size(), false};
    std::size_t const n = form.length;
    std::string_view const s = u.string();
    // Scheme and host in one pass (with the "//" and a userinfo between: an
    // uppercase userinfo only costs the shortcut).
    std::size_t const head = u.has_authority() ? u.parts().end(component::host) : u.scheme().size();
    if (has_uppercase(s.substr(0, head))) return no;
    if (std::size_t const at = s.substr(0, n).find('%'); at != std::string_view::npos) {
        if (!triplets_normal(s.substr(at, n - at))) return no; // §6.2.2.1, §6.2.2.2
        bool const before_host_end = u.has_authority() && at < u.parts().end(component::host);
        if (before_host_end && u.host().find('%') != std::string_view::npos) return no; // decoded, IDNA
    }
    std::string_view const path = u.path();
    if (!u.has_authority() && !path_guard(path, u.has_scheme()).empty()) return no;
    return u.has_scheme() && has_dot_segment(path) ? no : form; // §6.2.2.3
}

} // namespace urikit::detail
