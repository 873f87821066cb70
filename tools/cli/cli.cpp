// urikit CLI: argument parsing, the batch driver, exit status (SPEC.md, "The command-line contract").
//   0: every input valid; 1: at least one invalid (all processed); 2: usage error;
//   3: the output could not be written.
#include "cli.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "command.hpp"
#include "human_output.hpp"
#include "json_writer.hpp"
#include "jobs.hpp"
#include "line_reader.hpp"
#include "session.hpp"

#include <urikit/config.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

namespace {

constexpr char usage_text[] =
    "usage: urikit COMMAND [OPTIONS] [INPUT ...]\n"
    "\n"
    "Without INPUT arguments, reads standard input, one input per line, and writes\n"
    "one output line per input. Exit status: 0 all inputs valid, 1 some invalid,\n"
    "2 usage error.\n"
    "\n"
    "commands:\n"
    "  parse       the components of each URI reference (RFC 3986), as written\n"
    "  normalize   the normalized reference (RFC 3986 section 6) under a profile\n"
    "  equivalent  two references separated by one TAB: equivalent under a profile?\n"
    "  resolve     the target URI of each reference against --base (RFC 3986 section 5.2)\n"
    "  join-path   a base URI and a path separated by one TAB: the path's segments (plain\n"
    "              data) appended to the base's path whatever its trailing slash\n"
    "              (\"https://h/v1\" and \"https://h/v1/\" with \"a b\": https://h/v1/a%20b);\n"
    "              a \".\" or \"..\" segment fails the line unless --resolve-dots\n"
    "  to-uri      the URI of each IRI (RFC 3987 section 3.1; hosts through IDNA UTS #46)\n"
    "  to-iri      the IRI of each URI (RFC 3987 section 3.2)\n"
    "  web         each href as browsers parse it (WHATWG URL Standard): its href, and\n"
    "              with --json its RFC 3986 form (uri) and the URL record's fields;\n"
    "              --check: \"true\" or \"false\" (the URL Standard's canParse), never a failure;\n"
    "              --set NAME=VALUE (repeatable): the URL setters in order (href, protocol,\n"
    "              username, password, host-and-port, hostname, port, pathname, search, hash); a\n"
    "              refused value fails the line, its offset in that VALUE\n"
    "  domain      each domain through the URL Standard's domain parser (domain to\n"
    "              ASCII: \"faß.de\" -> \"xn--fa-hia.de\"); --strict: with beStrict (STD3,\n"
    "              hyphen and DNS length rules); --unicode: domain to Unicode instead;\n"
    "              --json: ascii, unicode and valid_domain\n"
    "  match       PATTERN: does each href (parsed as `web` does, against --base) match\n"
    "              the URL pattern (WHATWG URL Pattern Standard: \"https://*.example.com/\n"
    "              docs/:page\", against --base when relative)? \"true\" or \"false\";\n"
    "              --json: \"match\" and each component's input and groups;\n"
    "              --ignore-case: the pathname, search and hash without regard to case\n"
    "  surt        the SURT / CDX key web archives index by, as the Internet Archive's\n"
    "              surt 0.3.1 writes it (com,example)/path?query); --ssurt: the SSURT\n"
    "  site        the registrable domain (eTLD+1) of the host by the Public Suffix List;\n"
    "              with --json also the public suffix\n"
    "  origin      the origin of each URI (RFC 6454; with --web the URL Standard's),\n"
    "              \"null\" for a unique origin\n"
    "  target      the request-target (RFC 9112 section 3.2) and Host field of an http(s) URI\n"
    "  guard       the URL to hand a client for each href (as a browser reads a pasted\n"
    "              address) when the request is allowed: refused when the host a client\n"
    "              connects to is internal (loopback, private, link-local, ... however\n"
    "              written), or is not on --allow-host / --allow-site, or the port not a --port;\n"
    "              --json: target, host, connect_host, port, tls, address_class, url\n"
    "  referrer    two hrefs separated by one TAB, a page and a URL it requests: the Referer\n"
    "              the request carries under --policy (W3C Referrer Policy), \"null\" for none\n"
    "  redirect    two texts separated by one TAB, a URL and the Location value of its\n"
    "              response: the URL it leads to and what following it changes (Fetch):\n"
    "              cross_origin, cross_site, downgrade, drop_authorization, drop_cookie,\n"
    "              drop_proxy_authorization, method_becomes_get, drop_body (those that hold)\n"
    "  redact      each line as a log may show it: the password replaced by REDACTED under\n"
    "              every client's reading (https:////user:pass@host too); never a failure\n"
    "\n"
    "options:\n"
    "  --json     one JSON object per line: {\"input\",\"ok\",...} or {\"input\",\"ok\":false,\"error\",\"offset\"}\n"
    "  --jobs N   standard input's lines on N threads (0: one per core); the output in\n"
    "             input order, byte for byte what one thread writes\n"
    "  --profile P  rfc3986 (default; syntax-based), http (adds scheme-based: default\n"
    "             port, empty path, IDNA host), cache-key (adds: no fragment, no empty\n"
    "             query, parameters sorted by name), dedup (adds: no session ids, no\n"
    "             tracking parameters, no www. labels, no trailing /), http-cache\n"
    "             (http, and no fragment: the key of an HTTP cache), safe-browsing\n"
    "             (Google Safe Browsing's canonical URL of any text); normalize and\n"
    "             equivalent; surt: the profile replaces the IA canonicalization\n"
    "  --ssurt    surt: the reversible SSURT of each reference as written\n"
    "  --heritrix surt: Heritrix's SURT of each line as Heritrix writes it (SURT.fromURI,\n"
    "             lowercased: http://(org,example,www,:8080@user:pass)/path?query#fragment)\n"
    "  --scheme   surt: the scheme first, \"http://(com,example)/\" (IA: with_scheme)\n"
    "  --trailing-comma  surt: a \",\" before the \")\" (IA: after the port, \"x:81,)\";\n"
    "             with --profile, Heritrix's \"x,:81)\")\n"
    "  --keep-ip  surt: an IPv4 host as written, not reversed (IA: reverse_ipaddr=False)\n"
    "  --keep-www surt: a leading www label kept (IA: host_massage=False)\n"
    "  --keep-query-case  surt: the query's case kept (IA: query_lowercase=False)\n"
    "  --expressions  normalize --profile safe-browsing: the lookup expressions of each\n"
    "             URL (host suffix + path prefix), space-separated; --json: an array\n"
    "  --hashes   the same with their SHA-256 (lowercase hex; --json also the 4-byte\n"
    "             prefixes); needs libcrypto\n"
    "  --form F   target: origin (default; /path?query), absolute, authority (host:port)\n"
    "             or asterisk (*)\n"
    "  --policy P referrer: no-referrer, no-referrer-when-downgrade, same-origin, origin,\n"
    "             strict-origin, origin-when-cross-origin, strict-origin-when-cross-origin\n"
    "             (default), unsafe-url\n"
    "  --method M redirect: the request's method (default GET)\n"
    "  --status N redirect: the response's status, 301, 302 (default), 303, 307 or 308\n"
    "  --keep-credentials-on-upgrade  redirect: keep credentials on an http to https\n"
    "             upgrade of the same host with default ports (Requests' and HTTPX's rule)\n"
    "  --refuse C guard (repeatable): refuse address class C (global, name, loopback_name,\n"
    "             loopback, unspecified, private_use, shared, link_local, unique_local,\n"
    "             protocol_assignments, documentation, benchmarking, multicast, broadcast,\n"
    "             reserved) in place of the default, every class but global and name\n"
    "  --allow-host H, --allow-site S  guard (repeatable): the hosts, or the registrable\n"
    "             domains, a request may go to\n"
    "  --no-names guard: addresses only (a name must be resolved and checked by you)\n"
    "  --port N   guard (repeatable): the ports a request may go to\n"
    "  --resolve-dots  join-path: \".\" and \"..\" segments resolved (RFC 3986 section 5.2.4)\n"
    "  --userinfo redact: the whole userinfo, the user name too\n"
    "  --query-values  redact: every query parameter's value\n"
    "  --param NAME  redact (repeatable): the values of parameter NAME, in the query and\n"
    "             the fragment (OAuth's #access_token=)\n"
    "  --base B   resolve: the base URI (it must have a scheme); web, match and --web:\n"
    "             the base URL hrefs (and match's PATTERN) are parsed against (a usage\n"
    "             error when it fails)\n"
    "  --web      normalize, equivalent, surt, site, origin, target: each input is an\n"
    "             href (through `web`, then its RFC 3986 form is used)\n"
    "  --zone-ids parse, normalize, surt, site, origin, target: an IPv6 literal may carry\n"
    "             a zone ID (RFC 6874: http://[fe80::1%25eth0]/); --json adds zone_id (parse:\n"
    "             as written; target: decoded, which the Host field and url never carry)\n"
    "  --help     this text\n"
    "  --version  the version\n"
    "  --         the arguments after it are inputs, even when they begin with \"--\"\n";

// An object whose buffers a long line made larger than keep_bytes (`held`)
// is given back instead of kept.
template <class T>
void release_held(T& t, std::size_t held) {
    if (held <= keep_bytes) return;
    T const large = std::move(t); // takes the buffer; destroyed here
    t = T();
}

} // namespace

