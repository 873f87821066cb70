// urikit tests: what a test case needs that a build or a checkout may lack
// (the shared data beside the repository, RE2, ICU, libpsl, libcrypto, Node,
// glibc's allocator), as
// Boost.Test preconditions: a test case that lacks one is reported as
// skipped with the reason, never as passed having checked nothing.
//
//   BOOST_AUTO_TEST_CASE(name, URIKIT_NEEDS(shared_data)) { ... }
#pragma once

#include <boost/test/unit_test.hpp>

namespace urikit::test::needs {

using condition = boost::test_tools::assertion_result;
using unit = boost::unit_test::test_unit_id;

// ../shared/data (URIKIT_SHARED_DATA, set by ctest when the build found it).
condition shared_data(unit);
// urikit built with RE2 (URL patterns), and without it.
condition re2(unit);
condition no_re2(unit);
// urikit built with ICU (IDNA), and without it.
condition idna(unit);
condition no_idna(unit);
// urikit built with libpsl, and without it.
condition psl(unit);
condition no_psl(unit);
// urikit built with libcrypto (SHA-256).
condition crypto(unit);
// Node.js found at configure time (the web mode's differential peer).
condition node(unit);
// glibc's own allocator, whose counts mallinfo2 reports (not under
// AddressSanitizer, whose allocator replaces it).
condition glibc_malloc(unit);

} // namespace urikit::test::needs

#define URIKIT_NEEDS(what) *boost::unit_test::precondition(urikit::test::needs::what)
