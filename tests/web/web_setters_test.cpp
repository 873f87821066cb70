// urikit tests: src/web/web_setters.cpp, the URL class's setters: each
// takes a value or says why not, with the offset in the value, and leaves
// the URL unchanged then.
#include <string>

#include <boost/test/unit_test.hpp>

#include <urikit/web_url.hpp>

namespace {

// The code and offset of a setter's answer, "ok" when it took the value.
std::string said(urikit::error e) {
    if (e.code == urikit::errc::ok) return "ok";
    return std::string(urikit::name(e.code)) + "@" + std::to_string(e.offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(web_setters)

BOOST_AUTO_TEST_CASE(setters_take_a_value_or_say_why_not_and_leave_the_url_unchanged) {
    auto u = urikit::parse_web("http://example.com/p");
    BOOST_TEST(said(u->set_port("8080abc")) == "ok");
    BOOST_TEST(u->href() == "http://example.com:8080/p");
    BOOST_TEST(said(u->set_port("x")) == "invalid_port@0");
    BOOST_TEST(said(u->set_port("\t99999")) == "port_out_of_range@1", "offsets in the value as given");
    BOOST_TEST(u->href() == "http://example.com:8080/p");
    BOOST_TEST(said(u->set_port("80")) == "ok");
    BOOST_TEST(u->href() == "http://example.com/p");
    BOOST_TEST(said(u->set_protocol("mailto")) == "scheme_change_refused@0", "a special URL stays special");
    BOOST_TEST(said(u->set_protocol("ht tp")) == "invalid_scheme@2");
    BOOST_TEST(said(u->set_protocol("https")) == "ok");
    BOOST_TEST(said(u->set_username("us er")) == "ok");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p");
    BOOST_TEST(said(u->set_host_and_port("a b")) == "forbidden_host_code_point@1");
    BOOST_TEST(said(u->set_host_and_port("")) == "missing_host@0");
    BOOST_TEST(said(u->set_hostname("a:1")) == "invalid_host@1");
    BOOST_TEST(said(u->set_search("a b")) == "ok");
    BOOST_TEST(said(u->set_hash("#x y")) == "ok");
    BOOST_TEST(said(u->set_hash("#x\xC3")) == "invalid_utf8@2");
    BOOST_TEST(said(u->set_username("\xFF")) == "invalid_utf8@0");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p?a%20b#x%20y");
    BOOST_TEST(said(u->set_search("a b")) == "ok", "a value that changes nothing is taken");
    BOOST_TEST(said(u->set_href("http://a:x/")) == "invalid_port@9");
    BOOST_TEST(u->href() == "https://us%20er@example.com/p?a%20b#x%20y", "unchanged on failure");
    // A host the host parser refuses leaves the URL as it was, port included
    // (fuzz_web found the port set on the empty host).
    auto e = urikit::parse_web("sc:///p");
    BOOST_TEST(said(e->set_host_and_port("]:8/")) == "forbidden_host_code_point@0");
    BOOST_TEST(e->href() == "sc:///p");
    auto f = urikit::parse_web("file:///C:/x");
    BOOST_TEST(said(f->set_username("u")) == "credentials_or_port_not_allowed@0", "file URLs cannot have credentials");
    BOOST_TEST(said(f->set_port("1")) == "credentials_or_port_not_allowed@0");
    BOOST_TEST(said(f->set_protocol("http")) == "scheme_change_refused@0", "file with an empty host");
    auto m = urikit::parse_web("mailto:a");
    BOOST_TEST(said(m->set_pathname("b")) == "opaque_path@0", "an opaque path cannot be set");
    BOOST_TEST(said(m->set_host_and_port("h")) == "opaque_path@0");
    BOOST_TEST(m->href() == "mailto:a");
    auto h = urikit::parse_web("http://h/");
    BOOST_TEST(said(h->set_host_and_port("k:x")) == "ok", "the Standard sets the host, then reads no port");
    BOOST_TEST(h->href() == "http://k/");
}

BOOST_AUTO_TEST_SUITE_END()
