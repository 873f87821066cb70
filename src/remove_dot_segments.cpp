#include "remove_dot_segments.hpp"

namespace urikit::detail {

namespace {

bool starts_with(std::string_view s, std::string_view p) noexcept { return s.substr(0, p.size()) == p; }

// §5.2.4 step 2C: "removing the last segment and its preceding "/" (if any)
// from the output buffer".
void pop_last_segment(std::string& out, std::size_t base) {
    std::size_t const slash = out.rfind('/');
    if (slash == std::string::npos || slash < base) {
        out.resize(base);
    } else {
        out.resize(slash);
    }
}

} // namespace

void append_without_dot_segments(std::string& out, std::string_view in) {
    // Most paths have no dot segment at all: no segment can begin with "."
    // unless the path does or some "/" is followed by ".".
    if ((in.empty() || in.front() != '.') && in.find("/.") == std::string_view::npos) {
        out.append(in);
        return;
    }
    std::size_t const base = out.size();
    while (!in.empty()) {
        // A. If the input begins with a prefix of "../" or "./", remove that prefix.
        if (starts_with(in, "../")) {
            in.remove_prefix(3);
        } else if (starts_with(in, "./")) {
            in.remove_prefix(2);
        }
        // B. "/./" or "/." (complete segment): replace that prefix with "/".
        else if (starts_with(in, "/./")) {
            in.remove_prefix(2);
        } else if (in == "/.") {
            in = "/";
        }
        // C. "/../" or "/.." (complete segment): replace that prefix with "/"
        //    and remove the last segment from the output.
        else if (starts_with(in, "/../")) {
            in.remove_prefix(3);
            pop_last_segment(out, base);
        } else if (in == "/..") {
            in = "/";
            pop_last_segment(out, base);
        }
        // D. "." or "..": remove it.
        else if (in == "." || in == "..") {
            in = {};
        }
        // E. Move the first path segment (with its leading "/", if any) to the output.
        else {
            std::size_t const next = in.find('/', in.front() == '/' ? 1 : 0);
            std::size_t const n = next == std::string_view::npos ? in.size() : next;
            out.append(in.substr(0, n));
            in.remove_prefix(n);
        }
    }
}

} // namespace urikit::detail
