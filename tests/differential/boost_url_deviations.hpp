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
#include "uriparser_split.hpp"

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
    // "http://u@h@x/" (path "@x/"). Credited when Boost.URL's split has such a
    // path and uriparser gives exactly urikit's answer, or (both accepting)
    // when Boost.URL's path is exactly the rest of urikit's reg-name.
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

// `input` with the bytes [b, e) replaced by `with`.
inline std::string replaced(std::string_view input, std::size_t b, std::size_t e, std::string_view with) {
    return std::string(input.substr(0, b)) + std::string(with) + std::string(input.substr(e));
}

// Boost.URL on `input`, compared with urikit on `input` except the host:
// true when both accept and agree on every other component.
inline bool agree_but_host(std::string_view input, urikit::uri_view const& ours) {
    auto const b = bu::parse_uri_reference(bu::string_view(input.data(), input.size()));
    if (!b) return false;
    std::string const diff = compare_components(ours, *b);
    return diff == " host" || diff == " host host_kind" || diff.empty();
}

// The host of the input, re-parsed after the change (the change keeps it a URI reference).
inline bool boost_accepts_with_host(std::string_view input, urikit::uri_view const& ours, std::string_view host) {
    std::uint32_t const b = ours.parts().begin(urikit::component::host);
    std::uint32_t const e = ours.parts().end(urikit::component::host);
    std::string const changed = replaced(input, b, e, host);
    auto const again = urikit::parse_uri_reference(changed);
    return again.has_value() && agree_but_host(changed, *again);
}

// Decides which listed deviation explains a difference. Each is narrowed to
// exactly the inputs it covers: Boost.URL's answer must break the rule, and
// either undoing just that (in the input, or in what each side split) makes
// Boost.URL agree on everything, or uriparser, a third RFC 3986 parser,
// gives exactly urikit's answer.
inline deviation explain(std::string_view input, urikit::result<urikit::uri_view> const& u,
                         boost::system::result<bu::url_view> const& b) {
    using urikit::host_kind;
    bool const uriparser_agrees = urikit::test::uriparser_split::difference(input, u).empty();
    if (b && !u && b->has_authority() && !b->encoded_path().empty() && b->encoded_path().front() != '/' &&
        uriparser_agrees) {
        // Boost.URL took what follows a host or port as a path (which must
        // begin with "/" after an authority); urikit and uriparser both
        // reject the reference.
        return deviation::path_after_authority_without_slash;
    }
    if (b && u && u->host_kind() == host_kind::reg_name && b->host_type() == bu::host_type::ipv4) {
        // Both accept, but Boost.URL cut an IPv4address out of a longer
        // reg-name ("1.2.3.4a", "1.2.3.4.5") and made the rest, port and
        // all, part of the path.
        std::string_view const bhost = b->encoded_host();
        std::string const rest = std::string(u->host().substr(bhost.size())) +
                                 (u->has_port() ? ":" + std::string(u->port()) : std::string()) + std::string(u->path());
        if (u->host().size() > bhost.size() && u->host().substr(0, bhost.size()) == bhost &&
            b->encoded_path() == rest && !b->has_port() && u->query() == b->encoded_query() &&
            u->has_query() == b->has_query() && u->fragment() == b->encoded_fragment() &&
            u->has_fragment() == b->has_fragment() && u->userinfo() == b->encoded_userinfo()) {
            return deviation::path_after_authority_without_slash;
        }
    }
    if (!b && u && u->host_kind() == host_kind::ipvfuture && u->host().size() > 1 && u->host()[1] == 'V') {
        // With the "V" lowercased Boost.URL accepts the same reference.
        std::string host(u->host());
        host[1] = 'v';
        if (boost_accepts_with_host(input, *u, host)) return deviation::uppercase_v_in_ipvfuture;
    }
    if (!b && u && u->host_kind() == host_kind::reg_name) {
        // A reg-name that begins with an IPv4address; with any other host
        // Boost.URL accepts the same reference.
        std::string_view const host = u->host();
        bool ipv4_prefix = false;
        for (std::size_t n = 7; n < host.size() && n <= 15 && !ipv4_prefix; ++n) {
            ipv4_prefix = urikit::grammar::probe(urikit::grammar::production::ipv4address, host.substr(0, n));
        }
        if (ipv4_prefix && boost_accepts_with_host(input, *u, "h")) return deviation::reg_name_with_ipv4_prefix_rejected;
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
