// uri_builder: encoded and plain setters, segment and parameter editing, safety of build().
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/uri_builder.hpp>

#include "random_reference.hpp"

namespace {
std::string built(urikit::uri_builder const& b) {
    auto const r = b.build();
    BOOST_TEST_REQUIRE(r.has_value(), urikit::name(r.error().code));
    auto const again = urikit::parse_uri_reference(r->str());
    BOOST_TEST_REQUIRE(again.has_value(), r->str());
    BOOST_TEST_REQUIRE((again->parts().offsets == r->parts().offsets), r->str());
    BOOST_TEST_REQUIRE((again->host_kind() == r->parts().host_kind), r->str());
    return r->str();
}
} // namespace

BOOST_AUTO_TEST_SUITE(uri_builder)

BOOST_AUTO_TEST_CASE(builds_from_parts_given_plain_or_encoded) {
    urikit::uri_builder b;
    BOOST_TEST(urikit::name(b.set_scheme("https").code) == "ok");
    b.set_userinfo("user name:p@ss");
    b.set_host("example.com");
    b.set_port(8443);
    b.set_path("/a b/c?d");
    b.set_query("x=1&y=2#");
    b.set_fragment("frag ment");
    BOOST_TEST(built(b) == "https://user%20name:p%40ss@example.com:8443/a%20b/c%3Fd?x=1&y=2%23#frag%20ment");
    BOOST_TEST(urikit::name(b.set_encoded_path("/%7Ea/b").code) == "ok");
    BOOST_TEST(urikit::name(b.set_encoded_host("[::1]").code) == "ok");
    BOOST_TEST(built(b) == "https://user%20name:p%40ss@[::1]:8443/%7Ea/b?x=1&y=2%23#frag%20ment");
}

BOOST_AUTO_TEST_CASE(encoded_values_are_validated_with_an_offset_and_leave_the_builder_unchanged) {
    urikit::uri_builder b(*urikit::parse_uri("http://h/p?q#f"));
    auto check = [](urikit::error e, char const* code, std::uint32_t offset) {
        BOOST_TEST(urikit::name(e.code) == code);
        BOOST_TEST(e.offset == offset);
    };
    check(b.set_scheme("1http"), "invalid_scheme", 0);
    check(b.set_scheme("ht_tp"), "invalid_scheme", 2);
    check(b.set_encoded_userinfo("a@b"), "invalid_userinfo", 1);
    check(b.set_encoded_host("a/b"), "invalid_host", 1);
    check(b.set_encoded_host("[::1"), "invalid_ip_literal", 4);
    check(b.set_encoded_host("a b"), "invalid_character", 1);
    check(b.set_port("80a"), "invalid_port", 2);
    check(b.set_port("8%7E"), "invalid_port", 1); // a port has no percent-encoding (fuzz_builder found it)
    check(b.set_encoded_path("/a?b"), "invalid_path", 2);
    check(b.set_encoded_path("/a%2"), "bad_pct_encoding", 2);
    check(b.set_encoded_query("a#b"), "invalid_query", 1);
    check(b.set_encoded_fragment("a#b"), "invalid_fragment", 1);
    check(b.append_encoded_segment("a/b"), "invalid_path", 1);
    BOOST_TEST(built(b) == "http://h/p?q#f");
}

BOOST_AUTO_TEST_CASE(segments_are_edited_without_touching_the_others) {
    urikit::uri_builder b(*urikit::parse_uri("http://h/a%2Fb/c%7e/d"));
    b.append_segment("x/y");
    BOOST_TEST(built(b) == "http://h/a%2Fb/c%7e/d/x%2Fy");
    BOOST_TEST(b.set_segment(1, "C"));
    BOOST_TEST(built(b) == "http://h/a%2Fb/C/d/x%2Fy");
    BOOST_TEST(b.remove_segment(0));
    BOOST_TEST(built(b) == "http://h/C/d/x%2Fy");
    BOOST_TEST(b.remove_segment(2));
    BOOST_TEST(built(b) == "http://h/C/d");
    BOOST_TEST(!b.remove_segment(5));
    urikit::uri_builder root(*urikit::parse_uri("http://h/"));
    root.append_segment("a");
    BOOST_TEST(built(root) == "http://h/a");
    urikit::uri_builder bare(*urikit::parse_uri("http://h"));
    bare.append_segment("a");
    BOOST_TEST(built(bare) == "http://h/a");
}

BOOST_AUTO_TEST_CASE(query_parameters_are_edited_by_decoded_key_and_keep_other_bytes) {
    urikit::uri_builder b(*urikit::parse_uri("http://h/?a=1&%62=2&c=%7e&b=3"));
    b.set_param("b", "x y");
    BOOST_TEST(built(b) == "http://h/?a=1&b=x%20y&c=%7e");
    b.append_param("k&=", std::nullopt);
    BOOST_TEST(built(b) == "http://h/?a=1&b=x%20y&c=%7e&k%26%3D");
    BOOST_TEST(b.remove_params("a") == 1u);
    BOOST_TEST(built(b) == "http://h/?b=x%20y&c=%7e&k%26%3D");
    BOOST_TEST(b.remove_params("nope") == 0u);
    BOOST_TEST(b.remove_params("b") + b.remove_params("c") + b.remove_params("k&=") == 3u);
    BOOST_TEST(built(b) == "http://h/");
    urikit::uri_builder fresh(*urikit::parse_uri("http://h/"));
    fresh.set_param("q", "1+1");
    BOOST_TEST(built(fresh) == "http://h/?q=1%2B1");
}

