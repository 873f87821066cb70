// urikit C API: the handles behind the opaque types of urikit.h and the
// conversions every C function shares (src/capi/*.cpp).
#pragma once

#include <urikit/urikit.h>

#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <urikit/error.hpp>
#include <urikit/parse.hpp>
#include <urikit/uri.hpp>
#include <urikit/url_search_params.hpp>
#include <urikit/web_url.hpp>

struct urikit_buffer {
    std::string text;
};
struct urikit_uri {
    urikit::uri value;
};
struct urikit_url {
    urikit::web_url value;
};
struct urikit_search_params {
    urikit::url_search_params value;
};

namespace urikit::capi {

inline constexpr urikit_error ok{URIKIT_OK, 0};
inline constexpr urikit_error out_of_memory{URIKIT_ERR_OUT_OF_MEMORY, 0};
inline constexpr urikit::error invalid_argument{urikit::errc::invalid_argument, 0};

inline std::string_view view(char const* data, std::size_t length) noexcept {
    return length == 0 ? std::string_view() : std::string_view(data, length);
}

// A text argument: NULL only with length 0.
inline bool text_ok(char const* data, std::size_t length) noexcept { return data != nullptr || length == 0; }

// The value a C caller passed as an enum argument. C takes any int there;
// to C++ a value outside the enumerators' range is undefined, so the value
// is read from the parameter's bytes (C's enum has int's representation).
template <class Enum>
int enum_value(Enum const& value) noexcept {
    static_assert(sizeof(Enum) == sizeof(int), "a C enum is an int");
    int v = 0;
    std::memcpy(&v, &value, sizeof v);
    return v;
}

// An enum argument that names one of its enumerators, 0 to `last`.
template <class Enum>
bool enum_ok(Enum const& value, Enum last) noexcept {
    int const v = enum_value(value);
    return v >= 0 && v <= static_cast<int>(last);
}

inline urikit_string c_string(std::string_view s) noexcept { return {s.data(), s.size()}; }

inline urikit_error c_error(urikit::error e) noexcept { return {static_cast<int>(e.code), e.offset}; }

// Runs `body` (returning urikit::error or urikit_error); an exception (the
// library throws none but std::bad_alloc, or std::length_error from a
// std::string) empties `out` and is URIKIT_ERR_OUT_OF_MEMORY.
template <class Body>
urikit_error guarded(urikit_buffer* out, Body&& body) noexcept {
    try {
        auto const e = body();
        if constexpr (std::is_same_v<std::remove_cv_t<decltype(e)>, urikit::error>) return c_error(e);
        else return e;
    } catch (...) {
        if (out != nullptr) out->text.clear();
        return out_of_memory;
    }
}

// Runs `body`, which writes its result into out->text as the C++ `_into`
// functions do (replacing it). An input may view out->text, so nothing
// empties it before `body` has read them all; after an error (out of
// memory too) it is empty. A NULL `out` is URIKIT_ERR_INVALID_ARGUMENT.
template <class Body>
urikit_error into(urikit_buffer* out, Body&& body) noexcept {
    if (out == nullptr) return c_error(invalid_argument);
    urikit_error const e = guarded(out, std::forward<Body>(body));
    if (e.code != URIKIT_OK) out->text.clear();
    return e;
}

// A new handle made by `make()` (which returns what it holds), or nullptr
// when out of memory: `make` runs inside the guard, so building the value
// may allocate too.
template <class Handle, class Make>
Handle* make_handle(Make&& make) noexcept {
    try {
        return new Handle{std::forward<Make>(make)()};
    } catch (...) {
        return nullptr;
    }
}

// `answer()` for a call that cannot report an error (a count, a lookup), or
// `fallback` when it throws (a linked URLSearchParams parses the URL's
// query again, which allocates).
template <class T, class Answer>
T answer_or(T fallback, Answer&& answer) noexcept {
    try {
        return std::forward<Answer>(answer)();
    } catch (...) {
        return fallback;
    }
}

// The text of `input` parsed as a URI reference, for a call on its view.
template <class Call>
urikit::error on_reference(char const* text, std::size_t length, Call&& call) {
    if (!text_ok(text, length)) return invalid_argument;
    auto const r = urikit::parse_uri_reference(view(text, length));
    if (!r) return r.error();
    return call(*r);
}

// A producer returning result<T> (computed: every input read), into `out`
// via `text_of(T)`.
template <class Result, class Text>
urikit::error into_buffer(Result const& r, urikit_buffer* out, Text&& text_of) {
    if (!r) return r.error();
    out->text.assign(text_of(*r));
    return {};
}

} // namespace urikit::capi
