/// @file
/// url_pattern: the WHATWG URL Pattern Standard's URLPattern (patterns per
/// URL component over the parsed URL, `test`, `exec` with groups,
/// `hasRegExpGroups`), with `compareComponent` and `generate`, matched in
/// time linear in the URL by RE2.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/features.hpp> // available(feature::url_patterns)
#include <urikit/result.hpp>

namespace urikit {

class web_url;

/// The eight components of a URL pattern, in the Standard's order.
enum class url_pattern_component : std::uint8_t {
    protocol, ///< the scheme, without ":"
    username, ///< the username
    password, ///< the password
    hostname, ///< the host, serialized
    port,     ///< the port ("" for none or the default)
    pathname, ///< the path, serialized
    search,   ///< the query, without "?"
    hash,     ///< the fragment, without "#"
};

/// The component's name as the Standard spells it ("protocol", ...).
[[nodiscard]] URIKIT_API std::string_view name(url_pattern_component c) noexcept;

/// The Standard's URLPatternInit: a pattern (or an input) given component
/// by component. An absent member (std::nullopt) is not the same as an
/// empty one: a pattern makes an absent component a wildcard, or takes it
/// from `base_url`.
struct url_pattern_init {
    std::optional<std::string_view> protocol{}; ///< the protocol (a trailing ":" is removed)
    std::optional<std::string_view> username{}; ///< the username
    std::optional<std::string_view> password{}; ///< the password
    std::optional<std::string_view> hostname{}; ///< the hostname
    std::optional<std::string_view> port{};     ///< the port
    std::optional<std::string_view> pathname{}; ///< the pathname (relative ones resolve against `base_url`)
    std::optional<std::string_view> search{};   ///< the search (a leading "?" is removed)
    std::optional<std::string_view> hash{};     ///< the hash (a leading "#" is removed)
    web_url const* base_url = nullptr;        ///< the Standard's baseURL, parsed (parse_web), or none
};

/// The Standard's URLPatternOptions.
struct url_pattern_options {
    bool ignore_case = false; ///< match the pathname, search and hash without regard to case
};

/// One group of a component's match: its name (a pattern's `:name`, or
/// "0", "1", ... for unnamed groups) and the text it matched, or none for
/// an optional group that took no part (JavaScript's `undefined`).
struct url_pattern_group {
    std::string name;                 ///< the group's name
    std::optional<std::string> value; ///< what it matched; none when it took no part
    /// Same name and same value.
    friend bool operator==(url_pattern_group const&, url_pattern_group const&) = default;
};

/// The Standard's URLPatternComponentResult: the component's text as
/// matched, and its groups in the pattern's order.
struct url_pattern_component_result {
    std::string input;                     ///< the component's text the pattern matched
    std::vector<url_pattern_group> groups; ///< the groups, in order
    /// The value of the group named `name`: none when there is no such
    /// group or it took no part.
    [[nodiscard]] URIKIT_API std::optional<std::string_view> group(std::string_view name) const noexcept;
};

/// The Standard's URLPatternResult, without `inputs` (the caller has them):
/// one result per component.
struct url_pattern_result {
    std::array<url_pattern_component_result, 8> components; ///< indexed by url_pattern_component
    /// The result of component `c`.
    [[nodiscard]] url_pattern_component_result const& operator[](url_pattern_component c) const noexcept {
        return components[static_cast<std::size_t>(c)];
    }
};

/// @cond
namespace detail {
struct url_pattern_data;
} // namespace detail
/// @endcond

class url_pattern;

/// The Standard's compareComponent (proposed; WPT
/// `urlpattern-compare`): -1, 0 or 1 as component `c` of `left` is less
/// specific than, as specific as, or more specific than `right`'s:
/// part by part, fixed text over a regexp over `:name` over `*`, then a
/// part without a modifier over `+` over `?` over `*`, then prefix,
/// value and suffix in code-unit order; a list that ends first compares
/// as the empty fixed text.
[[nodiscard]] URIKIT_API int compare_component(url_pattern_component c, url_pattern const& left,
                                               url_pattern const& right) noexcept;

/// A compiled URL pattern (URL Pattern Standard, "URL pattern"): for each
/// component a pattern string, its groups, and a regular expression run by
/// RE2, so matching takes time linear in the URL. exec()'s groups are
/// those ECMAScript's RegExp gives: where its rules differ from RE2's (a
/// quantified group is reset at each iteration, an empty iteration past
/// the minimum fails), a Pike VM with ECMAScript's semantics computes
/// them, in linear time too. Made by
/// parse_url_pattern(); immutable, cheap to copy (copies share), and safe
/// to use from many threads at once.
///
/// Matching reads a URL the way the Standard does: a string is parsed as a
/// web URL (against an optional base), an init is canonicalized component
/// by component, and a web_url is read as it is; each component is then
/// matched in full by its expression.
///
/// Regexp groups (`:id(\\d+)`, `(a|b)`) are JavaScript regular expressions
/// with the `v` flag. Refused with errc::regexp_unsupported, at the
/// feature's byte: backreferences (`\1`, `\k<n>`) and lookaround (`(?=`,
/// `(?!`, `(?<=`, `(?<!`), which no linear-time engine runs; Unicode
/// property escapes (`\p{...}`), `\q{...}` strings of more than one
/// character, counted repetition above 1000, and group names written with
/// `\u` escapes, which urikit does not translate yet.
///
/// Example (a crawl scope):
/// @code
/// auto scope = urikit::parse_url_pattern("https://{*.}?example.com/docs/*").value();
/// scope.test("https://EXAMPLE.com:443/docs/./a");      // true
/// scope.test("https://example.com.evil.test/docs/");   // false
/// auto m = urikit::parse_url_pattern({.pathname = "/books/:id(\\d+)"}).value()
///              .exec("https://shop.example/books/42");
/// m->operator[](urikit::url_pattern_component::pathname).group("id");  // "42"
/// @endcode
class URIKIT_API url_pattern {
public:
    /// The Standard's `new URLPattern()`: every component `*`, so it
    /// matches every URL (built once; without RE2 it matches nothing).
    url_pattern();
    /// The component's pattern string, normalized (the Standard's getters:
    /// `protocol`, `username`, ... `hash`).
    [[nodiscard]] std::string_view pattern(url_pattern_component c) const noexcept;
    /// The protocol's pattern string.
    [[nodiscard]] std::string_view protocol() const noexcept { return pattern(url_pattern_component::protocol); }
    /// The username's pattern string.
    [[nodiscard]] std::string_view username() const noexcept { return pattern(url_pattern_component::username); }
    /// The password's pattern string.
    [[nodiscard]] std::string_view password() const noexcept { return pattern(url_pattern_component::password); }
    /// The hostname's pattern string.
    [[nodiscard]] std::string_view hostname() const noexcept { return pattern(url_pattern_component::hostname); }
    /// The port's pattern string.
    [[nodiscard]] std::string_view port() const noexcept { return pattern(url_pattern_component::port); }
    /// The pathname's pattern string.
    [[nodiscard]] std::string_view pathname() const noexcept { return pattern(url_pattern_component::pathname); }
    /// The search's pattern string.
    [[nodiscard]] std::string_view search() const noexcept { return pattern(url_pattern_component::search); }
    /// The hash's pattern string.
    [[nodiscard]] std::string_view hash() const noexcept { return pattern(url_pattern_component::hash); }
    /// True when some component has a regexp group (`hasRegExpGroups`).
    [[nodiscard]] bool has_regexp_groups() const noexcept;

