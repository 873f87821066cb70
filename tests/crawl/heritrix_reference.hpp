// urikit tests: Heritrix's SURT.fromURI by its definition, a regular
// expression over the whole text (std::regex; short texts only: it
// backtracks), for tests/crawl/heritrix_surt_test.cpp and fuzz_crawl.
#pragma once

#include <regex>
#include <string>

namespace urikit::test {

// The definition: SURT.fromURI's pattern over the whole text (as derived from
// and checked against Heritrix's keys: 109,062 of 109,062), its groups
// written in its order, all lowercased (ASCII here). heritrix_surt() splits
// the text in one pass instead; the two must agree on every text.
inline std::string heritrix_by_definition(std::string const& s) {
    static std::regex const pattern(R"(^(\w+://)(?:([-\w.!~*'()%;:&=+$,]+?)(@))?)"
                                    R"((?:((?:\d{1,3}\.){3}\d{1,3})|(\S+?))(:\d+)?(/\S*)?$)");
    std::smatch m;
    if (!std::regex_match(s, m, pattern)) return s;
    std::string out = m.str(1) + "(";
    if (m[4].matched) {
        out += m.str(4);
    } else {
        std::string const host = m.str(5);
        std::size_t end = host.size();
        for (std::size_t i = host.size(); i-- > 0;) {
            if (i > 0 && host[i - 1] != '.') continue;
            out += host.substr(i, end - i) + ",";
            end = i == 0 ? 0 : i - 1;
        }
    }
    out += m.str(6) + m.str(3) + m.str(2) + ")" + m.str(7);
    for (char& c : out) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c | 0x20) : c;
    return out;
}

} // namespace urikit::test
