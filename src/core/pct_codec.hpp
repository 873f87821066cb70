// urikit: the one percent-encoder and the one percent-decoder (RFC 3986
// §2.1), used by the public codecs, the normalizers, the IRI conversions and
// the builder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/pct.hpp>

#include "src/core/view_access.hpp"

namespace urikit::detail {

// Writes "%XY" (uppercase hex, §2.1) for byte b at out; returns the end.
inline char* write_pct_triplet(char* out, unsigned char b) noexcept {
    out[0] = '%';
    out[1] = hex_digit(b >> 4u);
    out[2] = hex_digit(b & 0xFu);
    return out + 3;
}

// The one encoder: writes `bytes` at `out` with every byte for which
// keep(byte) is false written as "%XY", but a space as "+" when
// `space_as_plus` (the URL Standard's "percent-encode after encoding" with
// spaceAsPlus, for application/x-www-form-urlencoded); returns the end.
// `out` needs room for pct_encoded_size(bytes, keep, space_as_plus) bytes.
// keep('%') must be false.
template <class Keep>
char* write_pct_encoded(char* out, std::string_view bytes, Keep keep, bool space_as_plus = false) noexcept {
    for (char b : bytes) {
        if (keep(b)) *out++ = b;
        else if (space_as_plus && b == ' ') *out++ = '+';
        else out = write_pct_triplet(out, static_cast<unsigned char>(b));
    }
    return out;
}

// The size of that encoding.
template <class Keep>
std::size_t pct_encoded_size(std::string_view bytes, Keep keep, bool space_as_plus = false) noexcept {
    std::size_t n = bytes.size();
    for (char b : bytes) n += keep(b) || (space_as_plus && b == ' ') ? 0u : 2u;
    return n;
}

// The same, appended to a string: up to 4 KiB of input in one pass into
// room for the worst case (three bytes a byte, at most 8 KiB more than the
// result needs), longer input in two (the size first).
template <class Keep>
void append_pct_encoded(std::string& out, std::string_view bytes, Keep keep, bool space_as_plus = false) {
    std::size_t const at = out.size();
    constexpr std::size_t one_pass_bytes = 4096;
    out.resize(at + (bytes.size() <= one_pass_bytes ? 3 * bytes.size() : pct_encoded_size(bytes, keep, space_as_plus)));
    char* const end = write_pct_encoded(out.data() + at, bytes, keep, space_as_plus);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

// Writes `parsed` with every "%XY" decoded to its octet (and, with
// plus_as_space, every '+' as a space: HTML form data); returns the end.
// Never longer than the input, so out may be parsed.data() (in place).
// Precondition: every '%' of `parsed` begins a valid triplet (parsed text).
inline char* write_pct_decoded(char* out, std::string_view parsed, bool plus_as_space = false) noexcept {
    // The one decoder is decoded_view's: this only copies what it reads.
    for (char c : view_access::make_decoded(parsed, plus_as_space)) *out++ = c;
    return out;
}

// Appends the decoding of `parsed` (same precondition).
void append_pct_decoded(std::string& out, std::string_view parsed, bool plus_as_space = false);

// The URL Standard's "percent-decode" (Percent-encoded bytes): every "%XY"
// decoded, and a "%" that does not begin one kept as it is (web mode hosts,
// which may hold anything); with `plus_as_space`, a "+" is 0x20 first
// (application/x-www-form-urlencoded parsing; "%2B" stays "+"). Appends to
// `out`; true when every byte appended is ASCII.
bool append_pct_decoded_lenient(std::string& out, std::string_view bytes, bool plus_as_space = false);

// Decodes every "%XY" of `bytes` until none is left, as Google Safe
// Browsing's "repeatedly percent-unescape" does ("%252541" gives "A"; a '%'
// that begins no triplet stays): the fixed point of the lenient decoder,
// computed in one linear pass. Appends to `out`.
void append_pct_decoded_repeatedly(std::string& out, std::string_view bytes);

// The same decoding into `decoded` (overwritten), and in `sources`, for
// each of its bytes and one past its end, the offset in `bytes` its first
// byte came from (for error offsets). O(n).
void pct_decoded_repeatedly_sources(std::string_view bytes, std::string& decoded, std::vector<std::uint32_t>& sources);

// The bytes component codec `c` allows unencoded ("%" never).
bool codec_allows(codec c, char b) noexcept;

} // namespace urikit::detail
