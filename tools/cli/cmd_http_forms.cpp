// urikit CLI: `urikit origin` (RFC 6454) and `urikit target [--form F]`
// (RFC 9112 §3.2 request-target, RFC 9110 §7.2 Host) of each reference;
// with --json also where a client connects and that host's address class;
// `urikit guard`: the request for a URL when a guard's policy allows it.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/http.hpp>
#include <urikit/request_guard.hpp>

namespace urikit::cli {

// The origin of the line: RFC 6454's of the reference, or with --web the URL
// Standard's of the href (`blob:https://a/x` has https://a's).
result<uri_origin> origin_of_line(std::string_view input, options const& opts, failure& f) {
    if (opts.web) {
        web_url& u = buffers().url;
        f = parse_href(input, opts, u);
        return f.failed ? result<uri_origin>(uri_origin{}) : origin(u);
    }
    uri_view u;
    f = read_reference(input, opts, u);
    return f.failed ? result<uri_origin>(uri_origin{}) : origin(u);
}

failure cmd_origin(std::string_view input, options const& opts, std::string& out, std::string&) {
    failure f = failure::none();
    auto const o = origin_of_line(input, opts, f);
    if (f.failed) return f;
    if (!o) return failure_in_line(o.error(), opts);
    if (opts.json) json_object(out, json_object::continue_tag{}).string("origin", o->serialize());
    else out.append(o->serialize());
    return failure::none();
}

namespace {

// Where a client connects and what that is (target --json, guard --json).
void write_connection(json_object& j, request_parts const& parts) {
    auto const kind = address_class_of(parts.connect_host);
    j.string("connect_host", parts.connect_host).number("port", parts.port).boolean("tls", parts.tls);
    if (kind) j.string("address_class", name(*kind));
    else j.null("address_class");
    j.string("url", parts.scheme + "://" + parts.host_field + parts.target);
}

} // namespace

// The request for the line's URL (an href, as a browser reads a pasted
// address) when the guard's policy allows it (check_request).
failure cmd_guard(std::string_view input, options const& opts, std::string& out, std::string&) {
    auto const parts = check_request(input, opts.guard); // errors at their offsets in the line
    if (!parts) return failure::from(parts.error());
    if (opts.json) {
        json_object j(out, json_object::continue_tag{});
        j.string("target", parts->target).string("host", parts->host_field);
        write_connection(j, *parts);
    } else {
        out.append(parts->scheme).append("://").append(parts->host_field).append(parts->target);
    }
    return failure::none();
}

failure cmd_target(std::string_view input, options const& opts, std::string& out, std::string&) {
    uri_view u;
    if (failure const f = read_reference(input, opts, u); f.failed) return f;
    auto const target = request_target(u, opts.form);
    if (!target) return failure_in_line(target.error(), opts);
    auto const host = host_field(u); // its errors are request_target's, checked above
    if (opts.json) {
        // Where a client connects (http_request_parts: the http profile's
        // normal form, the host as clients resolve it) and what that is.
        auto const parts = http_request_parts(u);
        if (!parts) return failure_in_line(parts.error(), opts);
        json_object j(out, json_object::continue_tag{});
        j.string("target", *target).string("host", host.value());
        write_connection(j, *parts);
        if (opts.zone_ids) j.optional_string("zone_id", !parts->zone_id.empty(), parts->zone_id); // decoded
    } else {
        out.append(*target).append(" ").append(host.value());
    }
    return failure::none();
}

} // namespace urikit::cli
