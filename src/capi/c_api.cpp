// urikit C API (include/urikit/urikit.h): the library, buffers, RFC 3986 and
// the web mode. Each function calls the C++ function it names, converts its
// types, and lets no exception out (an allocation failure is
// URIKIT_ERR_OUT_OF_MEMORY).
#include <urikit/dedup.hpp>
#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/resolve.hpp>
#include <urikit/web_domain.hpp>

#include <optional>

#include <urikit/join_path.hpp>

#include "src/capi/c_handles.hpp"

#define URIKIT_STRINGIFY_(x) #x
#define URIKIT_STRINGIFY(x) URIKIT_STRINGIFY_(x)

namespace {

using urikit::errc;
using namespace urikit::capi;

// The C enums are the C++ ones, value for value.
static_assert(URIKIT_ERR_UNSUPPORTED_HOST == static_cast<int>(errc::unsupported_host));
static_assert(URIKIT_ERR_PATTERN_SYNTAX == static_cast<int>(errc::pattern_syntax));
static_assert(URIKIT_ERR_PATTERN_DUPLICATE_NAME == static_cast<int>(errc::pattern_duplicate_name));
static_assert(URIKIT_ERR_REGEXP_SYNTAX == static_cast<int>(errc::regexp_syntax));
static_assert(URIKIT_ERR_REGEXP_UNSUPPORTED == static_cast<int>(errc::regexp_unsupported));
static_assert(URIKIT_ERR_PATTERN_CANNOT_GENERATE == static_cast<int>(errc::pattern_cannot_generate));
static_assert(URIKIT_ERR_REGEXP_UNAVAILABLE == static_cast<int>(errc::regexp_unavailable));
static_assert(URIKIT_ERR_INVALID_ARGUMENT == static_cast<int>(errc::invalid_argument));
static_assert(URIKIT_ERR_NO_SUCH_SEGMENT == static_cast<int>(errc::no_such_segment));
static_assert(URIKIT_ERR_DOT_SEGMENT == static_cast<int>(errc::dot_segment));
static_assert(URIKIT_ERR_INPUT_TOO_LONG == static_cast<int>(errc::input_too_long));
static_assert(URIKIT_COMPONENT_FRAGMENT == static_cast<int>(urikit::component::fragment));
static_assert(URIKIT_HOST_KIND_IPVFUTURE == static_cast<int>(urikit::host_kind::ipvfuture));
static_assert(URIKIT_SECOND_FAILED == static_cast<int>(urikit::verdict::second_failed));
static_assert(URIKIT_WEB_HOST_OPAQUE == static_cast<int>(urikit::web_host_kind::opaque));
static_assert(URIKIT_TARGET_ASTERISK == static_cast<int>(urikit::target_form::asterisk));
static_assert(URIKIT_FEATURE_SAFE_BROWSING_HASHES == static_cast<int>(urikit::feature::safe_browsing_hashes));

// The C profile's RFC 3986 profile; URIKIT_PROFILE_DEDUP names the
// crawler's dedup form (urikit::normalize_dedup), which is none (nullopt).
std::optional<urikit::profile> rfc3986_profile(urikit_profile const& profile) noexcept {
    switch (enum_value(profile)) {
    case URIKIT_PROFILE_HTTP: return urikit::profile::http;
    case URIKIT_PROFILE_CACHE_KEY: return urikit::profile::cache_key;
    case URIKIT_PROFILE_DEDUP: return std::nullopt;
    case URIKIT_PROFILE_HTTP_CACHE: return urikit::profile::http_cache;
    default: return urikit::profile::rfc3986;
    }
}

} // namespace

