// urikit CLI: the decisions a client makes between two URLs, each line two
// hrefs separated by one TAB: `urikit referrer [--policy P]` (the Referer a
// request for the second carries from the page at the first: W3C Referrer
// Policy) and `urikit redirect [--method M] [--status N]
// [--keep-credentials-on-upgrade]` (the second a Location value from the
// first's response: where it leads, and what following it changes: Fetch).
#include "command.hpp"
#include "json_writer.hpp"

#include <urikit/http.hpp>
#include <urikit/redirect.hpp>
#include <urikit/referrer.hpp>

namespace urikit::cli {

namespace {

// The line's two texts, or a failure at its end when it has no TAB.
failure split_pair(std::string_view input, std::string_view& first, std::string_view& second, std::uint32_t& shift) {
    std::size_t const tab = input.find('\t');
    if (tab == std::string_view::npos) {
        return failure::at("expected two URLs separated by a TAB", static_cast<std::uint32_t>(input.size()));
    }
    first = input.substr(0, tab);
    second = input.substr(tab + 1);
    shift = static_cast<std::uint32_t>(tab + 1);
    return failure::none();
}

// The names of the changes that hold, as `redirect` prints them.
struct change_name {
    bool redirect_changes::*field;
    std::string_view name;
};
constexpr change_name change_names[] = {
    {&redirect_changes::cross_origin, "cross_origin"},
    {&redirect_changes::cross_site, "cross_site"},
    {&redirect_changes::downgrade, "downgrade"},
    {&redirect_changes::drop_authorization, "drop_authorization"},
    {&redirect_changes::drop_cookie, "drop_cookie"},
    {&redirect_changes::drop_proxy_authorization, "drop_proxy_authorization"},
    {&redirect_changes::method_becomes_get, "method_becomes_get"},
    {&redirect_changes::drop_body, "drop_body"},
};

} // namespace

failure cmd_referrer(std::string_view input, options const& opts, std::string& out, std::string& scratch) {
    std::string_view page, link;
    std::uint32_t shift = 0;
    if (failure const f = split_pair(input, page, link, shift); f.failed) return f;
    web_url& from = buffers().url;
    web_url& to = buffers().href;
    if (error const e = parse_web_into(page, nullptr, from); e.code != errc::ok) return failure::from(e);
    if (error const e = parse_web_into(link, nullptr, to); e.code != errc::ok) return failure::from(e, shift);
    if (error const e = referrer_into({.from = from, .to = to}, opts.policy, scratch); e.code != errc::ok) {
        return failure::from(error{e.code, 0});
    }
    if (opts.json) {
        json_object j(out, json_object::continue_tag{});
        j.string("policy", name(opts.policy));
        if (scratch.empty()) j.null("referrer");
        else j.string("referrer", scratch);
    } else {
        out.append(scratch.empty() ? std::string_view("null") : std::string_view(scratch));
    }
    return failure::none();
}

failure cmd_redirect(std::string_view input, options const& opts, std::string& out, std::string& scratch) {
    std::string_view current, location;
    std::uint32_t shift = 0;
    if (failure const f = split_pair(input, current, location, shift); f.failed) return f;
    web_url& from = buffers().url;
    if (error const e = parse_web_into(current, nullptr, from); e.code != errc::ok) return failure::from(e);
    if (error const e = resolve_location_into(from, location, scratch); e.code != errc::ok) return failure::from(e, shift);
    web_url& to = buffers().href;
    if (error const e = parse_web_into(scratch, nullptr, to); e.code != errc::ok) return failure::from(error{e.code, shift});
    redirect_options o;
    o.keep_credentials_on_upgrade = opts.keep_credentials_on_upgrade;
    auto const c = redirect_decision({.from = from, .to = to}, opts.method, opts.status, o);
    if (!c) return failure::from(error{c.error().code, shift});
    if (opts.json) {
        json_object j(out, json_object::continue_tag{});
        j.string("url", scratch);
        for (change_name const& n : change_names) j.boolean(n.name, (*c).*n.field);
    } else {
        out.append(scratch);
        for (change_name const& n : change_names) {
            if ((*c).*n.field) out.append(" ").append(n.name);
        }
    }
    return failure::none();
}

} // namespace urikit::cli
