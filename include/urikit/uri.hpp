/// @file
/// uri: the owning URI reference, read as uri_view reads and edited in place.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

class segments_ref;
class params_ref;

/// An owning URI reference (RFC 3986 §4.1): one std::string plus its offset
/// table. It reads as uri_view reads (reference_reader: the same getters,
/// written once), converts to a uri_view, and is edited in place.
///
/// It is made from a parsed view (`uri u = parse_uri(s).value();`, a copy),
/// by normalize, resolve and to_uri, or by from_parts, which checks the
/// offsets: it always describes its text truly. The default uri is the
/// empty reference "".
///
/// Setters (RFC 3986 §3 components set one by one, §5.3 recomposition) take
/// encoded text (`set_encoded_x`: validated against the component's grammar)
/// or plain data (`set_x`: encoded as the component needs, see pct_encode).
/// Each returns an error, ok when the value was taken; on refusal the
/// reason and the offset in the value, and the uri unchanged. A value may
/// view this uri's own text. Editing a segment or a parameter keeps the
/// bytes of every other one. An edit costs O(n + the value's length).
///
/// An edit never writes a text that parses differently: a path without an
/// authority that would begin with "//" gets a "/." prefix, and the first
/// segment of a relative reference that holds ":" gets a "./" prefix (both
/// mean the same path after resolution). What cannot be made safe is
/// refused: a userinfo or port without a host (errc::authority_without_host),
/// a non-empty path that does not begin with "/" after an authority
/// (errc::path_without_slash), a text over max_input_size
/// (errc::output_too_long), each at offset 0 of the value.
///
/// Views and strings read from a uri live as long as it and until its next
/// edit (clang warns where one outlives a temporary uri).
///
/// Example:
/// @code
/// urikit::uri u = urikit::parse_uri("http://h/a?x=1").value();
/// if (auto e = u.set_host("example.net")) report(e);  // "http://example.net/a?x=1"
/// (void)u.append_segment("b/c");                      // "/a/b%2Fc"
/// (void)u.set_param("x", "2 3");                       // "?x=2%203"
/// u.port_or_default().value() == 80;
/// @endcode
class URIKIT_API uri : public reference_reader<uri> {
public:
    /// The empty reference "".
    uri() = default;
    /// A copy of a parsed reference: its text and offsets. O(n).
    uri(uri_view u) : text_(u.str()), parts_(u.parts()) {} // NOLINT(google-explicit-constructor): uri u = parse_uri(s).value();

    /// A uri of `text` with the offsets `parts`, checked as
    /// uri_view::from_parts checks them (same errors). O(n).
    [[nodiscard]] static result<uri> from_parts(std::string text, components const& parts);

    /// @name The text and a view of it (the other reading members are reference_reader's)
    /// @{


    /// The text.
    [[nodiscard]] std::string const& str() const& noexcept URIKIT_LIFETIMEBOUND { return text_; }
    /// The text, moved out of a temporary uri.
    [[nodiscard]] std::string str() && noexcept { return std::move(text_); }
    /// A view of this uri (valid while the uri lives and is not changed).
    [[nodiscard]] uri_view view() const& noexcept URIKIT_LIFETIMEBOUND { return uri_view(text_, parts_); }
    /// Deleted: a view of a temporary would dangle.
    uri_view view() const&& = delete;
    /// A view of this uri, as view(): a uri goes wherever a uri_view is taken.
    operator uri_view() const& noexcept URIKIT_LIFETIMEBOUND { return view(); } // NOLINT(google-explicit-constructor)
    /// Deleted: a view of a temporary would dangle (name the uri first).
    operator uri_view() const&& = delete;
    /// @}

    /// @name Editing in place (see the class comment: refusals leave the uri unchanged)
    /// @{

    /// The path's segments as a container edited in place (segments_ref).
    [[nodiscard]] segments_ref edit_segments() & noexcept URIKIT_LIFETIMEBOUND;
    /// The query's parameters as a container edited in place (params_ref).
    [[nodiscard]] params_ref edit_params() & noexcept URIKIT_LIFETIMEBOUND;

    /// Sets the scheme (§3.1). Error: errc::invalid_scheme at the first byte that cannot be in one.
    [[nodiscard]] error set_scheme(std::string_view scheme);
    /// Removes the scheme (a first segment with ":" then gets "./").
    error remove_scheme();

    /// Sets the userinfo from plain data (encoded as codec::userinfo).
    [[nodiscard]] error set_userinfo(std::string_view plain);
    /// Sets the userinfo from encoded text (§3.2.1). Errors: errc::invalid_userinfo,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_userinfo(std::string_view text);
    /// Removes the userinfo.
    void remove_userinfo() noexcept;

