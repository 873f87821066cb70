// urikit web mode: the URL Standard's domain parser, domain to Unicode and
// valid domain (URL Standard, "IDNA" and "Host writing").
#include <urikit/web_domain.hpp>

#include <algorithm>

#include <urikit/idna.hpp>

#include "src/core/charsets.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/produce.hpp"
#include "src/idna/idna.hpp"
#include "src/web/web_domain.hpp"
#include "src/web/web_fast_path.hpp"
#include "src/web/web_input.hpp"

namespace urikit {

namespace detail {

namespace {

struct domain_aside;

// True when a label of `domain` begins "xn--" (any case): an A-label that
// ToUnicode would decode.
bool has_ace_label(std::string_view domain) noexcept {
    for (std::size_t at = 0; at <= domain.size();) {
        std::size_t const dot = std::min(domain.find('.', at), domain.size());
        std::string_view const label = domain.substr(at, dot - at);
        if (starts_with_ignoring_case(label, "xn--")) return true;
        at = dot + 1;
    }
    return false;
}

} // namespace

// Steps 3 to 8 of the domain parser (step 1 and 2 only report a validation error).
error parse_domain(std::string_view domain, bool be_strict, std::string& ascii) {
    ascii.clear();
    if (be_strict) {
        errc const e = idna_to_ascii_web_strict(domain, ascii);
        return e == errc::ok ? error{} : error{e, 0};
    }
    if (is_ascii(domain)) {
        ascii.resize(domain.size());
        write_ascii_lowercase(ascii.data(), domain);
    } else if (errc const e = idna_to_ascii_web(domain, ascii); e != errc::ok) {
        return error{e, 0};
    }
    if (ascii.empty()) return error{errc::invalid_host, 0};
    for (char c : ascii) {
        if (grammar::in_set(c, grammar::ws_forbidden_domain)) return error{errc::forbidden_host_code_point, 0};
    }
    return {};
}

} // namespace detail

error domain_to_ascii_into(std::string_view domain, domain_options options, std::string& out) {
    return detail::write_aside<detail::domain_aside>(out, [&](std::string& ascii) -> error {
        if (error const e = detail::utf8_error(domain); e.code != errc::ok) return e;
        error e = detail::parse_domain(domain, options.be_strict, ascii);
        if (e.code == errc::forbidden_host_code_point) {
            for (std::size_t i = 0; i < domain.size(); ++i) {
                if (grammar::in_set(domain[i], grammar::ws_forbidden_domain)) return error{e.code, static_cast<std::uint32_t>(i)};
            }
        }
        return e;
    });
}

result<std::string> domain_to_ascii(std::string_view domain, domain_options options) {
    return detail::string_result([&](std::string& out) { return domain_to_ascii_into(domain, options, out); });
}

error domain_to_unicode_into(std::string_view domain, std::string& out, error* recorded) {
    if (recorded != nullptr) *recorded = {};
    return detail::write_aside<detail::domain_aside>(out, [&](std::string& unicode) -> error {
        if (error const e = detail::utf8_error(domain); e.code != errc::ok) return e;
        unicode.clear();
        if (!available(feature::idna) && detail::is_ascii(domain) && !detail::has_ace_label(domain)) {
            unicode.resize(domain.size()); // UTS #46 maps ASCII by lowercasing only (no STD3 rules)
            detail::write_ascii_lowercase(unicode.data(), domain);
            return {};
        }
        errc const e = detail::idna_to_unicode_web(domain, unicode);
        if (e == errc::idna_unavailable) return error{e, 0};
        // UTS #46 §4.1 (Unicode 15.1 on), without CheckHyphens: a label must not
        // begin "xn--" once decoded. ICU 72 (Unicode 15.0) does not check it.
        errc const found = e != errc::ok ? e : detail::has_ace_label(unicode) ? errc::idna_punycode : errc::ok;
        if (found != errc::ok) unicode.assign(domain); // step 2: an error was recorded
        if (recorded != nullptr) *recorded = {found, 0};
        return {};
    });
}

result<std::string> domain_to_unicode(std::string_view domain) {
    return detail::string_result([&](std::string& out) { return domain_to_unicode_into(domain, out); });
}

bool is_valid_domain(std::string_view input) {
    std::string ascii;
    return detail::utf8_error(input).code == errc::ok && detail::parse_domain(input, true, ascii).code == errc::ok &&
           !detail::ends_in_a_number(ascii);
}

} // namespace urikit
