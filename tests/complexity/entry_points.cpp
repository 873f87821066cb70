// urikit complexity tests: every public entry point as a call on one input
// (see entry_points.hpp). Results go to a sink so nothing is optimized away.
#include "entry_points.hpp"

#include <array>
#include <cstdio>
#include <string_view>

#include <urikit/urikit.h>
#include <urikit/urikit.hpp>

#if defined(URIKIT_COMPLEXITY_WITH_CLI)
#include "tools/cli/cli.hpp"
#endif

namespace urikit::test {

namespace {

volatile std::size_t sink = 0;

void use(std::size_t n) noexcept { sink = sink + n; }

template <class R>
void use_result(R const& r) noexcept {
    use(r.has_value() ? 1u : 0u);
}

void for_parsed(std::string const& s, std::function<void(uri_view)> const& f) {
    auto const u = parse_uri_reference(s);
    if (u) f(*u);
}

void add_parse_and_normalize(std::vector<entry_point>& e) {
    e.push_back({"parse_uri_reference", [](std::string const& s) { use_result(parse_uri_reference(s)); }});
    e.push_back({"parse_iri_reference", [](std::string const& s) { use_result(parse_iri_reference(s)); }});
    // The same grammar as parse_uri_reference's, with one rule more each.
    e.push_back({"parse_uri, parse_iri, parse_absolute_uri, is_utf8",
                 [](std::string const& s) {
                     use_result(parse_uri(s));
                     use_result(parse_iri(s));
                     use_result(parse_absolute_uri(s));
                     use(is_utf8(s) ? 1u : 0u);
                 },
                 false});
    // The same grammar with RFC 6874's IPv6addrz in the IP literal.
    e.push_back({"parse_* with zone IDs",
                 [](std::string const& s) {
                     parse_options const zones{.zone_ids = true};
                     use_result(parse_uri_reference(s, zones));
                     use_result(parse_uri(s, zones));
                     use_result(parse_absolute_uri(s, zones));
                     use_result(parse_iri_reference(s, zones));
                     use_result(parse_iri(s, zones));
                 },
                 false});
    for (auto [name, p] : {std::pair{"normalize rfc3986", profile::rfc3986}, std::pair{"normalize http", profile::http},
                           std::pair{"normalize cache-key", profile::cache_key},
                           std::pair{"normalize http-cache", profile::http_cache}}) {
        e.push_back({name, [p = p](std::string const& s) {
                         for_parsed(s, [p](uri_view u) { use_result(normalize(u, p)); });
                     }});
    }
    e.push_back({"equivalent cache-key", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) { use(equivalent(u, u, profile::cache_key).is_equivalent()); });
                 }});
    e.push_back({"equivalent http", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) { use(equivalent(u, uri_view(), profile::http).failed()); });
                 }});
    e.push_back({"resolve (input as reference)", [](std::string const& s) {
                     static std::string const base_text = "http://a/b/c/d;p?q";
                     uri_view const base = parse_uri(base_text).value();
                     for_parsed(s, [&](uri_view u) { use_result(base.resolve(u)); });
                 }});
    e.push_back({"resolve (input as base)", [](std::string const& s) {
                     static std::string const ref_text = "../../g/./h?y#s";
                     uri_view const ref = parse_uri_reference(ref_text).value();
                     for_parsed(s, [&](uri_view u) { use_result(u.resolve(ref)); });
                 }});
    e.push_back({"to_uri", [](std::string const& s) { use_result(to_uri(s)); }});
    e.push_back({"to_iri", [](std::string const& s) { for_parsed(s, [](uri_view u) { use_result(to_iri(u)); }); }});
}

