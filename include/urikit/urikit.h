/* urikit.h: urikit's C API (C99; also C++). */
/** @file
    The C API: stable across C, and the way other languages bind urikit
    (ctypes, cgo, FFI). Everything is a function over plain C types:

    - text in is a pointer and a length in bytes (no NUL needed; NUL is data);
    - text out is written into a ::urikit_buffer (reused: no allocation once
      its capacity suffices), or returned as a ::urikit_string view into a
      handle, valid until that handle next changes or is freed;
    - handles are opaque (::urikit_uri, ::urikit_url,
      ::urikit_search_params, ::urikit_buffer), each freed by its one
      `_free` function (which takes NULL);
    - errors are a ::urikit_error value: a ::urikit_errc code and a byte
      offset into the argument that failed; a call that fails leaves its
      output buffer empty and its handle unchanged;
    - any text argument may view any buffer or handle, the call's own output
      buffer included (each input is read before the output is written);
    - every argument is checked: an enum value that names none of its
      enumerators, a NULL handle or buffer, or a NULL text with a nonzero
      length is ::URIKIT_ERR_INVALID_ARGUMENT (offset 0) where the call
      returns a ::urikit_error, and an empty answer (0, an empty view, NULL)
      where it returns a value; a NULL text with length 0 is the empty text;
    - nothing throws, aborts or prints: out of memory is
      ::URIKIT_ERR_OUT_OF_MEMORY (or a NULL handle from a `_new`).

    Threads: every function may run on many threads at once, each on its
    own handles and buffers; calls that only read a handle (`const`
    parameters) may share it, except a ::urikit_search_params linked to a
    URL (urikit_search_params_of_url()), whose lookups read the URL's query
    again when it changed and so write the list: such a list, and the URL it
    is linked to, are used by one thread at a time. A buffer is written by
    every call it is the output of. Nothing else is shared between calls
    (urikit keeps per-thread scratch memory only).

    The rules, outputs and error codes are those of the C++ functions each
    one names (the C++ headers in include/urikit/). */
#ifndef URIKIT_H
#define URIKIT_H

#include <stddef.h>
#include <stdint.h>

