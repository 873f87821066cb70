// urikit: equivalence (RFC 3986 §6.1): normalized forms compared byte for byte.
#include <urikit/normalize.hpp>

#include "src/core/scratch.hpp"

namespace urikit {

namespace {
struct first_scratch;
struct second_scratch;
} // namespace

equivalence equivalent(uri_view a, uri_view b, profile p) {
    detail::scratch<first_scratch> na;
    detail::scratch<second_scratch> nb;
    if (error const e = normalize_into(a, p, na.get()); e.code != errc::ok) return {verdict::first_failed, e};
    if (error const e = normalize_into(b, p, nb.get()); e.code != errc::ok) return {verdict::second_failed, e};
    return {na.get() == nb.get() ? verdict::equivalent : verdict::different, {}};
}

} // namespace urikit
