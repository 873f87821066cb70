// urikit: the cache-key profile's query: parameters sorted by decoded name.
#pragma once

#include <string_view>

#include "src/core/writer.hpp"

namespace urikit::detail {

// Writes the parameters of `query` (split on '&', the name ending at the
// first '=') sorted by their percent-decoded names, compared as bytes;
// parameters with equal names keep their order. Each keeps its bytes.
// O(n log k) for n bytes and k parameters; 4 bytes of per-thread scratch per
// parameter, released after the call when large.
// Precondition: `query` is a parsed query.
void write_query_sorted_by_name(writer& w, std::string_view query);

} // namespace urikit::detail