void release_if_large(std::string& s) {
    if (s.capacity() > keep_bytes) std::string().swap(s);
}

line_buffers& buffers() {
    thread_local line_buffers b; // one set per thread that runs lines (--jobs)
    return b;
}

void line_buffers::release_if_large() {
    release_held(url, url.href().capacity());
    release_held(href, href.href().capacity());
    release_held(reference, reference.str().capacity());
    cli::release_if_large(url_text);
    cli::release_if_large(second);
}

namespace {

// 3 after a message when `out` could not be written (SPEC.md), else `status`.
int checked_status(int status, std::FILE* out, std::FILE* err, int error_number = 0) {
    if (error_number == 0 && std::fflush(out) == 0 && std::ferror(out) == 0) return status;
    if (error_number == 0) error_number = errno != 0 ? errno : EIO;
    std::fprintf(err, "urikit: the output could not be written: %s\n", std::strerror(error_number));
    return 3;
}

command_fn find_command(std::string_view name) {
    if (name == "parse") return &cmd_parse;
    if (name == "normalize") return &cmd_normalize;
    if (name == "equivalent") return &cmd_equivalent;
    if (name == "resolve") return &cmd_resolve;
    if (name == "to-uri") return &cmd_to_uri;
    if (name == "to-iri") return &cmd_to_iri;
    if (name == "web") return &cmd_web;
    if (name == "domain") return &cmd_domain;
    if (name == "match") return &cmd_match;
    if (name == "surt") return &cmd_surt;
    if (name == "site") return &cmd_site;
    if (name == "origin") return &cmd_origin;
    if (name == "target") return &cmd_target;
    if (name == "referrer") return &cmd_referrer;
    if (name == "redirect") return &cmd_redirect;
    if (name == "redact") return &cmd_redact;
    if (name == "guard") return &cmd_guard;
    if (name == "join-path") return &cmd_join_path;
    return nullptr;
}

// An option's value: "--name=value" or "--name value". Empty when missing.
bool option_value(std::string_view arg, std::string_view name, int& i, int argc, char const* const* argv,
                  std::string_view& value) {
    if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=') {
        value = arg.substr(name.size() + 1);
        return true;
    }
    if (i + 1 >= argc) return false;
    value = argv[++i];
    return true;
}

