// IRI to URI (RFC 3987 §3.1): urikit to_uri_into a reused buffer, on every
// line the IRI grammar accepts. No C++ peer from Debian maps IRIs to URIs;
// the table pass over the same bytes is the floor.
#include "side_by_side.hpp"

#include <string>
#include <string_view>

#include <urikit/iri.hpp>

namespace urikit::bench {

namespace {

std::size_t urikit_to_uri(std::string_view s) {
    static std::string buffer;
    return urikit::to_uri_into(s, buffer).code == urikit::errc::ok ? buffer.size() + 1 : 0;
}

constexpr contestant contestants[] = {
    {"urikit_to_uri", urikit_to_uri},
};

} // namespace

side_by_side& iri_job() {
    static side_by_side job("iri", contestants);
    return job;
}

} // namespace urikit::bench
