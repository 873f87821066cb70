/// @file
/// The web group (src/web/): URLs as browsers parse them (the WHATWG URL
/// Standard), their setters, URLSearchParams, the domain calls, and the
/// bridge to RFC 3986.
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <urikit/core.hpp>
#include <urikit/url_search_params.hpp>
#include <urikit/web_domain.hpp>
#include <urikit/web_url.hpp>
