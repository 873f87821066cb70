// urikit tests: random URI references for property and differential tests.
#pragma once

#include <iterator>
#include <random>
#include <string>

namespace urikit::test {

// Inputs built from URI-significant pieces, so that many are valid and the
// invalid ones fail in every production.
inline std::string random_reference(std::mt19937& rng) {
    static char const* const pieces[] = {
        "http", "a", "Z9", "+", "-", ".", ":", "//", "/", "?", "#", "@", "[", "]", "::", "1", "255", "256", "0",
        "1.2.3.4", "v1.x", "ffff", "%", "%2F", "%7e", "%4", "%zz", "!", "$", "&", "'", "(", ")", "*", ",", ";", "=",
        "~", "_", "..", "./", "../", " ", "\"", "\\", "\x80", "\xC3\xA9", "\x00", "80", "x:", "[::1]", "[v7.a]",
    };
    std::uniform_int_distribution<std::size_t> count(0, 12);
    std::uniform_int_distribution<std::size_t> pick(0, std::size(pieces) - 1);
    std::string s;
    for (std::size_t n = count(rng); n > 0; --n) {
        std::size_t const i = pick(rng);
        if (pieces[i][0] == '\0') s.push_back('\0');
        else s += pieces[i];
    }
    return s;
}

} // namespace urikit::test
