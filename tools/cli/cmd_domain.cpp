// urikit CLI: `urikit domain [--unicode] [--strict]`: each line through the
// URL Standard's domain parser (domain to ASCII) or domain to Unicode.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/web_domain.hpp>

namespace urikit::cli {

failure cmd_domain(std::string_view input, options const& opts, std::string& out, std::string& scratch) {
    error recorded;
    if (opts.unicode) {
        if (error const e = domain_to_unicode_into(input, scratch, &recorded); e.code != errc::ok) return failure::from(e);
        if (!opts.json) {
            out.append(scratch);
            return failure::none();
        }
        json_object(out, json_object::continue_tag{})
            .string("unicode", scratch)
            .optional_string("unicode_error", recorded.code != errc::ok, name(recorded.code));
        return failure::none();
    }
    if (error const e = domain_to_ascii_into(input, {.be_strict = opts.strict}, scratch); e.code != errc::ok) return failure::from(e);
    if (!opts.json) {
        out.append(scratch);
        return failure::none();
    }
    json_object obj(out, json_object::continue_tag{});
    obj.string("ascii", scratch);
    // "unicode" is domain to Unicode of the input, as --unicode gives it: one
    // name, one meaning. The input is UTF-8 and ICU was there for domain to
    // ASCII (or the input is ASCII without an A-label): this cannot fail.
    if (error const e = domain_to_unicode_into(input, scratch, &recorded); e.code != errc::ok) return failure::from(e);
    obj.string("unicode", scratch)
        .optional_string("unicode_error", recorded.code != errc::ok, name(recorded.code))
        .boolean("valid_domain", is_valid_domain(input));
    return failure::none();
}

} // namespace urikit::cli
