// ECMAScript groups: the Pike VM that computes a URL pattern component's
// groups (src/pattern/ecma_program.hpp, ecma_match.cpp) against Node's
// RegExp (V8) on any regexp it compiles. The input is "R<TAB>T" (the
// first byte of R an odd number: the `i` flag); ASCII only (a canonical
// URL component is ASCII; the VM reads bytes as characters). Properties:
// a regexp urikit compiles, RegExp with the `v` flag compiles too (but for
// the ECMAScript 2025 syntax Node 20's V8 lacks: modifiers, a group name in
// two alternatives); it
// matches all of T exactly when RegExp's exec of the anchored source does,
// with the same groups (undefined, empty or the same text). Without Node
// (URIKIT_FUZZ_NODE empty, or not found), and where V8's backtracking runs
// out of its 100 ms (exponential on some), only that nothing breaks.
#include <optional>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "peer_process.hpp"
#include "src/pattern/ecma_program.hpp"
#include "src/pattern/js_regexp_reader.hpp"

namespace {

bool ascii(std::string_view s) {
    for (char c : s) {
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    }
    return true;
}

// The groups as the peer writes them ("match" and a word a group).
std::string answer_of(bool matched, std::vector<std::optional<std::string_view>> const& groups) {
    if (!matched) return "null";
    std::string out = "match";
    for (auto const& g : groups) out += " " + (!g ? std::string("-") : g->empty() ? std::string("=") : urikit::fuzz::hex(*g));
    return out;
}

// ECMAScript 2025's modifiers ("(?i:", "(?-m:") and a group name given in
// two alternatives, which urikit takes and V8 11.3 (Node 20) refuses.
bool uses_what_node_20_lacks(std::string_view re) {
    for (std::size_t at = re.find("(?"); at != std::string_view::npos; at = re.find("(?", at + 1)) {
        char const next = at + 2 < re.size() ? re[at + 2] : '\0';
        if (next == 'i' || next == 'm' || next == 's' || next == '-') return true;
    }
    std::vector<std::string_view> names;
    for (std::size_t at = re.find("(?<"); at != std::string_view::npos; at = re.find("(?<", at + 1)) {
        std::size_t const end = re.find('>', at);
        if (end == std::string_view::npos) break;
        std::string_view const name = re.substr(at + 3, end - at - 3);
        for (std::string_view n : names) {
            if (n == name) return true;
        }
        names.push_back(name);
    }
    return false;
}

urikit::fuzz::peer_process& node() {
    static urikit::fuzz::peer_process p({URIKIT_FUZZ_NODE, URIKIT_FUZZ_PEERS "/node_regexp.mjs"});
    return p;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const [re, text] = urikit::fuzz::split_at_tab(s);
    if (re.empty() || !ascii(s) || re.find_first_of("\n\r") != std::string_view::npos) return 0;
    bool const icase = (static_cast<unsigned char>(re[0]) & 1) != 0;
    std::string const js = "^(?:" + std::string(re.substr(1)) + ")$";
    urikit::detail::ecma_program program;
    bool perl_agrees = false;
    if (urikit::detail::compile_ecma_program(js, icase, urikit::detail::max_regexp_nesting, program, perl_agrees)) return 0;
    std::vector<std::optional<std::string_view>> groups;
    bool const matched = urikit::detail::ecma_match_groups(program, text, groups);
    if (std::string(URIKIT_FUZZ_NODE).empty()) return 0;
    // The VM matches all of the text: RegExp's exec of the source anchored
    // again ("a)|(b" made "^(?:a)|(b)$", whose "^" and "$" bind per branch).
    std::string const anchored = "^(?:" + js + ")$";
    auto const theirs =
        node().ask(std::string(icase ? "vi " : "v ") + urikit::fuzz::hex(anchored) + " " + urikit::fuzz::hex(text), s);
    if (!theirs || *theirs == "timeout") return 0; // V8 backtracks exponentially on some: no answer
    if (*theirs == "error" && uses_what_node_20_lacks(re)) return 0;
    URIKIT_FUZZ_CHECK(*theirs != "error", s); // urikit compiled what RegExp refuses
    URIKIT_FUZZ_CHECK(*theirs == answer_of(matched, groups), s);
    return 0;
}
