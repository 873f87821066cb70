// urikit CLI: `urikit equivalent`: two references separated by one TAB.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

failure cmd_equivalent(std::string_view input, options const& opts, std::string& out, std::string&) {
    std::size_t const tab = input.find('\t');
    if (tab == std::string_view::npos) {
        return failure::at("expected two URI references separated by a TAB",
                           static_cast<std::uint32_t>(input.size()));
    }
    // Offsets in the second reference count from the line's start.
    auto const shift = static_cast<std::uint32_t>(tab + 1);
    auto const a = parse_uri_reference(input.substr(0, tab));
    if (!a) return failure::from(a.error());
    auto const b = parse_uri_reference(input.substr(tab + 1));
    if (!b) return failure::from(b.error(), shift);
    equivalence const answer = equivalent(*a, *b, opts.profile);
    switch (answer.answer) {
    case verdict::first_failed: return failure::from(answer.failure);
    case verdict::second_failed: return failure::from(answer.failure, shift);
    case verdict::equivalent:
    case verdict::different: break;
    }
    bool const same = answer.is_equivalent();
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).boolean("equivalent", same);
    } else {
        out.append(same ? "true" : "false");
    }
    return failure::none();
}

} // namespace urikit::cli
