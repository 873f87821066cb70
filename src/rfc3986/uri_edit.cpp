// urikit: uri's edits in place (RFC 3986 §3 components set one by one, §5.3
// recomposition). An edit replaces the bytes of one component's slot (the
// component and its delimiters) in the uri's one buffer and moves the
// offsets after it; what cannot be written is refused before anything
// changes, and a path that would read otherwise gets its guard prefix.
#include <urikit/uri.hpp>

#include <optional>
#include <string>

#include <urikit/pct.hpp>

#include "grammar/split.hpp"
#include "src/core/charsets.hpp"
#include "src/core/scratch.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/rfc3986/path_guard.hpp"
#include "src/rfc3986/uri_access.hpp"

namespace urikit {

namespace {

// First byte of `text` that is neither in `set` nor part of a valid "%XX".
error validate(std::string_view text, std::uint32_t set, errc code) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (grammar::in_set(text[i], set)) continue;
        auto const at = static_cast<std::uint32_t>(i);
        if (text[i] == '%') {
            if (!grammar::is_pct_triplet(text.data() + i, text.size() - i)) return error{errc::bad_pct_encoding, at};
            i += 2;
            continue;
        }
        return error{grammar::in_set(text[i], grammar::cs_uri_char) ? code : errc::invalid_character, at};
    }
    return {};
}

// RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
error validate_scheme(std::string_view scheme) noexcept {
    if (scheme.empty() || !grammar::in_set(scheme.front(), grammar::cs_alpha)) return error{errc::invalid_scheme, 0};
    for (std::size_t i = 1; i < scheme.size(); ++i) {
        if (!grammar::in_set(scheme[i], grammar::cs_scheme)) return error{errc::invalid_scheme, static_cast<std::uint32_t>(i)};
    }
    return {};
}

// RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name; else where
// the text stops being one (the authority of "//" + text, as parsed).
error validate_host(std::string_view text) {
    if (grammar::probe(grammar::production::host, text)) return {};
    std::string probe_text = "//";
    probe_text.append(text);
    components parts;
    error const e = grammar::split(probe_text, grammar::mode::relative_ref, parts);
    if (e.code != errc::ok) return error{e.code, e.offset >= 2 ? e.offset - 2 : 0};
    return error{errc::invalid_host, parts.end(component::host) - 2};
}

// RFC 3986 §3.2.3: port = *DIGIT (no percent-encoding)
error validate_port(std::string_view digits) noexcept {
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (!grammar::in_set(digits[i], grammar::cs_digit)) return error{errc::invalid_port, static_cast<std::uint32_t>(i)};
    }
    return {};
}

host_kind kind_of(std::string_view host) noexcept {
    if (!host.empty() && host.front() == '[') {
        return host.size() > 1 && (host[1] | 0x20) == 'v' ? host_kind::ipvfuture : host_kind::ipv6;
    }
    return grammar::probe(grammar::production::ipv4address, host) ? host_kind::ipv4 : host_kind::reg_name;
}

struct slot {
    std::uint32_t begin, end;
};

// Per-thread buffers (src/core/scratch.hpp), one a role, so that a buffer
// never holds what the next step of the same edit writes into another.
struct value_scratch; // a plain value encoded
struct param_scratch; // key=value encoded
struct query_scratch; // a query with parameters edited
struct path_scratch;  // a path with a segment edited
struct piece_scratch; // a segment to append with its "/" (its text may be in value_scratch)
struct slot_scratch;  // a slot's bytes: delimiters, guard prefix and value

// The uri's buffer and offsets, and the splice every edit is made of.
class spliced {
public:
    explicit spliced(uri& u) : text_(detail::uri_access::text_of(u)), parts_(detail::uri_access::parts_of(u)) {}

    components const& parts() const noexcept { return parts_; }
    std::string_view text() const noexcept { return text_; }
    std::string_view get(component c) const noexcept {
        return parts_.has(c) ? std::string_view(text_).substr(parts_.begin(c), parts_.end(c) - parts_.begin(c))
                             : std::string_view();
    }

