// urikit: RFC 3986 §5.2.4 remove_dot_segments.
#include "src/rfc3986/remove_dot_segments.hpp"

#include <cstring>

namespace urikit::detail {

namespace {

// The bytes from `p` up to `end` begin with `prefix`.
bool starts_with(char const* p, char const* end, std::string_view prefix) noexcept {
    return static_cast<std::size_t>(end - p) >= prefix.size() && std::memcmp(p, prefix.data(), prefix.size()) == 0;
}

// The bytes from `p` up to `end` are exactly `s`.
bool equals(char const* p, char const* end, std::string_view s) noexcept {
    return static_cast<std::size_t>(end - p) == s.size() && std::memcmp(p, s.data(), s.size()) == 0;
}

// §5.2.4 step 2C: "removing the last segment and its preceding "/" (if any)
// from the output buffer". Returns the new end of the output.
char* pop_last_segment(char* base, char* w) noexcept {
    while (w > base) {
        --w;
        if (*w == '/') return w;
    }
    return base;
}

} // namespace

namespace {

// A complete "." or ".." segment begins at j.
bool dot_segment_at(std::string_view path, std::size_t j) noexcept {
    if (path[j] != '.' || (j != 0 && path[j - 1] != '/')) return false;
    std::size_t after = j + 1;
    if (after < path.size() && path[after] == '.') ++after; // ".."
    return after == path.size() || path[after] == '/';
}

} // namespace

bool has_dot_segment(std::string_view path) noexcept {
    // Only a '.' can begin one; memchr finds each (measured: faster here than
    // a word-at-a-time scan, whose branch on "a dot in this word" half the
    // paths of real URL lists take).
    char const* const end = path.data() + path.size();
    char const* p = path.data();
    while (p < end) {
        auto const* dot = static_cast<char const*>(std::memchr(p, '.', static_cast<std::size_t>(end - p)));
        if (dot == nullptr) return false;
        if (dot_segment_at(path, static_cast<std::size_t>(dot - path.data()))) return true;
        p = dot + 1;
    }
    return false;
}

std::size_t remove_dot_segments_in_place(char* const path, std::size_t const size) noexcept {
    // The input is read at r and the output written at w <= r: every output
    // byte was first consumed from the input, so the two share the buffer.
    char const* r = path;
    char const* const end = path + size;
    char* w = path;
    while (r < end) {
        // A. If the input begins with a prefix of "../" or "./", remove that prefix.
        if (starts_with(r, end, "../")) {
            r += 3;
        } else if (starts_with(r, end, "./")) {
            r += 2;
        }
        // B. "/./" or "/." (complete segment): replace that prefix with "/".
        else if (starts_with(r, end, "/./")) {
            r += 2;
        } else if (equals(r, end, "/.")) {
            *w++ = '/'; // the input is now "/": step E moves it
            break;
        }
        // C. "/../" or "/.." (complete segment): replace that prefix with "/"
        //    and remove the last segment from the output.
        else if (starts_with(r, end, "/../")) {
            r += 3;
            w = pop_last_segment(path, w);
        } else if (equals(r, end, "/..")) {
            w = pop_last_segment(path, w);
            *w++ = '/';
            break;
        }
        // D. "." or "..": remove it.
        else if (equals(r, end, ".") || equals(r, end, "..")) {
            break;
        }
        // E. Move the first path segment (with its leading "/", if any) to the output.
        else {
            char const* const from = r;
            if (*r == '/') ++r;
            auto const* slash = static_cast<char const*>(std::memchr(r, '/', static_cast<std::size_t>(end - r)));
            r = slash ? slash : end;
            std::size_t const n = static_cast<std::size_t>(r - from);
            if (w != from) std::memmove(w, from, n);
            w += n;
        }
    }
    return static_cast<std::size_t>(w - path);
}

} // namespace urikit::detail
