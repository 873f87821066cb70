// urikit: the cache-key profile's query: parameters sorted by decoded name.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urikit::detail {

// One parameter of a query: where it begins, where its name ends ("=", "&"
// or the end) and where it ends.
struct query_parameter {
    std::uint32_t begin, name_end, end;
};

// A query's parameters recorded in one pass, when there are at most
// `capacity` of them (kept inline: no allocation), and whether they are
// already in name order (then sorting changes nothing), decided over all
// of them whatever their number.
struct recorded_query {
    static constexpr std::size_t capacity = 16;
    std::array<query_parameter, capacity> list; // the first `count` are set
    std::size_t count = 0;
    bool complete = false; ///< every parameter is in `list`
    bool in_order = false; ///< their names never go down (decided over all of them, complete or not)
};

// Whether `query` holds a "&" (more than one parameter). O(n), sixteen bytes
// a step where SSE2 is there: on the short queries of most URLs it takes
// less time than glibc's memchr, though not fewer instructions (measured
// with `urikit_bench --paired`).
bool has_more_than_one_parameter(std::string_view query) noexcept;

// Records the parameters of `query` (a parsed query) into `r`. O(n) for n bytes.
void record_query(std::string_view query, recorded_query& r) noexcept;

// Writes the parameters of `query` (split on '&', the name ending at the
// first '=') sorted by their percent-decoded names, compared as bytes;
// parameters with equal names keep their order. Each keeps its bytes.
// O(n log k) for n bytes and k parameters; 12 bytes of per-thread scratch per
// parameter, released after the call when large. Writes query.size() bytes
// at `out` and returns the end. Precondition: `query` is a parsed query.
char* write_query_sorted_by_name(char* out, std::string_view query);

// The same with the parameters `r` recorded of `query` (r.complete), which
// are sorted in place: O(n + k^2) with k <= 16, no allocation.
char* write_recorded_query_sorted(char* out, std::string_view query, recorded_query& r) noexcept;

} // namespace urikit::detail
