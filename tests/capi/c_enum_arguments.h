/* urikit tests: the C API's calls with enum arguments as C passes them (any
   int), for the C++ tests and fuzz_capi: C++ can make no value of an enum
   outside its enumerators' range, C can (c_enum_arguments.c). */
#ifndef URIKIT_TESTS_C_ENUM_ARGUMENTS_H
#define URIKIT_TESTS_C_ENUM_ARGUMENTS_H

#include <urikit/urikit.h>

#ifdef __cplusplus
extern "C" {
#endif

int urikit_test_uri_has(const urikit_uri* uri, int component);
urikit_string urikit_test_uri_get(const urikit_uri* uri, int component);
urikit_error urikit_test_normalize(const char* text, size_t length, int profile, urikit_buffer* out);
urikit_verdict urikit_test_equivalent(const char* a, size_t a_length, const char* b, size_t b_length, int profile,
                                      urikit_error* failure);
urikit_error urikit_test_request_target(const char* uri, size_t length, int form, urikit_buffer* out);
urikit_string urikit_test_url_get(const urikit_url* url, int part);
urikit_error urikit_test_url_set(urikit_url* url, int part, const char* value, size_t length);
urikit_error urikit_test_referrer(const urikit_url* current, const urikit_url* target, int policy, urikit_buffer* out);
int urikit_test_url_has(const urikit_url* url, int component);

#ifdef __cplusplus
}
#endif

#endif
