/// @file
/// The umbrella header: every public header of urikit, by module group
/// (each group is named after its folder in src/: core, rfc3986, idna, iri,
/// web, http, crawl).
#pragma once

#include <urikit/config.hpp> // first: a C++17 build is told it needs C++20

#include <urikit/core.hpp>
#include <urikit/crawl.hpp>
#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/iri.hpp>
#include <urikit/pattern.hpp>
#include <urikit/rfc3986.hpp>
#include <urikit/web.hpp>
