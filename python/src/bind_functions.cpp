// The single-call functions: one input, one result (or URIError).
#include "bindings.hpp"
#include "fastcall.hpp"
#include "operations.hpp"
#include "names.hpp"
#include "per_thread.hpp"
#include "py_text.hpp"

#include <urikit/pct.hpp>
#include <urikit/utf8.hpp>
#include <urikit/web_domain.hpp>

namespace urikit::python {

namespace {

struct single_call_output;
struct single_call_base;
struct equivalent_second;

/// The result of a single call: this thread's, given back when it grew large.
using out_buffer = per_thread<single_call_output, std::string>;
/// A single call's base, kept while the next call names the same text.
using base_buffer = per_thread<single_call_base, base_ref>;

py::object normalize_one(py::handle text, py::handle profile_name, bool web, py::handle base, py::handle dedup) {
    text_arg const in = read_text(text, "text");
    std::optional<dedup_options> steps; // made only when options are given
    named_form const p = profile_named(profile_name);
    normalize_options opts{p.p, web, nullptr, dedup_named(dedup, p, steps)};
    base_buffer b;
    if (!base.is_none()) {
        opts.base = &make_base(base, web, b.get());
    }
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = normalize_text(in.bytes, opts, out); e.code != errc::ok) raise_uri_error(e, in);
    return in.is_bytes ? make_text(out, true) : make_ascii(out);
}

bool equivalent_two(py::handle a, py::handle b, py::handle profile_name, bool web) {
    text_arg const first = read_text(a, "a"), second = read_text(b, "b");
    std::optional<dedup_options> steps;
    named_form const p = profile_named(profile_name);
    normalize_options const opts{p.p, web, nullptr, dedup_named(py::none(), p, steps)};
    per_thread<equivalent_second, std::string> second_buffer;
    std::string& other = second_buffer.get();
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = normalize_text(first.bytes, opts, out); e.code != errc::ok) raise_uri_error(e, first);
    if (error const e = normalize_text(second.bytes, opts, other); e.code != errc::ok) raise_uri_error(e, second);
    return out == other;
}

py::object resolve_two(py::handle base, py::handle reference) {
    base_buffer b;
    make_base(base, false, b.get());
    text_arg const ref = read_text(reference, "reference");
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = resolve_text(b.get(), ref.bytes, out); e.code != errc::ok) raise_uri_error(e, ref);
    return ref.is_bytes ? make_text(out, true) : make_ascii(out);
}

using text_fn = error (*)(std::string_view, std::string&);

// The Standard's domain to Unicode (its recorded error is not told here).
error domain_to_unicode_text(std::string_view domain, std::string& out) { return domain_to_unicode_into(domain, out); }

template <text_fn Fn>
py::object convert_one(py::handle text) {
    text_arg const in = read_text(text, "text");
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = Fn(in.bytes, out); e.code != errc::ok) raise_uri_error(e, in);
    return make_text(out, in.is_bytes);
}

py::object href_one(py::handle text, py::handle base) {
    text_arg const in = read_text(text, "text");
    base_buffer b;
    base_ref const* const pb = base.is_none() ? nullptr : &make_base(base, true, b.get());
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = href_text(in.bytes, pb, out); e.code != errc::ok) raise_uri_error(e, in);
    return in.is_bytes ? make_text(out, true) : make_ascii(out);
}

// The URL Standard's canParse: a base that does not parse gives False.
py::object can_parse_one(py::handle text, py::handle base) {
    text_arg const in = read_text(text, "text");
    if (base.is_none()) return py::bool_(can_parse(in.bytes));
    text_arg const b = read_text(base, "base");
    return py::bool_(can_parse(in.bytes, b.bytes));
}

