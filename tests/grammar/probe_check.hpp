// urikit tests: checks one ABNF production on whole inputs through grammar::probe.
#pragma once

#include <boost/test/unit_test.hpp>

#include <initializer_list>
#include <string_view>

#include "grammar/split.hpp"

namespace urikit::test {

inline void accepts(grammar::production p, std::initializer_list<std::string_view> inputs) {
    for (auto s : inputs) BOOST_TEST(grammar::probe(p, s), "should accept \"" << s << "\"");
}
inline void rejects(grammar::production p, std::initializer_list<std::string_view> inputs) {
    for (auto s : inputs) BOOST_TEST(!grammar::probe(p, s), "should reject \"" << s << "\"");
}

} // namespace urikit::test
