// urikit tests: the public functions include/urikit/*.hpp declare, read
// from the headers themselves, so that a test's list of entry points is
// checked against them and a new one cannot be missed (the aliasing
// contract's writers, the error offsets' fallible entry points).
#pragma once

#include <string>
#include <vector>

namespace urikit::test {

struct declaration {
    std::string owner;        // the class or struct ("" for a free function)
    std::string name;         // the function's name
    std::string result;       // what stands before the name ("[[nodiscard]] URIKIT_API result<uri>")
    std::string parameters;   // between the parentheses
    bool is_const = false;    // a const member
    std::string qualified() const { return owner.empty() ? name : owner + "::" + name; }
};

// Every public declaration that reads as a function (free, or a public
// member). A declaration is read whole across lines; classes and their
// access specifiers stand at the start of a line (nested classes are
// indented); comments are skipped.
std::vector<declaration> public_function_declarations();

} // namespace urikit::test
