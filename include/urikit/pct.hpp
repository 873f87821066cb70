// urikit: percent-encoding and -decoding by component (RFC 3986 §2.1, §2.4).
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/result.hpp>

namespace urikit {

// Which component a text belongs to; each allows its own bytes unencoded.
enum class codec : unsigned char {
    userinfo,     // §3.2.1 unreserved / sub-delims / ":"
    host,         // §3.2.2 reg-name: unreserved / sub-delims
    path,         // §3.3   pchar / "/" (a whole path: "/" separates segments)
    path_segment, // §3.3   pchar (one segment: a "/" in the data is encoded as %2F)
    query,        // §3.4   pchar / "/" / "?"
    query_param,  // a key or value in a query: query without "&", "=", "+"
    fragment,     // §3.5   pchar / "/" / "?"
};

// Appends `bytes` with every byte the component does not allow unencoded
// written as "%XX" (uppercase hex); "%" itself is always encoded. Any bytes
// are accepted (UTF-8 or not).
void pct_encode(std::string_view bytes, codec c, std::string& out);
[[nodiscard]] std::string pct_encode(std::string_view bytes, codec c);

struct decode_options {
    // application/x-www-form-urlencoded: "+" is a space (query and query_param only).
    bool plus_as_space = false;
};

// Appends the decoding of `text`, an encoded text of component `c`. Fails,
// with `out` unchanged, at the first "%" not followed by two hex digits
// (errc::bad_pct_encoding) or the first byte the component does not allow
// unencoded (errc::invalid_character): never a silent replacement.
[[nodiscard]] error pct_decode(std::string_view text, codec c, std::string& out, decode_options opts = {});
[[nodiscard]] result<std::string> pct_decode(std::string_view text, codec c, decode_options opts = {});

} // namespace urikit
