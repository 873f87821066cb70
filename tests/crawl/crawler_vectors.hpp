// urikit tests: the crawler canonicalization vectors of
// shared/data/crawler/ (format: its README: input<TAB>expected, "#"
// comments, escapes \\ \t \n \r \xHH, columns never trimmed).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace urikit::test {

struct crawler_vector {
    std::string input;
    std::string expected;
    std::size_t line = 0; // 1-based line in the file
};

// The vectors of shared/data/crawler/<name>, or nullopt when the build has
// no shared data (URIKIT_SHARED_DATA unset: the caller skips, saying so).
// A file that is missing or a line that is not two columns fails the test.
std::optional<std::vector<crawler_vector>> load_crawler_vectors(std::string const& name);

// The rows of shared/data/external/<path> (its README's format: "#"
// comments, a header line naming the columns, then TAB-separated columns,
// escapes as above, "\N" for no value), each a vector of columns as
// written (escapes not resolved); nullopt without shared data. A missing
// file fails the test.
std::optional<std::vector<std::vector<std::string>>> load_external_rows(std::string const& path);

// A column with its escapes resolved.
std::string unescape_column(std::string const& column);

// Lowercase hexadecimal of a SHA-256 digest.
inline std::string hex_of(std::array<std::uint8_t, 32> const& digest) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    for (std::uint8_t b : digest) out.append({digits[b >> 4], digits[b & 15]});
    return out;
}

} // namespace urikit::test