// The web mode: parse_web alone and against a base, its RFC 3986 form, and
// every setter with the input as the value (on a special and a non-special URL).
void add_web(std::vector<entry_point>& e) {
    e.push_back({"parse_web", [](std::string const& s) { use_result(parse_web(s)); }});
    e.push_back({"parse_web against a base, can_parse", [](std::string const& s) {
                     static web_url const base = parse_web("http://a/b/c/d;p?q").value();
                     use_result(parse_web(s, &base));
                     use(can_parse(s, "http://a/b/c/d;p?q") ? 1u : 0u);
                 }});
    e.push_back({"to_rfc3986(web_url) + origin(web_url)", [](std::string const& s) {
                     auto const u = parse_web(s);
                     if (u) use_result(to_rfc3986(*u));
                     if (u) use_result(origin(*u));
                 }});
    using setter = error (web_url::*)(std::string_view);
    std::pair<char const*, setter> const setters[] = {
        {"set_protocol", &web_url::set_protocol}, {"set_username", &web_url::set_username},
        {"set_password", &web_url::set_password}, {"set_host_and_port", &web_url::set_host_and_port},
        {"set_hostname", &web_url::set_hostname}, {"set_port", &web_url::set_port},
        {"set_pathname", &web_url::set_pathname}, {"set_search", &web_url::set_search},
        {"set_hash", &web_url::set_hash}};
    for (auto const& [name, set] : setters) {
        // A non-special URL too where the Standard's steps differ for it.
        bool const both = std::string_view(name) == "set_protocol" || std::string_view(name) == "set_host" ||
                          std::string_view(name) == "set_hostname" || std::string_view(name) == "set_pathname";
        for (char const* on : {"http://u:p@h:1/p?q#f", "sc://u:p@h:1/p?q#f"}) {
            if (!both && on[0] == 's') continue;
            e.push_back({std::string("web_url::") + name + " on " + on,
                         [set = set, on](std::string const& s) {
                             web_url u = parse_web(on).value();
                             use(static_cast<unsigned>((u.*set)(s).code));
                         },
                         false});
        }
    }
    e.push_back({"web_url::set_href", [](std::string const& s) {
                     web_url u;
                     use(u.set_href(s).code == errc::ok ? 1u : 0u);
                 },
                 false});
    e.push_back({"domain_to_ascii (both), domain_to_unicode, is_valid_domain", [](std::string const& s) {
                     use_result(domain_to_ascii(s));
                     use_result(domain_to_ascii(s, {.be_strict = true}));
                     use_result(domain_to_unicode(s));
                     use(is_valid_domain(s) ? 1u : 0u);
                 },
                 false});
}

// URLSearchParams: standalone, linked to a web URL, and through the C API.
void add_search_params(std::vector<entry_point>& e) {
    e.push_back({"url_search_params: parse, sort, serialize, get, get_all, has, set, remove, assign, from_pairs",
                 [](std::string const& s) {
                     url_search_params p(s);
                     p.sort();
                     use(static_cast<unsigned>(p.str().size()));
                     std::string out;
                     p.append_to(out);
                     use(out.size() + p.get_all("a").size());
                     for (search_param const q : p) use(q.name.size());
                     use(p.get(s).has_value() ? 1u : 0u);
                     use(p.has("a", "b") ? 1u : 0u);
                     if (!p.empty()) (void)p.set(p[0].name, "x");
                     p.remove("a");
                     p.assign(s);
                     std::pair<std::string_view, std::string_view> const pairs[] = {{s, s}, {"a", s}};
                     use_result(url_search_params::from_pairs(pairs));
                 },
                 false});
    e.push_back({"search_params(web_url): linked append and sort", [](std::string const& s) {
                     web_url u = parse_web("http://h/?a=1").value();
                     url_search_params p = search_params(u);
                     (void)p.append(s, s);
                     (void)u.set_search(s);
                     p.sort();
                     use(static_cast<unsigned>(u.href().size()));
                 },
                 false});
    e.push_back({"urikit_search_params (C API, linked): an append per 64 input bytes, then _size and _at over the list",
                 [](std::string const& s) {
                     urikit_url* u = nullptr;
                     (void)urikit_url_parse("http://h/?a=1#f", 15, nullptr, &u);
                     urikit_search_params* p = urikit_search_params_of_url(u);
                     for (std::size_t i = 0; i + 64 <= s.size(); i += 64) {
                         (void)urikit_search_params_append(p, s.data() + i, 32, s.data() + i + 32, 32);
                     }
                     std::size_t total = 0;
                     urikit_string name{}, value{};
                     for (std::size_t i = 0; i < urikit_search_params_size(p); ++i) {
                         total += urikit_search_params_at(p, i, &name, &value) != 0 ? name.length + value.length : 0;
                     }
                     use(static_cast<unsigned>(total));
                     urikit_search_params_free(p);
                     urikit_url_free(u);
                 },
                 false});
}

