// urikit crawl forms: built without the Public Suffix List
// (URIKIT_WITH_PSL=OFF): no list.
#include "src/crawl/public_suffix.hpp"

namespace urikit::detail {

errc lookup_public_suffix(std::string const&, std::size_t, suffix_lengths&) { return errc::psl_unavailable; }

suffix_lengths libpsl_lengths(std::string const&) { return {}; }

std::vector<std::string_view> public_suffix_names() { return {}; }

std::string public_suffix_source() { return {}; }

} // namespace urikit::detail
