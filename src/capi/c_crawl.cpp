// urikit C API (include/urikit/urikit.h): the crawler and HTTP forms (SURT,
// SSURT, Safe Browsing, the registrable domain, origins, request targets,
// redirects and what following one changes, default ports).
#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/site.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "src/capi/c_handles.hpp"

namespace {

using namespace urikit::capi;

urikit::surt_options surt_options_of(urikit_surt_options const& o) {
    urikit::surt_options s;
    s.scheme = o.scheme != 0;
    s.trailing_comma = o.trailing_comma != 0;
    s.reverse_ipv4 = o.reverse_ipv4 != 0;
    s.strip_www = o.strip_www != 0;
    s.lowercase_query = o.lowercase_query != 0;
    return s;
}

void append_hex(std::string& out, std::uint8_t const* bytes, std::size_t n) {
    static constexpr char hex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(hex[bytes[i] >> 4]);
        out.push_back(hex[bytes[i] & 0xF]);
    }
}

void set_optional(urikit_buffer* out, std::optional<std::string> const& text) {
    if (out != nullptr) out->text.assign(text.value_or(std::string()));
}

} // namespace

extern "C" {

urikit_surt_options urikit_surt_default_options(void) {
    urikit::surt_options const d;
    return {d.scheme, d.trailing_comma, d.reverse_ipv4, d.strip_www, d.lowercase_query};
}

urikit_error urikit_surt(char const* url, size_t length, urikit_surt_options const* options, urikit_buffer* out) {
    urikit::surt_options const o = options != nullptr ? surt_options_of(*options) : urikit::surt_options{};
    return into(out, [&]() -> urikit::error {
        if (!text_ok(url, length)) return invalid_argument;
        return urikit::surt_into(view(url, length), o, out->text);
    });
}

urikit_error urikit_ssurt(char const* uri, size_t length, urikit_buffer* out) {
    return into(out, [&] {
        return on_reference(uri, length, [&](urikit::uri_view u) { return urikit::ssurt_into(u, out->text); });
    });
}

urikit_error urikit_from_ssurt(char const* key, size_t length, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(key, length)) return invalid_argument;
        return urikit::from_ssurt_into(view(key, length), out->text);
    });
}

urikit_error urikit_safe_browsing_canonical(char const* url, size_t length, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(url, length)) return invalid_argument;
        return urikit::safe_browsing_canonical_into(view(url, length), out->text);
    });
}

urikit_error urikit_safe_browsing_expressions(char const* url, size_t length, urikit_buffer* out, size_t* count) {
    if (count != nullptr) *count = 0;
    return into(out, [&]() -> urikit::error {
        if (!text_ok(url, length)) return invalid_argument;
        auto const r = urikit::safe_browsing_expressions(view(url, length)); // `url` read: `out` may be written
        if (!r) return r.error();
        out->text.clear();
        for (std::string const& e : *r) out->text.append(e).push_back('\n');
        if (count != nullptr) *count = r->size();
        return {};
    });
}

urikit_error urikit_safe_browsing_hashes(char const* url, size_t length, urikit_buffer* out, size_t* count) {
    if (count != nullptr) *count = 0;
    return into(out, [&]() -> urikit::error {
        if (!text_ok(url, length)) return invalid_argument;
        auto const r = urikit::safe_browsing_hashes(view(url, length)); // `url` read: `out` may be written
        if (!r) return r.error();
        out->text.clear();
        for (urikit::safe_browsing_hash const& h : *r) {
            append_hex(out->text, h.sha256.data(), h.sha256.size());
            out->text.append(" ").append(h.expression).push_back('\n');
        }
        if (count != nullptr) *count = r->size();
        return {};
    });
}

urikit_error urikit_site(char const* uri, size_t length, urikit_buffer* registrable_domain,
                         urikit_buffer* public_suffix) {
    urikit_error const e = guarded(nullptr, [&] {
        return on_reference(uri, length, [&](urikit::uri_view u) -> urikit::error {
            auto const r = urikit::site(u); // `uri` read: the buffers may be written
            if (!r) return r.error();
            set_optional(registrable_domain, r->site);
            set_optional(public_suffix, r->suffix);
            return {};
        });
    });
    if (e.code != URIKIT_OK) {
        set_optional(registrable_domain, std::nullopt);
        set_optional(public_suffix, std::nullopt);
    }
    return e;
}

urikit_error urikit_origin(char const* uri, size_t length, urikit_buffer* out) {
    return into(out, [&] {
        return on_reference(uri, length, [&](urikit::uri_view u) {
            return into_buffer(urikit::origin(u), out, [](urikit::uri_origin const& o) { return o.serialize(); });
        });
    });
}

urikit_error urikit_request_target(char const* uri, size_t length, urikit_target_form form, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!enum_ok(form, URIKIT_TARGET_ASTERISK)) return invalid_argument;
        return on_reference(uri, length, [&](urikit::uri_view u) {
            return urikit::request_target_into(u, static_cast<urikit::target_form>(enum_value(form)), out->text);
        });
    });
}

urikit_error urikit_host_field(char const* uri, size_t length, urikit_buffer* out) {
    return into(out, [&] {
        return on_reference(uri, length, [&](urikit::uri_view u) { return urikit::host_field_into(u, out->text); });
    });
}

urikit_error urikit_resolve_location(urikit_url const* current, char const* location, size_t length,
                                     urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (current == nullptr || !text_ok(location, length)) return invalid_argument;
        return urikit::resolve_location_into(current->value, view(location, length), out->text);
    });
}

urikit_error urikit_redirect_decision(urikit_url const* current, urikit_url const* next, char const* method,
                                      size_t method_length, int status, int keep_credentials_on_upgrade,
                                      urikit_redirect_hop* out) {
    if (out == nullptr) return c_error(invalid_argument);
    *out = urikit_redirect_hop{};
    return guarded(nullptr, [&]() -> urikit::error {
        if (current == nullptr || next == nullptr || !text_ok(method, method_length)) return invalid_argument;
        urikit::redirect_options o;
        o.keep_credentials_on_upgrade = keep_credentials_on_upgrade != 0;
        auto const r = urikit::redirect_decision({.from = current->value, .to = next->value}, view(method, method_length), status, o);
        if (!r) return r.error();
        *out = urikit_redirect_hop{r->cross_origin, r->cross_site, r->downgrade, r->drop_authorization, r->drop_cookie,
                                   r->drop_proxy_authorization, r->method_becomes_get, r->drop_body};
        return {};
    });
}

int urikit_default_port(char const* scheme, size_t length) {
    if (!text_ok(scheme, length)) return -1;
    auto const port = urikit::default_port(view(scheme, length));
    return port ? static_cast<int>(*port) : -1;
}

} // extern "C"