#include <urikit/export.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why a call failed (urikit::errc, same values), or ::URIKIT_OK. */
typedef enum urikit_errc {
    URIKIT_OK = 0, /**< no error */
    URIKIT_ERR_INPUT_TOO_LONG, /**< longer than max_input_size */
    URIKIT_ERR_INVALID_CHARACTER, /**< a byte no URI component may contain (CTL, SP, `"<>\^`{|}`, non-ASCII) */
    URIKIT_ERR_BAD_PCT_ENCODING, /**< "%" not followed by two HEXDIG (RFC 3986 §2.1) */
    URIKIT_ERR_MISSING_SCHEME, /**< a URI (not a reference) must begin with scheme ":" (§3) */
    URIKIT_ERR_INVALID_SCHEME, /**< scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1) */
    URIKIT_ERR_INVALID_HOST, /**< a reg-name or authority ended by a byte that cannot follow a host (§3.2.2) */
    URIKIT_ERR_INVALID_IP_LITERAL, /**< IP-literal = "[" ( IPv6address / IPvFuture ) "]" (§3.2.2) */
    URIKIT_ERR_INVALID_IPV6, /**< not an IPv6address (§3.2.2) */
    URIKIT_ERR_INVALID_IPVFUTURE, /**< IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2) */
    URIKIT_ERR_INVALID_PORT, /**< port = *DIGIT, followed by "/", "?", "#" or the end (§3.2.3): the parsers, and a port setter's value */
    URIKIT_ERR_PORT_OUT_OF_RANGE, /**< a port number above 65535 (port_number, the web mode and its port setter, surt, the HTTP forms) */
    URIKIT_ERR_INVALID_PATH, /**< a byte not allowed in a path (§3.3) */
    URIKIT_ERR_COLON_IN_FIRST_SEGMENT, /**< relative-ref: the first segment may not contain ":" (§4.2) */
    URIKIT_ERR_INVALID_QUERY, /**< a byte not allowed in a query (§3.4) */
    URIKIT_ERR_INVALID_FRAGMENT, /**< a byte not allowed in a fragment (§3.5) */
    URIKIT_ERR_FRAGMENT_NOT_ALLOWED, /**< absolute-URI has no fragment (§4.3) */
    URIKIT_ERR_HOST_NOT_UTF8, /**< a percent-decoded host that is not UTF-8 (IDNA input) */
    URIKIT_ERR_IDNA_DISALLOWED, /**< a code point UTS #46 disallows (with STD3 rules for RFC 3986 hosts: no "_", " ", "/" ...; the web mode applies none) */
    URIKIT_ERR_IDNA_HYPHEN, /**< a label begins or ends with "-", or has "--" in positions 3-4 */
    URIKIT_ERR_IDNA_LABEL_LENGTH, /**< an empty label, a label over 63 or a name over 253 bytes */
    URIKIT_ERR_IDNA_PUNYCODE, /**< an "xn--" label that is not valid Punycode, or decodes to something invalid */
    URIKIT_ERR_IDNA_BIDI, /**< the RFC 5893 bidi rule is violated */
    URIKIT_ERR_IDNA_JOINERS, /**< an RFC 5892 CONTEXTJ/CONTEXTO rule is violated (ZWJ, ZWNJ, middle dot ...) */
    URIKIT_ERR_IDNA_COMBINING_MARK, /**< a label begins with a combining mark */
    URIKIT_ERR_IDNA_FAILURE, /**< any other IDNA failure reported by ICU */
    URIKIT_ERR_BASE_NOT_ABSOLUTE, /**< a base URI must have a scheme (RFC 3986 §5.1, §5.2.1) */
    URIKIT_ERR_INVALID_USERINFO, /**< a byte not allowed in a userinfo (§3.2.1) */
    URIKIT_ERR_MISSING_HOST, /**< no host, or an empty one, where one is needed (a special URL in web mode, its host setters; the crawl and HTTP forms) */
    URIKIT_ERR_PATH_WITHOUT_SLASH, /**< a path after an authority must be empty or begin with "/" (§3.3) */
    URIKIT_ERR_INVALID_UTF8, /**< bytes that are not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF) */
    URIKIT_ERR_OUTPUT_TOO_LONG, /**< the result would be longer than max_input_size (its offsets would not fit) */
    URIKIT_ERR_INVALID_COMPONENTS, /**< an offset table that does not describe its text (uri_view::from_parts) */
    URIKIT_ERR_IDNA_UNAVAILABLE, /**< urikit was built without ICU (URIKIT_WITH_ICU=OFF): no IDNA */
    URIKIT_ERR_INVALID_IPV4, /**< web mode: a host ending in a number that is no IPv4 address (URL Standard, IPv4 parser) */
    URIKIT_ERR_FORBIDDEN_HOST_CODE_POINT, /**< web mode: a forbidden host or domain code point in a host (URL Standard, host miscellaneous) */
    URIKIT_ERR_RELATIVE_WITHOUT_BASE, /**< web mode: no scheme, and no base (or a base with an opaque path) to resolve against */
    URIKIT_ERR_PSL_UNAVAILABLE, /**< urikit was built without libpsl (URIKIT_WITH_PSL=OFF): no Public Suffix List */
    URIKIT_ERR_UNSUPPORTED_SCHEME, /**< a scheme the operation does not take (request targets: http and https only; port_or_default(): a scheme without a default port) */
    URIKIT_ERR_CRYPTO_UNAVAILABLE, /**< urikit was built without libcrypto (URIKIT_WITH_CRYPTO=OFF): no SHA-256 */
    URIKIT_ERR_AUTHORITY_WITHOUT_HOST, /**< a userinfo or port without a host (RFC 3986 §3.2: the uri setters; web mode: `sc://user@/`, `sc://:1/`) */
    URIKIT_ERR_PATH_OR_QUERY_NOT_ALLOWED, /**< the asterisk request-target is for a URI with an empty path and no query (RFC 9112 §3.2.4) */
    URIKIT_ERR_SCHEME_CHANGE_REFUSED, /**< web_url::set_protocol: special and non-special schemes do not trade places; `file` takes no credentials, port or empty host (URL Standard, scheme state) */
    URIKIT_ERR_CREDENTIALS_OR_PORT_NOT_ALLOWED, /**< web_url::set_username, set_password, set_port on a URL without a host, with an empty host, or a `file` URL (URL Standard, "cannot have a username/password/port") */
    URIKIT_ERR_OPAQUE_PATH, /**< web_url::set_host, set_hostname, set_pathname on a URL with an opaque path (`mailto:x`) */
    URIKIT_ERR_UNSUPPORTED_HOST, /**< a valid host an HTTP client cannot connect to (an IPvFuture literal: http_request_parts) */
    URIKIT_ERR_PATTERN_SYNTAX, /**< a URL pattern string that is not well formed (URL Pattern Standard, tokenizer and pattern parser): a lone `\`, `:` without a name, an unbalanced `{` or `(`, a non-ASCII regexp */
    URIKIT_ERR_PATTERN_DUPLICATE_NAME, /**< two groups of one URL pattern component have the same name */
    URIKIT_ERR_REGEXP_SYNTAX, /**< a URL pattern's regexp group is not a valid JavaScript regular expression (`v` flag) */
    URIKIT_ERR_REGEXP_UNSUPPORTED, /**< a valid regexp feature no linear-time engine runs (backreferences, lookahead, lookbehind) or urikit does not translate (see url_pattern.hpp) */
    URIKIT_ERR_PATTERN_CANNOT_GENERATE, /**< url_pattern::generate: a part with a modifier, a regexp or `*` group, a group without a value, or a value its group cannot match */
    URIKIT_ERR_REGEXP_UNAVAILABLE, /**< urikit was built without RE2 (URIKIT_WITH_RE2=OFF): no URL patterns */
    URIKIT_ERR_NESTING_TOO_DEEP, /**< groups or classes nested deeper than urikit descends (a URL pattern's regexp group: 32 levels), at the opening byte past the bound */
    URIKIT_ERR_PATTERN_TOO_COMPLEX, /**< a URL pattern component whose compiled expression is over the cost bound (url_pattern.hpp: RE2 instructions and memory), at the component's first byte */
    URIKIT_ERR_INVALID_ARGUMENT, /**< C API: an enum argument that names no value, or a NULL pointer where a handle, buffer or text is required (offset 0) */
    URIKIT_ERR_NO_SUCH_SEGMENT, /**< a path has no segment at that index (offset 0) */
    URIKIT_ERR_ADDRESS_REFUSED, /**< check_request: the host a client connects to (or an address given) is of a class the policy refuses (loopback, private, link-local, ...), at the host */
    URIKIT_ERR_NAME_NOT_ALLOWED, /**< check_request: a domain name where the policy takes addresses only (request_policy::allow_names false), at the host */
    URIKIT_ERR_HOST_NOT_ALLOWED, /**< check_request: a host on none of the policy's allow lists (hosts, sites), at the host */
    URIKIT_ERR_PORT_NOT_ALLOWED, /**< check_request: a port the policy does not list, at the port (at the host when none is written) */
    URIKIT_ERR_AMBIGUOUS_HOST, /**< check_request on a pasted text: the URL Standard and an RFC 3986 reader (curl, requests) name two hosts (differing_host_readings: a backslash before an "@"), at the RFC 3986 reading's host */
    URIKIT_ERR_DOT_SEGMENT, /**< join_path: a "." or ".." segment where join_options refuses them (dot_segments::refuse), at the segment */
    URIKIT_ERR_OUT_OF_MEMORY = 255 /**< C API only: memory could not be allocated */
} urikit_errc;

/** An error: a ::urikit_errc code (::URIKIT_OK for none) and the 0-based
    byte offset in the argument where it stopped being acceptable. */
typedef struct urikit_error {
    int code;        /**< a ::urikit_errc */
    uint32_t offset; /**< the byte offset in the failing argument */
} urikit_error;

