// urikit complexity tests: every public entry point as a call on one input.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace urikit::test {

struct entry_point {
    std::string name;
    std::function<void(std::string const& input)> run;
    // True when the work depends on how the input splits into components
    // (parsing, normalizing, resolving, editing a parsed reference); false
    // when the input is an opaque value (the codecs, the builder's setters).
    bool structural = true;
    // True for the crawler and HTTP forms: the only entry points the
    // "crawl:" families (input_family::crawl_only) are run on.
    bool crawl = false;
    // The smallest input it is measured on (0: the test's own size). RE2
    // extracts exec()'s groups with BitState up to 256 Kbit of program
    // states x text bytes and with its NFA, about twice the work a byte,
    // beyond: an entry that takes groups over all of the input is measured
    // where one engine does both sizes (128 KiB and more), or the switch
    // reads as growth (x33 for 16x on "s:" + "?"*, cli match --json).
    std::size_t smallest = 0;
};

// parse (URI and IRI), each profile of normalize, equivalent, resolve (the
// input as reference and as base), to_uri, to_iri, the codecs of every
// component, decoded access, recomposition, checked construction, every
// builder edit (on a builder holding the input, and with the input as the
// value), and every CLI command in both output modes (when built).
std::vector<entry_point> entry_points();

} // namespace urikit::test
