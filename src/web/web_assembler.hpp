// urikit web mode: writes a URL record's serialization (URL Standard, URL
// serializer) component by component, in the order the parser fills them,
// through the one writer. The per-component processors (host parser, path
// state, percent-encode sets) append here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/error.hpp>
#include <urikit/web_url.hpp>

#include "src/core/writer.hpp"
#include "src/web/web_scan.hpp"

namespace urikit::detail {

class web_assembler {
public:
    // Writes over `out` (its capacity reused). `seen` says which bytes the
    // input holds (web_scan), so that components skip what none needs.
    explicit web_assembler(std::string& out, web_scan const& seen = web_scan::unknown())
        : out_(out), w_(out, writer::replace_tag{}), seen_(seen) {}

    // scheme ":" (lowercased). Sets special / file.
    void scheme(std::string_view scheme);
    bool special() const noexcept { return special_; }
    bool is_file() const noexcept { return file_; }
    std::string_view scheme_text() const noexcept { return std::string_view(out_).substr(0, scheme_end_); }

    // "//" username [":" password] "@" (raw text of the userinfo before the
    // last "@", split at its first ":", each part userinfo-encoded; nothing
    // written when both are empty).
    void open_authority();
    void credentials(std::string_view userinfo);
    // Credentials already encoded (copied from a base or a URL being set).
    void encoded_credentials(std::string_view username, std::string_view password);
    // The host parser on `text` (empty: the empty host). Error offsets are into `text`.
    error host(std::string_view text);
    // "localhost" becomes the empty host in file URLs (file host state).
    bool host_is_localhost() const noexcept { return std::string_view(out_).substr(host_b_, host_e_ - host_b_) == "localhost"; }
    void clear_host();
    // A host already serialized (copied).
    void serialized_host(std::string_view host, web_host_kind type);
    // ":" port when not null (the caller drops a default port).
    void port(std::optional<std::uint16_t> port);
    // Copies the authority of `base` (credentials, host, port) as is.
    void copy_authority(web_url const& base);

    // The path (URL Standard path state): segments of `text` after one
    // separator was consumed; see web_path.cpp.
    void open_path();
    void path_state(std::string_view text);
    void copy_path(std::string_view serialized_path); // a base's path, as serialized
    void shorten_path();
    void clear_path();
    bool path_empty() const noexcept { return w_.size() == path_begin_; }
    void opaque_path(std::string_view text, bool followed_by_query_or_fragment);
    void copy_opaque_path(std::string_view path);

    // "?" query / "#" fragment, percent-encoded by their sets (special-query
    // set for special URLs), or copied as already encoded.
    void query(std::string_view text);
    void copy_query(std::string_view encoded);
    void fragment(std::string_view text);
    void copy_fragment(std::string_view encoded);

    // Ends the path (the serializer's "/." before a path that would read as
    // an authority), records the offsets and fills `out`'s fields.
    error finish(web_url& out);

private:
    void segment(std::string_view raw, bool last);
    bool path_needs_segments(std::string_view text) const noexcept;
    // `text` with every byte in the percent-encode set `Set` as "%XX".
    template <std::uint32_t Set>
    void append_encoded(std::string_view text);
    template <class Write>
    void delimited(char delimiter, std::size_t& b, std::size_t& e, bool& present, Write write);
    void end_path();

    std::string& out_;
    writer w_;
    web_scan seen_;
    std::size_t scheme_end_ = 0;
    bool special_ = false;
    bool file_ = false;
    bool has_authority_ = false;
    std::size_t userinfo_b_ = 0, userinfo_e_ = 0, host_b_ = 0, host_e_ = 0, port_b_ = 0, port_e_ = 0;
    bool has_userinfo_ = false, has_port_ = false;
    web_host_kind host_type_ = web_host_kind::none;
    std::size_t path_begin_ = 0;
    bool path_open_ = false, path_ended_ = false, opaque_ = false;
    std::size_t query_b_ = 0, query_e_ = 0, fragment_b_ = 0, fragment_e_ = 0;
    bool has_query_ = false, has_fragment_ = false;
};

// The special schemes and their default ports (URL Standard, URL miscellaneous).
bool is_special_scheme(std::string_view lower_scheme) noexcept;
std::optional<std::uint16_t> special_default_port(std::string_view lower_scheme) noexcept;

} // namespace urikit::detail

namespace urikit::detail {
// A Windows drive letter (URL Standard, URL miscellaneous): an ASCII alpha
// and ":" or "|" (only ":" when `normalized`).
bool is_windows_drive_letter(std::string_view s, bool normalized) noexcept;
// "starts with a Windows drive letter": the two, then the end or one of "/\?#".
bool starts_with_windows_drive_letter(std::string_view s) noexcept;
// Whether a segment of `path` (split on "/" only) is a single-dot or
// double-dot URL path segment ("." or "..", any of their "%2e" spellings).
bool has_dot_path_segment(std::string_view path) noexcept;
} // namespace urikit::detail
