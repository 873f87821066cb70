// urikit CLI: `urikit normalize`: each reference normalized under a profile.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/crawl.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

namespace urikit::cli {

namespace {

// --web: the href's RFC 3986 form (SPEC.md, web mode), normalized. Errors of
// the conversion and the normalization point at the start of the input.
failure normalize_href(std::string_view input, options const& opts, std::string& normalized) {
    web_url& u = buffers().href;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    auto const as_uri = u.to_uri();
    if (!as_uri) return failure::from(error{as_uri.error().code, 0});
    error const e = normalize_into(as_uri->view(), opts.profile, normalized);
    if (e.code != errc::ok) return failure::from(error{e.code, 0});
    return failure::none();
}

// --profile safe-browsing: Google's canonical form of the line (or of the
// href with --web); not a URI profile: it reads any text.
failure safe_browsing_form(std::string_view input, options const& opts, std::string& canonical) {
    std::string_view text;
    if (failure const f = read_url_text(input, opts, buffers().url_text, text); f.failed) return f;
    auto r = safe_browsing_canonical(text);
    if (!r) return failure_in_line(r.error(), opts);
    canonical = std::move(r).value();
    return failure::none();
}

} // namespace

failure normalize_input(std::string_view input, options const& opts, std::string& normalized) {
    if (opts.safe_browsing) return safe_browsing_form(input, opts, normalized);
    if (opts.web) return normalize_href(input, opts, normalized);
    auto const r = parse_uri_reference(input);
    if (!r) return failure::from(r.error());
    error const e = normalize_into(*r, opts.profile, normalized);
    if (e.code != errc::ok) return failure::from(e);
    return failure::none();
}

failure cmd_normalize(std::string_view input, options const& opts, std::string& out, std::string& normalized) {
    if (failure const f = normalize_input(input, opts, normalized); f.failed) return f;
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).string("uri", normalized);
    } else {
        out.append(normalized);
    }
    return failure::none();
}

} // namespace urikit::cli