// URL patterns: matching with the input as the URL, on patterns whose
// expressions nest quantifiers (exponential for a backtracking engine), and
// the input as a pattern (a constructor string, an init member).
void add_pattern(std::vector<entry_point>& e) {
    if (!available(feature::url_patterns)) return;
    e.push_back({"url_pattern::test + exec (the input as the URL, nested quantifiers)", [](std::string const& s) {
                     static url_pattern const nested =
                         parse_url_pattern({.hostname = "{:sub.}*a",
                                            .pathname = "/((?:a|a/|/)+)*/:rest*",
                                            .search = "((?:(?:a|&|=)*)*)z",
                                            .hash = "(.*.*.*)z"})
                             .value();
                     static url_pattern const wild = parse_url_pattern("*://*:*/:a*/*.:ext?\?*#*").value();
                     use(nested.test(s) ? 1u : 0u);
                     auto const m = nested.exec(s);
                     use(m ? m->components[5].input.size() : 0u);
                     auto const w = wild.exec(s);
                     use(w ? w->components[5].groups.size() : 0u);
                     use(w ? w->components[4].group("a").has_value() : 0u);
                 }});
    e.push_back({"parse_url_pattern (constructor string, init members) + generate + compare_component",
                 [](std::string const& s) {
                     auto const p = parse_url_pattern(s);
                     use_result(p);
                     static web_url const base = parse_web("https://a.example/b/c").value();
                     use_result(parse_url_pattern(s, &base));
                     auto const path = parse_url_pattern({.pathname = s});
                     use_result(path);
                     use_result(parse_url_pattern({.hostname = s, .search = s}, {.ignore_case = true}));
                     if (path) {
                         url_pattern const& q = *path;
                         use(q.protocol().size() + q.username().size() + q.password().size() + q.hostname().size() +
                             q.port().size() + q.pathname().size() + q.search().size() + q.hash().size() +
                             q.pattern(url_pattern_component::pathname).size() + (q.has_regexp_groups() ? 1u : 0u));
                         std::pair<std::string_view, std::string_view> const groups[] = {{"0", s}, {"a", s}};
                         use_result(path->generate(url_pattern_component::pathname, groups));
                         use(static_cast<unsigned>(compare_component(url_pattern_component::pathname, *path, *path) + 1));
                     }
                 },
                 false});
}

