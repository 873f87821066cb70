#pragma once
/// @file
/// What a client must change when it follows a redirect: the request
/// fields it drops, its method and body (Fetch Standard, "HTTP-redirect
/// fetch"), and what kind of hop it is (cross-origin, cross-site, a
/// downgrade). The crawl group's: "cross-site" asks the Public Suffix List.

#include <string_view>

#include <urikit/config.hpp>
#include <urikit/referrer.hpp> // url_hop
#include <urikit/result.hpp>

namespace urikit {

/// What following one redirect means for the next request.
struct redirect_changes {
    bool cross_origin = false;       ///< the origins differ (URL Standard origins, default ports applied: `http://a:80/` is `http://a/`)
    bool cross_site = false;         ///< not schemefully same site (HTML: the schemes differ, or the registrable domains, or the hosts of two without one)
    bool downgrade = false;          ///< from a potentially trustworthy URL to one that is not (https to http; is_potentially_trustworthy)
    bool drop_authorization = false; ///< send no Authorization field (Fetch: a cross-origin hop)
    bool drop_cookie = false;        ///< send no Cookie field the caller set (a cookie jar computes the next one itself)
    bool drop_proxy_authorization = false; ///< send no Proxy-Authorization field
    bool method_becomes_get = false; ///< the next request is a GET (301 and 302 after POST, 303 after any method but GET and HEAD)
    bool drop_body = false;          ///< with it: no body, and none of Content-Encoding, Content-Language, Content-Location, Content-Type
};

/// How the credential fields are decided.
struct redirect_options {
    /// Keep the credential fields on an http to https upgrade of the same
    /// host whose ports are both the defaults (`http://a/` to `https://a/`,
    /// `:80` and `:443` written or not), as Requests and HTTPX do; off by
    /// default, as the Fetch Standard and curl drop them on any change of
    /// origin.
    bool keep_credentials_on_upgrade = false;
};

/// The changes a client makes to follow a redirect with status `status`
/// (301, 302, 303, 307 or 308) from the request for `hop.from`, made with
/// `method`, to `hop.to` (the Location field resolved against `from`:
/// resolve_location). Fetch Standard, "HTTP-redirect fetch": `to` must be
/// http or https; the method becomes GET and the body is dropped for 301
/// and 302 after POST and for 303 after any method but GET and HEAD
/// (`method` compared after Fetch's "normalize a method": "post" is POST);
/// Authorization is dropped on a cross-origin hop, and so are the
/// caller's Cookie and Proxy-Authorization fields (the rule curl and
/// follow-redirects apply since CVE-2022-27776 and CVE-2024-28849); 307 and
/// 308 keep the method and the body. Both URLs are read by the URL
/// Standard's parser (a uri_view or a uri as its text parses). Errors:
/// errc::invalid_argument (a status that is no redirect, or a method that
/// is no token: RFC 9110 §9.1; offset 0), errc::base_not_absolute (offset
/// 0: `from` does not parse as a URL), errc::unsupported_scheme (offset
/// 0: `to` is not http or https; Fetch refuses the hop),
/// errc::psl_unavailable (a build without the Public Suffix List). O(n).
///
/// Example:
/// @code
/// auto const login = parse_web("https://a.example/login").value();
/// auto const home = parse_web("http://a.example/").value();
/// auto const c = redirect_decision({.from = login, .to = home}, "POST", 302).value();
/// // c.cross_origin, c.cross_site (the schemes differ), c.downgrade, c.drop_authorization,
/// // c.method_becomes_get, c.drop_body
/// @endcode
[[nodiscard]] URIKIT_API result<redirect_changes> redirect_decision(url_hop hop, std::string_view method, int status,
                                                                    redirect_options options = {});

} // namespace urikit
