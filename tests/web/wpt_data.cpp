// urikit tests: Boost.JSON compiled here, header-only (this file only).
#include "web/wpt_data.hpp"

#include "data_files.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>

namespace urikit::test {

namespace {

int hex4(std::string const& t, std::size_t at) {
    if (at + 6 > t.size() || t[at] != '\\' || t[at + 1] != 'u') return -1;
    int v = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) {
        char const c = t[i];
        int const d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return -1;
        v = v * 16 + d;
    }
    return v;
}

} // namespace

std::string mark_lone_surrogates(std::string const& t) {
    std::string out;
    out.reserve(t.size());
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '\\' && i + 1 < t.size() && t[i + 1] == '\\') { // an escaped backslash
            out += "\\\\";
            ++i;
            continue;
        }
        int const v = hex4(t, i);
        if (v >= 0xD800 && v <= 0xDBFF) {
            int const low = hex4(t, i + 6);
            if (low >= 0xDC00 && low <= 0xDFFF) { // a pair: one code point
                out.append(t, i, 12);
                i += 11;
                continue;
            }
        }
        if (v >= 0xD800 && v <= 0xDFFF) {
            out += lone_surrogate_marker;
            i += 5;
            continue;
        }
        out += t[i];
    }
    return out;
}

std::optional<boost::json::value> load_wpt(std::string const& name) {
    char const* shared = std::getenv("URIKIT_SHARED_DATA");
    if (shared == nullptr) return std::nullopt;
    std::string const path = std::string(shared) + "/wpt/" + name;
    std::ifstream in(path, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot read " << path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return boost::json::parse(mark_lone_surrogates(buffer.str()));
}

std::string str(boost::json::value const& v) {
    if (!v.is_string()) return {};
    auto const& s = v.get_string();
    return std::string(s.data(), s.size());
}

idna_exceptions::idna_exceptions() {
    for (auto const& f : urikit::test::read_tsv("web/icu72_idna_exceptions.tsv", 4)) rows[{f[0], f[1]}] = {f[2], f[3]};
}

void expect_idna(idna_exceptions& ex, std::string const& file, std::string const& input, std::string const& want,
                 std::string const& got) {
    bool const got_failure = got.rfind("(failure)", 0) == 0;
    bool const matches = want == "(failure)" ? got_failure : got == want;
    auto const it = ex.rows.find({file, input});
    if (it == ex.rows.end()) {
        BOOST_TEST(matches, file << " \"" << input << "\": got \"" << got << "\", want \"" << want << "\"");
        return;
    }
    ex.used.insert(it->first);
    BOOST_TEST(it->second.first == want, "the exception row of \"" << input << "\" names the WPT output");
    BOOST_TEST((matches || got == it->second.second),
               file << " \"" << input << "\": got \"" << got << "\", neither WPT's nor ICU 72's result");
}

} // namespace urikit::test
