// urikit CLI: `urikit normalize`: each reference normalized under a profile.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

failure cmd_normalize(std::string_view input, options const& opts, std::string& out, std::string& normalized) {
    auto const r = parse_uri_reference(input);
    if (!r) return failure::from(r.error());
    error const e = normalize_into(*r, opts.profile, normalized);
    if (e.code != errc::ok) return failure::from(e);
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).string("uri", normalized);
    } else {
        out.append(normalized);
    }
    return failure::none();
}

} // namespace urikit::cli
