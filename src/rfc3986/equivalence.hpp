// urikit: equivalence as the normalized forms compared byte for byte (RFC
// 3986 §6.1), for any normal form: the profiles' (equivalent) and the
// crawler's dedup form (equivalent_dedup) both are this.
#pragma once

#include <string>

#include <urikit/normalize.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

struct first_normal_scratch;
struct second_normal_scratch;

// The verdict on `a` and `b` under `normalize_into(u, out) -> error`, each
// normalized into a per-thread buffer (no allocation once warm); an error
// names the input that failed, the first one first.
template <class NormalizeInto>
equivalence equivalence_of(uri_ref const& a, uri_ref const& b, NormalizeInto normalize_into) {
    scratch<first_normal_scratch> na;
    scratch<second_normal_scratch> nb;
    if (error const e = normalize_into(a, na.get()); e.code != errc::ok) return {verdict::first_failed, e};
    if (error const e = normalize_into(b, nb.get()); e.code != errc::ok) return {verdict::second_failed, e};
    return {na.get() == nb.get() ? verdict::equivalent : verdict::different, {}};
}

} // namespace urikit::detail