// Parses argv[2..]: options into `s`, inputs into `inputs`. Returns the
// usage error's text, or "" when all is well.
std::string parse_arguments(int argc, char const* const* argv, session& s, std::vector<std::string_view>& inputs);

// The names of the values 0 ... Last of E, ", "-separated (for a usage error).
template <class E, E Last>
std::string names_of() {
    std::string names;
    for (std::size_t i = 0; i <= static_cast<std::size_t>(Last); ++i) {
        names.append(names.empty() ? "" : ", ").append(urikit::name(static_cast<E>(i)));
    }
    return names;
}

// A profile by the library's names (urikit::named), or the CLI's own
// "dedup" (the crawler's dedup form) and "safe-browsing" (Google's
// canonical form): neither is a urikit::profile.
std::string parse_profile(std::string_view value, options& opts) {
    opts.has_profile = true;
    if (urikit::detail::same_name(value, "safe-browsing")) {
        opts.safe_browsing = true;
        return {};
    }
    if (urikit::detail::same_name(value, "dedup")) {
        opts.dedup = true;
        return {};
    }
    auto const p = urikit::named<urikit::profile>(value);
    if (!p) {
        return "unknown profile '" + std::string(value) + "' (" +
               names_of<urikit::profile, urikit::profile::http_cache>() + ", dedup, safe-browsing)";
    }
    opts.profile = *p;
    return {};
}

