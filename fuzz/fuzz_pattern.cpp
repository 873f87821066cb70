// url_pattern: the input is "PATTERN\nURL". Properties: nothing crashes or
// throws, whatever the pattern (as a constructor string and as an init
// member); a pattern's normalized strings, given back as an init, make a
// pattern whose strings are a fixed point; matching agrees with the
// Standard's own expressions run by std::regex (ECMAScript) where both are
// small enough for a backtracking engine (short texts, at most three
// groups, none repeated); exec's groups are the ECMAScript program's
// whether or not the component runs it; and where exec matched and
// generate applies, the generated pathname is matched again with the same
// other components.
#include <array>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

#include "fuzz_common.hpp"
#include "src/pattern/ecma_program.hpp"
#include "src/pattern/js_regexp_reader.hpp"
#include "src/pattern/part_list_text.hpp"
#include "src/pattern/url_pattern_data.hpp"

namespace {

using urikit::url_pattern;
using urikit::url_pattern_component;
using urikit::url_pattern_init;

std::array<std::optional<std::string_view>*, 8> members(url_pattern_init& init) {
    return {&init.protocol, &init.username, &init.password, &init.hostname,
            &init.port,     &init.pathname, &init.search,   &init.hash};
}

// The normalized pattern strings given back as an init (with the separators
// init processing removes: a protocol's one trailing ":", a search's
// leading "?", a hash's leading "#").
std::optional<url_pattern> given_back(url_pattern const& p) {
    url_pattern_init init;
    auto const m = members(init);
    std::string const protocol = std::string(p.protocol()) + ":", search = "?" + std::string(p.search()),
                      hash = "#" + std::string(p.hash());
    for (std::size_t k = 0; k < 8; ++k) *m[k] = p.pattern(static_cast<url_pattern_component>(k));
    init.protocol = protocol;
    init.search = search;
    init.hash = hash;
    auto again = urikit::parse_url_pattern(init);
    if (!again) return std::nullopt;
    return std::move(*again);
}

// Whether a component has a fixed-text part that canonicalized to nothing.
bool has_empty_fixed_text(url_pattern const& p) {
    for (auto const& component : urikit::detail::url_pattern_data::of(p).components) {
        for (auto const& part : component.parts) {
            if (part.type == urikit::detail::part_type::fixed_text && part.value.empty()) return true;
        }
    }
    return false;
}

// Given back, the pattern strings make a pattern, and given back once more
// the same one. (Not always at once: a piece of fixed text the Standard
// canonicalizes to nothing, "/.." after "/-", stays an empty part, so
// ":le" before it is written without the braces "{:le}" needs before
// "{bar}?"; the strings given back say "{:le}" from then on.)
void check_fixed_point(url_pattern const& first, std::string_view s) {
    // The Standard reads a hostname as IPv6 when it begins "[", "{[" or "\\["
    // and has 2 characters or more: "\\[" alone is an IPv6 hostname "[", which
    // given back (1 character) is none and fails the host parser. No fixed
    // point there, by the Standard's own steps (fuzz_pattern found it).
    if (first.hostname() == "[") return;
    auto const p = given_back(first);
    // A piece of fixed text the Standard canonicalizes to nothing (a TAB)
    // between a group and "*" leaves "(ca)*?": "generate a pattern string"
    // writes "*" after any fixed-text part, even an empty one, and the
    // string then reads as a modifier on the group ("(ca)\t*?ht" against
    // https://example.com/a/b: pathname "/a/(ca)*?ht", pattern_syntax when
    // given back). The Standard's own steps, fuzz_pattern found it.
    if (!p && has_empty_fixed_text(first)) return;
    URIKIT_FUZZ_CHECK(p.has_value(), s);
    auto const again = given_back(*p);
    URIKIT_FUZZ_CHECK(again.has_value(), s);
    for (std::size_t k = 0; k < 8; ++k) {
        auto const c = static_cast<url_pattern_component>(k);
        // The Standard drops a default port before canonicalizing: "443x"
        // becomes "443" and stays, "443" given back is dropped.
        if (c == url_pattern_component::port && again->port().empty()) continue;
        URIKIT_FUZZ_CHECK(again->pattern(c) == p->pattern(c), s);
    }
    URIKIT_FUZZ_CHECK(again->has_regexp_groups() == first.has_regexp_groups(), s);
}

// The Standard's expression of component `k` (JavaScript syntax) run by std::regex.
void check_reference(url_pattern const& p, urikit::web_url const& url, std::size_t k, std::string_view s) {
    auto const& component = urikit::detail::url_pattern_data::of(p).components[k];
    std::string js;
    std::vector<std::string> names;
    if (urikit::detail::generate_regexp(component.parts, component.options, urikit::detail::regexp_dialect::javascript,
                                        js, names))
        return;
    // std::regex backtracks: "(.*)" forty times, "/**" ("(?:.*)" repeated) or
    // "((?:a+)+)" are exponential there (the reason urikit runs RE2); the
    // reference runs on at most three groups, none repeated or nesting one.
    if (names.size() > 3) return;
    for (auto const& part : component.parts) {
        bool const repeated = part.modifier == urikit::detail::part_modifier::zero_or_more ||
                              part.modifier == urikit::detail::part_modifier::one_or_more;
        if ((repeated && part.type != urikit::detail::part_type::fixed_text) || part.value.find('(') != std::string::npos)
            return;
    }
    for (std::size_t at; (at = js.find("[^]")) != std::string::npos;) js.replace(at, 3, "[\\s\\S]");
    std::string const texts[] = {std::string(url.scheme()), std::string(url.username()), std::string(url.password()),
                                 std::string(url.hostname()), std::string(url.port()), std::string(url.pathname()),
                                 std::string(url.query()), std::string(url.fragment())};
    bool want = false;
    try {
        auto flags = std::regex::ECMAScript;
        if (component.options.ignore_case) flags |= std::regex::icase;
        want = std::regex_match(texts[k], std::regex(js, flags));
    } catch (std::regex_error const&) {
        return; // a v-flag feature std::regex does not know
    }
    bool const got = urikit::detail::regexp_matches(*component.regexp, texts[k]);
    URIKIT_FUZZ_CHECK(got == want, s);
}

// exec's groups are those of the Standard's expression run with
// ECMAScript's semantics (ecma_program.hpp, tested against Node's RegExp),
// whether the component kept that program or RE2's groups stand for it.
void check_groups(url_pattern const& p, urikit::url_pattern_result const& m, std::size_t k, std::string_view s) {
    namespace d = urikit::detail;
    auto const& component = d::url_pattern_data::of(p).components[k];
    std::string js;
    std::vector<std::string> names;
    (void)d::generate_regexp(component.parts, component.options, d::regexp_dialect::javascript, js, names);
    d::ecma_program program;
    bool perl_agrees = false;
    if (d::compile_ecma_program(js, component.options.ignore_case, d::max_regexp_nesting + 4, program, perl_agrees)) {
        URIKIT_FUZZ_CHECK(false, s); // compile_component compiled it
        return;
    }
    URIKIT_FUZZ_CHECK(perl_agrees == !component.ecma, s);
    std::vector<std::optional<std::string_view>> want;
    URIKIT_FUZZ_CHECK(d::ecma_match_groups(program, m.components[k].input, want), s);
    auto const& groups = m.components[k].groups;
    for (std::size_t g = 0; g < groups.size() && g < want.size(); ++g) {
        URIKIT_FUZZ_CHECK(groups[g].value.has_value() == want[g].has_value(), s);
        if (want[g]) URIKIT_FUZZ_CHECK(*groups[g].value == *want[g], s);
    }
}

// exec's pathname groups generate a pathname the pattern matches again.
void check_generate(url_pattern const& p, urikit::url_pattern_result const& m, std::string_view s) {
    auto const path = url_pattern_component::pathname;
    std::vector<std::pair<std::string_view, std::string_view>> groups;
    for (auto const& g : m[path].groups) {
        if (g.value) groups.emplace_back(g.name, *g.value);
    }
    auto const made = p.generate(path, groups);
    if (!made) return;
    url_pattern_init init;
    auto const mm = members(init);
    for (std::size_t k = 0; k < 8; ++k) *mm[k] = m.components[k].input;
    init.pathname = *made;
    URIKIT_FUZZ_CHECK(p.test(init), s);
}

void check(std::string_view pattern, std::string_view href, std::string_view s) {
    static urikit::web_url const base = urikit::parse_web("https://example.com/a/b").value();
    (void)urikit::parse_url_pattern(url_pattern_init{.pathname = pattern});
    (void)urikit::parse_url_pattern(url_pattern_init{.hostname = pattern, .search = pattern}, {.ignore_case = true});
    auto const p = urikit::parse_url_pattern(pattern, &base, {.ignore_case = !pattern.empty() && pattern[0] == 'I'});
    if (!p) return;
    check_fixed_point(*p, s);
    auto const url = urikit::parse_web(href, &base);
    if (!url) return;
    auto const m = p->exec(*url);
    URIKIT_FUZZ_CHECK(m.has_value() == p->test(*url), s);
    URIKIT_FUZZ_CHECK(p->test(href, &base) == p->test(*url), s);
    if (pattern.size() <= 48 && href.size() <= 48) {
        for (std::size_t k = 0; k < 8; ++k) check_reference(*p, *url, k, s);
    }
    if (m) {
        for (std::size_t k = 0; k < 8; ++k) check_groups(*p, *m, k, s);
    }
    if (m) check_generate(*p, *m, s);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    std::size_t const newline = s.find('\n');
    std::string_view const pattern = s.substr(0, newline);
    std::string_view const href = newline == std::string_view::npos ? std::string_view() : s.substr(newline + 1);
    check(pattern, href, s);
    return 0;
}