/** A view of text held by a handle: `length` bytes at `data` (not
    NUL-terminated; `data` may be NULL when `length` is 0). */
typedef struct urikit_string {
    const char* data; /**< the first byte */
    size_t length;    /**< the number of bytes */
} urikit_string;

/** An owned, growable output text. */
typedef struct urikit_buffer urikit_buffer;
/** A parsed RFC 3986 URI reference (urikit::uri). */
typedef struct urikit_uri urikit_uri;
/** A URL as browsers parse it (urikit::web_url, the WHATWG URL Standard). */
typedef struct urikit_url urikit_url;
/** The URL Standard's URLSearchParams (urikit::url_search_params). */
typedef struct urikit_search_params urikit_search_params;

/** An RFC 3986 component (urikit::component). */
typedef enum urikit_component {
    URIKIT_COMPONENT_SCHEME,   /**< before ":" */
    URIKIT_COMPONENT_USERINFO, /**< before "@" in the authority */
    URIKIT_COMPONENT_HOST,     /**< present exactly when there is an authority */
    URIKIT_COMPONENT_PORT,     /**< after ":" in the authority */
    URIKIT_COMPONENT_PATH,     /**< always present (possibly empty) */
    URIKIT_COMPONENT_QUERY,    /**< after "?" */
    URIKIT_COMPONENT_FRAGMENT  /**< after "#" */
} urikit_component;

/** What an RFC 3986 host is (urikit::host_kind). */
typedef enum urikit_host_kind {
    URIKIT_HOST_KIND_NONE,     /**< no authority */
    URIKIT_HOST_KIND_REG_NAME, /**< a registered name (possibly empty) */
    URIKIT_HOST_KIND_IPV4,     /**< an IPv4address */
    URIKIT_HOST_KIND_IPV6,     /**< an IP-literal holding an IPv6address */
    URIKIT_HOST_KIND_IPVFUTURE /**< an IP-literal holding an IPvFuture */
} urikit_host_kind;

/** A normal form: a normalization profile (urikit::profile), or
    ::URIKIT_PROFILE_DEDUP, the crawler's dedup form (urikit::normalize_dedup). */
typedef enum urikit_profile {
    URIKIT_PROFILE_RFC3986,   /**< syntax-based (RFC 3986 section 6.2.2) */
    URIKIT_PROFILE_HTTP,      /**< and scheme-based: default port, empty path, IDNA host */
    URIKIT_PROFILE_CACHE_KEY, /**< http, no fragment or empty query, parameters sorted */
    URIKIT_PROFILE_DEDUP,     /**< cache-key, no session ids, tracking parameters, www. or trailing "/" */
    URIKIT_PROFILE_HTTP_CACHE /**< http without the fragment */
} urikit_profile;

/** What urikit_equivalent() found (urikit::verdict). */
typedef enum urikit_verdict {
    URIKIT_EQUIVALENT,    /**< the normalized forms are identical */
    URIKIT_DIFFERENT,     /**< both normalize, differently */
    URIKIT_FIRST_FAILED,  /**< the first reference cannot be normalized */
    URIKIT_SECOND_FAILED  /**< the second reference cannot be normalized */
} urikit_verdict;

/** A part of a web URL, by the URL class's attribute name: what
    urikit_url_get() reads and urikit_url_set() sets. */
typedef enum urikit_url_part {
    URIKIT_URL_HREF,     /**< href */
    URIKIT_URL_PROTOCOL, /**< protocol: the scheme and ":" */
    URIKIT_URL_USERNAME, /**< username */
    URIKIT_URL_PASSWORD, /**< password */
    URIKIT_URL_HOST_AND_PORT, /**< the URL class's host: hostname and ":" port when there is one */
    URIKIT_URL_HOSTNAME, /**< hostname */
    URIKIT_URL_PORT,     /**< port ("" when none) */
    URIKIT_URL_PATHNAME, /**< pathname */
    URIKIT_URL_SEARCH,   /**< search: "?" and the query, or "" */
    URIKIT_URL_HASH      /**< hash: "#" and the fragment, or "" */
} urikit_url_part;

/** What a web URL's host is (urikit::web_host_kind). */
typedef enum urikit_web_host_kind {
    URIKIT_WEB_HOST_NONE,   /**< no host */
    URIKIT_WEB_HOST_EMPTY,  /**< the empty host (file:///p) */
    URIKIT_WEB_HOST_DOMAIN, /**< a domain */
    URIKIT_WEB_HOST_IPV4,   /**< an IPv4 address */
    URIKIT_WEB_HOST_IPV6,   /**< an IPv6 address */
    URIKIT_WEB_HOST_OPAQUE  /**< an opaque host of a non-special URL */
} urikit_web_host_kind;

/** A request-target form (urikit::target_form, RFC 9112 section 3.2). */
typedef enum urikit_target_form {
    URIKIT_TARGET_ORIGIN,    /**< /path?query */
    URIKIT_TARGET_ABSOLUTE,  /**< the absolute-URI without userinfo and fragment */
    URIKIT_TARGET_AUTHORITY, /**< host:port */
    URIKIT_TARGET_ASTERISK   /**< "*" */
} urikit_target_form;

/** The SURT's switches (urikit::surt_options; nonzero is true). */
typedef struct urikit_surt_options {
    int scheme;          /**< "http://(" before the host */
    int trailing_comma;  /**< a "," before the ")" */
    int reverse_ipv4;    /**< an IPv4 host reversed, "4,3,2,1)" */
    int strip_www;       /**< a leading www label removed */
    int lowercase_query; /**< the query lowercased */
} urikit_surt_options;

/** An optional part of urikit (urikit::feature). */
typedef enum urikit_feature {
    URIKIT_FEATURE_IDNA,                /**< UTS #46 through ICU */
    URIKIT_FEATURE_PUBLIC_SUFFIX_LIST,  /**< registrable domains through libpsl */
    URIKIT_FEATURE_URL_PATTERNS,        /**< URL patterns through RE2 */
    URIKIT_FEATURE_SAFE_BROWSING_HASHES /**< SHA-256 through libcrypto */
} urikit_feature;

