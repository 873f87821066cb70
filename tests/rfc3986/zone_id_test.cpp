// urikit tests: RFC 6874's IPv6 zone IDs, by parse_options::zone_ids: the
// grammar (IPv6addrz in IP-literal), the reading (zone_id()), the normal
// form, the request parts (the zone never sent, RFC 6874 §4), the guard,
// and that the option only adds: every text the default grammar takes
// splits the same with it.
#include <random>
#include <string>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include <urikit/http.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/uri.hpp>
#include <urikit/web_url.hpp>

#include "data_files.hpp"
#include "grammar/split.hpp"

using urikit::errc;
using urikit::host_kind;
using urikit::parse_options;
using urikit::grammar::production;

namespace {

constexpr parse_options zones{.zone_ids = true};

bool literal_with_zones(std::string_view s) { return urikit::grammar::probe(production::ip_literal, s, {.zone_ids = true}); }

std::string text_of(urikit::result<std::string> const& r) {
    return r ? *r : std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

std::string text_of(urikit::result<urikit::uri> const& r) {
    return r ? r->str() : std::string(urikit::name(r.error().code)) + "@" + std::to_string(r.error().offset);
}

} // namespace

BOOST_AUTO_TEST_SUITE(zone_ids)

// RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded ).
BOOST_AUTO_TEST_CASE(ip_literal_takes_ipv6addrz_only_by_the_option) {
    for (std::string_view s : {"[fe80::a%25en1]", "[::1%25eth0]", "[fe80::1%25%65n1]", "[fe80::1%25a-b._~9]",
                               "[::ffff:1.2.3.4%25x]", "[fe80::1%25eth%200]", "[1:2:3:4:5:6:7:8%251]",
                               "[fe80::1%25e%25e]", "[fe80::1%2525]"}) {
        BOOST_TEST(literal_with_zones(s), s);
        BOOST_TEST(!urikit::grammar::probe(production::ip_literal, s), s << " without the option");
    }
    for (std::string_view s : {"[fe80::1%25]", "[fe80::1%eth0]", "[fe80::1%25eth0/]", "[fe80::1%25e:h]",
                               "[v1.x%25e]", "[fe80::1%25%zz]", "[fe80::1%25e%]", "[fe80::1%25e%2]", "[%25e]",
                               "[fe80::1%25e", "[1.2.3.4%25e]", "[fe80::1%25e]x"}) {
        BOOST_TEST(!literal_with_zones(s), s);
    }
    // The zone is the literal's: the IPv6address production has none.
    BOOST_TEST(!urikit::grammar::probe(production::ipv6address, "fe80::1%25eth0", {.zone_ids = true}));
}

BOOST_AUTO_TEST_CASE(every_parse_reads_the_zone_and_the_default_refuses_it_at_the_percent) {
    std::string_view const text = "http://[fe80::a%25en1]:8080/p?q#f"; // RFC 6874 §2's example, with a port and more
    for (auto const& r : {urikit::parse_uri_reference(text, zones), urikit::parse_uri(text, zones),
                          urikit::parse_iri_reference(text, zones), urikit::parse_iri(text, zones)}) {
        BOOST_TEST_REQUIRE(r.has_value());
        BOOST_TEST(r->host() == "[fe80::a%25en1]");
        BOOST_TEST(static_cast<int>(r->host_kind()) == static_cast<int>(host_kind::ipv6));
        BOOST_TEST(r->zone_id() == "en1");
        BOOST_TEST(r->port() == "8080");
        BOOST_TEST(r->path() == "/p");
    }
    BOOST_TEST(urikit::parse_absolute_uri("http://[fe80::a%25en1]/p", zones)->zone_id() == "en1");
    for (auto const& r : {urikit::parse_uri_reference(text), urikit::parse_uri(text), urikit::parse_iri(text)}) {
        BOOST_TEST_REQUIRE(!r.has_value());
        BOOST_TEST(static_cast<int>(r.error().code) == static_cast<int>(errc::invalid_ip_literal));
        BOOST_TEST(r.error().offset == text.find('%'));
    }
    // A "%" without "25" is no zone (RFC 6874 §2: the "%" itself is encoded).
    auto const bare = urikit::parse_uri("http://[fe80::a%en1]/", zones);
    BOOST_TEST_REQUIRE(!bare.has_value());
    BOOST_TEST(static_cast<int>(bare.error().code) == static_cast<int>(errc::bad_pct_encoding));
    BOOST_TEST(bare.error().offset == 15u);
}

BOOST_AUTO_TEST_CASE(the_zone_reads_as_written_and_decoded) {
    auto const u = urikit::parse_uri("http://[fe80::1%25%65n%2F1]/", zones).value();
    BOOST_TEST(u.zone_id() == "%65n%2F1");
    BOOST_TEST(u.decoded_zone_id().to_string() == "en/1");
    BOOST_TEST(u.decoded_host().to_string() == "[fe80::1%en/1]");
    auto const plain = urikit::parse_uri("http://[fe80::1]/", zones).value();
    BOOST_TEST(plain.zone_id().empty());
    BOOST_TEST(urikit::parse_uri("http://h%25x/", zones)->zone_id().empty()); // a reg-name's "%25" is no zone
    urikit::uri owned = u;
    BOOST_TEST(owned.zone_id() == "%65n%2F1");
}

// RFC 3986 §6.2.2: the address in RFC 5952 text, the zone's percent-encoding
// normalized; its letters keep their case (an interface name is not a host name).
BOOST_AUTO_TEST_CASE(the_normal_form_keeps_the_zone) {
    auto const u = urikit::parse_uri("HTTP://[FE80::0:A%25En%31%2f]:80/a/../b", zones).value();
    BOOST_TEST(text_of(urikit::normalize(u, urikit::profile::rfc3986)) == "http://[fe80::a%25En1%2F]:80/b");
    BOOST_TEST(text_of(urikit::normalize(u, urikit::profile::http)) == "http://[fe80::a%25En1%2F]/b");
    auto const n = urikit::normalize(u, urikit::profile::http).value();
    BOOST_TEST(n.zone_id() == "En1%2F");
    BOOST_TEST(urikit::parse_uri(n.str(), zones)->zone_id() == "En1%2F"); // the normal form parses back
    BOOST_TEST(urikit::equivalent(u, urikit::parse_uri("http://[fe80::a%25En1%2F]/b", zones).value(),
                                  urikit::profile::http)
                   .is_equivalent());
    BOOST_TEST(!urikit::equivalent(u, urikit::parse_uri("http://[fe80::a%25en1%2F]/b", zones).value(),
                                   urikit::profile::http)
                    .is_equivalent());
}

// RFC 6874 §4: "An HTTP client, proxy, or other intermediary MUST remove any
// ZoneID attached to an outgoing URI"; the client connects on that interface.
BOOST_AUTO_TEST_CASE(the_request_connects_on_the_zone_and_never_sends_it) {
    auto const u = urikit::parse_uri("http://[FE80::A%25en1]:8080/a?q", zones).value();
    auto const p = urikit::http_request_parts(u);
    BOOST_TEST_REQUIRE(p.has_value());
    BOOST_TEST(p->connect_host == "fe80::a");
    BOOST_TEST(p->zone_id == "en1");
    BOOST_TEST(p->host_field == "[fe80::a]:8080");
    BOOST_TEST(p->target == "/a?q");
    BOOST_TEST(text_of(urikit::host_field(u)) == "[FE80::A]:8080");
    BOOST_TEST(text_of(urikit::request_target(u, urikit::target_form::absolute)) == "http://[FE80::A]:8080/a?q");
    BOOST_TEST(text_of(urikit::request_target(u, urikit::target_form::authority)) == "[FE80::A]:8080");
    BOOST_TEST(urikit::http_request_parts(urikit::parse_uri("http://[::1]/").value())->zone_id.empty());
    auto const decoded = urikit::http_request_parts(urikit::parse_uri("http://[fe80::1%25e%74h0]/", zones).value());
    BOOST_TEST(decoded->zone_id == "eth0");
}

BOOST_AUTO_TEST_CASE(the_guard_classifies_the_address_its_zone_apart) {
    auto const u = urikit::parse_uri("http://[fe80::1%25eth0]/", zones).value();
    auto const refused = urikit::check_request(u, {});
    BOOST_TEST_REQUIRE(!refused.has_value());
    BOOST_TEST(static_cast<int>(refused.error().code) == static_cast<int>(errc::address_refused));
    BOOST_TEST(refused.error().offset == 7u);
    urikit::request_policy allow_link_local;
    allow_link_local.refuse.remove(urikit::address_class::link_local);
    auto const allowed = urikit::check_request(u, allow_link_local);
    BOOST_TEST_REQUIRE(allowed.has_value());
    BOOST_TEST(allowed->zone_id == "eth0");
    BOOST_TEST(!urikit::check_request(urikit::parse_uri("http://[::1%25lo]/", zones).value(), allow_link_local));
}

BOOST_AUTO_TEST_CASE(edits_and_resolution_keep_the_zone_set_host_takes_rfc3986_hosts) {
    urikit::uri u = urikit::parse_uri("http://[fe80::1%25eth0]/a", zones).value();
    BOOST_TEST(static_cast<int>(u.set_path("/b c").code) == static_cast<int>(errc::ok));
    BOOST_TEST(u.str() == "http://[fe80::1%25eth0]/b%20c");
    BOOST_TEST(u.zone_id() == "eth0");
    // An encoded host is an RFC 3986 host: the zone came with the parse.
    BOOST_TEST(static_cast<int>(u.set_encoded_host("[fe80::2%25eth1]").code) ==
               static_cast<int>(errc::invalid_ip_literal));
    BOOST_TEST(u.str() == "http://[fe80::1%25eth0]/b%20c"); // refused: unchanged
    auto const target = u.view().resolve(urikit::parse_uri_reference("../g").value());
    BOOST_TEST(target->str() == "http://[fe80::1%25eth0]/g");
    BOOST_TEST(target->zone_id() == "eth0");
    auto const again = urikit::uri_view::from_parts(u.str(), u.parts());
    BOOST_TEST(again.has_value());
    BOOST_TEST(!urikit::check_request(u, {}).has_value());
}

// The URL Standard's host parser refuses a "%" in an IPv6 address; web mode has no option.
BOOST_AUTO_TEST_CASE(web_mode_refuses_zones) {
    BOOST_TEST(!urikit::parse_web("http://[fe80::1%25eth0]/").has_value());
    BOOST_TEST(!urikit::parse_web("http://[fe80::1%eth0]/").has_value());
}

// The option only adds IPv6addrz: where the default grammar takes a text,
// the split is the same; where only the option does, the host has "%25"
// and the default stopped at that "%".
void check_superset(std::string_view s) {
    auto const plain = urikit::parse_uri_reference(s);
    auto const zoned = urikit::parse_uri_reference(s, zones);
    if (plain) {
        BOOST_TEST_REQUIRE(zoned.has_value(), s);
        BOOST_TEST((plain->parts() == zoned->parts()), s);
        BOOST_TEST(zoned->zone_id().empty(), s);
        return;
    }
    std::size_t const stop = plain.error().offset;
    bool const stopped_at_a_zone = s.substr(stop, 3) == "%25";
    if (!zoned) { // the same error, or one further on where the zone let the grammar past its "%25"
        if (zoned.error() == plain.error()) return;
        BOOST_TEST(stopped_at_a_zone, s);
        BOOST_TEST(zoned.error().offset > stop, s);
        return;
    }
    BOOST_TEST(stopped_at_a_zone, s);
    BOOST_TEST(!zoned->zone_id().empty(), s);
    std::size_t const host = zoned->parts().begin(urikit::component::host);
    BOOST_TEST(stop == host + zoned->host().find('%'), s);
}

BOOST_AUTO_TEST_CASE(the_option_only_adds_ipv6addrz) {
    std::size_t lines = 0;
    for (auto const& file : urikit::test::load_data_files()) {
        for (auto const& line : file.lines) {
            check_superset(line);
            ++lines;
        }
    }
    BOOST_TEST(lines >= urikit::test::lines_at_least(100'000));
    // Zoned literals and their near misses: a few bytes of one inserted,
    // deleted or replaced.
    std::mt19937 rng(6874);
    std::string_view const seeds[] = {"http://[fe80::1%25eth0]/p", "//[::ffff:1.2.3.4%25e%41]:80", "[::1%25x]",
                                      "http://u@[v1.x]/", "http://[1:2:3:4:5:6:7:8%251]?q"};
    std::string_view const alphabet = "[]%25:/@.?#ae0v";
    std::size_t zoned = 0;
    for (int i = 0; i < 40'000; ++i) {
        std::string s(seeds[rng() % std::size(seeds)]);
        for (int k = static_cast<int>(rng() % 4); k > 0 && !s.empty(); --k) {
            std::size_t const at = rng() % s.size();
            char const c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
            case 0: s.insert(at, 1, c); break;
            case 1: s.erase(at, 1); break;
            default: s[at] = c; break;
            }
        }
        check_superset(s);
        if (auto const r = urikit::parse_uri_reference(s, zones); r && !r->zone_id().empty()) ++zoned;
    }
    BOOST_TEST(zoned > 5'000u); // the texts reach the new alternative
}

BOOST_AUTO_TEST_SUITE_END()
