// A user's program: parses, normalizes and resolves through an installed urikit.
#include <cstdio>
#include <string_view>
#include <system_error>
#include <urikit/urikit.hpp>

int main() {
    auto const r = urikit::parse_uri("https://Example.com:8443/a/../b?c#d");
    if (!r || r->host() != "Example.com" || r->port() != "8443") return 1;
    auto const n = urikit::normalize(*r, urikit::profile::http);
    if (!n || n->str() != "https://example.com:8443/b?c#d") return 1;
    auto const t = r->resolve(*urikit::parse_uri_reference("x"));
    if (!t || t->str() != "https://Example.com:8443/x") return 1;
    auto const req = urikit::http_request_parts(*r);
    if (!req || req->connect_host != "example.com" || req->port != 8443 || req->target != "/b?c") return 1;
    auto const next = urikit::resolve_location(urikit::parse_web("http://a.com/p#f").value(), "/caf\xE9");
    if (!next || next->str() != "http://a.com/caf%E9#f") return 1;
    std::error_code const ec = urikit::parse_uri("http://a b/").error().code;
    if (ec.category().name() != std::string_view("urikit")) return 1;
    auto const s = urikit::site(*r); // libpsl, in a build with it
    if (!s && s.error().code != urikit::errc::psl_unavailable) return 1;
    std::puts("consumer: ok");
    return 0;
}