    // Where component `c` stands with its delimiters ("scheme:", "userinfo@",
    // ":port", "?query", "#fragment"; the host and path alone), or where it
    // would go when absent (a userinfo or port only beside a host).
    slot slot_of(component c) const noexcept;
    // The authority with its "//", or where it would go (before the path).
    slot authority_slot() const noexcept;

    // The bytes of `s` replaced by `bytes` (which must not view the text);
    // the components after `last` in order moved by the change of length.
    // Refused, nothing changed, when the text would be too long.
    error splice(slot s, std::string_view bytes, component last) {
        std::size_t const size = text_.size() - (s.end - s.begin) + bytes.size();
        if (size > detail::output_limit()) return error{errc::output_too_long, 0};
        auto const delta = static_cast<std::int64_t>(bytes.size()) - static_cast<std::int64_t>(s.end - s.begin);
        text_.replace(s.begin, s.end - s.begin, bytes);
        for (std::size_t k = static_cast<std::size_t>(last) + 1; k < component_count; ++k) {
            auto const later = static_cast<component>(k);
            if (!parts_.has(later)) continue;
            parts_.set(later, static_cast<std::uint32_t>(parts_.begin(later) + delta),
                       static_cast<std::uint32_t>(parts_.end(later) + delta));
        }
        return {};
    }
    // Component `c` is then [begin, begin + size) of the text.
    void place(component c, std::uint32_t begin, std::size_t size) noexcept {
        parts_.set(c, begin, begin + static_cast<std::uint32_t>(size));
    }
    void remove(component c) noexcept { parts_.remove(c); }
    void set_host_kind(host_kind k) noexcept { parts_.host_kind = k; }

private:
    std::string& text_;
    components& parts_;
};

slot spliced::slot_of(component c) const noexcept {
    components const& p = parts_;
    bool const has = p.has(c);
    switch (c) {
    case component::scheme: return has ? slot{0, p.end(c) + 1} : slot{0, 0};
    case component::userinfo:
        return has ? slot{p.begin(c), p.end(c) + 1} : slot{p.begin(component::host), p.begin(component::host)};
    case component::port: return has ? slot{p.begin(c) - 1, p.end(c)} : slot{p.end(component::host), p.end(component::host)};
    case component::query: return has ? slot{p.begin(c) - 1, p.end(c)} : slot{p.end(component::path), p.end(component::path)};
    case component::fragment: {
        auto const size = static_cast<std::uint32_t>(text_.size());
        return has ? slot{p.begin(c) - 1, p.end(c)} : slot{size, size};
    }
    case component::host:
    case component::path: break;
    }
    return slot{p.begin(c), p.end(c)};
}

slot spliced::authority_slot() const noexcept {
    components const& p = parts_;
    if (!p.has(component::host)) return slot{p.begin(component::path), p.begin(component::path)};
    std::uint32_t const begin = (p.has(component::userinfo) ? p.begin(component::userinfo) : p.begin(component::host)) - 2;
    return slot{begin, p.has(component::port) ? p.end(component::port) : p.end(component::host)};
}

// `delimiters[0]` + `value` + `delimiters[1]` into a per-thread buffer: the
// bytes of a slot, built aside (the value may view the uri's own text).
std::string_view slot_bytes(std::string& buffer, std::string_view before, std::string_view value, std::string_view after) {
    buffer.clear();
    buffer.append(before).append(value).append(after);
    return buffer;
}

// Component `c` set to `value` (already encoded and checked) in its slot:
// "before" + value + "after" (its delimiters).
error set_slot(uri& u, component c, std::string_view value, std::string_view before, std::string_view after) {
    detail::scratch<slot_scratch> buffer;
    std::string_view const bytes = slot_bytes(buffer.get(), before, value, after);
    spliced s(u);
    slot const at = s.slot_of(c);
    if (error const e = s.splice(at, bytes, c)) return e;
    s.place(c, at.begin + static_cast<std::uint32_t>(before.size()), value.size());
    return {};
}

// A component beside the host (userinfo, port) needs one (RFC 3986 §3.2).
error needs_authority(uri const& u) noexcept {
    return u.has_authority() ? error{} : error{errc::authority_without_host, 0};
}

// After an authority a non-empty path begins with "/" (RFC 3986 §3.3).
error path_fits(bool has_authority, std::string_view path) noexcept {
    return has_authority && !path.empty() && path.front() != '/' ? error{errc::path_without_slash, 0} : error{};
}

