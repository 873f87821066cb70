// A user's program: parses, normalizes and resolves through an installed urikit.
#include <cstdio>
#include <urikit/urikit.hpp>

int main() {
    auto const r = urikit::parse_uri("https://Example.com:8443/a/../b?c#d");
    if (!r || r->host() != "Example.com" || r->port() != "8443") return 1;
    auto const n = urikit::normalize(*r, urikit::profile::http);
    if (!n || n->str() != "https://example.com:8443/b?c#d") return 1;
    auto const t = urikit::resolve(*r, *urikit::parse_uri_reference("x"));
    if (!t || t->str() != "https://Example.com:8443/x") return 1;
    std::puts("consumer: ok");
    return 0;
}
