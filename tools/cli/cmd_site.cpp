// urikit CLI: `urikit site`: the registrable domain and public suffix of
// each reference's host (Public Suffix List).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/site.hpp>

namespace urikit::cli {

failure cmd_site(std::string_view input, options const& opts, std::string& out, std::string&) {
    uri_view u;
    if (failure const f = read_reference(input, opts, u); f.failed) return f;
    auto const s = site(u);
    if (!s) return failure_in_line(s.error(), opts);
    if (opts.json) {
        json_object(out, json_object::continue_tag{})
            .optional_string("site", s->site.has_value(), s->site.value_or(""))
            .optional_string("suffix", s->suffix.has_value(), s->suffix.value_or(""));
    } else {
        out.append(s->site.value_or("null"));
    }
    return failure::none();
}

} // namespace urikit::cli
