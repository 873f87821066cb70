// urikit grammar: semantic actions writing offsets into the parse state.
// Included only by grammar/split_uri.cpp.
#pragma once

#include <cstdint>

#include "config.hpp"

namespace urikit::grammar::actions {

// For x3::raw[p][set_span<C>{}]: records where component C begins and ends.
template <component C>
struct set_span {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        parse_state& st = state_of(ctx);
        auto const& range = x3::_attr(ctx);
        st.out->set(C, static_cast<std::uint32_t>(range.begin() - st.begin),
                    static_cast<std::uint32_t>(range.end() - st.begin));
    }
};

template <host_kind K>
struct set_host_kind {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        state_of(ctx).out->host_kind = K;
    }
};

// PEG fallback: the URI branch may have recorded spans before it failed.
struct reset_components {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        state_of(ctx).out->clear();
    }
};

// IPv6address counting (see host.hpp).
struct ipv6_reset {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        parse_state& st = state_of(ctx);
        st.h16_count = 0;
        st.double_colon = false;
    }
};
template <int N>
struct ipv6_add_pieces {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        state_of(ctx).h16_count += N;
    }
};
struct ipv6_saw_double_colon {
    template <class Ctx>
    void operator()(Ctx& ctx) const noexcept {
        state_of(ctx).double_colon = true;
    }
};

} // namespace urikit::grammar::actions
