"""A Scrapy crawl of one site, run in its own process (a Twisted reactor runs
once per process): follows every link from START and exits. The site's
server counts the requests. Usage:
    scrapy_crawl.py START PROFILE|scrapy-default [urikit-redirects]
With a urikit profile, urikit's fingerprinter is the one setting (Scrapy's
redirect middlewares run); "urikit-redirects" also puts urikit's redirect
middlewares in their place. An http_proxy in the environment is used."""

import sys

from scrapy import Request, Spider
from scrapy.crawler import CrawlerProcess


class FollowAll(Spider):
    name = "follow_all"

    def __init__(self, start: str, **kwargs):
        super().__init__(**kwargs)
        self.start = start

    def start_requests(self):
        # Scrapy's own start requests skip the duplicate filter (dont_filter):
        # this one goes through it, so a link back to it is a duplicate.
        yield Request(self.start, callback=self.parse)

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.parse)


def main() -> None:
    start, profile = sys.argv[1], sys.argv[2]
    urikit_redirects = len(sys.argv) > 3 and sys.argv[3] == "urikit-redirects"
    settings = {
        "ROBOTSTXT_OBEY": False, "LOG_LEVEL": "WARNING", "TELNETCONSOLE_ENABLED": False,
        "REQUEST_FINGERPRINTER_IMPLEMENTATION": "2.7", "CONCURRENT_REQUESTS": 8, "RETRY_ENABLED": False,
    }
    if profile != "scrapy-default":
        settings["REQUEST_FINGERPRINTER_CLASS"] = "urikit.scrapy.RequestFingerprinter"
        settings["URIKIT_FINGERPRINT_PROFILE"] = profile
        if urikit_redirects:
            settings["DOWNLOADER_MIDDLEWARES"] = {
                "scrapy.downloadermiddlewares.redirect.RedirectMiddleware": None,
                "urikit.scrapy.RedirectMiddleware": 600,
                "scrapy.downloadermiddlewares.redirect.MetaRefreshMiddleware": None,
                "urikit.scrapy.MetaRefreshMiddleware": 580,
            }
    process = CrawlerProcess(settings)
    process.crawl(FollowAll, start=start)
    process.start()


if __name__ == "__main__":
    main()