// The host set to `host` (encoded and checked): in its place, or as a new
// authority "//host" before the path, whose path must then begin with "/".
error set_host_text(uri& u, std::string_view host) {
    bool const new_authority = !u.has_authority();
    if (new_authority) {
        if (error const e = path_fits(true, u.path())) return e;
    }
    host_kind const kind = kind_of(host); // before the splice: `host` may view the uri's text
    detail::scratch<slot_scratch> buffer;
    std::string_view const bytes = slot_bytes(buffer.get(), new_authority ? "//" : "", host, "");
    spliced s(u);
    slot const at = new_authority ? s.authority_slot() : s.slot_of(component::host);
    if (error const e = s.splice(at, bytes, component::host)) return e;
    s.place(component::host, at.begin + (new_authority ? 2 : 0), bytes.size() - (new_authority ? 2 : 0));
    s.set_host_kind(kind);
    return {};
}

// The path set to `path` (encoded and checked), with the guard prefix it
// needs here (path_guard.hpp): one splice, refused before any change.
error replace_path(uri& u, std::string_view path) {
    if (error const e = path_fits(u.has_authority(), path)) return e;
    std::string_view const prefix = u.has_authority() ? std::string_view() : detail::path_guard(path, u.has_scheme());
    detail::scratch<slot_scratch> buffer;
    std::string_view const bytes = slot_bytes(buffer.get(), prefix, path, ""); // the prefix is the path's too
    spliced s(u);
    slot const at = s.slot_of(component::path);
    if (error const e = s.splice(at, bytes, component::path)) return e;
    s.place(component::path, at.begin, bytes.size());
    return {};
}

// Segment `index` of the path: where it is in the text ("/" counts as no
// segment; a relative path without authority has no leading "/").
std::optional<slot> segment_slot(uri const& u, std::size_t index) {
    std::string_view const path = u.path();
    if (path.empty() || path == "/") return std::nullopt;
    std::uint32_t const base = u.parts().begin(component::path);
    std::size_t pos = path.front() == '/' ? 1 : 0;
    for (std::size_t i = 0;; ++i) {
        std::size_t const slash = path.find('/', pos);
        std::size_t const end = slash == std::string_view::npos ? path.size() : slash;
        if (i == index) return slot{base + static_cast<std::uint32_t>(pos), base + static_cast<std::uint32_t>(end)};
        if (slash == std::string_view::npos) return std::nullopt;
        pos = slash + 1;
    }
}

// The path with its bytes in `at` (a part of it) replaced by `bytes`, then
// replace_path: a path_scratch buffer (`bytes` may view the uri's text).
error edit_path(uri& u, slot at, std::string_view bytes) {
    std::string_view const text = u.str();
    std::uint32_t const begin = u.parts().begin(component::path), end = u.parts().end(component::path);
    detail::scratch<path_scratch> path;
    path.get().assign(text.substr(begin, at.begin - begin)).append(bytes).append(text.substr(at.end, end - at.end));
    return replace_path(u, path.get());
}

void append_param_text(std::string& out, std::string_view key, std::optional<std::string_view> value) {
    pct_encode(key, codec::query_param, out);
    if (!value) return;
    out.push_back('=');
    pct_encode(*value, codec::query_param, out);
}

// The query without the parameters whose decoded key is `key`, the first
// replaced by `replacement` when given, into `out`: every other parameter
// keeps its bytes and its place. How many there were.
std::size_t without_params(std::string_view query, std::string_view key, std::string_view const* replacement,
                          std::string& out) {
    out.clear();
    std::size_t found = 0;
    bool first_piece = true;
    for (query_param const p : query_params(query)) {
        std::string_view piece;
        if (detail::view_access::make_decoded(p.key, false) == key) {
            if (found++ != 0 || replacement == nullptr) continue;
            piece = *replacement;
        } else {
            piece = std::string_view(p.key.data(), p.has_value ? p.key.size() + 1 + p.value.size() : p.key.size());
        }
        if (!first_piece) out.push_back('&');
        out.append(piece);
        first_piece = false;
    }
    return found;
}

} // namespace