// The URL Standard's domain parser (domain to ASCII), beStrict as asked.
py::object domain_to_ascii_one(py::handle text, bool strict) {
    text_arg const in = read_text(text, "text");
    out_buffer buffer;
    std::string& out = buffer.get();
    if (error const e = domain_to_ascii_into(in.bytes, {.be_strict = strict}, out); e.code != errc::ok) raise_uri_error(e, in);
    return make_text(out, in.is_bytes);
}

bool is_valid_domain_one(py::handle text) { return is_valid_domain(read_text(text, "text").bytes); }

py::object encode_one(py::handle text, py::handle component) {
    text_arg const in = read_text(text, "text");
    out_buffer buffer;
    std::string& out = buffer.get();
    out.clear();
    pct_encode(in.bytes, codec_named(component), out);
    return in.is_bytes ? make_text(out, true) : make_ascii(out);
}

py::object decode_one(py::handle text, py::handle component, bool plus_as_space, bool to_bytes) {
    text_arg const in = read_text(text, "text");
    out_buffer buffer;
    std::string& out = buffer.get();
    out.clear();
    if (error const e = pct_decode(in.bytes, codec_named(component), out, {plus_as_space}); e.code != errc::ok) {
        raise_uri_error(e, in);
    }
    if (in.is_bytes || to_bytes) return make_text(out, true);
    if (std::size_t const bad = first_non_utf8(out); bad != std::string::npos) {
        raise_uri_error({errc::invalid_utf8, encoded_offset(in.bytes, bad)}, in);
    }
    return make_text(out, false);
}

} // namespace

base_ref& make_base(py::handle base, bool web, base_ref& into) {
    text_arg const b = read_text(base, "base");
    if (into.present && into.web == web && into.text == b.bytes) return into; // the same base again
    if (error const e = into.assign(b.bytes, web); e.code != errc::ok) raise_uri_error(e, b);
    return into;
}

std::size_t first_non_utf8(std::string_view bytes) {
    for (std::size_t i = 0; i < bytes.size();) {
        utf8_char const c = utf8_next(bytes.data() + i, bytes.size() - i);
        if (!c.valid) return i;
        i += c.size;
    }
    return std::string_view::npos;
}

std::uint32_t encoded_offset(std::string_view encoded, std::size_t decoded_index) {
    std::size_t i = 0;
    for (std::size_t n = 0; n < decoded_index && i < encoded.size(); ++n) i += encoded[i] == '%' ? 3u : 1u;
    return static_cast<std::uint32_t>(i);
}

void bind_functions(py::module_& m) {
    // Positional only, every argument given: the urikit package's Python functions call these.
    static PyMethodDef table[] = {
        fastcall_def<&normalize_one>("normalize", "normalize(text, profile, web, base, dedup)"),
        fastcall_def<&equivalent_two>("equivalent", "equivalent(a, b, profile, web)"),
        fastcall_def<&resolve_two>("resolve", "resolve(base, reference)"),
        fastcall_def<&convert_one<&to_uri_text>>("to_uri", "to_uri(text)"),
        fastcall_def<&convert_one<&to_iri_text>>("to_iri", "to_iri(text)"),
        fastcall_def<&href_one>("href", "href(text, base)"),
        fastcall_def<&can_parse_one>("can_parse", "can_parse(text, base)"),
        fastcall_def<&domain_to_ascii_one>("domain_to_ascii", "domain_to_ascii(text, strict)"),
        fastcall_def<&convert_one<&domain_to_unicode_text>>("domain_to_unicode", "domain_to_unicode(text)"),
        fastcall_def<&is_valid_domain_one>("is_valid_domain", "is_valid_domain(text)"),
        fastcall_def<&encode_one>("pct_encode", "pct_encode(text, component)"),
        fastcall_def<&decode_one>("pct_decode", "pct_decode(text, component, plus_as_space, as_bytes)"),
        {nullptr, nullptr, 0, nullptr},
    };
    if (PyModule_AddFunctions(m.ptr(), table) != 0) throw py::error_already_set();
}

} // namespace urikit::python
