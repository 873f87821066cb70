// urikit web mode: a per-thread web_url for a call that needs one for itself
// (Tag names the call site): reused from call to call, no allocation once
// warm, and given back after a call that grew its href past
// scratch_keep_bytes (the scratch rule of src/core/scratch.hpp).
#pragma once

#include <urikit/web_url.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

template <class Tag>
class scratch_url {
public:
    scratch_url() noexcept : url_(storage()) {}
    ~scratch_url() {
        if (url_.str().capacity() > scratch_keep_bytes) url_ = web_url();
    }
    scratch_url(scratch_url const&) = delete;
    scratch_url& operator=(scratch_url const&) = delete;
    web_url& get() noexcept { return url_; }

private:
    static web_url& storage() noexcept {
        thread_local web_url u;
        return u;
    }
    web_url& url_;
};

} // namespace urikit::detail