/* --- the library ------------------------------------------------------- */

/** The version, "MAJOR.MINOR.PATCH". */
URIKIT_API const char* urikit_version(void);
/** The name of an error code ("invalid_port"), or "unknown" for a value no code has. */
URIKIT_API const char* urikit_error_name(int code);
/** A sentence saying what the code means, or "unknown error". */
URIKIT_API const char* urikit_error_message(int code);
/** Nonzero when this build has the feature (urikit::available). */
URIKIT_API int urikit_available(urikit_feature feature);

/* --- buffers ----------------------------------------------------------- */

/** A new empty buffer, or NULL when out of memory. */
URIKIT_API urikit_buffer* urikit_buffer_new(void);
/** The buffer's text (valid until the buffer is next written or freed). */
URIKIT_API urikit_string urikit_buffer_text(const urikit_buffer* buffer);
/** Frees the buffer (NULL is allowed). */
URIKIT_API void urikit_buffer_free(urikit_buffer* buffer);

/* --- RFC 3986 ---------------------------------------------------------- */

/** Parses a URI reference (urikit::parse_uri_reference) into a new handle
    `*out` (NULL on error). */
URIKIT_API urikit_error urikit_uri_parse(const char* text, size_t length, urikit_uri** out);
/** What a parse takes beyond RFC 3986 (urikit::parse_options); zero: nothing. */
typedef struct urikit_parse_options {
    int zone_ids; /**< nonzero: an IPv6 literal may carry an RFC 6874 zone ID, "[fe80::1%25eth0]" */
} urikit_parse_options;

/** urikit_uri_parse with `options` (NULL: as urikit_uri_parse). */
URIKIT_API urikit_error urikit_uri_parse_with(const char* text, size_t length, const urikit_parse_options* options,
                                              urikit_uri** out);
/** The whole reference. */
URIKIT_API urikit_string urikit_uri_str(const urikit_uri* uri);
/** The IPv6 literal's zone ID as written (RFC 6874, after the "%25"), "" when none. */
URIKIT_API urikit_string urikit_uri_zone_id(const urikit_uri* uri);
/** Nonzero when the component is present (the path always is). */
URIKIT_API int urikit_uri_has(const urikit_uri* uri, urikit_component component);
/** The component as written, without its delimiters ("" when absent). */
URIKIT_API urikit_string urikit_uri_get(const urikit_uri* uri, urikit_component component);
/** What the host is. */
URIKIT_API urikit_host_kind urikit_uri_host_kind(const urikit_uri* uri);
/** The port number: `*present` is 1 and `*port` the number when digits
    are written, `*present` 0 and `*port` 0 when there is no port or an
    empty one (absence is no error). Errors: URIKIT_ERR_PORT_OUT_OF_RANGE
    (offset in the reference); URIKIT_ERR_INVALID_ARGUMENT for a NULL
    `uri`, `port` or `present`. */
URIKIT_API urikit_error urikit_uri_port_number(const urikit_uri* uri, uint16_t* port, int* present);
/** A copy of the reference, or NULL when out of memory. */
URIKIT_API urikit_uri* urikit_uri_clone(const urikit_uri* uri);
/** Edits in place (urikit::uri::set_scheme, set_userinfo, set_host,
    set_port, set_path, set_query, set_fragment): `value` is plain text,
    percent-encoded as the component needs ("a b" -> "a%20b"; the scheme
    and the port are taken as they are). ::URIKIT_OK when the value was
    taken, else why not (the offset in `value`; 0 when the value is fine
    but the result cannot be written, ::URIKIT_ERR_AUTHORITY_WITHOUT_HOST)
    and the reference unchanged. `value` may view the reference itself. */
URIKIT_API urikit_error urikit_uri_set(urikit_uri* uri, urikit_component component, const char* value, size_t length);
/** The same with `value` already encoded (urikit::uri::set_encoded_host
    and the others): checked against the component's grammar, never
    encoded again. */
URIKIT_API urikit_error urikit_uri_set_encoded(urikit_uri* uri, urikit_component component, const char* value,
                                               size_t length);
/** Removes the component (urikit::uri::remove_scheme, remove_userinfo,
    remove_authority for ::URIKIT_COMPONENT_HOST, remove_port,
    remove_query, remove_fragment; a first segment with ":" gets "./"
    when the scheme goes). Errors as the C++ removal's, the reference
    unchanged; ::URIKIT_ERR_INVALID_ARGUMENT for the path, which every
    reference has (set it to ""). */
URIKIT_API urikit_error urikit_uri_remove(urikit_uri* uri, urikit_component component);
/** Appends a path segment of plain text (urikit::uri::append_segment: "/"
    in it is encoded). */
URIKIT_API urikit_error urikit_uri_append_segment(urikit_uri* uri, const char* segment, size_t length);
/** Appends key=value (plain text; `value` NULL: the key alone, no "=") to
    the query (urikit::uri::append_param). */
URIKIT_API urikit_error urikit_uri_append_param(urikit_uri* uri, const char* key, size_t key_length, const char* value,
                                                size_t value_length);
/** Sets the first parameter named `key` (decoded match) and removes the
    others, or appends it (urikit::uri::set_param). */
URIKIT_API urikit_error urikit_uri_set_param(urikit_uri* uri, const char* key, size_t key_length, const char* value,
                                             size_t value_length);
/** Removes every parameter named `key` (urikit::uri::remove_params); how
    many into `*removed` (may be NULL). */
URIKIT_API urikit_error urikit_uri_remove_params(urikit_uri* uri, const char* key, size_t key_length, size_t* removed);
/** Frees the handle (NULL is allowed). */
URIKIT_API void urikit_uri_free(urikit_uri* uri);

/** The reference `text` normalized under `profile` (urikit::normalize). */
URIKIT_API urikit_error urikit_normalize(const char* text, size_t length, urikit_profile profile, urikit_buffer* out);
/** Whether two references are equivalent under `profile`
    (urikit::equivalent); for a failed one, its error into `*failure` (may
    be NULL), the offset in that argument (out of memory, or a profile that
    names none: ::URIKIT_FIRST_FAILED with ::URIKIT_ERR_OUT_OF_MEMORY or
    ::URIKIT_ERR_INVALID_ARGUMENT). */
