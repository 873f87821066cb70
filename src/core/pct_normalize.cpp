#include "src/core/pct_normalize.hpp"

#include <cstdint>
#include <cstring>

#include "src/core/charsets.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/swar.hpp"

namespace urikit::detail {

namespace {

constexpr char ascii_lower(char c) noexcept {
    return static_cast<char>(c | (static_cast<unsigned char>(c - 'A') < 26 ? 0x20 : 0));
}

using swar::load;
using swar::store;

// Writes the n bytes at `in` lowercased at `out` (out == in, or out before
// in, allowed: every word is read before anything after it is written).
void lowercase_run(char* out, char const* in, std::size_t n) noexcept {
    if (n >= 8) {
        auto const last = load<std::uint64_t>(in + n - 8);
        for (std::size_t k = 0; k + 8 <= n; k += 8) store(out + k, swar::lower(load<std::uint64_t>(in + k)));
        store(out + n - 8, swar::lower(last)); // overlaps: lowercasing twice is lowercasing
    } else if (n >= 4) {
        auto const first = load<std::uint32_t>(in);
        auto const last = load<std::uint32_t>(in + n - 4);
        store(out, swar::lower(first));
        store(out + n - 4, swar::lower(last));
    } else {
        for (std::size_t k = 0; k < n; ++k) out[k] = ascii_lower(in[k]);
    }
}

// The common host: no percent-encoding at all. Lowercases the n bytes in one
// branch-free pass (as lowercase_run) and tells whether a '%' was among them;
// when one was, what was written is not the answer, and the caller starts
// over (in place too: the triplets' hex digits are case-insensitive and the
// rest is lowercased either way).
bool lowercase_run_if_no_percent(char* out, char const* in, std::size_t n) noexcept {
    if (n >= 8) {
        auto const last = load<std::uint64_t>(in + n - 8);
        std::uint64_t seen = swar::bytes_equal<'%'>(last);
        for (std::size_t k = 0; k + 8 <= n; k += 8) {
            auto const w = load<std::uint64_t>(in + k);
            seen |= swar::bytes_equal<'%'>(w);
            store(out + k, swar::lower(w));
        }
        store(out + n - 8, swar::lower(last));
        return seen == 0;
    }
    if (n >= 4) {
        auto const first = load<std::uint32_t>(in);
        auto const last = load<std::uint32_t>(in + n - 4);
        store(out, swar::lower(first));
        store(out + n - 4, swar::lower(last));
        return (swar::bytes_equal<'%'>(first) | swar::bytes_equal<'%'>(last)) == 0;
    }
    bool seen = false;
    for (std::size_t k = 0; k < n; ++k) {
        seen |= in[k] == '%';
        out[k] = ascii_lower(in[k]);
    }
    return !seen;
}

template <bool Lowercase>
char* write_normalized(char* out, std::string_view in) noexcept {
    if constexpr (Lowercase) {
        if (lowercase_run_if_no_percent(out, in.data(), in.size())) return out + in.size();
    }
    char const* p = in.data();
    char const* const end = p + in.size();
    while (p < end) {
        // The run up to the next '%' is copied in one go.
        auto const* pct = static_cast<char const*>(std::memchr(p, '%', static_cast<std::size_t>(end - p)));
        char const* const stop = pct ? pct : end;
        std::size_t const n = static_cast<std::size_t>(stop - p);
        if constexpr (Lowercase) {
            lowercase_run(out, p, n);
        } else {
            std::memmove(out, p, n); // out may be p (in place)
        }
        out += n;
        p = stop;
        if (p == end) break;
        // RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG (validated by the grammar)
        auto const octet = pct_triplet_value(p);
        char const decoded = static_cast<char>(octet);
        if (grammar::in_set(decoded, grammar::cs_unreserved)) {
            // §6.2.2.2: decode percent-encoded unreserved characters
            *out++ = Lowercase ? ascii_lower(decoded) : decoded;
        } else {
            // §6.2.2.1: uppercase hexadecimal digits
            out = write_pct_triplet(out, octet);
        }
        p += 3;
    }
    return out;
}

template <char* (*Write)(char*, std::string_view) noexcept>
void append_with(std::string& out, std::string_view in) {
    std::size_t const at = out.size();
    out.resize(at + in.size());
    char* const end = Write(out.data() + at, in);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

} // namespace

char* write_pct_normalized(char* out, std::string_view in) noexcept { return write_normalized<false>(out, in); }

char* write_pct_normalized_lowercase(char* out, std::string_view in) noexcept {
    return write_normalized<true>(out, in);
}

void append_pct_normalized(std::string& out, std::string_view in) { append_with<write_pct_normalized>(out, in); }

void append_pct_normalized_lowercase(std::string& out, std::string_view in) {
    append_with<write_pct_normalized_lowercase>(out, in);
}

char* write_ascii_lowercase(char* out, std::string_view in) noexcept {
    lowercase_run(out, in.data(), in.size());
    return out + in.size();
}

} // namespace urikit::detail
