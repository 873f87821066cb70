// urikit web mode: how the web mode's own code reads and fills a web_url's
// fields (the public API only reads them).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/web_url.hpp>

namespace urikit::detail {

// A stamp no web_url has had: per thread, blocks of 2^32 - 1 from one
// shared counter (no contention between threads parsing at once).
std::uint64_t new_url_stamp() noexcept;

class web_access {
public:
    // The href to write: every write of a record goes through here, which
    // gives the record a new stamp.
    static std::string& href(web_url& u) noexcept {
        u.stamp_ = new_url_stamp();
        return u.href_;
    }
    static std::uint64_t stamp(web_url const& u) noexcept { return u.stamp_; }
    static components& parts(web_url& u) noexcept { return u.parts_; }
    static web_host_kind& host_type(web_url& u) noexcept { return u.host_type_; }
    static bool& opaque_path(web_url& u) noexcept { return u.opaque_path_; }
};

// The record's nullable fields as the Standard's record holds them (null: nullopt).
inline std::optional<std::uint16_t> port_field(web_url const& u) noexcept { return u.port_number(); }
inline std::optional<std::string_view> query_field(web_url const& u) noexcept {
    if (!u.has_query()) return std::nullopt;
    return u.query();
}
inline std::optional<std::string_view> fragment_field(web_url const& u) noexcept {
    if (!u.has_fragment()) return std::nullopt;
    return u.fragment();
}

} // namespace urikit::detail