BOOST_AUTO_TEST_CASE(a_value_may_be_a_view_of_the_builder_itself) {
    urikit::uri_builder b(*urikit::parse_uri("http://h/a%20b?q=1#f"));
    b.set_path(b.encoded_path());          // plain data: the "%" is encoded
    BOOST_TEST(b.encoded_path() == "/a%2520b");
    b.set_query(b.encoded_query());
    BOOST_TEST(b.encoded_query() == "q=1");
    b.set_fragment(b.encoded_fragment());
    b.set_host(b.encoded_host());
    b.set_userinfo(b.encoded_host());
    BOOST_TEST(urikit::name(b.set_encoded_fragment(b.encoded_fragment()).code) == "ok");
    BOOST_TEST(urikit::name(b.append_encoded_segment(b.encoded_path().substr(1)).code) == "ok");
    BOOST_TEST(b.encoded_path() == "/a%2520b/a%2520b");
    BOOST_TEST(b.remove_params(b.encoded_query().substr(0, 1)) == 1u);
    BOOST_TEST(built(b) == "http://h@h/a%2520b/a%2520b#f");
}

BOOST_AUTO_TEST_CASE(build_makes_ambiguous_paths_safe) {
    urikit::uri_builder b;
    BOOST_TEST(urikit::name(b.set_scheme("foo").code) == "ok");
    BOOST_TEST(urikit::name(b.set_encoded_path("//evil").code) == "ok");
    BOOST_TEST(built(b) == "foo:/.//evil"); // never an authority
    urikit::uri_builder rel;
    BOOST_TEST(urikit::name(rel.set_encoded_path("a:b/c").code) == "ok");
    BOOST_TEST(built(rel) == "./a:b/c");     // never a scheme
    urikit::uri_builder relslash;
    BOOST_TEST(urikit::name(relslash.set_encoded_path("//x").code) == "ok");
    BOOST_TEST(built(relslash) == "/.//x");
}

BOOST_AUTO_TEST_CASE(build_refuses_what_cannot_be_made_safe) {
    urikit::uri_builder b(*urikit::parse_uri("http://h/p"));
    BOOST_TEST(urikit::name(b.set_encoded_path("p").code) == "ok");
    auto const r = b.build();
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(urikit::name(r.error().code) == "path_without_slash");
    BOOST_TEST(r.error().offset == 8u);
    urikit::uri_builder c(*urikit::parse_uri("http://u@h:1/p"));
    c.remove_authority();
    c.set_port(80);
    BOOST_TEST(urikit::name(c.build().error().code) == "authority_without_host");
}

BOOST_AUTO_TEST_CASE(a_builder_from_a_parsed_reference_builds_it_back) {
    std::mt19937 rng(77);
    int built_count = 0;
    for (int i = 0; i < 50000; ++i) {
        std::string const s = urikit::test::random_reference(rng);
        auto const u = urikit::parse_uri_reference(s);
        if (!u) continue;
        urikit::uri_builder const b(*u);
        BOOST_TEST_REQUIRE(built(b) == s);
        ++built_count;
    }
    BOOST_TEST(built_count > 1000);
}

BOOST_AUTO_TEST_CASE(random_edits_always_build_something_that_parses_back) {
    std::mt19937 rng(78);
    std::uniform_int_distribution<int> op(0, 13);
    char const* const values[] = {"", "a", "a b", "//", "x:y", "%", "é", "1.2.3.4", "[::1]", "?#&=+", "..", "/a/../b"};
    std::uniform_int_distribution<std::size_t> pick(0, std::size(values) - 1);
    for (int i = 0; i < 20000; ++i) {
        urikit::uri_builder b;
        for (int k = 0; k < 6; ++k) {
            std::string_view const v = values[pick(rng)];
            switch (op(rng)) {
            case 0: (void)b.set_scheme(v); break;
            case 1: b.set_userinfo(v); break;
            case 2: b.set_host(v); break;
            case 3: (void)b.set_encoded_host(v); break;
            case 4: b.set_port(static_cast<std::uint16_t>(k * 1000)); break;
            case 5: b.set_path(v); break;
            case 6: b.append_segment(v); break;
            case 7: b.set_query(v); break;
            case 8: b.append_param(v, v); break;
            case 9: b.set_param(v, std::nullopt); break;
            case 10: b.remove_params(v); break;
            case 11: b.set_fragment(v); break;
            case 12: b.remove_authority(); break;
            default: (void)b.remove_segment(0); break;
            }
        }
        auto const r = b.build();
        if (!r) {
            auto const code = urikit::name(r.error().code);
            BOOST_TEST_REQUIRE((code == "path_without_slash" || code == "authority_without_host"), code);
            continue;
        }
        auto const again = urikit::parse_uri_reference(r->str());
        BOOST_TEST_REQUIRE(again.has_value(), r->str());
        BOOST_TEST_REQUIRE((again->parts().offsets == r->parts().offsets), r->str());
    }
}

BOOST_AUTO_TEST_SUITE_END()
