// urikit C API (include/urikit/urikit.h): what an HTTP client sends a
// request with (urikit::http_request_parts), its texts in a caller's buffer,
// the class of the host it connects to (urikit::address_class_of), the
// Referer (urikit::referrer), a URL for a log (urikit::redact), a request
// checked against a guard's policy (urikit::check_request).
#include <urikit/http.hpp>
#include <urikit/request_guard.hpp>

#include <string>
#include <vector>

#include "src/capi/c_handles.hpp"

namespace {

using namespace urikit::capi;

// The parts' texts one after another in storage->text, each viewed by `out`.
// `storage` may hold the input: the parts are computed before it is written.
void store(urikit::request_parts const& p, urikit_buffer* storage, urikit_request_parts* out) {
    std::string& s = storage->text;
    s.clear();
    std::size_t const at[] = {0, p.scheme.size(), p.scheme.size() + p.connect_host.size(),
                              p.scheme.size() + p.connect_host.size() + p.target.size(),
                              p.scheme.size() + p.connect_host.size() + p.target.size() + p.host_field.size()};
    s.append(p.scheme).append(p.connect_host).append(p.target).append(p.host_field).append(p.zone_id);
    out->scheme = {s.data() + at[0], p.scheme.size()};
    out->connect_host = {s.data() + at[1], p.connect_host.size()};
    out->target = {s.data() + at[2], p.target.size()};
    out->host_field = {s.data() + at[3], p.host_field.size()};
    out->zone_id = {s.data() + at[4], p.zone_id.size()};
    out->port = p.port;
    out->tls = p.tls ? 1 : 0;
}

template <class Parts>
urikit_error parts_into(urikit_buffer* storage, urikit_request_parts* out, Parts&& parts) {
    if (storage == nullptr || out == nullptr) return c_error(invalid_argument);
    *out = urikit_request_parts{};
    return into(storage, [&]() -> urikit::error {
        auto const r = parts();
        if (!r) return r.error();
        store(*r, storage, out);
        return {};
    });
}

static_assert(URIKIT_ADDRESS_RESERVED == static_cast<int>(urikit::address_class::reserved), "the C values are the C++ ones");
bool read_list(urikit_string const* items, size_t count, std::vector<std::string>& out) {
    if (items == nullptr && count != 0) return false;
    for (size_t i = 0; i < count; ++i) {
        if (!text_ok(items[i].data, items[i].length)) return false;
        out.emplace_back(view(items[i].data, items[i].length));
    }
    return true;
}

// The C policy as the C++ one; false for a list pointer NULL with a count.
bool policy_of(urikit_request_policy const& c, urikit::request_policy& p) {
    p.refuse = {};
    for (unsigned k = 0; k <= static_cast<unsigned>(urikit::address_class::reserved); ++k) {
        if ((c.refuse >> k & 1u) != 0) p.refuse.add(static_cast<urikit::address_class>(k));
    }
    p.allow_names = c.allow_names != 0;
    p.refuse_ambiguous_host = c.refuse_ambiguous_host != 0;
    if (c.ports == nullptr && c.port_count != 0) return false;
    p.ports.assign(c.ports, c.ports + c.port_count);
    return read_list(c.allow_hosts, c.allow_host_count, p.allow_hosts) &&
           read_list(c.allow_sites, c.allow_site_count, p.allow_sites);
}

static_assert(URIKIT_REFERRER_UNSAFE_URL == static_cast<int>(urikit::referrer_policy::unsafe_url), "the C values are the C++ ones");
static_assert(URIKIT_REFERRER_STRICT_ORIGIN == static_cast<int>(urikit::referrer_policy::strict_origin), "the C values are the C++ ones");
static_assert(URIKIT_ADDRESS_LINK_LOCAL == static_cast<int>(urikit::address_class::link_local), "the C values are the C++ ones");

} // namespace

extern "C" {

urikit_error urikit_address_class_of(char const* host, size_t length, urikit_address_class* out) {
    if (out == nullptr || !text_ok(host, length)) return c_error(invalid_argument);
    *out = URIKIT_ADDRESS_GLOBAL;
    return guarded(nullptr, [&]() -> urikit::error {
        auto const c = urikit::address_class_of(view(host, length));
        if (!c) return c.error();
        *out = static_cast<urikit_address_class>(*c);
        return {};
    });
}

int urikit_is_internal(urikit_address_class c) {
    return c >= URIKIT_ADDRESS_GLOBAL && c <= URIKIT_ADDRESS_RESERVED && urikit::is_internal(static_cast<urikit::address_class>(c)) ? 1 : 0;
}

int urikit_referrer_policy_from_header(char const* value, size_t length, urikit_referrer_policy* out) {
    if (out == nullptr || !text_ok(value, length)) return 0;
    auto const p = urikit::referrer_policy_from_header(view(value, length));
    if (!p) return 0;
    *out = static_cast<urikit_referrer_policy>(*p);
    return 1;
}

urikit_error urikit_referrer(urikit_url const* current, urikit_url const* target, urikit_referrer_policy policy,
                             urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (current == nullptr || target == nullptr || !enum_ok(policy, URIKIT_REFERRER_UNSAFE_URL)) {
            return invalid_argument;
        }
        auto const p = static_cast<urikit::referrer_policy>(enum_value(policy));
        return urikit::referrer_into({.from = current->value, .to = target->value}, p, out->text);
    });
}

