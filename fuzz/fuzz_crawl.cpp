// The crawler and HTTP forms, on any input: Safe Browsing's canonical URL
// is a fixed point whose host is the URL Standard's where that reads one
// (and its shortcut reads as reading both ways does), its lookup expressions are at most 30 distinct
// "host/path" strings of it; the IA's SURT key is printable ASCII (its
// pass-through forms aside), the same through surt_into with the input in
// the output string, and its session-id patterns equal the IA's regular
// expressions (std::regex, on short texts); the SSURT of a reference with a scheme or an authority leads
// back to it; a non-unique origin serializes to a URI with the same origin;
// a request target of the origin form is a path; a site ends in its suffix;
// Heritrix's SURT is its pattern's (std::regex, on short ASCII texts), the
// same with the input in the output string.
#include <set>
#include <string>

#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/site.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"
#include "src/crawl/google_canonical.hpp"
#include "src/crawl/ia_session_ids.hpp"
#include "tests/crawl/heritrix_reference.hpp"
#include "tests/crawl/ia_patterns_reference.hpp"

namespace {

// The parts of Safe Browsing's canonical URL as one text, or the error.
std::string google_parts(std::string_view s, urikit::detail::google_reading r, std::string* host = nullptr) {
    urikit::detail::google_url u;
    urikit::error const e = urikit::detail::google_canonical_parts(s, u, r);
    if (e.code != urikit::errc::ok) return "error " + std::to_string(static_cast<int>(e.code)) + " " + std::to_string(e.offset);
    if (host != nullptr) *host = u.host;
    return u.scheme + "://" + u.host + u.path + (u.has_query ? "?" + u.query : "");
}

// The browser's reading where it may differ is the browser's reading
// wherever it has one; and where the URL Standard reads a special URL with
// a host, the lookup host is that host (as a plain "http://host/" gives it).
void check_safe_browsing_reading(std::string_view s) {
    using urikit::detail::google_reading;
    std::string host;
    std::string const given = google_parts(s, google_reading::browser, &host);
    URIKIT_FUZZ_CHECK(given == google_parts(s, google_reading::both), s);
    auto const w = urikit::parse_web(s);
    if (!w || !w->is_special() || w->hostname().empty()) return;
    std::string plain_host;
    std::string const plain = google_parts("http://" + std::string(w->hostname()) + "/", google_reading::browser, &plain_host);
    URIKIT_FUZZ_CHECK(given.starts_with("error") == plain.starts_with("error"), s);
    URIKIT_FUZZ_CHECK(given.starts_with("error") || host == plain_host, s);
}

void check_safe_browsing(std::string_view s) {
    check_safe_browsing_reading(s);
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

bool printable_ascii(std::string_view key) {
    for (char c : key) {
        if (c <= 0x20 || c >= 0x7F) return false;
    }
    return true;
}

void check_ia(std::string_view s) {
    auto const key = urikit::surt(s);
    std::string aliased(s);
    urikit::error const e = urikit::surt_into(aliased, {}, aliased);
    URIKIT_FUZZ_CHECK(key.has_value() == (e.code == urikit::errc::ok), s);
    if (!key) {
        urikit::errc const c = key.error().code;
        URIKIT_FUZZ_CHECK(c == urikit::errc::invalid_port || c == urikit::errc::port_out_of_range ||
                              c == urikit::errc::missing_scheme || c == urikit::errc::idna_unavailable ||
                              c == urikit::errc::input_too_long || c == urikit::errc::output_too_long, s);
        URIKIT_FUZZ_CHECK(key.error().offset <= s.size(), s);
        return;
    }
    URIKIT_FUZZ_CHECK(aliased == *key, s);
    URIKIT_FUZZ_CHECK(s.starts_with("filedesc") || printable_ascii(*key), s);
    if (s.size() > 300 || s.find_first_of("\r\n") != std::string_view::npos) return;
    std::string query(s);
    urikit::detail::strip_ia_query_session_ids(query);
    URIKIT_FUZZ_CHECK(query == urikit::test::reference_strip_ia_query(std::string(s)), s);
    std::string path(s);
    urikit::detail::strip_ia_path_session_ids(path);
    URIKIT_FUZZ_CHECK(path == urikit::test::reference_strip_ia_path(std::string(s)), s);
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

void check_heritrix(std::string_view s) {
    auto const key = urikit::heritrix_surt(s);
    std::string aliased(s);
    urikit::error const e = urikit::heritrix_surt_into(aliased, aliased);
    URIKIT_FUZZ_CHECK(key.has_value() == (e.code == urikit::errc::ok), s);
    if (!key) {
        URIKIT_FUZZ_CHECK(key.error().code == urikit::errc::invalid_utf8 || key.error().code == urikit::errc::idna_unavailable, s);
        return;
    }
    URIKIT_FUZZ_CHECK(aliased == *key, s);
    bool ascii = s.size() <= 64;
    for (char const c : s) ascii = ascii && static_cast<unsigned char>(c) < 0x80 && c != '\0';
    if (ascii) URIKIT_FUZZ_CHECK(*key == urikit::test::heritrix_by_definition(std::string(s)), s);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    check_safe_browsing(s);
    check_ia(s);
    check_heritrix(s);
    if (auto const u = urikit::parse_uri_reference(s)) check_reference_forms(*u, s);
    return 0;
}
