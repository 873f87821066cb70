// urikit CLI: `urikit parse`: the components of each URI reference, as written.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/parse.hpp>

namespace urikit::cli {

namespace {

void human_component(std::string& out, std::string_view name, bool present, std::string_view text) {
    if (!present) return;
    if (!out.empty() && out.back() != ' ') out.push_back(' ');
    out.append(name);
    out.append("=\"");
    out.append(text); // a parsed component never holds '"', '\\' or control bytes
    out.push_back('"');
}

} // namespace

failure cmd_parse(std::string_view input, options const& opts, std::string& out, std::string&) {
    auto const r = parse_uri_reference(input, parse_options{.zone_ids = opts.zone_ids});
    if (!r) return failure::from(r.error());
    uri_view const& u = *r;
    if (opts.json) {
        // Members after {"input":...,"ok":true ; the driver opens and closes the object.
        json_object obj(out, json_object::continue_tag{});
        obj.optional_string("scheme", u.has_scheme(), u.scheme())
            .optional_string("userinfo", u.has_userinfo(), u.userinfo())
            .optional_string("host", u.has_authority(), u.host())
            .optional_string("host_kind", u.has_authority(), name(u.host_kind()))
            .optional_string("port", u.has_port(), u.port())
            .string("path", u.path())
            .optional_string("query", u.has_query(), u.query())
            .optional_string("fragment", u.has_fragment(), u.fragment());
        if (opts.zone_ids) obj.optional_string("zone_id", !u.zone_id().empty(), u.zone_id()); // RFC 6874, as written
        return failure::none();
    }
    std::size_t const start = out.size();
    std::string line;
    human_component(line, "scheme", u.has_scheme(), u.scheme());
    human_component(line, "userinfo", u.has_userinfo(), u.userinfo());
    human_component(line, "host", u.has_authority(), u.host());
    if (u.has_authority()) {
        line.append(" (");
        line.append(name(u.host_kind()));
        line.push_back(')');
    }
    human_component(line, "port", u.has_port(), u.port());
    human_component(line, "path", true, u.path());
    human_component(line, "query", u.has_query(), u.query());
    human_component(line, "fragment", u.has_fragment(), u.fragment());
    out.insert(start, line);
    return failure::none();
}

} // namespace urikit::cli
