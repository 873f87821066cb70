// urikit tests: the Internet Archive's session-id patterns as the regular
// expressions its surt 0.3.1 writes (stripQuerySessionID and
// stripPathSessionID; Python `re`, ASCII case ignored), run by std::regex.
// The definition the linear src/crawl/ia_session_ids.cpp is tested against
// (tests/crawl/ia_surt_test.cpp, fuzz/fuzz_crawl.cpp). std::regex
// backtracks: short texts only, and none with CR or LF (ECMAScript's "."
// also stops at CR; the IA's escaped components hold neither).
#pragma once

#include <regex>
#include <string>

namespace urikit::test {

inline std::string reference_strip_ia_query(std::string q) {
    auto const flags = std::regex::ECMAScript | std::regex::icase;
    static std::regex const patterns[] = {
        std::regex("^(.*)(?:jsessionid=[0-9a-zA-Z]{32})(?:&(.*))?$", flags),
        std::regex("^(.*)(?:phpsessid=[0-9a-zA-Z]{32})(?:&(.*))?$", flags),
        std::regex("^(.*)(?:sid=[0-9a-zA-Z]{32})(?:&(.*))?$", flags),
        std::regex("^(.*)(?:ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24})(?:&(.*))?$", flags),
        std::regex("^(.*)(?:cfid=[^&]+&cftoken=[^&]+)(?:&(.*))?$", flags),
    };
    for (std::regex const& p : patterns) {
        std::smatch m;
        if (!std::regex_match(q, m, p)) continue;
        q = m[2].matched && m[2].length() > 0 ? m[1].str() + m[2].str() : m[1].str();
    }
    return q;
}

inline std::string reference_strip_ia_path(std::string path) {
    auto const flags = std::regex::ECMAScript | std::regex::icase;
    static std::regex const patterns[] = {
        std::regex("^(.*/)(\\((?:[a-z]\\([0-9a-z]{24}\\))+\\)/)([^\\?]+\\.aspx.*)$", flags),
        std::regex("^(.*/)(\\([0-9a-z]{24}\\)/)([^\\?]+\\.aspx.*)$", flags),
    };
    for (std::regex const& p : patterns) {
        std::smatch m;
        if (std::regex_match(path, m, p)) path = m[1].str() + m[3].str();
    }
    return path;
}

} // namespace urikit::test
