// urikit web mode: the serializer's order, written as the parser goes
// (URL Standard, URL serializer and URL parsing).
#include "src/web/web_assembler.hpp"

#include <array>

#include "src/core/charsets.hpp"
#include "src/core/pct_codec.hpp"
#include "src/core/pct_normalize.hpp"
#include "src/core/port_number.hpp"
#include "src/web/web_access.hpp"
#include "src/web/web_host.hpp"

namespace urikit::detail {

namespace {


} // namespace

template <std::uint32_t Set>
void web_assembler::append_encoded(std::string_view text) {
    // Outside the userinfo set, web_scan.encoded covers every byte of the
    // set that the split leaves in a component.
    if (Set != grammar::ws_userinfo && !seen_.needs_cleaning && !seen_.encoded) {
        w_.append(text);
        return;
    }
    std::size_t const clean = grammar::outside_run<Set>(text);
    w_.append(text.substr(0, clean)); // the common case: all of it
    if (clean == text.size()) return;
    std::string_view const rest = text.substr(clean);
    auto const keep = [](char c) { return !grammar::in_set(c, Set); };
    w_.advance_to(write_pct_encoded(w_.room(pct_encoded_size(rest, keep)), rest, keep));
}
template void web_assembler::append_encoded<grammar::ws_path>(std::string_view);
template void web_assembler::append_encoded<grammar::ws_c0_control>(std::string_view);

bool is_special_scheme(std::string_view s) noexcept {
    switch (s.size()) {
    case 2: return s == "ws";
    case 3: return s == "ftp" || s == "wss";
    case 4: return s == "http" || s == "file";
    case 5: return s == "https";
    default: return false;
    }
}

std::optional<std::uint16_t> special_default_port(std::string_view s) noexcept {
    switch (s.size()) {
    case 2: return s == "ws" ? std::optional<std::uint16_t>(80) : std::nullopt;
    case 3: return s == "ftp" ? std::optional<std::uint16_t>(21) : s == "wss" ? std::optional<std::uint16_t>(443) : std::nullopt;
    case 4: return s == "http" ? std::optional<std::uint16_t>(80) : std::nullopt;
    case 5: return s == "https" ? std::optional<std::uint16_t>(443) : std::nullopt;
    default: return std::nullopt;
    }
}

void web_assembler::scheme(std::string_view s) {
    w_.advance_to(write_ascii_lowercase(w_.room(s.size()), s));
    scheme_end_ = w_.size();
    w_.put(':');
    special_ = is_special_scheme(scheme_text());
    file_ = scheme_text() == "file";
}

void web_assembler::open_authority() {
    w_.append("//");
    has_authority_ = true;
    userinfo_b_ = userinfo_e_ = w_.size();
}

void web_assembler::credentials(std::string_view userinfo) {
    std::size_t const colon = userinfo.find(':');
    std::string_view const user = userinfo.substr(0, colon);
    std::string_view const pass = colon == std::string_view::npos ? std::string_view() : userinfo.substr(colon + 1);
    if (user.empty() && pass.empty()) return;
    std::size_t const b = w_.size();
    append_encoded<grammar::ws_userinfo>(user);
    if (!pass.empty()) {
        w_.put(':');
        append_encoded<grammar::ws_userinfo>(pass);
    }
    has_userinfo_ = true;
    userinfo_b_ = b;
    userinfo_e_ = w_.size();
    w_.put('@');
}

void web_assembler::encoded_credentials(std::string_view username, std::string_view password) {
    if (username.empty() && password.empty()) return;
    has_userinfo_ = true;
    userinfo_b_ = w_.size();
    w_.append(username);
    if (!password.empty()) {
        w_.put(':');
        w_.append(password);
    }
    userinfo_e_ = w_.size();
    w_.put('@');
}

error web_assembler::host(std::string_view text) {
    host_b_ = host_e_ = w_.size();
    if (text.empty()) {
        host_type_ = web_host_kind::empty;
        return {};
    }
    out_.resize(w_.size()); // the host parser appends at the cursor
    // A file host is not split at ":" (file host state): only others can be plain.
    bool const plain = !file_ && !seen_.needs_cleaning && !seen_.percent && !seen_.encoded && !seen_.bracket;
    if (error const e = append_web_host(out_, text, special_, host_type_, plain); e.code != errc::ok) return e;
    w_.advance_to(out_.data() + out_.size());
    host_e_ = w_.size();
    return {};
}

void web_assembler::clear_host() {
    w_.advance_to(out_.data() + host_b_);
    host_e_ = host_b_;
    host_type_ = web_host_kind::empty;
}

void web_assembler::serialized_host(std::string_view host, web_host_kind type) {
    host_b_ = w_.size();
    w_.append(host);
    host_e_ = w_.size();
    host_type_ = type;
}

void web_assembler::port(std::optional<std::uint16_t> port) {
    if (!port) return;
    w_.put(':');
    port_b_ = w_.size();
    char digits[5];
    w_.append(std::string_view(digits, static_cast<std::size_t>(write_port_digits(digits, *port) - digits)));
    port_e_ = w_.size();
    has_port_ = true;
}

void web_assembler::copy_authority(web_url const& base) {
    components const& p = base.parts();
    if (!p.has(component::host)) return;
    open_authority();
    encoded_credentials(base.username(), base.password());
    serialized_host(base.hostname(), base.host_kind());
    port(port_field(base));
}

// "?" or "#" then what write() writes: the component, recorded in [b, e).
template <class Write>
void web_assembler::delimited(char delimiter, std::size_t& b, std::size_t& e, bool& present, Write write) {
    end_path();
    w_.put(delimiter);
    b = w_.size();
    write();
    e = w_.size();
    present = true;
}

void web_assembler::query(std::string_view text) {
    delimited('?', query_b_, query_e_, has_query_, [&] {
        if (special_) append_encoded<grammar::ws_special_query>(text);
        else append_encoded<grammar::ws_query>(text);
    });
}

void web_assembler::copy_query(std::string_view encoded) {
    delimited('?', query_b_, query_e_, has_query_, [&] { w_.append(encoded); });
}

void web_assembler::fragment(std::string_view text) {
    delimited('#', fragment_b_, fragment_e_, has_fragment_, [&] { append_encoded<grammar::ws_fragment>(text); });
}

void web_assembler::copy_fragment(std::string_view encoded) {
    delimited('#', fragment_b_, fragment_e_, has_fragment_, [&] { w_.append(encoded); });
}

error web_assembler::finish(web_url& out) {
    end_path();
    if (has_authority_) {
        w_.record(component::host, host_b_, host_e_);
        if (has_userinfo_) w_.record(component::userinfo, userinfo_b_, userinfo_e_);
        if (has_port_) w_.record(component::port, port_b_, port_e_);
    }
    w_.record(component::scheme, 0, scheme_end_);
    std::size_t const path_e = has_query_ ? query_b_ - 1 : has_fragment_ ? fragment_b_ - 1 : w_.size();
    w_.record(component::path, path_begin_, path_e);
    if (has_query_) w_.record(component::query, query_b_, query_e_);
    if (has_fragment_) w_.record(component::fragment, fragment_b_, fragment_e_);
    switch (host_type_) {
    case web_host_kind::none: break;
    case web_host_kind::ipv4: w_.set_host_kind(host_kind::ipv4); break;
    case web_host_kind::ipv6: w_.set_host_kind(host_kind::ipv6); break;
    default: w_.set_host_kind(host_kind::reg_name); break;
    }
    components parts;
    if (error const e = w_.finish(&parts); e.code != errc::ok) return e;
    // Copied, not swapped: the href keeps its own buffer, which only grows,
    // so that the one-copy path (web_fast_path.cpp) writing into it and this
    // path writing into the per-thread buffer never trade buffers of
    // different sizes back and forth (a warm parse allocates nothing).
    web_access::href(out).assign(out_);
    web_access::parts(out) = parts;
    web_access::host_type(out) = host_type_;
    web_access::opaque_path(out) = opaque_;
    return {};
}

} // namespace urikit::detail
