// urikit grammar: run ends (run_scan.hpp), each way on its own for the tests;
// the fast split inlines its own (fast_split.cpp).
#include "run_scan.hpp"

#include <bit>

#include "run_classify.hpp"

namespace urikit::grammar {

namespace {

#include "grammar/run_ways.inc"

#if defined(__SSE2__)
using urikit::detail::has_ssse3;

std::size_t sse2_run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return sse2::dispatch_run_end(s, i, set);
}

__attribute__((target("ssse3"))) std::size_t ssse3_run_end(std::string_view s, std::size_t i, run_set set) noexcept {
    return ssse3::dispatch_run_end(s, i, set);
}

std::size_t sse2_path_run_end(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return sse2::path_run_end_way(s, i, slash_dot);
}

__attribute__((target("ssse3"))) std::size_t ssse3_path_run_end(std::string_view s, std::size_t i,
                                                               bool& slash_dot) noexcept {
    return ssse3::path_run_end_way(s, i, slash_dot);
}

#endif

} // namespace

std::size_t run_end_scalar(std::string_view s, std::size_t i, run_set set) noexcept {
    switch (set) {
    case run_set::userinfo: return runs::scalar_run_end<run_set::userinfo>(s, i);
    case run_set::host: return runs::scalar_run_end<run_set::host>(s, i);
    case run_set::lowercase_host: return runs::scalar_run_end<run_set::lowercase_host>(s, i);
    case run_set::path: return runs::scalar_run_end<run_set::path>(s, i);
    case run_set::query: return runs::scalar_run_end<run_set::query>(s, i);
    }
    return i;
}

std::size_t path_run_end_scalar(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return runs::scalar_path_run_end(s, i, slash_dot);
}

#if defined(__SSE2__)
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return sse2_run_end(s, i, set); }

std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept {
    return has_ssse3() ? ssse3_run_end(s, i, set) : sse2_run_end(s, i, set);
}

std::size_t path_run_end_sse2(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return sse2_path_run_end(s, i, slash_dot);
}

std::size_t path_run_end_ssse3(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return has_ssse3() ? ssse3_path_run_end(s, i, slash_dot) : sse2_path_run_end(s, i, slash_dot);
}
#else
std::size_t run_end_sse2(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t run_end_ssse3(std::string_view s, std::size_t i, run_set set) noexcept { return run_end_scalar(s, i, set); }
std::size_t path_run_end_sse2(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_run_end_scalar(s, i, slash_dot);
}
std::size_t path_run_end_ssse3(std::string_view s, std::size_t i, bool& slash_dot) noexcept {
    return path_run_end_scalar(s, i, slash_dot);
}
#endif

} // namespace urikit::grammar
