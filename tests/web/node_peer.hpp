// urikit tests: Node.js (Debian package nodejs) as a differential peer: a
// script under tests/web/ reads JSON lines on stdin and writes one JSON
// line per input.
#pragma once

#include <string>
#include <vector>

#include <boost/json/value.hpp>

namespace urikit::test {

// True when the build found node (URIKIT_NODE).
bool node_available();

// Runs tests/web/<script> on `inputs` (one JSON value per line) and returns
// its output lines parsed; fails the calling test unless node succeeds
// and writes one line per input.
std::vector<boost::json::value> run_node(std::string const& script, std::vector<boost::json::value> const& inputs);

} // namespace urikit::test
