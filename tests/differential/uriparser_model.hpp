// urikit tests: models of what uriparser 0.9.7 does where it deviates from
// RFC 3986, so that each listed deviation predicts uriparser's exact output
// (tests/differential/uriparser_*_test.cpp).
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>


#include "src/core/ip_text.hpp"

namespace urikit::test::uriparser_model {

// RFC 3986 §5.2.4 word for word.
inline std::string rfc_remove_dot_segments(std::string in) {
    std::string out;
    auto starts = [&in](std::string_view p) { return in.compare(0, p.size(), p) == 0; };
    auto pop = [&out] {
        std::size_t const slash = out.rfind('/');
        out.resize(slash == std::string::npos ? 0 : slash);
    };
    while (!in.empty()) {
        if (starts("../")) {
            in.erase(0, 3);
        } else if (starts("./")) {
            in.erase(0, 2);
        } else if (starts("/./")) {
            in.erase(0, 2);
        } else if (in == "/.") {
            in = "/";
        } else if (starts("/../")) {
            in.erase(0, 3);
            pop();
        } else if (in == "/..") {
            in = "/";
            pop();
        } else if (in == "." || in == "..") {
            in.clear();
        } else {
            std::size_t const next = in.find('/', in.front() == '/' ? 1 : 0);
            out += in.substr(0, next);
            in.erase(0, next == std::string::npos ? in.size() : next);
        }
    }
    return out;
}

// uriparser's text of an IPv6 address: eight groups of four lowercase hex digits.
inline std::string fully_expanded(std::string_view bracketed) {
    auto const g = urikit::detail::parse_ipv6(bracketed.substr(1, bracketed.size() - 2));
    std::string t = "[";
    for (std::size_t i = 0; i < g.size(); ++i) {
        char group[8];
        std::snprintf(group, sizeof group, "%s%04x", i == 0 ? "" : ":", static_cast<unsigned>(g[i]));
        t += group;
    }
    return t + "]";
}

// uriparser's dot removal, as observed on uriparser 0.9.7: RFC 3986 §5.2.4
// on a path that begins with "/" when there is no authority; on any other
// path it works on the segment list instead: a "." goes (leaving a trailing
// "/" when it was last), a ".." takes the segment before it along, and one
// with nothing before it stays in a reference without scheme and goes in a
// URI. So no "/" appears in front of a rootless path ("a/../b" gives "b",
// where §5.2.4 gives "/b"), and "//a/../x" keeps its "..". In a relative
// reference without authority the "./" before a first segment with ":"
// stays ("./a:b").
inline std::string uriparser_remove_dots(std::string const& path, bool has_scheme, bool has_authority) {
    if (!has_authority && !path.empty() && path.front() == '/') return rfc_remove_dot_segments(path);
    bool const slash = has_authority && !path.empty();
    std::vector<std::string> in, out;
    std::string_view rest = slash ? std::string_view(path).substr(1) : std::string_view(path);
    for (std::size_t cut; (cut = rest.find('/')) != std::string_view::npos; rest.remove_prefix(cut + 1)) {
        in.emplace_back(rest.substr(0, cut));
    }
    in.emplace_back(rest);
    for (std::size_t i = 0; i < in.size(); ++i) {
        bool const last = i + 1 == in.size();
        if (in[i] == ".") {
            if (!has_scheme && !has_authority && out.empty() && !last && in[i + 1].find(':') != std::string::npos) {
                out.emplace_back("."); // what keeps "a:b" from being a scheme
            } else if (last && !out.empty()) {
                out.emplace_back();
            }
        } else if (in[i] == "..") {
            if (!out.empty() && out.back() != ".." && out.back() != ".") {
                out.pop_back();
                if (last && !out.empty()) out.emplace_back();
            } else if (!has_scheme) {
                out.emplace_back("..");
            }
        } else {
            out.push_back(in[i]);
        }
    }
    std::string joined = slash ? "/" : "";
    for (std::size_t i = 0; i < out.size(); ++i) joined += (i == 0 ? "" : "/") + out[i];
    return joined;
}

} // namespace urikit::test::uriparser_model
