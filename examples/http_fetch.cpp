// urikit example: a redirect-following HTTP/1.1 fetcher over Boost.Beast.
//
//   http_fetch URL [MAX_REDIRECTS]
//
// Reads URL as a browser reads a pasted address, follows up to
// MAX_REDIRECTS (default 10) redirects the way browsers do (a Location
// relative to the current URL, a server's Latin-1 bytes percent-encoded, the
// fragment inherited), and prints each request and the final URL. The URL
// handling is the lines marked "// urikit"; the rest is Beast. Plain http
// only (an https hop is reported, not fetched: TLS is Beast's business).
#include <cstdlib>
#include <iostream>
#include <string>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <urikit/urikit.hpp>

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

namespace {

// One GET of the request `r` describes: the response's status and its
// Location field (bytes as sent), and the body's length.
struct answer {
    unsigned status = 0;
    std::string location;
    std::size_t body = 0;
};

answer get(boost::asio::io_context& io, urikit::request_parts const& r) {
    tcp::resolver resolver(io);
    beast::tcp_stream stream(io);
    stream.connect(resolver.resolve(r.connect_host, std::to_string(r.port)));
    http::request<http::empty_body> req{http::verb::get, r.target, 11};
    req.set(http::field::host, r.host_field);
    req.set(http::field::user_agent, "urikit-example");
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    return {res.result_int(), std::string(res[http::field::location]), res.body().size()};
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: http_fetch URL [MAX_REDIRECTS]\n";
        return 2;
    }
    int const max_redirects = argc > 2 ? std::atoi(argv[2]) : 10;
    auto const pasted = urikit::parse_web(argv[1]);                        // urikit
    if (!pasted) return std::cerr << "bad URL: " << pasted.error() << "\n", 1; // urikit
    urikit::uri current = urikit::to_rfc3986(*pasted).value();             // urikit
    boost::asio::io_context io;
    for (int hop = 0; hop <= max_redirects; ++hop) {
        auto const request = urikit::http_request_parts(current.view());      // urikit
        if (!request) return std::cerr << "cannot request " << current << ": " << request.error() << "\n", 1; // urikit
        if (request->tls) return std::cout << "https (not fetched): " << current << "\n", 0;
        answer a;
        try {
            a = get(io, *request);
        } catch (beast::system_error const& e) {
            return std::cerr << "GET " << current << ": " << e.what() << "\n", 1;
        }
        std::cout << "GET " << request->target << " Host: " << request->host_field << " -> " << a.status << "\n";
        if (a.status < 300 || a.status > 399 || a.location.empty()) {
            std::cout << "final: " << current << " (" << a.body << " bytes)\n";
            return a.status == 200 ? 0 : 1;
        }
        auto next = urikit::resolve_location(current.view(), a.location);   // urikit
        if (!next) return std::cerr << "bad Location: " << next.error() << "\n", 1; // urikit
        current = std::move(next).value();                                   // urikit
    }
    std::cerr << "too many redirects\n";
    return 1;
}
