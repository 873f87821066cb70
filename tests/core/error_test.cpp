// urikit tests: src/core/error.cpp, each error code's name and message: one
// meaning per code, so every code has its own name (the enumerator's) and
// its own message.
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include <boost/test/unit_test.hpp>

#include <urikit/error.hpp>

BOOST_AUTO_TEST_SUITE(error_codes)

BOOST_AUTO_TEST_CASE(every_code_has_its_own_name_and_message) {
    std::set<std::string> names, messages;
    int const last = static_cast<int>(urikit::errc::dot_segment);
    for (int i = 0; i <= last; ++i) {
        auto const code = static_cast<urikit::errc>(i);
        std::string const name(urikit::name(code)), message(urikit::message(code));
        BOOST_TEST(!name.empty());
        BOOST_TEST(name != "unknown", i);
        BOOST_TEST(message != "unknown error", name);
        for (char c : name) BOOST_TEST(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'), name);
        names.insert(name);
        messages.insert(message);
    }
    BOOST_TEST(names.size() == static_cast<std::size_t>(last + 1), "no two codes share a name");
    BOOST_TEST(messages.size() == static_cast<std::size_t>(last + 1), "no two codes share a message");
    BOOST_TEST(urikit::message(static_cast<urikit::errc>(last + 1)) == "unknown error", "add a new code above");
}

BOOST_AUTO_TEST_CASE(the_name_table_follows_the_enumeration_in_the_header) {
    std::ifstream in(std::string(URIKIT_TEST_SOURCE) + "/../include/urikit/error.hpp");
    std::stringstream text;
    text << in.rdbuf();
    std::string const header = text.str();
    std::size_t const begin = header.find("enum class errc"), end = header.find("};", begin);
    BOOST_TEST_REQUIRE(end != std::string::npos);
    std::string const body = header.substr(begin, end - begin);
    std::regex const enumerator(R"(\n\s+([a-z0-9_]+)\s*(= 0)?,)");
    int value = 0;
    for (std::sregex_iterator i(body.begin(), body.end(), enumerator), stop; i != stop; ++i, ++value) {
        BOOST_TEST(urikit::name(static_cast<urikit::errc>(value)) == (*i)[1].str(), value);
    }
    BOOST_TEST(value == static_cast<int>(urikit::errc::dot_segment) + 1, "every enumerator was read");
}

BOOST_AUTO_TEST_CASE(names_are_the_enumerators) {
    BOOST_TEST(urikit::name(urikit::errc::ok) == "ok");
    BOOST_TEST(urikit::name(urikit::errc::missing_host) == "missing_host");
    BOOST_TEST(urikit::name(urikit::errc::authority_without_host) == "authority_without_host");
    BOOST_TEST(urikit::name(urikit::errc::port_out_of_range) == "port_out_of_range");
    BOOST_TEST(urikit::name(urikit::errc::opaque_path) == "opaque_path");
    constexpr urikit::error e{urikit::errc::invalid_port, 7};
    BOOST_TEST((e == urikit::error{urikit::errc::invalid_port, 7}));
    BOOST_TEST(!(e == urikit::error{urikit::errc::invalid_port, 8}));
}

BOOST_AUTO_TEST_CASE(an_error_is_true_when_it_is_one_and_a_std_error_code_too) {
    BOOST_TEST(!urikit::error{});
    BOOST_TEST(static_cast<bool>(urikit::error{urikit::errc::invalid_port, 3}));
    std::error_code const ec = urikit::errc::invalid_port; // is_error_code_enum
    BOOST_TEST(ec.category().name() == std::string("urikit"));
    BOOST_TEST(ec.message() == std::string(urikit::message(urikit::errc::invalid_port)));
    BOOST_TEST((&ec.category() == &urikit::error_category()));
    BOOST_TEST((ec == urikit::make_error_code(urikit::errc::invalid_port)));
    BOOST_TEST(!urikit::make_error_code(urikit::errc::ok), "ok is no error, as 0 is");
    BOOST_TEST((ec != std::make_error_code(std::errc::invalid_argument)));
    std::ostringstream os;
    os << urikit::error{urikit::errc::invalid_port, 9} << "; " << urikit::error{};
    BOOST_TEST(os.str() == "invalid_port at byte 9; ok");
}

// docs/errors.md is the table of every code: its value, name and message,
// in order, as the library has them (a code added without its row fails).
BOOST_AUTO_TEST_CASE(the_errors_page_lists_every_code_with_its_message) {
    std::ifstream in(std::string(URIKIT_TEST_SOURCE) + "/../docs/errors.md");
    BOOST_TEST_REQUIRE(in.good(), "docs/errors.md is missing");
    std::vector<std::string> rows;
    for (std::string line; std::getline(in, line);) {
        if (line.size() > 2 && line[0] == '|' && line[2] >= '0' && line[2] <= '9') rows.push_back(line);
    }
    auto const last = static_cast<std::size_t>(urikit::errc::dot_segment);
    BOOST_TEST(rows.size() == last + 1);
    for (std::size_t i = 0; i <= last && i < rows.size(); ++i) {
        auto const c = static_cast<urikit::errc>(i);
        std::string message(urikit::message(c));
        for (std::size_t k = 0; (k = message.find('\\', k)) != std::string::npos; k += 2) message.insert(k, "\\");
        std::string const want = "| " + std::to_string(i) + " | `" + std::string(urikit::name(c)) + "` | " + message + " |";
        BOOST_TEST(rows[i] == want);
    }
}

BOOST_AUTO_TEST_SUITE_END()
