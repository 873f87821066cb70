// urikit: IDNA in a build without ICU (URIKIT_WITH_ICU=OFF): every conversion
// fails with errc::idna_unavailable, so nothing is silently left unconverted.
#include <urikit/idna.hpp>

#include "src/core/ascii_case.hpp"
#include "src/idna/idna.hpp"

namespace urikit {

namespace detail {

errc idna_to_ascii(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_unicode(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_ascii_web(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_ascii_web_strict(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_unicode_web(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_unicode_web_in_one_call(std::string_view, std::string&) { return errc::idna_unavailable; }

errc idna_to_ascii_web_in_one_call(std::string_view, std::string&) { return errc::idna_unavailable; }

errc python_idna_label_to_ascii(std::string_view label, std::string& out) {
    return is_ascii(label) ? append_ascii_label(label, out) : errc::idna_unavailable;
}

errc append_bmp_lowercase(std::string_view utf8, std::string& out) {
    for (char const c : utf8) {
        if (static_cast<unsigned char>(c) >= 0x80) return errc::idna_unavailable;
    }
    for (char const c : utf8) out.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c | 0x20) : c);
    return errc::ok;
}

} // namespace detail

} // namespace urikit
