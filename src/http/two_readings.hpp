// urikit http: the two readings of a text whose URL Standard reading the
// caller has already parsed (check_request on a pasted text parses once).
#pragma once

#include <optional>
#include <string_view>

#include <urikit/host_readings.hpp>
#include <urikit/web_url.hpp>

namespace urikit::detail {

// differing_host_readings(text) with `parsed` the URL Standard's parse of
// `text` (without a base).
std::optional<host_readings> host_readings_of(std::string_view text, web_url const& parsed);

} // namespace urikit::detail
