// urikit: uri_view recomposition (RFC 3986 §5.3) and port number.
#include <urikit/uri_view.hpp>

namespace urikit {

result<std::uint16_t> uri_view::port_number() const noexcept {
    std::string_view const p = port();
    auto const at = static_cast<std::uint32_t>(has_port() ? parts_.begin(component::port) : 0);
    if (!has_port() || p.empty()) return error{errc::invalid_port, at};
    std::uint32_t value = 0;
    for (char c : p) {
        if (c < '0' || c > '9') return error{errc::invalid_port, at};
        value = value * 10 + static_cast<std::uint32_t>(c - '0');
        if (value > 65535) return error{errc::port_out_of_range, at};
    }
    return static_cast<std::uint16_t>(value);
}

// RFC 3986 §5.3:
//   if defined(scheme) then append scheme to result; append ":" to result;
//   if defined(authority) then append "//" to result; append authority;
//   append path to result;
//   if defined(query) then append "?" to result; append query;
//   if defined(fragment) then append "#" to result; append fragment;
void uri_view::recompose_into(std::string& out) const {
    if (has_scheme()) {
        out.append(scheme());
        out.push_back(':');
    }
    if (has_authority()) {
        out.append("//");
        if (has_userinfo()) {
            out.append(userinfo());
            out.push_back('@');
        }
        out.append(host());
        if (has_port()) {
            out.push_back(':');
            out.append(port());
        }
    }
    out.append(path());
    if (has_query()) {
        out.push_back('?');
        out.append(query());
    }
    if (has_fragment()) {
        out.push_back('#');
        out.append(fragment());
    }
}

std::string uri_view::recompose() const {
    std::string out;
    out.reserve(input_.size());
    recompose_into(out);
    return out;
}

} // namespace urikit
