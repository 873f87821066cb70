// urikit: where a byte of a text with TAB, CR and LF removed stands in the
// text as given. The URL Standard (basic URL parser, step 2) and Google's
// Safe Browsing canonicalization both remove them before anything else;
// their errors must still point into the caller's input.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "src/core/charsets.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/find_any.hpp"

namespace urikit::detail {

// The offset in `raw` of byte `k` of what `raw` holds from offset `from` on
// once every TAB, CR and LF is removed: never one of the removed bytes
// (those before and after it are passed over). O(offset).
inline std::uint32_t offset_before_removal(std::string_view raw, std::size_t from, std::size_t k) noexcept {
    auto const removed = [](char c) { return grammar::in_set(c, grammar::ws_tab_or_newline); };
    std::size_t i = from;
    while (i < raw.size() && removed(raw[i])) ++i;
    for (; i < raw.size() && k > 0; ++i) {
        if (!removed(raw[i])) --k;
    }
    while (i < raw.size() && removed(raw[i])) ++i;
    return static_cast<std::uint32_t>(i);
}

// The offset of the first TAB, CR or LF in `text`, or text.size() (three
// memchr calls: faster than a byte loop on URL-sized texts).
inline std::size_t first_tab_or_newline(std::string_view text) noexcept { return find_any(text, 0, "\t\n\r"); }

// Appends `text` without its TABs, CRs and LFs to `out`.
inline void append_without_tab_or_newline(std::string& out, std::string_view text) {
    std::size_t const plain = first_tab_or_newline(text);
    out.append(text.substr(0, plain));
    for (char c : text.substr(plain)) {
        if (!grammar::in_set(c, grammar::ws_tab_or_newline)) out.push_back(c);
    }
}

// The one input cleaning (URL Standard, basic URL parser steps 1-2; Safe
// Browsing's step 1; the IA's strip): `raw` trimmed at both ends of the
// bytes `trimmed(c)` takes (`lead`: how many at the front), then without
// TAB, CR and LF. A view of `raw` when nothing inside is removed, else the
// text written over `buffer`; offset_before_removal(raw, lead, k) maps it back.
template <class Trimmed>
std::string_view clean_input(std::string_view raw, Trimmed trimmed, std::string& buffer, std::size_t& lead) {
    std::string_view const text = trim_if(raw, trimmed, lead);
    if (first_tab_or_newline(text) == text.size()) return text;
    buffer.clear();
    append_without_tab_or_newline(buffer, text);
    return buffer;
}

} // namespace urikit::detail
