// urikit complexity tests: the pathological input families (see families.hpp).
#include "families.hpp"

#include <string_view>

namespace urikit::test {

namespace {

constexpr std::string_view alphabet = "/.%&=;:@[]?#a";

std::string repeat_to(std::string prefix, std::string_view unit, std::string_view suffix, std::size_t n) {
    std::string s = std::move(prefix);
    s.reserve(n + unit.size() + suffix.size());
    while (s.size() + suffix.size() < n) s.append(unit);
    s.append(suffix);
    return s;
}

// A family of `unit` repeated after `prefix` (and before `suffix`).
input_family family(std::string name, std::string prefix, std::string unit, std::string suffix = "") {
    return {std::move(name), [prefix = std::move(prefix), unit = std::move(unit), suffix = std::move(suffix)](
                                 std::size_t n) { return repeat_to(prefix, unit, suffix, n); }};
}

// The same, for the crawl entry points only.
input_family crawl_family(std::string name, std::string prefix, std::string unit, std::string suffix = "") {
    input_family f = family("crawl: " + std::move(name), std::move(prefix), std::move(unit), std::move(suffix));
    f.crawl_only = true;
    return f;
}

// Parameters named p<k> with k counting down, so a sort has work to do.
input_family descending_parameters(std::string name, bool with_values) {
    return {std::move(name), [with_values](std::size_t n) {
                std::string s = "http://a/?";
                for (std::size_t k = n; s.size() < n; --k) {
                    s += "p" + std::to_string(k);
                    if (with_values) s += "=v";
                    s += "&";
                }
                return s;
            }};
}

// Whether no rotation of `unit` comes before it in the alphabet's order.
bool first_of_its_rotations(std::string const& unit) {
    auto const rank = [](std::string const& u) {
        std::string r;
        for (char c : u) r.push_back(static_cast<char>('A' + alphabet.find(c)));
        return r;
    };
    std::string const own = rank(unit);
    for (std::size_t k = 1; k < unit.size(); ++k) {
        if (rank(unit.substr(k) + unit.substr(0, k)) < own) return false;
    }
    return true;
}

} // namespace

std::vector<input_family> repetition_families(std::size_t unit_size, std::vector<std::string> const& prefixes,
                                              units which) {
    std::vector<std::string> all = {""};
    for (std::size_t k = 0; k < unit_size; ++k) {
        std::vector<std::string> longer;
        for (std::string const& u : all) {
            for (char a : alphabet) longer.push_back(u + a);
        }
        all = std::move(longer);
    }
    if (which == units::one_per_rotation) std::erase_if(all, [](std::string const& u) { return !first_of_its_rotations(u); });
    std::vector<input_family> out;
    out.reserve(all.size() * prefixes.size());
    for (std::string const& prefix : prefixes) {
        for (std::string const& unit : all) out.push_back(family("'" + prefix + "' + '" + unit + "'*", prefix, unit));
    }
    return out;
}

std::vector<input_family> named_families() {
    return {
        family("chain of ../", "http://a/", "../"),
        family("chain of ./", "http://a/", "./"),
        family("chain of ../ relative", "", "../"),
        family("chain of a/../", "s:/", "a/../"),
        family("chain of ../ then a segment", "http://a/", "../", "x"),
        family("long host", "http://", "a", "/"),
        family("long host of labels", "http://", "a.", "com/"),
        family("long IRI host of labels", "http://", "\xC3\xBC.", "de/"),
        family("long IRI host label", "http://", "\xC3\xBC", "/"),
        family("long encoded IRI host of labels", "http://", "%C3%BC.", "de/"),
        family("long encoded IRI host label", "http://", "%C3%A9", "/"),
        family("long host of ACE labels", "http://", "xn--9ca.", "com/"),
        family("long userinfo", "http://", "u:", "@h/"),
        family("long port", "http://h:", "0", "80/"),
        family("IPv6-like host", "http://[", "1:", "]/"),
        family("IPvFuture-like host", "http://[v1.", "a:", "]/"),
        descending_parameters("many parameters with =", true),
        descending_parameters("many parameters without =", false),
        family("many empty parameters", "http://a/?", "&"),
        family("many a parameters", "http://a/?", "a&"),
        family("many segments", "http://a/", "s/"),
        family("web: chain of ..\\", "http://a/", "..\\"),
        family("web: chain of %2e%2E/", "http://a/", "%2e%2E/"),
        family("web: tabs and newlines", "http://a/", "\t\n", "x"),
        family("web: leading C0 and spaces", "", "\x01 ", "http://a/"),
        family("web: opaque path of spaces", "sc:", " ", "?q"),
        family("web: file drive letters", "file:///", "C|/../"),
        family("web: many @ in an authority", "http://", "@", "a/"),
        family("web: IPv4 number parts", "http://", "0x1.", "1/"),
        family("web: backslashes after a scheme", "http:", "\\", "a/"),
        family("many empty segments", "s:", "/"),
        family("encoded unreserved", "http://a/", "%41"),
        family("encoded slashes", "http://a/", "%2F"),
        family("encoded UTF-8 path", "http://a/", "%C3%A9"),
        family("raw UTF-8 path", "http://a/", "\xC3\xA9"),
        family("encoded dots", "http://a/", "%2E%2E/"),
        crawl_family("escaped escapes", "http://a/", "%25", "32%35"),
        crawl_family("escaped escapes in a host", "http://", "%25", "41.com/"),
        crawl_family("many www labels", "http://", "www.", "a.com/"),
        crawl_family("many dots in a host", "http://a", ".", "b/"),
        crawl_family("many session ids in a path", "http://a/", ";jsessionid=1/"),
        crawl_family("many session and tracking parameters", "http://a/?", "sid=1&utm_a=2&cfid=3&"),
        crawl_family("no scheme, many labels", "", "a.", "b/c"),
        // The IA's session-id patterns: every position a candidate, none a match.
        crawl_family("IA: many cfid= without a cftoken", "http://a/?", "cfid=cfid=", "&cftoken="),
        crawl_family("IA: many cfid=&cftoken= without a value", "http://a/?", "cfid=1&cftoken=&"),
        crawl_family("IA: many almost-session ids", "http://a/?", "jsessionid=0123456789abcdefghijklemopqrstu&"),
        crawl_family("IA: many ASP.NET path ids, no .aspx", "http://a/", "(0123456789abcdefghijklmn)/"),
        crawl_family("IA: many ASP.NET group ids", "http://a/(", "s(0123456789abcdefghijklmn)", ")/x.asp"),
        crawl_family("IA: repeated protocols", "", "http://", "a/"),
        crawl_family("IA: many digits and dots", "http://", "1.", "1/"),
        crawl_family("IA: a host of digits", "http://", "9", "/"),
    };
}

} // namespace urikit::test