// The crawler and HTTP forms: Safe Browsing and the SURT take any text; the
// others a parsed reference.
void add_crawl_forms(std::vector<entry_point>& e) {
    std::size_t const first = e.size();
    // The expressions are made from the canonical URL: both in one call.
    e.push_back({"safe_browsing_expressions", [](std::string const& s) { use_result(safe_browsing_expressions(s)); }});
    e.push_back({"surt", [](std::string const& s) { use_result(surt(s)); }});
    e.push_back({"heritrix_surt", [](std::string const& s) { use_result(heritrix_surt(s)); }});
    e.push_back({"normalize dedup + equivalent_dedup", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         use_result(normalize_dedup(u));
                         use(equivalent_dedup(u, u).is_equivalent() ? 1u : 0u);
                     });
                 }});
    e.push_back({"surt_form + ssurt + from_ssurt", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         use_result(surt_form(u));
                         auto const text = ssurt(u);
                         if (text) use_result(from_ssurt(*text));
                     });
                 }});
    e.push_back({"origin + request_target + host_field + site + site_of_host + default_port", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         use_result(origin(u));
                         use_result(request_target(u));
                         use_result(host_field(u));
                         use_result(site(u));
                         use_result(site_of_host(u.host()));
                         use(default_port(u.scheme()).value_or(0));
                     });
                 }});
    e.push_back({"address_class_of (the text as a host)", [](std::string const& s) { use_result(address_class_of(s)); }});
    e.push_back({"normalize_dedup (every step, keep list)", [](std::string const& s) {
                     static dedup_options const every_step = {.keep = {"utm_campaign", "id"}};
                     for_parsed(s, [](uri_view u) { use_result(normalize_dedup(u, every_step)); });
                 }});
    // The canonical form alone (text and reference) and its hashes: the
    // expressions above are made from the canonical form in the same steps.
    e.push_back({"safe_browsing_canonical (text, reference) + safe_browsing_hashes",
                 [](std::string const& s) {
                     use_result(safe_browsing_canonical(s));
                     use_result(safe_browsing_hashes(s));
                     for_parsed(s, [](uri_view u) {
                         use_result(safe_browsing_canonical(u));
                         use_result(safe_browsing_hashes(u));
                     });
                 },
                 false});
    e.push_back({"http_request_parts + port_or_default + hash_value + resolve_location", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         use_result(http_request_parts(u));
                         use_result(u.port_or_default());
                         use(hash_value(u, profile::http));
                     });
                     auto const w = parse_web(s);
                     if (w) use_result(http_request_parts(*w));
                     static web_url const current = parse_web("http://example.com/d/p?q#f").value();
                     use_result(resolve_location(current, s));
                 }});
    e.push_back({"redirect_decision + referrer + is_potentially_trustworthy + referrer_policy_from_header",
                 [](std::string const& s) {
                     static web_url const page = parse_web("https://example.com/d/p?q#f").value();
                     if (auto const w = parse_web(s)) {
                         use_result(redirect_decision({.from = page, .to = *w}, "POST", 303));
                         use_result(referrer({.from = *w, .to = page}, referrer_policy::unsafe_url));
                         use(is_potentially_trustworthy(*w));
                     }
                     use(referrer_policy_from_header(s).has_value());
                     use_result(redirect_decision({.from = page, .to = page}, s, 302)); // the method's bytes
                 }});
    e.push_back({"differing_host_readings (alone, against a base) + check_request (pasted)", [](std::string const& s) {
                     static web_url const base = parse_web("https://b.example/d/p").value();
                     use(differing_host_readings(s).has_value());
                     use(differing_host_readings(s, &base).has_value());
                     use_result(check_request(s, request_policy{}));
                 }});
    e.push_back({"join_path (the text as the path; refused and resolved dots)", [](std::string const& s) {
                     static uri_view const base = parse_uri("https://h.example/a/b/").value();
                     use_result(join_path(base, s));
                     use_result(join_path(base, s, {.dots = dot_segments::resolve}));
                     for_parsed(s, [](uri_view u) { use_result(join_path(u, "x/y")); });
                 }});
    e.push_back({"check_request (default policy, allow lists)", [](std::string const& s) {
                     static request_policy const lists{.allow_hosts = {"example.com", "[::1]"}, .allow_sites = {"example.co.uk"},
                                                       .ports = {80, 443}};
                     if (auto const w = parse_web(s)) {
                         use_result(check_request(*w, {}));
                         use_result(check_request(*w, lists));
                     }
                     for_parsed(s, [](uri_view u) { use_result(check_request(u, lists)); });
                 }});
    e.push_back({"redact (userinfo, query values, named parameters)", [](std::string const& s) {
                     static redact_options const every = {.userinfo = true, .query_values = true,
                                                          .parameters = {"token", "access_token", "key"}};
                     use(redact(s).size());
                     use(redact(s, every).size());
                 }});
    for (std::size_t i = first; i < e.size(); ++i) e[i].crawl = true;
}

