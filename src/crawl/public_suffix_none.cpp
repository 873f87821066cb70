// urikit crawl forms: built without libpsl (URIKIT_WITH_PSL=OFF): no list.
#include "src/crawl/public_suffix.hpp"

namespace urikit::detail {

errc lookup_public_suffix(std::string const&, std::size_t, suffix_lengths&) { return errc::psl_unavailable; }

std::size_t libpsl_registrable_length(std::string const&) { return 0; }

std::string public_suffix_source() { return {}; }

} // namespace urikit::detail
