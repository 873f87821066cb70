// urikit: the one IDNA host pipeline (RFC 3987 §3.1 step 2; RFC 3986 §3.2.2
// "encoded as UTF-8 ... then percent-encoded"), shared by the http profile
// and to_uri.
#include <urikit/idna.hpp>
#include <urikit/utf8.hpp>

#include "grammar/split.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/scratch.hpp"
#include "src/idna/idna.hpp"

namespace urikit::detail {

namespace {
struct idna_host_scratch;
// A DNS name has at most 253 bytes: at most 127 labels of one byte each and
// 126 separators (127 with the root label's trailing one). With 128 or more
// separators ToASCII must fail (idna_label_length: an empty label, or a name
// over 253 bytes).
constexpr std::size_t max_label_separators = 127;
} // namespace

bool has_too_many_labels(std::string_view name) noexcept {
    std::size_t separators = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        char const c = name[i];
        if (c == '.') {
            ++separators;
        } else if (c == '\xE3' && name.substr(i, 3) == "\xE3\x80\x82") { // U+3002 IDEOGRAPHIC FULL STOP
            ++separators;
        } else if (c == '\xEF' && (name.substr(i, 3) == "\xEF\xBC\x8E" ||  // U+FF0E FULLWIDTH FULL STOP
                                   name.substr(i, 3) == "\xEF\xBD\xA1")) { // U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP
            ++separators;
        }
        if (separators > max_label_separators) return true;
    }
    return false;
}

errc append_idna_host(std::string& out, std::string_view reg_name) {
    scratch<idna_host_scratch> decoded; // reused: no allocation once warm
    append_pct_decoded(decoded.get(), reg_name);
    if (!is_utf8(decoded.get())) return errc::host_not_utf8;
    return idna_to_ascii(decoded.get(), out);
}

host_kind idna_host_kind(std::string_view ascii_host) noexcept {
    return grammar::probe(grammar::production::ipv4address, ascii_host) ? host_kind::ipv4 : host_kind::reg_name;
}

} // namespace urikit::detail
