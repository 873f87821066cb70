// urikit: writing a reference component by component, recording the offsets
// as it goes (RFC 3986 §5.3 recomposition; nothing is re-parsed).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/components.hpp>

namespace urikit::detail {

class component_writer {
public:
    explicit component_writer(std::string& out) noexcept : out_(out) {}
    // Marks where the next component begins in the output.
    void begin() noexcept { begin_ = out_.size(); }
    // Records component c as everything written since begin().
    void end(component c) noexcept {
        parts_.set(c, static_cast<std::uint32_t>(begin_), static_cast<std::uint32_t>(out_.size()));
    }
    components& parts() noexcept { return parts_; }

private:
    std::string& out_;
    std::size_t begin_ = 0;
    components parts_;
};

// RFC 3986 §3.3 / §4.2: prefixes that keep a path from being read as
// something else. Without an authority a path may not begin with "//" (it
// would become one): "/." is put before it, which remove_dot_segments takes
// away again. In a relative reference the first segment may not hold ":" (it
// would become a scheme): "./" is put before it.
//
// path_guard returns the prefix a path written without an authority needs
// ("", "/." or "./"); guard_path inserts it into `out` at path_begin.
std::string_view path_guard(std::string_view path, bool has_scheme) noexcept;
void guard_path(std::string& out, std::size_t path_begin, bool has_scheme, bool has_authority);

} // namespace urikit::detail
