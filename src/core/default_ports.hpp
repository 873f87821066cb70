// urikit: default ports of URI schemes (RFC 3986 §6.2.3; IANA registrations).
#pragma once

#include <cstdint>
#include <string_view>

namespace urikit::detail {

struct scheme_port {
    std::string_view scheme; // lowercase
    std::uint16_t port;
};

inline constexpr scheme_port default_ports[] = {
    {"http", 80},    {"https", 443}, {"ws", 80},     {"wss", 443},   {"ftp", 21},     {"gopher", 70},
    {"ssh", 22},     {"telnet", 23}, {"tftp", 69},   {"ldap", 389},  {"ldaps", 636},  {"nntp", 119},
    {"imap", 143},   {"pop", 110},   {"rtsp", 554},  {"sip", 5060},  {"sips", 5061},  {"rsync", 873},
    {"svn", 3690},   {"git", 9418},  {"coap", 5683}, {"coaps", 5684}, {"wais", 210},  {"prospero", 1525},
};

// The default port of a scheme (compared case-insensitively), 0 when it has none.
constexpr std::uint16_t default_port(std::string_view scheme) noexcept {
    for (auto const& sp : default_ports) {
        if (sp.scheme.size() != scheme.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < scheme.size() && same; ++i) {
            char c = scheme[i];
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
            same = c == sp.scheme[i];
        }
        if (same) return sp.port;
    }
    return 0;
}

} // namespace urikit::detail