extern "C" {

// --- the library --------------------------------------------------------

char const* urikit_version(void) {
    return URIKIT_STRINGIFY(URIKIT_VERSION_MAJOR) "." URIKIT_STRINGIFY(URIKIT_VERSION_MINOR) "." URIKIT_STRINGIFY(
        URIKIT_VERSION_PATCH);
}

// The last code both enumerations have (urikit.h's after it is C's own).
constexpr int last_shared_code = URIKIT_ERR_DOT_SEGMENT;

char const* urikit_error_name(int code) {
    if (code == URIKIT_ERR_OUT_OF_MEMORY) return "out_of_memory";
    if (code < 0 || code > last_shared_code) return "unknown";
    return urikit::name(static_cast<errc>(code)).data(); // names are NUL-terminated literals
}

char const* urikit_error_message(int code) {
    if (code == URIKIT_ERR_OUT_OF_MEMORY) return "memory could not be allocated";
    if (code < 0 || code > last_shared_code) return "unknown error";
    return urikit::message(static_cast<errc>(code)).data();
}

int urikit_available(urikit_feature feature) {
    if (!enum_ok(feature, URIKIT_FEATURE_SAFE_BROWSING_HASHES)) return 0;
    return urikit::available(static_cast<urikit::feature>(enum_value(feature))) ? 1 : 0;
}

// --- buffers -------------------------------------------------------------

urikit_buffer* urikit_buffer_new(void) {
    return make_handle<urikit_buffer>([] { return std::string(); });
}

urikit_string urikit_buffer_text(urikit_buffer const* buffer) {
    return buffer != nullptr ? c_string(buffer->text) : urikit_string{nullptr, 0};
}

void urikit_buffer_free(urikit_buffer* buffer) { delete buffer; }

// --- RFC 3986 ------------------------------------------------------------

urikit_error urikit_uri_parse(char const* text, size_t length, urikit_uri** out) {
    return urikit_uri_parse_with(text, length, nullptr, out);
}

urikit_error urikit_uri_parse_with(char const* text, size_t length, urikit_parse_options const* options,
                                   urikit_uri** out) {
    if (out == nullptr) return c_error(invalid_argument);
    *out = nullptr;
    return guarded(nullptr, [&]() -> urikit::error {
        if (!text_ok(text, length)) return invalid_argument;
        urikit::parse_options const o{.zone_ids = options != nullptr && options->zone_ids != 0};
        auto const r = urikit::parse_uri_reference(view(text, length), o);
        if (!r) return r.error();
        auto owned = urikit::uri::from_parts(std::string(r->str()), r->parts());
        *out = new urikit_uri{std::move(owned).value()}; // from parsed offsets: always valid
        return {};
    });
}

urikit_string urikit_uri_str(urikit_uri const* uri) {
    return uri != nullptr ? c_string(uri->value.str()) : urikit_string{nullptr, 0};
}

urikit_string urikit_uri_zone_id(urikit_uri const* uri) {
    return uri != nullptr ? c_string(uri->value.zone_id()) : urikit_string{nullptr, 0};
}

int urikit_uri_has(urikit_uri const* uri, urikit_component component) {
    if (uri == nullptr || !enum_ok(component, URIKIT_COMPONENT_FRAGMENT)) return 0;
    return uri->value.view().has(static_cast<urikit::component>(enum_value(component))) ? 1 : 0;
}

urikit_string urikit_uri_get(urikit_uri const* uri, urikit_component component) {
    if (uri == nullptr || !enum_ok(component, URIKIT_COMPONENT_FRAGMENT)) return {nullptr, 0};
    return c_string(uri->value.view().get(static_cast<urikit::component>(enum_value(component))));
}

urikit_host_kind urikit_uri_host_kind(urikit_uri const* uri) {
    if (uri == nullptr) return URIKIT_HOST_KIND_NONE;
    return static_cast<urikit_host_kind>(uri->value.view().host_kind());
}

urikit_error urikit_uri_port_number(urikit_uri const* uri, uint16_t* port, int* present) {
    if (uri == nullptr || port == nullptr || present == nullptr) return c_error(invalid_argument);
    auto const r = uri->value.port_number();
    if (!r) return c_error(r.error());
    *present = r->has_value() ? 1 : 0;
    *port = r->value_or(0);
    return ok;
}

void urikit_uri_free(urikit_uri* uri) { delete uri; }

urikit_error urikit_normalize(char const* text, size_t length, urikit_profile profile, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!enum_ok(profile, URIKIT_PROFILE_HTTP_CACHE)) return invalid_argument;
        return on_reference(text, length, [&](urikit::uri_view u) {
            std::optional<urikit::profile> const p = rfc3986_profile(profile);
            return p ? urikit::normalize_into(u, *p, out->text) : urikit::normalize_dedup_into(u, out->text);
        });
    });
}

