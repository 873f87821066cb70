// urikit tests: where Boost.URL 1.81 may differ from urikit, each deviation
// checked against the rule it breaks. Shared by the differential test and
// the fuzz_diff_boost_url target.
#pragma once

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include <string>
#include <string_view>

#include <urikit/parse.hpp>

#include "grammar/split.hpp"

namespace urikit::test::boost_url_deviations {

namespace bu = boost::urls;

// Why Boost.URL 1.81 may disagree, each with the rule it breaks.
enum class deviation {
    none,
    // RFC 3986 §3.3: "If a URI contains an authority component, then the path
    // component must either be empty or begin with a slash ("/") character"
    // (path-abempty). Boost.URL 1.81 ends the authority where its host or port
    // grammar stops and accepts whatever follows as the path: "http://a:8x/"
    // (port "8", path "x/"), "http://1.2.3.4.5/" (IPv4 host, path ".5/"),
    // "http://u@h@x/" (path "@x/").
    path_after_authority_without_slash,
    // RFC 5234 §2.3: ABNF quoted strings are case-insensitive, so IPvFuture's
    // "v" also matches "V" ("[V1.x]"); Boost.URL 1.81 only accepts "v".
    uppercase_v_in_ipvfuture,
    // RFC 3986 §3.2.2: a host is an IPv4address only when all of it matches
    // the rule; "1.2.3.4mailto" is a reg-name. Boost.URL 1.81 takes the
    // IPv4address prefix and then rejects the reference ("//1.2.3.4mailto:/").
    reg_name_with_ipv4_prefix_rejected,
};

inline char const* name(deviation d) {
    switch (d) {
    case deviation::none: return "none";
    case deviation::path_after_authority_without_slash: return "path_after_authority_without_slash";
    case deviation::uppercase_v_in_ipvfuture: return "uppercase_v_in_ipvfuture";
    case deviation::reg_name_with_ipv4_prefix_rejected: return "reg_name_with_ipv4_prefix_rejected";
    }
    return "?";
}

inline urikit::host_kind boost_kind(bu::host_type t) {
    switch (t) {
    case bu::host_type::name: return urikit::host_kind::reg_name;
    case bu::host_type::ipv4: return urikit::host_kind::ipv4;
    case bu::host_type::ipv6: return urikit::host_kind::ipv6;
    case bu::host_type::ipvfuture: return urikit::host_kind::ipvfuture;
    case bu::host_type::none: break;
    }
    return urikit::host_kind::none;
}

// Empty string when both agree, else what differs.
inline std::string compare_components(urikit::uri_view const& u, bu::url_view const& b) {
    std::string diff;
    auto same = [&](char const* what, bool uh, std::string_view uv, bool bh, std::string_view bv) {
        if (uh != bh || (uh && uv != bv)) diff += std::string(" ") + what;
    };
    same("scheme", u.has_scheme(), u.scheme(), b.has_scheme(), b.scheme());
    same("userinfo", u.has_userinfo(), u.userinfo(), b.has_userinfo(), b.encoded_userinfo());
    same("host", u.has_authority(), u.host(), b.has_authority(), b.encoded_host());
    if (u.host_kind() != boost_kind(b.host_type())) diff += " host_kind";
    same("port", u.has_port(), u.port(), b.has_port(), b.port());
    same("path", true, u.path(), true, b.encoded_path());
    same("query", u.has_query(), u.query(), b.has_query(), b.encoded_query());
    same("fragment", u.has_fragment(), u.fragment(), b.has_fragment(), b.encoded_fragment());
    return diff;
}

// Decides which listed deviation explains a difference, checking the rule
// itself rather than trusting the peer.
inline deviation explain(std::string_view input, urikit::result<urikit::uri_view> const& u,
                  boost::system::result<bu::url_view> const& b) {
    if (b && !u) {
        std::string_view const path = b->encoded_path();
        if (b->has_authority() && !path.empty() && path.front() != '/') {
            // urikit must have stopped exactly where Boost.URL's path begins
            // or inside it, and that path must really not start with "/".
            auto const path_begin = static_cast<std::size_t>(path.data() - input.data());
            if (u.error().offset >= path_begin) return deviation::path_after_authority_without_slash;
        }
    }
    if (b && u && b->has_authority() && !b->encoded_path().empty() && b->encoded_path().front() != '/') {
        // Both accept, but Boost.URL cut an IPv4address out of a longer
        // reg-name ("1.2.3.4a", "1.2.3.4.5") and took the rest as the path.
        std::string_view const bhost = b->encoded_host();
        if (u->host_kind() == urikit::host_kind::reg_name && b->host_type() == bu::host_type::ipv4 &&
            u->host().size() > bhost.size() && u->host().substr(0, bhost.size()) == bhost) {
            return deviation::path_after_authority_without_slash;
        }
    }
    if (!b && u && u->host_kind() == urikit::host_kind::reg_name) {
        std::string_view const host = u->host();
        for (std::size_t n = 7; n < host.size() && n <= 15; ++n) {
            if (urikit::grammar::probe(urikit::grammar::production::ipv4address, host.substr(0, n)) &&
                !urikit::grammar::probe(urikit::grammar::production::ipv4address, host)) {
                return deviation::reg_name_with_ipv4_prefix_rejected;
            }
        }
    }
    if (!b && u && u->host_kind() == urikit::host_kind::ipvfuture && u->host().size() > 1 && u->host()[1] == 'V') {
        return deviation::uppercase_v_in_ipvfuture;
    }
    return deviation::none;
}

// Empty when both agree, else what differs ("boost rejects", " path", ...).
inline std::string difference(urikit::result<urikit::uri_view> const& u, boost::system::result<bu::url_view> const& b) {
    if (u.has_value() != b.has_value()) return u ? " boost rejects" : " boost accepts";
    if (u) return compare_components(*u, *b);
    return {};
}

} // namespace urikit::test::boost_url_deviations
