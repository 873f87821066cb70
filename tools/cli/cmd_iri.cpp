// urikit CLI: `urikit to-uri` (RFC 3987 §3.1) and `urikit to-iri` (§3.2).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/iri.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

failure cmd_to_uri(std::string_view input, options const& opts, std::string& out, std::string&) {
    auto const u = to_uri(input);
    if (!u) return failure::from(u.error());
    if (opts.json) json_object(out, json_object::continue_tag{}).string("uri", u->str());
    else out.append(u->str());
    return failure::none();
}

failure cmd_to_iri(std::string_view input, options const& opts, std::string& out, std::string&) {
    auto const parsed = parse_uri_reference(input);
    if (!parsed) return failure::from(parsed.error());
    auto const iri = to_iri(*parsed);
    if (!iri) return failure::from(iri.error());
    if (opts.json) json_object(out, json_object::continue_tag{}).string("iri", *iri);
    else out.append(*iri);
    return failure::none();
}

} // namespace urikit::cli
