// urikit CLI: what a command is (one input line in, one result out).
#pragma once

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::cli {

struct options {
    bool json = false;
};

// Handles one input. On success appends the result: the JSON members after
// "input" and "ok" (each starting with ',') when opts.json, else the line for
// people (without '\n'); returns {errc::ok, 0}. On failure returns the error
// (what was appended is discarded).
using command_fn = urikit::error (*)(std::string_view input, options const& opts, std::string& out);

urikit::error cmd_parse(std::string_view input, options const& opts, std::string& out);

} // namespace urikit::cli
