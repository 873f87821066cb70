// urikit: the cache-key profile's query: parameters sorted by decoded name.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urikit::detail {

// One parameter of a query: where it begins and where it ends ("&" or the
// end of the query), and a key that orders most names without reading them
// again. The key holds the name's first seven bytes (the name ends at the
// first "="), the first byte highest, zeros after a shorter name, and below
// them whether those bytes decide: not when one is a "%" (the name must be
// decoded), and the whole name when it is shorter than seven bytes. A
// record may hold its first byte alone (the rest zero, no flag) when the
// first bytes of its query's names decide their order.
struct query_parameter {
    std::uint64_t key;
    std::uint32_t begin, end;

    static constexpr std::uint64_t name_undecided = 1; ///< a "%" among the key's bytes
    static constexpr std::uint64_t whole_name = 2;     ///< the key holds the whole name
};

// A query's parameters recorded in one pass, when there are at most
// `capacity` of them in at most `max_length` bytes (kept inline: no
// allocation), and whether they are already in name order (then sorting
// changes nothing), decided over all of them whatever their number.
struct recorded_query {
    static constexpr std::size_t capacity = 16;
    static constexpr std::size_t max_length = 512;
    std::array<query_parameter, capacity> list; // the first `count` are set, with keys that order them
    std::size_t count = 0;
    bool complete = false; ///< every parameter is in `list`
    bool in_order = false; ///< their names never go down (decided over all of them, complete or not)
};

// Records the parameters of `query` (a parsed query) into `r`: maps its
// "&" sixty-four bytes a step where SSE2 is there; then, for at most
// `capacity` parameters, their records and whether they are in order, by
// the names' first bytes when no two neighbours share theirs and none is a
// "%" (those bytes are then the keys the sort uses), else by their full
// keys; without a branch per parameter unless two names
// share their first seven bytes or have a "%" there. A longer query or more
// parameters: only whether they are in order, one parameter at a time. O(n)
// for n bytes.
void record_query(std::string_view query, recorded_query& r) noexcept;

// Writes the parameters of `query` (split on '&', the name ending at the
// first '=') sorted by their percent-decoded names, compared as bytes;
// parameters with equal names keep their order. Each keeps its bytes.
// O(n log k) for n bytes and k parameters; 16 bytes of per-thread scratch per
// parameter, released after the call when large. Writes query.size() bytes
// at `out` and returns the end. Precondition: `query` is a parsed query.
char* write_query_sorted_by_name(char* out, std::string_view query);

// Contract of both (fast paths of std::stable_sort on the decoded names,
// HACKING.md "Fast paths"): they read only `query` and write only
// [out, out + query.size()); `out` must not overlap `query` (normalize
// writes aside or copies first when it would).
// The same with the parameters `r` recorded of `query` (r.complete): each
// written at its rank, summed over the pairs, which their keys order or,
// where those do not decide (names sharing their first seven bytes, or a
// "%" there), compare_names. O(k n) with k <= 16, no allocation.
char* write_recorded_query_sorted(char* out, std::string_view query, recorded_query const& r) noexcept;

} // namespace urikit::detail
