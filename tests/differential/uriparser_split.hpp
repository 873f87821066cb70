// urikit tests: uriparser's split of a reference, compared component by
// component with urikit's (the differential tests, and the oracle that
// checks Boost.URL's deviations).
#pragma once

#include <uriparser/Uri.h>

#include <string>
#include <string_view>

#include <urikit/uri_view.hpp>

namespace urikit::test::uriparser_split {

struct parsed {
    bool ok = false;
    UriUriA uri{};
    explicit parsed(std::string_view s) {
        char const* error_pos = nullptr;
        ok = uriParseSingleUriExA(&uri, s.data(), s.data() + s.size(), &error_pos) == URI_SUCCESS;
    }
    ~parsed() {
        if (ok) uriFreeUriMembersA(&uri);
    }
    parsed(parsed const&) = delete;
    parsed& operator=(parsed const&) = delete;
};

inline bool has(UriTextRangeA const& r) { return r.first != nullptr; }
inline std::string_view text(UriTextRangeA const& r) {
    return has(r) ? std::string_view(r.first, static_cast<std::size_t>(r.afterLast - r.first)) : std::string_view();
}

// uriparser keeps the path as a segment list; spell it as written.
inline std::string path_of(UriUriA const& u) {
    std::string p;
    bool const rooted = u.absolutePath || has(u.hostText) || u.hostData.ip4 || u.hostData.ip6 || has(u.hostData.ipFuture);
    for (UriPathSegmentA const* s = u.pathHead; s != nullptr; s = s->next) {
        if (s != u.pathHead || rooted) p.push_back('/');
        p.append(text(s->text));
    }
    if (u.pathHead == nullptr && u.absolutePath) p = "/";
    return p;
}

inline std::string compare_components(urikit::uri_view const& v, UriUriA const& u) {
    std::string diff;
    auto same = [&](char const* what, bool vh, std::string_view vv, bool uh, std::string_view uv) {
        if (vh != uh || (vh && vv != uv)) diff += std::string(" ") + what;
    };
    same("scheme", v.has_scheme(), v.scheme(), has(u.scheme), text(u.scheme));
    same("userinfo", v.has_userinfo(), v.userinfo(), has(u.userInfo), text(u.userInfo));
    // uriparser's hostText of an IP literal leaves out the brackets
    std::string_view host = v.host();
    if (v.host_kind() == urikit::host_kind::ipv6 || v.host_kind() == urikit::host_kind::ipvfuture) {
        host = host.substr(1, host.size() - 2);
    }
    same("host", v.has_authority(), host, has(u.hostText), text(u.hostText));
    urikit::host_kind kind = has(u.hostText) ? urikit::host_kind::reg_name : urikit::host_kind::none;
    if (u.hostData.ip4) kind = urikit::host_kind::ipv4;
    if (u.hostData.ip6) kind = urikit::host_kind::ipv6;
    if (has(u.hostData.ipFuture)) kind = urikit::host_kind::ipvfuture;
    if (v.host_kind() != kind) diff += " host_kind";
    same("port", v.has_port(), v.port(), has(u.portText), text(u.portText));
    same("path", true, v.path(), true, path_of(u));
    same("query", v.has_query(), v.query(), has(u.query), text(u.query));
    same("fragment", v.has_fragment(), v.fragment(), has(u.fragment), text(u.fragment));
    return diff;
}

// Empty when uriparser and urikit agree on `input` (verdict and every
// component), else what differs.
inline std::string difference(std::string_view input, urikit::result<urikit::uri_view> const& v) {
    parsed const u(input);
    if (v.has_value() != u.ok) return v ? " uriparser rejects" : " uriparser accepts";
    return v ? compare_components(*v, u.uri) : std::string();
}

} // namespace urikit::test::uriparser_split