error uri::set_scheme(std::string_view scheme) {
    if (error const e = validate_scheme(scheme)) return e;
    return set_slot(*this, component::scheme, scheme, "", ":");
}

error uri::remove_scheme() {
    if (!has_scheme()) return {};
    // Without a scheme a first segment with ":" gets "./" (no authority):
    // at most two bytes for the scheme's "x:" at least, so it fits.
    std::string_view const prefix = has_authority() ? std::string_view() : detail::path_guard(path(), false);
    spliced s(*this);
    (void)s.splice(s.slot_of(component::scheme), "", component::scheme);
    s.remove(component::scheme);
    std::uint32_t const begin = parts_.begin(component::path);
    std::size_t const size = parts_.end(component::path) - begin + prefix.size();
    (void)s.splice(slot{begin, begin}, prefix, component::path);
    s.place(component::path, begin, size);
    return {};
}

error uri::set_userinfo(std::string_view plain) {
    if (error const e = needs_authority(*this)) return e;
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::userinfo, encoded.get());
    return set_slot(*this, component::userinfo, encoded.get(), "", "@");
}

error uri::set_encoded_userinfo(std::string_view text) {
    // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    if (error const e = validate(text, grammar::cs_userinfo, errc::invalid_userinfo)) return e;
    if (error const e = needs_authority(*this)) return e;
    return set_slot(*this, component::userinfo, text, "", "@");
}

void uri::remove_userinfo() noexcept { drop_component(component::userinfo); }

error uri::set_host(std::string_view plain) {
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::host, encoded.get());
    return set_host_text(*this, encoded.get());
}

error uri::set_encoded_host(std::string_view text) {
    if (error const e = validate_host(text)) return e;
    return set_host_text(*this, text);
}

error uri::remove_authority() {
    if (!has_authority()) return {};
    // A path beginning "//" gets "/.": two bytes for the authority's "//" at least.
    std::string_view const prefix = detail::path_guard(path(), has_scheme());
    spliced s(*this);
    (void)s.splice(s.authority_slot(), "", component::port);
    s.remove(component::userinfo);
    s.remove(component::host);
    s.remove(component::port);
    s.set_host_kind(host_kind::none);
    std::uint32_t const begin = parts_.begin(component::path);
    std::size_t const size = parts_.end(component::path) - begin + prefix.size();
    (void)s.splice(slot{begin, begin}, prefix, component::path);
    s.place(component::path, begin, size);
    return {};
}

error uri::set_port(std::string_view digits) {
    if (error const e = validate_port(digits)) return e;
    if (error const e = needs_authority(*this)) return e;
    return set_slot(*this, component::port, digits, ":", "");
}

error uri::set_port(std::uint16_t port) {
    std::string const digits = std::to_string(port);
    return set_port(std::string_view(digits));
}

void uri::remove_port() noexcept { drop_component(component::port); }

error uri::set_path(std::string_view plain) {
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::path, encoded.get());
    return replace_path(*this, encoded.get());
}

error uri::set_encoded_path(std::string_view text) {
    if (error const e = validate(text, grammar::cs_path, errc::invalid_path)) return e;
    return replace_path(*this, text);
}

error uri::append_segment(std::string_view plain) {
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::path_segment, encoded.get());
    return append_encoded_segment(encoded.get());
}

error uri::append_encoded_segment(std::string_view text) {
    if (error const e = validate(text, grammar::cs_pchar, errc::invalid_path)) return e;
    // "/" counts as no segment; a relative path without authority has no leading "/".
    std::string_view const path = this->path();
    bool const slash = path.empty() ? has_authority() : path != "/";
    std::uint32_t const end = parts_.end(component::path);
    detail::scratch<piece_scratch> piece; // `text` may be append_segment's value_scratch
    if (slash) piece.get().push_back('/'); // a push_back, not a literal: g++ 12 -O3 warns (-Wrestrict) on that
    piece.get().append(text);
    return edit_path(*this, slot{end, end}, piece.get());
}

error uri::set_segment(std::size_t index, std::string_view plain) {
    std::optional<slot> const at = segment_slot(*this, index);
    if (!at) return error{errc::no_such_segment, 0};
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::path_segment, encoded.get());
    return edit_path(*this, *at, encoded.get());
}

