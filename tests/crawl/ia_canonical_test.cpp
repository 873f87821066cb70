// urikit tests: src/crawl/ia_canonical.cpp, the IA's path, query and rules.
#include <boost/test/unit_test.hpp>

#include <urikit/crawl.hpp>
#include <urikit/idna.hpp>

#include "crawl/ia_key.hpp"

using urikit::test::key_of;
using urikit::test::options_of;

BOOST_AUTO_TEST_SUITE(ia_canonical)

BOOST_AUTO_TEST_CASE(path_and_query_follow_the_ia_canonicalizer) {
    BOOST_TEST(key_of("http://x.com/%7Ea%2fb/../c?%26=1&a=%3D") == "com,x)/~a/c?&=1&a==");
    BOOST_TEST(key_of("http://x.com/a%3Fb/c.aspx") == "com,x)/a?b/c.aspx"); // an unescaped "?" stays in the path
    BOOST_TEST(key_of("http://x.com/..//a/./b/.") == "com,x)/../a/b");
    BOOST_TEST(key_of("http://h/a;jsessionid=ABC/b;JSESSIONID=1;x=2/") == "h)/a;jsessionid=abc/b;jsessionid=1;x=2");
    BOOST_TEST(key_of("http://x.com/(S(aaaaaaaaaaaaaaaaaaaaaaaa))/x.aspx?q") == "com,x)/x.aspx?q");
    BOOST_TEST(key_of("http://x.com/(S(aaaaaaaaaaaaaaaaaaaaaaaa))/x.php?y.aspx") ==
               "com,x)/(s(aaaaaaaaaaaaaaaaaaaaaaaa))/x.php?y.aspx"); // ".aspx" only counts in the path
    BOOST_TEST(key_of("http://h/p?jsessionid=1&a=1&PHPSESSID=2&sid=3&&x#f") == "h)/p?&a=1&jsessionid=1&phpsessid=2&sid=3&x");
    BOOST_TEST(key_of("http://h/p?b=1&cfid=2&cftoken=3&x") == "h)/p?b=1&x");
    BOOST_TEST(key_of("http://h/p?cftoken=1&b=2&CFID=3") == "h)/p?b=2&cfid=3&cftoken=1");
    BOOST_TEST(key_of("http://h/?xsid=0123456789abcdefghijklemopqrstuv") == "h)/?x"); // no name boundary
    BOOST_TEST(key_of("http://h/?b=1&a-b=2&a=3&a&a=") == "h)/?a&a=&a=3&a-b=2&b=1");  // (name, value) pairs
    BOOST_TEST(key_of("http://h/?B=1&a=2", options_of("query_lowercase=False")) == "h)/?B=1&a=2");
    BOOST_TEST(key_of("http://www.h.com/", options_of("host_massage=False")) == "com,h,www)/");
    BOOST_TEST(key_of("http://msewww:81/", options_of("trailing_comma=True")) == "msewww:81,)/");
    BOOST_TEST(key_of("dns:www.X.org", options_of("with_scheme=True")) == "dns:www.x.org");
}

BOOST_AUTO_TEST_SUITE_END()
