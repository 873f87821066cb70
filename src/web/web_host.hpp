// urikit web mode: the URL Standard's host parser and host serializer.
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/web_url.hpp>

namespace urikit::detail {

// The host parser (URL Standard, "Host parsing") on `input` (non-empty;
// isOpaque = !special), followed by the host serializer: appends the
// serialized host to `out` and sets `type`. On failure returns the reason
// with an offset into `input`, and `out` is unchanged.
// `plain`: the caller knows `input` has no forbidden domain code point and
// nothing to decode: no "%", "[", ":", "/", "?", "#", "@", "\\", no byte
// below 0x21 or above 0x7E, and none of " ' < > ] ^ ` { | }.
error append_web_host(std::string& out, std::string_view input, bool special, web_host_kind& type, bool plain = false);

// The one host check every consumer of a domain shares (the web host
// parser, site(), the HTTP forms): where the first forbidden domain code
// point (URL Standard, host miscellaneous: C0 controls, space, "#", "%",
// "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|", DEL) of `host`
// percent-decoded stands in `host` (the byte, or the "%" of the triplet
// that decodes to it; a "%" that begins no triplet is one itself), or npos.
std::size_t find_forbidden_domain_code_point(std::string_view host) noexcept;

// That check on the reg-name host of `u` (IP literals are checked by the
// grammar): errc::forbidden_host_code_point at its offset in `u`, or ok.
error check_reg_name_host(uri_view u) noexcept;

} // namespace urikit::detail
