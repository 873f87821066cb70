// urikit CLI: `urikit surt [--ssurt | --heritrix | --profile P]`: the SURT /
// CDX key of each URL (the Internet Archive's, or the SURT form of the
// reference under profile P), Heritrix's SURT or the SSURT of it as given.
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/crawl.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

namespace urikit::cli {

namespace {

// --profile P: the reference in P's normal form, then the SURT form.
result<std::string> surt_under_profile(uri_view u, options const& opts) {
    std::string& normal = buffers().second;
    if (error const e = normal_form_into(u, opts, normal); e.code != errc::ok) return e;
    auto const v = parse_uri_reference(normal); // a normal form always parses back
    if (!v) return v.error();
    return surt_form(*v, opts.surt);
}

failure surt_of_line(std::string_view input, options const& opts, std::string& key) {
    result<std::string> r = std::string();
    if (opts.ssurt || opts.has_profile) {
        uri_view u;
        if (failure const f = read_reference(input, opts, u); f.failed) return f;
        r = opts.ssurt ? ssurt(u) : surt_under_profile(u, opts);
    } else {
        std::string_view text; // the IA and Heritrix define theirs on any text
        if (failure const f = read_url_text(input, opts, buffers().url_text, text); f.failed) return f;
        r = opts.heritrix ? heritrix_surt(text) : surt(text, opts.surt);
    }
    // With --web the offsets are in the href, not the line: the line's start.
    if (!r) return failure_in_line(r.error(), opts);
    key = std::move(r).value();
    return failure::none();
}

} // namespace

failure cmd_surt(std::string_view input, options const& opts, std::string& out, std::string& key) {
    if (failure const f = surt_of_line(input, opts, key); f.failed) return f;
    if (opts.json) json_object(out, json_object::continue_tag{}).string("surt", key);
    else out.append(key);
    return failure::none();
}

} // namespace urikit::cli
