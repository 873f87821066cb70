// The C API as a C caller drives it: the input is a program of calls on a
// few handles (a buffer, two web URLs, a URI, a URLSearchParams linked to
// the first URL and a standalone one), each text argument either bytes of
// the input or a view of a handle's own text (the buffer's, a URL part, the
// URI, a pair of a list), and every enum argument any byte. Properties:
// nothing crashes or reads out of bounds (ASan); a call whose text views
// its own output buffer answers as the same call on a copy; a URL setter
// given a view of the URL does what it does with a copy; a linked list
// always holds the pairs of its URL's query; an enum value naming nothing
// is URIKIT_ERR_INVALID_ARGUMENT.
#include <algorithm>
#include <string>

#include <urikit/url_search_params.hpp>
#include <urikit/urikit.h>

#include "fuzz_common.hpp"
#include "tests/capi/c_enum_arguments.h"

namespace {

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

struct handles {
    urikit_buffer* out = urikit_buffer_new();
    urikit_buffer* spare = urikit_buffer_new();
    urikit_url* url[2] = {nullptr, nullptr};
    urikit_uri* uri = nullptr;
    urikit_uri* base = nullptr; // http://b/c/d, a resolution's base
    urikit_search_params* linked = nullptr;
    urikit_search_params* standalone = urikit_search_params_new("a=1&b", 5);
    handles() { (void)urikit_uri_parse("http://b/c/d", 12, &base); }
    ~handles() {
        urikit_uri_free(base);
        urikit_search_params_free(linked);
        urikit_search_params_free(standalone);
        urikit_uri_free(uri);
        urikit_url_free(url[0]);
        urikit_url_free(url[1]);
        urikit_buffer_free(out);
        urikit_buffer_free(spare);
    }
};

urikit_string of(std::string_view t) { return {t.data(), t.size()}; }
std::string copy_of(urikit_string t) { return t.length == 0 ? std::string() : std::string(t.data, t.length); }

// A text argument: the input's bytes, or a view of a handle's own text (at
// most its first 4 KiB: outputs fed back as inputs would grow without end).
urikit_string any_argument(program& p, handles& h);

urikit_string argument(program& p, handles& h) {
    urikit_string a = any_argument(p, h);
    a.length = std::min<std::size_t>(a.length, 4096);
    return a;
}

urikit_string any_argument(program& p, handles& h) {
    switch (p.byte() % 8) {
    case 0: return urikit_buffer_text(h.out);
    case 1: return urikit_url_get(h.url[0], static_cast<urikit_url_part>(p.byte() % 10));
    case 2: return urikit_url_get(h.url[1], URIKIT_URL_HREF);
    case 3: return urikit_uri_str(h.uri);
    case 4: {
        urikit_string name{}, value{};
        (void)urikit_search_params_at(h.linked, p.byte() % 4, &name, &value);
        return p.byte() % 2 ? name : value;
    }
    default: return of(p.text());
    }
}

// A buffer call with its text in `out` itself against the same on a copy.
void buffer_call(program& p, handles& h, std::string_view s) {
    unsigned char const which = p.byte(), e = p.byte();
    urikit_string const arg = argument(p, h);
    std::string const copied = copy_of(arg);
    auto call = [&](char const* t, std::size_t n, urikit_buffer* o) -> urikit_error {
        switch (which % 11) {
        case 0: return urikit_test_normalize(t, n, e % 7, o);
        case 1: return urikit_uri_resolve(h.base, t, n, o);
        case 2: return urikit_to_iri(t, n, o);
        case 3: return urikit_surt(t, n, nullptr, o);
        case 4: return urikit_safe_browsing_expressions(t, n, o, nullptr);
        case 5: return urikit_test_request_target(t, n, e % 6, o);
        case 6: return urikit_site(t, n, o, nullptr);
        case 7: return urikit_resolve_location(h.url[1], t, n, o);
        case 8: {
            urikit_dedup_options d = urikit_dedup_default_options();
            d.strip_www = e % 2;
            return urikit_normalize_dedup(t, n, e % 3 != 0 ? &d : nullptr, o);
        }
        case 9: { // the parts' texts in `o`, compared as one text
            urikit_request_parts parts;
            return urikit_http_request_parts(t, n, o, &parts);
        }
        default: {
            urikit_domain_options const strict{1};
            return urikit_domain_to_ascii(t, n, e % 2 != 0 ? &strict : nullptr, o);
        }
        }
    };
    urikit_error const want = call(copied.data(), copied.size(), h.spare);
    std::string const want_text = copy_of(urikit_buffer_text(h.spare));
    urikit_error const got = call(arg.data, arg.length, h.out);
    URIKIT_FUZZ_CHECK(got.code == want.code && got.offset == want.offset, s);
    URIKIT_FUZZ_CHECK(copy_of(urikit_buffer_text(h.out)) == want_text, s); // empty after an error
    if ((which % 11 == 0 && e % 7 > 4) || (which % 11 == 5 && e % 6 > 3)) {
        URIKIT_FUZZ_CHECK(got.code == URIKIT_ERR_INVALID_ARGUMENT, s);
    }
}

// A URL setter with a value viewing the URL (or anything) against the same on a clone.
void url_set(program& p, handles& h, std::string_view s) {
    int const part = p.byte() % 12;
    urikit_string const value = argument(p, h);
    std::string const copied = copy_of(value);
    urikit_url* const clone = urikit_url_clone(h.url[0]);
    urikit_error const want = urikit_test_url_set(clone, part, copied.data(), copied.size());
    urikit_error const got = urikit_test_url_set(h.url[0], part, value.data, value.length);
    URIKIT_FUZZ_CHECK(got.code == want.code && got.offset == want.offset, s);
    URIKIT_FUZZ_CHECK(copy_of(urikit_url_get(h.url[0], URIKIT_URL_HREF)) == copy_of(urikit_url_get(clone, URIKIT_URL_HREF)), s);
    urikit_url_free(clone);
}

void list_call(program& p, handles& h) {
    urikit_search_params* const list = p.byte() % 3 ? h.linked : h.standalone;
    urikit_string const name = argument(p, h);
    std::string const n = copy_of(name); // a view of the list may move as it changes
    urikit_string const value = argument(p, h);
    std::string const v = copy_of(value);
    switch (p.byte() % 5) {
    case 0: (void)urikit_search_params_append(list, name.data, name.length, value.data, value.length); break;
    case 1: (void)urikit_search_params_set(list, name.data, name.length, value.data, value.length); break;
    case 2: urikit_search_params_remove(list, n.data(), n.size(), nullptr, 0); break;
    case 3: urikit_search_params_sort(list); break;
    default: (void)urikit_search_params_has(list, n.data(), n.size(), v.data(), v.size()); break;
    }
}

// The linked list holds its URL's query as the Standard's parser reads it.
void check_linked(handles& h, std::string_view s) {
    urikit_string const query = urikit_url_get(h.url[0], URIKIT_URL_SEARCH);
    std::string const q = copy_of(query);
    urikit::url_search_params const expected(q);
    std::size_t const n = urikit_search_params_size(h.linked);
    URIKIT_FUZZ_CHECK(n == expected.size(), s);
    for (std::size_t i = 0; i < n; ++i) {
        urikit_string name{}, value{};
        URIKIT_FUZZ_CHECK(urikit_search_params_at(h.linked, i, &name, &value) == 1, s);
        URIKIT_FUZZ_CHECK(copy_of(name) == expected[i].name && copy_of(value) == expected[i].value, s);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const input(data, size);
    std::string_view const s = input.view();
    handles h;
    if (urikit_url_parse("https://u:p@example.com:8443/a/b?x=1&y=%41#f", 45, nullptr, &h.url[0]).code != URIKIT_OK ||
        urikit_url_parse("http://b.example/d/p", 20, nullptr, &h.url[1]).code != URIKIT_OK)
        return 0;
    (void)urikit_uri_parse("HTTP://Example.COM:80/p/./q?b=2&a=1#F", 37, &h.uri);
    h.linked = urikit_search_params_of_url(h.url[0]);
    program p{s};
    for (int steps = 0; p.more() && steps < 64; ++steps) {
        switch (p.byte() % 4) {
        case 0: buffer_call(p, h, s); break;
        case 1: url_set(p, h, s); break;
        default: list_call(p, h); break;
        }
        check_linked(h, s);
    }
    return 0;
}
