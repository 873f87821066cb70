// urikit CLI: `urikit equivalent`: two references separated by one TAB.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

failure cmd_equivalent(std::string_view input, options const& opts, std::string& out) {
    std::size_t const tab = input.find('\t');
    if (tab == std::string_view::npos) {
        return failure::at("expected two URI references separated by a TAB",
                           static_cast<std::uint32_t>(input.size()));
    }
    std::string_view const first = input.substr(0, tab);
    std::string_view const second = input.substr(tab + 1);
    auto const a = parse_uri_reference(first);
    if (!a) return failure::from(a.error());
    auto const shift = static_cast<std::uint32_t>(tab + 1); // offsets count from the line's start
    auto const b = parse_uri_reference(second);
    if (!b) return failure::from(b.error(), shift);
    thread_local std::string na, nb;
    error e = normalize_into(*a, opts.profile, na);
    if (e.code != errc::ok) return failure::from(e);
    e = normalize_into(*b, opts.profile, nb);
    if (e.code != errc::ok) return failure::from(e, shift);
    bool const same = na == nb;
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).boolean("equivalent", same);
    } else {
        out.append(same ? "true" : "false");
    }
    return failure::none();
}

} // namespace urikit::cli
