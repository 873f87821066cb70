// urikit web mode: the URL Standard's host parser and host serializer.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/web_url.hpp>

namespace urikit::detail {

// The host parser (URL Standard, "Host parsing") on `input` (non-empty;
// isOpaque = !special), followed by the host serializer: appends the
// serialized host to `out` and sets `type`. On failure returns the reason
// with an offset into `input`, and `out` is unchanged.
// `plain`: the caller knows `input` has no forbidden domain code point and
// nothing to decode: no "%", "[", ":", "/", "?", "#", "@", "\\", no byte
// below 0x21 or above 0x7E, and none of " ' < > ] ^ ` { | }.
error append_web_host(std::string& out, std::string_view input, bool special, web_host_type& type, bool plain = false);

} // namespace urikit::detail
