// urikit http: a reference as the URL Standard's parser reads it, for the
// decisions browsers define on URL records (the Referer, trustworthiness,
// redirects, a Location's base): a web_url as it is, a uri_view or a uri by
// parsing its text (a URI a client could request reads the same).
#pragma once

#include <urikit/uri_ref.hpp>
#include <urikit/web_url.hpp>

namespace urikit::detail {

// `u`'s web URL: u.web() itself, else `scratch` parsed from its text;
// nullptr when the URL Standard does not parse that text.
[[nodiscard]] inline web_url const* read_as_web(uri_ref const& u, web_url& scratch) {
    if (u.web() != nullptr) return u.web();
    if (parse_web_into(u.view().str(), nullptr, scratch).code != errc::ok) return nullptr;
    return &scratch;
}

} // namespace urikit::detail
