// The C API's edits against the C++ API they stand for (urikit.h says which
// C++ call each C call is): a reference and a web URL made from the input's
// first text, then a program of edits applied to the C handles and to a C++
// uri and web_url side by side, each value either bytes of the input or a
// view of the edited object's own text (the C value viewing the C handle,
// the C++ value viewing the C++ object, so both take the aliased path).
// Properties: after every edit the same error (code and offset) and the
// same text; a removal that counts counts the same.
#include <optional>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/uri.hpp>
#include <urikit/urikit.h>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"

namespace {

using urikit::component;

// The program's reader: one byte a choice, texts up to a ';' (or the end).
struct program {
    std::string_view s;
    std::size_t at = 0;
    bool more() const { return at < s.size(); }
    unsigned char byte() { return more() ? static_cast<unsigned char>(s[at++]) : 0; }
    std::string_view text() {
        std::size_t const end = std::min(s.find(';', at), s.size());
        std::string_view const t = s.substr(at, end - at);
        at = end + 1;
        return t;
    }
};

struct pair_of_values {
    std::string_view c, cpp; // the C call's value and the C++ call's (equal bytes)
};

struct objects {
    urikit_uri* c_uri = nullptr;
    urikit::uri cpp_uri;
    urikit_url* c_url = nullptr;
    urikit::web_url cpp_url;
    ~objects() {
        urikit_uri_free(c_uri);
        urikit_url_free(c_url);
    }
};

std::string_view of(urikit_string s) { return {s.data, s.length}; }

// A value: the input's next text, or (one choice in three) the edited
// object's own component, a view of the object each side edits.
pair_of_values value(program& p, objects& o, bool of_url) {
    unsigned char const how = p.byte();
    if (how % 3 != 0) {
        std::string_view const t = p.text();
        return {t, t};
    }
    if (of_url) {
        auto const part = static_cast<urikit_url_part>(how / 3 % 10);
        std::string_view const c = of(urikit_url_get(o.c_url, part));
        if (c.empty()) return {c, std::string_view()}; // no text to view (its pointer may be null)
        std::string_view const cpp = std::string_view(o.cpp_url.href()).substr(
            static_cast<std::size_t>(c.data() - urikit_url_get(o.c_url, URIKIT_URL_HREF).data), c.size());
        return {c, cpp};
    }
    auto const which = static_cast<urikit_component>(how / 3 % 7);
    std::string_view const c = of(urikit_uri_get(o.c_uri, which));
    std::string_view const cpp = o.cpp_uri.get(static_cast<component>(which));
    return {c, cpp};
}

urikit::error cpp_set(urikit::uri& u, component c, std::string_view v, bool encoded) {
    switch (c) {
    case component::scheme: return u.set_scheme(v);
    case component::userinfo: return encoded ? u.set_encoded_userinfo(v) : u.set_userinfo(v);
    case component::host: return encoded ? u.set_encoded_host(v) : u.set_host(v);
    case component::port: return u.set_port(v);
    case component::path: return encoded ? u.set_encoded_path(v) : u.set_path(v);
    case component::query: return encoded ? u.set_encoded_query(v) : u.set_query(v);
    case component::fragment: return encoded ? u.set_encoded_fragment(v) : u.set_fragment(v);
    }
    return {};
}

urikit::error cpp_remove(urikit::uri& u, component c) {
    switch (c) {
    case component::scheme: return u.remove_scheme();
    case component::userinfo: u.remove_userinfo(); return {};
    case component::host: return u.remove_authority();
    case component::port: u.remove_port(); return {};
    case component::path: return {urikit::errc::invalid_argument, 0};
    case component::query: u.remove_query(); return {};
    case component::fragment: u.remove_fragment(); return {};
    }
    return {};
}

urikit::error cpp_url_set(urikit::web_url& w, urikit_url_part part, std::string_view v) {
    switch (part) {
    case URIKIT_URL_HREF: return w.set_href(v);
    case URIKIT_URL_PROTOCOL: return w.set_protocol(v);
    case URIKIT_URL_USERNAME: return w.set_username(v);
    case URIKIT_URL_PASSWORD: return w.set_password(v);
    case URIKIT_URL_HOST_AND_PORT: return w.set_host_and_port(v);
    case URIKIT_URL_HOSTNAME: return w.set_hostname(v);
    case URIKIT_URL_PORT: return w.set_port(v);
    case URIKIT_URL_PATHNAME: return w.set_pathname(v);
    case URIKIT_URL_SEARCH: return w.set_search(v);
    case URIKIT_URL_HASH: return w.set_hash(v);
    }
    return {};
}

bool same(urikit_error c, urikit::error cpp) {
    return c.code == static_cast<int>(cpp.code) && c.offset == cpp.offset;
}

// One edit on both sides; false when the program is over.
bool step(program& p, objects& o) {
    if (!p.more()) return false;
    unsigned char const op = p.byte();
    auto const c = static_cast<urikit_component>(p.byte() % 7);
    auto const cc = static_cast<component>(c);
    urikit_error ce{};
    urikit::error e{};
    switch (op % 8) {
    case 0:
    case 1: {
        pair_of_values const v = value(p, o, false);
        ce = op % 8 == 0 ? urikit_uri_set(o.c_uri, c, v.c.data(), v.c.size())
                         : urikit_uri_set_encoded(o.c_uri, c, v.c.data(), v.c.size());
        e = cpp_set(o.cpp_uri, cc, v.cpp, op % 8 == 1);
        break;
    }
    case 2:
        ce = urikit_uri_remove(o.c_uri, c);
        e = cpp_remove(o.cpp_uri, cc);
        break;
    case 3: {
        pair_of_values const v = value(p, o, false);
        ce = urikit_uri_append_segment(o.c_uri, v.c.data(), v.c.size());
        e = o.cpp_uri.append_segment(v.cpp);
        break;
    }
    case 4:
    case 5: {
        pair_of_values const k = value(p, o, false); // key and value may both view the object
        bool const alone = p.byte() % 4 == 0;
        pair_of_values const v = value(p, o, false);
        // C's NULL value is the key alone: also a view of an empty component,
        // whose pointer may be NULL (urikit.h), which C++ then takes as none.
        char const* const vc = alone ? nullptr : v.c.data();
        std::optional<std::string_view> const vcpp =
            vc == nullptr ? std::nullopt : std::optional<std::string_view>(v.cpp);
        ce = op % 8 == 4 ? urikit_uri_append_param(o.c_uri, k.c.data(), k.c.size(), vc, alone ? 0 : v.c.size())
                         : urikit_uri_set_param(o.c_uri, k.c.data(), k.c.size(), vc, alone ? 0 : v.c.size());
        e = op % 8 == 4 ? o.cpp_uri.append_param(k.cpp, vcpp) : o.cpp_uri.set_param(k.cpp, vcpp);
        break;
    }
    case 6: {
        pair_of_values const k = value(p, o, false);
        std::size_t removed = 0;
        ce = urikit_uri_remove_params(o.c_uri, k.c.data(), k.c.size(), &removed);
        URIKIT_FUZZ_CHECK(removed == o.cpp_uri.remove_params(k.cpp), p.s);
        break;
    }
    default: {
        auto const part = static_cast<urikit_url_part>(p.byte() % 10);
        pair_of_values const v = value(p, o, true);
        ce = urikit_url_set(o.c_url, part, v.c.data(), v.c.size());
        e = cpp_url_set(o.cpp_url, part, v.cpp);
        URIKIT_FUZZ_CHECK(same(ce, e), p.s);
        URIKIT_FUZZ_CHECK(of(urikit_url_get(o.c_url, URIKIT_URL_HREF)) == o.cpp_url.href(), p.s);
        return true;
    }
    }
    URIKIT_FUZZ_CHECK(same(ce, e), p.s);
    URIKIT_FUZZ_CHECK(of(urikit_uri_str(o.c_uri)) == o.cpp_uri.str(), p.s);
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    program p{copy.view()};
    std::string_view const first = p.text();
    auto const parsed = urikit::parse_uri_reference(first);
    auto const web = urikit::parse_web(first);
    objects o;
    std::string_view const start = parsed ? first : std::string_view("HTTP://Example.COM:80/p/./q?b=2&a=1#F");
    if (urikit_uri_parse(start.data(), start.size(), &o.c_uri).code != URIKIT_OK) return 0;
    o.cpp_uri = urikit::uri(urikit::parse_uri_reference(start).value());
    std::string_view const href = web ? first : std::string_view("https://u:p@example.org:8443/a/b?x=1#y");
    if (urikit_url_parse(href.data(), href.size(), nullptr, &o.c_url).code != URIKIT_OK) return 0;
    o.cpp_url = urikit::parse_web(href).value();
    URIKIT_FUZZ_CHECK(of(urikit_url_get(o.c_url, URIKIT_URL_HREF)) == o.cpp_url.href(), p.s);
    // Each edit may double the text (a value viewing it): stop at 64 KiB.
    auto const small = [&o] { return o.cpp_uri.str().size() < (1u << 16) && o.cpp_url.href().size() < (1u << 16); };
    for (int n = 0; n < 64 && small() && step(p, o); ++n) {}
    return 0;
}
