/* urikit tests: see c_enum_arguments.h. */
#include "c_enum_arguments.h"

int urikit_test_uri_has(const urikit_uri* uri, int component) { return urikit_uri_has(uri, (urikit_component)component); }

urikit_string urikit_test_uri_get(const urikit_uri* uri, int component) {
    return urikit_uri_get(uri, (urikit_component)component);
}

urikit_error urikit_test_normalize(const char* text, size_t length, int profile, urikit_buffer* out) {
    return urikit_normalize(text, length, (urikit_profile)profile, out);
}

urikit_verdict urikit_test_equivalent(const char* a, size_t a_length, const char* b, size_t b_length, int profile,
                                      urikit_error* failure) {
    return urikit_equivalent(a, a_length, b, b_length, (urikit_profile)profile, failure);
}

urikit_error urikit_test_request_target(const char* uri, size_t length, int form, urikit_buffer* out) {
    return urikit_request_target(uri, length, (urikit_target_form)form, out);
}

urikit_error urikit_test_referrer(const urikit_url* current, const urikit_url* target, int policy, urikit_buffer* out) {
    return urikit_referrer(current, target, (urikit_referrer_policy)policy, out);
}

urikit_string urikit_test_url_get(const urikit_url* url, int part) { return urikit_url_get(url, (urikit_url_part)part); }

urikit_error urikit_test_url_set(urikit_url* url, int part, const char* value, size_t length) {
    return urikit_url_set(url, (urikit_url_part)part, value, length);
}

int urikit_test_url_has(const urikit_url* url, int component) { return urikit_url_has(url, (urikit_component)component); }
