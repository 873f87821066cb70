// urikit tests: src/http/redact.cpp. Credentials hidden under every
// reading: the cases of issue #55 and of the threads it cites (a
// urlsplit-based scrubber leaking `https:////user:pass@host`), the options,
// and as a property on the sample's lines and random texts: what the URL
// Standard's parser and RFC 3986's read from the redacted text as a
// password is the marker or nothing, and nothing but the hidden parts changed.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include <urikit/parse.hpp>
#include <urikit/redact.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"

namespace {

using urikit::redact;
using urikit::redact_options;

// The password each reader finds in `text` ("" for none): the URL
// Standard's alone and against a special base (a scheme-relative text),
// RFC 3986's.
std::string web_password(std::string_view text) {
    static urikit::web_url const base = urikit::parse_web("http://b.example/d/").value();
    auto const w = urikit::parse_web(text);
    if (w) return std::string(w->password());
    auto const relative = urikit::parse_web(text, &base);
    return relative ? std::string(relative->password()) : std::string();
}

std::string rfc_password(std::string_view text) {
    auto const u = urikit::parse_uri_reference(text);
    if (!u || !u->has_userinfo()) return {};
    std::string_view const ui = u->userinfo();
    std::size_t const colon = ui.find(':');
    return colon == std::string_view::npos ? std::string() : std::string(ui.substr(colon + 1));
}

void check_hidden(std::string_view text) {
    std::string const r = redact(text);
    for (std::string const& p : {web_password(r), rfc_password(r)}) {
        BOOST_TEST((p.empty() || p == "REDACTED"), text << " -> " << r);
    }
    std::string const all = redact(text, {.userinfo = true});
    auto const w = urikit::parse_web(all);
    if (w) BOOST_TEST((w->username().empty() || w->username() == "REDACTED"), text << " -> " << all);
    auto const u = urikit::parse_uri_reference(all);
    if (u && u->has_userinfo()) BOOST_TEST((u->userinfo().empty() || u->userinfo() == "REDACTED"), text << " -> " << all);
}

} // namespace

BOOST_AUTO_TEST_SUITE(redact_urls)

BOOST_AUTO_TEST_CASE(passwords_are_hidden_under_every_reading) {
    struct row {
        std::string_view text, redacted;
    };
    for (row const r : {
             row{"https://user:pw@host/p?q#f", "https://user:REDACTED@host/p?q#f"},
             row{"https:////user:pass@host", "https:////user:REDACTED@host"}, // the URL Standard skips the slashes
             row{"https:\\\\user:pass@host/", "https:\\\\user:REDACTED@host/"},
             row{"http:user:pass@host/", "http:user:REDACTED@host/"},         // a special URL without slashes
             row{"user:pass@host/x", "user:REDACTED@host/x"},                  // curl's reading of no scheme
             row{"host:8080/x", "host:8080/x"},
             row{"//user:pass@host/", "//user:REDACTED@host/"},               // scheme-relative (fuzz_http)
             row{"\\\\u:p@h", "\\\\u:REDACTED@h"},
             row{"http://u:p@h@evil/", "http://u:REDACTED@evil/"},             // the last "@" ends the userinfo
             row{"http://u:p\\@h/", "http://u:REDACTED@h/"},                   // curl reads "\" as data
             row{"http://u:@h/", "http://u:@h/"},                              // an empty password
             row{"http://user@h/", "http://user@h/"},
             row{"http://h/p@x:y", "http://h/p@x:y"},                          // after the path: no userinfo
             row{"http://u%3Ap@h/", "http://u%3Ap@h/"},                         // an encoded ":" is data: a user name
             row{"mailto:user:x@example.com", "mailto:user:x@example.com"},
             row{"sftp://u:secret@h:22/", "sftp://u:REDACTED@h:22/"},
             row{"  HTTPS://u:pw@h/", "  HTTPS://u:REDACTED@h/"},
             row{"ht\ttp://u:p\n@h/", "http://u:REDACTED@h/"},                 // tab and newline removed first
             row{"", ""},
             row{"not a url at all", "not a url at all"},
         }) {
        BOOST_TEST(redact(r.text) == r.redacted, r.text);
    }
}

BOOST_AUTO_TEST_CASE(options_hide_the_userinfo_query_values_and_named_parameters) {
    BOOST_TEST(redact("https://ghp_token@github.com/o/r.git", {.userinfo = true}) == "https://REDACTED@github.com/o/r.git");
    BOOST_TEST(redact("https://u:p@h/", {.userinfo = true}) == "https://REDACTED@h/");
    BOOST_TEST(redact("https://h/p?a=1&b=&c&d=x=y#f=2", {.query_values = true}) == "https://h/p?a=REDACTED&b=REDACTED&c&d=REDACTED#f=2");
    redact_options const named{.parameters = {"token", "api key"}};
    BOOST_TEST(redact("https://h/p?Token=s3&id=1&api+key=k&api%20key=k2&tokens=x", named) ==
               "https://h/p?Token=REDACTED&id=1&api+key=REDACTED&api%20key=REDACTED&tokens=x");
    BOOST_TEST(redact("https://h/cb#access_token=abc&state=1", {.parameters = {"access_token"}}) ==
               "https://h/cb#access_token=REDACTED&state=1");
    BOOST_TEST(redact("https://h/cb?x#access_token=abc", {.parameters = {"access_token"}}) == "https://h/cb?x#access_token=REDACTED");
    BOOST_TEST(redact("https://u:p@h/?token=1", {.parameters = {"token"}, .marker = "***"}) == "https://u:***@h/?token=***");
    BOOST_TEST(redact("https://h/a?b=1", {.query_values = true}) == "https://h/a?b=REDACTED");
    BOOST_TEST(redact("https://h/a%3Fb=1", {.query_values = true}) == "https://h/a%3Fb=1"); // an encoded "?" is data
}

BOOST_AUTO_TEST_CASE(the_output_may_be_the_text) {
    std::string text = "https://u:p@h/?token=1";
    urikit::redact_into(text, {.parameters = {"token"}}, text);
    BOOST_TEST(text == "https://u:REDACTED@h/?token=REDACTED");
}

BOOST_AUTO_TEST_CASE(no_reader_finds_a_password_on_the_sample_and_on_random_texts) {
    std::size_t lines = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (std::string const& line : file.lines) {
            check_hidden(line);
            ++lines;
        }
    }
    BOOST_TEST(lines > 300u);
    std::mt19937 rng(55);
    static constexpr char bytes[] = "ab:@/\\?#%3A40&=+ \t\n.";
    std::uniform_int_distribution<std::size_t> pick(0, sizeof bytes - 2), length(0, 20);
    for (std::string_view prefix : {"http://", "https:", "", "x:", "mailto:", "HTTP:\\\\", "file://", "//", "x://"}) {
        for (int i = 0; i < 20000; ++i) {
            std::string s(prefix);
            for (std::size_t n = length(rng); n > 0; --n) s.push_back(bytes[pick(rng)]);
            check_hidden(s);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
