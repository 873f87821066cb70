/// @file
/// The core group (src/core/): errors as values, results, the offset table,
/// percent-encoding, UTF-8 and the decoded and split views every other
/// module reads components with.
#pragma once

#include <urikit/component.hpp>
#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/decoded_view.hpp>
#include <urikit/error.hpp>
#include <urikit/features.hpp>
#include <urikit/names.hpp>
#include <urikit/pct.hpp>
#include <urikit/result.hpp>
#include <urikit/segments.hpp>
#include <urikit/utf8.hpp>
