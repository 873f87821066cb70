// urikit: result<T>, a value or an error (code + offset). No exceptions.
#pragma once

#include <cstdlib>
#include <type_traits>
#include <utility>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

template <class T>
class [[nodiscard]] result {
    static_assert(std::is_nothrow_move_constructible_v<T>);

public:
    result(T value) noexcept(std::is_nothrow_move_constructible_v<T>)
        : value_(std::move(value)), has_value_(true) {}
    result(urikit::error e) noexcept(std::is_nothrow_default_constructible_v<T>)
        : value_(), error_(e), has_value_(false) {
        URIKIT_ASSERT(e.code != errc::ok);
    }

    [[nodiscard]] bool has_value() const noexcept { return has_value_; }
    [[nodiscard]] bool has_error() const noexcept { return !has_value_; }
    explicit operator bool() const noexcept { return has_value_; }

    // Calling value() on an error aborts the process: it is a bug in the caller,
    // and urikit reports errors as values, never as exceptions.
    [[nodiscard]] T& value() & noexcept { check(); return value_; }
    [[nodiscard]] T const& value() const& noexcept { check(); return value_; }
    [[nodiscard]] T&& value() && noexcept { check(); return std::move(value_); }
    T& operator*() & noexcept { return value(); }
    T const& operator*() const& noexcept { return value(); }
    T* operator->() noexcept { return &value(); }
    T const* operator->() const noexcept { return &value(); }

    // The error; {errc::ok, 0} when there is a value.
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