urikit_error urikit_redact(char const* text, size_t length, urikit_redact_options const* options, urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        if (!text_ok(text, length)) return invalid_argument;
        urikit::redact_options o;
        if (options != nullptr) {
            if (options->parameters == nullptr && options->parameter_count != 0) return invalid_argument;
            if (options->marker.data == nullptr && options->marker.length != 0) return invalid_argument;
            o.userinfo = options->userinfo != 0;
            o.query_values = options->query_values != 0;
            for (size_t i = 0; i < options->parameter_count; ++i) {
                urikit_string const p = options->parameters[i];
                if (!text_ok(p.data, p.length)) return invalid_argument;
                o.parameters.emplace_back(view(p.data, p.length));
            }
            if (options->marker.data != nullptr) o.marker = view(options->marker.data, options->marker.length);
        }
        urikit::redact_into(view(text, length), o, out->text);
        return {};
    });
}

int urikit_is_potentially_trustworthy(urikit_url const* url) {
    int answer = 0; // also when out of memory (the URL Standard's parse of a blob: URL's path)
    if (url == nullptr) return answer;
    (void)guarded(nullptr, [&]() -> urikit::error {
        answer = urikit::is_potentially_trustworthy(url->value) ? 1 : 0;
        return {};
    });
    return answer;
}

urikit_request_policy urikit_request_default_policy(void) {
    urikit_request_policy p{};
    for (unsigned c = 0; c <= static_cast<unsigned>(urikit::address_class::reserved); ++c) {
        if (urikit::is_internal(static_cast<urikit::address_class>(c))) p.refuse |= std::uint32_t{1} << c;
    }
    p.allow_names = 1;
    p.refuse_ambiguous_host = 1;
    return p;
}



urikit_error urikit_check_request(urikit_url const* url, urikit_request_policy const* policy, urikit_buffer* storage,
                                  urikit_request_parts* out) {
    return parts_into(storage, out, [&]() -> urikit::result<urikit::request_parts> {
        urikit::request_policy p;
        if (url == nullptr || (policy != nullptr && !policy_of(*policy, p))) return urikit::error{invalid_argument};
        return urikit::check_request(url->value, p);
    });
}

urikit_error urikit_check_request_text(char const* text, size_t length, urikit_request_policy const* policy,
                                       urikit_buffer* storage, urikit_request_parts* out) {
    return parts_into(storage, out, [&]() -> urikit::result<urikit::request_parts> {
        urikit::request_policy p;
        if (!text_ok(text, length) || (policy != nullptr && !policy_of(*policy, p))) return urikit::error{invalid_argument};
        return urikit::check_request(view(text, length), p);
    });
}

int urikit_differing_host_readings(char const* text, size_t length, urikit_url const* base,
                                   urikit_buffer* url_standard, urikit_buffer* rfc3986, uint32_t* rfc3986_offset) {
    if (!text_ok(text, length)) return -1;
    int answer = 0;
    urikit_error const e = guarded(nullptr, [&]() -> urikit::error {
        auto const r = urikit::differing_host_readings(view(text, length), base != nullptr ? &base->value : nullptr);
        if (!r) return {}; // the buffers are read before they are written: `text` may view one
        if (url_standard != nullptr) url_standard->text = r->url_standard;
        if (rfc3986 != nullptr) rfc3986->text = r->rfc3986;
        if (rfc3986_offset != nullptr) *rfc3986_offset = r->rfc3986_offset;
        answer = 1;
        return {};
    });
    return e.code == URIKIT_OK ? answer : -1;
}

urikit_error urikit_http_request_parts(char const* uri, size_t length, urikit_buffer* storage,
                                       urikit_request_parts* out) {
    return parts_into(storage, out, [&]() -> urikit::result<urikit::request_parts> {
        if (!text_ok(uri, length)) return urikit::error{invalid_argument};
        auto const u = urikit::parse_uri_reference(view(uri, length));
        if (!u) return u.error();
        return urikit::http_request_parts(*u);
    });
}

urikit_error urikit_uri_request_parts(urikit_uri const* uri, urikit_buffer* storage, urikit_request_parts* out) {
    return parts_into(storage, out, [&]() -> urikit::result<urikit::request_parts> {
        if (uri == nullptr) return urikit::error{invalid_argument};
        return urikit::http_request_parts(uri->value.view());
    });
}

urikit_error urikit_url_request_parts(urikit_url const* url, urikit_buffer* storage, urikit_request_parts* out) {
    return parts_into(storage, out, [&]() -> urikit::result<urikit::request_parts> {
        if (url == nullptr) return urikit::error{invalid_argument};
        return urikit::http_request_parts(url->value);
    });
}

} // extern "C"
