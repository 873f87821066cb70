/* urikit tests: the C API from C (C99, warnings as errors). Calls every
   function urikit.h declares (tests/capi/c_api_test.cpp checks that none is
   left out) and checks what each gives; exit status 1 on any failure. Runs
   under ASan in the asan build. */
#include <urikit/urikit.h>

#include <stdio.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (!(cond)) {                                                       \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            ++failures;                                                      \
        }                                                                    \
    } while (0)

/* Text of a literal: pointer and length. */
#define TEXT(s) (s), (sizeof(s) - 1)

static int equals(urikit_string s, const char* want) {
    size_t const n = strlen(want);
    return s.length == n && (n == 0 || memcmp(s.data, want, n) == 0);
}

static void library(void) {
    char const* const v = urikit_version();
    CHECK(v != NULL && strchr(v, '.') != NULL);
    CHECK(strcmp(urikit_error_name(URIKIT_ERR_INVALID_PORT), "invalid_port") == 0);
    CHECK(strcmp(urikit_error_name(URIKIT_ERR_OUT_OF_MEMORY), "out_of_memory") == 0);
    CHECK(strcmp(urikit_error_name(1000), "unknown") == 0);
    CHECK(strlen(urikit_error_message(URIKIT_ERR_INVALID_PORT)) > 0);
    CHECK(strcmp(urikit_error_message(-1), "unknown error") == 0);
    CHECK(urikit_available(URIKIT_FEATURE_IDNA) == 0 || urikit_available(URIKIT_FEATURE_IDNA) == 1);
    CHECK(urikit_available(URIKIT_FEATURE_URL_PATTERNS) == 0 || urikit_available(URIKIT_FEATURE_URL_PATTERNS) == 1);
    CHECK(urikit_available((urikit_feature)99) == 0);
}

