// urikit: uri's edits in place (RFC 3986 §3 components set one by one, §5.3
// recomposition). An edit copies the components into an editor, changes one,
// and writes the reference again through the one writer; the uri takes the
// new text only when every step succeeded.
#include <urikit/uri.hpp>

#include <algorithm>
#include <optional>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "src/rfc3986/uri_access.hpp"
#include "src/core/charsets.hpp"
#include "grammar/split.hpp"
#include "src/core/authority_writer.hpp"
#include "src/core/view_access.hpp"
#include "src/core/writer.hpp"
#include "src/rfc3986/path_guard.hpp"

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

// `text`, validated against `set`, into a stored component (`present` set
// when the component has a presence flag; the path has none).
error store_encoded(std::string& field, bool* present, std::string_view text, std::uint32_t set, errc code) {
    if (error const e = validate(text, set, code); e.code != errc::ok) return e;
    field.assign(text);
    if (present != nullptr) *present = true;
    return {};
}

// `plain`, encoded as codec `c`, into a stored component; `plain` may view `field`.
void store_plain(std::string& field, bool* present, std::string_view plain, codec c) {
    field = pct_encode(plain, c);
    if (present != nullptr) *present = true;
}

host_kind kind_of(std::string_view host) noexcept {
    if (!host.empty() && host.front() == '[') {
        return host.size() > 1 && (host[1] | 0x20) == 'v' ? host_kind::ipvfuture : host_kind::ipv6;
    }
    return grammar::probe(grammar::production::ipv4address, host) ? host_kind::ipv4 : host_kind::reg_name;
}

// The components as seven strings: each edit changes one, build() writes them.
class editor {
public:
    explicit editor(uri_view u);

    error set_scheme(std::string_view scheme);
    void remove_scheme() noexcept { has_scheme_ = false; }
    error set_encoded_userinfo(std::string_view text);
    void set_userinfo(std::string_view plain);
    error set_encoded_host(std::string_view text);
    void set_host(std::string_view plain);
    void remove_authority() noexcept { has_host_ = has_userinfo_ = has_port_ = false; }
    error set_port(std::string_view digits);
    error set_encoded_path(std::string_view text);
    void set_path(std::string_view plain);
    error append_encoded_segment(std::string_view text);
    bool set_segment(std::size_t index, std::string_view plain);
    bool remove_segment(std::size_t index);
    error set_encoded_query(std::string_view text);
    void set_query(std::string_view plain);
    void append_param(std::string_view key, std::optional<std::string_view> value);
    void set_param(std::string_view key, std::optional<std::string_view> value);
    std::size_t remove_params(std::string_view key);
    error set_encoded_fragment(std::string_view text);
    void set_fragment(std::string_view plain);

    result<uri> build() const;

private:
    struct span {
        std::size_t begin, end;
    };
    std::optional<span> segment_span(std::size_t index) const;
    static std::string encode_param(std::string_view key, std::optional<std::string_view> value);
    std::size_t edit_params(std::string_view key, std::string_view* replacement);

    std::string scheme_, userinfo_, host_, port_, path_, query_, fragment_;
    bool has_scheme_ = false, has_userinfo_ = false, has_host_ = false, has_port_ = false;
    bool has_query_ = false, has_fragment_ = false;
};

editor::editor(uri_view u)
    : scheme_(u.scheme()), userinfo_(u.userinfo()), host_(u.host()), port_(u.port()), path_(u.path()),
      query_(u.query()), fragment_(u.fragment()), has_scheme_(u.has_scheme()), has_userinfo_(u.has_userinfo()),
      has_host_(u.has_authority()), has_port_(u.has_port()), has_query_(u.has_query()),
      has_fragment_(u.has_fragment()) {}

error editor::set_scheme(std::string_view scheme) {
    // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    if (scheme.empty() || !grammar::in_set(scheme.front(), grammar::cs_alpha)) return error{errc::invalid_scheme, 0};
    for (std::size_t i = 1; i < scheme.size(); ++i) {
        if (!grammar::in_set(scheme[i], grammar::cs_scheme)) {
            return error{errc::invalid_scheme, static_cast<std::uint32_t>(i)};
        }
    }
    scheme_.assign(scheme);
    has_scheme_ = true;
    return {};
}

