// urikit tests: src/rfc3986/uri_edit.cpp, a uri edited in place: encoded and
// plain setters, segment and parameter edits, refusals that leave the uri as
// it was, and a text that always parses back to the offsets the uri holds.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/uri.hpp>

#include "allocation_counter.hpp"
#include "data_files.hpp"
#include "random_reference.hpp"

namespace {

// The uri's text parses back to exactly the offsets and host kind it holds.
void check_consistent(urikit::uri const& u) {
    auto const again = urikit::parse_uri_reference(u.str());
    BOOST_TEST_REQUIRE(again.has_value(), u.str());
    BOOST_TEST_REQUIRE((again->parts() == u.parts()), u.str());
}

std::string text_of(urikit::uri const& u) {
    check_consistent(u);
    return u.str();
}

urikit::uri parsed(std::string_view text) { return urikit::parse_uri_reference(text).value(); }

void check(urikit::error e, char const* code, std::uint32_t offset) {
    BOOST_TEST(urikit::name(e.code) == code);
    BOOST_TEST(e.offset == offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(uri_edit)

BOOST_AUTO_TEST_CASE(a_uri_reads_as_the_view_it_was_made_from) {
    std::mt19937 rng(76);
    int made = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const s = urikit::test::random_reference(rng);
        auto const v = urikit::parse_uri_reference(s);
        if (!v) continue;
        urikit::uri const u = *v;
        BOOST_TEST_REQUIRE(u.str() == s);
        BOOST_TEST_REQUIRE((u.parts() == v->parts()));
        BOOST_TEST_REQUIRE((u.scheme() == v->scheme() && u.userinfo() == v->userinfo() && u.host() == v->host() &&
                            u.port() == v->port() && u.path() == v->path() && u.query() == v->query() &&
                            u.fragment() == v->fragment() && u.authority() == v->authority()));
        BOOST_TEST_REQUIRE((u.has_scheme() == v->has_scheme() && u.has_authority() == v->has_authority() &&
                            u.has_userinfo() == v->has_userinfo() && u.has_port() == v->has_port() &&
                            u.has_query() == v->has_query() && u.has_fragment() == v->has_fragment() &&
                            u.host_kind() == v->host_kind() && u.is_absolute() == v->is_absolute()));
        BOOST_TEST_REQUIRE((u.decoded_path() == v->decoded_path() && u.decoded_query() == v->decoded_query()));
        BOOST_TEST_REQUIRE((u.port_number().error() == v->port_number().error()));
        urikit::uri_view const back = u;
        BOOST_TEST_REQUIRE((back == *v && u == *v && *v == u));
        BOOST_TEST_REQUIRE(std::hash<urikit::uri>{}(u) == std::hash<urikit::uri_view>{}(*v));
        ++made;
    }
    BOOST_TEST(made > 1000);
}

BOOST_AUTO_TEST_CASE(a_uri_goes_where_a_view_goes_and_hashes_by_its_text) {
    urikit::uri const n = parsed("http://a/b?x=1");
    std::unordered_set<urikit::uri> seen{n};
    std::string const text = "http://a/b?x=1";
    urikit::uri_view const again = urikit::parse_uri(text).value();
    BOOST_TEST(seen.count(urikit::uri(again)) == 1u);
    BOOST_TEST((urikit::uri_view(n) == again));
    std::unordered_set<urikit::uri_view> views{again};
    BOOST_TEST(views.count(n) == 1u);
}

BOOST_AUTO_TEST_CASE(absence_is_no_error_and_a_port_out_of_range_is) {
    BOOST_TEST(!parsed("http://a/").port_number().value().has_value());
    BOOST_TEST(!parsed("http://a:/").port_number().value().has_value(), "an empty port is no port");
    BOOST_TEST(parsed("http://a:81/").port_number().value().value() == 81);
    check(parsed("http://a:65536/").port_number().error(), "port_out_of_range", 9);
    BOOST_TEST(parsed("http://a/").port_or_default().value() == 80);
    BOOST_TEST(parsed("https://a:/").port_or_default().value() == 443);
    check(parsed("foo://a/").port_or_default().error(), "unsupported_scheme", 0);
    check(parsed("//a/").port_or_default().error(), "missing_scheme", 0);
    check(parsed("http://a:99999/").port_or_default().error(), "port_out_of_range", 9);
}

BOOST_AUTO_TEST_CASE(a_reference_is_built_component_by_component_from_plain_or_encoded_values) {
    urikit::uri u;
    check(u.set_scheme("https"), "ok", 0);
    check(u.set_host("example.com"), "ok", 0);
    check(u.set_userinfo("user name:p@ss"), "ok", 0);
    check(u.set_port(std::uint16_t{8443}), "ok", 0);
    check(u.set_path("/a b/c?d"), "ok", 0);
    check(u.set_query("x=1&y=2#"), "ok", 0);
    check(u.set_fragment("frag ment"), "ok", 0);
    BOOST_TEST(text_of(u) == "https://user%20name:p%40ss@example.com:8443/a%20b/c%3Fd?x=1&y=2%23#frag%20ment");
    check(u.set_encoded_path("/%7Ea/b"), "ok", 0);
    check(u.set_encoded_host("[::1]"), "ok", 0);
    BOOST_TEST(text_of(u) == "https://user%20name:p%40ss@[::1]:8443/%7Ea/b?x=1&y=2%23#frag%20ment");
    BOOST_TEST((u.host_kind() == urikit::host_kind::ipv6));
}

BOOST_AUTO_TEST_CASE(an_invalid_value_is_refused_at_its_offset_and_changes_nothing) {
    urikit::uri u = parsed("http://h/p?q#f");
    check(u.set_scheme("1http"), "invalid_scheme", 0);
    check(u.set_scheme("ht_tp"), "invalid_scheme", 2);
    check(u.set_encoded_userinfo("a@b"), "invalid_userinfo", 1);
    check(u.set_encoded_host("a/b"), "invalid_host", 1);
    check(u.set_encoded_host("[::1"), "invalid_ip_literal", 4);
    check(u.set_encoded_host("a b"), "invalid_character", 1);
    check(u.set_port("80a"), "invalid_port", 2);
    check(u.set_port("8x"), "invalid_port", 1);
    check(u.set_port("8%7E"), "invalid_port", 1); // a port has no percent-encoding
    check(u.set_encoded_path("/a?b"), "invalid_path", 2);
    check(u.set_encoded_path("/a%2"), "bad_pct_encoding", 2);
    check(u.set_encoded_query("a#b"), "invalid_query", 1);
    check(u.set_encoded_fragment("a#b"), "invalid_fragment", 1);
    check(u.append_encoded_segment("a/b"), "invalid_path", 1);
    check(u.set_segment(1, "x"), "no_such_segment", 0);
    check(u.remove_segment(7), "no_such_segment", 0);
    BOOST_TEST(text_of(u) == "http://h/p?q#f");
}

BOOST_AUTO_TEST_CASE(what_cannot_be_written_safely_is_refused_at_offset_0_of_the_value) {
    urikit::uri u = parsed("http://h/p");
    check(u.set_encoded_path("p"), "path_without_slash", 0);
    check(u.set_path("p"), "path_without_slash", 0);
    BOOST_TEST(text_of(u) == "http://h/p");
    urikit::uri bare = parsed("a/b");
    check(bare.set_port(std::uint16_t{80}), "authority_without_host", 0);
    check(bare.set_userinfo("u"), "authority_without_host", 0);
    BOOST_TEST(text_of(bare) == "a/b");
}

BOOST_AUTO_TEST_CASE(segments_are_edited_without_touching_the_others) {
    urikit::uri u = parsed("http://h/a%2Fb/c%7e/d");
    check(u.append_segment("x/y"), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/a%2Fb/c%7e/d/x%2Fy");
    check(u.set_segment(1, "C"), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/a%2Fb/C/d/x%2Fy");
    check(u.remove_segment(0), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/C/d/x%2Fy");
    check(u.remove_segment(2), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/C/d");
    urikit::uri root = parsed("http://h/");
    check(root.append_segment("a"), "ok", 0);
    BOOST_TEST(text_of(root) == "http://h/a");
    urikit::uri bare = parsed("http://h");
    check(bare.append_segment("a"), "ok", 0);
    BOOST_TEST(text_of(bare) == "http://h/a");
}

BOOST_AUTO_TEST_CASE(query_parameters_are_edited_and_found_by_decoded_key) {
    urikit::uri u = parsed("http://h/?a=1&%62=2&c=%7e&b=3");
    BOOST_TEST(u.decoded_params().count("b") == 2u);
    BOOST_TEST(((*u.decoded_params().find("c")).value == "~"));
    BOOST_TEST(!u.decoded_params().contains("%62"), "keys are matched decoded");
    check(u.set_param("b", "x y"), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/?a=1&b=x%20y&c=%7e");
    BOOST_TEST(((*u.decoded_params().find("b")).value == "x y"));
    check(u.append_param("k&=", std::nullopt), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h/?a=1&b=x%20y&c=%7e&k%26%3D");
    BOOST_TEST(!(*u.decoded_params().find("k&=")).has_value);
    BOOST_TEST(u.remove_params("a") == 1u);
    BOOST_TEST(text_of(u) == "http://h/?b=x%20y&c=%7e&k%26%3D");
    BOOST_TEST(u.remove_params("nope") == 0u);
    BOOST_TEST(u.remove_params("b") + u.remove_params("c") + u.remove_params("k&=") == 3u);
    BOOST_TEST(text_of(u) == "http://h/");
    BOOST_TEST((u.decoded_params().find("a") == u.decoded_params().end()));
    urikit::uri fresh = parsed("http://h/");
    check(fresh.set_param("q", "1+1"), "ok", 0);
    BOOST_TEST(text_of(fresh) == "http://h/?q=1%2B1");
    BOOST_TEST(fresh.decoded_params({.plus_as_space = true}).contains("q"));
}

BOOST_AUTO_TEST_CASE(a_value_may_view_the_uri_itself) {
    urikit::uri u = parsed("http://h/a%20b?q=1#f");
    check(u.set_path(u.path()), "ok", 0); // plain data: the "%" is encoded
    BOOST_TEST(u.path() == "/a%2520b");
    check(u.set_query(u.query()), "ok", 0);
    BOOST_TEST(u.query() == "q=1");
    check(u.set_fragment(u.fragment()), "ok", 0);
    check(u.set_host(u.host()), "ok", 0);
    check(u.set_userinfo(u.host()), "ok", 0);
    check(u.set_encoded_fragment(u.fragment()), "ok", 0);
    check(u.append_encoded_segment(u.path().substr(1)), "ok", 0);
    BOOST_TEST(u.path() == "/a%2520b/a%2520b");
    BOOST_TEST(u.remove_params(u.query().substr(0, 1)) == 1u);
    check(u.set_scheme(u.scheme()), "ok", 0);
    check(u.set_port(u.host().substr(0, 0)), "ok", 0);
    BOOST_TEST(text_of(u) == "http://h@h:/a%2520b/a%2520b#f");
}

BOOST_AUTO_TEST_CASE(an_edit_never_writes_a_text_that_parses_otherwise) {
    urikit::uri u;
    check(u.set_scheme("foo"), "ok", 0);
    check(u.set_encoded_path("//evil"), "ok", 0);
    BOOST_TEST(text_of(u) == "foo:/.//evil"); // never an authority
    urikit::uri rel;
    check(rel.set_encoded_path("a:b/c"), "ok", 0);
    BOOST_TEST(text_of(rel) == "./a:b/c"); // never a scheme
    urikit::uri relslash;
    check(relslash.set_encoded_path("//x"), "ok", 0);
    BOOST_TEST(text_of(relslash) == "/.//x");
    urikit::uri dropped = parsed("http://h//x");
    check(dropped.remove_authority(), "ok", 0);
    BOOST_TEST(text_of(dropped) == "http:/.//x");
    urikit::uri unschemed = parsed("a:b:c");
    check(unschemed.remove_scheme(), "ok", 0);
    BOOST_TEST(text_of(unschemed) == "./b:c"); // "b:c" alone would have the scheme "b"
}

BOOST_AUTO_TEST_CASE(removals_in_place_give_what_the_writer_gives) {
    std::mt19937 rng(79);
    int removed = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const text = urikit::test::random_reference(rng);
        auto const v = urikit::parse_uri_reference(text);
        if (!v) continue;
        urikit::uri u = *v;
        u.remove_userinfo();
        check_consistent(u);
        u.remove_port();
        check_consistent(u);
        u.remove_query();
        check_consistent(u);
        u.remove_fragment();
        check_consistent(u);
        BOOST_TEST_REQUIRE((!u.has_userinfo() && !u.has_port() && !u.has_query() && !u.has_fragment()));
        BOOST_TEST_REQUIRE((u.scheme() == v->scheme() && u.host() == v->host() && u.path() == v->path()));
        ++removed;
    }
    BOOST_TEST(removed > 1000);
}

BOOST_AUTO_TEST_CASE(random_edits_keep_the_uri_consistent_and_refusals_change_nothing) {
    std::mt19937 rng(78);
    std::uniform_int_distribution<int> op(0, 15);
    char const* const values[] = {"", "a", "a b", "//", "x:y", "%", "é", "1.2.3.4", "[::1]", "?#&=+", "..", "/a/../b", "8x"};
    std::uniform_int_distribution<std::size_t> pick(0, std::size(values) - 1);
    for (int i = 0; i < 20000; ++i) {
        urikit::uri u;
        for (int k = 0; k < 6; ++k) {
            std::string_view const v = values[pick(rng)];
            std::string const before = u.str();
            urikit::error e;
            switch (op(rng)) {
            case 0: e = u.set_scheme(v); break;
            case 1: e = u.set_userinfo(v); break;
            case 2: e = u.set_host(v); break;
            case 3: e = u.set_encoded_host(v); break;
            case 4: e = u.set_port(static_cast<std::uint16_t>(k * 1000)); break;
            case 5: e = u.set_path(v); break;
            case 6: e = u.append_segment(v); break;
            case 7: e = u.set_query(v); break;
            case 8: e = u.append_param(v, v); break;
            case 9: e = u.set_param(v, std::nullopt); break;
            case 10: (void)u.remove_params(v); break;
            case 11: e = u.set_fragment(v); break;
            case 12: e = u.remove_authority(); break;
            case 13: e = u.set_port(v); break;
            case 14: e = u.set_encoded_path(v); break;
            default: e = u.remove_segment(0); break;
            }
            check_consistent(u);
            if (e) BOOST_TEST_REQUIRE(u.str() == before, urikit::name(e.code));
        }
    }
}

// The editable views: segments and parameters as containers bound to the
// uri, each edit one of the uri's, every other segment or parameter kept.
BOOST_AUTO_TEST_CASE(segments_and_parameters_are_containers_edited_in_place) {
    urikit::uri u = parsed("http://h/a%2Fb/c?a=1&b=%32&a=3");
    auto segments = u.edit_segments();
    BOOST_TEST(segments.size() == 2u);
    BOOST_TEST(!segments.push_back("d e"));
    BOOST_TEST(!segments.insert(0, "x/y"));
    BOOST_TEST(text_of(u) == "http://h/x%2Fy/a%2Fb/c/d%20e?a=1&b=%32&a=3");
    BOOST_TEST(!segments.replace(2, "C"));
    BOOST_TEST(!segments.erase(1));
    BOOST_TEST(text_of(u) == "http://h/x%2Fy/C/d%20e?a=1&b=%32&a=3");
    BOOST_TEST(segments.size() == 3u);
    BOOST_TEST(std::vector<std::string>(segments.begin(), segments.end()) ==
               (std::vector<std::string>{"x%2Fy", "C", "d%20e"}), boost::test_tools::per_element());
    check(segments.insert(4, "z"), "no_such_segment", 0);
    BOOST_TEST(!segments.insert(3, "z")); // at the end: appended
    BOOST_TEST(text_of(u) == "http://h/x%2Fy/C/d%20e/z?a=1&b=%32&a=3");
    auto params = u.edit_params();
    BOOST_TEST(params.size() == 3u);
    BOOST_TEST(params.count("a") == 2u);
    BOOST_TEST((params.find("b")->value == "2")); // decoded, as the edits match
    BOOST_TEST(!params.set("a", "x y"));
    BOOST_TEST(text_of(u) == "http://h/x%2Fy/C/d%20e/z?a=x%20y&b=%32");
    BOOST_TEST(!params.append("c", std::nullopt));
    BOOST_TEST(params.erase("b") == 1u);
    BOOST_TEST(text_of(u) == "http://h/x%2Fy/C/d%20e/z?a=x%20y&c");
    BOOST_TEST(params.contains("c"));
    BOOST_TEST(!params.find("c")->has_value);
    // "/" holds no segment for the edits: appending gives "/a", inserting at 0 the same.
    urikit::uri root = parsed("http://h/");
    BOOST_TEST(root.edit_segments().size() == 0u);
    BOOST_TEST(root.edit_segments().empty());
    BOOST_TEST(!root.edit_segments().insert(0, "a"));
    BOOST_TEST(text_of(root) == "http://h/a");
    // A relative reference: the first segment with ":" gets "./".
    urikit::uri relative = parsed("b");
    BOOST_TEST(!relative.edit_segments().insert(0, "a:1"));
    BOOST_TEST(text_of(relative) == "./a:1/b");
}

// An edit splices the uri's one buffer: the bytes before the component are
// where they were, those after it moved as a block, and once the buffer is
// large enough an edit allocates nothing (each edit done twice on every
// data line: the second finds the capacity the first made).
BOOST_AUTO_TEST_CASE(an_edit_splices_the_one_buffer_and_allocates_nothing_within_its_capacity) {
    urikit::uri h = parsed("http://u@h:80/a/b?x=1#f");
    BOOST_TEST(!h.set_host("example.net"));
    BOOST_TEST(text_of(h) == "http://u@example.net:80/a/b?x=1#f");
    BOOST_TEST(!h.set_param("x", "2 3"));
    BOOST_TEST(text_of(h) == "http://u@example.net:80/a/b?x=2%203#f");
    auto const edits = [](urikit::uri& u, int round) {
        std::string_view const host = round == 0 ? "example.net" : "example.org";
        bool ok = !u.set_host(host);
        ok = !u.set_path("/a b/c") && ok;
        ok = !u.append_segment("x y") && ok;
        ok = !u.set_param("k", "v w") && ok;
        ok = !u.set_fragment("top") && ok;
        return ok;
    };
    std::size_t edited = 0;
    for (auto const& f : urikit::test::load_data_files()) {
        for (std::string const& line : f.lines) {
            auto const v = urikit::parse_uri_reference(line);
            if (!v || !v->has_authority()) continue;
            urikit::uri u = *v;
            bool const first = edits(u, 0);
            urikit::test::start_counting_allocations();
            bool const second = edits(u, 1);
            std::size_t const allocations = urikit::test::stop_counting_allocations();
            BOOST_TEST_REQUIRE(first == second, line);
            BOOST_TEST_REQUIRE(allocations == 0u, line);
            check_consistent(u);
            edited += first ? 1u : 0u;
        }
    }
    BOOST_TEST(edited > urikit::test::lines_at_least(100000));
}

BOOST_AUTO_TEST_SUITE_END()