static void rfc3986(urikit_buffer* out) {
    urikit_uri* u = NULL;
    urikit_error e = urikit_uri_parse(TEXT("HTTP://User@Example.COM:8080/a/./b?q#f"), &u);
    uint16_t port = 0;
    int present = 0;
    CHECK(e.code == URIKIT_OK && u != NULL);
    CHECK(equals(urikit_uri_str(u), "HTTP://User@Example.COM:8080/a/./b?q#f"));
    CHECK(urikit_uri_has(u, URIKIT_COMPONENT_QUERY) && urikit_uri_has(u, URIKIT_COMPONENT_FRAGMENT));
    CHECK(equals(urikit_uri_get(u, URIKIT_COMPONENT_HOST), "Example.COM"));
    CHECK(urikit_uri_host_kind(u) == URIKIT_HOST_KIND_REG_NAME);
    CHECK(urikit_uri_port_number(u, &port, &present).code == URIKIT_OK && present == 1 && port == 8080);
    urikit_uri_free(u);
    /* No port is no error: present says so. */
    CHECK(urikit_uri_parse(TEXT("http://a/"), &u).code == URIKIT_OK);
    CHECK(urikit_uri_port_number(u, &port, &present).code == URIKIT_OK && present == 0 && port == 0);
    urikit_uri_free(u);
    CHECK(urikit_uri_parse(TEXT("http://a:70000/"), &u).code == URIKIT_OK);
    e = urikit_uri_port_number(u, &port, &present);
    CHECK(e.code == URIKIT_ERR_PORT_OUT_OF_RANGE && e.offset == 9);
    urikit_uri_free(u);
    e = urikit_uri_parse(TEXT("http://a b/"), &u);
    CHECK(e.code != URIKIT_OK && e.offset == 8 && u == NULL);
    urikit_uri_free(NULL);
    /* Edit in place: plain text encoded, a refusal changes nothing, any int checked. */
    CHECK(urikit_uri_parse(TEXT("http://a/p"), &u).code == URIKIT_OK);
    CHECK(urikit_uri_set(u, URIKIT_COMPONENT_HOST, TEXT("example.net")).code == URIKIT_OK);
    CHECK(urikit_uri_set(u, URIKIT_COMPONENT_QUERY, TEXT("x=1 2")).code == URIKIT_OK);
    CHECK(urikit_uri_append_segment(u, TEXT("c d")).code == URIKIT_OK);
    CHECK(urikit_uri_set(u, URIKIT_COMPONENT_PORT, TEXT("8x")).code == URIKIT_ERR_INVALID_PORT);
    CHECK(equals(urikit_uri_str(u), "http://example.net/p/c%20d?x=1%202"));
    CHECK(urikit_uri_set(u, (urikit_component)99, TEXT("h")).code == URIKIT_ERR_INVALID_ARGUMENT);
    CHECK(urikit_uri_remove(u, (urikit_component)-1).code == URIKIT_ERR_INVALID_ARGUMENT);
    {
        urikit_uri* copy = urikit_uri_clone(u);
        size_t removed = 0;
        CHECK(copy != NULL);
        CHECK(urikit_uri_set_encoded(copy, URIKIT_COMPONENT_PATH, TEXT("/%7E")).code == URIKIT_OK);
        CHECK(urikit_uri_set_encoded(copy, URIKIT_COMPONENT_PATH, TEXT("/%zz")).code == URIKIT_ERR_BAD_PCT_ENCODING);
        CHECK(urikit_uri_set_param(copy, TEXT("x"), TEXT("3")).code == URIKIT_OK);
        CHECK(urikit_uri_append_param(copy, TEXT("y"), NULL, 0).code == URIKIT_OK);
        CHECK(equals(urikit_uri_str(copy), "http://example.net/%7E?x=3&y"));
        CHECK(urikit_uri_remove_params(copy, TEXT("x"), &removed).code == URIKIT_OK && removed == 1);
        CHECK(urikit_uri_remove(copy, URIKIT_COMPONENT_QUERY).code == URIKIT_OK);
        CHECK(equals(urikit_uri_str(copy), "http://example.net/%7E"));
        CHECK(equals(urikit_uri_str(u), "http://example.net/p/c%20d?x=1%202"));
        urikit_uri_free(copy);
    }
    urikit_uri_free(u);

    CHECK(urikit_normalize(TEXT("HTTP://Example.COM:80/a/./b/../c"), URIKIT_PROFILE_HTTP, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://example.com/a/c"));
    e = urikit_normalize(TEXT("http://a/%zz"), URIKIT_PROFILE_HTTP, out);
    CHECK(e.code == URIKIT_ERR_BAD_PCT_ENCODING && e.offset == 9 && urikit_buffer_text(out).length == 0);
    {
        urikit_error failure;
        CHECK(urikit_equivalent(TEXT("/~user"), TEXT("/%7Euser"), URIKIT_PROFILE_RFC3986, &failure) == URIKIT_EQUIVALENT);
        CHECK(urikit_equivalent(TEXT("/a"), TEXT("/b"), URIKIT_PROFILE_RFC3986, NULL) == URIKIT_DIFFERENT);
        CHECK(urikit_equivalent(TEXT("/a"), TEXT("%zz"), URIKIT_PROFILE_RFC3986, &failure) == URIKIT_SECOND_FAILED);
        CHECK(failure.code == URIKIT_ERR_BAD_PCT_ENCODING && failure.offset == 0);
    }
    {
        urikit_uri* base = NULL;
        urikit_uri* relative = NULL;
        CHECK(urikit_uri_parse(TEXT("http://a/b/c/d;p?q"), &base).code == URIKIT_OK);
        CHECK(urikit_uri_resolve(base, TEXT("../g"), out).code == URIKIT_OK);
        CHECK(equals(urikit_buffer_text(out), "http://a/b/g"));
        CHECK(urikit_uri_parse(TEXT("/relative"), &relative).code == URIKIT_OK);
        CHECK(urikit_uri_resolve(relative, TEXT("g"), out).code == URIKIT_ERR_BASE_NOT_ABSOLUTE);
        urikit_uri_free(relative);
        urikit_uri_free(base);
    }
    CHECK(urikit_to_uri(TEXT("http://example.com/\xC3\xA9"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://example.com/%C3%A9"));
    CHECK(urikit_to_iri(TEXT("http://example.com/%C3%A9"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://example.com/\xC3\xA9"));
}

static void web(urikit_buffer* out) {
    urikit_url* base = NULL;
    urikit_url* u = NULL;
    urikit_url* copy;
    urikit_error e;
    CHECK(urikit_url_parse(TEXT("https://example.com/dir/page"), NULL, &base).code == URIKIT_OK);
    CHECK(urikit_url_parse(TEXT("../other?x=1#top"), base, &u).code == URIKIT_OK);
    CHECK(equals(urikit_url_get(u, URIKIT_URL_HREF), "https://example.com/other?x=1#top"));
    CHECK(equals(urikit_url_get(u, URIKIT_URL_PROTOCOL), "https:"));
    CHECK(equals(urikit_url_get(u, URIKIT_URL_HOSTNAME), "example.com"));
    CHECK(equals(urikit_url_get(u, URIKIT_URL_SEARCH), "?x=1"));
    CHECK(equals(urikit_url_get(u, URIKIT_URL_HASH), "#top"));
    CHECK(urikit_url_has(u, URIKIT_COMPONENT_QUERY) && !urikit_url_has(u, URIKIT_COMPONENT_PORT));
    CHECK(urikit_url_host_kind(u) == URIKIT_WEB_HOST_DOMAIN);
    CHECK(urikit_can_parse(TEXT("/x"), NULL, 0) == 0);
    CHECK(urikit_can_parse(TEXT("/x"), TEXT("http://a/")) == 1);

    e = urikit_url_set(u, URIKIT_URL_PORT, TEXT("8443"));
    CHECK(e.code == URIKIT_OK && equals(urikit_url_get(u, URIKIT_URL_PORT), "8443"));
    e = urikit_url_set(u, URIKIT_URL_PORT, TEXT("99999"));
    CHECK(e.code == URIKIT_ERR_PORT_OUT_OF_RANGE && equals(urikit_url_get(u, URIKIT_URL_PORT), "8443"));
    {
        urikit_string const own = urikit_url_get(u, URIKIT_URL_HREF); /* a value viewing the URL itself */
        CHECK(urikit_url_set(u, URIKIT_URL_HASH, own.data, own.length).code == URIKIT_OK);
    }
    copy = urikit_url_clone(u);
    CHECK(copy != NULL && equals(urikit_url_get(copy, URIKIT_URL_HREF), "https://example.com:8443/other?x=1#https://example.com:8443/other?x=1#top"));
    CHECK(urikit_url_origin(u, out).code == URIKIT_OK && equals(urikit_buffer_text(out), "https://example.com:8443"));
    CHECK(urikit_url_set(copy, URIKIT_URL_PATHNAME, TEXT("/a b")).code == URIKIT_OK);
    CHECK(urikit_url_to_rfc3986(copy, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "https://example.com:8443/a%20b?x=1#https://example.com:8443/other?x=1%23top"));
    urikit_url_free(copy);
    urikit_url_free(u);
    urikit_url_free(base);
    urikit_url_free(NULL);
    CHECK(urikit_url_parse(TEXT("http://[::1/"), NULL, &u).code == URIKIT_ERR_INVALID_IPV6 && u == NULL);

    CHECK(urikit_domain_to_ascii(TEXT("EXAMPLE.com"), NULL, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "example.com"));
    e = urikit_domain_to_ascii(TEXT("a b"), NULL, out);
    CHECK(e.code == URIKIT_ERR_FORBIDDEN_HOST_CODE_POINT && e.offset == 1);
    CHECK(urikit_domain_to_unicode(TEXT("EXAMPLE.com"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "example.com"));
    CHECK(urikit_is_valid_domain(TEXT("1.2.3.4")) == 0);
    if (urikit_available(URIKIT_FEATURE_IDNA)) {
        urikit_domain_options strict = {1};
        CHECK(urikit_domain_to_ascii(TEXT("a_b.com"), &strict, out).code == URIKIT_ERR_IDNA_DISALLOWED);
        CHECK(urikit_domain_to_ascii(TEXT("a_b.com"), NULL, out).code == URIKIT_OK);
        CHECK(urikit_domain_to_ascii(TEXT("fa\xC3\x9F.de"), NULL, out).code == URIKIT_OK);
        CHECK(equals(urikit_buffer_text(out), "xn--fa-hia.de"));
        CHECK(urikit_is_valid_domain(TEXT("example.com")) == 1);
    }
}

static void search_params(urikit_buffer* out) {
    urikit_search_params* p = urikit_search_params_new(TEXT("?b=2&a=1&b=3"));
    urikit_string name, value;
    urikit_url* u = NULL;
    urikit_search_params* linked;
    CHECK(p != NULL && urikit_search_params_size(p) == 3);
    CHECK(urikit_search_params_at(p, 0, &name, &value) && equals(name, "b") && equals(value, "2"));
    CHECK(!urikit_search_params_at(p, 3, &name, &value) && name.length == 0);
    CHECK(urikit_search_params_get(p, TEXT("b"), &value) && equals(value, "2"));
    CHECK(!urikit_search_params_get(p, TEXT("z"), &value));
    CHECK(urikit_search_params_has(p, TEXT("b"), TEXT("3")) && !urikit_search_params_has(p, TEXT("b"), TEXT("4")));
    CHECK(urikit_search_params_has(p, TEXT("a"), NULL, 0));
    CHECK(urikit_search_params_append(p, TEXT("c d"), TEXT("\xC3\xA9&")).code == URIKIT_OK);
    CHECK(urikit_search_params_append(p, TEXT("bad"), TEXT("\xFF")).code == URIKIT_ERR_INVALID_UTF8);
    CHECK(urikit_search_params_set(p, TEXT("b"), TEXT("x")).code == URIKIT_OK);
    urikit_search_params_remove(p, TEXT("a"), TEXT("2")); /* no such pair */
    urikit_search_params_sort(p);
    CHECK(urikit_search_params_str(p, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "a=1&b=x&c+d=%C3%A9%26"));
    urikit_search_params_remove(p, TEXT("a"), NULL, 0);
    CHECK(urikit_search_params_size(p) == 2);
    urikit_search_params_free(p);
    urikit_search_params_free(NULL);

    CHECK(urikit_url_parse(TEXT("http://h/p?x=1#f"), NULL, &u).code == URIKIT_OK);
    linked = urikit_search_params_of_url(u);
    CHECK(linked != NULL && urikit_search_params_size(linked) == 1);
    CHECK(urikit_search_params_append(linked, TEXT("y"), TEXT("a b")).code == URIKIT_OK);
    CHECK(equals(urikit_url_get(u, URIKIT_URL_HREF), "http://h/p?x=1&y=a+b#f"));
    CHECK(urikit_url_set(u, URIKIT_URL_SEARCH, TEXT("k=v")).code == URIKIT_OK);
    CHECK(urikit_search_params_get(linked, TEXT("k"), &value) && equals(value, "v"));
    urikit_search_params_free(linked);
    urikit_url_free(u);
}

static void crawl(urikit_buffer* out) {
    urikit_surt_options options = urikit_surt_default_options();
    size_t count = 0;
    urikit_buffer* suffix = urikit_buffer_new();
    urikit_url* current = NULL;
    CHECK(options.strip_www && options.reverse_ipv4 && !options.scheme);
    CHECK(urikit_surt(TEXT("http://www.Example.com/Path?B=1&a=2"), NULL, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "com,example)/path?a=2&b=1"));
    options.scheme = 1;
    CHECK(urikit_surt(TEXT("http://example.com/"), &options, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://(com,example)/"));
    CHECK(urikit_ssurt(TEXT("http://example.com/p"), out).code == URIKIT_OK);
    {
        urikit_string const key = urikit_buffer_text(out);
        char copy[64];
        size_t const n = key.length < sizeof copy ? key.length : sizeof copy;
        memcpy(copy, key.data, n);
        CHECK(urikit_from_ssurt(copy, n, out).code == URIKIT_OK && equals(urikit_buffer_text(out), "http://example.com/p"));
    }
    CHECK(urikit_safe_browsing_canonical(TEXT("http://host/%25%32%35"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://host/%25"));
    CHECK(urikit_safe_browsing_expressions(TEXT("http://a.b.c/1/2.html?param=1"), out, &count).code == URIKIT_OK);
    CHECK(count == 8 && strncmp(urikit_buffer_text(out).data, "a.b.c/1/2.html?param=1\n", 23) == 0);
    {
        urikit_error const e = urikit_safe_browsing_hashes(TEXT("http://a.b.c/"), out, &count);
        CHECK(e.code == URIKIT_ERR_CRYPTO_UNAVAILABLE || (e.code == URIKIT_OK && count == 2 &&
                                                          urikit_buffer_text(out).data[64] == ' '));
    }
    {
        urikit_error const e = urikit_site(TEXT("https://www.example.co.uk/"), out, suffix);
        CHECK(e.code == URIKIT_ERR_PSL_UNAVAILABLE ||
              (e.code == URIKIT_OK && equals(urikit_buffer_text(out), "example.co.uk") &&
               equals(urikit_buffer_text(suffix), "co.uk")));
        CHECK(urikit_site(TEXT("http://a b/"), out, NULL).code == URIKIT_ERR_INVALID_CHARACTER);
        /* No host, no site: an answer, not an error. */
        CHECK(urikit_site(TEXT("mailto:a@b"), out, suffix).code == URIKIT_OK);
        CHECK(urikit_buffer_text(out).length == 0 && urikit_buffer_text(suffix).length == 0);
    }
    {
        urikit_request_parts parts;
        urikit_url* u = NULL;
        urikit_dedup_options o = urikit_dedup_default_options();
        CHECK(urikit_http_request_parts(TEXT("https://Example.com:443/a/../b?q#f"), out, &parts).code == URIKIT_OK);
        CHECK(equals(parts.connect_host, "example.com") && parts.port == 443 && parts.tls == 1);
        CHECK(equals(parts.target, "/b?q") && equals(parts.host_field, "example.com") && equals(parts.scheme, "https"));
        CHECK(urikit_http_request_parts(TEXT("mailto:a@b"), out, &parts).code == URIKIT_ERR_UNSUPPORTED_SCHEME);
        CHECK(urikit_url_parse(TEXT("http://a:8080/x y"), NULL, &u).code == URIKIT_OK);
        CHECK(urikit_url_request_parts(u, out, &parts).code == URIKIT_OK);
        CHECK(equals(parts.target, "/x%20y") && equals(parts.host_field, "a:8080"));
        urikit_url_free(u);
        {
            urikit_parse_options zones = {1};
            urikit_uri* z = NULL;
            CHECK(urikit_uri_parse_with(TEXT("http://[fe80::a%25en1]/"), &zones, &z).code == URIKIT_OK);
            CHECK(equals(urikit_uri_zone_id(z), "en1"));
            CHECK(urikit_uri_request_parts(z, out, &parts).code == URIKIT_OK);
            CHECK(equals(parts.connect_host, "fe80::a") && equals(parts.zone_id, "en1") && equals(parts.host_field, "[fe80::a]"));
            urikit_uri_free(z);
        }
        {
            urikit_address_class c = URIKIT_ADDRESS_GLOBAL;
            CHECK(urikit_address_class_of(TEXT("%6c%6f%63%61%6c%68%6f%73%74"), &c).code == URIKIT_OK);
            CHECK(c == URIKIT_ADDRESS_LOOPBACK_NAME && urikit_is_internal(c));
            CHECK(urikit_address_class_of(TEXT("100.100.100.200"), &c).code == URIKIT_OK && c == URIKIT_ADDRESS_SHARED);
            CHECK(urikit_address_class_of(TEXT("[::ffff:169.254.169.254]"), &c).code == URIKIT_OK && c == URIKIT_ADDRESS_LINK_LOCAL);
            CHECK(urikit_address_class_of(TEXT("example.com"), &c).code == URIKIT_OK && c == URIKIT_ADDRESS_NAME);
            CHECK(!urikit_is_internal(c) && !urikit_is_internal(URIKIT_ADDRESS_GLOBAL));
            CHECK(urikit_address_class_of(TEXT("1.2.3.256"), &c).code == URIKIT_ERR_INVALID_IPV4);
        }
        o.strip_www = 0;
        CHECK(urikit_normalize_dedup(TEXT("http://www.a.com/?utm_source=x&id=1"), &o, out).code == URIKIT_OK);
        CHECK(equals(urikit_buffer_text(out), "http://www.a.com/?id=1"));
        CHECK(urikit_normalize_dedup(TEXT("http://www.a.com/?utm_source=x&id=1"), NULL, out).code == URIKIT_OK);
        CHECK(equals(urikit_buffer_text(out), "http://a.com/?id=1"));
    }
    CHECK(urikit_origin(TEXT("HTTPS://Example.com:443/x"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "https://example.com"));
    CHECK(urikit_request_target(TEXT("http://u@a.com/p?q#f"), URIKIT_TARGET_ORIGIN, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "/p?q"));
    CHECK(urikit_host_field(TEXT("http://a.com:8080/"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "a.com:8080"));
    CHECK(urikit_url_parse(TEXT("http://a.com/d/p?q"), NULL, &current).code == URIKIT_OK);
    CHECK(urikit_resolve_location(current, TEXT("../x#y"), out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://a.com/x#y"));
    CHECK(urikit_default_port(TEXT("https")) == 443 && urikit_default_port(TEXT("sc")) == -1);
    CHECK(urikit_join_path(TEXT("https://h/v1/"), TEXT("a b/c"), URIKIT_DOTS_REFUSE, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "https://h/v1/a%20b/c"));
    CHECK(urikit_join_path(TEXT("https://h/v1"), TEXT("x/../y"), URIKIT_DOTS_REFUSE, out).code == URIKIT_ERR_DOT_SEGMENT);
    CHECK(urikit_join_path(TEXT("https://h/v1"), TEXT("x/../y"), URIKIT_DOTS_RESOLVE, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "https://h/v1/y"));
    {
        urikit_url* next = NULL;
        urikit_redirect_hop hop;
        urikit_referrer_policy policy = URIKIT_REFERRER_UNSAFE_URL;
        CHECK(urikit_url_parse(TEXT("https://a.com/login"), NULL, &next).code == URIKIT_OK);
        CHECK(urikit_redirect_decision(current, next, TEXT("POST"), 302, 0, &hop).code == URIKIT_OK);
        CHECK(hop.cross_origin && hop.cross_site && !hop.downgrade && hop.drop_authorization && hop.method_becomes_get);
        CHECK(urikit_redirect_decision(current, next, TEXT("POST"), 302, 1, &hop).code == URIKIT_OK);
        CHECK(!hop.drop_authorization && !hop.drop_cookie && hop.drop_body);
        CHECK(urikit_redirect_decision(current, next, TEXT("GET"), 200, 0, &hop).code == URIKIT_ERR_INVALID_ARGUMENT);
        CHECK(urikit_referrer_policy_from_header(TEXT("no-referrer, origin, bogus"), &policy) == 1);
        CHECK(policy == URIKIT_REFERRER_ORIGIN);
        CHECK(urikit_referrer_policy_from_header(TEXT("bogus"), &policy) == 0 && policy == URIKIT_REFERRER_ORIGIN);
        CHECK(urikit_referrer(current, next, URIKIT_REFERRER_UNSAFE_URL, out).code == URIKIT_OK);
        CHECK(equals(urikit_buffer_text(out), "http://a.com/d/p?q"));
        CHECK(urikit_referrer(next, current, URIKIT_REFERRER_STRICT_ORIGIN_WHEN_CROSS_ORIGIN, out).code == URIKIT_OK);
        CHECK(urikit_buffer_text(out).length == 0); /* a downgrade: no Referer */
        CHECK(urikit_is_potentially_trustworthy(next) && !urikit_is_potentially_trustworthy(current));
        {
            urikit_redact_options ro;
            urikit_string names[1];
            memset(&ro, 0, sizeof ro);
            names[0].data = "token";
            names[0].length = 5;
            ro.parameters = names;
            ro.parameter_count = 1;
            CHECK(urikit_redact(TEXT("https:////u:pw@h/?token=1&a=2"), NULL, out).code == URIKIT_OK);
            CHECK(equals(urikit_buffer_text(out), "https:////u:REDACTED@h/?token=1&a=2"));
            CHECK(urikit_redact(TEXT("https://u:pw@h/?token=1&a=2"), &ro, out).code == URIKIT_OK);
            CHECK(equals(urikit_buffer_text(out), "https://u:REDACTED@h/?token=REDACTED&a=2"));
            ro.parameter_count = 2;
            ro.parameters = NULL;
            CHECK(urikit_redact(TEXT("x"), &ro, out).code == URIKIT_ERR_INVALID_ARGUMENT);
        }
        {
            urikit_request_policy policy = urikit_request_default_policy();
            urikit_request_parts parts;
            urikit_url* meta = NULL;
            urikit_string sites[1];
            uint16_t tls_port = 443;
            CHECK(urikit_url_parse(TEXT("http://0xa9.254.169.254/latest"), NULL, &meta).code == URIKIT_OK);
            CHECK(urikit_check_request(meta, NULL, out, &parts).code == URIKIT_ERR_ADDRESS_REFUSED);
            CHECK(urikit_check_request(meta, &policy, out, &parts).code == URIKIT_ERR_ADDRESS_REFUSED);
            policy.refuse &= ~(1u << URIKIT_ADDRESS_LINK_LOCAL);
            CHECK(urikit_check_request(meta, &policy, out, &parts).code == URIKIT_OK);
            CHECK(equals(parts.connect_host, "169.254.169.254"));
            urikit_url_free(meta);
            policy = urikit_request_default_policy();
            sites[0].data = "a.com";
            sites[0].length = 5;
            policy.allow_sites = sites;
            policy.allow_site_count = 1;
            policy.ports = &tls_port;
            policy.port_count = 1;
            CHECK(urikit_check_request(next, &policy, out, &parts).code == URIKIT_OK && equals(parts.connect_host, "a.com"));
            CHECK(urikit_check_request(current, &policy, out, &parts).code == URIKIT_ERR_PORT_NOT_ALLOWED);
            policy.allow_sites = NULL;
            CHECK(urikit_check_request(next, &policy, out, &parts).code == URIKIT_ERR_INVALID_ARGUMENT);
            CHECK(urikit_check_request_text(TEXT("http://a.com\\@127.0.0.1/"), NULL, out, &parts).code == URIKIT_ERR_AMBIGUOUS_HOST);
            CHECK(urikit_check_request_text(TEXT(" https://A.com/x"), NULL, out, &parts).code == URIKIT_OK);
            CHECK(equals(parts.host_field, "a.com") && equals(parts.target, "/x"));
        }
        {
            urikit_buffer* rfc = urikit_buffer_new();
            uint32_t at = 0;
            CHECK(urikit_differing_host_readings(TEXT("//a.com\\@169.254.169.254/"), current, out, rfc, &at) == 1);
            CHECK(equals(urikit_buffer_text(out), "a.com") && equals(urikit_buffer_text(rfc), "169.254.169.254") && at == 9);
            CHECK(urikit_differing_host_readings(TEXT("http://a.com/"), NULL, NULL, NULL, NULL) == 0);
            urikit_buffer_free(rfc);
        }
        urikit_url_free(next);
    }
    urikit_url_free(current);
    urikit_buffer_free(suffix);
}

/* What C may pass: any int as an enum, NULL pointers; an output buffer
   that holds the input. */
static void checked_arguments(urikit_buffer* out) {
    urikit_uri* u = NULL;
    urikit_string own;
    urikit_error e;
    CHECK(urikit_uri_parse(TEXT("http://h/p"), &u).code == URIKIT_OK);
    CHECK(urikit_uri_get(u, (urikit_component)9).data == NULL);
    CHECK(urikit_uri_has(u, (urikit_component)-1) == 0);
    urikit_uri_free(u);
    e = urikit_normalize(TEXT("HTTP://A/"), (urikit_profile)9, out);
    CHECK(e.code == URIKIT_ERR_INVALID_ARGUMENT && urikit_buffer_text(out).length == 0);
    CHECK(urikit_request_target(TEXT("http://h/"), (urikit_target_form)7, out).code == URIKIT_ERR_INVALID_ARGUMENT);
    CHECK(urikit_normalize(NULL, 3, URIKIT_PROFILE_HTTP, out).code == URIKIT_ERR_INVALID_ARGUMENT);
    CHECK(urikit_normalize(TEXT("a"), URIKIT_PROFILE_HTTP, NULL).code == URIKIT_ERR_INVALID_ARGUMENT);
    CHECK(urikit_uri_str(NULL).data == NULL);
    /* The output buffer as the input. */
    CHECK(urikit_normalize(TEXT("HTTP://Example.COM:80/a/../b"), URIKIT_PROFILE_RFC3986, out).code == URIKIT_OK);
    own = urikit_buffer_text(out);
    CHECK(urikit_normalize(own.data, own.length, URIKIT_PROFILE_HTTP, out).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "http://example.com/b"));
    own = urikit_buffer_text(out);
    CHECK(urikit_safe_browsing_expressions(own.data, own.length, out, NULL).code == URIKIT_OK);
    CHECK(equals(urikit_buffer_text(out), "example.com/b\nexample.com/\n"));
}

int main(void) {
    urikit_buffer* out = urikit_buffer_new();
    CHECK(out != NULL && urikit_buffer_text(out).length == 0);
    library();
    rfc3986(out);
    web(out);
    search_params(out);
    crawl(out);
    checked_arguments(out);
    urikit_buffer_free(out);
    urikit_buffer_free(NULL);
    if (failures != 0) {
        fprintf(stderr, "c_api_program: %d checks failed\n", failures);
        return 1;
    }
    puts("c_api_program: every check passed");
    return 0;
}
