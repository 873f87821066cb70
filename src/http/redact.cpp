// urikit http: a URL as a log may show it (redact.hpp). The rule is the
// widest of the readings clients give a text (the URL Standard's, RFC
// 3986's, curl's), so that no reader finds a credential that is shown.
#include <urikit/redact.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/charsets.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"

namespace urikit {

namespace {

constexpr std::size_t npos = std::string_view::npos;

// RFC 3986 §3.1: the ":" ending a scheme that begins at `from`, or npos.
std::size_t scheme_colon(std::string_view t, std::size_t from) noexcept {
    std::size_t const colon = t.find_first_of(":/?#", from);
    if (colon == npos || t[colon] != ':' || !grammar::is_scheme(t.substr(from, colon - from))) return npos;
    return colon;
}

bool is_one_of(std::string_view scheme, std::initializer_list<std::string_view> lower) noexcept {
    for (std::string_view s : lower) {
        if (detail::equals_ignoring_case(scheme, s)) return true;
    }
    return false;
}

// Where a userinfo may begin, or npos when no reader sees one. After a
// special scheme's ":" and any run of "/" and "\" (the URL Standard skips
// them, none included); after another scheme's "://"; without a scheme,
// after the slashes that begin it (a scheme-relative "//user:pass@host"),
// or from the start ("user:pass@host", as curl reads it, also when it
// looks like a scheme that is no address scheme, with no "//").
std::size_t authority_start(std::string_view t) noexcept {
    std::size_t lead = 0;
    while (lead < t.size() && static_cast<unsigned char>(t[lead]) <= 0x20) ++lead; // C0 controls and space
    std::size_t const colon = scheme_colon(t, lead);
    if (colon == npos) { // a scheme-relative "//user:pass@host" after its slashes (a special base's reading: any run)
        while (lead < t.size() && (t[lead] == '/' || t[lead] == '\\')) ++lead;
        return lead;
    }
    std::size_t p = colon + 1;
    std::string_view const scheme = t.substr(lead, colon - lead);
    bool const special = is_one_of(scheme, {"http", "https", "ws", "wss", "ftp", "file"});
    if (special) { // any run of "/" and "\", or none
        while (p < t.size() && (t[p] == '/' || t[p] == '\\')) ++p;
        return p;
    }
    if (t.substr(p, 2) == "//") return p + 2; // another scheme's authority: after "//" only
    if (is_one_of(scheme, {"mailto", "sip", "sips", "xmpp", "tel", "urn", "data", "news", "javascript", "about", "blob"})) {
        return npos; // an address after the ":" is no userinfo
    }
    return lead;
}

// `name` percent-decoded, "+" as a space, equal to `wanted` ignoring ASCII case.
bool is_named(std::string_view name, std::string_view wanted) noexcept {
    auto const hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        c = detail::ascii_lower(c);
        return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    };
    std::size_t k = 0;
    for (std::size_t i = 0; i < name.size(); ++i, ++k) {
        char c = name[i];
        if (c == '+') c = ' ';
        else if (c == '%' && i + 2 < name.size() && hex(name[i + 1]) >= 0 && hex(name[i + 2]) >= 0) {
            c = static_cast<char>(hex(name[i + 1]) * 16 + hex(name[i + 2]));
            i += 2;
        }
        if (k >= wanted.size() || detail::ascii_lower(c) != detail::ascii_lower(wanted[k])) return false;
    }
    return k == wanted.size();
}

bool hidden_name(std::string_view name, redact_options const& o, bool every_value) noexcept {
    if (every_value) return true;
    for (std::string const& p : o.parameters) {
        if (is_named(name, p)) return true;
    }
    return false;
}

// The pairs of a query or fragment, `name=value` separated by "&", with
// the values hidden_name picks replaced.
void append_pairs(std::string_view pairs, redact_options const& o, bool every_value, std::string& out) {
    for (std::size_t b = 0; b <= pairs.size();) {
        std::size_t e = pairs.find('&', b);
        if (e == npos) e = pairs.size();
        std::string_view const pair = pairs.substr(b, e - b);
        std::size_t const eq = pair.find('=');
        if (eq != npos && hidden_name(pair.substr(0, eq), o, every_value)) {
            out.append(pair.substr(0, eq + 1)).append(o.marker);
        } else {
            out.append(pair);
        }
        if (e < pairs.size()) out.push_back('&');
        b = e + 1;
    }
}

// `t` (no tab or newline) redacted into `out`.
void redact_clean(std::string_view t, redact_options const& o, std::string& out) {
    std::size_t const a = authority_start(t);
    std::size_t const end = a == npos ? npos : t.find_first_of("/?#", a);
    std::size_t const at = a == npos ? npos : t.substr(0, end == npos ? t.size() : end).rfind('@');
    std::size_t rest = 0; // what is copied as it is from here
    if (at != npos && at >= a) {
        std::size_t const colon = t.substr(a, at - a).find(':');
        if (o.userinfo) {
            out.append(t.substr(0, a)).append(o.marker);
            rest = at;
        } else if (colon != npos && a + colon + 1 < at) {
            out.append(t.substr(0, a + colon + 1)).append(o.marker);
            rest = at;
        }
    }
    std::size_t const from = end == npos ? t.size() : end;
    std::size_t const hash = t.find('#', from);
    std::size_t const query = t.substr(0, hash == npos ? t.size() : hash).find('?', from);
    bool const pairs = o.query_values || !o.parameters.empty();
    if (!pairs || (query == npos && hash == npos)) {
        out.append(t.substr(rest));
        return;
    }
    std::size_t const first = query != npos ? query : hash;
    out.append(t.substr(rest, first + 1 - rest));
    if (query != npos) {
        append_pairs(t.substr(query + 1, (hash == npos ? t.size() : hash) - query - 1), o, o.query_values, out);
        if (hash != npos) out.push_back('#');
    }
    if (hash != npos) append_pairs(t.substr(hash + 1), o, false, out);
}

} // namespace

struct redact_cleaned;
struct redact_aside;

void redact_into(std::string_view text, redact_options const& options, std::string& out) {
    detail::scratch<redact_cleaned> cleaned; // `text` without tab and newline (URL Standard, basic URL parser step 3)
    if (text.find_first_of("\t\n\r") != npos) {
        std::string& c = cleaned.get();
        c.clear();
        for (char ch : text) {
            if (ch != '\t' && ch != '\n' && ch != '\r') c.push_back(ch);
        }
        text = c;
    }
    (void)detail::write_aside<redact_aside>(out, [&](std::string& aside) { // `text` may view `out`
        aside.clear();
        redact_clean(text, options, aside);
        return error{};
    });
}

std::string redact(std::string_view text, redact_options const& options) {
    std::string out;
    redact_into(text, options, out);
    return out;
}

} // namespace urikit
