// detail::find_change_marks: sixteen bytes a step, exactly the one-byte-a-step
// definition, for every length, every byte value at every position, every
// head; and what each mark stands for on examples.
#include <boost/test/unit_test.hpp>

#include <random>
#include <string>

#include "src/rfc3986/change_marks.hpp"

namespace {

void check_both_ways(std::string_view s, std::size_t head, std::size_t end) {
    auto const want = urikit::detail::find_change_marks_scalar(s, head, end);
    auto const got = urikit::detail::find_change_marks(s, head, end);
    BOOST_TEST_INFO("length " << s.size() << ", head " << head << ", end " << end);
    BOOST_TEST(got.uppercase == want.uppercase);
    BOOST_TEST(got.closer_look == want.closer_look);
}

} // namespace

BOOST_AUTO_TEST_SUITE(change_marks)

BOOST_AUTO_TEST_CASE(examples) {
    using urikit::detail::find_change_marks;
    BOOST_TEST(find_change_marks("http://Ab/", 9, 10).uppercase);
    BOOST_TEST(!find_change_marks("http://ab/C", 9, 11).uppercase); // after the head: a path may hold uppercase
    BOOST_TEST(find_change_marks("http://ab/%7e", 9, 13).closer_look);
    BOOST_TEST(find_change_marks("http://ab/./c", 9, 13).closer_look);
    BOOST_TEST(!find_change_marks("http://ab/c.d", 9, 13).closer_look);
    BOOST_TEST(!find_change_marks("http://ab/c#%", 9, 11).closer_look); // only the first `end` bytes
    BOOST_TEST(!find_change_marks("", 0, 0).closer_look);
}

BOOST_AUTO_TEST_CASE(every_byte_value_at_every_position_of_every_length_up_to_40) {
    for (std::size_t length = 1; length <= 40; ++length) {
        for (std::size_t at = 0; at < length; ++at) {
            for (unsigned b = 0; b < 256; ++b) {
                std::string s(length, 'a');
                s[at] = static_cast<char>(b);
                if (at > 0 && b == '.') s[at - 1] = '/';
                for (std::size_t end : {length, at + 1}) {
                    for (std::size_t head : {std::size_t{0}, at, end}) {
                        check_both_ways(s, head, end);
                    }
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(random_texts_every_head_and_end) {
    std::mt19937 rng(62);
    std::uniform_int_distribution<int> pick(0, 9), length(0, 70);
    for (int k = 0; k < 3000; ++k) {
        std::string s(static_cast<std::size_t>(length(rng)), 'x');
        for (char& c : s) c = "a/.%ZAz@?#"[pick(rng)];
        for (std::size_t end = 0; end <= s.size(); ++end) {
            for (std::size_t head = 0; head <= end; head += 3) check_both_ways(s, head, end);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
