// urikit web mode: web_url's getters (URL Standard, URL class API) and origin.
#include <urikit/web_url.hpp>

#include <atomic>
#include <cstdint>
#include <ostream>

#include "src/web/web_assembler.hpp"
#include "src/web/web_parse.hpp"
#include "src/core/port_number.hpp"
#include "src/web/web_access.hpp"

namespace urikit {

namespace {

std::string_view part(std::string const& href, components const& p, component c) noexcept {
    if (!p.has(c)) return {};
    return std::string_view(href).substr(p.begin(c), p.end(c) - p.begin(c));
}

// "?" query or "#" fragment with its delimiter, "" when null or empty.
std::string_view with_delimiter(std::string const& href, components const& p, component c) noexcept {
    if (!p.has(c) || p.begin(c) == p.end(c)) return {};
    return std::string_view(href).substr(p.begin(c) - 1, p.end(c) - p.begin(c) + 1);
}

} // namespace

std::uint64_t detail::new_url_stamp() noexcept {
    static std::atomic<std::uint64_t> blocks{0};
    thread_local std::uint64_t next = 0;
    constexpr std::uint64_t low = 0xFFFFFFFFu;
    if (next == 0 || (next & low) == low) next = (blocks.fetch_add(1, std::memory_order_relaxed) + 1) << 32;
    return ++next;
}

web_url::web_url() : href_("about:blank"), opaque_path_(true) {
    parts_.set(component::scheme, 0, 5);
    parts_.set(component::path, 6, 11);
}

std::string_view web_url::scheme() const noexcept { return part(href_, parts_, component::scheme); }

std::string_view web_url::protocol() const noexcept {
    return std::string_view(href_).substr(0, parts_.end(component::scheme) + 1);
}

std::string_view web_url::username() const noexcept {
    std::string_view const u = part(href_, parts_, component::userinfo);
    return u.substr(0, u.find(':'));
}

std::string_view web_url::password() const noexcept {
    std::string_view const u = part(href_, parts_, component::userinfo);
    std::size_t const colon = u.find(':');
    return colon == std::string_view::npos ? std::string_view() : u.substr(colon + 1);
}

std::string_view web_url::hostname() const noexcept { return part(href_, parts_, component::host); }

std::string_view web_url::port() const noexcept { return part(href_, parts_, component::port); }

std::string_view web_url::host_and_port() const noexcept {
    if (!parts_.has(component::port)) return hostname();
    std::uint32_t const b = parts_.begin(component::host);
    return std::string_view(href_).substr(b, parts_.end(component::port) - b);
}

std::string_view web_url::pathname() const noexcept { return part(href_, parts_, component::path); }

std::string_view web_url::search() const noexcept { return with_delimiter(href_, parts_, component::query); }

std::string_view web_url::hash() const noexcept { return with_delimiter(href_, parts_, component::fragment); }

std::optional<std::uint16_t> web_url::port_number() const noexcept {
    if (!has_port()) return std::nullopt;
    return *detail::port_value(port()); // the parser and the port setter keep it within 65535
}

result<std::uint16_t> web_url::port_or_default() const noexcept {
    if (has_port()) return *port_number();
    if (auto const standard = detail::special_default_port(scheme())) return *standard;
    return error{errc::unsupported_scheme, 0};
}

std::ostream& operator<<(std::ostream& os, web_url const& u) { return os << u.str(); }

std::string_view web_url::query() const noexcept { return part(href_, parts_, component::query); }

std::string_view web_url::fragment() const noexcept { return part(href_, parts_, component::fragment); }

bool web_url::is_special() const noexcept { return detail::is_special_scheme(scheme()); }

} // namespace urikit