    /// True when the pattern matches `url`, component by component. O(n)
    /// in the URL's length; allocates nothing once warm.
    [[nodiscard]] bool test(web_url const& url) const;
    /// True when `input`, parsed as a web URL against `base` (none: no
    /// base), parses and matches; a failed parse is no match.
    [[nodiscard]] bool test(std::string_view input, web_url const* base = nullptr) const;
    /// True when `input`, canonicalized component by component (absent
    /// members are empty, or taken from its `base_url`), matches; a
    /// component that does not canonicalize is no match.
    [[nodiscard]] bool test(url_pattern_init const& input) const;

    /// The Standard's exec: the groups of each component, or none when
    /// `test` would be false. O(n) in the URL's length.
    [[nodiscard]] std::optional<url_pattern_result> exec(web_url const& url) const;
    /// exec on `input` parsed against `base`, as test().
    [[nodiscard]] std::optional<url_pattern_result> exec(std::string_view input, web_url const* base = nullptr) const;
    /// exec on `input` canonicalized, as test().
    [[nodiscard]] std::optional<url_pattern_result> exec(url_pattern_init const& input) const;

    /// The text of component `c` with each group replaced by its value in
    /// `groups` (name, value), the value encoded as the component
    /// canonicalizes text (`"/:id"` with id `"a b"` → `"/a%20b"`).
    /// Proposed for the Standard (WPT `urlpattern-generate`), not in the
    /// pinned text. Errors: errc::pattern_cannot_generate, the offset in
    /// pattern(c), at a part with a modifier, a regexp or `*` group, a group
    /// without a value, or one whose value the group cannot match (a `/` in
    /// a pathname's `:name`); the canonicalizing codes of a value that does
    /// not canonicalize (at its group); errc::pattern_cannot_generate at 0
    /// when the text made is not canonical (a `.` segment) or not matched.
    [[nodiscard]] result<std::string>
    generate(url_pattern_component c, std::span<std::pair<std::string_view, std::string_view> const> groups) const;

