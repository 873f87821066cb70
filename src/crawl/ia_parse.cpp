// urikit crawl forms: the Internet Archive's URL parse (internetarchive/surt
// 0.3.1, handyurl.parse, with Python's urlsplit hostname and port rules as
// Python 3.11 has them). See ia_url.hpp.
#include <urikit/config.hpp>

#include "src/core/charsets.hpp"
#include "src/core/port_number.hpp"
#include "src/core/ascii_case.hpp"
#include "src/core/find_any.hpp"
#include "src/core/scratch.hpp"
#include "src/core/tab_newline_removal.hpp"
#include "src/crawl/ia_url.hpp"

namespace urikit::detail {

namespace {

struct ia_parse_scratch;

bool is_scheme_char(char c) noexcept { return grammar::in_set(c, grammar::cs_scheme); }

// The length of a leading "scheme:" ([a-zA-Z][a-zA-Z0-9+.-]*), without the
// ':'; 0 when `s` has none.
std::size_t scheme_length(std::string_view s) noexcept {
    if (s.empty() || !grammar::in_set(s[0], grammar::cs_alpha)) return 0;
    std::size_t i = 1;
    while (i < s.size() && is_scheme_char(s[i])) ++i;
    return i < s.size() && s[i] == ':' ? i : 0;
}

// The text handyurl splits, and how a byte of it maps back to the input:
// `url`'s bytes from `lead` on without TAB, CR, LF, then `added` bytes put
// in front ("http://") and `cut` bytes taken off the front (repeated
// "http://" / "https://").
struct prepared {
    std::string_view text;
    std::string_view url;
    std::size_t lead = 0;
    std::size_t added = 0;
    std::size_t cut = 0;

    std::uint32_t offset_of(std::size_t i) const noexcept {
        std::size_t const k = i < added ? 0 : i - added + cut;
        return offset_before_removal(url, lead, k);
    }
};

// The length of the "http://" / "https://" run at the front of `s`, less its last.
std::size_t repeated_protocols(std::string_view s) noexcept {
    std::size_t at = 0;
    std::size_t last = 0;
    for (;;) {
        std::string_view const rest = s.substr(at);
        std::size_t const n = rest.starts_with("http://") ? 7 : rest.starts_with("https://") ? 8 : 0;
        if (n == 0) return last == 0 ? 0 : at - last;
        last = n;
        at += n;
    }
}

// handyurl.parse: strip(), TAB/CR/LF removed, then the default scheme
// added when there is no "scheme:" (in that order: "mail<TAB>to:a@b" has
// one; issue #45, T1).
prepared prepare(std::string_view url, std::string& buffer) {
    prepared p;
    p.url = url;
    std::string_view const trimmed = trim_ascii_space(url, p.lead); // bytes.strip()
    bool const has_controls = first_tab_or_newline(trimmed) < trimmed.size();
    std::string_view cleaned = trimmed;
    if (has_controls) { // "http://" room in front, in case it is needed
        buffer.append("http://");
        append_without_tab_or_newline(buffer, trimmed);
        cleaned = std::string_view(buffer).substr(7);
    }
    bool const add_scheme = !cleaned.empty() && scheme_length(cleaned) == 0;
    std::string_view text = cleaned;
    if (add_scheme && !has_controls) { // a copy only when something changes
        buffer.append("http://").append(trimmed);
        text = buffer;
    } else if (add_scheme) {
        text = buffer;
    }
    p.added = add_scheme ? 7 : 0;
    p.cut = repeated_protocols(text);
    p.text = text.substr(p.cut);
    return p;
}

struct split_parts {
    std::string_view scheme;
    std::string_view netloc;
    std::string_view path;
    std::string_view query;
};

// RFC 2396 Appendix B as handyurl writes it; `text` begins with "scheme:".
split_parts split(std::string_view text) noexcept {
    split_parts s;
    std::size_t const n = scheme_length(text);
    s.scheme = text.substr(0, n);
    std::string_view rest = text.substr(n + 1);
    if (rest.starts_with("//")) {
        std::size_t const end = find_any(rest, 2, "/?#");
        s.netloc = rest.substr(2, end - 2);
        rest.remove_prefix(end);
    }
    std::size_t const path_end = find_any(rest, 0, "?#");
    s.path = rest.substr(0, path_end);
    if (path_end < rest.size() && rest[path_end] == '?') {
        std::string_view const q = rest.substr(path_end + 1);
        s.query = q.substr(0, std::min(q.find('#'), q.size()));
    }
    return s;
}

// Python's SplitResultBytes._hostinfo on `netloc` (its trailing ':' run dropped).
void host_and_port(std::string_view netloc, std::string_view& host, std::string_view& port) noexcept {
    while (!netloc.empty() && netloc.back() == ':') netloc.remove_suffix(1);
    std::size_t const at = netloc.rfind('@');
    std::string_view info = at == std::string_view::npos ? netloc : netloc.substr(at + 1);
    std::size_t const bracket = info.find('[');
    std::string_view after_host;
    if (bracket != std::string_view::npos) {
        info.remove_prefix(bracket + 1);
        std::size_t const close = std::min(info.find(']'), info.size());
        host = info.substr(0, close);
        after_host = info.substr(std::min(close + 1, info.size()));
        std::size_t const colon = after_host.find(':');
        port = colon == std::string_view::npos ? std::string_view() : after_host.substr(colon + 1);
        return;
    }
    std::size_t const colon = std::min(info.find(':'), info.size());
    host = info.substr(0, colon);
    port = info.substr(std::min(colon + 1, info.size()));
}

// SplitResultBytes.port: ASCII digits only, at most 65535; "0" is none.
error read_port(std::string_view port, prepared const& p, std::uint32_t& out) {
    out = 0;
    if (port.empty()) return {};
    std::size_t const at = static_cast<std::size_t>(port.data() - p.text.data());
    auto const value = port_value(port);
    if (!value) return {value.error().code, p.offset_of(at + value.error().offset)};
    out = *value;
    return {};
}

} // namespace

error ia_parse(std::string_view url, ia_url& out) {
    if (url.size() > max_input_size) return {errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    scratch<ia_parse_scratch> buffer;
    prepared const p = prepare(url, buffer.get());
    if (p.text.empty()) return {errc::missing_scheme, 0};
    split_parts const s = split(p.text);
    std::string_view host;
    std::string_view port;
    host_and_port(s.netloc, host, port);
    if (error const e = read_port(port, p, out.port); e.code != errc::ok) return e;
    std::string_view path = s.path;
    if (host.empty() && !path.empty() && s.scheme.starts_with("http")) { // "http:////www.vikings.com"
        path.remove_prefix(std::min(path.find_first_not_of('/'), path.size()));
        std::size_t const slash = std::min(path.find('/'), path.size());
        host = path.substr(0, slash);
        path = path.substr(slash);
        out.path.clear();
        out.path.push_back('/');
        out.path.append(path.substr(std::min<std::size_t>(1, path.size())));
    } else {
        out.path.assign(path);
    }
    out.scheme.assign(s.scheme);
    out.host.assign(host);
    std::size_t const host_at = host.empty() ? s.scheme.size() + 1 : static_cast<std::size_t>(host.data() - p.text.data());
    out.host_offset = p.offset_of(host_at);
    out.query.assign(s.query);
    return {};
}

} // namespace urikit::detail
