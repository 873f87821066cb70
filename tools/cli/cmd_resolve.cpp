// urikit CLI: `urikit resolve --base BASE`: each reference's target URI (RFC 3986 §5.2).
#include "command.hpp"
#include "json_writer.hpp"

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

} // namespace urikit::cli