URIKIT_API urikit_verdict urikit_equivalent(const char* a, size_t a_length, const char* b, size_t b_length,
                                            urikit_profile profile, urikit_error* failure);
/** The target URI of the text `reference` against the parsed absolute URI
    `base` (uri_view::resolve, RFC 3986 §5.2): the base a handle and the
    reference a text, so the two cannot be swapped. Errors:
    ::URIKIT_ERR_BASE_NOT_ABSOLUTE (offset 0) for a base without a scheme;
    else the reference's parse error, its offset in `reference`. */
URIKIT_API urikit_error urikit_uri_resolve(const urikit_uri* base, const char* reference, size_t reference_length,
                                           urikit_buffer* out);
/** What urikit_join_path does with a "." or ".." segment (urikit::dot_segments). */
typedef enum urikit_dot_segments {
    URIKIT_DOTS_REFUSE,  /**< ::URIKIT_ERR_DOT_SEGMENT at the segment */
    URIKIT_DOTS_RESOLVE  /**< RFC 3986 section 5.2.4 on the joined path */
} urikit_dot_segments;
/** `base` with the segments of `path` (plain data, split on "/") appended
    to its path whatever its trailing slash (urikit::join_path). Errors:
    the base's parse errors (offsets in `base`), ::URIKIT_ERR_DOT_SEGMENT
    (offset in `path`), ::URIKIT_ERR_INVALID_ARGUMENT. */
URIKIT_API urikit_error urikit_join_path(const char* base, size_t base_length, const char* path, size_t path_length,
                                         urikit_dot_segments dots, urikit_buffer* out);
/** The URI of an IRI reference (urikit::to_uri, RFC 3987 section 3.1). */
URIKIT_API urikit_error urikit_to_uri(const char* iri, size_t length, urikit_buffer* out);
/** The IRI of a URI reference (urikit::to_iri, RFC 3987 section 3.2). */
URIKIT_API urikit_error urikit_to_iri(const char* uri, size_t length, urikit_buffer* out);

/* --- the web mode (WHATWG URL Standard) -------------------------------- */

/** Parses an href against `base` (NULL: none) into a new handle `*out`
    (NULL on error; urikit::parse_web). */
URIKIT_API urikit_error urikit_url_parse(const char* text, size_t length, const urikit_url* base, urikit_url** out);
/** The Standard's canParse: nonzero when urikit_url_parse() would succeed
    against `base` (NULL: none; a base that does not parse gives 0). */
URIKIT_API int urikit_can_parse(const char* text, size_t length, const char* base, size_t base_length);
/** A copy of the URL, or NULL when out of memory. */
URIKIT_API urikit_url* urikit_url_clone(const urikit_url* url);
/** The URL class's getter `part`. */
URIKIT_API urikit_string urikit_url_get(const urikit_url* url, urikit_url_part part);
/** The URL class's setter `part` (urikit::web_url::set_href and the
    others): ::URIKIT_OK when the value was taken, else why not (the offset
    in `value`) and the URL unchanged. `value` may view the URL itself. */
URIKIT_API urikit_error urikit_url_set(urikit_url* url, urikit_url_part part, const char* value, size_t length);
/** Nonzero when the URL record's component is not null: host (the empty
    host counts), port, query, fragment; userinfo when a username or
    password is not empty; scheme and path always. */
URIKIT_API int urikit_url_has(const urikit_url* url, urikit_component component);
/** What the host is. */
URIKIT_API urikit_web_host_kind urikit_url_host_kind(const urikit_url* url);
/** The Standard's origin, serialized ("null" for an opaque origin). */
URIKIT_API urikit_error urikit_url_origin(const urikit_url* url, urikit_buffer* out);
/** The same URL as a valid RFC 3986 URI (urikit::to_rfc3986). */
URIKIT_API urikit_error urikit_url_to_rfc3986(const urikit_url* url, urikit_buffer* out);
/** Frees the handle (NULL is allowed). */
URIKIT_API void urikit_url_free(urikit_url* url);

/** The domain parser's switch (urikit::domain_options; nonzero is true). */
typedef struct urikit_domain_options {
    int be_strict; /**< the Standard's beStrict: STD3, hyphen and DNS length rules */
} urikit_domain_options;

/** The Standard's domain parser (urikit::domain_to_ascii); `options` NULL
    is the host parser's (not strict). */
URIKIT_API urikit_error urikit_domain_to_ascii(const char* domain, size_t length, const urikit_domain_options* options,
                                               urikit_buffer* out);
/** The Standard's domain to Unicode (urikit::domain_to_unicode). */
URIKIT_API urikit_error urikit_domain_to_unicode(const char* domain, size_t length, urikit_buffer* out);
/** Nonzero for a valid domain (urikit::is_valid_domain). */
URIKIT_API int urikit_is_valid_domain(const char* domain, size_t length);

/* --- URLSearchParams --------------------------------------------------- */

/** `new URLSearchParams(init)` with a string (one leading "?" removed), or
    NULL when out of memory. */
URIKIT_API urikit_search_params* urikit_search_params_new(const char* init, size_t length);
/** The URL's searchParams: linked to `url`, which must outlive it (every
    change writes the URL's query); NULL when out of memory. */
URIKIT_API urikit_search_params* urikit_search_params_of_url(urikit_url* url);
/** The number of pairs. A linked list reads its URL's query again first
    when it changed (this and the lookups below answer 0 or "not found"
    when that runs out of memory): O(1) when it did not, so a loop over
    urikit_search_params_at() is linear in the list. */
URIKIT_API size_t urikit_search_params_size(const urikit_search_params* params);
/** The pair at `index` into `*name` and `*value` (views; either pointer
    may be NULL): nonzero when `index` < the size, else 0 and both empty. */
URIKIT_API int urikit_search_params_at(const urikit_search_params* params, size_t index, urikit_string* name,
                                       urikit_string* value);
