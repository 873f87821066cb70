/// @file
/// The IDNA group (src/idna/): UTS #46 through ICU. It has no function of
/// its own in the API: IDNA is reached through to_uri, to_iri,
/// normalize(u, profile::http), the web mode's hosts and domain_to_ascii;
/// whether a build has it is available(feature::idna) (urikit/features.hpp).
#pragma once

#include <urikit/config.hpp>
#include <urikit/features.hpp>
