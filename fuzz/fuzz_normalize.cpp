// normalize, every profile (dedup too): the result re-parses to exactly the components
// normalize recorded, and normalizing it again changes nothing; the shortcut
// for references already normal (find_normal_form) gives exactly what the
// writer gives, text and offsets, and finds every form that the change marks
// find on a view without the fast split's facts.
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const u = urikit::parse_uri_reference(s);
    if (!u) return 0;
    for (auto p : {urikit::profile::rfc3986, urikit::profile::http, urikit::profile::cache_key, urikit::profile::dedup}) {
        if (p != urikit::profile::dedup) check_shortcut(*u, p, s); // dedup is built, never copied
        auto const n = urikit::normalize(*u, p);
        if (!n) {
            URIKIT_FUZZ_CHECK(p != urikit::profile::rfc3986, s); // only IDNA can fail
            continue;
        }
        auto const again = urikit::parse_uri_reference(n->str());
        URIKIT_FUZZ_CHECK(again.has_value(), s);
        URIKIT_FUZZ_CHECK(again->parts().offsets == n->parts().offsets, s);
        URIKIT_FUZZ_CHECK(again->host_kind() == n->parts().host_kind, s);
        auto const twice = urikit::normalize(*again, p);
        URIKIT_FUZZ_CHECK(twice.has_value() && twice->str() == n->str(), s);
    }
    return 0;
}
