// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "authority.hpp"
#include "char_parsers.hpp"
#include "path.hpp"
#include "query_fragment.hpp"
#include "scheme.hpp"

namespace urikit::grammar::rules {

inline auto const double_slash = parsers::set_phase<phase::path>{} >> parsers::ch<'/'>{} >> parsers::ch<'/'>{};

// RFC 3986 §3: hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
x3::rule<class hier_part_class> const hier_part = "hier-part";
inline auto const hier_part_def = (double_slash >> authority >> path_span(path_abempty)) |
                                  path_span(path_absolute) | path_span(path_rootless) | path_span(path_empty);

// RFC 3986 §4.2: relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
x3::rule<class relative_part_class> const relative_part = "relative-part";
inline auto const relative_part_def = (double_slash >> authority >> path_span(path_abempty)) |
                                      path_span(path_absolute) | path_span(path_noscheme) |
                                      path_span(path_empty);

// RFC 3986 §3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
x3::rule<class uri_class> const uri = "URI";
inline auto const uri_def = scheme_part >> parsers::ch<':'>{} >> hier_part >> query_part >> fragment_part;

// RFC 3986 §4.3: absolute-URI = scheme ":" hier-part [ "?" query ]
x3::rule<class absolute_uri_class> const absolute_uri = "absolute-URI";
inline auto const absolute_uri_def = scheme_part >> parsers::ch<':'>{} >> hier_part >> query_part;

// RFC 3986 §4.2: relative-ref = relative-part [ "?" query ] [ "#" fragment ]
x3::rule<class relative_ref_class> const relative_ref = "relative-ref";
inline auto const relative_ref_def = relative_part >> query_part >> fragment_part;

// RFC 3986 §4.1: URI-reference = URI / relative-ref
// The two are disjoint (a relative-ref's first segment has no ":"), so PEG
// order is exact. Spans recorded by a failed URI branch are cleared.
x3::rule<class uri_reference_class> const uri_reference = "URI-reference";
inline auto const uri_reference_def =
    (uri >> x3::eoi) | (x3::eps[actions::reset_components{}] >> relative_ref >> x3::eoi);

BOOST_SPIRIT_DEFINE(hier_part, relative_part, uri, absolute_uri, relative_ref, uri_reference)

} // namespace urikit::grammar::rules