urikit_verdict urikit_equivalent(char const* a, size_t a_length, char const* b, size_t b_length,
                                 urikit_profile profile, urikit_error* failure) {
    urikit::equivalence answer;
    urikit_error const e = guarded(nullptr, [&]() -> urikit::error {
        if (!text_ok(a, a_length) || !enum_ok(profile, URIKIT_PROFILE_HTTP_CACHE)) {
            answer = {urikit::verdict::first_failed, invalid_argument};
        } else if (!text_ok(b, b_length)) {
            answer = {urikit::verdict::second_failed, invalid_argument};
        } else {
            auto const first = urikit::parse_uri_reference(view(a, a_length));
            auto const second = urikit::parse_uri_reference(view(b, b_length));
            if (!first) answer = {urikit::verdict::first_failed, first.error()};
            else if (!second) answer = {urikit::verdict::second_failed, second.error()};
            else if (std::optional<urikit::profile> const p = rfc3986_profile(profile)) answer = urikit::equivalent(*first, *second, *p);
            else answer = urikit::equivalent_dedup(*first, *second);
        }
        return answer.failure;
    });
    if (failure != nullptr) *failure = e;
    if (e.code == URIKIT_ERR_OUT_OF_MEMORY) return URIKIT_FIRST_FAILED;
    return static_cast<urikit_verdict>(answer.answer);
}

urikit_error urikit_join_path(char const* base, size_t base_length, char const* path, size_t path_length,
                              urikit_dot_segments dots, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(base, base_length) || !text_ok(path, path_length) || !enum_ok(dots, URIKIT_DOTS_RESOLVE)) {
            return invalid_argument;
        }
        auto const b = urikit::parse_uri_reference(view(base, base_length));
        if (!b) return b.error();
        urikit::join_options const o{.dots = static_cast<urikit::dot_segments>(enum_value(dots))};
        return urikit::join_path_into(*b, view(path, path_length), o, out->text);
    });
}

urikit_error urikit_uri_resolve(urikit_uri const* base, char const* reference, size_t reference_length,
                                urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (base == nullptr) return invalid_argument;
        urikit::uri_view const b = base->value.view(); // `out` may hold the reference, never the handle's text
        if (!b.has_scheme()) return {urikit::errc::base_not_absolute, 0};
        return on_reference(reference, reference_length, [&](urikit::uri_view r) { return b.resolve_into(r, out->text); });
    });
}

urikit_error urikit_to_uri(char const* iri, size_t length, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(iri, length)) return invalid_argument;
        return urikit::to_uri_into(view(iri, length), out->text);
    });
}

urikit_error urikit_to_iri(char const* uri, size_t length, urikit_buffer* out) {
    return into(out, [&] {
        return on_reference(uri, length, [&](urikit::uri_view u) { return urikit::to_iri_into(u, out->text); });
    });
}

// --- the web mode ----------------------------------------------------------

urikit_error urikit_url_parse(char const* text, size_t length, urikit_url const* base, urikit_url** out) {
    if (out == nullptr) return c_error(invalid_argument);
    *out = nullptr;
    return guarded(nullptr, [&]() -> urikit::error {
        if (!text_ok(text, length)) return invalid_argument;
        auto r = urikit::parse_web(view(text, length), base != nullptr ? &base->value : nullptr);
        if (!r) return r.error();
        *out = new urikit_url{std::move(r).value()};
        return {};
    });
}

