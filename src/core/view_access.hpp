// urikit: how urikit's own code makes decoded views of text it checked
// (the public way is through a uri_view's getters; this one trusts).
#pragma once

#include <string_view>

#include <urikit/decoded_view.hpp>

namespace urikit::detail {

class view_access {
public:
    // A decoded view of text in which every '%' begins a valid triplet.
    static decoded_view make_decoded(std::string_view parsed, bool plus_as_space) noexcept {
        return decoded_view(parsed, plus_as_space);
    }
};

} // namespace urikit::detail
