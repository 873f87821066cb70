// urikit: URLPatternInit records and their processing (URL Pattern
// Standard, "URLPatternInit processing").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/url_pattern.hpp>

namespace urikit::detail {

// An init's eight members as texts, each with the offset in the caller's
// input its first byte stands for (negative when text from a base comes
// first), so an error in a member maps back.
struct init_record {
    std::array<std::optional<std::string>, 8> value;
    std::array<std::int64_t, 8> origin{};

    [[nodiscard]] bool has(url_pattern_component c) const noexcept { return value[index(c)].has_value(); }
    std::optional<std::string>& operator[](url_pattern_component c) noexcept { return value[index(c)]; }
    std::optional<std::string> const& operator[](url_pattern_component c) const noexcept { return value[index(c)]; }
    static std::size_t index(url_pattern_component c) noexcept { return static_cast<std::size_t>(c); }
};

// The init as a record (each member's origin 0).
init_record record_of(url_pattern_init const& init);

// The two ways of "process a URLPatternInit": a pattern's (texts kept, a
// base's text escaped) and a URL's (every member canonicalized).
enum class init_type : std::uint8_t { pattern, url };

// "process a URLPatternInit" of `init` against `base` (none: no base) into
// `out`, which begins as the Standard's starting values (all absent for a
// pattern, all "" for a URL). Errors (url only): a member that does not
// canonicalize, the member in `where`. O(n).
error process_init(init_record const& init, web_url const* base, init_type type, init_record& out,
                   url_pattern_component* where = nullptr);

// "parse a constructor string": the components `input` (well-formed UTF-8)
// gives, each with its offset in `input`. Errors: the protocol's
// compilation (errc::pattern_syntax ..., the offset in `input`). O(n).
error parse_constructor_string(std::string_view input, init_record& out);

} // namespace urikit::detail
