/// @file
/// The umbrella header: every public header of urikit.
#pragma once

#include <urikit/component.hpp>
#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/crawl.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/error.hpp>
#include <urikit/http.hpp>
#include <urikit/idna.hpp>
#include <urikit/iri.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>
#include <urikit/resolve.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>
#include <urikit/site.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_builder.hpp>
#include <urikit/uri_view.hpp>
#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>
