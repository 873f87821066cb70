// uri_builder: edits decoded from the input, applied to a parsed reference,
// then build(). Properties:
// - an encoded setter that refuses its value leaves the builder unchanged;
// - build() refuses exactly what cannot be made safe (authority_without_host,
//   path_without_slash), and otherwise writes a string that parses back to
//   exactly the offsets it recorded, with every component the bytes that
//   were set (the path with at most the "/." or "./" prefix that keeps it a
//   path, and only when it needs one);
// - building twice gives the same string;
// - an edit given a view of the builder's own component (opcode bit 7 set)
//   does what it does with a copy of that view.
// Input: a reference, "\n", then edits: an opcode byte, a length byte and
// that many bytes of value (cut short at the end of the input).
#include <urikit/parse.hpp>
#include <urikit/uri_builder.hpp>

#include <cstdio>
#include <iterator>
#include <string>

#include "fuzz_common.hpp"

namespace {

using urikit::uri_builder;

struct snapshot {
    std::string scheme, userinfo, host, port, path, query, fragment;
    bool has_scheme, has_userinfo, has_host, has_port, has_query, has_fragment;
    friend bool operator==(snapshot const&, snapshot const&) = default;
    std::size_t size() const noexcept {
        return scheme.size() + userinfo.size() + host.size() + port.size() + path.size() + query.size() +
               fragment.size();
    }
};

snapshot take(uri_builder const& b) {
    return {std::string(b.scheme()), std::string(b.encoded_userinfo()), std::string(b.encoded_host()),
            std::string(b.port()),  std::string(b.encoded_path()),     std::string(b.encoded_query()),
            std::string(b.encoded_fragment()), b.has_scheme(), b.has_userinfo(), b.has_host(), b.has_port(),
            b.has_query(), b.has_fragment()};
}

// Applies one edit; returns false when an encoded setter refused its value.
bool apply(uri_builder& b, unsigned op, std::string_view v) {
    std::size_t const index = v.empty() ? 0 : static_cast<unsigned char>(v[0]) % 8;
    std::size_t const half = v.size() / 2;
    switch (op % 28) {
    case 0: return b.set_scheme(v).code == urikit::errc::ok;
    case 1: b.remove_scheme(); return true;
    case 2: return b.set_encoded_userinfo(v).code == urikit::errc::ok;
    case 3: b.set_userinfo(v); return true;
    case 4: b.remove_userinfo(); return true;
    case 5: return b.set_encoded_host(v).code == urikit::errc::ok;
    case 6: b.set_host(v); return true;
    case 7: b.remove_authority(); return true;
    case 8: return b.set_port(v).code == urikit::errc::ok;
    case 9: b.set_port(static_cast<std::uint16_t>(v.size() * 257u)); return true;
    case 10: b.remove_port(); return true;
    case 11: return b.set_encoded_path(v).code == urikit::errc::ok;
    case 12: b.set_path(v); return true;
    case 13: b.append_segment(v); return true;
    case 14: return b.append_encoded_segment(v).code == urikit::errc::ok;
    case 15: (void)b.set_segment(index, v.substr(v.empty() ? 0 : 1)); return true;
    case 16: (void)b.remove_segment(index); return true;
    case 17: return b.set_encoded_query(v).code == urikit::errc::ok;
    case 18: b.set_query(v); return true;
    case 19: b.remove_query(); return true;
    case 20: b.append_param(v.substr(0, half), v.substr(half)); return true;
    case 21: b.append_param(v, std::nullopt); return true;
    case 22: b.set_param(v.substr(0, half), v.substr(half)); return true;
    case 23: (void)b.remove_params(v); return true;
    case 24: return b.set_encoded_fragment(v).code == urikit::errc::ok;
    case 25: b.set_fragment(v); return true;
    case 26: b.remove_fragment(); return true;
    default: b.set_param(v, std::nullopt); return true;
    }
}

// The prefix build() must put before the stored path, if any.
std::string_view expected_guard(snapshot const& s) {
    if (s.has_host) return "";
    if (s.path.substr(0, 2) == "//") return "/.";
    if (!s.has_scheme && !s.path.empty() && s.path.front() != '/') {
        std::size_t const colon = s.path.find(':');
        if (colon != std::string::npos && colon < s.path.find('/')) return "./";
    }
    return "";
}

void check_build(uri_builder const& b, std::string_view input) {
    snapshot const s = take(b);
    auto const r = b.build();
    bool const no_host = !s.has_host && (s.has_userinfo || s.has_port);
    bool const no_slash = s.has_host && !s.path.empty() && s.path.front() != '/';
    if (!r) {
        auto const code = r.error().code;
        URIKIT_FUZZ_CHECK((code == urikit::errc::authority_without_host && no_host) ||
                              (code == urikit::errc::path_without_slash && no_slash && !no_host),
                          input);
        return;
    }
    URIKIT_FUZZ_CHECK(!no_host && !no_slash, input);
    auto const again = urikit::parse_uri_reference(r->str());
    if (!again || again->parts() != r->parts()) std::fprintf(stderr, "built: %s\n", r->str().c_str());
    URIKIT_FUZZ_CHECK(again.has_value() && again->parts() == r->parts(), input);
    urikit::uri_view const u = *again;
    URIKIT_FUZZ_CHECK(u.has_scheme() == s.has_scheme && u.scheme() == (s.has_scheme ? s.scheme : ""), input);
    URIKIT_FUZZ_CHECK(u.has_userinfo() == s.has_userinfo && u.userinfo() == (s.has_userinfo ? s.userinfo : ""), input);
    URIKIT_FUZZ_CHECK(u.has_authority() == s.has_host && u.host() == (s.has_host ? s.host : ""), input);
    URIKIT_FUZZ_CHECK(u.has_port() == s.has_port && u.port() == (s.has_port ? s.port : ""), input);
    URIKIT_FUZZ_CHECK(u.path() == std::string(expected_guard(s)) + s.path, input);
    URIKIT_FUZZ_CHECK(u.has_query() == s.has_query && u.query() == (s.has_query ? s.query : ""), input);
    URIKIT_FUZZ_CHECK(u.has_fragment() == s.has_fragment && u.fragment() == (s.has_fragment ? s.fragment : ""), input);
    auto const twice = b.build();
    URIKIT_FUZZ_CHECK(twice.has_value() && twice->str() == r->str(), input);
}

// The edit with a view of one of the builder's own components (`which`)
// as its value: the same as with a copy of that view.
bool apply_own_view(uri_builder& b, unsigned op, unsigned which, std::string_view input) {
    std::string_view const views[] = {b.scheme(),       b.encoded_userinfo(), b.encoded_host(),    b.port(),
                                      b.encoded_path(), b.encoded_query(),    b.encoded_fragment()};
    std::string_view const view = views[which % std::size(views)];
    uri_builder copied = b;
    std::string const copy(view);
    bool const expected = apply(copied, op, copy);
    bool const got = apply(b, op, view);
    URIKIT_FUZZ_CHECK(got == expected && take(b) == take(copied), input);
    return got;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    std::size_t const nl = s.find('\n');
    auto const start = urikit::parse_uri_reference(s.substr(0, nl));
    uri_builder b = start ? uri_builder(*start) : uri_builder();
    if (start) check_build(b, s); // an unedited builder builds its reference back
    std::string_view program = nl == std::string_view::npos ? std::string_view() : s.substr(nl + 1);
    while (program.size() >= 2) {
        unsigned const op = static_cast<unsigned char>(program[0]);
        std::size_t const len = std::min<std::size_t>(static_cast<unsigned char>(program[1]), program.size() - 2);
        std::string_view const value = program.substr(2, len);
        program.remove_prefix(2 + len);
        snapshot const before = take(b);
        // A value that views the builder may double it per edit (a query
        // appended to itself): growth of the program, not of a call, so
        // own views are used only while the builder stays small.
        bool const own_view = (op & 0x80) != 0 && !value.empty() && take(b).size() < 65536;
        if (!(own_view ? apply_own_view(b, op, static_cast<unsigned char>(value[0]), s) : apply(b, op, value))) URIKIT_FUZZ_CHECK(take(b) == before, s); // refused: unchanged
    }
    check_build(b, s);
    return 0;
}
