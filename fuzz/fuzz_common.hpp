// urikit fuzz targets: shared helpers. Each target checks properties and
// calls fuzz_check(), which aborts (a finding) when one does not hold.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string_view>

#include <urikit/components.hpp>

namespace urikit::fuzz {

[[noreturn]] inline void fail(char const* what, std::string_view input) {
    std::fprintf(stderr, "urikit fuzz property failed: %s\ninput (%zu bytes): ", what, input.size());
    std::fwrite(input.data(), 1, input.size(), stderr);
    std::fputc('\n', stderr);
    std::abort();
}

#define URIKIT_FUZZ_CHECK(cond, input)                                                                     \
    do {                                                                                                   \
        if (!(cond)) ::urikit::fuzz::fail(#cond, (input));                                                 \
    } while (false)

// The input copied into a heap buffer of exactly its size, so that a read one
// byte past the end is caught by AddressSanitizer (fmt's habit).
class exact_copy {
public:
    exact_copy(std::uint8_t const* data, std::size_t size) : buffer_(new char[size == 0 ? 1 : size]), size_(size) {
        for (std::size_t i = 0; i < size; ++i) buffer_[i] = static_cast<char>(data[i]);
    }
    std::string_view view() const noexcept { return {buffer_.get(), size_}; }

private:
    std::unique_ptr<char[]> buffer_;
    std::size_t size_;
};

// Splits at the first TAB: two inputs for two-argument targets.
inline std::pair<std::string_view, std::string_view> split_at_tab(std::string_view s) {
    std::size_t const tab = s.find('\t');
    if (tab == std::string_view::npos) return {s, std::string_view()};
    return {s.substr(0, tab), s.substr(tab + 1)};
}

} // namespace urikit::fuzz