error uri::remove_segment(std::size_t index) {
    std::optional<slot> at = segment_slot(*this, index);
    if (!at) return error{errc::no_such_segment, 0};
    // The segment and one "/" next to it: the one after it, or, for the last
    // segment, the one before it.
    if (at->end < parts_.end(component::path)) ++at->end;
    else if (at->begin > parts_.begin(component::path)) --at->begin;
    return edit_path(*this, *at, "");
}

error uri::insert_segment(std::size_t index, std::string_view plain) {
    std::optional<slot> const at = segment_slot(*this, index);
    if (!at) {
        if (index != edit_segments().size()) return error{errc::no_such_segment, 0};
        return append_segment(plain); // at the end
    }
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::path_segment, encoded.get());
    encoded.get().push_back('/');
    return edit_path(*this, slot{at->begin, at->begin}, encoded.get());
}

error uri::set_query(std::string_view plain) {
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::query, encoded.get());
    return set_slot(*this, component::query, encoded.get(), "?", "");
}

error uri::set_encoded_query(std::string_view text) {
    if (error const e = validate(text, grammar::cs_query, errc::invalid_query)) return e;
    return set_slot(*this, component::query, text, "?", "");
}

void uri::remove_query() noexcept { drop_component(component::query); }

error uri::append_param(std::string_view key, std::optional<std::string_view> value) {
    detail::scratch<param_scratch> param;
    append_param_text(param.get(), key, value);
    if (!has_query()) return set_slot(*this, component::query, param.get(), "?", "");
    std::string_view const q = query();
    detail::scratch<query_scratch> longer;
    longer.get().assign(q);
    if (!q.empty()) longer.get().push_back('&');
    longer.get().append(param.get());
    return set_slot(*this, component::query, longer.get(), "?", "");
}

error uri::set_param(std::string_view key, std::optional<std::string_view> value) {
    if (has_query()) {
        detail::scratch<param_scratch> param;
        append_param_text(param.get(), key, value);
        std::string_view const replacement = param.get();
        detail::scratch<query_scratch> edited;
        if (without_params(query(), key, &replacement, edited.get()) != 0) {
            return set_slot(*this, component::query, edited.get(), "?", "");
        }
    }
    return append_param(key, value);
}

std::size_t uri::remove_params(std::string_view key) {
    if (!has_query()) return 0;
    detail::scratch<query_scratch> kept;
    std::size_t const found = without_params(query(), key, nullptr, kept.get());
    if (found == 0) return 0;
    if (kept.get().empty()) {
        drop_component(component::query);
        return found;
    }
    (void)set_slot(*this, component::query, kept.get(), "?", ""); // shorter: it fits
    return found;
}

error uri::set_fragment(std::string_view plain) {
    detail::scratch<value_scratch> encoded;
    pct_encode(plain, codec::fragment, encoded.get());
    return set_slot(*this, component::fragment, encoded.get(), "#", "");
}

error uri::set_encoded_fragment(std::string_view text) {
    if (error const e = validate(text, grammar::cs_query, errc::invalid_fragment)) return e;
    return set_slot(*this, component::fragment, text, "#", "");
}

void uri::remove_fragment() noexcept { drop_component(component::fragment); }

// Erases the component with its delimiter ("userinfo@", ":port", "?query",
// "#fragment") and moves the later offsets back: what is left parses to the
// same other components, so no writing is needed and nothing is allocated.
void uri::drop_component(component c) noexcept {
    if (!parts_.has(c)) return;
    bool const delimiter_after = c == component::userinfo;
    std::uint32_t const begin = parts_.begin(c) - (delimiter_after ? 0 : 1);
    std::uint32_t const end = parts_.end(c) + (delimiter_after ? 1 : 0);
    text_.erase(begin, end - begin);
    parts_.remove(c);
    for (std::size_t i = static_cast<std::size_t>(c) + 1; i < component_count; ++i) {
        auto const later = static_cast<component>(i);
        if (parts_.has(later)) parts_.set(later, parts_.begin(later) - (end - begin), parts_.end(later) - (end - begin));
    }
}

} // namespace urikit
