/// @file
/// Registrable domains: the public suffix and the registrable domain
/// ("eTLD+1", the site) of a host by the Public Suffix List of Debian's
/// `publicsuffix` package, compiled into urikit at build time (answers as
/// libpsl's on the same list).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/features.hpp> // available(feature::public_suffix_list)
#include <urikit/result.hpp>
#include <urikit/uri_ref.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {


/// What the Public Suffix List says about a host.
struct site_parts {
    std::string host;                  ///< the host asked about: lowercase, IDNA ASCII, no trailing "."
    std::optional<std::string> suffix; ///< the public suffix ("co.uk"; the "*" rule when no rule matches); none for an IP address
    std::optional<std::string> site;   ///< the registrable domain: the suffix and one more label; none for an
                                       ///< IP address or a host that is a public suffix itself
};

/// The public suffix and registrable domain of the host of `u` (Public
/// Suffix List: its wildcard and exception rules, ICANN and private
/// sections both), for grouping URLs by site and for politeness. The host
/// goes through the URL Standard's host parser: percent-decoded, lowercase
/// and in IDNA ASCII by its domain to ASCII (UTS #46 without STD3 rules, so
/// "_" is allowed: "BÜCHER.example.co.uk" is asked as
/// "xn--bcher-kva.example.co.uk"), refused when it holds a forbidden domain
/// code point (a NUL, a space, "/", "%" ... decoded or not), one trailing
/// "." removed. A host in any IPv4 form or an IP literal has neither suffix
/// nor site. A name with an empty label (".com", "a..b.com",
/// "example.co.uk..") is no DNS name: it has no site, and its suffix is that
/// of the labels after its last empty label (none when there are none). A
/// reference without a host (no authority: `mailto:a@b`; an empty host:
/// `file:///p`; the host "." ) has no site: host "", neither suffix nor
/// site (absence is no error).
///
/// Example:
/// @code
/// site(parse_uri("https://www.example.co.uk/").value()).value().site == "example.co.uk"
/// @endcode
/// Errors: errc::forbidden_host_code_point (at the byte, or at the "%" of the
/// triplet that decodes to it), errc::host_not_utf8, errc::invalid_ipv4 and
/// errc::idna_* (a host that has no IDNA ASCII form), errc::psl_unavailable.
/// O(n).
[[nodiscard]] URIKIT_API result<site_parts> site(uri_ref const& u);

/// The same for a host name given alone (a reg-name as in a URI, or UTF-8).
[[nodiscard]] URIKIT_API result<site_parts> site_of_host(std::string_view host);

/// Where the list comes from: "<file> (<n> names with rules, compiled into
/// urikit)", or "" without it (whether there is one:
/// available(feature::public_suffix_list)).
[[nodiscard]] URIKIT_API std::string public_suffix_list_source();

} // namespace urikit