int urikit_can_parse(char const* text, size_t length, char const* base, size_t base_length) {
    if (!text_ok(text, length)) return 0;
    try {
        if (base == nullptr) return urikit::can_parse(view(text, length)) ? 1 : 0;
        return urikit::can_parse(view(text, length), view(base, base_length)) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}

urikit_url* urikit_url_clone(urikit_url const* url) {
    if (url == nullptr) return nullptr;
    return make_handle<urikit_url>([url] { return url->value; });
}

urikit_string urikit_url_get(urikit_url const* url, urikit_url_part part) {
    if (url == nullptr || !enum_ok(part, URIKIT_URL_HASH)) return {nullptr, 0};
    urikit::web_url const& u = url->value;
    switch (enum_value(part)) {
    case URIKIT_URL_HREF: return c_string(u.href());
    case URIKIT_URL_PROTOCOL: return c_string(u.protocol());
    case URIKIT_URL_USERNAME: return c_string(u.username());
    case URIKIT_URL_PASSWORD: return c_string(u.password());
    case URIKIT_URL_HOST_AND_PORT: return c_string(u.host_and_port());
    case URIKIT_URL_HOSTNAME: return c_string(u.hostname());
    case URIKIT_URL_PORT: return c_string(u.port());
    case URIKIT_URL_PATHNAME: return c_string(u.pathname());
    case URIKIT_URL_SEARCH: return c_string(u.search());
    case URIKIT_URL_HASH: return c_string(u.hash());
    }
    return {nullptr, 0};
}

urikit_error urikit_url_set(urikit_url* url, urikit_url_part part, char const* value, size_t length) {
    using setter = urikit::error (urikit::web_url::*)(std::string_view);
    static constexpr setter setters[] = {
        &urikit::web_url::set_href,     &urikit::web_url::set_protocol, &urikit::web_url::set_username,
        &urikit::web_url::set_password, &urikit::web_url::set_host_and_port,&urikit::web_url::set_hostname,
        &urikit::web_url::set_port,     &urikit::web_url::set_pathname, &urikit::web_url::set_search,
        &urikit::web_url::set_hash};
    if (url == nullptr || !enum_ok(part, URIKIT_URL_HASH) || !text_ok(value, length)) return c_error(invalid_argument);
    return guarded(nullptr, [&] { return (url->value.*setters[enum_value(part)])(view(value, length)); });
}

int urikit_url_has(urikit_url const* url, urikit_component component) {
    if (url == nullptr || !enum_ok(component, URIKIT_COMPONENT_FRAGMENT)) return 0;
    urikit::web_url const& u = url->value;
    switch (enum_value(component)) {
    case URIKIT_COMPONENT_USERINFO: return !u.username().empty() || !u.password().empty() ? 1 : 0;
    case URIKIT_COMPONENT_HOST: return u.has_host() ? 1 : 0;
    case URIKIT_COMPONENT_PORT: return u.has_port() ? 1 : 0;
    case URIKIT_COMPONENT_QUERY: return u.has_query() ? 1 : 0;
    case URIKIT_COMPONENT_FRAGMENT: return u.has_fragment() ? 1 : 0;
    case URIKIT_COMPONENT_SCHEME:
    case URIKIT_COMPONENT_PATH: return 1;
    }
    return 0;
}

urikit_web_host_kind urikit_url_host_kind(urikit_url const* url) {
    if (url == nullptr) return URIKIT_WEB_HOST_NONE;
    return static_cast<urikit_web_host_kind>(url->value.host_kind());
}

urikit_error urikit_url_origin(urikit_url const* url, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (url == nullptr) return invalid_argument;
        return into_buffer(urikit::origin(url->value), out, [](urikit::uri_origin const& o) { return o.serialize(); });
    });
}

urikit_error urikit_url_to_rfc3986(urikit_url const* url, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (url == nullptr) return invalid_argument;
        return urikit::to_rfc3986_into(url->value, out->text);
    });
}

void urikit_url_free(urikit_url* url) { delete url; }

urikit_error urikit_domain_to_ascii(char const* domain, size_t length, urikit_domain_options const* options,
                                    urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(domain, length)) return invalid_argument;
        urikit::domain_options const o{.be_strict = options != nullptr && options->be_strict != 0};
        return urikit::domain_to_ascii_into(view(domain, length), o, out->text);
    });
}

urikit_error urikit_domain_to_unicode(char const* domain, size_t length, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(domain, length)) return invalid_argument;
        return urikit::domain_to_unicode_into(view(domain, length), out->text);
    });
}

int urikit_is_valid_domain(char const* domain, size_t length) {
    if (!text_ok(domain, length)) return 0;
    try {
        return urikit::is_valid_domain(view(domain, length)) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}

} // extern "C"
