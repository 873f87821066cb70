// urikit CLI: reading inputs line by line (see line_reader.hpp).
#include "line_reader.hpp"

#include <cstring>

namespace urikit::cli {

bool line_reader::fill() {
    if (eof_) return false;
    // Keep the unread tail, then read a block after it. A buffer a long
    // line made large is given back once that line is done.
    buffer_.erase(0, pos_);
    pos_ = 0;
    if (buffer_.capacity() > (1u << 20) && buffer_.size() < (1u << 16)) buffer_.shrink_to_fit();
    std::size_t const old = buffer_.size();
    std::size_t const block = 1u << 16;
    buffer_.resize(old + block);
    std::size_t const got = std::fread(buffer_.data() + old, 1, block, in_);
    buffer_.resize(old + got);
    if (got == 0) eof_ = true;
    return got != 0;
}

bool line_reader::next(std::string_view& line) {
    std::size_t scan_from = pos_;
    for (;;) {
        char const* data = buffer_.data();
        void const* nl = std::memchr(data + scan_from, '\n', buffer_.size() - scan_from);
        if (nl != nullptr) {
            auto const end = static_cast<std::size_t>(static_cast<char const*>(nl) - data);
            std::size_t len = end - pos_;
            if (len > 0 && data[end - 1] == '\r') --len; // "\r\n"
            line = std::string_view(data + pos_, len);
            pos_ = end + 1;
            return true;
        }
        std::size_t const scanned = buffer_.size() - pos_;
        if (!fill()) {
            if (pos_ == buffer_.size()) return false;
            // Last line without a terminator: nothing is stripped.
            line = std::string_view(buffer_.data() + pos_, buffer_.size() - pos_);
            pos_ = buffer_.size();
            return true;
        }
        scan_from = pos_ + scanned; // fill() moved the unread tail to the front
    }
}

} // namespace urikit::cli
