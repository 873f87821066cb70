// urikit web mode: the basic URL parser (URL Standard, URL parsing) as a
// split followed by per-component processing. The input is first split
// where the state machine always splits it: the fragment after the first
// "#", the query after the first "?" before it. The rest (the head) gives
// the scheme, then, by the scheme and the base, the authority and the path,
// which go to the component processors of web_assembler and web_host.
#include <algorithm>

#include <urikit/web_url.hpp>

#include "src/core/charsets.hpp"
#include "src/core/port_number.hpp"
#include "src/core/produce.hpp"
#include "src/core/scratch.hpp"
#include "src/web/web_access.hpp"
#include "src/web/web_assembler.hpp"
#include "src/web/scratch_url.hpp"
#include "src/web/web_input.hpp"
#include "src/web/web_fast_path.hpp"
#include "src/web/web_parse.hpp"
#include "src/web/web_scan.hpp"

namespace urikit::detail {

namespace {

struct web_output_scratch;

// The head, query and fragment of a cleaned input.
struct web_split {
    std::string_view head;
    std::optional<std::string_view> query;
    std::optional<std::string_view> fragment;
};

web_split split_query_fragment(std::string_view s, web_scan const& seen) noexcept {
    web_split r;
    std::size_t const hash = seen.hash;
    if (hash != std::string_view::npos) {
        r.fragment = s.substr(hash + 1);
        s = s.substr(0, hash);
    }
    std::size_t const question = seen.question;
    if (question < s.size()) {
        r.query = s.substr(question + 1);
        s = s.substr(0, question);
    }
    r.head = s;
    return r;
}

// The length of a scheme followed by ":" at the start of `head` (scheme
// start state, scheme state), 0 when there is none.
std::size_t scheme_length(std::string_view head) noexcept {
    if (head.empty() || !grammar::in_set(head[0], grammar::cs_alpha)) return 0;
    std::size_t i = 1;
    while (i < head.size() && grammar::in_set(head[i], grammar::cs_scheme)) ++i;
    return i < head.size() && head[i] == ':' ? i : 0;
}

// Where the host ends in host:port: the first ":" outside "[...]" (host state).
std::size_t port_colon(std::string_view hostport, bool bracket_seen) noexcept {
    if (!bracket_seen || hostport.find('[') == std::string_view::npos) {
        return std::min(hostport.find(':'), hostport.size());
    }
    bool inside_brackets = false;
    std::size_t colon = 0;
    for (; colon < hostport.size(); ++colon) {
        char const c = hostport[colon];
        if (c == '[') inside_brackets = true;
        if (c == ']') inside_brackets = false;
        if (c == ':' && !inside_brackets) break;
    }
    return colon;
}

class web_parser {
public:
    web_parser(std::string_view text, web_scan const& seen, web_url const* base, web_assembler& a)
        : text_(text), seen_(seen), base_(base), a_(a), split_(split_query_fragment(text, seen)) {}

    error run();

private:
    error with_scheme(std::size_t n);
    error without_scheme();
    error relative(std::string_view rest);
    error authority(std::string_view text);
    error file(std::string_view rest, web_url const* base);
    error file_host(std::string_view text);
    void path_start(std::string_view remainder);
    void query_and_fragment();
    error fail(errc code, std::string_view at) const noexcept {
        return error{code, static_cast<std::uint32_t>(at.data() - text_.data())};
    }
    error fail_at(errc code, std::size_t at) const noexcept { return error{code, static_cast<std::uint32_t>(at)}; }
    bool is_slash(char c) const noexcept { return c == '/' || (a_.special() && c == '\\'); }
    std::size_t offset(std::string_view s) const noexcept { return static_cast<std::size_t>(s.data() - text_.data()); }

