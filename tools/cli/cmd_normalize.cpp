// urikit CLI: `urikit normalize`: each reference normalized under a profile
// (or in the dedup form, or Safe Browsing's canonical form).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/crawl.hpp>
#include <urikit/dedup.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/web_url.hpp>

#include <vector>

namespace urikit::cli {

namespace {

// --web: the href's RFC 3986 form (SPEC.md, web mode), normalized. Errors of
// the conversion and the normalization point at the start of the input.
failure normalize_href(std::string_view input, options const& opts, std::string& normalized) {
    web_url& u = buffers().href;
    if (failure const f = parse_href(input, opts, u); f.failed) return f;
    auto const as_uri = to_rfc3986(u);
    if (!as_uri) return failure::from(error{as_uri.error().code, 0});
    error const e = normal_form_into(as_uri->view(), opts, normalized);
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

// --expressions / --hashes: the lookup expressions of the line's canonical
// URL, and with --hashes their SHA-256 (lowercase hex) and 4-byte prefixes.
failure append_lookups(std::string_view input, options const& opts, std::string& out) {
    std::string_view text;
    if (failure const f = read_url_text(input, opts, buffers().url_text, text); f.failed) return f;
    std::vector<std::string> expressions, sha256, prefixes;
    if (!opts.hashes) {
        auto r = safe_browsing_expressions(text);
        if (!r) return failure_in_line(r.error(), opts);
        expressions = std::move(r).value();
    } else {
        auto const r = safe_browsing_hashes(text);
        if (!r) return failure_in_line(r.error(), opts);
        for (safe_browsing_hash const& h : *r) {
            expressions.push_back(h.expression);
            static constexpr char hex[] = "0123456789abcdef";
            std::string digest;
            for (std::uint8_t b : h.sha256) digest.append({hex[b >> 4], hex[b & 15]});
            prefixes.push_back(digest.substr(0, 8));
            sha256.push_back(std::move(digest));
        }
    }
    if (opts.json) {
        json_object o(out, json_object::continue_tag{});
        o.strings("expressions", expressions);
        if (opts.hashes) o.strings("sha256", sha256).strings("prefixes", prefixes);
        return failure::none();
    }
    std::vector<std::string> const& words = opts.hashes ? sha256 : expressions;
    for (std::size_t i = 0; i < words.size(); ++i) out.append(i > 0 ? " " : "").append(words[i]);
    return failure::none();
}

} // namespace

error normal_form_into(uri_view u, options const& opts, std::string& out) {
    return opts.dedup ? normalize_dedup_into(u, out) : normalize_into(u, opts.profile, out);
}

failure normalize_input(std::string_view input, options const& opts, std::string& normalized) {
    if (opts.safe_browsing) return safe_browsing_form(input, opts, normalized);
    if (opts.web) return normalize_href(input, opts, normalized);
    auto const r = parse_uri_reference(input, parse_options{.zone_ids = opts.zone_ids});
    if (!r) return failure::from(r.error());
    error const e = normal_form_into(*r, opts, normalized);
    if (e.code != errc::ok) return failure::from(e);
    return failure::none();
}

failure cmd_normalize(std::string_view input, options const& opts, std::string& out, std::string& normalized) {
    if (failure const f = normalize_input(input, opts, normalized); f.failed) return f;
    if (opts.expressions || opts.hashes) {
        if (opts.json) json_object(out, json_object::continue_tag{}).string("uri", normalized);
        return append_lookups(input, opts, out);
    }
    if (opts.json) {
        json_object(out, json_object::continue_tag{}).string("uri", normalized);
    } else {
        out.append(normalized);
    }
    return failure::none();
}

} // namespace urikit::cli