error editor::set_encoded_userinfo(std::string_view text) {
    // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    return store_encoded(userinfo_, &has_userinfo_, text, grammar::cs_userinfo, errc::invalid_userinfo);
}
void editor::set_userinfo(std::string_view plain) { store_plain(userinfo_, &has_userinfo_, plain, codec::userinfo); }

error editor::set_encoded_host(std::string_view text) {
    // RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name
    if (!grammar::probe(grammar::production::host, text)) {
        // Find how far it is a host: parse it as the authority of "//" + text.
        std::string probe_text = "//";
        probe_text.append(text);
        components parts;
        error const e = grammar::split(probe_text, grammar::mode::relative_ref, parts);
        if (e.code != errc::ok) {
            return error{e.code, e.offset >= 2 ? e.offset - 2 : 0};
        }
        std::uint32_t const end = parts.end(component::host) - 2;
        return error{errc::invalid_host, end};
    }
    host_.assign(text);
    has_host_ = true;
    return {};
}
void editor::set_host(std::string_view plain) { store_plain(host_, &has_host_, plain, codec::host); }

error editor::set_port(std::string_view digits) {
    // RFC 3986 §3.2.3: port = *DIGIT (no percent-encoding)
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (!grammar::in_set(digits[i], grammar::cs_digit)) return error{errc::invalid_port, static_cast<std::uint32_t>(i)};
    }
    port_.assign(digits);
    has_port_ = true;
    return {};
}

error editor::set_encoded_path(std::string_view text) {
    return store_encoded(path_, nullptr, text, grammar::cs_path, errc::invalid_path);
}
void editor::set_path(std::string_view plain) { store_plain(path_, nullptr, plain, codec::path); }

error editor::append_encoded_segment(std::string_view text) {
    if (error const e = validate(text, grammar::cs_pchar, errc::invalid_path); e.code != errc::ok) return e;
    // "/" counts as no segment; a relative path without authority has no
    // leading "/". The piece is built aside: `text` may be a view of path_.
    bool const slash = path_.empty() ? has_host_ : path_ != "/";
    std::string piece;
    piece.reserve(text.size() + 1);
    if (slash) piece.push_back('/');
    piece.append(text);
    path_.append(piece);
    return {};
}

std::optional<editor::span> editor::segment_span(std::size_t index) const {
    if (path_.empty() || path_ == "/") return std::nullopt;
    std::size_t pos = path_.front() == '/' ? 1 : 0;
    for (std::size_t i = 0;; ++i) {
        std::size_t const slash = path_.find('/', pos);
        std::size_t const end = slash == std::string::npos ? path_.size() : slash;
        if (i == index) return span{pos, end};
        if (slash == std::string::npos) return std::nullopt;
        pos = slash + 1;
    }
}

bool editor::set_segment(std::size_t index, std::string_view plain) {
    auto const s = segment_span(index);
    if (!s) return false;
    std::string encoded;
    pct_encode(plain, codec::path_segment, encoded);
    path_.replace(s->begin, s->end - s->begin, encoded);
    return true;
}

bool editor::remove_segment(std::size_t index) {
    auto const s = segment_span(index);
    if (!s) return false;
    // The segment and one "/" next to it: the one after it, or, for the last
    // segment, the one before it.
    std::size_t begin = s->begin, end = s->end;
    if (end < path_.size()) ++end;
    else if (begin > 0) --begin;
    path_.erase(begin, end - begin);
    return true;
}

error editor::set_encoded_query(std::string_view text) {
    return store_encoded(query_, &has_query_, text, grammar::cs_query, errc::invalid_query);
}
void editor::set_query(std::string_view plain) { store_plain(query_, &has_query_, plain, codec::query); }

std::string editor::encode_param(std::string_view key, std::optional<std::string_view> value) {
    std::string p;
    pct_encode(key, codec::query_param, p);
    if (value) {
        p.push_back('=');
        pct_encode(*value, codec::query_param, p);
    }
    return p;
}

void editor::append_param(std::string_view key, std::optional<std::string_view> value) {
    std::string const p = encode_param(key, value);
    if (!has_query_) query_.clear();
    else if (!query_.empty()) query_.push_back('&');
    query_.append(p);
    has_query_ = true;
}