    /// Sets the host to a reg-name from plain data (encoded as codec::host).
    [[nodiscard]] error set_host(std::string_view plain);
    /// Sets the host from encoded text: IP-literal / IPv4address / reg-name
    /// (§3.2.2). Errors: the host grammar's (errc::invalid_host, errc::invalid_ip_literal, ...).
    [[nodiscard]] error set_encoded_host(std::string_view text);
    /// Removes the authority: host, userinfo and port (a path beginning "//" then gets "/.").
    error remove_authority();

    /// Sets the port from its digits (§3.2.3 *DIGIT). Error: errc::invalid_port at the first other byte.
    [[nodiscard]] error set_port(std::string_view digits);
    /// Sets the port from a number.
    [[nodiscard]] error set_port(std::uint16_t port);
    /// Removes the port.
    void remove_port() noexcept;

    /// Sets the path from plain data; "/" stays a separator (append_segment encodes it).
    [[nodiscard]] error set_path(std::string_view plain);
    /// Sets the path from encoded text (§3.3). Errors: errc::invalid_path,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_path(std::string_view text);
    /// Appends a segment from plain data ("/" in it is encoded as %2F).
    /// Segments are those of segments(); "/" counts as no segment here, so
    /// appending "a" to "/" gives "/a"; to "" gives "/a" with an authority,
    /// "a" without.
    [[nodiscard]] error append_segment(std::string_view plain);
    /// Appends a segment from encoded text (a pchar run). Errors as set_encoded_path.
    [[nodiscard]] error append_encoded_segment(std::string_view text);
    /// Replaces segment `index` with plain data. Error: errc::no_such_segment.
    [[nodiscard]] error set_segment(std::size_t index, std::string_view plain);
    /// Removes segment `index` and one "/" next to it. Error: errc::no_such_segment.
    [[nodiscard]] error remove_segment(std::size_t index);
    /// Inserts a segment of plain data before segment `index` (at the end
    /// when `index` is the number of segments: append_segment). Error:
    /// errc::no_such_segment past the end.
    [[nodiscard]] error insert_segment(std::size_t index, std::string_view plain);

    /// Sets the query from plain data (encoded as codec::query).
    [[nodiscard]] error set_query(std::string_view plain);
    /// Sets the query from encoded text (§3.4). Errors: errc::invalid_query,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_query(std::string_view text);
    /// Removes the query.
    void remove_query() noexcept;
    /// Appends a parameter; key and value are plain data (encoded as codec::query_param).
    [[nodiscard]] error append_param(std::string_view key, std::optional<std::string_view> value);
    /// Replaces the first parameter whose percent-decoded key is `key`
    /// (keeping its position), removes the others with it, or appends when
    /// there is none. One pass over the query.
    [[nodiscard]] error set_param(std::string_view key, std::optional<std::string_view> value);
    /// Removes every parameter whose percent-decoded key is `key` (the query
    /// goes when none is left) and says how many there were. One pass.
    std::size_t remove_params(std::string_view key);

    /// Sets the fragment from plain data (encoded as codec::fragment).
    [[nodiscard]] error set_fragment(std::string_view plain);
    /// Sets the fragment from encoded text (§3.5). Errors: errc::invalid_fragment,
    /// errc::bad_pct_encoding, errc::invalid_character.
    [[nodiscard]] error set_encoded_fragment(std::string_view text);
    /// Removes the fragment.
    void remove_fragment() noexcept;
    /// @}

    /// Gives the text away; the uri is left as the empty reference "".
    [[nodiscard]] std::string release() noexcept {
        parts_ = components{};
        std::string t = std::move(text_);
        text_.clear();
        return t;
    }

    /// Same text.
    friend bool operator==(uri const& a, uri const& b) noexcept { return a.text_ == b.text_; }
    /// Same text as a view.
    friend bool operator==(uri const& a, uri_view const& b) noexcept { return a.text_ == b.str(); }

private:
    friend class detail::uri_access;
    friend class reference_reader<uri>;
    uri(std::string text, components const& parts) noexcept : text_(std::move(text)), parts_(parts) {}
    uri_view view_of_reader() const noexcept { return uri_view(text_, parts_); }
    void drop_component(component c) noexcept;

    std::string text_;
    components parts_;
};

/// Writes the text (u.str()).
URIKIT_API std::ostream& operator<<(std::ostream& os, uri const& u);

