// urikit grammar: the one translation unit that instantiates the Spirit X3
// grammar of RFC 3986 Appendix A (split() and probe()).
#include "split.hpp"

#include "config.hpp"
#include "fast_split.hpp"
#include "ucschar.hpp"
#include "uri_reference.hpp"

namespace urikit::grammar {

namespace {

// Picks the error code from the byte where the parse stopped and the
// production that got there.
error classify(parse_state const& st, std::string_view input, mode m) noexcept {
    auto const offset = static_cast<std::uint32_t>(st.hwm - st.begin);
    bool const at_end = offset >= input.size();
    char const c = at_end ? '\0' : input[offset];
    auto const make = [offset](errc code) { return error{code, offset}; };

    bool const iri = m == mode::iri_reference || m == mode::iri || m == mode::absolute_iri;
    if (!at_end && iri && static_cast<unsigned char>(c) >= 0x80) {
        if (!utf8_next(input.data() + offset, input.size() - offset).valid) return make(errc::invalid_utf8);
        return make(errc::invalid_character); // a code point this component does not allow
    }
    if (!at_end) {
        // A "%" that begins a valid triplet is fine where it is: the reason
        // lies in the production that could not take it (a port, a host).
        if (c == '%' && !is_pct_triplet(input.data() + offset, input.size() - offset)) {
            return make(errc::bad_pct_encoding);
        }
        if (!in_set(c, cs_uri_char)) return make(errc::invalid_character);
        if (c == '#' && (m == mode::absolute_uri || m == mode::absolute_iri)) return make(errc::fragment_not_allowed);
    }
    switch (st.hwm_phase) {
    case phase::start:
        return make(m == mode::uri || m == mode::absolute_uri || m == mode::iri || m == mode::absolute_iri
                        ? errc::missing_scheme
                        : errc::invalid_path);
    case phase::scheme:
        if (at_end || c == '/' || c == '?' || c == '#') return make(errc::missing_scheme);
        return make(errc::invalid_scheme);
    case phase::userinfo:
    case phase::host: return make(errc::invalid_host);
    case phase::ip_literal: return make(errc::invalid_ip_literal);
    case phase::ipv6: return make(errc::invalid_ipv6);
    case phase::ipvfuture: return make(errc::invalid_ipvfuture);
    case phase::port: return make(errc::invalid_port);
    case phase::path: return make(errc::invalid_path);
    case phase::path_noscheme: return make(c == ':' && !at_end ? errc::colon_in_first_segment : errc::invalid_path);
    case phase::query: return make(errc::invalid_query);
    case phase::fragment: return make(errc::invalid_fragment);
    }
    return make(errc::invalid_character);
}

template <class Parser>
bool run_parser(Parser const& p, std::string_view input, parse_state& st) noexcept {
    char const* first = input.data();
    char const* const last = first + input.size();
    st.begin = first;
    st.hwm = first;
    // The context holds a reference to the state; the grammar is not copied
    // (x3::with<> would copy the whole expression on every call).
    auto const ctx = x3::make_context<state_tag>(st);
    return p.parse(first, last, ctx, x3::unused, x3::unused);
}

} // namespace

error split(std::string_view input, mode m, components& out) noexcept {
    if (fast_split(input, m, out)) return {};
    return split_with_grammar(input, m, out);
}

error split_with_grammar(std::string_view input, mode m, components& out, extensions ext) noexcept {
    out.clear();
    parse_state st;
    st.out = &out;
    st.zone_ids = ext.zone_ids;
    st.iri = m == mode::iri_reference || m == mode::iri || m == mode::absolute_iri;
    bool ok = false;
    switch (m) {
    case mode::uri_reference: ok = run_parser(rules::uri_reference, input, st); break;
    case mode::uri: ok = run_parser(rules::uri >> x3::eoi, input, st); break;
    case mode::absolute_uri: ok = run_parser(rules::absolute_uri >> x3::eoi, input, st); break;
    case mode::relative_ref: ok = run_parser(rules::relative_ref >> x3::eoi, input, st); break;
    case mode::iri_reference: ok = run_parser(rules::uri_reference, input, st); break;
    case mode::iri: ok = run_parser(rules::uri >> x3::eoi, input, st); break;
    case mode::absolute_iri: ok = run_parser(rules::absolute_uri >> x3::eoi, input, st); break;
    }
    if (ok) return {};
    out.clear();
    return classify(st, input, m);
}

bool probe(production p, std::string_view input, extensions ext) noexcept {
    components scratch;
    parse_state st;
    st.out = &scratch;
    st.zone_ids = ext.zone_ids;
    auto const whole = [&](auto const& parser) { return run_parser(parser >> x3::eoi, input, st); };
    using namespace rules;
    switch (p) {
    case production::scheme: return whole(scheme);
    case production::authority: return whole(authority);
    case production::userinfo: return whole(userinfo);
    case production::host: return whole(host);
    case production::port: return whole(port);
    case production::ip_literal: return whole(ip_literal);
    case production::ipvfuture: return whole(ipvfuture);
    case production::ipv6address: return whole(ipv6address);
    case production::h16: return whole(h16);
    case production::ls32: return whole(ls32);
    case production::ipv4address: return whole(ipv4address);
    case production::dec_octet: return whole(parsers::dec_octet{});
    case production::reg_name: return whole(reg_name);
    case production::path_abempty: return whole(path_abempty);
    case production::path_absolute: return whole(path_absolute);
    case production::path_noscheme: return whole(path_noscheme);
    case production::path_rootless: return whole(path_rootless);
    case production::path_empty: return whole(path_empty);
    case production::segment: return whole(segment);
    case production::segment_nz: return whole(segment_nz);
    case production::segment_nz_nc: return whole(segment_nz_nc);
    case production::pchar: return whole(pchar);
    case production::query: return whole(query);
    case production::fragment: return whole(fragment);
    case production::pct_encoded: return whole(parsers::pct_encoded{});
    case production::uri: return whole(uri);
    case production::hier_part: return whole(hier_part);
    case production::uri_reference: return whole(uri_reference);
    case production::absolute_uri: return whole(absolute_uri);
    case production::relative_ref: return whole(relative_ref);
    case production::relative_part: return whole(relative_part);
    }
    return false;
}

} // namespace urikit::grammar
