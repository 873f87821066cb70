// urikit tests: random JavaScript regexps and texts for the URL pattern
// engines' differential and property tests.
#pragma once

#include <random>
#include <string>
#include <string_view>

namespace urikit::test {

// A random regexp over what V8 11.3 (Node 20) reads with the `v` flag:
// every quantifier on nullable and non-nullable atoms, groups inside
// repeats, empty Alternatives, lazy quantifiers, \b. `capturing` false
// leaves out plain capturing groups (a URL pattern's regexp parts may not
// hold them); named groups get fresh names.
struct regexp_maker {
    std::mt19937& rng;
    bool capturing;
    int max_depth = 3;
    int names = 0;

    std::string make(int depth) {
        static char const* const atoms[] = {"a", "b", "a", "[ab]", ".", "\\d", "(?:)", "\\b", "A"};
        static char const* const quantifiers[] = {"", "", "", "*", "+", "?", "{0,2}", "{1,3}", "{2}",
                                                  "*?", "+?", "??", "{0,2}?", "{2,}"};
        std::string out;
        for (int k = static_cast<int>(rng() % 3) + 1; k > 0; --k) {
            auto const pick = rng() % 10;
            bool quantifiable = true;
            if (depth < max_depth && pick < 4) {
                std::string const open = pick == 0 && capturing ? "("
                                         : pick == 1          ? "(?<n" + std::to_string(names++) + ">"
                                                              : "(?:";
                out += open + make(depth + 1);
                if (rng() % 2 == 0) out += "|" + (rng() % 3 == 0 ? std::string() : make(depth + 1));
                out += ")";
            } else {
                std::string const atom = atoms[rng() % std::size(atoms)];
                quantifiable = atom != "\\b";
                out += atom;
            }
            if (quantifiable) out += quantifiers[rng() % std::size(quantifiers)];
        }
        return out;
    }
};

inline std::string random_text(std::mt19937& rng, std::string_view alphabet, std::size_t longest) {
    std::string text;
    for (auto k = rng() % (longest + 1); k > 0; --k) text += alphabet[rng() % alphabet.size()];
    return text;
}

} // namespace urikit::test
