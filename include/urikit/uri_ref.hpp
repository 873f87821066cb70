#pragma once
/// @file
/// uri_ref: the one door to the RFC 3986 functions. Every function that
/// reads an RFC 3986 reference (normalize, equivalent, hash_value, the
/// crawl keys, site, the HTTP request forms) takes a `uri_ref const&`, which
/// a uri_view, a uri and a web_url each become without a call: a web_url is
/// read as its RFC 3986 form (to_rfc3986), and an error of the function is
/// moved into the caller's text by one rule (uri_ref::at_source).

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/result.hpp>
#include <urikit/uri.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

class web_url;

/// A parsed reference as an RFC 3986 function reads it, made from what the
/// caller has: a uri_view or a uri (viewed, nothing copied), or a web_url
/// (read as its RFC 3986 form: the bytes to_rfc3986 writes, into the
/// uri_ref's own text, when a function first reads it; a function that
/// takes the web URL as it is, origin or resolve_location, writes none). A
/// parameter type: made for one call from an argument, neither copied nor
/// moved; it views the uri_view's text, the uri or the web_url, which
/// outlive the call.
///
/// Errors point into the caller's text (at_source): for a uri_view or a uri
/// the function's own offset; for a web_url the same distance into the same
/// component of its href, or that component's end in the href where
/// to_rfc3986 made it longer; an offset outside every component stays,
/// within the href.
class uri_ref {
public:
    /// A reference parsed by parse_uri or parse_uri_reference: the view
    /// itself is read, not copied.
    uri_ref(uri_view const& v URIKIT_LIFETIMEBOUND) noexcept : view_(&v) {} // NOLINT(google-explicit-constructor)
    /// An owned reference: its text viewed, not copied.
    uri_ref(uri const& u URIKIT_LIFETIMEBOUND) noexcept // NOLINT(google-explicit-constructor)
        : view_(std::construct_at(&held_.own, u.view())) {}
    /// Not from a temporary uri (a view of it would outlive it), as uri's operator uri_view.
    uri_ref(uri const&&) = delete;
    // A web URL becomes one by its own conversion (web_url::operator
    // uri_ref, the web module's), so this module names no web function.

    uri_ref(uri_ref const&) = delete;
    uri_ref& operator=(uri_ref const&) = delete;
    ~uri_ref() {
        if (web_ != nullptr) std::destroy_at(&held_.form);
    }

    /// The reference the function reads (the empty reference when made() failed).
    [[nodiscard]] uri_view const& view() const {
        if (web_ != nullptr && !held_.form.written) write_form();
        return *view_;
    }
    /// errc::ok, or why a web_url has no RFC 3986 form (only an href over
    /// max_input_size once encoded: errc::output_too_long).
    [[nodiscard]] error made() const {
        if (web_ == nullptr) return {};
        if (!held_.form.written) write_form();
        return held_.form.made;
    }
    /// The web URL this was made from, or nullptr (a uri_view or a uri).
    [[nodiscard]] web_url const* web() const noexcept { return web_; }
    /// The caller's text: the uri_view's or uri's, the web_url's href.
    [[nodiscard]] std::string_view source() const noexcept { return web_ != nullptr ? held_.form.href : view_->str(); }

    /// `e`, an error at an offset of view()'s text, at its place in the
    /// caller's text by the rule above; errc::ok stays as it is.
    [[nodiscard]] error at_source(error e) const noexcept {
        return e.code == errc::ok || web_ == nullptr ? e : in_href(e);
    }
    /// The same for a result: its value unchanged, its error moved.
    template <class T>
    [[nodiscard]] result<T> at_source(result<T>&& r) const {
        if (r) return std::move(r);
        return at_source(r.error());
    }

private:
    friend class web_url;
    /// Writes a web_url's RFC 3986 form into `text`, its components into
    /// `parts` (to_rfc3986_into); the web module's, called through this.
    using form_writer = error (*)(web_url const&, std::string& text, components& parts);
    uri_ref(web_url const& w, components const& href_parts, std::string_view href, form_writer write) noexcept
        : view_(&std::construct_at(&held_.form, href_parts, href, write)->view), web_(&w) {}

    URIKIT_API void write_form() const;
    [[nodiscard]] URIKIT_API error in_href(error e) const noexcept;

    // A web_url's href and its RFC 3986 form, written by write_form when
    // first read.
    struct web_form {
        web_form(components const& parts, std::string_view text_of_href, form_writer writer) noexcept
            : href_parts(&parts), href(text_of_href), write(writer) {}
        components const* href_parts; // the href's components
        std::string_view href;
        form_writer write;            // how the form is written
        std::string text;
        uri_view view;                // of text
        error made{};
        bool written = false;
    };
    // What a uri_ref holds of its own: nothing for a uri_view (the caller's
    // is read), a uri's view, or a web_url's form; made by the constructor
    // and, for a web_url's, ended by the destructor.
    union held {
        held() noexcept {}
        ~held() {}
        held(held const&) = delete;
        held& operator=(held const&) = delete;
        uri_view own;
        web_form form;
    };

    mutable held held_;
    uri_view const* view_;                   // the view read: the caller's, or held_'s
    web_url const* web_ = nullptr;           // the web_url, or none (then held_.form is)
};

} // namespace urikit