void add_codecs_and_views(std::vector<entry_point>& e) {
    for (auto [name, c] : {std::pair{"userinfo", codec::userinfo}, std::pair{"host", codec::host},
                           std::pair{"path", codec::path}, std::pair{"path_segment", codec::path_segment},
                           std::pair{"query", codec::query}, std::pair{"query_param", codec::query_param},
                           std::pair{"fragment", codec::fragment}}) {
        e.push_back({std::string("pct_encode ") + name, [c = c](std::string const& s) { use(pct_encode(s, c).size()); },
                     false});
        e.push_back({std::string("pct_decode ") + name,
                     [c = c](std::string const& s) { use_result(pct_decode(s, c, decode_options{.plus_as_space = true})); },
                     false});
    }
    e.push_back({"decoded_view::make + read, compare, to_string, append_to, has_escapes",
                 [](std::string const& s) {
                     auto const d = decoded_view::make(s);
                     if (!d) return;
                     use(d->size() + (*d == s ? 1u : 0u) + static_cast<unsigned>(d->compare(s) + 1));
                     std::string out = d->to_string();
                     d->append_to(out);
                     std::size_t sum = 0;
                     for (auto it = d->begin(); it != d->end(); ++it) sum += static_cast<unsigned char>(*it);
                     use(out.size() + sum + d->encoded().size() + (d->has_escapes() ? 1u : 0u));
                 },
                 false});
    e.push_back({"decoded segments and parameters", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         for (decoded_view seg : u.decoded_segments()) use(seg.size());
                         for (decoded_query_param p : u.decoded_params({.plus_as_space = true})) {
                             use(p.key.size() + p.value.size());
                         }
                         use(u.decoded_path().size() + u.decoded_host().size() + u.decoded_userinfo().size());
                         use(u.decoded_query().size() + u.decoded_fragment().size());
                         for (std::string_view seg : u.segments()) use(seg.size());
                         for (query_param p : u.params()) use(p.key.size() + p.value.size());
                         use(path_segments(u.path()).is_absolute() ? 1u : 0u);
                         for (query_param p : query_params(u.query())) use(p.has_value ? 1u : 0u);
                     });
                 }});
    // The containers: sizes, ends, lookups and iteration back to front.
    e.push_back({"segments and parameters as containers", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         path_segments const segs = u.segments();
                         use(segs.size() + (segs.empty() ? 0u : segs.front().size() + segs.back().size()));
                         for (auto it = segs.end(); it != segs.begin();) use((--it)->size());
                         query_params const params = u.params();
                         use(params.size() + params.count("a") + (params.contains("b") ? 1u : 0u));
                         use(params.find("c") == params.end() ? 0u : 1u);
                         auto const decoded = u.decoded_params();
                         use(decoded.size() + decoded.count("a") + u.decoded_segments().size());
                         for (auto it = decoded.end(); it != decoded.begin();) use((--it)->key.size());
                     });
                 }});
    e.push_back({"recompose", [](std::string const& s) { for_parsed(s, [](uri_view u) { use(u.recompose().size()); }); }});
    e.push_back({"uri_view::from_parts", [](std::string const& s) {
                     for_parsed(s, [&s](uri_view u) { use_result(uri_view::from_parts(s, u.parts())); });
                 }});
    e.push_back({"port_number", [](std::string const& s) {
                     for_parsed(s, [](uri_view u) { use_result(u.port_number()); });
                 }});
}

// The constant-time reads of a parsed reference, an owned one and a web URL.
void add_accessors(std::vector<entry_point>& e) {
    e.push_back({"the accessors of uri_view, uri and web_url",
                 [](std::string const& s) {
                     for_parsed(s, [](uri_view u) {
                         use(u.scheme().size() + u.authority().size() + u.port().size() +
                             static_cast<unsigned>(u.host_kind()) + u.has_scheme() + u.has_authority() +
                             u.has_userinfo() + u.has_port() + u.has_query() + u.has_fragment() + u.is_absolute() +
                             u.is_relative());
                         auto n = normalize(u, profile::rfc3986);
                         if (n) use(n->view().str().size() + n->release().size());
                     });
                     auto const w = parse_web(s);
                     if (!w) return;
                     use(w->protocol().size() + w->scheme().size() + w->username().size() + w->password().size() +
                         w->hostname().size() + w->host_and_port().size() + w->port().size() + w->pathname().size() + w->search().size() +
                         w->hash().size() + static_cast<unsigned>(w->host_kind()) + w->has_host() + w->has_port() +
                         w->has_query() + w->has_fragment() + w->is_special() + w->has_opaque_path());
                 },
                 false});
}

