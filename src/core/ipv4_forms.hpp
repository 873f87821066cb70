// urikit: the IPv4 address forms of inet_aton(3), as the URL Standard's IPv4
// parser defines them (URL Standard, "IPv4 parser"): one to four
// dot-separated numbers, each decimal, "0x" hexadecimal or leading-"0"
// octal; the first n-1 are one byte each and the last fills the remaining
// 5-n bytes ("3279880203", "0x7f.1", "127.0.0.1"). Used by the web mode's
// host parser and the Safe Browsing host rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace urikit::detail {

// One number of an IPv4 address (URL Standard, "IPv4 number parser"):
// nullopt when `part` is empty or not a number in its radix; values above
// 2^32 saturate at 2^32 (above every bound the parser checks).
std::optional<std::uint64_t> parse_ipv4_number(std::string_view part) noexcept;

// The address `text` names, or nullopt. One trailing "." is allowed
// ("1.2.3.4."); an empty part, more than four parts, a part that is not a
// number, a non-final part above 255 or a final part too large for the bytes
// left all give nullopt (the URL Standard's validation failures).
std::optional<std::uint32_t> parse_ipv4_forms(std::string_view text) noexcept;

} // namespace urikit::detail