std::size_t editor::edit_params(std::string_view key, std::string_view* replacement) {
    // One pass: the parameters whose decoded key is `key` are dropped, the
    // first of them replaced when there is a replacement; every other keeps
    // its bytes and its place (an empty query has no parameter).
    std::string kept;
    kept.reserve(query_.size());
    std::size_t found = 0;
    bool first_piece = true;
    for (query_param const p : query_params(query_)) {
        std::string_view piece;
        if (detail::view_access::make_decoded(p.key, false) == key) {
            if (found++ != 0 || replacement == nullptr) continue;
            piece = *replacement;
        } else {
            piece = std::string_view(p.key.data(), p.has_value ? p.key.size() + 1 + p.value.size() : p.key.size());
        }
        if (!first_piece) kept.push_back('&');
        kept.append(piece);
        first_piece = false;
    }
    if (found != 0) query_ = std::move(kept);
    return found;
}

void editor::set_param(std::string_view key, std::optional<std::string_view> value) {
    std::string const encoded = encode_param(key, value);
    std::string_view replacement = encoded;
    if (!has_query_ || edit_params(key, &replacement) == 0) append_param(key, value);
}

std::size_t editor::remove_params(std::string_view key) {
    if (!has_query_) return 0;
    std::size_t const found = edit_params(key, nullptr);
    if (found != 0 && query_.empty()) has_query_ = false;
    return found;
}

error editor::set_encoded_fragment(std::string_view text) {
    return store_encoded(fragment_, &has_fragment_, text, grammar::cs_query, errc::invalid_fragment);
}
void editor::set_fragment(std::string_view plain) { store_plain(fragment_, &has_fragment_, plain, codec::fragment); }

// Writes one stored component; its error offset is where it begins in the output.
void write_stored(detail::writer& w, std::string_view text, component c) {
    w.open(static_cast<std::uint32_t>(std::min<std::size_t>(w.size(), 0xFFFFFFFEu)));
    w.append(text);
    w.close(c);
}

// "//" [ userinfo "@" ] host [ ":" port ]; a non-empty path must then begin
// with "/" (RFC 3986 §3.3), or the reference cannot be written.
error write_authority(detail::writer& w, std::optional<std::string_view> userinfo, std::string_view host,
                      std::optional<std::string_view> port, std::string_view path) {
    detail::write_authority(w, userinfo.has_value(), port.has_value(), [&](detail::writer& o, component c) {
        if (c == component::userinfo) write_stored(o, *userinfo, c);
        if (c == component::port) write_stored(o, *port, c);
        if (c != component::host) return;
        write_stored(o, host, c);
        o.set_host_kind(kind_of(host));
    });
    if (!path.empty() && path.front() != '/') {
        return error{errc::path_without_slash, static_cast<std::uint32_t>(std::min<std::size_t>(w.size(), 0xFFFFFFFEu))};
    }
    return {};
}

result<uri> editor::build() const {
    std::string out;
    detail::writer w(out);
    w.reserve(scheme_.size() + userinfo_.size() + host_.size() + port_.size() + path_.size() + query_.size() +
              fragment_.size() + 10);
    if (has_scheme_) {
        write_stored(w, scheme_, component::scheme);
        w.put(':');
    }
    if (!has_host_ && (has_userinfo_ || has_port_)) return error{errc::authority_without_host, static_cast<std::uint32_t>(w.size())};
    if (has_host_) {
        auto const userinfo = has_userinfo_ ? std::optional<std::string_view>(userinfo_) : std::nullopt;
        auto const port = has_port_ ? std::optional<std::string_view>(port_) : std::nullopt;
        if (error const e = write_authority(w, userinfo, host_, port, path_); e.code != errc::ok) return e;
    }
    w.open(static_cast<std::uint32_t>(w.size()));
    std::size_t const path_begin = w.size();
    w.append(path_);
    detail::guard_path(w, path_begin, has_scheme_, has_host_);
    w.close(component::path);
    if (has_query_) {
        w.put('?');
        write_stored(w, query_, component::query);
    }
    if (has_fragment_) {
        w.put('#');
        write_stored(w, fragment_, component::fragment);
    }
    components parts;
    if (error const e = w.finish(&parts); e.code != errc::ok) return e;
    return detail::uri_access::make_uri(std::move(out), parts);
}

