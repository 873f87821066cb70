// urikit core: decoded_view's output to a stream.
#include <urikit/decoded_view.hpp>

#include <ostream>

namespace urikit {

std::ostream& operator<<(std::ostream& os, decoded_view const& v) {
    // Decoded bytes a buffer at a time (one write per 256, not a put per byte).
    char run[256];
    std::size_t n = 0;
    for (char c : v) {
        run[n++] = c;
        if (n == sizeof run) {
            os.write(run, static_cast<std::streamsize>(n));
            n = 0;
        }
    }
    return os.write(run, static_cast<std::streamsize>(n));
}

} // namespace urikit
