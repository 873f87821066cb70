// urikit web mode: the split's one classification pass over an href. It
// finds where the fragment and the query begin and notes which bytes occur,
// so that the per-component processors skip the work an href does not need
// (most hrefs need none: nothing to trim, decode, encode or remove).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urikit::detail {

struct web_scan {
    static constexpr std::size_t none = std::string_view::npos;
    std::size_t hash = none;     // the first "#"
    std::size_t question = none; // the first "?"
    // Which bytes occur anywhere in the input.
    bool needs_cleaning = false; // below 0x21 (C0 controls, space) or above 0x7F (UTF-8)
    bool backslash = false;
    bool at = false;             // "@"
    bool bracket = false;        // "["
    bool percent = false;
    bool encoded = false;        // one of " ' < > ] ^ ` { | } DEL: encoded or refused somewhere
    bool dot_pair = false;       // "/." or "/%": a segment that may be a dot segment
    bool upper = false;          // an ASCII uppercase letter (a scheme or host to lowercase)

    friend bool operator==(web_scan const&, web_scan const&) = default;

    // What a text nobody scanned may hold (the setters' values): everything.
    static web_scan unknown() noexcept {
        web_scan r;
        r.needs_cleaning = r.backslash = r.at = r.bracket = r.percent = r.encoded = r.dot_pair = r.upper = true;
        return r;
    }
};

// The pass: sixteen bytes a step, classified with SSSE3 where the CPU has it
// (chosen at run time), else SSE2 (every x86-64 has it), else scalar.
web_scan scan_web_input(std::string_view s) noexcept;

// Each way alone (tests check that all give the same answer). Without the
// instruction set they fall back to the next one.
web_scan scan_web_input_scalar(std::string_view s) noexcept;
web_scan scan_web_input_sse2(std::string_view s) noexcept;
web_scan scan_web_input_ssse3(std::string_view s) noexcept;

} // namespace urikit::detail
