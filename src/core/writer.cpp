// urikit: the one writer of references (see writer.hpp).
#include "src/core/writer.hpp"

#include <urikit/config.hpp>

namespace urikit::detail {

void writer::insert(std::size_t at, std::string_view s) {
    std::size_t const pos = base_ + at;
    room(s.size());
    char* const p = out_.data() + pos;
    std::memmove(p + s.size(), p, cursor_ - pos);
    std::memcpy(p, s.data(), s.size());
    cursor_ += s.size();
}

void writer::note_too_long() noexcept {
    if (!too_long_) too_long_source_ = source_;
    too_long_ = true;
}

error writer::finish(components* parts_out) {
    if (size() > limit_) note_too_long();
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
