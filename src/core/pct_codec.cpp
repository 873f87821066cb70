// urikit: percent-encoding and -decoding by component (RFC 3986 §2.1, §2.4).
#include "src/core/pct_codec.hpp"

#include "src/core/charsets.hpp"
#include "src/core/produce.hpp"
#include "src/core/writer.hpp"

namespace urikit {

namespace detail {

bool codec_allows(codec k, char c) noexcept {
    using namespace grammar;
    switch (k) {
    case codec::userinfo: return in_set(c, cs_userinfo);
    case codec::host: return in_set(c, cs_reg_name);
    case codec::path: return in_set(c, cs_path);
    case codec::path_segment: return in_set(c, cs_pchar);
    case codec::query: return in_set(c, cs_query);
    case codec::query_param: return in_set(c, cs_query) && c != '&' && c != '=' && c != '+';
    case codec::fragment: return in_set(c, cs_query);
    }
    return false;
}

void append_pct_decoded(std::string& out, std::string_view parsed, bool plus_as_space) {
    std::size_t const at = out.size();
    out.resize(at + parsed.size());
    char* const end = write_pct_decoded(out.data() + at, parsed, plus_as_space);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

bool append_pct_decoded_lenient(std::string& out, std::string_view bytes, bool plus_as_space) {
    std::size_t const at = out.size();
    out.resize(at + bytes.size());
    char* o = out.data() + at;
    unsigned high = 0; // the bits of every byte written: ASCII when 0x80 is not among them
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        char c = bytes[i];
        if (c == '%' && is_pct_triplet(bytes.data() + i, bytes.size() - i)) {
            c = static_cast<char>(pct_triplet_value(bytes.data() + i));
            i += 2;
        } else if (c == '+' && plus_as_space) {
            c = ' ';
        }
        high |= static_cast<unsigned char>(c);
        *o++ = c;
    }
    out.resize(static_cast<std::size_t>(o - out.data()));
    return high < 0x80;
}

namespace {

// append_pct_decoded_repeatedly's pass; with `sources`, also where each
// output byte's first input byte was.
template <bool Track>
std::size_t decode_repeatedly(char* base, std::string_view bytes, std::uint32_t* sources) noexcept {
    // Decoding rewrites "%XY" to one byte. Two triplets never overlap ('%'
    // is no hex digit), so the rewriting has one fixed point whatever the
    // order; a new triplet can only end at the byte just written (the
    // decoded byte completes "%X" or "%" before it) or begin there (a decoded
    // '%'), and both are seen by checking the last three bytes after each
    // write. Each input byte is written once and each decoding removes two,
    // so this is linear where repeated passes would be quadratic
    // ("%2525...25").
    std::size_t n = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if constexpr (Track) sources[n] = static_cast<std::uint32_t>(i);
        base[n++] = bytes[i];
        while (n >= 3 && base[n - 3] == '%' && is_pct_triplet(base + n - 3, 3)) {
            base[n - 3] = static_cast<char>(pct_triplet_value(base + n - 3));
            n -= 2;
        }
    }
    return n;
}

} // namespace

void append_pct_decoded_repeatedly(std::string& out, std::string_view bytes) {
    if (bytes.find('%') == std::string_view::npos) { // nothing to decode: one copy
        out.append(bytes);
        return;
    }
    std::size_t const at = out.size();
    out.resize(at + bytes.size());
    out.resize(at + decode_repeatedly<false>(out.data() + at, bytes, nullptr));
}

void pct_decoded_repeatedly_sources(std::string_view bytes, std::string& decoded, std::vector<std::uint32_t>& sources) {
    decoded.resize(bytes.size());
    sources.resize(bytes.size() + 1);
    std::size_t const n = decode_repeatedly<true>(decoded.data(), bytes, sources.data());
    decoded.resize(n);
    sources.resize(n + 1);
    sources[n] = static_cast<std::uint32_t>(bytes.size());
}

} // namespace detail

void pct_encode(std::string_view bytes, codec c, std::string& out) {
    auto const keep = [c](char b) { return detail::codec_allows(c, b); };
    if (detail::aliases(out, bytes)) { // `bytes` lives in `out`: encode aside first
        std::string encoded;
        detail::append_pct_encoded(encoded, bytes, keep);
        out.append(encoded);
        return;
    }
    detail::append_pct_encoded(out, bytes, keep);
}

std::string pct_encode(std::string_view bytes, codec c) {
    std::string out;
    pct_encode(bytes, c, out);
    return out;
}

namespace {

// The first byte of `text` that cannot be decoded as component `c`.
error check_decodable(std::string_view text, codec c, bool plus_is_space) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        char const b = text[i];
        if (b == '%') {
            if (!is_pct_triplet(text.data() + i, text.size() - i)) {
                return error{errc::bad_pct_encoding, static_cast<std::uint32_t>(i)};
            }
            i += 2;
        } else if (!detail::codec_allows(c, b) && !(plus_is_space && b == '+') &&
                   !(c == codec::query_param && (b == '=' || b == '+'))) {
            return error{errc::invalid_character, static_cast<std::uint32_t>(i)};
        }
    }
    return {};
}

} // namespace

error pct_decode(std::string_view text, codec c, std::string& out, decode_options opts) {
    bool const plus_is_space = opts.plus_as_space && (c == codec::query || c == codec::query_param);
    // Checked first, so that `out` is untouched on failure.
    if (error const e = check_decodable(text, c, plus_is_space); e.code != errc::ok) return e;
    if (detail::aliases(out, text)) { // `text` lives in `out`: decode aside first
        std::string decoded;
        detail::append_pct_decoded(decoded, text, plus_is_space);
        out.append(decoded);
        return {};
    }
    detail::append_pct_decoded(out, text, plus_is_space);
    return {};
}

result<std::string> pct_decode(std::string_view text, codec c, decode_options opts) {
    return detail::string_result([&](std::string& out) { return pct_decode(text, c, out, opts); });
}

} // namespace urikit