// Edits of a uri that holds the input.
void add_uri_state_edits(std::vector<entry_point>& e) {
    using edit = void (*)(uri&);
    std::pair<char const*, edit> const edits[] = {
        {"append_segment", [](uri& u) { use(u.append_segment("x/y").offset); }},
        {"set_segment (last)", [](uri& u) { use(u.set_segment(1u << 30, "x").offset); }},
        {"set_segment (first)", [](uri& u) { use(u.set_segment(0, "x").offset); }},
        {"remove_segment", [](uri& u) { use(u.remove_segment(0).offset); }},
        {"insert_segment (first)", [](uri& u) { use(u.insert_segment(0, "x").offset); }},
        {"the containers' edits: edit_segments, edit_params", [](uri& u) {
             auto segments = u.edit_segments();
             use(segments.size() + segments.insert(0, "x").offset + segments.replace(0, "y").offset +
                 segments.erase(0).offset + segments.push_back("z").offset);
             auto params = u.edit_params();
             use(params.size() + params.count("a") + params.set("a", "v").offset + params.append("k", "v").offset +
                 params.erase("k") + (params.find("a") == params.end() ? 0u : 1u));
         }},
        {"append_param", [](uri& u) { use(u.append_param("k", "v").offset); }},
        {"set_param", [](uri& u) { use(u.set_param("a", "v").offset); }},
        {"remove_params", [](uri& u) { use(u.remove_params("a")); }},
        {"remove_params (empty key)", [](uri& u) { use(u.remove_params("")); }},
        {"set_port (a number)", [](uri& u) { use(u.set_port(std::uint16_t{8080}).offset); }},
        {"read, then remove every component", [](uri& u) {
             use(u.scheme().size() + u.userinfo().size() + u.host().size() + u.port().size() + u.path().size() +
                 u.query().size() + u.fragment().size() + u.authority().size() + u.get(component::path).size() +
                 u.has(component::query) + u.has_scheme() + u.has_userinfo() + u.has_authority() + u.has_port() +
                 u.has_query() + u.has_fragment() + u.is_absolute() + u.is_relative() +
                 static_cast<unsigned>(u.host_kind()) + u.decoded_userinfo().size() + u.decoded_host().size() +
                 u.decoded_path().size() + u.decoded_query().size() + u.decoded_fragment().size());
             auto const port = u.port_number();
             use(port ? port->value_or(0) : port.error().offset);
             auto const standard = u.port_or_default();
             use(standard ? *standard : standard.error().offset);
             for (std::string_view s : u.segments()) use(s.size());
             for (decoded_view s : u.decoded_segments()) use(s.size());
             for (query_param p : u.params()) use(p.key.size());
             use(u.decoded_params().count("a") + u.decoded_params().contains("b"));
             use(u.decoded_params().find("c") == u.decoded_params().end());
             u.remove_userinfo();
             u.remove_port();
             u.remove_query();
             u.remove_fragment();
             use(u.remove_authority().offset);
             use(u.remove_scheme().offset);
         }},
    };
    for (auto const& [name, f] : edits) {
        e.push_back({std::string("uri of the input: ") + name, [f = f](std::string const& s) {
                         for_parsed(s, [f](uri_view v) {
                             uri u(v);
                             f(u);
                         });
                     }});
    }
}

// uri edits that take the input as their value.
void add_uri_value_edits(std::vector<entry_point>& e) {
    using edit = error (*)(uri&, std::string const&);
    std::pair<char const*, edit> const edits[] = {
        {"set_scheme", [](uri& u, std::string const& s) { return u.set_scheme(s); }},
        {"set_userinfo", [](uri& u, std::string const& s) { return u.set_userinfo(s); }},
        {"set_encoded_userinfo", [](uri& u, std::string const& s) { return u.set_encoded_userinfo(s); }},
        {"set_host", [](uri& u, std::string const& s) { return u.set_host(s); }},
        {"set_encoded_host", [](uri& u, std::string const& s) { return u.set_encoded_host(s); }},
        {"set_port", [](uri& u, std::string const& s) { return u.set_port(std::string_view(s)); }},
        {"set_path", [](uri& u, std::string const& s) { return u.set_path(s); }},
        {"set_encoded_path", [](uri& u, std::string const& s) { return u.set_encoded_path(s); }},
        {"append_segment", [](uri& u, std::string const& s) { return u.append_segment(s); }},
        {"append_encoded_segment", [](uri& u, std::string const& s) { return u.append_encoded_segment(s); }},
        {"set_segment", [](uri& u, std::string const& s) { return u.set_segment(0, s); }},
        {"insert_segment", [](uri& u, std::string const& s) { return u.insert_segment(0, s); }},
        {"set_query", [](uri& u, std::string const& s) { return u.set_query(s); }},
        {"set_encoded_query", [](uri& u, std::string const& s) { return u.set_encoded_query(s); }},
        {"append_param", [](uri& u, std::string const& s) { return u.append_param(s, s); }},
        {"set_param", [](uri& u, std::string const& s) { return u.set_param(s, s); }},
        {"remove_params", [](uri& u, std::string const& s) { return error{errc::ok, static_cast<std::uint32_t>(u.remove_params(s))}; }},
        {"set_fragment", [](uri& u, std::string const& s) { return u.set_fragment(s); }},
        {"set_encoded_fragment", [](uri& u, std::string const& s) { return u.set_encoded_fragment(s); }},
    };
    for (auto const& [name, f] : edits) {
        e.push_back({std::string("uri edit with the input as value: ") + name,
                     [f = f](std::string const& s) {
                         static std::string const start_text = "http://u@h:1/a/b?a=1&b=2#f";
                         uri u = parse_uri_reference(start_text).value();
                         use(f(u, s).offset);
                         use(u.str().size());
                     },
                     false});
    }
}

