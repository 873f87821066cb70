// urikit crawl forms: the Public Suffix List compiled into the library at
// build time (tools/psl_compile, from Debian's publicsuffix file), searched
// without libpsl: a registrable domain costs a hash lookup a label.
#include "src/crawl/public_suffix.hpp"

#include <algorithm>
#include <iterator>
#include <unordered_map>
#include <vector>

namespace urikit::detail {

namespace {

struct rule {
    std::string_view name;
    unsigned kinds; // of the rules on `name`; 0: none, but rules under it
};
constexpr unsigned plain = 1, wildcard = 2, exception = 4; // "name", "*.name", "!name"

// Every name with a rule on it or under it (tools/psl_compile).
constexpr rule rules[] = {
#include "public_suffix_rules.inc"
};

// The names by hash, made once (a lookup hashes each tail once, where a
// binary search compared it 14 times).
std::unordered_map<std::string_view, unsigned> const& table() {
    static std::unordered_map<std::string_view, unsigned> const names = [] {
        std::unordered_map<std::string_view, unsigned> m;
        m.reserve(std::size(rules));
        for (rule const& r : rules) m.emplace(r.name, r.kinds);
        return m;
    }();
    return names;
}

// Where the label before the one `begin` starts at begins in `s` (the last
// label when `begin` is the end); `begin` is not 0.
std::size_t label_before(std::string_view s, std::size_t begin) noexcept {
    std::size_t const dot = begin == s.size() ? s.rfind('.') : s.rfind('.', begin - 2);
    return dot == std::string_view::npos ? 0 : dot + 1;
}

} // namespace

// The list's algorithm (https://publicsuffix.org/list/, "Algorithm"): the
// prevailing rule is the exception rule that matches, else the matching
// rule with the most labels, else "*"; the public suffix is what it
// matches, less the leftmost label for an exception; the registrable
// domain is the suffix and the label before it. As libpsl, whose answers
// site() gave before and the tests compare with, a wildcard rule "*.name"
// makes "name" a public suffix too ("kawasaki.jp", "0emm.com").
errc lookup_public_suffix(std::string const& name, std::size_t from, suffix_lengths& out) {
    std::string_view const asked = std::string_view(name).substr(from);
    // A NUL is a forbidden host code point: never a name the list is asked about.
    if (asked.find('\0') != std::string_view::npos) return errc::forbidden_host_code_point;
    std::size_t suffix_begin = label_before(asked, asked.size()); // "*": the last label
    std::size_t begin = asked.size();
    auto const& names = table();
    while (begin != 0) {
        begin = label_before(asked, begin); // the tail one label longer
        auto const found = names.find(asked.substr(begin));
        if (found == names.end()) break; // no rule on it or under it
        unsigned const kinds = found->second;
        if (kinds & exception) { // "!tail": the suffix is the tail less its leftmost label
            suffix_begin = asked.find('.', begin) + 1;
            break;
        }
        if (kinds & (plain | wildcard)) suffix_begin = std::min(suffix_begin, begin); // "*.tail" too: as libpsl
        if ((kinds & wildcard) && begin != 0) suffix_begin = std::min(suffix_begin, label_before(asked, begin));
    }
    out.suffix = asked.size() - suffix_begin;
    out.site = suffix_begin == 0 ? 0 : asked.size() - label_before(asked, suffix_begin);
    return errc::ok;
}

std::vector<std::string_view> public_suffix_names() {
    std::vector<std::string_view> names;
    for (rule const& r : rules) {
        if (r.kinds != 0) names.push_back(r.name);
    }
    return names;
}

std::string public_suffix_source() {
    return std::string(URIKIT_PUBLIC_SUFFIX_LIST) + " (" + std::to_string(public_suffix_names().size()) +
           " names with rules, compiled into urikit)";
}

} // namespace urikit::detail
