"""A site whose links go through the redirects real servers send, served on
loopback as an HTTP proxy for the hosts example.test and www.example.test (a
crawl sets http_proxy to it: no name is resolved). Usage from a test::

    site = RedirectSite(); ...; site.pages_fetched(); site.close()

Pages (each kind K times): /p{k} (plain), /s{k}/ (reached as /s{k}: APPEND_SLASH
adds the "/"), /cart{k};jsessionid=... (reached as /cart{k}: a session id is
added by URL rewriting), /promo{k} (reached with utm_* parameters: a 301
strips them); every page lives on www.example.test, and a link to
example.test is redirected there first. Each page links to every other page
in the spelling that redirects, and to /loop{k}, which redirects to
/loop{k}/, which redirects back (no page: a loop whose two URLs have one
key under dedup, which a crawl must leave after one round)."""

import http.server
import threading
from urllib.parse import urlsplit

KINDS = 4
HOST = "www.example.test"
OTHER_HOST = "example.test"


def page_paths():
    """The path of every page, as it is served (after its redirects)."""
    paths = []
    for k in range(KINDS):
        paths += [f"/p{k}", f"/s{k}/", f"/cart{k};jsessionid=S{k}X", f"/promo{k}"]
    return paths


def link_spellings():
    """How the pages link to each page: through the redirects."""
    links = []
    for k in range(KINDS):
        links += [f"http://{OTHER_HOST}/p{k}", f"/s{k}", f"/cart{k}", f"/promo{k}?utm_source=news&utm_medium=mail",
                  f"/loop{k}"]
    return links


class RedirectSite:
    def __init__(self):
        site = self
        self.fetched = []  # the served pages' paths, one per 200 response
        self.requested = []  # every request's path
        self.lock = threading.Lock()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                url = urlsplit(self.path)  # absolute-form: the crawl reaches us as its proxy
                host, path, query = url.hostname, url.path, url.query
                with site.lock:
                    site.requested.append(path)
                if host == OTHER_HOST:
                    return self.redirect(301, f"http://{HOST}{path}" + (f"?{query}" if query else ""))
                if host != HOST:
                    return self.send_error(404)
                if query.startswith("utm_"):
                    return self.redirect(301, f"http://{HOST}{path}")
                if path.startswith("/loop"):
                    return self.redirect(301, f"http://{HOST}{path[:-1] if path.endswith('/') else path + '/'}")
                if path.startswith("/s") and not path.endswith("/"):
                    return self.redirect(301, f"http://{HOST}{path}/")
                if path.startswith("/cart") and ";jsessionid=" not in path:
                    return self.redirect(302, f"http://{HOST}{path};jsessionid=S{path[5:]}X")
                if path not in page_paths():
                    return self.send_error(404)
                with site.lock:
                    site.fetched.append(path)
                links = " ".join(f'<a href="{href}">x</a>' for href in link_spellings())
                body = f"<html><body>{links}</body></html>".encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def redirect(self, status, location):
                self.send_response(status)
                self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.proxy = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.start = f"http://{OTHER_HOST}/p0"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
