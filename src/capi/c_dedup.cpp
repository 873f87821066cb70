// urikit C API (include/urikit/urikit.h): the dedup form with the
// caller's steps (urikit::normalize_dedup, urikit::dedup_options).
#include <urikit/dedup.hpp>

#include <optional>
#include <string>
#include <vector>

#include "src/capi/c_handles.hpp"

namespace {

using namespace urikit::capi;

// urikit::dedup_options' default tracking names, as C views (static).
constexpr urikit_string default_tracking[] = {{"utm_*", 5}, {"gclid", 5},  {"fbclid", 6},
                                              {"msclkid", 7}, {"mc_cid", 6}, {"mc_eid", 6}};

// The names of a C list, or nullopt when the list or a name is malformed.
std::optional<std::vector<std::string>> names_of(urikit_string const* list, std::size_t count) {
    if (list == nullptr && count != 0) return std::nullopt;
    std::vector<std::string> names;
    names.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        if (!text_ok(list[i].data, list[i].length)) return std::nullopt;
        names.emplace_back(view(list[i].data, list[i].length));
    }
    return names;
}

std::optional<urikit::dedup_options> options_of(urikit_dedup_options const& o) {
    auto tracking = names_of(o.tracking, o.tracking_count);
    auto keep = names_of(o.keep, o.keep_count);
    if (!tracking || !keep) return std::nullopt;
    urikit::dedup_options d;
    d.session_ids = o.session_ids != 0;
    d.tracking_parameters = o.tracking_parameters != 0;
    d.tracking = std::move(*tracking);
    d.keep = std::move(*keep);
    d.strip_www = o.strip_www != 0;
    d.trailing_slash = o.trailing_slash != 0;
    return d;
}

} // namespace

extern "C" {

urikit_dedup_options urikit_dedup_default_options(void) {
    urikit::dedup_options const d;
    return {d.session_ids,
            d.tracking_parameters,
            default_tracking,
            std::size(default_tracking),
            nullptr,
            0,
            d.strip_www,
            d.trailing_slash};
}

urikit_error urikit_normalize_dedup(char const* uri, size_t length, urikit_dedup_options const* options,
                                    urikit_buffer* out) {
    return into(out, [&]() -> urikit::error {
        std::optional<urikit::dedup_options> const o =
            options != nullptr ? options_of(*options) : std::optional<urikit::dedup_options>(urikit::dedup_options{});
        if (!o) return invalid_argument;
        return on_reference(uri, length, [&](urikit::uri_view u) {
            return urikit::normalize_dedup_into(u, *o, out->text);
        });
    });
}

} // extern "C"
