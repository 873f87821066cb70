// urikit web mode: the path (URL Standard, path start state, path state,
// opaque path state, "shorten a URL's path", Windows drive letters).
#include <algorithm>

#include "src/core/charsets.hpp"
#include "src/core/pct_codec.hpp"
#include "src/web/web_assembler.hpp"

namespace urikit::detail {

namespace {

bool is_dot(std::string_view s) noexcept {
    if (s.size() == 1) return s[0] == '.';
    return s.size() == 3 && s[0] == '%' && s[1] == '2' && (s[2] == 'e' || s[2] == 'E');
}

// A single-dot URL path segment: "." or "%2e", ASCII case-insensitive.
bool is_single_dot(std::string_view s) noexcept { return is_dot(s); }

// A double-dot URL path segment: "..", ".%2e", "%2e.", "%2e%2e", any case.
bool is_double_dot(std::string_view s) noexcept {
    for (std::size_t split = 1; split < s.size(); split += 2) {
        if (is_dot(s.substr(0, split)) && is_dot(s.substr(split))) return true;
    }
    return false;
}

bool is_alpha(char c) noexcept { return grammar::in_set(c, grammar::cs_alpha); }

} // namespace

bool is_windows_drive_letter(std::string_view s, bool normalized) noexcept {
    return s.size() == 2 && is_alpha(s[0]) && (s[1] == ':' || (!normalized && s[1] == '|'));
}

bool starts_with_windows_drive_letter(std::string_view s) noexcept {
    return s.size() >= 2 && is_windows_drive_letter(s.substr(0, 2), false) &&
           (s.size() == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#');
}

bool has_dot_path_segment(std::string_view path) noexcept {
    for (std::size_t b = 0; b <= path.size();) {
        std::size_t const e = std::min(path.find('/', b), path.size());
        std::string_view const segment = path.substr(b, e - b);
        if (!segment.empty() && (segment[0] == '.' || segment[0] == '%') &&
            (is_single_dot(segment) || is_double_dot(segment))) {
            return true;
        }
        b = e + 1;
    }
    return false;
}

void web_assembler::open_path() {
    path_begin_ = w_.size();
    path_open_ = true;
}

void web_assembler::shorten_path() {
    std::string_view const path(out_.data() + path_begin_, w_.size() - path_begin_);
    if (path.empty()) return;
    if (file_ && path.size() == 3 && is_windows_drive_letter(path.substr(1), true)) return;
    w_.advance_to(out_.data() + path_begin_ + path.rfind('/'));
}

void web_assembler::clear_path() { w_.advance_to(out_.data() + path_begin_); }

void web_assembler::copy_path(std::string_view serialized_path) { w_.append(serialized_path); }

// One segment of the path state, `last` when it ends the path (the URL
// Standard's c is the EOF code point, "?" or "#").
void web_assembler::segment(std::string_view raw, bool last) {
    if (is_double_dot(raw)) {
        shorten_path();
        if (last) w_.put('/');
        return;
    }
    if (is_single_dot(raw)) {
        if (last) w_.put('/');
        return;
    }
    bool const first = path_empty();
    w_.put('/');
    std::size_t const at = w_.size();
    append_encoded<grammar::ws_path>(raw);
    // A Windows drive letter quirk: "C|" as the first segment of a file path is "C:".
    if (file_ && first && is_windows_drive_letter(std::string_view(out_).substr(at, w_.size() - at), false)) {
        out_[at + 1] = ':';
    }
}

// True unless `text` can be written as "/" and its bytes: nothing to
// encode, no "\\" separator, no segment that could be a dot segment (one
// beginning with "." or "%"), no Windows drive letter to normalize.
bool web_assembler::path_needs_segments(std::string_view text) const noexcept {
    if (file_ && path_empty() && is_windows_drive_letter(text.substr(0, text.find('/')), false)) return true;
    if (!seen_.needs_cleaning && !seen_.encoded && !(special_ && seen_.backslash)) {
        // The scan saw no byte to encode, no "\\", and no "/." or "/%" unless dot_pair.
        return seen_.dot_pair || (!text.empty() && (text[0] == '.' || text[0] == '%'));
    }
    if (grammar::outside_run<grammar::ws_path>(text) != text.size()) return true;
    if (special_ && text.find('\\') != std::string_view::npos) return true;
    for (char const c : {'.', '%'}) {
        for (std::size_t i = text.find(c); i != std::string_view::npos; i = text.find(c, i + 1)) {
            if (i == 0 || text[i - 1] == '/') return true;
        }
    }
    return false;
}

void web_assembler::path_state(std::string_view text) {
    if (!path_open_) open_path();
    if (!path_needs_segments(text)) {
        w_.put('/');
        w_.append(text);
        return;
    }
    std::size_t b = 0;
    for (;;) {
        std::size_t e = b;
        while (e < text.size() && text[e] != '/' && !(special_ && text[e] == '\\')) ++e;
        bool const last = e == text.size();
        segment(text.substr(b, e - b), last);
        if (last) return;
        b = e + 1;
    }
}

void web_assembler::opaque_path(std::string_view text, bool followed_by_query_or_fragment) {
    open_path();
    opaque_ = true;
    // A space right before "?" or "#" is "%20", so that it survives (opaque path state).
    bool const space_at_end = followed_by_query_or_fragment && !text.empty() && text.back() == ' ';
    if (space_at_end) text.remove_suffix(1);
    append_encoded<grammar::ws_c0_control>(text);
    if (space_at_end) w_.append("%20");
}

void web_assembler::copy_opaque_path(std::string_view path) {
    open_path();
    opaque_ = true;
    w_.append(path);
}

// The serializer: with no host and a list path whose first segment is empty,
// "/." comes before the path, or "//" would read as an authority.
void web_assembler::end_path() {
    if (path_ended_) return;
    path_ended_ = true;
    if (!path_open_) open_path();
    std::string_view const path(out_.data() + path_begin_, w_.size() - path_begin_);
    if (host_type_ == web_host_kind::none && !opaque_ && path.size() >= 2 && path[0] == '/' && path[1] == '/') {
        w_.insert(path_begin_, "/.");
        path_begin_ += 2;
    }
}

} // namespace urikit::detail
