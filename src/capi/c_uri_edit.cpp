// urikit C API (include/urikit/urikit.h): the uri's edits in place
// (urikit::uri::set_*, remove_*, the segment and parameter edits), each
// answering as the C++ setter does: ok, or why not and the uri unchanged.
#include <optional>
#include <string_view>

#include "src/capi/c_handles.hpp"

namespace {

using namespace urikit::capi;
using urikit::component;

// A component's setter: plain text encoded as the component needs, or
// encoded text validated (the scheme and the port have one form).
urikit::error set_component(urikit::uri& u, component c, std::string_view value, bool encoded) {
    switch (c) {
    case component::scheme: return u.set_scheme(value);
    case component::userinfo: return encoded ? u.set_encoded_userinfo(value) : u.set_userinfo(value);
    case component::host: return encoded ? u.set_encoded_host(value) : u.set_host(value);
    case component::port: return u.set_port(value);
    case component::path: return encoded ? u.set_encoded_path(value) : u.set_path(value);
    case component::query: return encoded ? u.set_encoded_query(value) : u.set_query(value);
    case component::fragment: return encoded ? u.set_encoded_fragment(value) : u.set_fragment(value);
    }
    return invalid_argument;
}

// `c` by reference: C may pass any int, which a copy of the enum would load (UB).
urikit_error set_checked(urikit_uri* uri, urikit_component const& c, char const* value, size_t length, bool encoded) {
    if (uri == nullptr || !enum_ok(c, URIKIT_COMPONENT_FRAGMENT) || !text_ok(value, length)) {
        return c_error(invalid_argument);
    }
    auto const which = static_cast<component>(enum_value(c));
    return guarded(nullptr, [&] { return set_component(uri->value, which, view(value, length), encoded); });
}

std::optional<std::string_view> optional_text(char const* value, size_t length) {
    return value != nullptr ? std::optional<std::string_view>(view(value, length)) : std::nullopt;
}

} // namespace

extern "C" {

urikit_uri* urikit_uri_clone(urikit_uri const* uri) {
    if (uri == nullptr) return nullptr;
    return make_handle<urikit_uri>([uri] { return uri->value; });
}

urikit_error urikit_uri_set(urikit_uri* uri, urikit_component component, char const* value, size_t length) {
    return set_checked(uri, component, value, length, false);
}

urikit_error urikit_uri_set_encoded(urikit_uri* uri, urikit_component component, char const* value, size_t length) {
    return set_checked(uri, component, value, length, true);
}

urikit_error urikit_uri_remove(urikit_uri* uri, urikit_component which) {
    if (uri == nullptr || !enum_ok(which, URIKIT_COMPONENT_FRAGMENT)) return c_error(invalid_argument);
    urikit::uri& u = uri->value;
    return guarded(nullptr, [&]() -> urikit::error {
        switch (static_cast<component>(enum_value(which))) {
        case component::scheme: return u.remove_scheme();
        case component::userinfo: u.remove_userinfo(); return {};
        case component::host: return u.remove_authority();
        case component::port: u.remove_port(); return {};
        case component::path: return invalid_argument; // a reference always has a path: set it to ""
        case component::query: u.remove_query(); return {};
        case component::fragment: u.remove_fragment(); return {};
        }
        return invalid_argument;
    });
}

urikit_error urikit_uri_append_segment(urikit_uri* uri, char const* segment, size_t length) {
    if (uri == nullptr || !text_ok(segment, length)) return c_error(invalid_argument);
    return guarded(nullptr, [&] { return uri->value.append_segment(view(segment, length)); });
}

urikit_error urikit_uri_append_param(urikit_uri* uri, char const* key, size_t key_length, char const* value,
                                     size_t value_length) {
    if (uri == nullptr || !text_ok(key, key_length) || !text_ok(value, value_length)) return c_error(invalid_argument);
    return guarded(nullptr, [&] {
        return uri->value.append_param(view(key, key_length), optional_text(value, value_length));
    });
}

urikit_error urikit_uri_set_param(urikit_uri* uri, char const* key, size_t key_length, char const* value,
                                  size_t value_length) {
    if (uri == nullptr || !text_ok(key, key_length) || !text_ok(value, value_length)) return c_error(invalid_argument);
    return guarded(nullptr, [&] {
        return uri->value.set_param(view(key, key_length), optional_text(value, value_length));
    });
}

urikit_error urikit_uri_remove_params(urikit_uri* uri, char const* key, size_t key_length, size_t* removed) {
    if (uri == nullptr || !text_ok(key, key_length)) return c_error(invalid_argument);
    std::size_t n = 0;
    urikit_error const e = guarded(nullptr, [&]() -> urikit::error {
        n = uri->value.remove_params(view(key, key_length));
        return {};
    });
    if (removed != nullptr) *removed = n;
    return e;
}

} // extern "C"
