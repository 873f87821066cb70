// urikit: uri_builder (RFC 3986 §3 components set one by one, §5.3 recomposition).
#include <urikit/uri_builder.hpp>

#include <vector>

#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "../grammar/charsets.hpp"
#include "../grammar/split.hpp"
#include "serialize.hpp"

namespace urikit {

namespace {

// First byte of `text` that is neither in `set` nor part of a valid "%XX".
error validate(std::string_view text, std::uint16_t set, errc code) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (grammar::in_set(text[i], set)) continue;
        auto const at = static_cast<std::uint32_t>(i);
        if (text[i] == '%') {
            if (!grammar::is_pct_encoded(text.data() + i, text.size() - i)) return error{errc::bad_pct_encoding, at};
            i += 2;
            continue;
        }
        return error{grammar::in_set(text[i], grammar::cs_uri_char) ? code : errc::invalid_character, at};
    }
    return {};
}

host_kind kind_of(std::string_view host) noexcept {
    if (!host.empty() && host.front() == '[') {
        return host.size() > 1 && (host[1] | 0x20) == 'v' ? host_kind::ipvfuture : host_kind::ipv6;
    }
    return grammar::probe(grammar::production::ipv4address, host) ? host_kind::ipv4 : host_kind::reg_name;
}

} // namespace

uri_builder::uri_builder(uri_view u)
    : scheme_(u.scheme()), userinfo_(u.userinfo()), host_(u.host()), port_(u.port()), path_(u.path()),
      query_(u.query()), fragment_(u.fragment()), has_scheme_(u.has_scheme()), has_userinfo_(u.has_userinfo()),
      has_host_(u.has_authority()), has_port_(u.has_port()), has_query_(u.has_query()),
      has_fragment_(u.has_fragment()) {}