    friend int compare_component(url_pattern_component c, url_pattern const& left, url_pattern const& right) noexcept;

private:
    friend struct detail::url_pattern_data;
    explicit url_pattern(std::shared_ptr<detail::url_pattern_data const> data) noexcept : data_(std::move(data)) {}
    std::shared_ptr<detail::url_pattern_data const> data_;
};

/// The Standard's URLPattern constructor from a constructor string
/// (`"https://*.example.com/:path*"`), against `base` when given (the
/// string may then be relative: `"/docs/*"`). Without a base the string
/// must give a protocol (errc::relative_without_base at 0).
///
/// Errors, the offset in `pattern`: errc::invalid_utf8, errc::pattern_syntax,
/// errc::pattern_duplicate_name, errc::regexp_syntax (also at a regexp
/// group's name that another regexp of the component, or the same one
/// written twice by a `+` or `*` modifier, already gave: the Standard's
/// RegExp of the whole component refuses it), errc::regexp_unsupported
/// (see url_pattern), errc::pattern_too_complex (offset 0: over the cost
/// bound, url-patterns.md), a component's text that
/// does not canonicalize (errc::invalid_scheme, errc::invalid_port,
/// errc::port_out_of_range, the host codes: at the byte the code names,
/// also through escapes), errc::regexp_unavailable
/// (built without RE2; offset 0). O(n) in the pattern; a regexp compiles
/// in O(n) time and space, at most 1000 per counted repetition.
[[nodiscard]] URIKIT_API result<url_pattern> parse_url_pattern(std::string_view pattern,
                                                               web_url const* base = nullptr,
                                                               url_pattern_options options = {});

/// The Standard's URLPattern constructor from an init. Absent components
/// are wildcards (`*`), or come from `init.base_url` when no more general
/// one is given. Errors as the constructor string's, the offset in the
/// member `*where` names (set when `where` is given and there is an error).
[[nodiscard]] URIKIT_API result<url_pattern> parse_url_pattern(url_pattern_init const& init,
                                                               url_pattern_options options = {},
                                                               url_pattern_component* where = nullptr);

} // namespace urikit
