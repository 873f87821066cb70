/// @file
/// One shape for the names of urikit's enumerations: name(value) writes a
/// value's name, named<E>(text) reads it back.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <cstddef>
#include <optional>
#include <string_view>

namespace urikit {


namespace detail {

/// True when `a` and `b` are one name: the same bytes, "-" and "_" taken as one.
[[nodiscard]] constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char const x = a[i] == '-' ? '_' : a[i], y = b[i] == '-' ? '_' : b[i];
        if (x != y) return false;
    }
    return true;
}

/// The name of `value` in `names` (one per value, in the enumeration's
/// order: each header's static_assert checks the count), "unknown" past them.
template <class E, std::size_t N>
[[nodiscard]] constexpr std::string_view name_in(std::string_view const (&names)[N], E value) noexcept {
    auto const i = static_cast<std::size_t>(value);
    return i < N ? names[i] : std::string_view("unknown");
}


} // namespace detail

/// The value of the enumeration `E` whose name (as name() writes it) is
/// `text`, "-" and "_" taken as one ("cache-key" and "cache_key" both name
/// profile::cache_key); nullopt for any other text. The CLI and Python read
/// names through it, so they accept exactly the same spellings (the C API
/// takes the enumerations' values).
/// For errc (error.hpp), feature (features.hpp), host_kind (component.hpp), codec
/// (pct.hpp), profile (profile.hpp), target_form (http.hpp), address_class
/// (address_class.hpp) and
/// web_host_kind (web_url.hpp): each name() answers "unknown" past its
/// last value (detail::name_in, errc's table), so one loop reads them all,
/// the values from 0 on until "unknown". O(n).
template <class E>
[[nodiscard]] std::optional<E> named(std::string_view text) noexcept {
    for (std::size_t i = 0; i <= 0xFF; ++i) { // every enumeration here is std::uint8_t-sized
        auto const value = static_cast<E>(i);
        std::string_view const n = name(value);
        if (n == "unknown") return std::nullopt;
        if (detail::same_name(text, n)) return value;
    }
    return std::nullopt;
}

} // namespace urikit
