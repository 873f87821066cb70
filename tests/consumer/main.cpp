#include <cstdio>
#include <urikit/urikit.hpp>

int main() {
    auto const r = urikit::parse_uri("https://example.com:8443/a?b#c");
    if (!r || r->host() != "example.com" || r->port() != "8443") return 1;
    std::puts("consumer: ok");
    return 0;
}
