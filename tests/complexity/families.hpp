// urikit complexity tests: the pathological input families. Each makes an
// input of about n bytes; the test compares the work at n and 16n.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace urikit::test {

struct input_family {
    std::string name;
    std::function<std::string(std::size_t n)> make;
    // Inputs aimed at the crawler forms' own steps (escaped escapes, www
    // labels, session ids): run on the crawl entry points only, which also
    // run on every other family (keeps CI time within its budget).
    bool crawl_only = false;
};

// Which units repetition_families makes: every one, or one of each set of
// rotations ("ab?", "b?a", "?ab"): repeated after a prefix, a unit and its
// rotation give one text but for its first and last few bytes, so the
// growth of the work is the same (the one first in the alphabet's order is
// kept: a third of the 3-byte units).
enum class units { every_one, one_per_rotation };

// Repetitions of the units of `unit_size` (1 to 3) bytes drawn from
// "/ . % & = ; : @ [ ] ? # a", each after each of the given prefixes
// (a position in a reference: "" the whole input, "http://a/" the path, ...).
std::vector<input_family> repetition_families(std::size_t unit_size, std::vector<std::string> const& prefixes,
                                              units which = units::every_one);

// The named families: chains of "../" and "./", long hosts and labels
// (ASCII, IRI, percent-encoded), many parameters with and without "=" (with
// names in and out of order), many segments, long runs of percent-encodings,
// long ports, userinfos, IPv6-like and IPvFuture-like literals.
std::vector<input_family> named_families();

} // namespace urikit::test
