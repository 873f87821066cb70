// urikit CLI: RFC 8259 JSON output. Bytes that are not valid UTF-8 become U+FFFD.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace urikit::cli {

// Appends `bytes` as a JSON string (with quotes). Valid UTF-8 passes through;
// '"', '\\' and control characters are escaped; each maximal ill-formed
// subsequence (Unicode §3.9, "U+FFFD substitution of maximal subparts")
// becomes one U+FFFD.
void append_json_string(std::string& out, std::string_view bytes);

// Builds one JSON object on one line, member by member.
class json_object {
public:
    explicit json_object(std::string& out) : out_(out) { out_.push_back('{'); }
    // Continues an object already opened (and holding members) in `out`.
    struct continue_tag {};
    json_object(std::string& out, continue_tag) : out_(out), first_(false) {}
    json_object& string(std::string_view key, std::string_view value);
    // "input": the line; when it is not valid UTF-8 (so "input" shows
    // U+FFFD and an "offset" cannot be followed into it) also "input_hex":
    // every byte as two lowercase hex digits, so offset k is at 2k.
    json_object& input(std::string_view line);
    json_object& null(std::string_view key);
    // An array of strings.
    json_object& strings(std::string_view key, std::vector<std::string> const& values);
    json_object& boolean(std::string_view key, bool value);
    json_object& number(std::string_view key, std::uint64_t value);
    // A string member, or null when `present` is false.
    json_object& optional_string(std::string_view key, bool present, std::string_view value) {
        return present ? string(key, value) : null(key);
    }
    void close() { out_.push_back('}'); }

private:
    // The member's key (escaped as any string), then its value by the caller.
    void key(std::string_view k);
    // `"k":` and a literal (null, true, false, a number) as it is.
    json_object& literal(std::string_view k, std::string_view value);
    // The common case in one append: `"k":` and `value` (quoted, when
    // `quoted`), when both are plain (no byte JSON escapes) and short;
    // false, writing nothing, otherwise.
    bool plain_member(std::string_view k, std::string_view value, bool quoted);

    std::string& out_;
    bool first_ = true;
};

} // namespace urikit::cli
