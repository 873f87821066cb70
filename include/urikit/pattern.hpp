/// @file
/// The pattern group (src/pattern/): URL patterns as the WHATWG URL Pattern
/// Standard defines them, matched by RE2 in time linear in the URL.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <urikit/core.hpp>
#include <urikit/url_pattern.hpp>
