// urikit: how urikit's own code makes views and uris from offsets it wrote
// or split itself (the public constructors check; these trust).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include <urikit/decoded_view.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit::detail {

class view_access {
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
    static uri make_uri(std::string text, components const& parts) noexcept {
        URIKIT_ASSERT(parts.check_invariants(text.size()));
        return uri(std::move(text), parts);
    }
    // A decoded view of text in which every '%' begins a valid triplet.
    static decoded_view make_decoded(std::string_view parsed, bool plus_as_space) noexcept {
        return decoded_view(parsed, plus_as_space);
    }
};

} // namespace urikit::detail
