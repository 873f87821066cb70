// urikit CLI: `urikit match PATTERN`: each href (parsed as `web` parses it)
// against a URL pattern (WHATWG URL Pattern Standard): true or false, and
// with --json each component's input and groups.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/url_pattern.hpp>

namespace urikit::cli {

namespace {

// ,"components":{"protocol":{"input":"https","groups":{}},...}
void append_components(std::string& out, url_pattern_result const& m) {
    out += ",\"components\":{";
    for (std::size_t k = 0; k < m.components.size(); ++k) {
        url_pattern_component_result const& c = m.components[k];
        if (k > 0) out += ',';
        append_json_string(out, name(static_cast<url_pattern_component>(k)));
        out += ":{\"input\":";
        append_json_string(out, c.input);
        out += ",\"groups\":{";
        for (std::size_t g = 0; g < c.groups.size(); ++g) {
            if (g > 0) out += ',';
            append_json_string(out, c.groups[g].name);
            out += ':';
            if (c.groups[g].value) append_json_string(out, *c.groups[g].value);
            else out += "null";
        }
        out += "}}";
    }
    out += '}';
}

} // namespace

failure cmd_match(std::string_view input, options const& opts, std::string& out, std::string&) {
    web_url& u = buffers().url;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    if (!opts.json) {
        out.append(opts.pattern.test(u) ? "true" : "false");
        return failure::none();
    }
    std::optional<url_pattern_result> const m = opts.pattern.exec(u);
    json_object(out, json_object::continue_tag{}).string("href", u.href()).boolean("match", m.has_value());
    if (m) append_components(out, *m);
    return failure::none();
}

} // namespace urikit::cli
