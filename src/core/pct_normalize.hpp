// urikit: percent-encoding normalization (RFC 3986 §6.2.2.1, §6.2.2.2).
#pragma once

#include <string>
#include <string_view>

namespace urikit::detail {

// Writes `in` at `out` with the hex digits of every percent-encoding in
// uppercase ("%3a" -> "%3A") and the percent-encodings of unreserved
// characters decoded ("%7E" -> "~", "%41" -> "A"). Every other
// percent-encoding is kept: an encoded reserved character ("%2F", "%3F",
// "%26") is data and stays encoded. Never longer than `in`: `out` needs room
// for in.size() bytes and may be in.data() itself (normalizing in place).
// Returns the end of what was written.
// Precondition: `in` is a parsed component (each '%' begins a valid triplet).
char* write_pct_normalized(char* out, std::string_view in) noexcept;

// Same, and ASCII letters outside percent-encodings in lowercase (§6.2.2.1:
// the host is case-insensitive).
char* write_pct_normalized_lowercase(char* out, std::string_view in) noexcept;

// The same two, appended to a string.
void append_pct_normalized(std::string& out, std::string_view in);
void append_pct_normalized_lowercase(std::string& out, std::string_view in);

// Writes `in` at `out` with ASCII letters in lowercase; returns the end.
char* write_ascii_lowercase(char* out, std::string_view in) noexcept;

} // namespace urikit::detail