    std::string_view text_;
    web_scan const& seen_;
    web_url const* base_;
    web_assembler& a_;
    web_split split_;
    bool inherit_query_ = false; // the base's query stays unless the input has one
};

error web_parser::run() {
    std::size_t const n = scheme_length(split_.head);
    error const e = n != 0 ? with_scheme(n) : without_scheme();
    if (e.code != errc::ok) return e;
    query_and_fragment();
    return {};
}

void web_parser::query_and_fragment() {
    if (split_.query) {
        a_.query(*split_.query);
    } else if (inherit_query_ && base_->has_query()) {
        a_.copy_query(base_->query());
    }
    if (split_.fragment) a_.fragment(*split_.fragment);
}

error web_parser::with_scheme(std::size_t n) {
    a_.scheme(split_.head.substr(0, n));
    std::string_view const rest = split_.head.substr(n + 1);
    bool const base_same_scheme = base_ != nullptr && base_->scheme() == a_.scheme_text();
    if (a_.is_file()) return file(rest, base_same_scheme ? base_ : nullptr);
    if (a_.special()) {
        // special relative or authority state: a base of the same scheme
        // makes "http:x" relative; two slashes of either kind begin an authority.
        bool const two_slashes = rest.size() >= 2 && is_slash(rest[0]) && is_slash(rest[1]);
        if (base_same_scheme && !two_slashes) return relative(rest);
        std::size_t i = 0; // special authority (ignore) slashes state
        while (i < rest.size() && is_slash(rest[i])) ++i;
        return authority(rest.substr(i));
    }
    if (rest.size() >= 2 && rest[0] == '/' && rest[1] == '/') return authority(rest.substr(2));
    if (!rest.empty() && rest[0] == '/') { // path or authority state, then path state
        a_.open_path();
        a_.path_state(rest.substr(1));
        return {};
    }
    a_.opaque_path(rest, split_.query || split_.fragment);
    return {};
}

// no scheme state
error web_parser::without_scheme() {
    if (base_ == nullptr) return fail_at(errc::relative_without_base, 0);
    if (base_->has_opaque_path()) {
        if (!split_.head.empty() || split_.query || !split_.fragment) return fail_at(errc::relative_without_base, 0);
        a_.scheme(base_->scheme());
        a_.copy_opaque_path(base_->pathname());
        inherit_query_ = true;
        return {};
    }
    a_.scheme(base_->scheme());
    if (a_.is_file()) return file(split_.head, base_);
    return relative(split_.head);
}

// relative state, relative slash state
error web_parser::relative(std::string_view rest) {
    if (!rest.empty() && is_slash(rest[0])) {
        if (rest.size() >= 2 && is_slash(rest[1])) {
            std::size_t i = 2;
            while (a_.special() && i < rest.size() && is_slash(rest[i])) ++i;
            return authority(rest.substr(i));
        }
        a_.copy_authority(*base_);
        a_.open_path();
        a_.path_state(rest.substr(1));
        return {};
    }
    a_.copy_authority(*base_);
    a_.open_path();
    a_.copy_path(base_->pathname());
    if (rest.empty()) {
        inherit_query_ = true;
        return {};
    }
    a_.shorten_path();
    a_.path_state(rest);
    return {};
}

// authority state, host state, port state
error web_parser::authority(std::string_view text) {
    std::size_t end = std::min(text.find('/'), text.size());
    if (a_.special() && seen_.backslash) end = std::min(end, text.substr(0, end).find('\\'));
    std::string_view hostport = text.substr(0, end);
    a_.open_authority();
    std::size_t const at = seen_.at ? hostport.rfind('@') : std::string_view::npos;
    if (at != std::string_view::npos) {
        a_.credentials(hostport.substr(0, at));
        hostport.remove_prefix(at + 1);
        if (hostport.empty()) return fail(errc::authority_without_host, text.substr(end));
    }
    std::size_t const colon = port_colon(hostport, seen_.bracket);
    std::string_view const host = hostport.substr(0, colon);
    if (host.empty() && colon < hostport.size()) return fail(errc::authority_without_host, hostport);
    if (host.empty() && a_.special()) return fail(errc::missing_host, hostport);
    if (error const e = a_.host(host); e.code != errc::ok) return fail_at(e.code, offset(host) + e.offset);
    if (colon < hostport.size()) {
        std::string_view const digits = hostport.substr(colon + 1);
        if (!digits.empty()) {
            auto const value = port_value(digits);
            if (!value) return fail_at(value.error().code, offset(digits) + value.error().offset);
            if (special_default_port(a_.scheme_text()) != *value) a_.port(*value);
        }
    }
    path_start(text.substr(end));
    return {};
}

// path start state after a host: special URLs always have a path; others
// only when something follows the host.
void web_parser::path_start(std::string_view remainder) {
    a_.open_path();
    if (!remainder.empty()) {
        a_.path_state(remainder.substr(1));
    } else if (a_.special()) {
        a_.path_state(remainder);
    }
}

// file state, file slash state
error web_parser::file(std::string_view rest, web_url const* base) {
    auto const slash = [](char c) { return c == '/' || c == '\\'; };
    if (!rest.empty() && slash(rest[0])) {
        if (rest.size() >= 2 && slash(rest[1])) return file_host(rest.substr(2));
        if (base != nullptr) {
            a_.open_authority();
            a_.serialized_host(base->hostname(), base->host_kind());
        } else {
            a_.open_authority();
            (void)a_.host({});
        }
        a_.open_path();
        std::string_view const base_first = base != nullptr ? first_path_segment(base->pathname()) : std::string_view();
        if (base != nullptr && !starts_with_windows_drive_letter(rest.substr(1)) &&
            is_windows_drive_letter(base_first, true)) {
            a_.copy_path(base->pathname().substr(0, 1 + base_first.size())); // the base's drive letter
        }
        a_.path_state(rest.substr(1));
        return {};
    }
    a_.open_authority();
    if (base == nullptr) {
        (void)a_.host({});
        a_.open_path();
        a_.path_state(rest);
        return {};
    }
    a_.serialized_host(base->hostname(), base->host_kind());
    a_.open_path();
    a_.copy_path(base->pathname());
    if (rest.empty()) {
        inherit_query_ = true;
        return {};
    }
    if (starts_with_windows_drive_letter(rest)) {
        a_.clear_path();
    } else {
        a_.shorten_path();
    }
    a_.path_state(rest);
    return {};
}

// file host state
error web_parser::file_host(std::string_view text) {
    std::size_t end = 0;
    while (end < text.size() && text[end] != '/' && text[end] != '\\') ++end;
    std::string_view const buffer = text.substr(0, end);
    a_.open_authority();
    if (is_windows_drive_letter(buffer, false)) { // the buffer goes on into the path state
        (void)a_.host({});
        a_.open_path();
        a_.path_state(text);
        return {};
    }
    if (error const e = a_.host(buffer); e.code != errc::ok) return fail_at(e.code, offset(buffer) + e.offset);
    if (a_.host_is_localhost()) a_.clear_host();
    path_start(text.substr(end));
    return {};
}

} // namespace

// The first segment of a serialized list path ("" when there is none).
std::string_view first_path_segment(std::string_view pathname) noexcept {
    if (pathname.empty() || pathname[0] != '/') return {};
    pathname.remove_prefix(1);
    return pathname.substr(0, pathname.find('/'));
}

namespace {

error run_parser(std::string_view text, web_scan const& seen, web_url const* base, web_url& out) {
    scratch<web_output_scratch> buffer;
    web_assembler a(buffer.get(), seen);
    if (error const e = web_parser(text, seen, base, a).run(); e.code != errc::ok) return e;
    return a.finish(out);
}

} // namespace

error parse_web_record(std::string_view input, web_url const* base, web_url& out, bool fast) {
    if (input.size() > max_input_size) return error{errc::input_too_long, static_cast<std::uint32_t>(max_input_size)};
    if (fast && parse_web_fast(input, out)) return {};
    web_scan const seen = scan_web_input(input);
    if (!seen.needs_cleaning) return run_parser(input, seen, base, out); // nothing to trim, remove or check
    web_input const in(input); // leading and trailing C0 controls and spaces trimmed
    std::string_view const text = in.text();
    if (std::size_t const bad = first_invalid_utf8(text); bad != std::string_view::npos) {
        return error{errc::invalid_utf8, in.original_offset(bad)};
    }
    error const e = run_parser(text, scan_web_input(text), base, out);
    if (e.code != errc::ok && e.code != errc::output_too_long) return error{e.code, in.original_offset(e.offset)};
    return e;
}

} // namespace urikit::detail

namespace urikit {

error parse_web_into(std::string_view input, web_url const* base, web_url& out) {
    // The one-copy path first: it reads no base and leaves `out` alone when it does not decide.
    if (input.size() <= max_input_size && detail::parse_web_fast(input, out)) return {};
    if (base == &out) {
        web_url const copy = *base; // the base is read while `out` is written
        return detail::parse_web_record(input, &copy, out, false);
    }
    return detail::parse_web_record(input, base, out, false);
}

namespace {
struct can_parse_url;
struct can_parse_base;
} // namespace

bool can_parse(std::string_view input, web_url const* base) {
    detail::scratch_url<can_parse_url> url;
    return parse_web_into(input, base, url.get()).code == errc::ok;
}

bool can_parse(std::string_view input, std::string_view base) {
    detail::scratch_url<can_parse_base> parsed_base;
    if (parse_web_into(base, nullptr, parsed_base.get()).code != errc::ok) return false;
    return can_parse(input, &parsed_base.get());
}

result<web_url> parse_web(std::string_view input, web_url const* base) {
    return detail::owned_result<web_url>([&](web_url& out) { return parse_web_into(input, base, out); });
}

} // namespace urikit
