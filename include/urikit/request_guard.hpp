#pragma once
/// @file
/// A guard against requests into a private network (server-side request
/// forgery) in one call: where a client connects for a URL, checked
/// against a policy of address classes, allowed hosts or sites, names and
/// ports. The crawl group's: an allowed site asks the Public Suffix List.

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/address_class.hpp>
#include <urikit/config.hpp>
#include <urikit/host_readings.hpp>
#include <urikit/http.hpp> // request_parts
#include <urikit/result.hpp>
#include <urikit/uri_ref.hpp>

namespace urikit {

/// A set of address classes.
class address_classes {
public:
    /// The empty set.
    constexpr address_classes() noexcept = default;
    /// The set of `classes`: `{address_class::loopback, address_class::loopback_name}`.
    constexpr address_classes(std::initializer_list<address_class> classes) noexcept {
        for (address_class c : classes) add(c);
    }
    /// Every class is_internal() is true for: all but global and name.
    [[nodiscard]] static constexpr address_classes internal() noexcept {
        address_classes s;
        for (unsigned c = 0; c <= static_cast<unsigned>(address_class::reserved); ++c) {
            if (is_internal(static_cast<address_class>(c))) s.add(static_cast<address_class>(c));
        }
        return s;
    }
    /// True when `c` is in the set.
    [[nodiscard]] constexpr bool contains(address_class c) const noexcept { return (bits_ & bit(c)) != 0; }
    /// Adds `c`.
    constexpr address_classes& add(address_class c) noexcept {
        bits_ |= bit(c);
        return *this;
    }
    /// Removes `c`.
    constexpr address_classes& remove(address_class c) noexcept {
        bits_ &= ~bit(c);
        return *this;
    }
    /// The same classes.
    friend constexpr bool operator==(address_classes, address_classes) noexcept = default;

private:
    static constexpr std::uint32_t bit(address_class c) noexcept { return std::uint32_t{1} << static_cast<unsigned>(c); }
    std::uint32_t bits_ = 0;
};

/// What check_request refuses.
struct request_policy {
    /// The classes of connect host refused (address_class_of): by default
    /// every internal one, the localhost names included.
    address_classes refuse = address_classes::internal();
    /// When it or allow_sites is not empty, the connect host must be one of
    /// these hosts (compared after the URL Standard's host parser: "Example.COM",
    /// "bücher.example", "0x7f.1" and "[::1]" are what a client connects to) ...
    std::vector<std::string> allow_hosts = {};
    /// ... or have one of these registrable domains (the Public Suffix
    /// List's: "example.com" allows "www.example.com").
    std::vector<std::string> allow_sites = {};
    /// Whether a domain name passes unresolved (the caller then resolves it
    /// and checks each address with `refuse.contains(address_class_of(a))`,
    /// and connects to the address it checked); false: only an address
    /// literal passes.
    bool allow_names = true;
    /// The ports allowed (the default port counts when none is written);
    /// empty: any.
    std::vector<std::uint16_t> ports = {};
    /// check_request on a pasted text: refuse one that names two hosts
    /// (differing_host_readings: the URL Standard's and an RFC 3986
    /// reader's, as curl and requests read it) with errc::ambiguous_host.
    bool refuse_ambiguous_host = true;
};

/// Where a client connects for the http or https URL `u`
/// (http_request_parts: the host as clients read it), when `policy`
/// allows it: the request parts to hand the client (never the text the
/// URL came as: clients read `http://allowed.example\@127.0.0.1/`
/// differently), or why not. Checked in this order: the parts
/// (http_request_parts' errors: errc::unsupported_scheme, errc::missing_host,
/// errc::invalid_ipv4 ...), the port (errc::port_not_allowed), the connect
/// host's class (errc::address_refused, for `127.0.0.1`, `[::]`,
/// `0x7f.1`, `localhost.%2E`, `169.254.169.254` under the default policy),
/// a name when names are not allowed (errc::name_not_allowed), the allow
/// lists (errc::host_not_allowed), each at the host's offset in `u`'s text
/// (the port's for the port). A name that passes must still be resolved
/// and each of its addresses checked (DNS can answer an internal address:
/// docs/http.md, "Server-side request forgery"). Also errc::psl_unavailable
/// when allow_sites is given in a build without the list. O(n + h) for
/// allow lists of h bytes.
///
/// Example:
/// @code
/// check_request(parse_web("http://0x7f.1/admin").value(), {}).error().code == errc::address_refused
/// check_request(parse_web("https://api.example.com/x").value(), {.allow_sites = {"example.com"}}).value().connect_host
///     == "api.example.com"
/// @endcode
[[nodiscard]] URIKIT_API result<request_parts> check_request(uri_ref const& u, request_policy const& policy);

/// The same for a pasted address, read as a browser reads it (parse_web:
/// its errors at their offsets in `pasted`); a refusal is at the host as
/// `pasted` writes it (after the scheme, the slashes and backslashes, and
/// the last "@" of the authority), the href's own offset being another
/// text's where the parser rewrote the input. First, with
/// `policy.refuse_ambiguous_host`, errc::ambiguous_host for a text an RFC
/// 3986 reader takes to another host (`http://allowed.example\@127.0.0.1/`:
/// 127.0.0.1 to curl), at that host. O(n + h).
[[nodiscard]] URIKIT_API result<request_parts> check_request(std::string_view pasted, request_policy const& policy);

} // namespace urikit
