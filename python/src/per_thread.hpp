// Per-thread objects the single calls reuse (a warm call allocates
// nothing) without pinning memory: an object a call left holding more than
// keep_bytes is destroyed when the call ends. The binding's counterpart of
// urikit's detail::scratch, which it cannot see (it uses the public API
// only), for types that cannot be swapped empty (web_url, base_ref).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include <urikit/web_url.hpp>

#include "operations.hpp"

namespace urikit::python {

inline constexpr std::size_t keep_bytes = 64 * 1024;

inline std::size_t held_bytes(std::string const& s) noexcept { return s.capacity(); }
inline std::size_t held_bytes(web_url const& u) noexcept { return u.href().capacity(); }
inline std::size_t held_bytes(base_ref const& b) noexcept { return b.text.capacity() + held_bytes(b.url); }

/// One T per thread and Tag (a type named after the one function that uses
/// it, which must not call itself, nor run Python code, while holding it).
template <class Tag, class T>
class per_thread {
public:
    per_thread() : slot_(storage()) {
        if (!slot_) slot_.emplace();
    }
    ~per_thread() {
        if (held_bytes(*slot_) > keep_bytes) slot_.reset();
    }
    per_thread(per_thread const&) = delete;
    per_thread& operator=(per_thread const&) = delete;

    T& get() noexcept { return *slot_; }

private:
    static std::optional<T>& storage() noexcept {
        thread_local std::optional<T> slot;
        return slot;
    }
    std::optional<T>& slot_;
};

} // namespace urikit::python
