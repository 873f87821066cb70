/// @file
/// result<T>: a value or an error (code + offset). No exceptions.
#pragma once

#include <cstdlib>
#include <type_traits>
#include <utility>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// A value of type T, or an error that says why there is none and where.
///
/// Reading the value of an error aborts the process (a bug in the caller;
/// urikit never throws). On an rvalue result, value() and operator* return
/// the value itself (moved), and operator-> reaches into the temporary,
/// which lives to the end of the full expression:
/// `normalize(u)->str()` and `parse_web(href, &base)->href()` are one-liners.
/// What is read from it must not outlive that expression (clang warns where
/// a view of it does: URIKIT_LIFETIMEBOUND).
///
/// Example:
/// @code
/// auto r = urikit::parse_uri_reference(text);
/// if (!r) report(r.error().code, r.error().offset);
/// else use(r->host());
/// @endcode
template <class T>
class [[nodiscard]] result {
    static_assert(std::is_nothrow_move_constructible_v<T>);

public:
    /// A result holding `value`.
    result(T value) noexcept(std::is_nothrow_move_constructible_v<T>)
        : value_(std::move(value)), has_value_(true) {}
    /// A result holding the error `e` (whose code must not be errc::ok).
    result(urikit::error e) noexcept(std::is_nothrow_default_constructible_v<T>)
        : value_(), error_(e), has_value_(false) {
        URIKIT_ASSERT(e.code != errc::ok);
    }

    /// True when there is a value.
    [[nodiscard]] bool has_value() const noexcept { return has_value_; }
    /// True when there is an error.
    [[nodiscard]] bool has_error() const noexcept { return !has_value_; }
    /// True when there is a value.
    explicit operator bool() const noexcept { return has_value_; }

    /// The value; aborts when there is none.
    [[nodiscard]] T& value() & noexcept URIKIT_LIFETIMEBOUND { check(); return value_; }
    /// The value; aborts when there is none.
    [[nodiscard]] T const& value() const& noexcept URIKIT_LIFETIMEBOUND { check(); return value_; }
    /// The value, moved out of a temporary result; aborts when there is none.
    [[nodiscard]] T value() && noexcept { check(); return std::move(value_); }
    /// The value; aborts when there is none.
    T& operator*() & noexcept { return value(); }
    /// The value; aborts when there is none.
    T const& operator*() const& noexcept { return value(); }
    /// The value, moved out of a temporary result; aborts when there is none.
    T operator*() && noexcept { return std::move(*this).value(); }
    /// Member access to the value; aborts when there is none.
    T* operator->() & noexcept URIKIT_LIFETIMEBOUND { return &value(); }
    /// Member access to the value; aborts when there is none.
    T const* operator->() const& noexcept URIKIT_LIFETIMEBOUND { return &value(); }
    /// Member access to the value of a temporary result, for the rest of the
    /// full expression; aborts when there is none.
    T const* operator->() const&& noexcept URIKIT_LIFETIMEBOUND { return &value(); }

    /// The error; {errc::ok, 0} when there is a value.
    [[nodiscard]] urikit::error error() const noexcept { return error_; }

private:
    void check() const noexcept {
        if (!has_value_) std::abort();
    }

    T value_;
    urikit::error error_{};
    bool has_value_;
};

} // namespace urikit
