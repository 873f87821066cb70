// urikit: per-thread scratch buffers that are reused from call to call (so a
// warm call allocates nothing) but never pin more than a little memory: one
// that grew past scratch_keep_bytes is released when the call ends.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace urikit::detail {

inline constexpr std::size_t scratch_keep_bytes = 64 * 1024;

// One buffer per thread and Tag (a type named after the one function that
// uses it, which must not call itself while holding it).
template <class Tag, class Buffer = std::string>
class scratch {
public:
    scratch() noexcept : buffer_(storage()) { buffer_.clear(); }
    ~scratch() {
        if (buffer_.capacity() * sizeof(typename Buffer::value_type) > scratch_keep_bytes) Buffer().swap(buffer_);
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
