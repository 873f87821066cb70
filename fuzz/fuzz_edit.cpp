// uri edits in place: edits decoded from the input, applied to a parsed
// reference. Properties, after every edit:
// - the text parses back to exactly the offsets the uri holds;
// - a refused edit leaves the uri unchanged, and is refused for a reason its
//   value or the uri's state gives: an encoded value the grammar refuses
//   (offset inside the value), a userinfo or port without a host
//   (authority_without_host), a relative path after an authority
//   (path_without_slash), a segment index past the last (no_such_segment);
// - a taken edit sets what it names: an encoded value as given (the path
//   with at most the "/." or "./" prefix that keeps it a path), a plain
//   value as what its component decodes to, a removal removes; the other
//   components keep their bytes;
// - an edit given a view of the uri's own text (opcode bit 7 set) does what
//   it does with a copy of that view.
// Input: a reference, "\n", then edits: an opcode byte, a length byte and
// that many bytes of value (cut short at the end of the input).
#include <urikit/parse.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/uri.hpp>

#include <iterator>
#include <string>

#include "fuzz_common.hpp"

namespace {

using urikit::component;
using urikit::errc;
using urikit::uri;

// What must hold after a taken edit: the component it set and its bytes,
// or the component it removed.
struct expectation {
    component c = component::path;
    enum { none, equals, decodes_to, removed } kind = none;
    std::string value;
};

std::string decoded(std::string_view encoded) {
    auto const d = urikit::decoded_view::make(encoded);
    return d ? d->to_string() : "(not percent-encoded text)";
}

// The path matches what was set: as it is, or after the "/." or "./"
// prefix an edit adds to keep it a path (`read` gives what is compared).
template <class Read>
bool path_matches(std::string_view path, std::string_view want, Read read) {
    if (read(path) == want) return true;
    return (path.starts_with("/.") || path.starts_with("./")) && read(path.substr(2)) == want;
}

// Applies one edit; `expect` says what a taken edit must have done.
urikit::error apply(uri& u, unsigned op, std::string_view v, expectation& expect) {
    std::size_t const index = v.empty() ? 0 : static_cast<unsigned char>(v[0]) % 8;
    std::size_t const half = v.size() / 2;
    auto set = [&](component c, decltype(expectation::kind) kind, std::string_view value) {
        expect = {c, kind, std::string(value)};
    };
    switch (op % 28) {
    case 0: set(component::scheme, expectation::equals, v); return u.set_scheme(v);
    case 1: set(component::scheme, expectation::removed, {}); return u.remove_scheme();
    case 2: set(component::userinfo, expectation::equals, v); return u.set_encoded_userinfo(v);
    case 3: set(component::userinfo, expectation::decodes_to, v); return u.set_userinfo(v);
    case 4: set(component::userinfo, expectation::removed, {}); u.remove_userinfo(); return {};
    case 5: set(component::host, expectation::equals, v); return u.set_encoded_host(v);
    case 6: set(component::host, expectation::decodes_to, v); return u.set_host(v);
    case 7: set(component::host, expectation::removed, {}); return u.remove_authority();
    case 8: set(component::port, expectation::equals, v); return u.set_port(v);
    case 9: {
        auto const port = static_cast<std::uint16_t>(v.size() * 257u);
        set(component::port, expectation::equals, std::to_string(port));
        return u.set_port(port);
    }
    case 10: set(component::port, expectation::removed, {}); u.remove_port(); return {};
    case 11: set(component::path, expectation::equals, v); return u.set_encoded_path(v);
    case 12: set(component::path, expectation::decodes_to, v); return u.set_path(v);
    case 13: return u.append_segment(v);
    case 14: return u.append_encoded_segment(v);
    case 15: return u.set_segment(index, v.substr(v.empty() ? 0 : 1));
    case 16: return u.remove_segment(index);
    case 17: set(component::query, expectation::equals, v); return u.set_encoded_query(v);
    case 18: set(component::query, expectation::decodes_to, v); return u.set_query(v);
    case 19: set(component::query, expectation::removed, {}); u.remove_query(); return {};
    case 20: return u.append_param(v.substr(0, half), v.substr(half));
    case 21: return u.append_param(v, std::nullopt);
    case 22: return u.set_param(v.substr(0, half), v.substr(half));
    case 23: (void)u.remove_params(v); return {};
    case 24: set(component::fragment, expectation::equals, v); return u.set_encoded_fragment(v);
    case 25: set(component::fragment, expectation::decodes_to, v); return u.set_fragment(v);
    case 26: set(component::fragment, expectation::removed, {}); u.remove_fragment(); return {};
    default: return u.set_param(v, std::nullopt);
    }
}

// A refusal has a reason the value or the uri's state gives.
void check_refusal(urikit::error e, uri const& u, unsigned op, std::string_view v, std::string_view input) {
    switch (e.code) {
    case errc::authority_without_host: URIKIT_FUZZ_CHECK(!u.has_authority() && e.offset == 0, input); return;
    case errc::path_without_slash: { // a relative path meets an authority: the uri's, or a host being set
        bool const sets_host = op % 28 == 5 || op % 28 == 6;
        URIKIT_FUZZ_CHECK((u.has_authority() || sets_host) && e.offset == 0, input);
        return;
    }
    case errc::no_such_segment: URIKIT_FUZZ_CHECK((op % 28 == 15 || op % 28 == 16) && e.offset == 0, input); return;
    default: URIKIT_FUZZ_CHECK(e.code != errc::output_too_long && e.offset <= v.size(), input); return;
    }
}

// A taken edit set what it names, and only the path may have gained a prefix.
void check_taken(uri const& u, uri const& before, expectation const& x, std::string_view input) {
    if (x.kind == expectation::none) return;
    if (x.kind == expectation::removed) {
        URIKIT_FUZZ_CHECK(!u.has(x.c), input);
        if (x.c == component::host) URIKIT_FUZZ_CHECK(!u.has_userinfo() && !u.has_port(), input);
        return;
    }
    URIKIT_FUZZ_CHECK(u.has(x.c), input);
    auto const same = [](std::string_view t) { return std::string(t); };
    auto const plain = [](std::string_view t) { return decoded(t); };
    std::string_view const got = u.get(x.c);
    bool const path = x.c == component::path;
    if (x.kind == expectation::equals) URIKIT_FUZZ_CHECK(path ? path_matches(got, x.value, same) : got == x.value, input);
    if (x.kind == expectation::decodes_to) {
        URIKIT_FUZZ_CHECK(path ? path_matches(got, x.value, plain) : decoded(got) == x.value, input);
    }
    for (std::size_t i = 0; i < urikit::component_count; ++i) {
        auto const c = static_cast<component>(i);
        if (c == x.c || c == component::path) continue;
        URIKIT_FUZZ_CHECK(u.has(c) == before.has(c) && u.get(c) == before.get(c), input);
    }
}

// One edit with its checks; `value` may view `u`.
void edit(uri& u, unsigned op, std::string_view value, std::string_view input) {
    uri const before = u;
    std::string const copy(value);
    uri copied = u;
    expectation ignored;
    urikit::error const expected = apply(copied, op, copy, ignored);
    expectation x;
    urikit::error const e = apply(u, op, value, x);
    URIKIT_FUZZ_CHECK(e == expected && u.str() == copied.str(), input); // a view of u reads as a copy
    auto const again = urikit::parse_uri_reference(u.str());
    URIKIT_FUZZ_CHECK(again.has_value() && again->parts() == u.parts(), input);
    if (e) {
        URIKIT_FUZZ_CHECK(u.str() == before.str() && u.parts() == before.parts(), input);
        check_refusal(e, before, op, copy, input);
        return;
    }
    check_taken(u, before, x, input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    std::size_t const nl = s.find('\n');
    auto const start = urikit::parse_uri_reference(s.substr(0, nl));
    uri u = start ? uri(*start) : uri();
    std::string_view program = nl == std::string_view::npos ? std::string_view() : s.substr(nl + 1);
    while (program.size() >= 2) {
        unsigned const op = static_cast<unsigned char>(program[0]);
        std::size_t const len = std::min<std::size_t>(static_cast<unsigned char>(program[1]), program.size() - 2);
        std::string_view value = program.substr(2, len);
        program.remove_prefix(2 + len);
        // A value that views the uri may double it per edit (a query appended
        // to itself): growth of the program, not of a call, so own views are
        // used only while the uri stays small.
        if ((op & 0x80) != 0 && !value.empty() && u.str().size() < 65536) {
            std::string_view const own = u.str();
            std::size_t const at = static_cast<unsigned char>(value[0]) % (own.size() + 1);
            value = own.substr(at, value.size());
        }
        edit(u, op, value, s);
    }
    return 0;
}
