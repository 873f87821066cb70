#pragma once
/// @file
/// A URL as a log may show it: credentials, and by option query values
/// and named parameters, replaced by a marker, in any text, under every
/// reading a client may give it.

#include <string>
#include <string_view>
#include <vector>

#include <urikit/config.hpp>

namespace urikit {

/// What redact() hides besides the password.
struct redact_options {
    bool userinfo = false;                ///< the whole userinfo, the user name too (a token given as the user name)
    bool query_values = false;            ///< the value of every query parameter (the names stay)
    std::vector<std::string> parameters = {}; ///< the values of these parameters, in the query and in a fragment of name=value pairs (OAuth's `#access_token=`); names compared percent-decoded, "+" as a space, ASCII case-insensitively
    std::string_view marker = "REDACTED"; ///< what replaces each hidden part (the caller's, viewed during the call)
};

/// `text` with its credentials replaced by `options.marker`, every other
/// byte as it was (`https://user:pw@host/` is `https://user:REDACTED@host/`).
/// Never fails: the text need not parse, and what any reader could take
/// as credentials is hidden, so the rule is the widest of the readings,
/// not one parser's split: after a special scheme (http, https, ws, wss,
/// ftp, file) and any run of "/" and "\" (the URL Standard skips them:
/// `https:////user:pass@host`, `http:user:pass@host`), after another
/// scheme's "//", after the slashes a text without a scheme begins with
/// (`//user:pass@host`), or from the start (`user:pass@host`, as curl reads
/// it, also after what looks like an unknown scheme), the authority runs to the first
/// "/", "?" or "#" ("\" included in it, as curl reads it), and its userinfo
/// is what comes before its last "@"; the password is the userinfo after
/// its first ":". A scheme whose URLs hold an address after the ":"
/// (mailto, sip, sips, xmpp, tel, urn, data, news, javascript, about, blob)
/// has no userinfo unless "//" follows it. ASCII tab and newline are
/// removed first, as the URL Standard removes them (a credential split by
/// them is still found). With `parameters` or `query_values`, the values
/// after each name's "=" in the query (and for `parameters` in the
/// fragment) are replaced too. O(n + n·p) for p names.
///
/// Example:
/// @code
/// redact("https:////user:pw@host/p?token=s3&id=1", {.parameters = {"token"}})
///     == "https:////user:REDACTED@host/p?token=REDACTED&id=1"
/// @endcode
[[nodiscard]] URIKIT_API std::string redact(std::string_view text, redact_options const& options = {});

/// The same into `out` (its capacity reused; `text` may view `out`).
URIKIT_API void redact_into(std::string_view text, redact_options const& options, std::string& out);

} // namespace urikit