error uri_builder::set_scheme(std::string_view scheme) {
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
void uri_builder::remove_scheme() noexcept { has_scheme_ = false; }

error uri_builder::set_encoded_userinfo(std::string_view text) {
    // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    if (error const e = validate(text, grammar::cs_userinfo, errc::invalid_userinfo); e.code != errc::ok) return e;
    userinfo_.assign(text);
    has_userinfo_ = true;
    return {};
}
void uri_builder::set_userinfo(std::string_view plain) {
    userinfo_.clear();
    pct_encode(plain, codec::userinfo, userinfo_);
    has_userinfo_ = true;
}
void uri_builder::remove_userinfo() noexcept { has_userinfo_ = false; }

error uri_builder::set_encoded_host(std::string_view text) {
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
void uri_builder::set_host(std::string_view plain) {
    host_.clear();
    pct_encode(plain, codec::host, host_);
    has_host_ = true;
}
void uri_builder::remove_authority() noexcept { has_host_ = has_userinfo_ = has_port_ = false; }

error uri_builder::set_port(std::string_view digits) {
    if (error const e = validate(digits, grammar::cs_digit, errc::invalid_port); e.code != errc::ok) {
        return error{errc::invalid_port, e.offset};
    }
    port_.assign(digits);
    has_port_ = true;
    return {};
}
void uri_builder::set_port(std::uint16_t port) {
    port_ = std::to_string(port);
    has_port_ = true;
}
void uri_builder::remove_port() noexcept { has_port_ = false; }

error uri_builder::set_encoded_path(std::string_view text) {
    if (error const e = validate(text, grammar::cs_path, errc::invalid_path); e.code != errc::ok) return e;
    path_.assign(text);
    return {};
}
void uri_builder::set_path(std::string_view plain) {
    path_.clear();
    pct_encode(plain, codec::path, path_);
}

void uri_builder::append_segment(std::string_view plain) {
    std::string encoded;
    pct_encode(plain, codec::path_segment, encoded);
    (void)append_encoded_segment(encoded);
}
error uri_builder::append_encoded_segment(std::string_view text) {
    if (error const e = validate(text, grammar::cs_pchar, errc::invalid_path); e.code != errc::ok) return e;
    if (path_.empty()) {
        if (has_host_) path_.push_back('/');
    } else if (path_ != "/") {
        path_.push_back('/');
    }
    path_.append(text);
    return {};
}

std::optional<uri_builder::span> uri_builder::segment_span(std::size_t index) const {
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

bool uri_builder::set_segment(std::size_t index, std::string_view plain) {
    auto const s = segment_span(index);
    if (!s) return false;
    std::string encoded;
    pct_encode(plain, codec::path_segment, encoded);
    path_.replace(s->begin, s->end - s->begin, encoded);
    return true;
}

bool uri_builder::remove_segment(std::size_t index) {
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

error uri_builder::set_encoded_query(std::string_view text) {
    if (error const e = validate(text, grammar::cs_query, errc::invalid_query); e.code != errc::ok) return e;
    query_.assign(text);
    has_query_ = true;
    return {};
}
void uri_builder::set_query(std::string_view plain) {
    query_.clear();
    pct_encode(plain, codec::query, query_);
    has_query_ = true;
}
void uri_builder::remove_query() noexcept { has_query_ = false; }

std::string uri_builder::encode_param(std::string_view key, std::optional<std::string_view> value) const {
    std::string p;
    pct_encode(key, codec::query_param, p);
    if (value) {
        p.push_back('=');
        pct_encode(*value, codec::query_param, p);
    }
    return p;
}

void uri_builder::append_param(std::string_view key, std::optional<std::string_view> value) {
    std::string const p = encode_param(key, value);
    if (has_query_ && !query_.empty()) query_.push_back('&');
    if (!has_query_) query_.clear();
    query_.append(p);
    has_query_ = true;
}

namespace {
// Spans of the parameters of `query` whose decoded key equals `key`.
template <class F>
void for_each_param_with_key(std::string_view query, std::string_view key, F&& f) {
    std::size_t pos = 0;
    std::string decoded;
    while (pos <= query.size()) {
        std::size_t const amp = query.find('&', pos);
        std::size_t const end = amp == std::string_view::npos ? query.size() : amp;
        std::string_view const piece = query.substr(pos, end - pos);
        std::string_view const k = piece.substr(0, piece.find('='));
        decoded.clear();
        if (pct_decode(k, codec::query_param, decoded).code == errc::ok && decoded == key) f(pos, end);
        if (amp == std::string_view::npos) break;
        pos = amp + 1;
    }
}

// Erases [begin, end) of a query with the "&" that joins it to a neighbour.
void erase_param(std::string& query, std::size_t begin, std::size_t end) {
    if (end < query.size()) ++end;      // the "&" after it
    else if (begin > 0) --begin;        // or, for the last one, the "&" before it
    query.erase(begin, end - begin);
}
} // namespace

void uri_builder::set_param(std::string_view key, std::optional<std::string_view> value) {
    if (!has_query_) {
        append_param(key, value);
        return;
    }
    std::vector<span> found;
    for_each_param_with_key(query_, key, [&](std::size_t b, std::size_t e) { found.push_back({b, e}); });
    if (found.empty()) {
        append_param(key, value);
        return;
    }
    for (std::size_t i = found.size(); i-- > 1;) erase_param(query_, found[i].begin, found[i].end);
    query_.replace(found[0].begin, found[0].end - found[0].begin, encode_param(key, value));
}

std::size_t uri_builder::remove_params(std::string_view key) {
    if (!has_query_) return 0;
    std::vector<span> found;
    for_each_param_with_key(query_, key, [&](std::size_t b, std::size_t e) { found.push_back({b, e}); });
    for (std::size_t i = found.size(); i-- > 0;) erase_param(query_, found[i].begin, found[i].end);
    if (!found.empty() && query_.empty()) has_query_ = false;
    return found.size();
}

error uri_builder::set_encoded_fragment(std::string_view text) {
    if (error const e = validate(text, grammar::cs_query, errc::invalid_fragment); e.code != errc::ok) return e;
    fragment_.assign(text);
    has_fragment_ = true;
    return {};
}
void uri_builder::set_fragment(std::string_view plain) {
    fragment_.clear();
    pct_encode(plain, codec::fragment, fragment_);
    has_fragment_ = true;
}
void uri_builder::remove_fragment() noexcept { has_fragment_ = false; }

result<uri> uri_builder::build() const {
    std::string out;
    detail::component_writer w(out);
    if (has_scheme_) {
        w.begin();
        out.append(scheme_);
        w.end(component::scheme);
        out.push_back(':');
    }
    if (!has_host_ && (has_userinfo_ || has_port_)) return error{errc::missing_host, static_cast<std::uint32_t>(out.size())};
    if (has_host_) {
        out.append("//");
        if (has_userinfo_) {
            w.begin();
            out.append(userinfo_);
            w.end(component::userinfo);
            out.push_back('@');
        }
        w.begin();
        out.append(host_);
        w.end(component::host);
        w.parts().host_kind = kind_of(host_);
        if (has_port_) {
            out.push_back(':');
            w.begin();
            out.append(port_);
            w.end(component::port);
        }
        if (!path_.empty() && path_.front() != '/') {
            return error{errc::path_without_slash, static_cast<std::uint32_t>(out.size())};
        }
    }
    w.begin();
    std::size_t const path_begin = out.size();
    out.append(path_);
    detail::guard_path(out, path_begin, has_scheme_, has_host_);
    w.end(component::path);
    if (has_query_) {
        out.push_back('?');
        w.begin();
        out.append(query_);
        w.end(component::query);
    }
    if (has_fragment_) {
        out.push_back('#');
        w.begin();
        out.append(fragment_);
        w.end(component::fragment);
    }
    URIKIT_ASSERT(w.parts().check_invariants(out.size()));
    components const parts = w.parts();
    return uri(std::move(out), parts);
}

} // namespace urikit
