// urikit: the two forms of a function that produces a text (HACKING.md,
// "API rules"): `f_into(inputs..., out) -> error` does the work; `f(inputs...)
// -> result<T>` is made from it here, by one template per result type (for a
// uri: uri_result, src/rfc3986/uri_access.hpp).
#pragma once

#include <string>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

// f(...) -> result<T> from `into(T& out) -> error`, for a T that owns its
// text (std::string, web_url).
template <class T, class Into>
result<T> owned_result(Into&& into) {
    T out;
    if (error const e = std::forward<Into>(into)(out); e.code != errc::ok) return e;
    return out;
}

// f(...) -> result<std::string> from `into(std::string& out) -> error`.
template <class Into>
result<std::string> string_result(Into&& into) {
    return owned_result<std::string>(std::forward<Into>(into));
}

// An _into function whose inputs may view `out`: `write(std::string& aside)
// -> error` writes into a per-thread buffer (Tag names the caller), which
// replaces `out` on success; on error `out` is emptied. No allocation once
// both are warm.
template <class Tag, class Write>
error write_aside(std::string& out, Write&& write) {
    scratch<Tag> aside;
    error const e = std::forward<Write>(write)(aside.get());
    if (e.code != errc::ok) {
        out.clear();
        return e;
    }
    out.assign(aside.get());
    return e;
}

} // namespace urikit::detail
