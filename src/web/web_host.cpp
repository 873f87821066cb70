// urikit web mode: the host parser (URL Standard, "Host parsing"): IPv6
// literals, opaque hosts, and domains through percent-decoding, domain to
// ASCII and the IPv4 parser. IPv6 text is checked by the RFC 3986 grammar's
// IPv6address (the URL Standard's IPv6 parser accepts the same texts) and
// read and written by the one IPv6 module.
#include "src/web/web_host.hpp"
#include "src/web/web_domain.hpp"
#include "src/web/web_fast_path.hpp"

#include <cstdint>
#include <optional>

#include <urikit/pct.hpp>
#include <urikit/utf8.hpp>

#include "src/core/charsets.hpp"
#include "grammar/split.hpp"
#include "src/core/ip_text.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/scratch.hpp"

namespace urikit::detail {

namespace {

struct web_domain_scratch;
struct web_ascii_scratch;

error fail(errc code, std::size_t at = 0) noexcept { return error{code, static_cast<std::uint32_t>(at)}; }

// "[" IPv6 "]": the IPv6 parser, then the IPv6 serializer (RFC 5952 §4,
// never the dotted tail).
error append_ipv6(std::string& out, std::string_view input, web_host_kind& type) {
    if (input.back() != ']') return fail(errc::invalid_ipv6, input.size());
    std::string_view const inner = input.substr(1, input.size() - 2);
    if (!grammar::probe(grammar::production::ipv6address, inner)) return fail(errc::invalid_ipv6, 1);
    char text[ipv6_text_max + 2];
    text[0] = '[';
    char* end = write_ipv6_canonical(text + 1, parse_ipv6(inner), /*mixed=*/false);
    *end++ = ']';
    out.append(text, static_cast<std::size_t>(end - text));
    type = web_host_kind::ipv6;
    return {};
}

// The opaque-host parser: forbidden host code points fail; the rest is
// UTF-8 percent-encoded with the C0 control percent-encode set.
error append_opaque_host(std::string& out, std::string_view input, web_host_kind& type) {
    for (std::size_t i = 0; i < input.size(); ++i) {
        if (grammar::in_set(input[i], grammar::ws_forbidden_host)) return fail(errc::forbidden_host_code_point, i);
    }
    append_pct_encoded(out, input, [](char c) { return !grammar::in_set(c, grammar::ws_c0_control); });
    type = web_host_kind::opaque;
    return {};
}

// The last label of a domain, without one trailing empty label.
std::string_view last_label(std::string_view domain) noexcept {
    if (!domain.empty() && domain.back() == '.') domain.remove_suffix(1);
    std::size_t const dot = domain.rfind('.');
    return dot == std::string_view::npos ? domain : domain.substr(dot + 1);
}

// The IPv4 parser, on a domain that ends in a number.
error append_ipv4(std::string& out, std::string_view domain, web_host_kind& type) {
    std::optional<std::uint32_t> const address = parse_ipv4_forms(domain);
    if (!address) return fail(errc::invalid_ipv4);
    char text[ipv4_text_max];
    char const* const end = write_ipv4_dotted(text, *address);
    out.append(text, static_cast<std::size_t>(end - text));
    type = web_host_kind::ipv4;
    return {};
}

// A domain with nothing to decode and no byte to refuse (ASCII, no "%", no
// forbidden domain code point): domain to ASCII is lowercasing it.
error append_plain_domain(std::string& out, std::string_view input, web_host_kind& type) {
    std::size_t const at = out.size();
    out.resize(at + input.size());
    write_ascii_lowercase(out.data() + at, input);
    if (!ends_in_a_number(std::string_view(out).substr(at))) {
        type = web_host_kind::domain;
        return {};
    }
    scratch<web_ascii_scratch> ascii;
    ascii.get().assign(out, at, std::string::npos);
    out.resize(at);
    return append_ipv4(out, ascii.get(), type);
}

} // namespace

std::size_t find_forbidden_domain_code_point(std::string_view host) noexcept {
    for (std::size_t i = 0; i < host.size(); ++i) {
        char c = host[i];
        if (c == '%' && i + 2 < host.size() && hex_value(host[i + 1]) >= 0 && hex_value(host[i + 2]) >= 0) {
            c = static_cast<char>(hex_value(host[i + 1]) * 16 + hex_value(host[i + 2]));
            if (grammar::in_set(c, grammar::ws_forbidden_domain)) return i;
            i += 2;
            continue;
        }
        if (grammar::in_set(c, grammar::ws_forbidden_domain)) return i; // a "%" that begins no triplet too
    }
    return std::string_view::npos;
}

error check_reg_name_host(uri_view u) noexcept {
    if (u.host_kind() != host_kind::reg_name) return {};
    std::size_t const bad = find_forbidden_domain_code_point(u.host());
    if (bad == std::string_view::npos) return {};
    return fail(errc::forbidden_host_code_point, u.parts().begin(component::host) + bad);
}

// The "ends in a number" checker.
bool ends_in_a_number(std::string_view domain) noexcept {
    if (domain.empty()) return false;
    char const tail = domain.back() == '.' && domain.size() > 1 ? domain[domain.size() - 2] : domain.back();
    if (hex_value(tail) < 0 && tail != 'x' && tail != 'X') return false; // "com", "org": no number ends so
    std::string_view const last = last_label(domain);
    if (last.empty()) return false;
    bool all_digits = true;
    for (char c : last) all_digits = all_digits && c >= '0' && c <= '9';
    return all_digits || parse_ipv4_number(last).has_value();
}

error append_web_host(std::string& out, std::string_view input, bool special, web_host_kind& type, bool plain) {
    if (input.front() == '[') return append_ipv6(out, input, type);
    if (!special) return append_opaque_host(out, input, type);
    if (plain || grammar::outside_run<grammar::ws_forbidden_domain | grammar::ws_c0_control>(input) == input.size()) {
        return append_plain_domain(out, input, type);
    }
    scratch<web_domain_scratch> domain;
    append_pct_decoded_lenient(domain.get(), input);
    if (!is_utf8(domain.get())) return fail(errc::host_not_utf8);
    scratch<web_ascii_scratch> ascii;
    if (error e = parse_domain(domain.get(), false, ascii.get()); e.code != errc::ok) {
        if (e.code == errc::forbidden_host_code_point) {
            std::size_t const at = find_forbidden_domain_code_point(input);
            return fail(e.code, at == std::string_view::npos ? 0 : at); // npos: the IDNA mapping made it
        }
        return e;
    }
    if (ends_in_a_number(ascii.get())) return append_ipv4(out, ascii.get(), type);
    out.append(ascii.get());
    type = web_host_kind::domain;
    return {};
}

} // namespace urikit::detail
