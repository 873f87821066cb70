// urikit CLI: `urikit resolve --base BASE`: each reference's target URI (RFC 3986 §5.2);
// `urikit join-path [--resolve-dots]`: a base and plain segments separated
// by one TAB, the segments appended to the base's path (urikit::join_path).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/join_path.hpp>
#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

namespace urikit::cli {

failure cmd_resolve(std::string_view input, options const& opts, std::string& out, std::string& target) {
    auto const r = parse_uri_reference(input);
    if (!r) return failure::from(r.error());
    error const e = opts.base.resolve_into(*r, target);
    if (e.code != errc::ok) return failure::from(e);
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).string("uri", target);
    } else {
        out.append(target);
    }
    return failure::none();
}

failure cmd_join_path(std::string_view input, options const& opts, std::string& out, std::string& joined) {
    std::size_t const tab = input.find('\t');
    if (tab == std::string_view::npos) {
        return failure::at("expected a base URI and a path separated by a TAB", static_cast<std::uint32_t>(input.size()));
    }
    auto const base = parse_uri_reference(input.substr(0, tab));
    if (!base) return failure::from(base.error());
    error const e = join_path_into(*base, input.substr(tab + 1), {.dots = opts.dots}, joined);
    if (e.code != errc::ok) return failure::from(e, static_cast<std::uint32_t>(tab + 1)); // the path's offsets
    if (opts.json) json_object(out, json_object::continue_tag{}).string("uri", joined);
    else out.append(joined);
    return failure::none();
}

} // namespace urikit::cli