#if defined(URIKIT_COMPLEXITY_WITH_CLI)
// The CLI in process: the input as one line of standard input.
void run_cli(std::vector<char const*> const& args, std::string const& line) {
    std::FILE* in = fmemopen(const_cast<char*>(line.data()), line.size(), "r");
    std::FILE* out = std::fopen("/dev/null", "w");
    std::FILE* err = std::fopen("/dev/null", "w");
    std::array<char const*, 8> argv{"urikit"};
    std::size_t argc = 1;
    for (char const* a : args) argv.at(argc++) = a;
    use(static_cast<std::size_t>(cli::run(static_cast<int>(argc), argv.data(), in, out, err)));
    std::fclose(in);
    std::fclose(out);
    std::fclose(err);
}

void add_cli(std::vector<entry_point>& e) {
    std::vector<std::vector<char const*>> const commands = {
        {"parse"}, {"normalize"}, {"normalize", "--profile", "http"}, {"normalize", "--profile", "cache-key"},
        {"resolve", "--base", "http://a/b/c/d;p?q"}, {"to-uri"}, {"to-iri"}, {"web"},
        {"normalize", "--web", "--profile", "cache-key"}};
    for (bool json : {false, true}) {
        for (auto const& c : commands) {
            std::string name = "cli";
            for (char const* a : c) name += std::string(" ") + a;
            std::vector<char const*> args = c;
            if (json) {
                args.push_back("--json");
                name += " --json";
            }
            e.push_back({name, [args](std::string const& s) { run_cli(args, s); }});
        }
        std::vector<char const*> eq = {"equivalent"};
        if (json) eq.push_back("--json");
        e.push_back({json ? "cli equivalent --json" : "cli equivalent",
                     [eq](std::string const& s) { run_cli(eq, s + "\t" + s); }});
    }
    // The crawl commands: one that reads any text (surt: the IA
    // canonicalization on the Safe Browsing steps) and one that reads a
    // reference (site); the library entry points cover the forms themselves.
    for (std::vector<char const*> const& c : std::vector<std::vector<char const*>>{{"surt", "--json"}, {"site", "--json"}}) {
        std::string name = "cli";
        for (char const* a : c) name += std::string(" ") + a;
        e.push_back({name, [c](std::string const& s) { run_cli(c, s); }});
        e.back().crawl = true;
    }
    if (available(feature::url_patterns)) { // match: a pattern with nested quantifiers, each group in JSON
        std::vector<char const*> const match = {"match", "--json", "*://*/((?:a|/|%)+)*\\?:q*"};
        e.push_back({"cli match --json", [match](std::string const& s) { run_cli(match, s); }, true, false, 128 * 1024});
    }
}
#endif

} // namespace

std::vector<entry_point> entry_points() {
    std::vector<entry_point> e;
    add_parse_and_normalize(e);
    add_web(e);
    add_search_params(e);
    add_pattern(e);
    add_crawl_forms(e);
    add_codecs_and_views(e);
    add_accessors(e);
    add_uri_state_edits(e);
    add_uri_value_edits(e);
#if defined(URIKIT_COMPLEXITY_WITH_CLI)
    add_cli(e);
#endif
    return e;
}

} // namespace urikit::test
