// urikit crawl forms: SSURT, the reversible SURT of iipc/urlcanon
// (ssurt.rst; shared/data/crawler/README.md, "SSURT"), and its inverse.
#include <array>

#include <urikit/crawl.hpp>

#include <urikit/parse.hpp>

#include "grammar/loose_split.hpp"
#include "src/rfc3986/uri_access.hpp"
#include "src/core/ipv4_forms.hpp"
#include "src/core/produce.hpp"
#include "src/core/writer.hpp"

namespace urikit {

namespace {

// A host kept as it is: an IP literal, or an IPv4 address in any form.
bool is_kept_host(uri_view u) noexcept {
    std::string_view const h = u.host();
    return (!h.empty() && h.front() == '[') || detail::parse_ipv4_forms(h).has_value();
}

// "x.y.z" -> "z,y,x,"; a ',' in a label is written '.'.
void append_ssurt_host(std::string& out, std::string_view host) {
    for (std::size_t end = host.size();;) {
        std::size_t const dot = end == 0 ? std::string_view::npos : host.rfind('.', end - 1);
        std::size_t const begin = dot == std::string_view::npos ? 0 : dot + 1;
        for (char c : host.substr(begin, end - begin)) out.push_back(c == ',' ? '.' : c);
        out.push_back(',');
        if (dot == std::string_view::npos) break;
        end = dot;
    }
}

// The inverse: "z,y,x," -> "x.y.z" (a '.' in a label back to ',').
void append_host_of_ssurt(std::string& out, std::string_view reversed) {
    reversed.remove_suffix(1); // the ',' after the last label
    for (std::size_t end = reversed.size();;) {
        std::size_t const comma = end == 0 ? std::string_view::npos : reversed.rfind(',', end - 1);
        std::size_t const begin = comma == std::string_view::npos ? 0 : comma + 1;
        for (char c : reversed.substr(begin, end - begin)) out.push_back(c == '.' ? ',' : c);
        if (comma == std::string_view::npos) break;
        out.push_back('.');
        end = comma;
    }
}

// Where the SSURT's host field ends ("//" follows it), or npos when the
// SSURT has no authority: the text before the first "//" is a host only
// when it holds no '/' and no ':' (an IP literal excepted).
std::size_t host_field_end(std::string_view text) noexcept {
    std::size_t const slashes = text.find("//");
    if (slashes == std::string_view::npos) return slashes;
    std::string_view const field = text.substr(0, slashes);
    if (field.find('/') != std::string_view::npos) return std::string_view::npos;
    bool const literal = !field.empty() && field.front() == '[' && field.back() == ']';
    if (!literal && field.find(':') != std::string_view::npos) return std::string_view::npos;
    return slashes;
}

// The fields between "//" and the path: [port] ":" , then
// [scheme] ["@" userinfo] ":".
struct ssurt_fields {
    std::string_view port;
    bool has_port = false;
    std::string_view scheme;
    std::string_view userinfo;
    bool has_userinfo = false;
};

error read_fields(std::string_view f, std::size_t at, ssurt_fields& out) {
    std::size_t digits = 0;
    while (digits < f.size() && f[digits] >= '0' && f[digits] <= '9') ++digits;
    if (digits < f.size() && f[digits] == ':') {
        out.has_port = true;
        out.port = f.substr(0, digits);
        f.remove_prefix(digits + 1);
        at += digits + 1;
    } else if (digits > 0) {
        return {errc::invalid_port, static_cast<std::uint32_t>(at + digits)};
    }
    if (f.empty()) return {};
    if (f.back() != ':') return {errc::invalid_scheme, static_cast<std::uint32_t>(at + f.size())};
    f.remove_suffix(1);
    std::size_t const sign = f.find('@');
    out.scheme = f.substr(0, sign);
    if (sign != std::string_view::npos) {
        out.has_userinfo = true;
        out.userinfo = f.substr(sign + 1);
    }
    return {};
}

} // namespace

namespace {

struct ssurt_scratch;

void append_ssurt(std::string& out, uri_view u) {
    if (u.has_authority()) {
        if (is_kept_host(u)) out.append(u.host());
        else append_ssurt_host(out, u.host());
        out.append("//");
        if (u.has_port()) out.append(u.port()).push_back(':');
    }
    if (u.has_scheme()) out.append(u.scheme());
    if (u.has_userinfo()) out.append("@").append(u.userinfo());
    if (u.has_scheme() || u.has_userinfo()) out.push_back(':');
    out.append(u.path());
    if (u.has_query()) out.append("?").append(u.query());
    if (u.has_fragment()) out.append("#").append(u.fragment());
}

} // namespace

error ssurt_into(uri_ref const& r, std::string& out) {
    if (r.made().code != errc::ok) {
        out.clear();
        return r.made();
    }
    uri_view const& u = r.view();
    return detail::write_aside<ssurt_scratch>(out, [&](std::string& aside) { // `u` may view `out`
        append_ssurt(aside, u);
        return aside.size() > detail::output_limit() ? error{errc::output_too_long, 0} : error{};
    });
}

result<std::string> ssurt(uri_ref const& u) {
    return detail::string_result([&](std::string& out) { return ssurt_into(u, out); });
}

namespace {

// The reference from_ssurt rebuilds, and where each of its pieces came
// from in the SSURT text, so that an error in it points into the text.
class rebuilt_reference {
public:
    // Writes over `s` (its capacity reused).
    rebuilt_reference(std::string_view text, std::string& s) : text_(text), s_(s) { s_.clear(); }

