// urikit CLI: what a command is (one input line in, one result out).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/crawl.hpp>
#include <urikit/dedup.hpp>
#include <urikit/error.hpp>
#include <urikit/http.hpp>
#include <urikit/join_path.hpp>
#include <urikit/normalize.hpp>
#include <urikit/redact.hpp>
#include <urikit/referrer.hpp>
#include <urikit/request_guard.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/url_pattern.hpp>
#include <urikit/web_url.hpp>

namespace urikit::cli {

struct options {
    bool json = false;
    std::size_t jobs = 1;         // --jobs N: the threads that run standard input's lines
    urikit::profile profile = urikit::profile::rfc3986;
    bool has_profile = false;     // --profile was given
    bool dedup = false;           // --profile dedup: the crawler's dedup form (normalize_dedup), not a urikit::profile
    bool safe_browsing = false;   // --profile safe-browsing (normalize, equivalent): not a uri profile
    bool expressions = false;     // normalize --profile safe-browsing --expressions: the lookup expressions
    bool hashes = false;          // ... --hashes: and their SHA-256
    bool ssurt = false;           // surt --ssurt
    bool heritrix = false;        // surt --heritrix
    urikit::surt_options surt;    // surt --scheme, --trailing-comma, --keep-ip, --keep-www, --keep-query-case
    urikit::target_form form = urikit::target_form::origin; // target --form
    urikit::uri_view base; // resolve: the parsed --base (points into argv)
    bool has_base = false;
    bool web = false;             // normalize, equivalent: inputs are hrefs (--web)
    bool zone_ids = false;        // --zone-ids: RFC 6874 zone IDs in IPv6 literals (parse_options::zone_ids)
    urikit::web_url web_base;     // web, and --web: the parsed --base
    bool has_web_base = false;
    bool check = false;           // web --check: canParse, true or false
    // web --set NAME=VALUE: the setters to apply in order (views of argv).
    struct set_step {
        std::string_view name, value, argument; // argument: "NAME=VALUE" as given
    };
    std::vector<set_step> sets;
    bool unicode = false;         // domain --unicode: domain to Unicode
    bool strict = false;          // domain --strict: the domain parser with beStrict
    // match PATTERN: the pattern's text (argv), and the pattern compiled
    // against --base, with --ignore-case.
    std::string_view pattern_text;
    bool has_pattern = false;
    bool ignore_case = false;
    urikit::url_pattern pattern;
    urikit::referrer_policy policy = urikit::referrer_policy::strict_origin_when_cross_origin; // referrer --policy
    std::string_view method = "GET"; // redirect --method (views argv)
    int status = 302;                // redirect --status
    bool keep_credentials_on_upgrade = false; // redirect --keep-credentials-on-upgrade
    urikit::redact_options redact;   // redact --userinfo, --query-values, --param NAME
    urikit::request_policy guard;    // guard --refuse, --allow-host, --allow-site, --no-names, --port
    bool guard_refuse_given = false; // the first --refuse replaces the default classes
    urikit::dot_segments dots = urikit::dot_segments::refuse; // join-path --resolve-dots
};

// Why an input was not acceptable, and the byte offset in the input line.
struct failure {
    std::string_view reason; // static text
    std::uint32_t offset = 0;
    bool failed = false;
    // Not empty when the offset is in an option's value (`--set port=x`:
    // the setter's value), not in the line; views argv.
    std::string_view in_option;

    static failure none() noexcept { return {}; }
    static failure at(std::string_view reason, std::uint32_t offset) noexcept { return {reason, offset, true, {}}; }
    static failure from(urikit::error e, std::uint32_t shift = 0) noexcept {
        return {urikit::message(e.code), e.offset + shift, true, {}};
    }
};

// Handles one input. On success appends the result: the JSON members after
// "input" and "ok" (each starting with ',') when opts.json, else the line for
// people (without '\n'), and returns failure::none(). On failure returns why
// (what was appended is discarded). `scratch` is a buffer the driver reuses
// from line to line (and releases when a long line made it large).
using command_fn = failure (*)(std::string_view input, options const& opts, std::string& out, std::string& scratch);

failure cmd_parse(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_normalize(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_equivalent(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_resolve(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_to_uri(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_web(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_domain(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_match(std::string_view input, options const& opts, std::string& out, std::string& scratch);

// True when `name` is a URL setter `web --set` knows (href, protocol,
// username, password, host-and-port, hostname, port, pathname, search, hash).
bool is_setter_name(std::string_view name);

// The web mode's first step for `web`, `normalize --web`, `equivalent --web`:
// `input` through the URL Standard's parser (against --base when given) into `u`.
failure parse_href(std::string_view input, options const& opts, urikit::web_url& u);

// `u`'s normal form as --profile names it (opts.profile's, or the dedup form's) into `out`.
error normal_form_into(uri_view u, options const& opts, std::string& out);

// `input` (a reference, or an href with --web) in its normal form (normal_form_into) into `normalized`.
failure normalize_input(std::string_view input, options const& opts, std::string& normalized);

failure cmd_to_iri(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_surt(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_site(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_origin(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_target(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_referrer(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_redirect(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_join_path(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_guard(std::string_view input, options const& opts, std::string& out, std::string& scratch);
failure cmd_redact(std::string_view input, options const& opts, std::string& out, std::string& scratch);

// The reference a line names: the line parsed as a URI reference, or with
// --web the href's RFC 3986 form (kept per thread until the next line).
// Errors point into the line.
failure read_reference(std::string_view input, options const& opts, urikit::uri_view& out);

// An error of the work done on what read_reference or read_url_text gave:
// its offset is in the line, or with --web in the href (then the line's start).
inline failure failure_in_line(urikit::error e, options const& opts) {
    return failure::from(urikit::error{e.code, opts.web ? 0 : e.offset});
}

// What the commands keep from line to line, so that a warm line allocates
// nothing; after each line the driver gives back whatever that line made
// larger than a megabyte (a long line must not pin its memory for the run).
struct line_buffers {
    urikit::web_url url;     // the line's href (web, --web)
    urikit::web_url href;    // normalize --web
    urikit::uri reference;   // read_reference --web: the href's URI
    std::string url_text;    // read_url_text --web: the href's text
    std::string second;      // equivalent: the second input's normal form
    void release_if_large();
};
line_buffers& buffers();

// The text the Safe Browsing and IA canonicalizations read: the line, or
// with --web the href the URL Standard makes of it (kept in `storage`).
failure read_url_text(std::string_view input, options const& opts, std::string& storage, std::string_view& out);

} // namespace urikit::cli