// --jobs N: 1 to 256 threads, 0 for one per core.
std::string parse_jobs(std::string_view value, options& opts) {
    std::size_t n = 0;
    for (char c : value) {
        if (c < '0' || c > '9' || n > 256) return "--jobs needs a number of threads from 0 (one per core) to 256";
        n = n * 10 + static_cast<std::size_t>(c - '0');
    }
    if (value.empty() || n > 256) return "--jobs needs a number of threads from 0 (one per core) to 256";
    opts.jobs = n != 0 ? n : std::max<std::size_t>(1, std::thread::hardware_concurrency());
    return {};
}

std::string parse_form(std::string_view value, options& opts) {
    auto const f = urikit::named<urikit::target_form>(value);
    if (!f) {
        return "unknown form '" + std::string(value) + "' (" +
               names_of<urikit::target_form, urikit::target_form::asterisk>() + ")";
    }
    opts.form = *f;
    return {};
}

bool takes_profile(command_fn c) { return c == &cmd_normalize || c == &cmd_equivalent || c == &cmd_surt; }

bool takes_href(command_fn c) {
    return takes_profile(c) || c == &cmd_site || c == &cmd_origin || c == &cmd_target;
}

// surt's switches: --ssurt, --heritrix, --scheme, --trailing-comma,
// --keep-ip, --keep-www, --keep-query-case.
bool parse_surt_switch(std::string_view arg, options& opts) {
    if (arg == "--ssurt") opts.ssurt = true;
    else if (arg == "--heritrix") opts.heritrix = true;
    else if (arg == "--scheme") opts.surt.scheme = true;
    else if (arg == "--trailing-comma") opts.surt.trailing_comma = true;
    else if (arg == "--keep-ip") opts.surt.reverse_ipv4 = false;
    else if (arg == "--keep-www") opts.surt.strip_www = false;
    else if (arg == "--keep-query-case") opts.surt.lowercase_query = false;
    else return false;
    return true;
}

// What surt's switches cannot be given together with.
std::string check_surt_switches(options const& o) {
    bool const ia_only = !o.surt.strip_www || !o.surt.lowercase_query;
    if (o.safe_browsing) return "surt --profile: one of rfc3986, http, cache-key, dedup, http-cache";
    if (o.ssurt && (o.has_profile || o.heritrix)) return "surt: --ssurt writes the reference as given; no --profile or --heritrix";
    if (o.heritrix && o.has_profile) return "surt: --heritrix writes the reference as given; no --profile";
    if (ia_only && (o.has_profile || o.heritrix || o.ssurt)) {
        return "surt: --keep-www and --keep-query-case change the IA canonicalization; no --profile, --heritrix or --ssurt";
    }
    return {};
}

std::string parse_base(std::string_view value, options& opts) {
    auto const base = urikit::parse_uri_reference(value);
    if (!base) {
        return "--base is not a URI reference: " + std::string(urikit::message(base.error().code)) + " at byte " +
               std::to_string(base.error().offset);
    }
    if (!base->has_scheme()) return "--base has no scheme (RFC 3986 section 5.1)";
    opts.base = *base;
    opts.has_base = true;
    return {};
}

std::string parse_web_base(std::string_view value, options& opts) {
    error const e = urikit::parse_web_into(value, nullptr, opts.web_base);
    if (e.code != errc::ok) {
        return "--base is not a URL: " + std::string(urikit::message(e.code)) + " at byte " + std::to_string(e.offset);
    }
    opts.has_web_base = true;
    return {};
}

// match PATTERN: compiled against --base, with --ignore-case.
std::string compile_pattern(options& opts) {
    if (!opts.has_pattern) return "match needs a PATTERN (\"https://*.example.com/:path*\")";
    auto const p = urikit::parse_url_pattern(opts.pattern_text, opts.has_web_base ? &opts.web_base : nullptr,
                                             {.ignore_case = opts.ignore_case});
    if (!p) {
        std::string why = "PATTERN is not a URL pattern: " + std::string(urikit::message(p.error().code)) +
                          " at byte " + std::to_string(p.error().offset) + "\n";
        append_excerpt(why, opts.pattern_text, p.error().offset);
        why.pop_back();
        return why;
    }
    opts.pattern = *p;
    return {};
}

