// urikit: how urikit's own code makes views and uris from offsets it wrote
// or split itself (the public constructors check; these trust), and the
// owning form of a function that writes a reference (HACKING.md, "API
// rules", 1).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit::detail {

class uri_access {
public:
    static uri_view make_view(std::string_view text, components const& parts) noexcept {
        URIKIT_ASSERT(parts.check_invariants(text.size()));
        return uri_view(text, parts);
    }
    // A view of text that urikit's fast split took apart, with what it proved on the way.
    static uri_view make_view(std::string_view text, components const& parts, std::uint8_t facts) noexcept {
        URIKIT_ASSERT(parts.check_invariants(text.size()));
        return uri_view(text, parts, facts);
    }
    // What the split that made `u` proved about its text (0 when it was not the fast split).
    static std::uint8_t facts(uri_view const& u) noexcept { return u.facts_; }
    // The parts of an empty view, for a parse that splits into them in place
    // (parse.cpp: no table copied into its result); the text comes last.
    static components& parts_of(uri_view& u) noexcept { return u.parts_; }
    static std::uint8_t& facts_of(uri_view& u) noexcept { return u.facts_; }
    static void set_text(uri_view& u, std::string_view text) noexcept {
        URIKIT_ASSERT(u.parts_.check_invariants(text.size()));
        u.text_ = text;
    }
    // The uri's one buffer and its offsets, for its edits (uri_edit.cpp),
    // which keep the two true to each other.
    static std::string& text_of(uri& u) noexcept { return u.text_; }
    static components& parts_of(uri& u) noexcept { return u.parts_; }
    static uri make_uri(std::string text, components const& parts) noexcept {
        URIKIT_ASSERT(parts.check_invariants(text.size()));
        return uri(std::move(text), parts);
    }
};

// f(...) -> result<uri> from `into(std::string& out, components* parts) -> error`.
template <class Into>
result<uri> uri_result(Into&& into) {
    std::string out;
    components parts;
    if (error const e = std::forward<Into>(into)(out, &parts); e.code != errc::ok) return e;
    return uri_access::make_uri(std::move(out), parts);
}

} // namespace urikit::detail
