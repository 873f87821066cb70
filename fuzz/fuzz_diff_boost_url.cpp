// urikit against Boost.URL 1.81: parse verdicts and component boundaries must
// agree, except for the deviations listed (and checked) in
// tests/differential/boost_url_deviations.hpp; anything else aborts.
#include "../tests/differential/boost_url_deviations.hpp"
#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    namespace d = urikit::test::boost_url_deviations;
    urikit::fuzz::exact_copy const copy(data, size);
    std::string_view const s = copy.view();
    auto const u = urikit::parse_uri_reference(s);
    auto const b = boost::urls::parse_uri_reference(boost::urls::string_view(s.data(), s.size()));
    if (d::difference(u, b).empty()) return 0;
    URIKIT_FUZZ_CHECK(d::explain(s, u, b) != d::deviation::none, s);
    return 0;
}