// web --set NAME=VALUE.
std::string parse_set(std::string_view argument, options& opts) {
    std::size_t const eq = argument.find('=');
    std::string_view const name = argument.substr(0, eq);
    if (eq == std::string_view::npos || !is_setter_name(name)) {
        return "--set needs NAME=VALUE, NAME one of href, protocol, username, password, host-and-port, hostname, port, "
               "pathname, search, hash (got '" + std::string(argument) + "')";
    }
    opts.sets.push_back({name, argument.substr(eq + 1), argument});
    return {};
}

// guard's options: true when `arg` is one (`why` then says what is wrong
// with it, or is empty).
bool parse_guard_option(std::string_view arg, int& i, int argc, char const* const* argv, session& s, std::string& why) {
    std::string_view value;
    urikit::request_policy& p = s.opts.guard;
    bool const takes_value = arg == "--refuse" || arg == "--allow-host" || arg == "--allow-site" || arg == "--port";
    if (!takes_value && arg != "--no-names") return false;
    if (s.cmd != &cmd_guard) {
        why = std::string(arg) + " applies to guard";
        return true;
    }
    if (arg == "--no-names") {
        p.allow_names = false;
        return true;
    }
    if (!option_value(arg, arg, i, argc, argv, value) || value.empty()) {
        why = std::string(arg) + " needs a value";
    } else if (arg == "--refuse") {
        auto const c = urikit::named<urikit::address_class>(value);
        if (!c) {
            why = "unknown address class '" + std::string(value) + "' (" +
                  names_of<urikit::address_class, urikit::address_class::reserved>() + ")";
            return true;
        }
        if (!s.opts.guard_refuse_given) p.refuse = {};
        s.opts.guard_refuse_given = true;
        p.refuse.add(*c);
    } else if (arg == "--allow-host") {
        p.allow_hosts.emplace_back(value);
    } else if (arg == "--allow-site") {
        p.allow_sites.emplace_back(value);
    } else if (std::size_t n = 0; value.size() <= 5 && value.find_first_not_of("0123456789") == std::string_view::npos &&
                                  (n = std::stoul(std::string(value))) <= 65535) {
        p.ports.push_back(static_cast<std::uint16_t>(n));
    } else {
        why = "--port needs a port number from 0 to 65535";
    }
    return true;
}

// referrer's, redirect's and redact's options: true when `arg` is one (`why` then
// says what is wrong with it, or is empty).
bool parse_decision_option(std::string_view arg, int& i, int argc, char const* const* argv, session& s,
                           std::string& why) {
    std::string_view value;
    if (arg == "--policy" || arg.substr(0, 9) == "--policy=") {
        if (s.cmd != &cmd_referrer) why = "--policy applies to referrer";
        else if (!option_value(arg, "--policy", i, argc, argv, value)) why = "--policy needs a referrer policy";
        else if (auto const p = urikit::referrer_policy_from_header(value); !p || urikit::name(*p) != value) {
            why = "unknown referrer policy '" + std::string(value) + "' (" +
                  names_of<urikit::referrer_policy, urikit::referrer_policy::unsafe_url>() + ")";
        } else {
            s.opts.policy = *p;
        }
        return true;
    }
    if (arg == "--method" || arg.substr(0, 9) == "--method=") {
        if (s.cmd != &cmd_redirect) why = "--method applies to redirect";
        else if (!option_value(arg, "--method", i, argc, argv, value) || value.empty()) why = "--method needs a method";
        else s.opts.method = value;
        return true;
    }
    if (arg == "--status" || arg.substr(0, 9) == "--status=") {
        if (s.cmd != &cmd_redirect) why = "--status applies to redirect";
        else if (!option_value(arg, "--status", i, argc, argv, value) ||
                 (value != "301" && value != "302" && value != "303" && value != "307" && value != "308")) {
            why = "--status needs a redirect status: 301, 302, 303, 307 or 308";
        } else {
            s.opts.status = (value[0] - '0') * 100 + (value[2] - '0');
        }
        return true;
    }
    if (parse_guard_option(arg, i, argc, argv, s, why)) return true;
    if (arg == "--resolve-dots") {
        if (s.cmd != &cmd_join_path) why = "--resolve-dots applies to join-path";
        else s.opts.dots = urikit::dot_segments::resolve;
        return true;
    }
    if (arg == "--userinfo" || arg == "--query-values") {
        if (s.cmd != &cmd_redact) why = std::string(arg) + " applies to redact";
        else (arg == "--userinfo" ? s.opts.redact.userinfo : s.opts.redact.query_values) = true;
        return true;
    }
    if (arg == "--param" || arg.substr(0, 8) == "--param=") {
        if (s.cmd != &cmd_redact) why = "--param applies to redact";
        else if (!option_value(arg, "--param", i, argc, argv, value) || value.empty()) why = "--param needs a parameter name";
        else s.opts.redact.parameters.emplace_back(value);
        return true;
    }
    if (arg == "--keep-credentials-on-upgrade") {
        if (s.cmd != &cmd_redirect) why = "--keep-credentials-on-upgrade applies to redirect";
        else s.opts.keep_credentials_on_upgrade = true;
        return true;
    }
    return false;
}

