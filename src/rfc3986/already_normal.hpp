// urikit: references whose normalized form is their own text, or for the
// cache key their text up to the dropped query or fragment with the query's
// parameters sorted (RFC 3986 §6.2.2, §6.2.3, SPEC.md's cache-key),
// recognized without writing them component by component: most references
// on the web.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/profile.hpp>
#include <urikit/uri_view.hpp>

#include "src/rfc3986/normalize_query.hpp"

namespace urikit::detail {

// The normalized form of a reference whose components need no rewriting.
struct normal_form {
    std::size_t length = std::string_view::npos; ///< it is the first `length` bytes of the text (npos: not found)
    bool sort_query = false;                     ///< with the query's parameters sorted (the cache key)
};

// The normal form of `u` under `p` when it is u's text up to `length` (all
// of it, or for the cache key all but an empty query and the fragment),
// perhaps with the query sorted. Not found (npos) may still mean no change
// (the writer then finds out); found never means anything else.
// Contract (a fast path of normalize_by_writing, HACKING.md "Fast paths"):
// reads only u's text and writes nothing; normalize_into then copies the
// prefix with assign() (which may read `out` itself) and sorts the query in
// place only when u does not view `out` (detail::aliases), else it writes.
[[nodiscard]] normal_form find_normal_form(uri_view const& u, profile p) noexcept;

// The same, and for the cache key the query's parameters recorded in
// `query` (complete when they all were) for the sort to use.
[[nodiscard]] normal_form find_normal_form(uri_view const& u, profile p, recorded_query& query) noexcept;

// normalize_into without that shortcut: every component through the writer
// (normalize.cpp). The definition find_normal_form is tested against.
[[nodiscard]] error normalize_by_writing(uri_view u, profile p, std::string& out, components* parts);

} // namespace urikit::detail
