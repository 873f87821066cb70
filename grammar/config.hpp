// urikit grammar: iterator, parse state and context. Included only by grammar/split_uri.cpp.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include <urikit/components.hpp>

namespace urikit::grammar {

namespace x3 = boost::spirit::x3;

using iterator_type = char const*;

// Which production was being matched when the high-water mark moved: it picks
// the error code of a failed parse (see split_uri.cpp, classify()).
enum class phase : unsigned char {
    start, scheme, userinfo, host, ip_literal, ipv6, ipvfuture, port, path, path_noscheme, query, fragment,
};

struct parse_state {
    char const* begin = nullptr;   // offsets are counted from here
    char const* hwm = nullptr;     // furthest byte any rule reached
    phase current = phase::start;  // production being matched now
    phase hwm_phase = phase::start;
    components* out = nullptr;
    int h16_count = 0;             // IPv6address: 16-bit pieces seen (IPv4 tail counts 2)
    bool double_colon = false;     // IPv6address: "::" seen
    bool iri = false;              // RFC 3987 mode: ucschar (and iprivate in the query) allowed
    bool zone_ids = false;         // RFC 6874: an IPv6 literal may end in "%25" ZoneID

    // Records that the input was acceptable up to p. On a tie the later
    // production wins, so an error names the component it was found in.
    void reach(char const* p) noexcept {
        if (p >= hwm) {
            hwm = p;
            hwm_phase = current;
        }
    }
};

struct state_tag;
using context_type = x3::context<state_tag, parse_state>;

template <class Context>
parse_state& state_of(Context const& ctx) noexcept {
    return x3::get<state_tag>(ctx);
}

} // namespace urikit::grammar
