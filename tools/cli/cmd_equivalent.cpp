// urikit CLI: `urikit equivalent`: two references separated by one TAB.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

namespace {

// --web: both hrefs normalized (SPEC.md: through `web`, then the profile),
// then compared byte for byte (RFC 3986 §6.1 on their URIs); the same for
// --profile safe-browsing (the canonical forms Safe Browsing hashes).
failure equivalent_hrefs(std::string_view first, std::string_view second, std::uint32_t shift, options const& opts,
                         bool& same, std::string& a) {
    std::string& b = buffers().second;
    if (failure const f = normalize_input(first, opts, a); f.failed) return f;
    if (failure f = normalize_input(second, opts, b); f.failed) {
        f.offset += shift;
        return f;
    }
    same = a == b;
    return failure::none();
}

void write_answer(bool same, options const& opts, std::string& out) {
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).boolean("equivalent", same);
    } else {
        out.append(same ? "true" : "false");
    }
}

} // namespace

failure cmd_equivalent(std::string_view input, options const& opts, std::string& out, std::string& scratch) {
    std::size_t const tab = input.find('\t');
    if (tab == std::string_view::npos) {
        return failure::at("expected two URI references separated by a TAB",
                           static_cast<std::uint32_t>(input.size()));
    }
    // Offsets in the second reference count from the line's start.
    auto const shift = static_cast<std::uint32_t>(tab + 1);
    if (opts.web || opts.safe_browsing) {
        bool same = false;
        if (failure const f = equivalent_hrefs(input.substr(0, tab), input.substr(tab + 1), shift, opts, same, scratch);
            f.failed) {
            return f;
        }
        write_answer(same, opts, out);
        return failure::none();
    }
    auto const a = parse_uri_reference(input.substr(0, tab));
    if (!a) return failure::from(a.error());
    auto const b = parse_uri_reference(input.substr(tab + 1));
    if (!b) return failure::from(b.error(), shift);
    equivalence const answer = opts.dedup ? equivalent_dedup(*a, *b) : equivalent(*a, *b, opts.profile);
    switch (answer.answer) {
    case verdict::first_failed: return failure::from(answer.failure);
    case verdict::second_failed: return failure::from(answer.failure, shift);
    case verdict::equivalent:
    case verdict::different: break;
    }
    write_answer(answer.is_equivalent(), opts, out);
    return failure::none();
}

} // namespace urikit::cli
