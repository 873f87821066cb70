// urikit CLI: `urikit web [--base BASE] [--set NAME=VALUE ...]`: each href as a
// browser parses it (WHATWG URL Standard), after the setters, with its RFC
// 3986 form (SPEC.md, web mode).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/http.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include <utility>

namespace urikit::cli {

failure parse_href(std::string_view input, options const& opts, web_url& u) {
    error const e = parse_web_into(input, opts.has_web_base ? &opts.web_base : nullptr, u);
    if (e.code != errc::ok) return failure::from(e);
    return failure::none();
}

// web --check: the URL Standard's canParse of the line ("true" or "false").
failure check_href(std::string_view input, options const& opts, std::string& out) {
    bool const ok = can_parse(input, opts.has_web_base ? &opts.web_base : nullptr);
    if (opts.json) json_object(out, json_object::continue_tag{}).boolean("can_parse", ok);
    else out.append(ok ? "true" : "false");
    return failure::none();
}

namespace {

// The URL Standard's setter named `name` (the URL class's attribute names,
// but host-and-port for its host, as web_url::set_host_and_port; "-" and "_"
// taken as one).
using setter_fn = error (web_url::*)(std::string_view);

setter_fn find_setter(std::string_view name) {
    static constexpr std::pair<std::string_view, setter_fn> setters[] = {
        {"href", &web_url::set_href},         {"protocol", &web_url::set_protocol},
        {"username", &web_url::set_username}, {"password", &web_url::set_password},
        {"host-and-port", &web_url::set_host_and_port}, {"hostname", &web_url::set_hostname},
        {"port", &web_url::set_port},         {"pathname", &web_url::set_pathname},
        {"search", &web_url::set_search},     {"hash", &web_url::set_hash}};
    for (auto const& [n, f] : setters) {
        if (detail::same_name(n, name)) return f;
    }
    return nullptr;
}

// web --set: each setter in order; a refusal fails the line, its offset in
// the setter's value.
failure apply_setters(web_url& u, options const& opts) {
    for (options::set_step const& step : opts.sets) {
        if (error const e = (u.*find_setter(step.name))(step.value); e.code != errc::ok) {
            failure f = failure::from(e);
            f.in_option = step.argument;
            return f;
        }
    }
    return failure::none();
}

} // namespace

bool is_setter_name(std::string_view name) { return find_setter(name) != nullptr; }

failure cmd_web(std::string_view input, options const& opts, std::string& out, std::string&) {
    if (opts.check) return check_href(input, opts, out);
    web_url& u = buffers().url;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    if (failure const f = apply_setters(u, opts); f.failed) return f;
    auto const as_uri = to_rfc3986(u);
    if (!as_uri) return failure::from(as_uri.error());
    if (!opts.json) {
        out.append(u.href());
        return failure::none();
    }
    bool const has_host = u.host_kind() != web_host_kind::none;
    json_object(out, json_object::continue_tag{})
        .string("href", u.href())
        .string("uri", as_uri->str())
        .string("scheme", u.scheme())
        .string("username", u.username())
        .string("password", u.password())
        .optional_string("host", has_host, u.hostname())
        .optional_string("port", u.has_port(), u.port())
        .string("path", u.pathname())
        .optional_string("query", u.has_query(), u.query())
        .optional_string("fragment", u.has_fragment(), u.fragment())
        .string("origin", origin(u).value().serialize()); // the URL Standard's: never fails
    return failure::none();
}

} // namespace urikit::cli

namespace urikit::cli {

failure read_reference(std::string_view input, options const& opts, uri_view& out) {
    uri& storage = buffers().reference;
    if (!opts.web) {
        auto const r = parse_uri_reference(input, parse_options{.zone_ids = opts.zone_ids});
        if (!r) return failure::from(r.error());
        out = *r;
        return failure::none();
    }
    web_url& u = buffers().url;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    auto r = to_rfc3986(u);
    if (!r) return failure::from(error{r.error().code, 0});
    storage = std::move(r).value();
    out = storage.view();
    return failure::none();
}

failure read_url_text(std::string_view input, options const& opts, std::string& storage, std::string_view& out) {
    if (!opts.web) {
        out = input;
        return failure::none();
    }
    web_url& u = buffers().url;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    storage.assign(u.href());
    out = storage;
    return failure::none();
}

} // namespace urikit::cli
