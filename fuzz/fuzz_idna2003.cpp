// IDNA 2003 as CPython computes it (src/idna/idna2003_icu.cpp, the
// Internet Archive's codec) and Punycode (src/idna/punycode.cpp) against
// CPython 3.11 itself: encodings.idna.ToASCII of the input as one label,
// and str.encode("punycode"), on any UTF-8 input. Properties: the same
// ASCII label or both a refusal; the same Punycode. Without Debian's
// python3 3.11 (URIKIT_FUZZ_PYTHON3) only that nothing breaks.
#include <string>

#include <urikit/utf8.hpp>

#include "fuzz_common.hpp"
#include "peer_process.hpp"
#include "src/idna/idna.hpp"
#include "src/idna/punycode.hpp"

namespace {

urikit::fuzz::peer_process& cpython() {
    static urikit::fuzz::peer_process p({URIKIT_FUZZ_PYTHON3, URIKIT_FUZZ_PEERS "/python_idna.py"});
    return p;
}

std::u32string code_points(std::string_view utf8) {
    std::u32string out;
    for (std::size_t i = 0; i < utf8.size();) {
        urikit::utf8_char const c = urikit::utf8_next(utf8.data() + i, utf8.size() - i);
        out.push_back(static_cast<char32_t>(c.code_point));
        i += c.size;
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    if (s.size() > 512 || !urikit::is_utf8(s)) return 0;
    std::string label;
    urikit::errc const e = urikit::detail::python_idna_label_to_ascii(s, label);
    URIKIT_FUZZ_CHECK(e != urikit::errc::ok || label.size() <= 63, s);
    std::string puny;
    bool const encoded = urikit::detail::punycode_encode(code_points(s), puny, 4096);
    if (e == urikit::errc::idna_unavailable || std::string(URIKIT_FUZZ_PYTHON3).empty()) return 0;
    auto const theirs = cpython().ask("idna " + urikit::fuzz::hex(s), s);
    if (!theirs) return 0;
    URIKIT_FUZZ_CHECK(*theirs == (e == urikit::errc::ok ? "ok " + urikit::fuzz::hex(label) : std::string("error")), s);
    auto const their_puny = cpython().ask("puny " + urikit::fuzz::hex(s), s);
    URIKIT_FUZZ_CHECK(!encoded || their_puny == "ok " + urikit::fuzz::hex(puny), s);
    return 0;
}
