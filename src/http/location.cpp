// urikit http: a redirect's target from its Location field as browsers read
// it (URL Standard parser, the current URL as base; bytes that are not
// UTF-8 percent-encoded as bytes first), with the fragment RFC 9110 §10.2.2
// says a Location without one inherits.
#include <urikit/http.hpp>

#include <string>

#include <urikit/utf8.hpp>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/web/scratch_url.hpp"
#include "src/http/web_reading.hpp"

namespace urikit {

namespace {

struct location_bytes_scratch;

// `location` with each byte of an ill-formed UTF-8 sequence as "%XX"
// (Latin-1 from a server: "\xE9" becomes "%E9", as browsers and urllib
// send it); `location` itself when it is UTF-8.
std::string_view utf8_or_encoded(std::string_view location, std::string& buffer) {
    if (is_utf8(location)) return location;
    buffer.clear();
    for (std::size_t i = 0; i < location.size();) {
        utf8_char const c = utf8_next(location.data() + i, location.size() - i);
        if (c.valid) {
            buffer.append(location.substr(i, c.size));
            i += c.size;
            continue;
        }
        for (std::size_t k = 0; k < c.size; ++k) {
            char triplet[3];
            detail::write_pct_triplet(triplet, static_cast<unsigned char>(location[i + k]));
            buffer.append(triplet, 3);
        }
        i += c.size;
    }
    return buffer;
}

// The offset in `location` of byte `at` of utf8_or_encoded(location): each
// encoded byte is three there.
std::uint32_t source_offset(std::string_view location, std::size_t at) noexcept {
    std::size_t i = 0, written = 0;
    while (i < location.size() && written < at) {
        utf8_char const c = utf8_next(location.data() + i, location.size() - i);
        std::size_t const n = c.valid ? c.size : 1;
        std::size_t const width = c.valid ? c.size : 3;
        if (written + width > at) break; // inside this character or triplet
        written += width;
        i += n;
    }
    return static_cast<std::uint32_t>(i);
}

struct location_target;

// resolve_location_into with `current` a web URL.
error location_from(web_url const& current, std::string_view location, std::string& out, components* parts) {
    detail::scratch<location_bytes_scratch> bytes;
    std::string_view const text = utf8_or_encoded(location, bytes.get());
    detail::scratch_url<location_target> target;
    web_url& url = target.get();
    if (error const e = parse_web_into(text, &current, url); e.code != errc::ok) {
        error const at{e.code, text.data() == location.data() ? e.offset : source_offset(location, e.offset)};
        out.clear(); // after the last read of `location`, which may view `out`
        return at;
    }
    if (!url.has_fragment() && current.has_fragment()) { // RFC 9110 §10.2.2
        std::string inherited = "#";
        inherited.append(current.fragment());
        (void)url.set_hash(inherited); // an encoded fragment: taken as it is
    }
    error const e = to_rfc3986_into(url, out, parts);
    return e.code == errc::ok ? e : error{e.code, 0};
}

struct location_base;

} // namespace

error resolve_location_into(uri_ref const& current, std::string_view location, std::string& out, components* parts) {
    detail::scratch_url<location_base> scratch; // read before `out` is written: `current` may view it
    web_url const* const base = detail::read_as_web(current, scratch.get());
    if (base == nullptr) {
        out.clear();
        return error{errc::base_not_absolute, 0};
    }
    return location_from(*base, location, out, parts);
}

result<uri> resolve_location(uri_ref const& current, std::string_view location) {
    return detail::uri_result(
        [&](std::string& out, components* parts) { return resolve_location_into(current, location, out, parts); });
}

} // namespace urikit
