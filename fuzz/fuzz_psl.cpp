// The Public Suffix List compiled into urikit (src/crawl/public_suffix_compiled.cpp)
// against libpsl reading the same file (its reference): on a host name
// made from the input, the same public suffix and registrable domain. The
// input is labels between dots; a label "#" and two letters is replaced by
// a name the list has a rule on (its names' suffixes, wildcards and
// exceptions are where the two could part), other bytes kept when they are
// a letter, a digit or "-" (lowercased). Without the list, only that it says so.
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "src/crawl/public_suffix.hpp"

namespace {

// The host the input stands for: lowercase ASCII labels, none empty.
std::string host_of(std::string_view s, std::vector<std::string_view> const& names) {
    std::string host;
    for (std::size_t from = 0; from <= s.size();) {
        std::size_t const dot = std::min(s.find('.', from), s.size());
        std::string_view const piece = s.substr(from, dot - from);
        from = dot + 1;
        std::string label;
        if (piece.size() == 3 && piece[0] == '#' && !names.empty()) {
            std::size_t const k = static_cast<unsigned char>(piece[1]) * 256u + static_cast<unsigned char>(piece[2]);
            label = std::string(names[k % names.size()]);
        } else {
            for (char c : piece) {
                char const l = c >= 'A' && c <= 'Z' ? static_cast<char>(c | 0x20) : c;
                if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9') || l == '-') label.push_back(l);
            }
        }
        if (label.empty()) continue;
        host.append(host.empty() ? "" : ".").append(label);
    }
    return host;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    static std::vector<std::string_view> const names = urikit::detail::public_suffix_names();
    std::string const host = host_of(s, names);
    if (host.empty() || host.size() > 253) return 0;
    urikit::detail::suffix_lengths ours;
    urikit::errc const e = urikit::detail::lookup_public_suffix(host, 0, ours);
    if (e == urikit::errc::psl_unavailable) return 0;
    URIKIT_FUZZ_CHECK(e == urikit::errc::ok, host);
    urikit::detail::suffix_lengths const theirs = urikit::detail::libpsl_lengths(host);
    URIKIT_FUZZ_CHECK(ours.suffix == theirs.suffix, host);
    URIKIT_FUZZ_CHECK(ours.site == theirs.site, host);
    return 0;
}