std::string parse_option(std::string_view arg, int& i, int argc, char const* const* argv, session& s) {
    std::string_view value;
    if (arg == "--json") {
        s.opts.json = true;
        return {};
    }
    if (arg == "--jobs" || arg.substr(0, 7) == "--jobs=") {
        if (!option_value(arg, "--jobs", i, argc, argv, value)) return "--jobs needs a number of threads";
        return parse_jobs(value, s.opts);
    }
    if (arg == "--profile" || arg.substr(0, 10) == "--profile=") {
        if (!takes_profile(s.cmd)) return "--profile applies to normalize, equivalent and surt";
        if (!option_value(arg, "--profile", i, argc, argv, value)) {
            return "--profile needs a value: rfc3986, http, cache-key, dedup, http-cache or safe-browsing";
        }
        return parse_profile(value, s.opts);
    }
    if (arg == "--web") {
        if (!takes_href(s.cmd)) return "--web applies to normalize, equivalent, surt, site, origin and target";
        s.opts.web = true;
        return {};
    }
    if (arg == "--zone-ids") {
        if (s.cmd != &cmd_parse && s.cmd != &cmd_normalize && !(takes_href(s.cmd) && s.cmd != &cmd_equivalent)) {
            return "--zone-ids applies to parse, normalize, surt, site, origin and target";
        }
        s.opts.zone_ids = true;
        return {};
    }
    if (s.cmd == &cmd_surt && parse_surt_switch(arg, s.opts)) return {};
    if (arg == "--check") {
        if (s.cmd != &cmd_web) return "--check applies to web";
        s.opts.check = true;
        return {};
    }
    if (arg == "--set" || arg.substr(0, 6) == "--set=") {
        if (s.cmd != &cmd_web) return "--set applies to web";
        if (!option_value(arg, "--set", i, argc, argv, value)) return "--set needs NAME=VALUE";
        return parse_set(value, s.opts);
    }
    if (arg == "--ignore-case") {
        if (s.cmd != &cmd_match) return "--ignore-case applies to match";
        s.opts.ignore_case = true;
        return {};
    }
    if (arg == "--unicode" || arg == "--strict") {
        if (s.cmd != &cmd_domain) return std::string(arg) + " applies to domain";
        (arg == "--unicode" ? s.opts.unicode : s.opts.strict) = true;
        return {};
    }
    if (arg == "--expressions" || arg == "--hashes") {
        if (s.cmd != &cmd_normalize) return std::string(arg) + " applies to normalize --profile safe-browsing";
        (arg == "--hashes" ? s.opts.hashes : s.opts.expressions) = true;
        return {};
    }
    if (arg == "--form" || arg.substr(0, 7) == "--form=") {
        if (s.cmd != &cmd_target) return "--form applies to target";
        if (!option_value(arg, "--form", i, argc, argv, value)) return "--form needs a value: origin, absolute, authority or asterisk";
        return parse_form(value, s.opts);
    }
    if (std::string why; parse_decision_option(arg, i, argc, argv, s, why)) return why;
    if (arg == "--base" || arg.substr(0, 7) == "--base=") {
        if (s.cmd != &cmd_resolve && s.cmd != &cmd_web && s.cmd != &cmd_match && !takes_href(s.cmd)) {
            return "--base applies to resolve, web, match, and the other commands with --web";
        }
        if (!option_value(arg, "--base", i, argc, argv, value)) return "--base needs a URI";
        return s.cmd == &cmd_resolve ? parse_base(value, s.opts) : parse_web_base(value, s.opts);
    }
    return "unknown option '" + std::string(arg) + "'";
}

