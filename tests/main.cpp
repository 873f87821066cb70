// urikit tests: the single Boost.Test module (linked against Debian's shared Boost.Test).
#define BOOST_TEST_MODULE urikit
#define BOOST_TEST_DYN_LINK
#include <boost/test/unit_test.hpp>
