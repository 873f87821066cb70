// urikit tests: include/urikit/reference_reader.hpp, the reading API
// written once: uri_view and uri declare no reading member of their own
// (but their text's accessors), and each reads as the other.
#include <boost/test/unit_test.hpp>

#include <random>
#include <set>
#include <sstream>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/uri.hpp>

#include "data_files.hpp"
#include "header_scan.hpp"
#include "random_reference.hpp"

namespace {

// Every reading of `r` as one text, so that a view and a uri compare whole.
template <class Reference>
std::string readings(Reference const& r) {
    std::ostringstream out;
    for (std::size_t i = 0; i < urikit::component_count; ++i) {
        auto const c = static_cast<urikit::component>(i);
        out << r.has(c) << '[' << r.get(c) << ']';
    }
    out << r.has_scheme() << r.scheme() << '|' << r.has_authority() << r.authority() << '|' << r.has_userinfo()
        << r.userinfo() << '|' << r.host() << '|' << static_cast<int>(r.host_kind()) << r.has_port() << r.port() << '|'
        << r.path() << '|' << r.has_query() << r.query() << '|' << r.has_fragment() << r.fragment() << '|';
    out << r.decoded_userinfo() << r.decoded_host() << r.decoded_path() << r.decoded_query() << r.decoded_fragment() << '|';
    for (std::string_view s : r.segments()) out << s << '/';
    for (urikit::decoded_view s : r.decoded_segments()) out << s << '/';
    for (urikit::query_param p : r.params()) out << p.key << '=' << p.value << '&';
    for (auto const& p : r.decoded_params({.plus_as_space = true})) out << p.key << '=' << p.value << p.has_value << '&';
    auto const port = r.port_number();
    out << '|' << (port ? (*port ? static_cast<int>(**port) : -1) : -2);
    auto const standard = r.port_or_default();
    out << (standard ? static_cast<int>(*standard) : -static_cast<int>(standard.error().code)) << '|';
    out << r.is_absolute() << r.is_relative() << r.recompose() << '|' << r.parts().offsets.size();
    auto const resolved = r.resolve(urikit::parse_uri_reference("../x?y").value());
    out << (resolved ? resolved->str() : std::string(urikit::name(resolved.error().code)));
    return out.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(reference_reader)

// Neither declares a reading member of its own but its text's own
// accessors (str(), and a uri's view() and conversion to one): the others are reference_reader's.
BOOST_AUTO_TEST_CASE(the_reading_members_are_written_once) {
    std::set<std::string> const own = {"str", "view", "operator uri_view"};
    std::size_t readers = 0;
    for (urikit::test::declaration const& d : urikit::test::public_function_declarations()) {
        if (d.owner == "reference_reader") readers += d.is_const ? 1u : 0u;
        if (d.owner != "uri_view" && d.owner != "uri") continue;
        BOOST_TEST((!d.is_const || own.count(d.name) == 1), d.qualified() << " reads, and is not reference_reader's");
    }
    BOOST_TEST(readers > 40u); // the pairs of a view's and a uri's getters
}

// A uri reads as the view it was made from, every member on every data
// line and on random references.
BOOST_AUTO_TEST_CASE(a_uri_reads_as_its_view) {
    std::size_t checked = 0;
    auto const check = [&checked](std::string const& text) {
        auto const v = urikit::parse_uri_reference(text);
        if (!v) return;
        urikit::uri const u = *v;
        BOOST_TEST(readings(u) == readings(*v), text);
        ++checked;
    };
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) check(line);
    }
    std::mt19937 rng(54);
    for (int i = 0; i < 20000; ++i) check(urikit::test::random_reference(rng));
    BOOST_TEST(checked > urikit::test::lines_at_least(100000, 5000));
}

BOOST_AUTO_TEST_SUITE_END()
