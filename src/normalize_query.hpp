// urikit: query normalization of the cache-key profile.
#pragma once

#include <string>
#include <string_view>

namespace urikit::detail {

// Appends the "&"-separated parameters of `query` stably sorted by their
// percent-decoded name (the part before the first "="); each parameter keeps
// its bytes exactly. `query` is a parsed (and normalized) query.
void append_query_sorted_by_name(std::string& out, std::string_view query);

} // namespace urikit::detail