/** append(name, value). Errors: URIKIT_ERR_INVALID_UTF8 (offset in `name`,
    or in `value` when `name` is UTF-8), the list unchanged. Linked, the
    URL's query grows by the pair: n appends cost O(n) in all. After
    ::URIKIT_ERR_OUT_OF_MEMORY (here or in any call changing a linked
    list) the list and its URL still agree. */
URIKIT_API urikit_error urikit_search_params_append(urikit_search_params* params, const char* name, size_t name_length,
                                                    const char* value, size_t value_length);
/** delete(name), or delete(name, value) when `value` is not NULL. */
URIKIT_API void urikit_search_params_remove(urikit_search_params* params, const char* name, size_t name_length,
                                            const char* value, size_t value_length);
/** get(name): nonzero and the first value into `*value` (a view; `value`
    may be NULL), or 0. */
URIKIT_API int urikit_search_params_get(const urikit_search_params* params, const char* name, size_t name_length,
                                        urikit_string* value);
/** has(name), or has(name, value) when `value` is not NULL. */
URIKIT_API int urikit_search_params_has(const urikit_search_params* params, const char* name, size_t name_length,
                                        const char* value, size_t value_length);
/** set(name, value); errors as urikit_search_params_append(). */
URIKIT_API urikit_error urikit_search_params_set(urikit_search_params* params, const char* name, size_t name_length,
                                                 const char* value, size_t value_length);
/** sort(): stable, by the names' UTF-16 code units. */
URIKIT_API void urikit_search_params_sort(urikit_search_params* params);
/** The serialization (toString()). */
URIKIT_API urikit_error urikit_search_params_str(const urikit_search_params* params, urikit_buffer* out);
/** Frees the handle (NULL is allowed). */
URIKIT_API void urikit_search_params_free(urikit_search_params* params);

/* --- crawler and HTTP forms -------------------------------------------- */

/** The Internet Archive's switches: no scheme, no trailing comma, IPv4
    reversed, www stripped, query lowercased. */
URIKIT_API urikit_surt_options urikit_surt_default_options(void);
/** The SURT of any text as the Internet Archive's surt writes it
    (urikit::surt); `options` NULL: the defaults. */
URIKIT_API urikit_error urikit_surt(const char* url, size_t length, const urikit_surt_options* options,
                                    urikit_buffer* out);
/** The reversible SSURT of a URI reference (urikit::ssurt). */
URIKIT_API urikit_error urikit_ssurt(const char* uri, size_t length, urikit_buffer* out);
/** The URI an SSURT key names (urikit::from_ssurt). */
URIKIT_API urikit_error urikit_from_ssurt(const char* key, size_t length, urikit_buffer* out);
/** Google Safe Browsing's canonical URL of any text (urikit::safe_browsing_canonical). */
URIKIT_API urikit_error urikit_safe_browsing_canonical(const char* url, size_t length, urikit_buffer* out);
/** Its lookup expressions (urikit::safe_browsing_expressions), each followed
    by "\n"; their number into `*count` (may be NULL). */
URIKIT_API urikit_error urikit_safe_browsing_expressions(const char* url, size_t length, urikit_buffer* out,
                                                         size_t* count);
/** The same with their SHA-256 digests (urikit::safe_browsing_hashes): 64
    lowercase hex digits, a space and the expression, then "\n", each. */
URIKIT_API urikit_error urikit_safe_browsing_hashes(const char* url, size_t length, urikit_buffer* out,
                                                    size_t* count);
/** The registrable domain (eTLD+1) and the public suffix of a reference's
    host (urikit::site), each into its buffer (either may be NULL; "" when
    there is none: an IP address, a host that is a public suffix, a
    reference without a host, which is ::URIKIT_OK). */
URIKIT_API urikit_error urikit_site(const char* uri, size_t length, urikit_buffer* registrable_domain,
                                    urikit_buffer* public_suffix);
/** What an HTTP client sends a request with (urikit::request_parts); each
    text views the `storage` buffer given with it (valid until that buffer
    is next written or freed). */
typedef struct urikit_request_parts {
    urikit_string scheme;       /**< "http" or "https" */
    urikit_string connect_host; /**< the host to resolve and connect to (a name, dotted IPv4, or IPv6 without brackets) */
    uint16_t port;              /**< the port written, or the scheme's default */
    urikit_string target;       /**< the origin-form request-target: path and query */
    urikit_string host_field;   /**< the Host field value */
    int tls;                    /**< nonzero for https */
    urikit_string zone_id;      /**< the IPv6 literal's zone ID decoded (RFC 6874; never in host_field or target), "" when none */
} urikit_request_parts;

/** The request parts of an http or https URI (urikit::http_request_parts):
    its texts into `storage`, their views into `*out` (emptied on error).
    Errors as the C++ function's (::URIKIT_ERR_UNSUPPORTED_SCHEME for any
    other scheme, ::URIKIT_ERR_MISSING_HOST ...). */
URIKIT_API urikit_error urikit_http_request_parts(const char* uri, size_t length, urikit_buffer* storage,
                                                  urikit_request_parts* out);
/** The same for a parsed reference (one urikit_uri_parse_with read with zone IDs, say). */
URIKIT_API urikit_error urikit_uri_request_parts(const urikit_uri* uri, urikit_buffer* storage,
                                                 urikit_request_parts* out);
/** The same for a URL as a browser parsed it (urikit::http_request_parts of a web_url). */
URIKIT_API urikit_error urikit_url_request_parts(const urikit_url* url, urikit_buffer* storage,
                                                 urikit_request_parts* out);

/** The class of a host or an address (urikit::address_class, the IANA
    special-purpose registries): the values in the C++ enumeration's order. */
