// urikit CLI: `urikit redact [--userinfo] [--query-values] [--param NAME]`:
// each line as a log may show it (urikit::redact); never a failure. No
// --json (cli.cpp refuses it): its "input" member would be the line itself.
#include "command.hpp"

#include <urikit/redact.hpp>

namespace urikit::cli {

failure cmd_redact(std::string_view input, options const& opts, std::string& out, std::string& scratch) {
    redact_into(input, opts.redact, scratch);
    out.append(scratch);
    return failure::none();
}

} // namespace urikit::cli
