// urikit: the one writer of references (see writer.hpp).
#include "src/core/writer.hpp"

#include <functional>

#include <urikit/config.hpp>

namespace urikit::detail {

namespace {
thread_local std::size_t test_limit = 0;
} // namespace

std::size_t output_limit() noexcept { return test_limit != 0 ? test_limit : max_input_size; }

void set_output_limit_for_testing(std::size_t limit) noexcept { test_limit = limit; }

bool aliases(std::string const& out, std::string_view text) noexcept {
    if (text.empty()) return false;
    // [text) and [buffer) overlap; std::less gives a total order on pointers.
    std::less<char const*> const lt;
    char const* const b = out.data();
    char const* const e = b + out.capacity() + 1; // the terminator too
    return lt(text.data(), e) && lt(b, text.data() + text.size());
}

void writer::insert(std::size_t at, std::string_view s) {
    std::size_t const pos = base_ + at;
    room(s.size());
    char* const p = out_.data() + pos;
    std::memmove(p + s.size(), p, cursor_ - pos);
    std::memcpy(p, s.data(), s.size());
    cursor_ += s.size();
}

void writer::record(component c, std::size_t b, std::size_t e) noexcept {
    if (e > output_limit()) {
        if (!too_long_) too_long_source_ = source_;
        too_long_ = true;
        return;
    }
    parts_.set(c, static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e));
}

error writer::finish(components* parts_out) {
    if (!too_long_ && size() > output_limit()) {
        too_long_ = true;
        too_long_source_ = source_;
    }
    if (too_long_) {
        out_.resize(base_);
        return error{errc::output_too_long, too_long_source_};
    }
    out_.resize(cursor_);
    URIKIT_ASSERT(parts_.check_invariants(size()));
    if (parts_out != nullptr) *parts_out = parts_;
    return {};
}

} // namespace urikit::detail