typedef enum urikit_address_class {
    URIKIT_ADDRESS_GLOBAL,               /**< none of the special-purpose blocks (or a globally reachable one) */
    URIKIT_ADDRESS_NAME,                 /**< a domain name: resolve it, then classify each address */
    URIKIT_ADDRESS_LOOPBACK_NAME,        /**< localhost, *.localhost (RFC 6761) */
    URIKIT_ADDRESS_LOOPBACK,             /**< 127.0.0.0/8, ::1 */
    URIKIT_ADDRESS_UNSPECIFIED,          /**< 0.0.0.0/8, :: */
    URIKIT_ADDRESS_PRIVATE_USE,          /**< 10/8, 172.16/12, 192.168/16 */
    URIKIT_ADDRESS_SHARED,               /**< 100.64.0.0/10 */
    URIKIT_ADDRESS_LINK_LOCAL,           /**< 169.254.0.0/16, fe80::/10 */
    URIKIT_ADDRESS_UNIQUE_LOCAL,         /**< fc00::/7 */
    URIKIT_ADDRESS_PROTOCOL_ASSIGNMENTS, /**< 192.0.0.0/24, 2001::/23 */
    URIKIT_ADDRESS_DOCUMENTATION,        /**< 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20 */
    URIKIT_ADDRESS_BENCHMARKING,         /**< 198.18.0.0/15, 2001:2::/48 */
    URIKIT_ADDRESS_MULTICAST,            /**< 224.0.0.0/4, ff00::/8 */
    URIKIT_ADDRESS_BROADCAST,            /**< 255.255.255.255 */
    URIKIT_ADDRESS_RESERVED              /**< 240.0.0.0/4 and the other reserved blocks */
} urikit_address_class;

/** The class of `host` as a client reads it (urikit::address_class_of: the
    URL Standard's host parser first, so percent-encoded and IPv4-shorthand
    hosts are what a client connects to; an IPv6 address bare or in
    brackets) into `*out`. Errors: the host parser's, with the offset in
    `host`; ::URIKIT_ERR_MISSING_HOST for an empty host. */
URIKIT_API urikit_error urikit_address_class_of(const char* host, size_t length, urikit_address_class* out);
/** Nonzero for every class a request into a private network may reach: all
    but ::URIKIT_ADDRESS_GLOBAL and ::URIKIT_ADDRESS_NAME (urikit::is_internal). */
URIKIT_API int urikit_is_internal(urikit_address_class c);

/** The W3C Referrer Policy values (urikit::referrer_policy), in its order. */
typedef enum urikit_referrer_policy {
    URIKIT_REFERRER_NO_REFERRER,
    URIKIT_REFERRER_NO_REFERRER_WHEN_DOWNGRADE,
    URIKIT_REFERRER_SAME_ORIGIN,
    URIKIT_REFERRER_ORIGIN,
    URIKIT_REFERRER_STRICT_ORIGIN,
    URIKIT_REFERRER_ORIGIN_WHEN_CROSS_ORIGIN,
    URIKIT_REFERRER_STRICT_ORIGIN_WHEN_CROSS_ORIGIN, /**< the default */
    URIKIT_REFERRER_UNSAFE_URL
} urikit_referrer_policy;

/** The policy a Referrer-Policy field value names, the last valid token
    winning (urikit::referrer_policy_from_header): 1 with `*out` set, or 0
    when no token is a policy (`*out` unchanged; also for a NULL `out` or
    text). */
URIKIT_API int urikit_referrer_policy_from_header(const char* value, size_t length, urikit_referrer_policy* out);
/** The Referer field value of a request for `target` made from `current`
    under `policy` (urikit::referrer) into `out`: empty for no Referer.
    ::URIKIT_ERR_INVALID_ARGUMENT for a NULL URL or a policy out of range. */
URIKIT_API urikit_error urikit_referrer(const urikit_url* current, const urikit_url* target,
                                        urikit_referrer_policy policy, urikit_buffer* out);
/** Nonzero when `url` is potentially trustworthy (urikit::is_potentially_trustworthy); 0 for NULL. */
URIKIT_API int urikit_is_potentially_trustworthy(const urikit_url* url);

/** What following a redirect changes (urikit::redirect_changes; nonzero is true). */
typedef struct urikit_redirect_hop {
    int cross_origin;             /**< the origins differ (default ports applied) */
    int cross_site;               /**< not schemefully same site (the Public Suffix List) */
    int downgrade;                /**< from a potentially trustworthy URL to one that is not */
    int drop_authorization;       /**< send no Authorization field */
    int drop_cookie;              /**< send no Cookie field the caller set */
    int drop_proxy_authorization; /**< send no Proxy-Authorization field */
    int method_becomes_get;       /**< the next request is a GET */
    int drop_body;                /**< no body, and no Content-Encoding, -Language, -Location, -Type */
} urikit_redirect_hop;

/** The changes for following a redirect of `status` from the request for
    `current` made with `method` to `next` (urikit::redirect_decision);
    `keep_credentials_on_upgrade` nonzero: Requests' and HTTPX's rule for an
    http to https upgrade of the same host with default ports. `*out` is
    zeroed on error. Errors as the C++ function's (::URIKIT_ERR_INVALID_ARGUMENT
    for a status that is no redirect, a method that is no token, a NULL
    argument; ::URIKIT_ERR_UNSUPPORTED_SCHEME when `next` is not http or
    https; ::URIKIT_ERR_PSL_UNAVAILABLE). */
URIKIT_API urikit_error urikit_redirect_decision(const urikit_url* current, const urikit_url* next, const char* method,
                                                 size_t method_length, int status, int keep_credentials_on_upgrade,
                                                 urikit_redirect_hop* out);

/** A request guard's policy (urikit::request_policy). `refuse` has bit
    (1 << c) set for each ::urikit_address_class c refused; the lists are
    views the caller keeps alive during the call. */
typedef struct urikit_request_policy {
    uint32_t refuse;                  /**< the classes refused, a bit each */
    const urikit_string* allow_hosts; /**< when this or allow_sites is non-empty, the host must be listed (`allow_host_count`) */
    size_t allow_host_count;          /**< how many `allow_hosts` holds */
    const urikit_string* allow_sites; /**< ... or have one of these registrable domains (`allow_site_count`) */
    size_t allow_site_count;          /**< how many `allow_sites` holds */
    int allow_names;                  /**< nonzero: a domain name passes (resolve it, then check each address) */
    const uint16_t* ports;            /**< the ports allowed (`port_count`; none: any) */
    size_t port_count;                /**< how many `ports` holds */
    int refuse_ambiguous_host;        /**< nonzero: urikit_check_request_text refuses a text read two ways */
} urikit_request_policy;

