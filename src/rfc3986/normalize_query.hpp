// urikit: the cache-key profile's query: parameters sorted by decoded name.
#pragma once

#include <string_view>


namespace urikit::detail {

// Writes the parameters of `query` (split on '&', the name ending at the
// first '=') sorted by their percent-decoded names, compared as bytes;
// parameters with equal names keep their order. Each keeps its bytes.
// O(n log k) for n bytes and k parameters; 16 bytes of per-thread scratch per
// parameter, released after the call when large. Writes query.size() bytes
// at `out` and returns the end. Precondition: `query` is a parsed query.
char* write_query_sorted_by_name(char* out, std::string_view query);

} // namespace urikit::detail