    // Appends a view of the text as it is.
    void copy(std::string_view field) {
        mark(static_cast<std::size_t>(field.data() - text_.data()), true);
        s_.append(field);
    }
    // Appends bytes made for the text at `source` (a delimiter, a host
    // written in its other order): errors in them point at `source`.
    std::string& made(std::size_t source) {
        mark(source, false);
        return s_;
    }
    std::string& text() noexcept { return s_; }
    // The offset in the SSURT text of byte `at` of the rebuilt reference.
    std::uint32_t source_of(std::size_t at) const noexcept {
        if (at >= s_.size()) return static_cast<std::uint32_t>(text_.size());
        std::size_t i = n_;
        while (i > 1 && pieces_[i - 1].rebuilt > at) --i;
        piece const& p = pieces_[i - 1];
        return static_cast<std::uint32_t>(p.copied ? p.source + (at - p.rebuilt) : p.source);
    }

private:
    struct piece {
        std::size_t rebuilt, source;
        bool copied;
    };
    void mark(std::size_t source, bool copied) { pieces_[n_++] = {s_.size(), source, copied}; }

    std::string_view text_;
    std::string& s_;
    std::array<piece, 10> pieces_{};
    std::size_t n_ = 0;
};

struct from_ssurt_scratch;

// The reference `text` names, rebuilt into `r`; errors point into `text`.
error rebuild_reference(std::string_view text, rebuilt_reference& r) {
    std::size_t const host_end = host_field_end(text);
    if (host_end == std::string_view::npos) {
        r.copy(text);
        return {};
    }
    std::string_view const host_field = text.substr(0, host_end);
    std::string_view const rest = text.substr(host_end + 2);
    std::size_t const fields_end = std::min(grammar::find_authority_end(rest), rest.size());
    ssurt_fields f;
    if (error const e = read_fields(rest.substr(0, fields_end), host_end + 2, f); e.code != errc::ok) return e;
    auto const at = [&](std::string_view field) { return static_cast<std::size_t>(field.data() - text.data()); };
    if (!f.scheme.empty()) {
        r.copy(f.scheme);
        r.made(at(f.scheme) + f.scheme.size()).push_back(':');
    }
    r.made(host_end).append("//");
    if (f.has_userinfo) {
        r.copy(f.userinfo);
        r.made(at(f.userinfo) - 1).push_back('@');
    }
    if (!host_field.empty() && host_field.back() == ',') append_host_of_ssurt(r.made(0), host_field);
    else r.copy(host_field);
    if (f.has_port) {
        r.made(at(f.port) + f.port.size()).push_back(':');
        r.copy(f.port);
    }
    r.copy(rest.substr(fields_end));
    return {};
}

} // namespace

error from_ssurt_into(std::string_view text, std::string& out, components* parts) {
    // Rebuilt aside: `text` may view `out`.
    return detail::write_aside<from_ssurt_scratch>(out, [&](std::string& aside) {
        rebuilt_reference r(text, aside);
        if (error const e = rebuild_reference(text, r); e.code != errc::ok) return e;
        auto const parsed = parse_uri_reference(r.text());
        if (!parsed) return error{parsed.error().code, r.source_of(parsed.error().offset)};
        if (parts != nullptr) *parts = parsed->parts();
        return error{};
    });
}

result<uri> from_ssurt(std::string_view text) {
    return detail::uri_result([&](std::string& out, components* parts) { return from_ssurt_into(text, out, parts); });
}

} // namespace urikit
