// urikit C API (include/urikit/urikit.h): URLSearchParams
// (urikit::url_search_params), standalone or linked to a urikit_url.
#include <optional>
#include <string_view>

#include "src/capi/c_handles.hpp"

namespace {

using namespace urikit::capi;

// The pairs' calls take an absent value (NULL) as "no value given".
bool given(char const* value) noexcept { return value != nullptr; }

} // namespace

extern "C" {

urikit_search_params* urikit_search_params_new(char const* init, size_t length) {
    if (!text_ok(init, length)) return nullptr;
    return make_handle<urikit_search_params>([=] { return urikit::url_search_params(view(init, length)); });
}

urikit_search_params* urikit_search_params_of_url(urikit_url* url) {
    if (url == nullptr) return nullptr;
    return make_handle<urikit_search_params>([url] { return urikit::search_params(url->value); });
}

size_t urikit_search_params_size(urikit_search_params const* params) {
    if (params == nullptr) return 0;
    return answer_or<size_t>(0, [params] { return params->value.size(); });
}

int urikit_search_params_at(urikit_search_params const* params, size_t index, urikit_string* name,
                            urikit_string* value) {
    if (name != nullptr) *name = urikit_string{nullptr, 0};
    if (value != nullptr) *value = urikit_string{nullptr, 0};
    if (params == nullptr || index >= urikit_search_params_size(params)) return 0;
    urikit::search_param const p = params->value[index];
    if (name != nullptr) *name = c_string(p.name);
    if (value != nullptr) *value = c_string(p.value);
    return 1;
}

urikit_error urikit_search_params_append(urikit_search_params* params, char const* name, size_t name_length,
                                         char const* value, size_t value_length) {
    if (params == nullptr || !text_ok(name, name_length) || !text_ok(value, value_length)) {
        return c_error(invalid_argument);
    }
    return guarded(nullptr, [&] { return params->value.append(view(name, name_length), view(value, value_length)); });
}

void urikit_search_params_remove(urikit_search_params* params, char const* name, size_t name_length,
                                 char const* value, size_t value_length) {
    if (params == nullptr || !text_ok(name, name_length)) return;
    (void)guarded(nullptr, [&]() -> urikit::error {
        if (given(value)) params->value.remove(view(name, name_length), view(value, value_length));
        else params->value.remove(view(name, name_length));
        return {};
    });
}

int urikit_search_params_get(urikit_search_params const* params, char const* name, size_t name_length,
                             urikit_string* value) {
    if (value != nullptr) *value = urikit_string{nullptr, 0};
    if (params == nullptr || !text_ok(name, name_length)) return 0;
    auto const v = answer_or<std::optional<std::string_view>>(std::nullopt, [&] {
        return params->value.get(view(name, name_length));
    });
    if (value != nullptr && v) *value = c_string(*v);
    return v ? 1 : 0;
}

int urikit_search_params_has(urikit_search_params const* params, char const* name, size_t name_length,
                             char const* value, size_t value_length) {
    if (params == nullptr || !text_ok(name, name_length)) return 0;
    return answer_or(0, [&] {
        bool const has = given(value) ? params->value.has(view(name, name_length), view(value, value_length))
                                      : params->value.has(view(name, name_length));
        return has ? 1 : 0;
    });
}

urikit_error urikit_search_params_set(urikit_search_params* params, char const* name, size_t name_length,
                                      char const* value, size_t value_length) {
    if (params == nullptr || !text_ok(name, name_length) || !text_ok(value, value_length)) {
        return c_error(invalid_argument);
    }
    return guarded(nullptr, [&] { return params->value.set(view(name, name_length), view(value, value_length)); });
}

void urikit_search_params_sort(urikit_search_params* params) {
    if (params == nullptr) return;
    (void)guarded(nullptr, [&]() -> urikit::error {
        params->value.sort();
        return {};
    });
}

urikit_error urikit_search_params_str(urikit_search_params const* params, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (params == nullptr) return invalid_argument;
        out->text.clear(); // the list owns its text: nothing it reads views `out`
        params->value.append_to(out->text);
        return {};
    });
}

void urikit_search_params_free(urikit_search_params* params) { delete params; }

} // extern "C"