/** urikit's default policy: every internal class refused (all but
    ::URIKIT_ADDRESS_GLOBAL and ::URIKIT_ADDRESS_NAME), names allowed, no
    allow list, any port. */
URIKIT_API urikit_request_policy urikit_request_default_policy(void);
/** The request parts for `url` when `policy` allows the request
    (urikit::check_request; `policy` NULL: the default), its texts into
    `storage`, their views into `*out` (emptied on error). Errors as the
    C++ function's: ::URIKIT_ERR_ADDRESS_REFUSED, ::URIKIT_ERR_NAME_NOT_ALLOWED,
    ::URIKIT_ERR_HOST_NOT_ALLOWED, ::URIKIT_ERR_PORT_NOT_ALLOWED, the request
    parts' (::URIKIT_ERR_UNSUPPORTED_SCHEME ...), each at its offset in the
    URL's href; ::URIKIT_ERR_INVALID_ARGUMENT for a NULL argument or list
    pointer with a count. */
URIKIT_API urikit_error urikit_check_request(const urikit_url* url, const urikit_request_policy* policy,
                                             urikit_buffer* storage, urikit_request_parts* out);

/** The same for a pasted address (urikit::check_request of a text: read as
    a browser reads it, refusals at the host as the text writes it, and
    ::URIKIT_ERR_AMBIGUOUS_HOST for a text an RFC 3986 reader takes to
    another host unless `policy->refuse_ambiguous_host` is 0). */
URIKIT_API urikit_error urikit_check_request_text(const char* text, size_t length, const urikit_request_policy* policy,
                                                  urikit_buffer* storage, urikit_request_parts* out);
/** 1 when `text` names one host to the URL Standard's parser (against
    `base`, which may be NULL) and another to an RFC 3986 reader
    (urikit::differing_host_readings), the two hosts then in `url_standard`
    and `rfc3986` (either may be NULL) and where the second begins in
    `*rfc3986_offset` (may be NULL); 0 when they agree, -1 for a NULL text
    with a length or out of memory. */
URIKIT_API int urikit_differing_host_readings(const char* text, size_t length, const urikit_url* base,
                                              urikit_buffer* url_standard, urikit_buffer* rfc3986,
                                              uint32_t* rfc3986_offset);

/** What urikit_redact() hides besides the password (urikit::redact_options;
    nonzero is true). The views are the caller's, alive during the call. */
typedef struct urikit_redact_options {
    int userinfo;                   /**< the whole userinfo, the user name too */
    int query_values;               /**< every query parameter's value */
    const urikit_string* parameters; /**< the values of these parameters (query and fragment; `parameter_count` of them) */
    size_t parameter_count;         /**< how many `parameters` holds */
    urikit_string marker;           /**< what replaces each hidden part; "REDACTED" when its data is NULL */
} urikit_redact_options;

/** `text` with its credentials replaced by the marker (urikit::redact: the
    widest of the clients' readings, so never shown as is), into `out`;
    `options` NULL: the password alone, "REDACTED". Fails only with
    ::URIKIT_ERR_INVALID_ARGUMENT (a NULL `out`, text or list pointer with a
    length) or ::URIKIT_ERR_OUT_OF_MEMORY. */
URIKIT_API urikit_error urikit_redact(const char* text, size_t length, const urikit_redact_options* options,
                                      urikit_buffer* out);

/** The dedup profile's steps (urikit::dedup_options; nonzero is true). The
    name lists are views the caller keeps alive during the call; a name
    ending in "*" is a prefix. */
typedef struct urikit_dedup_options {
    int session_ids;              /**< remove session ids (jsessionid, phpsessid, sid, ...) */
    int tracking_parameters;      /**< remove the parameters `tracking` names */
    const urikit_string* tracking; /**< the tracking parameter names (`tracking_count` of them) */
    size_t tracking_count;        /**< how many `tracking` holds */
    const urikit_string* keep;    /**< names kept though `tracking` names them (`keep_count`) */
    size_t keep_count;            /**< how many `keep` holds */
    int strip_www;                /**< remove leading "www." labels */
    int trailing_slash;           /**< remove trailing "/" of the path */
} urikit_dedup_options;

/** urikit's defaults: every step on, tracking = utm_*, gclid, fbclid,
    msclkid, mc_cid, mc_eid (static views), keep none. */
URIKIT_API urikit_dedup_options urikit_dedup_default_options(void);
/** The reference normalized by the dedup profile with these steps
    (urikit::normalize_dedup); `options` NULL: the defaults
    (urikit_normalize with ::URIKIT_PROFILE_DEDUP). ::URIKIT_ERR_INVALID_ARGUMENT
    for a list pointer NULL with a nonzero count, or a NULL name with a length. */
URIKIT_API urikit_error urikit_normalize_dedup(const char* uri, size_t length, const urikit_dedup_options* options,
                                               urikit_buffer* out);
/** The RFC 6454 origin of a URI reference, serialized (urikit::origin; "null" for a unique origin). */
URIKIT_API urikit_error urikit_origin(const char* uri, size_t length, urikit_buffer* out);
/** The request-target of an http(s) URI (urikit::request_target). */
URIKIT_API urikit_error urikit_request_target(const char* uri, size_t length, urikit_target_form form,
                                              urikit_buffer* out);
/** Its Host header field value (urikit::host_field). */
URIKIT_API urikit_error urikit_host_field(const char* uri, size_t length, urikit_buffer* out);
/** A Location header value resolved against the request's URL (urikit::resolve_location). */
URIKIT_API urikit_error urikit_resolve_location(const urikit_url* current, const char* location, size_t length,
                                                urikit_buffer* out);
/** The scheme's default port (urikit::default_port), or -1 when it has none. */
URIKIT_API int urikit_default_port(const char* scheme, size_t length);

#ifdef __cplusplus
}
#endif

#endif /* URIKIT_H */
