// normalize, every profile (dedup too): the result re-parses to exactly the components
// normalize recorded, and normalizing it again changes nothing; the shortcut
// for references already normal (find_normal_form) gives exactly what the
// writer gives, text and offsets, and finds every form that the change marks
// find on a view without the fast split's facts; the cache key is the http
// form without its fragment and empty query, its parameters sorted by a
// plain stable sort on their decoded names (SPEC.md).
#include <algorithm>
#include <string>
#include <vector>

#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "fuzz_common.hpp"
#include "src/rfc3986/already_normal.hpp"

namespace {

void check_shortcut(urikit::uri_view u, urikit::profile p, std::string_view s) {
    // A view without the fast split's facts looks with change marks; what it finds, the facts find.
    auto const without_facts = urikit::uri_view::from_parts(s, u.parts());
    URIKIT_FUZZ_CHECK(without_facts.has_value(), s);
    auto const marked = urikit::detail::find_normal_form(*without_facts, p);
    auto const found = urikit::detail::find_normal_form(u, p);
    if (marked.length != std::string_view::npos) {
        URIKIT_FUZZ_CHECK(marked.length == found.length && marked.sort_query == found.sort_query, s);
    }
    if (found.length == std::string_view::npos) return;
    std::string copied, written;
    urikit::components copied_parts, written_parts;
    URIKIT_FUZZ_CHECK(urikit::normalize_into(u, p, copied, &copied_parts).code == urikit::errc::ok, s);
    URIKIT_FUZZ_CHECK(urikit::detail::normalize_by_writing(u, p, written, &written_parts).code == urikit::errc::ok, s);
    URIKIT_FUZZ_CHECK(copied == written && copied_parts == written_parts, s);
}

// The definition: split on "&", the name up to the first "=", decoded (by
// the query codec, not the sort's own reading) and compared as unsigned
// bytes; a stable sort.
std::string sorted_by_decoded_name(std::string_view q, std::string_view s) {
    struct parameter {
        std::string_view text;
        std::string name;
    };
    std::vector<parameter> params;
    for (std::size_t b = 0;;) {
        std::size_t const e = std::min(q.find('&', b), q.size());
        std::string_view const text = q.substr(b, e - b);
        auto decoded = urikit::pct_decode(text.substr(0, std::min(text.find('='), text.size())), urikit::codec::query);
        URIKIT_FUZZ_CHECK(decoded.has_value(), s);
        params.push_back({text, std::move(*decoded)});
        if (e == q.size()) break;
        b = e + 1;
    }
    std::stable_sort(params.begin(), params.end(), [](parameter const& a, parameter const& b) {
        return std::lexicographical_compare(a.name.begin(), a.name.end(), b.name.begin(), b.name.end(),
                                            [](char x, char y) { return static_cast<unsigned char>(x) < static_cast<unsigned char>(y); });
    });
    std::string out;
    for (std::size_t k = 0; k < params.size(); ++k) out.append(k == 0 ? "" : "&").append(params[k].text);
    return out;
}

void check_cache_key_by_definition(urikit::uri_view u, std::string_view key, std::string_view s) {
    auto const normalized = urikit::normalize(u, urikit::profile::http);
    URIKIT_FUZZ_CHECK(normalized.has_value(), s);
    urikit::uri_view const http = normalized->view();
    std::string want(http.str().substr(0, http.has_fragment() ? http.str().size() - http.fragment().size() - 1
                                                                 : http.str().size()));
    if (http.has_query()) {
        want.resize(want.size() - http.query().size() - 1);
        if (!http.query().empty()) want.append("?").append(sorted_by_decoded_name(http.query(), s));
    }
    URIKIT_FUZZ_CHECK(key == want, s);
}

} // namespace

// A normal form re-parses to the offsets it was written with and is a
// fixed point; it fails only where it may (the host's IDNA: not under the
// rfc3986 profile).
template <class Normal>
void check_normal_form(urikit::uri_view u, std::string_view s, bool may_fail, Normal normal) {
    auto const n = normal(u);
    if (!n) {
        URIKIT_FUZZ_CHECK(may_fail, s);
        return;
    }
    auto const again = urikit::parse_uri_reference(n->str());
    URIKIT_FUZZ_CHECK(again.has_value(), s);
    URIKIT_FUZZ_CHECK(again->parts().offsets == n->parts().offsets, s);
    URIKIT_FUZZ_CHECK(again->host_kind() == n->parts().host_kind, s);
    auto const twice = normal(*again);
    URIKIT_FUZZ_CHECK(twice.has_value() && twice->str() == n->str(), s);
}

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return 0;
    for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key, urikit::profile::http_cache}) {
        check_shortcut(*u, p, s);
        check_normal_form(*u, s, p != urikit::profile::rfc3986, [p](urikit::uri_view v) { return urikit::normalize(v, p); });
        if (auto const n = urikit::normalize(*u, p); n && p == urikit::profile::cache_key) check_cache_key_by_definition(*u, n->str(), s);
    }
    check_normal_form(*u, s, true, [](urikit::uri_view v) { return urikit::normalize_dedup(v); }); // built, never copied
    return 0;
}
