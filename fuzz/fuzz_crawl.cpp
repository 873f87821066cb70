// The crawler and HTTP forms, on any input: Safe Browsing's canonical URL
// is a fixed point and its lookup expressions are at most 30 distinct
// "host/path" strings of it; the IA canonicalization under the SURT is
// idempotent (but for a host beginning with two www labels: the IA removes
// one); the SSURT of a reference with a scheme or an authority leads
// back to it; a non-unique origin serializes to a URI with the same origin;
// a request target of the origin form is a path; a site ends in its suffix.
#include <set>
#include <string>

#include <urikit/crawl.hpp>
#include <urikit/http_forms.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>

#include "fuzz_common.hpp"
#include "src/crawl/ia_canonical.hpp"

namespace {

void check_safe_browsing(std::string_view s) {
    auto const c = urikit::safe_browsing_canonical(s);
    if (!c) return;
    auto const again = urikit::safe_browsing_canonical(*c);
    URIKIT_FUZZ_CHECK(again.has_value() && *again == *c, s);
    auto const e = urikit::safe_browsing_expressions(s);
    URIKIT_FUZZ_CHECK(e.has_value() && !e->empty() && e->size() <= 30, s);
    URIKIT_FUZZ_CHECK(std::set<std::string>(e->begin(), e->end()).size() == e->size(), s);
    std::string_view const rest = std::string_view(*c).substr(c->find("://") + 3);
    URIKIT_FUZZ_CHECK(e->front() == rest, s); // the exact host and path first
}

std::string ia_text(urikit::detail::ia_url const& u) {
    return u.scheme + "://" + u.host + (u.port.empty() ? "" : ":" + u.port) + u.path + (u.has_query ? "?" + u.query : "");
}

// The IA removes one leading "www" or "www" + digits label: a host that
// still begins with one after that changes again (as the IA's does).
bool starts_with_www_label(std::string_view host) {
    if (host.substr(0, 3) != "www") return false;
    std::size_t i = 3;
    while (i < host.size() && host[i] >= '0' && host[i] <= '9') ++i;
    return i < host.size() && host[i] == '.';
}

void check_ia(std::string_view s) {
    urikit::detail::ia_url first;
    if (urikit::detail::ia_canonical_parts(s, first).code != urikit::errc::ok) return;
    urikit::detail::ia_url second;
    std::string const text = ia_text(first);
    URIKIT_FUZZ_CHECK(urikit::detail::ia_canonical_parts(text, second).code == urikit::errc::ok, s);
    URIKIT_FUZZ_CHECK(ia_text(second) == text || starts_with_www_label(first.host), s);
    URIKIT_FUZZ_CHECK(urikit::surt(s).has_value(), s);
}

void check_reference_forms(urikit::uri_view u, std::string_view s) {
    if (u.has_scheme() || u.has_authority()) {
        auto const back = urikit::from_ssurt(urikit::ssurt(u).value());
        URIKIT_FUZZ_CHECK(back.has_value() && back->str() == s, s);
    }
    if (auto const o = urikit::origin(u); o && !o->is_unique()) {
        std::string const text = o->serialize();
        auto const serialized = urikit::parse_uri(text);
        URIKIT_FUZZ_CHECK(serialized.has_value(), s);
        auto const same = urikit::origin(*serialized);
        URIKIT_FUZZ_CHECK(same.has_value() && same_origin(*o, *same), s);
    }
    if (auto const t = urikit::request_target(u)) {
        URIKIT_FUZZ_CHECK(!t->empty() && t->front() == '/', s);
        URIKIT_FUZZ_CHECK(urikit::host_field(u).has_value(), s);
    }
    if (auto const p = urikit::site(u); p && p->site) {
        URIKIT_FUZZ_CHECK(p->suffix.has_value() && p->site->size() > p->suffix->size(), s);
        URIKIT_FUZZ_CHECK(p->site->compare(p->site->size() - p->suffix->size(), std::string::npos, *p->suffix) == 0, s);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    check_safe_browsing(s);
    check_ia(s);
    if (auto const u = urikit::parse_uri_reference(s)) check_reference_forms(*u, s);
    return 0;
}