// One edit of `u`: the editor takes its components, `change` edits them (its
// error's offset is in the value), and the reference is written again; a
// refusal of the writer is reported at offset 0 of the value. `u` changes
// only when both succeed, so a value viewing u's text is read intact.
template <class Change>
error edit(uri& u, Change&& change) {
    editor e(u.view());
    if (error const refused = change(e); refused.code != errc::ok) return refused;
    auto built = e.build();
    if (!built) return error{built.error().code, 0};
    u = std::move(built).value();
    return {};
}

// `change` as an edit that cannot refuse its value.
template <class Change>
error edit_always(uri& u, Change&& change) {
    return edit(u, [&](editor& e) -> error {
        change(e);
        return {};
    });
}

} // namespace

error uri::set_scheme(std::string_view scheme) {
    return edit(*this, [&](editor& e) { return e.set_scheme(scheme); });
}
error uri::remove_scheme() {
    return edit_always(*this, [](editor& e) { e.remove_scheme(); });
}

error uri::set_userinfo(std::string_view plain) {
    return edit_always(*this, [&](editor& e) { e.set_userinfo(plain); });
}
error uri::set_encoded_userinfo(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.set_encoded_userinfo(text); });
}
void uri::remove_userinfo() noexcept { drop_component(component::userinfo); }

error uri::set_host(std::string_view plain) {
    return edit_always(*this, [&](editor& e) { e.set_host(plain); });
}
error uri::set_encoded_host(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.set_encoded_host(text); });
}
error uri::remove_authority() {
    return edit_always(*this, [](editor& e) { e.remove_authority(); });
}

error uri::set_port(std::string_view digits) {
    return edit(*this, [&](editor& e) { return e.set_port(digits); });
}
error uri::set_port(std::uint16_t port) {
    std::string const digits = std::to_string(port);
    return set_port(std::string_view(digits));
}
void uri::remove_port() noexcept { drop_component(component::port); }

error uri::set_path(std::string_view plain) {
    return edit_always(*this, [&](editor& e) { e.set_path(plain); });
}
error uri::set_encoded_path(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.set_encoded_path(text); });
}
error uri::append_segment(std::string_view plain) {
    std::string const encoded = pct_encode(plain, codec::path_segment);
    return edit(*this, [&](editor& e) { return e.append_encoded_segment(encoded); });
}
error uri::append_encoded_segment(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.append_encoded_segment(text); });
}
error uri::set_segment(std::size_t index, std::string_view plain) {
    return edit(*this, [&](editor& e) {
        return e.set_segment(index, plain) ? error{} : error{errc::no_such_segment, 0};
    });
}
error uri::remove_segment(std::size_t index) {
    return edit(*this, [&](editor& e) {
        return e.remove_segment(index) ? error{} : error{errc::no_such_segment, 0};
    });
}

error uri::set_query(std::string_view plain) {
    return edit_always(*this, [&](editor& e) { e.set_query(plain); });
}
error uri::set_encoded_query(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.set_encoded_query(text); });
}
void uri::remove_query() noexcept { drop_component(component::query); }
error uri::append_param(std::string_view key, std::optional<std::string_view> value) {
    return edit_always(*this, [&](editor& e) { e.append_param(key, value); });
}
error uri::set_param(std::string_view key, std::optional<std::string_view> value) {
    return edit_always(*this, [&](editor& e) { e.set_param(key, value); });
}
std::size_t uri::remove_params(std::string_view key) {
    std::size_t removed = 0;
    // Removing shortens the text: the writer cannot refuse it.
    (void)edit_always(*this, [&](editor& e) { removed = e.remove_params(key); });
    return removed;
}

error uri::set_fragment(std::string_view plain) {
    return edit_always(*this, [&](editor& e) { e.set_fragment(plain); });
}
error uri::set_encoded_fragment(std::string_view text) {
    return edit(*this, [&](editor& e) { return e.set_encoded_fragment(text); });
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
