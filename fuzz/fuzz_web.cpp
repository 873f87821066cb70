// web mode: input, base and setter values separated by \x01 (a C0 control:
// trimmed or encoded by the parser, so losing it as data loses little).
// Properties: parse_web never crashes; a URL's href parses again to the same
// href (idempotent); the href is its record serialized; to_uri always gives
// a URI parse_uri accepts, naming the same bytes; the same after parsing
// against a fuzzed base and after every setter (a setter that reports no
// change left the href as it was; set_href gives the value's parse or
// leaves the URL as it was); a setter given a view of the URL's own href
// (whole, or one component) does what it does with a copy of that view.
#include <iterator>
#include <string>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"
#include "src/core/pct_codec.hpp"
#include "src/web/web_parse.hpp"

namespace {

std::vector<std::string_view> split_fields(std::string_view s) {
    std::vector<std::string_view> f;
    for (std::size_t b = 0;;) {
        std::size_t const e = s.find('\x01', b);
        f.push_back(s.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
        if (e == std::string_view::npos) return f;
        b = e + 1;
    }
}

std::string decoded(std::string_view s) {
    std::string out;
    urikit::detail::append_pct_decoded_lenient(out, s);
    return out;
}

// The URL serializer applied to the record's fields.
std::string serialized(urikit::web_url const& u) {
    std::string s(u.protocol());
    if (u.host_kind() != urikit::web_host_kind::none) {
        s += "//";
        if (!u.username().empty() || !u.password().empty()) {
            s += u.username();
            if (!u.password().empty()) s += ":" + std::string(u.password());
            s += "@";
        }
        s += u.host_and_port();
    } else if (!u.has_opaque_path() && u.pathname().substr(0, 2) == "//") {
        s += "/.";
    }
    s += u.pathname();
    if (u.has_query()) s += "?" + std::string(u.query());
    if (u.has_fragment()) s += "#" + std::string(u.fragment());
    return s;
}

void check(urikit::web_url const& u, std::string_view input) {
    URIKIT_FUZZ_CHECK(serialized(u) == u.href(), input);
    auto const again = urikit::parse_web(u.href());
    URIKIT_FUZZ_CHECK(again.has_value(), input);
    URIKIT_FUZZ_CHECK(again->href() == u.href(), input);
    URIKIT_FUZZ_CHECK(again->host_kind() == u.host_kind(), input);
    auto const as_uri = urikit::to_rfc3986(u);
    URIKIT_FUZZ_CHECK(as_uri.has_value(), input);
    auto const parsed = urikit::parse_uri(as_uri->str());
    URIKIT_FUZZ_CHECK(parsed.has_value(), input);
    URIKIT_FUZZ_CHECK(parsed->parts().offsets == as_uri->parts().offsets, input);
    URIKIT_FUZZ_CHECK(decoded(as_uri->str()) == decoded(u.href()), input);
}

urikit::error set(urikit::web_url& u, unsigned which, std::string_view value) {
    switch (which % 10) {
    case 0: return u.set_protocol(value);
    case 1: return u.set_username(value);
    case 2: return u.set_password(value);
    case 3: return u.set_host_and_port(value);
    case 4: return u.set_hostname(value);
    case 5: return u.set_port(value);
    case 6: return u.set_pathname(value);
    case 7: return u.set_search(value);
    case 8: return u.set_hash(value);
    default: {
        // On success the URL is the value's parse.
        auto const parsed = urikit::parse_web(value);
        urikit::error const e = u.set_href(value);
        if ((e.code == urikit::errc::ok) != parsed.has_value() || (parsed && u.href() != parsed->href())) std::abort();
        return e;
    }
    }
}

// A setter's answer; a refusal leaves the URL as it was, and its offset is
// in the value.
urikit::error apply(urikit::web_url& u, unsigned which, std::string_view value) {
    std::string const before = u.href();
    urikit::error const e = set(u, which, value);
    if (e.code != urikit::errc::ok && (u.href() != before || e.offset > value.size())) std::abort();
    return e;
}

// Every setter with a view of the URL's own text (the aliasing contract):
// the same answer and href as with a copy of the view.
void apply_own_views(urikit::web_url const& u, unsigned seed, std::string_view input) {
    for (unsigned k = 0; k < 10; ++k) {
        urikit::web_url aliased = u, copied = u;
        std::string_view const views[] = {aliased.href(), aliased.hostname(), aliased.host_and_port(), aliased.pathname(),
                                          aliased.search(), aliased.hash(), aliased.query()};
        std::string_view const view = views[(seed + k) % std::size(views)];
        std::string const copy(view);
        urikit::error const expected = apply(copied, k, copy);
        URIKIT_FUZZ_CHECK(apply(aliased, k, view) == expected && aliased.href() == copied.href(), input);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    if (size == 0) return 0;
    urikit::fuzz::exact_copy const copy(data + 1, size - 1);
    unsigned const setters = data[0];
    auto const fields = split_fields(copy.view());
    auto u = urikit::parse_web(fields[0]);
    if (u) check(*u, copy.view());
    // The one-copy path and the general one agree, success or failure.
    urikit::web_url general;
    urikit::error const g = urikit::detail::parse_web_record(fields[0], nullptr, general, false);
    URIKIT_FUZZ_CHECK((g.code == urikit::errc::ok) == u.has_value(), copy.view());
    if (u) {
        URIKIT_FUZZ_CHECK(general.href() == u->href() && general.parts() == u->parts() &&
                              general.host_kind() == u->host_kind(),
                          copy.view());
    }
    if (fields.size() > 1) {
        auto const base = urikit::parse_web(fields[1]);
        if (base) {
            check(*base, copy.view());
            auto const relative = urikit::parse_web(fields[0], &*base);
            if (relative) check(*relative, copy.view());
            if (!u && relative) u = relative;
            if (!u) u = base;
        }
    }
    if (!u) return 0;
    for (std::size_t i = 2; i < fields.size(); ++i) {
        (void)apply(*u, setters + static_cast<unsigned>(i) * 3u, fields[i]); // checks a refusal changes nothing
        check(*u, copy.view());
    }
    apply_own_views(*u, setters, copy.view());
    return 0;
}
