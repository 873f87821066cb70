/* urikit from C: a crawler's view of one link. Parses an href against the
   page it was found on, drops a tracking parameter through the URL's
   searchParams, and prints the result, its dedup key and its SURT.
   Build: cc -std=c99 c_api.c $(pkg-config --cflags --libs urikit)
   (or, in CMake, find_package(urikit) and urikit::urikit, a C project too) */
#include <stdio.h>
#include <string.h>

#include <urikit/urikit.h>

static int fail(const char* what, urikit_error e) {
    fprintf(stderr, "%s: %s at byte %u\n", what, urikit_error_message(e.code), (unsigned)e.offset);
    return 1;
}

int main(int argc, char** argv) {
    const char* page = argc > 1 ? argv[1] : "https://Example.com/news/";
    const char* href = argc > 2 ? argv[2] : "../a b?id=7&utm_source=x&p[]=1#top";
    urikit_url *base = NULL, *url = NULL;
    urikit_search_params* params;
    urikit_buffer* out = urikit_buffer_new();
    urikit_string text;
    urikit_error e = urikit_url_parse(page, strlen(page), NULL, &base);
    if (e.code != URIKIT_OK) return fail("page", e);
    e = urikit_url_parse(href, strlen(href), base, &url);
    if (e.code != URIKIT_OK) return fail("href", e);

    params = urikit_search_params_of_url(url); /* linked: changes write the URL's query */
    urikit_search_params_remove(params, "utm_source", 10, NULL, 0);
    text = urikit_url_get(url, URIKIT_URL_HREF);
    printf("url:   %.*s\n", (int)text.length, text.data);

    /* The dedup key of the URL's RFC 3986 form: an href may hold bytes RFC
       3986 does not allow ("?p[]=x"), which urikit_url_to_rfc3986 encodes.
       urikit_normalize reads its input from the buffer it writes: allowed. */
    e = urikit_url_to_rfc3986(url, out);
    if (e.code != URIKIT_OK) return fail("RFC 3986 form", e);
    text = urikit_buffer_text(out);
    e = urikit_normalize(text.data, text.length, URIKIT_PROFILE_DEDUP, out);
    if (e.code != URIKIT_OK) return fail("dedup key", e);
    text = urikit_buffer_text(out);
    printf("dedup: %.*s\n", (int)text.length, text.data);

    text = urikit_url_get(url, URIKIT_URL_HREF);
    e = urikit_surt(text.data, text.length, NULL, out);
    if (e.code != URIKIT_OK) return fail("surt", e);
    text = urikit_buffer_text(out);
    printf("surt:  %.*s\n", (int)text.length, text.data);

    urikit_search_params_free(params);
    urikit_url_free(url);
    urikit_url_free(base);
    urikit_buffer_free(out);
    return 0;
}
