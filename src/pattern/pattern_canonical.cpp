// urikit: the URL Pattern Standard's encoding callbacks ("Canonicalization",
// "Encoding callbacks") through the web mode's parser and setters on the
// Standard's dummy URL.
#include "src/pattern/pattern_canonical.hpp"

#include <urikit/web_url.hpp>

#include "src/core/ascii_case.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/port_number.hpp"
#include "src/core/tab_newline_removal.hpp"
#include "src/web/web_assembler.hpp"

namespace urikit::detail {

namespace {

// "create a dummy URL": https://dummy.invalid/.
web_url dummy_url() {
    static web_url const dummy = parse_web("https://dummy.invalid/").value();
    return dummy;
}

bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

// `value` through the dummy URL's setter `Set`, read back by `Get`; `lead`
// ("?", "#", or none) goes first, as the setter strips one (the Standard
// runs the parser in that state instead, where the character is data).
template <error (web_url::*Set)(std::string_view), std::string_view (web_url::*Get)() const noexcept>
error through_setter(std::string_view value, std::string& out, char lead = '\0') {
    out.clear();
    if (value.empty()) return {};
    web_url url = dummy_url();
    std::string const input = lead == '\0' ? std::string(value) : lead + std::string(value);
    if (error e = (url.*Set)(input)) {
        std::uint32_t const shift = lead == '\0' ? 0 : 1;
        return {e.code, e.offset >= shift ? e.offset - shift : 0};
    }
    out = (url.*Get)();
    return {};
}

} // namespace

error canonicalize_username(std::string_view value, std::string& out) {
    return through_setter<&web_url::set_username, &web_url::username>(value, out);
}

error canonicalize_password(std::string_view value, std::string& out) {
    return through_setter<&web_url::set_password, &web_url::password>(value, out);
}

error canonicalize_hostname(std::string_view value, std::string& out) {
    return through_setter<&web_url::set_hostname, &web_url::hostname>(value, out);
}

error canonicalize_search(std::string_view value, std::string& out) {
    return through_setter<&web_url::set_search, &web_url::query>(value, out, '?');
}

error canonicalize_hash(std::string_view value, std::string& out) {
    return through_setter<&web_url::set_hash, &web_url::fragment>(value, out, '#');
}

error canonicalize_protocol(std::string_view value, std::string& out) {
    out.clear();
    if (value.empty()) return {};
    std::string input(value);
    input += "://dummy.invalid/";
    result<web_url> const parsed = parse_web(input);
    if (!parsed) { // at the first byte no scheme may hold (URL Standard, scheme state)
        std::size_t k = 0;
        auto const alpha = [](char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; };
        while (k < value.size() && (alpha(value[k]) || (k > 0 && (is_ascii_digit(value[k]) || value[k] == '+' ||
                                                                 value[k] == '-' || value[k] == '.'))))
            ++k;
        return {errc::invalid_scheme, static_cast<std::uint32_t>(k < value.size() ? k : 0)};
    }
    out = parsed->scheme();
    return {};
}

error canonicalize_ipv6_hostname(std::string_view value, std::string& out) {
    out.clear();
    for (std::size_t k = 0; k < value.size(); ++k) {
        char const c = value[k];
        if (hex_value(c) < 0 && c != '[' && c != ']' && c != ':') {
            out.clear();
            return {errc::invalid_ipv6, static_cast<std::uint32_t>(k)};
        }
        out += ascii_lower(c);
    }
    return {};
}

// The port state with a state override (URL Standard, basic URL parser):
// leading digits (TAB, LF, CR removed first), the rest ignored.
error canonicalize_port_for(std::string_view value, std::string_view protocol, std::string& out) {
    out.clear();
    if (value.empty()) return {};
    std::string cleaned;
    append_without_tab_or_newline(cleaned, value);
    port_digits const d = leading_port_digits(cleaned);
    if (d.length == 0) return {errc::invalid_port, offset_before_removal(value, 0, 0)};
    if (!d.in_range()) return {errc::port_out_of_range, 0};
    if (special_default_port(protocol) == d.value) return {};
    char digits[5];
    out.assign(digits, write_port_digits(digits, static_cast<std::uint16_t>(d.value)));
    return {};
}

// Without a protocol no default port is dropped: the pinned Standard's dummy
// URL would make "443" empty, but WPT ("443*" stays "443*") and the
// browsers keep it.
error canonicalize_port(std::string_view value, std::string& out) { return canonicalize_port_for(value, "", out); }

error canonicalize_pathname(std::string_view value, std::string& out) {
    out.clear();
    if (value.empty()) return {};
    bool const leading_slash = value[0] == '/';
    std::string modified = leading_slash ? std::string() : std::string("/-");
    modified += value;
    web_url url = dummy_url();
    if (error e = url.set_pathname(modified)) return e;
    std::string_view const path = url.pathname();
    // "/-" came first; a value that climbs over it (`\..`) leaves less.
    out = leading_slash ? path : path.substr(std::min<std::size_t>(2, path.size()));
    return {};
}

// The opaque path state (URL Standard, basic URL parser): up to "?" or "#",
// the C0 control percent-encode set, a space before "?" or "#" as "%20".
error canonicalize_opaque_pathname(std::string_view value, std::string& out) {
    out.clear();
    std::string cleaned;
    append_without_tab_or_newline(cleaned, value);
    for (std::size_t k = 0; k < cleaned.size(); ++k) {
        auto const c = static_cast<unsigned char>(cleaned[k]);
        if (c == '?' || c == '#') break;
        bool const before_end = k + 1 < cleaned.size() && (cleaned[k + 1] == '?' || cleaned[k + 1] == '#');
        if (c == ' ' && before_end) out += "%20";
        else if (c < 0x20 || c > 0x7E) {
            char triplet[3];
            out.append(triplet, write_pct_triplet(triplet, c));
        } else {
            out += static_cast<char>(c);
        }
    }
    return {};
}

} // namespace urikit::detail