std::string parse_arguments(int argc, char const* const* argv, session& s, std::vector<std::string_view>& inputs) {
    bool options_done = false;
    for (int i = 2; i < argc; ++i) {
        std::string_view const arg = argv[i];
        if (options_done || arg.size() < 2 || arg.substr(0, 2) != "--") {
            if (s.cmd == &cmd_match && !s.opts.has_pattern) {
                s.opts.pattern_text = arg; // match's first argument is the pattern
                s.opts.has_pattern = true;
                continue;
            }
            inputs.push_back(arg);
        } else if (arg == "--") {
            options_done = true;
        } else if (std::string why = parse_option(arg, i, argc, argv, s); !why.empty()) {
            return why;
        }
    }
    if (s.cmd == &cmd_resolve && !s.opts.has_base) return "resolve needs --base BASE";
    if (s.cmd == &cmd_redact && s.opts.json) return "redact takes no --json: its \"input\" member would show the credentials";
    if (s.cmd == &cmd_match) return compile_pattern(s.opts);
    if (s.opts.has_web_base && s.cmd != &cmd_web && !s.opts.web) return "--base applies to this command with --web only";
    if (s.opts.zone_ids && (s.opts.web || s.opts.safe_browsing)) {
        return "--zone-ids reads RFC 3986 references: the URL Standard refuses zone IDs (not with --web or safe-browsing)";
    }
    if ((s.opts.expressions || s.opts.hashes) && !s.opts.safe_browsing) {
        return "--expressions and --hashes apply to normalize --profile safe-browsing";
    }
    if (s.cmd == &cmd_surt) return check_surt_switches(s.opts);
    if (s.opts.check && !s.opts.sets.empty()) return "web: --check answers canParse; no --set";
    if (s.opts.unicode && s.opts.strict) return "domain: --strict applies to domain to ASCII; not with --unicode";
    return {};
}

bool run_inputs(session& s, std::vector<std::string_view> const& inputs, std::FILE* in, batch_limits limits) {
    bool all_valid = true;
    if (!inputs.empty()) {
        for (std::size_t i = 0; i < inputs.size(); ++i) all_valid &= process(s, inputs[i], "argument", i + 1);
        return all_valid;
    }
    if (s.opts.jobs > 1) return run_jobs(s, in, s.opts.jobs, limits);
    line_reader reader(in);
    std::string_view line;
    std::size_t number = 0;
    while (!s.out.failed() && reader.next(line)) all_valid &= process(s, line, "line", ++number);
    return all_valid;
}

} // namespace

int run(int argc, char const* const* argv, std::FILE* in, std::FILE* out, std::FILE* err, batch_limits limits) {
    auto const usage_error = [err](std::string_view why) {
        std::fprintf(err, "urikit: %.*s\n\n%s", static_cast<int>(why.size()), why.data(), usage_text);
        return 2;
    };
    if (argc < 2) return usage_error("missing COMMAND");
    std::string_view const command_name = argv[1];
    if (command_name == "--help" || command_name == "-h" || command_name == "help") {
        std::fputs(usage_text, out);
        return checked_status(0, out, err);
    }
    if (command_name == "--version") {
        std::fprintf(out, "urikit %d.%d.%d\n", URIKIT_VERSION_MAJOR, URIKIT_VERSION_MINOR, URIKIT_VERSION_PATCH);
        return checked_status(0, out, err);
    }
    session s{find_command(command_name), {}, output(out), err, {}};
    if (s.cmd == nullptr) return usage_error("unknown command '" + std::string(command_name) + "'");
    for (int i = 2; i < argc; ++i) {
        if (std::string_view(argv[i]) == "--") break;
        if (std::string_view(argv[i]) == "--help") {
            std::fputs(usage_text, out);
            return checked_status(0, out, err);
        }
    }
    std::vector<std::string_view> inputs;
    if (std::string const why = parse_arguments(argc, argv, s, inputs); !why.empty()) return usage_error(why);
    bool const all_valid = run_inputs(s, inputs, in, limits);
    s.out.flush();
    return checked_status(all_valid ? 0 : 1, out, err, s.out.error_number());
}

} // namespace urikit::cli
