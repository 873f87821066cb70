#!/usr/bin/env python3
"""A loopback HTTP server with tricky redirects, for examples/http_fetch.

Prints its port on the first line of stdout, then serves until killed. Each
path redirects with a Location value the way real servers send them; a path
it does not know is a 404, so a chain that ends in 200 proves every request
target the client sent was the right one."""
import http.server
import sys


class Handler(http.server.BaseHTTPRequestHandler):
    # path as received -> Location bytes as sent (None: 200 with a body)
    def routes(self):
        port = self.server.server_address[1]
        return {
            "/start": b"../a/./b?x=1",                         # relative, dot segments
            "/a/b?x=1": b"caf\xe9",                             # Latin-1 bytes from the server
            "/a/caf%E9": b"/with space?q=a b",                  # spaces
            "/with%20space?q=a%20b": b"\\\\127.0.0.1:%d\\next" % port,  # backslashes: a special URL's slashes
            "/next": b"//LOCALHOST:%d/idx#own" % port,          # scheme-relative, case, its own fragment
            "/idx": b"http:final",                              # same scheme: relative
            "/final": None,
        }

    def do_GET(self):
        routes = self.routes()
        host = self.headers.get("Host", "")
        if self.path not in routes or not host.lower().endswith(":%d" % self.server.server_address[1]):
            self.send_error(404, "unexpected %r with Host %r" % (self.path, host))
            return
        location = routes[self.path]
        if location is None:
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\nConnection: close\r\n\r\ndone")
            return
        # Raw bytes: a Location as a server sends it, Latin-1 and all.
        self.wfile.write(b"HTTP/1.1 302 Found\r\nLocation: " + location +
                         b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

    def log_message(self, *args):
        pass


def main():
    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
