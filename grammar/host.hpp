// urikit grammar rule header: included only by grammar/split_uri.cpp.
#pragma once

#include "actions.hpp"
#include "char_parsers.hpp"

namespace urikit::grammar::rules {

// RFC 3986 §3.2.2: IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
inline auto const ipv4address = parsers::dec_octet{} >> parsers::ch<'.'>{} >> parsers::dec_octet{} >>
                                parsers::ch<'.'>{} >> parsers::dec_octet{} >> parsers::ch<'.'>{} >>
                                parsers::dec_octet{};

// h16 = 1*4HEXDIG
inline auto const h16 = parsers::hexdigs<1, 4>{};

// ls32 = ( h16 ":" h16 ) / IPv4address   (only used by probe; IPv6address below
// recognises the same two forms as its last pieces)
inline auto const ls32 = (ipv4address >> &(x3::lit(']') | x3::eoi)) | (h16 >> parsers::ch<':'>{} >> h16);

// RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID, ZoneID = 1*( unreserved
// / pct-encoded ), only when the parse allows zone IDs (parse_options::zone_ids):
// RFC 3986 has none.
struct zone_ids_allowed : parsers::unattributed<zone_ids_allowed> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It&, It const&, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        return state_of(ctx).zone_ids;
    }
};
inline auto const zone_id = zone_ids_allowed{} >> x3::lit("%25") >> parsers::run<cs_unreserved, true, true>{};

// IPv6address, the nine forms of RFC 3986 §3.2.2 factored into one pass:
// a ":"-separated list of pieces with at most one "::", where a piece is an
// h16 (one 16-bit group) or, only as the last piece, an IPv4address (two
// groups). Without "::" there must be exactly 8 groups; with it at most 7
// (the "::" stands for at least one zero group).
struct ipv6_count_ok : parsers::unattributed<ipv6_count_ok> {
    template <class It, class Ctx, class RCtx, class Attr>
    bool parse(It&, It const&, Ctx const& ctx, RCtx&, Attr&) const noexcept {
        parse_state const& st = state_of(ctx);
        return st.double_colon ? st.h16_count <= 7 : st.h16_count == 8;
    }
};

// An IPv4 tail ends the address: before the "]", or the zone's "%25".
inline auto const ipv6_piece = (ipv4address >> &(x3::lit(']') | x3::eoi | (zone_ids_allowed{} >> x3::lit("%25"))))
                                   [actions::ipv6_add_pieces<2>{}] |
                               h16[actions::ipv6_add_pieces<1>{}];
inline auto const ipv6_list = ipv6_piece >> *(parsers::ch<':'>{} >> ipv6_piece);
inline auto const ipv6_double_colon =
    (parsers::ch<':'>{} >> parsers::ch<':'>{})[actions::ipv6_saw_double_colon{}];

x3::rule<class ipv6address_class> const ipv6address = "IPv6address";
inline auto const ipv6address_def =
    parsers::set_phase<phase::ipv6>{} >> x3::eps[actions::ipv6_reset{}] >>
    ((ipv6_double_colon >> -ipv6_list) | (ipv6_list >> -(ipv6_double_colon >> -ipv6_list))) >>
    ipv6_count_ok{};

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
inline auto const ipvfuture = parsers::set_phase<phase::ipvfuture>{} >> parsers::letter_ci<'v'>{} >>
                              parsers::hexdigs<1, static_cast<std::size_t>(-1)>{} >> parsers::ch<'.'>{} >>
                              parsers::run<cs_userinfo, false, true>{};

// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" (IPv6addrz: RFC 6874 §2)
// After the "]" the literal is complete: what follows is judged as what may
// follow a host.
x3::rule<class ip_literal_class> const ip_literal = "IP-literal";
inline auto const ip_literal_def =
    parsers::set_phase<phase::ip_literal>{} >> parsers::ch<'['>{} >>
    ((ipv6address >> -zone_id)[actions::set_host_kind<host_kind::ipv6>{}] |
     ipvfuture[actions::set_host_kind<host_kind::ipvfuture>{}]) >>
    parsers::expect_ch<']', phase::ip_literal>{} >> parsers::set_phase<phase::host>{} >> parsers::mark_reach{};

// reg-name = *( unreserved / pct-encoded / sub-delims )
inline auto const reg_name = parsers::set_phase<phase::host>{} >> parsers::run<cs_reg_name, true, false, true, 1>{}; // RFC 3987: ireg-name

// host = IP-literal / IPv4address / reg-name
// PEG order: an IPv4address only counts when the host ends right after it
// ("1.2.3.4a" and "1.2.3.4.5" are reg-names); "1.2.3.256" and "01.2.3.4" fail
// dec-octet and fall through to reg-name.
inline auto const host_end = &(x3::lit(':') | x3::lit('/') | x3::lit('?') | x3::lit('#') | x3::eoi);

x3::rule<class host_class> const host = "host";
inline auto const host_def =
    x3::raw[ip_literal |
            (parsers::set_phase<phase::host>{} >> ipv4address >> host_end)[actions::set_host_kind<host_kind::ipv4>{}] |
            reg_name[actions::set_host_kind<host_kind::reg_name>{}]][actions::set_span<component::host>{}];

BOOST_SPIRIT_DEFINE(ipv6address, ip_literal, host)

} // namespace urikit::grammar::rules