/// The path's segments of a uri as a container edited in place
/// (uri::edit_segments(), as Boost.URL's segments_ref): the encoded
/// segments, counted as the edits count them ("/" holds none: appending "a"
/// gives "/a"; path_segments reads "/" as one empty segment), and edits
/// that take plain text (a "/" in it encoded) and keep every other
/// segment's bytes. Valid while the uri lives; it always reads the uri's
/// current path.
///
/// Example:
/// @code
/// urikit::uri u = urikit::parse_uri("http://h/a/b").value();
/// auto segments = u.edit_segments();
/// (void)segments.push_back("c d");   // "http://h/a/b/c%20d"
/// (void)segments.insert(0, "x/y");   // "http://h/x%2Fy/a/b/c%20d"
/// (void)segments.erase(1);           // "http://h/x%2Fy/b/c%20d"
/// segments.size() == 3;
/// @endcode
class segments_ref {
public:
    /// The segments, encoded (a bidirectional iterator).
    using iterator = path_segments::iterator;
    /// The first segment.
    [[nodiscard]] iterator begin() const noexcept { return read().begin(); }
    /// Past the last segment.
    [[nodiscard]] iterator end() const noexcept { return read().end(); }
    /// How many segments (path_segments::size). O(n).
    [[nodiscard]] std::size_t size() const noexcept { return read().size(); }
    /// True when the path is empty.
    [[nodiscard]] bool empty() const noexcept { return read().empty(); }
    /// Appends a segment (uri::append_segment).
    [[nodiscard]] error push_back(std::string_view plain) { return u_->append_segment(plain); }
    /// Inserts a segment before segment `index` (uri::insert_segment).
    [[nodiscard]] error insert(std::size_t index, std::string_view plain) { return u_->insert_segment(index, plain); }
    /// Replaces segment `index` (uri::set_segment).
    [[nodiscard]] error replace(std::size_t index, std::string_view plain) { return u_->set_segment(index, plain); }
    /// Removes segment `index` (uri::remove_segment).
    [[nodiscard]] error erase(std::size_t index) { return u_->remove_segment(index); }

private:
    friend class uri;
    explicit segments_ref(uri& u) noexcept : u_(&u) {}
    path_segments read() const noexcept {
        std::string_view const path = u_->path();
        return path_segments(path == "/" ? std::string_view() : path);
    }
    uri* u_;
};

/// The query's parameters of a uri as a container edited in place
/// (uri::edit_params(), as Boost.URL's params_ref), read and matched by
/// their percent-decoded keys:
/// what decoded_query_params reads, and edits that take plain keys and
/// values and keep every other parameter's bytes. Valid while the uri
/// lives; it always reads the uri's current query.
///
/// Example:
/// @code
/// urikit::uri u = urikit::parse_uri("http://h/?a=1&b=2").value();
/// auto params = u.edit_params();
/// (void)params.set("a", "x y");               // "?a=x%20y&b=2"
/// (void)params.append("c", std::nullopt);     // "?a=x%20y&b=2&c"
/// params.erase("b") == 1;                     // "?a=x%20y&c"
/// params.find("a")->value == "x y";
/// @endcode
class params_ref {
public:
    /// The parameters, keys and values decoded (a bidirectional iterator).
    using iterator = decoded_query_params::iterator;
    /// The first parameter.
    [[nodiscard]] iterator begin() const noexcept { return read().begin(); }
    /// Past the last parameter.
    [[nodiscard]] iterator end() const noexcept { return read().end(); }
    /// How many parameters. O(n).
    [[nodiscard]] std::size_t size() const noexcept { return read().size(); }
    /// True when there is none.
    [[nodiscard]] bool empty() const noexcept { return read().empty(); }
    /// The first parameter whose decoded key is `key`, or end(). O(n).
    [[nodiscard]] iterator find(std::string_view key) const noexcept { return read().find(key); }
    /// True when a parameter's decoded key is `key`. O(n).
    [[nodiscard]] bool contains(std::string_view key) const noexcept { return read().contains(key); }
    /// How many parameters have the decoded key `key`. O(n).
    [[nodiscard]] std::size_t count(std::string_view key) const noexcept { return read().count(key); }
    /// Appends key=value (`value` nullopt: the key alone; uri::append_param).
    [[nodiscard]] error append(std::string_view key, std::optional<std::string_view> value) {
        return u_->append_param(key, value);
    }
    /// Sets the first parameter of decoded key `key`, removes the others, or appends (uri::set_param).
    [[nodiscard]] error set(std::string_view key, std::optional<std::string_view> value) {
        return u_->set_param(key, value);
    }
    /// Removes every parameter of decoded key `key`; how many (uri::remove_params).
    std::size_t erase(std::string_view key) { return u_->remove_params(key); }

private:
    friend class uri;
    explicit params_ref(uri& u) noexcept : u_(&u) {}
    decoded_query_params read() const noexcept { return u_->decoded_params(); }
    uri* u_;
};

inline segments_ref uri::edit_segments() & noexcept { return segments_ref(*this); }
inline params_ref uri::edit_params() & noexcept { return params_ref(*this); }

} // namespace urikit

// std::hash of a uri: the hash of its text, consistent with operator== (the
// same text) and with std::hash<urikit::uri_view>. For a hash consistent with
// equivalence under a profile, use urikit::hash_value(u, p) (urikit/normalize.hpp).
/// @cond
namespace std {
template <>
struct hash<urikit::uri> {
    std::size_t operator()(urikit::uri const& u) const noexcept { return std::hash<std::string>{}(u.str()); }
};
} // namespace std
/// @endcond
