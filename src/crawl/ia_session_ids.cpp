// urikit crawl forms: the IA's session-id patterns (see ia_session_ids.hpp).
#include "src/crawl/ia_session_ids.hpp"

#include <string_view>
#include <vector>

#include "src/core/ascii_case.hpp"
#include "src/core/scratch.hpp"

namespace urikit::detail {

namespace {

bool is_alnum(char c) noexcept {
    char const l = ascii_lower(c);
    return (c >= '0' && c <= '9') || (l >= 'a' && l <= 'z');
}

bool is_alpha(char c) noexcept {
    char const l = ascii_lower(c);
    return l >= 'a' && l <= 'z';
}

// `count` bytes of the class at `at`; the end, or npos.
template <class Class>
std::size_t run_of(std::string_view s, std::size_t at, std::size_t count, Class in_class) noexcept {
    if (s.size() - at < count) return std::string_view::npos;
    for (std::size_t i = at; i < at + count; ++i) {
        if (!in_class(s[i])) return std::string_view::npos;
    }
    return at + count;
}

// Where a match of one fixed-length pattern at `at` ends, or npos.
std::size_t fixed_pattern_end(std::string_view q, std::size_t at, int which) noexcept {
    static constexpr std::string_view names[3] = {"jsessionid=", "phpsessid=", "sid="};
    std::string_view const rest = q.substr(at);
    if (which < 3) {
        std::string_view const name = names[which];
        if (!starts_with_ignoring_case(rest, name)) return std::string_view::npos;
        return run_of(q, at + name.size(), 32, is_alnum);
    }
    if (!starts_with_ignoring_case(rest, "aspsessionid")) return std::string_view::npos;
    std::size_t const e = run_of(q, at + 12, 8, is_alpha);
    if (e == std::string_view::npos || e >= q.size() || q[e] != '=') return std::string_view::npos;
    return run_of(q, e + 1, 24, is_alpha);
}

// "cfid=V&cftoken=W" at `at`, given the first "&" after it; the end or npos.
std::size_t cf_pattern_end(std::string_view q, std::size_t at, std::size_t amp) noexcept {
    if (!starts_with_ignoring_case(q.substr(at), "cfid=") || amp == at + 5 || amp == q.size()) {
        return std::string_view::npos;
    }
    if (!starts_with_ignoring_case(q.substr(amp), "&cftoken=")) return std::string_view::npos;
    std::size_t const end = std::min(q.find('&', amp + 9), q.size());
    return end == amp + 9 ? std::string_view::npos : end;
}

// "^(.*)(?:P)(?:&(.*))?$": the group before the rightmost match, and the
// group after its "&" when that is not empty.
void cut(std::string& q, std::size_t at, std::size_t end) {
    if (end + 1 < q.size()) q.erase(at, end + 1 - at);
    else q.resize(at);
}

bool ends_at_boundary(std::string_view q, std::size_t end) noexcept {
    return end != std::string_view::npos && (end == q.size() || q[end] == '&');
}

void strip_fixed(std::string& q, int which) {
    for (std::size_t at = q.size() + 1; at-- > 0;) {
        std::size_t const end = fixed_pattern_end(q, at, which);
        if (ends_at_boundary(q, end)) return cut(q, at, end);
    }
}

void strip_cf(std::string& q) {
    std::size_t amp = q.size(); // the first "&" at or after `at`
    for (std::size_t at = q.size() + 1; at-- > 0;) {
        if (at < q.size() && q[at] == '&') amp = at;
        std::size_t const end = cf_pattern_end(q, at, amp);
        if (ends_at_boundary(q, end)) return cut(q, at, end);
    }
}

} // namespace

void strip_ia_query_session_ids(std::string& query) {
    for (int which = 0; which < 4; ++which) strip_fixed(query, which);
    strip_cf(query);
}

namespace {

struct aspx_scratch;

// ok[m]: "[^?]+\.aspx" matches from m on (a ".aspx" starting after m, before the first "?" from m).
void aspx_follows(std::string_view p, std::vector<bool>& ok) {
    ok.assign(p.size() + 1, false);
    std::size_t question = p.size();
    std::size_t aspx = p.size(); // the first ".aspx" starting after the current position
    for (std::size_t m = p.size() + 1; m-- > 0;) {
        if (m < p.size() && p[m] == '?') question = m;
        ok[m] = aspx < question;
        if (m < p.size() && p[m] == '.' && starts_with_ignoring_case(p.substr(m), ".aspx")) aspx = m;
    }
}

// "\((?:[a-z]\([0-9a-z]{24}\))+\)/" (groups) or "\([0-9a-z]{24}\)/" at `at`: its end, or npos.
std::size_t path_id_end(std::string_view p, std::size_t at, bool groups) noexcept {
    constexpr std::size_t npos = std::string_view::npos;
    if (at >= p.size() || p[at] != '(') return npos;
    std::size_t i = at + 1;
    if (!groups) {
        i = run_of(p, i, 24, is_alnum);
    } else {
        std::size_t units = 0;
        while (i + 27 <= p.size() && is_alpha(p[i]) && p[i + 1] == '(' && run_of(p, i + 2, 24, is_alnum) != npos &&
               p[i + 26] == ')') {
            i += 27;
            ++units;
        }
        if (units == 0) return npos;
    }
    if (i == npos || i + 2 > p.size() || p[i] != ')' || p[i + 1] != '/') return npos;
    return i + 2;
}

void strip_path_pattern(std::string& path, bool groups) {
    if (path.find('(') == std::string::npos) return;
    scratch<aspx_scratch, std::vector<bool>> follows;
    std::vector<bool>& ok = follows.get();
    aspx_follows(path, ok);
    for (std::size_t at = path.size(); at-- > 1;) {
        if (path[at - 1] != '/') continue;
        std::size_t const end = path_id_end(path, at, groups);
        if (end != std::string_view::npos && ok[end]) {
            path.erase(at, end - at);
            return;
        }
    }
}

} // namespace

void strip_ia_path_session_ids(std::string& path) {
    strip_path_pattern(path, true);
    strip_path_pattern(path, false);
}

} // namespace urikit::detail
