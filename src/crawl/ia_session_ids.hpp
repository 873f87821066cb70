// urikit crawl forms: the session-id patterns of the Internet Archive's
// canonicalization (internetarchive/surt 0.3.1, stripQuerySessionID and
// stripPathSessionID), each matched as Python's `re` matches it: ASCII case
// ignored, the rightmost match of the greedy "^(.*)" prefix, each pattern
// once and in order. Linear in the text. Not urikit's session-id rules (the
// dedup profile's, src/crawl/session_ids.hpp).
#pragma once

#include <string>

namespace urikit::detail {

// On a query (escaped, not yet lowercased), in order: "jsessionid=",
// "phpsessid=" and "sid=" followed by exactly 32 [0-9a-zA-Z];
// "aspsessionid" + 8 letters + "=" + 24 letters; "cfid=V&cftoken=W" (V, W:
// no "&"). A match must end the query or be followed by "&"; it is cut
// with that "&" and what follows is joined on, or, when nothing follows,
// the text before it (a "&" there included) is all that is left.
void strip_ia_query_session_ids(std::string& query);

// On a path (escaped, lowercased): a segment "(X(24 [0-9a-z]))" (one or
// more X(...) groups, X a letter) or "(24 [0-9a-z])", with its "/", is
// removed when after it comes ".aspx" with at least one byte before it and
// no "?" (an unescaped %3F) between (the ASP.NET cookieless session path).
void strip_ia_path_session_ids(std::string& path);

} // namespace urikit::detail
