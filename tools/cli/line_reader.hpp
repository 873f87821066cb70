// urikit CLI: reads one input per line; strips exactly one trailing "\n" or "\r\n".
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace urikit::cli {

class line_reader {
public:
    explicit line_reader(std::FILE* in) noexcept : in_(in) {}

    // The next line without its terminator; false at end of input. The view is
    // valid until the next call. A last line without "\n" is still a line; an
    // input ending in "\n" has no empty line after it.
    bool next(std::string_view& line);

private:
    bool fill();

    std::FILE* in_;
    std::string buffer_;
    std::size_t pos_ = 0;
    bool eof_ = false;
};

} // namespace urikit::cli
