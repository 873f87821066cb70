// urikit: per-thread scratch buffers that are reused from call to call (so a
// warm call allocates nothing) but never pin more than a little memory: one
// that grew past scratch_keep_bytes is released when the call ends.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace urikit::detail {

inline constexpr std::size_t scratch_keep_bytes = 64 * 1024;

// What scratch asks of a buffer type: the bytes it holds on the heap, and
// what taking it does (a string or vector is cleared; a record that its user
// writes whole, such as a web_url, is specialized to leave it). Given back by
// swapping with a new one (a move-assignment could keep the old capacity).
template <class Buffer>
struct scratch_traits {
    static std::size_t heap_bytes(Buffer const& b) noexcept { return b.capacity() * sizeof(typename Buffer::value_type); }
    static void take(Buffer& b) noexcept { b.clear(); }
};

// One buffer per thread and Tag (a type named after the one function that
// uses it, which must not call itself while holding it).
template <class Tag, class Buffer = std::string>
class scratch {
public:
    scratch() noexcept : buffer_(storage()) { scratch_traits<Buffer>::take(buffer_); }
    ~scratch() {
        if (scratch_traits<Buffer>::heap_bytes(buffer_) > scratch_keep_bytes) {
            Buffer fresh;
            std::swap(buffer_, fresh);
        }
    }
    scratch(scratch const&) = delete;
    scratch& operator=(scratch const&) = delete;

    Buffer& get() noexcept { return buffer_; }

private:
    static Buffer& storage() noexcept {
        thread_local Buffer b;
        return b;
    }
    Buffer& buffer_;
};

} // namespace urikit::detail
