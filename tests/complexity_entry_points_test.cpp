// urikit tests: the complexity tests' list of entry points
// (tests/complexity/entry_points.cpp) is checked against the public
// headers, so that a new function that reads caller input cannot be left
// out of the linear-time check. A function reads input when a parameter is
// text or a parsed value, or when it is a member of a type that holds the
// caller's text or a result built from it; it must be called in
// entry_points.cpp (its `_into` form counts as the plain one: the plain
// form calls it) or be listed below with why it needs no measuring.
#include <boost/test/unit_test.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "header_scan.hpp"

namespace {

// Why each of these is not measured on the families.
char const* const fixed_width = "reads a fixed number of bytes at the pointer (3 or 4): no input to grow";
char const* const table = "a name from a fixed table";
std::map<std::string, char const*> const not_measured_here = {
    {"is_pct_triplet", fixed_width},
    {"pct_triplet_value", fixed_width},
    {"utf8_next", fixed_width},
    {"name", table},
    {"uri_ref::uri_ref", "keeps a view of its argument and reads no byte of it; the functions that take a uri_ref are measured"},
    {"uri_ref::web_form::web_form", "private to uri_ref: keeps a view of the href and reads no byte of it"},
    {"address_classes::address_classes", "a set made from its list of enumerators: no caller text"},
    {"named", "compares with a fixed table's names, each by its size first: no more bytes read than the longest name"},
};

bool reads_input(urikit::test::declaration const& d) {
    static std::regex const input_parameter(
        R"(std::string_view|char const\s*\*|std::string const\s*&|uri_view|web_url const|url_pattern|span<|initializer_list)");
    static std::set<std::string> const holders = {"uri_view",          "web_url", "uri",
                                                  "url_search_params", "url_pattern", "decoded_view", "path_segments",
                                                  "query_params"};
    if (d.name.starts_with("operator") || d.name.starts_with("~")) return false;
    bool const constructor = d.name == d.owner;
    return std::regex_search(d.parameters, input_parameter) || (!constructor && holders.count(d.owner) == 1);
}

std::string entry_points_source() {
    std::ifstream in(std::string(URIKIT_TEST_SOURCE) + "/complexity/entry_points.cpp");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(complexity_entry_points)

BOOST_AUTO_TEST_CASE(every_public_function_that_reads_input_is_measured_or_listed_with_why) {
    std::string const source = entry_points_source();
    BOOST_TEST_REQUIRE(source.size() > 1000u);
    std::set<std::string> reading;
    for (urikit::test::declaration const& d : urikit::test::public_function_declarations()) {
        if (reads_input(d)) reading.insert(d.qualified());
    }
    BOOST_TEST(reading.size() > 100u, "the scan found the headers");
    for (std::string const& name : reading) {
        std::string const bare = name.substr(name.rfind(':') == std::string::npos ? 0 : name.rfind(':') + 1);
        std::string const plain = bare.ends_with("_into") ? bare.substr(0, bare.size() - 5) : bare;
        bool const constructor = name == plain + "::" + plain;
        bool const called = std::regex_search(source, std::regex("([.:(!*& ]|->)" + plain + "\\s*\\(")) ||
                            source.find("::" + plain + "}") != std::string::npos ||
                            (constructor && std::regex_search(source, std::regex("\\b" + plain + "\\s+\\w+\\s*[({]")));
        BOOST_TEST((called || not_measured_here.count(name) == 1), name << " reads input and is not measured");
    }
    for (auto const& [name, why] : not_measured_here) {
        BOOST_TEST(reading.count(name) == 1, name << " is not declared, or reads no input");
    }
}

BOOST_AUTO_TEST_SUITE_END()
