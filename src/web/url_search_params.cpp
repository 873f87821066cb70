// urikit web mode: URLSearchParams (URL Standard, "URLSearchParams class"):
// the list in one text buffer plus offsets, the link to a web_url's query.
#include <urikit/url_search_params.hpp>

#include <algorithm>
#include <ostream>

#include <urikit/utf8.hpp>
#include <urikit/web_url.hpp>

#include "src/core/scratch.hpp"
#include "src/core/writer.hpp"
#include "src/web/urlencoded.hpp"
#include "src/web/web_access.hpp"
#include "src/web/web_input.hpp"

namespace urikit {

namespace {

struct serialized_scratch;
struct argument_scratch;

// The arguments of a call, copied aside when they view `text` (which the
// call may reallocate or rewrite): each then views the copy.
class stable_arguments {
public:
    stable_arguments(std::string const& text, std::string_view& a, std::string_view& b) {
        if (!detail::aliases(text, a) && !detail::aliases(text, b)) return;
        std::string& copy = copy_.get();
        copy.assign(a).append(b);
        a = std::string_view(copy).substr(0, a.size());
        b = std::string_view(copy).substr(a.size());
    }

private:
    detail::scratch<argument_scratch> copy_;
};

} // namespace

url_search_params::url_search_params(std::string_view init) { assign(init); }

result<url_search_params> url_search_params::from_pairs(
    std::span<std::pair<std::string_view, std::string_view> const> pairs) {
    url_search_params p;
    for (auto const& [name, value] : pairs) {
        if (error const e = p.append(name, value); e.code != errc::ok) return e;
    }
    return p;
}

result<url_search_params> url_search_params::from_pairs(
    std::initializer_list<std::pair<std::string_view, std::string_view>> pairs) {
    return from_pairs(std::span(pairs.begin(), pairs.size()));
}

void url_search_params::push(std::string_view name, std::string_view value) const {
    std::size_t const name_at = text_.size();
    text_.append(name);
    std::size_t const value_at = text_.size();
    text_.append(value);
    entries_.push_back({name_at, name.size(), value_at, value.size()});
    live_bytes_ += name.size() + value.size();
}

// The urlencoded string parser (URL Standard, "Hooks") into the list.
void url_search_params::parse(std::string_view query) const {
    text_.clear();
    entries_.clear();
    live_bytes_ = 0;
    detail::for_each_form_sequence(query, [this](std::string_view name, std::string_view value) {
        std::size_t const name_at = text_.size();
        detail::append_form_decoded(text_, name);
        std::size_t const value_at = text_.size();
        detail::append_form_decoded(text_, value);
        entries_.push_back({name_at, value_at - name_at, value_at, text_.size() - value_at});
    });
    live_bytes_ = text_.size();
}

void url_search_params::assign(std::string_view init) {
    if (!init.empty() && init.front() == '?') init.remove_prefix(1);
    std::string_view unused;
    stable_arguments const stable(text_, init, unused);
    synced_ = false;
    parse(init);
    (void)update(); // refused (the href too long): the list reads the URL again
}

// A linked URL's query changed by other means (its search or href setter)
// is parsed again, as the Standard's URL setters do to the query object.
// Every write of a web_url gives it a new stamp: an unchanged stamp is an
// unchanged query, told in O(1).
//
// Every change of a linked list clears synced_ before it touches the list
// and sets it when the URL holds the result: a change cut short (out of
// memory, a refused write) leaves the list to be read again from the URL.
void url_search_params::sync() const {
    if (url_ == nullptr) return;
    std::uint64_t const now = detail::web_access::stamp(*url_);
    if (synced_ && now == synced_stamp_) return;
    synced_ = false;
    parse(url_->query()); // views the URL's href, which parse() does not write
    synced_stamp_ = now;
    synced_ = true;
    serialized_ = false; // the query as written, which may not be the serialization ("a=%20")
}

// The update steps: the serialization as the URL's query, null when empty.
// The search setter takes the serialization unchanged (it holds no byte of
// a query percent-encode set, and no leading "?"), and makes "" null; it
// refuses only a href longer than max_input_size.
error url_search_params::update() {
    if (url_ == nullptr) return {};
    synced_ = false;
    detail::scratch<serialized_scratch> serialized;
    serialized.get().clear();
    write_serialization(serialized.get());
    if (error const e = url_->set_search(serialized.get()); e.code != errc::ok) return {e.code, 0};
    synced_stamp_ = detail::web_access::stamp(*url_);
    synced_ = true;
    serialized_ = true;
    return {};
}

// The update steps after appending one pair to a list whose serialization
// is the URL's query (not empty): "&name=value" joins the query, before the
// fragment. The href the search setter would write, in O(pair + fragment).
error url_search_params::append_to_linked_query(std::string_view name, std::string_view value) {
    synced_ = false;
    detail::scratch<serialized_scratch> piece;
    piece.get().assign(1, '&');
    detail::append_form_encoded(piece.get(), name);
    piece.get().push_back('=');
    detail::append_form_encoded(piece.get(), value);
    if (url_->href().size() + piece.get().size() > max_input_size) return {errc::output_too_long, 0};
    std::string& href = detail::web_access::href(*url_);
    components& parts = detail::web_access::parts(*url_);
    auto const grown = static_cast<std::uint32_t>(piece.get().size());
    href.insert(parts.end(component::query), piece.get());
    parts.set(component::query, parts.begin(component::query), parts.end(component::query) + grown);
    if (parts.has(component::fragment)) {
        parts.set(component::fragment, parts.begin(component::fragment) + grown, parts.end(component::fragment) + grown);
    }
    synced_stamp_ = detail::web_access::stamp(*url_);
    synced_ = true;
    return {};
}

std::size_t url_search_params::size() const {
    sync();
    return entries_.size();
}

search_param url_search_params::operator[](std::size_t i) const noexcept {
    entry const& e = entries_[i];
    return {text_at(e.name_at, e.name_size), text_at(e.value_at, e.value_size)};
}

url_search_params::iterator url_search_params::begin() const {
    sync();
    return {this, 0};
}

url_search_params::iterator url_search_params::end() const {
    sync();
    return {this, entries_.size()};
}

error url_search_params::append(std::string_view name, std::string_view value) {
    if (error const e = detail::utf8_error(name); e.code != errc::ok) return e;
    if (error const e = detail::utf8_error(value); e.code != errc::ok) return e;
    stable_arguments const stable(text_, name, value);
    sync();
    bool const grows_query = url_ != nullptr && serialized_ && !entries_.empty();
    synced_ = false;
    push(name, value);
    if (grows_query) return append_to_linked_query(name, value);
    return update();
}

// Text no entry views is dropped once it is more than half of the buffer.
void url_search_params::compact_if_sparse() {
    if (text_.size() <= 2 * live_bytes_ + 64) return;
    std::string compacted;
    compacted.reserve(live_bytes_);
    for (entry& e : entries_) {
        std::size_t const name_at = compacted.size();
        compacted.append(text_, e.name_at, e.name_size);
        std::size_t const value_at = compacted.size();
        compacted.append(text_, e.value_at, e.value_size);
        e.name_at = name_at;
        e.value_at = value_at;
    }
    text_.swap(compacted);
}

template <class Match>
void url_search_params::remove_if(Match match) {
    auto const kept = std::remove_if(entries_.begin(), entries_.end(), [&](entry const& e) {
        bool const gone = match(text_at(e.name_at, e.name_size), text_at(e.value_at, e.value_size));
        if (gone) live_bytes_ -= e.name_size + e.value_size;
        return gone;
    });
    entries_.erase(kept, entries_.end());
}

void url_search_params::remove(std::string_view name) {
    std::string_view unused;
    stable_arguments const stable(text_, name, unused);
    sync();
    synced_ = false;
    remove_if([name](std::string_view n, std::string_view) { return n == name; });
    compact_if_sparse();
    (void)update(); // shorter: never refused but for memory (then read again)
}

void url_search_params::remove(std::string_view name, std::string_view value) {
    stable_arguments const stable(text_, name, value);
    sync();
    synced_ = false;
    remove_if([name, value](std::string_view n, std::string_view v) { return n == name && v == value; });
    compact_if_sparse();
    (void)update(); // shorter: never refused but for memory (then read again)
}

std::optional<std::string_view> url_search_params::get(std::string_view name) const {
    std::string_view unused;
    stable_arguments const stable(text_, name, unused);
    sync();
    for (entry const& e : entries_) {
        if (text_at(e.name_at, e.name_size) == name) return text_at(e.value_at, e.value_size);
    }
    return std::nullopt;
}

std::vector<std::string_view> url_search_params::get_all(std::string_view name) const {
    std::string_view unused;
    stable_arguments const stable(text_, name, unused);
    sync();
    std::vector<std::string_view> values;
    for (entry const& e : entries_) {
        if (text_at(e.name_at, e.name_size) == name) values.push_back(text_at(e.value_at, e.value_size));
    }
    return values;
}

bool url_search_params::has(std::string_view name) const { return get(name).has_value(); }

bool url_search_params::has(std::string_view name, std::string_view value) const {
    stable_arguments const stable(text_, name, value);
    sync();
    return std::any_of(entries_.begin(), entries_.end(), [&](entry const& e) {
        return text_at(e.name_at, e.name_size) == name && text_at(e.value_at, e.value_size) == value;
    });
}

error url_search_params::set(std::string_view name, std::string_view value) {
    if (error const e = detail::utf8_error(name); e.code != errc::ok) return e;
    if (error const e = detail::utf8_error(value); e.code != errc::ok) return e;
    stable_arguments const stable(text_, name, value);
    sync();
    synced_ = false;
    auto const first = std::find_if(entries_.begin(), entries_.end(),
                                    [&](entry const& e) { return text_at(e.name_at, e.name_size) == name; });
    if (first == entries_.end()) {
        push(name, value);
    } else {
        std::size_t const value_at = text_.size();
        text_.append(value); // first: out of memory here leaves every entry as it was
        live_bytes_ = live_bytes_ - first->value_size + value.size();
        first->value_at = value_at;
        first->value_size = value.size();
        auto const kept = std::remove_if(first + 1, entries_.end(), [&](entry const& e) {
            bool const gone = text_at(e.name_at, e.name_size) == name;
            if (gone) live_bytes_ -= e.name_size + e.value_size;
            return gone;
        });
        entries_.erase(kept, entries_.end());
        compact_if_sparse();
    }
    return update();
}

// A stable sort: insertion sort for a short list (no allocation: a query's
// usual size), std::stable_sort (a temporary buffer) beyond.
void url_search_params::sort() {
    sync();
    synced_ = false;
    auto const less = [this](entry const& a, entry const& b) {
        return detail::code_unit_less(text_at(a.name_at, a.name_size), text_at(b.name_at, b.name_size));
    };
    constexpr std::size_t insertion_limit = 32;
    if (entries_.size() > insertion_limit) {
        std::stable_sort(entries_.begin(), entries_.end(), less);
    } else {
        for (auto i = entries_.begin(); i != entries_.end(); ++i) {
            std::rotate(std::upper_bound(entries_.begin(), i, *i, less), i, i + 1);
        }
    }
    (void)update(); // the same length: never refused but for memory (then read again)
}

void url_search_params::append_to(std::string& out) const {
    sync();
    write_serialization(out);
}

void url_search_params::write_serialization(std::string& out) const {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (i > 0) out.push_back('&');
        search_param const p = (*this)[i];
        detail::append_form_encoded(out, p.name);
        out.push_back('=');
        detail::append_form_encoded(out, p.value);
    }
}

std::string url_search_params::str() const {
    std::string out;
    append_to(out);
    return out;
}

bool operator==(url_search_params const& a, url_search_params const& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

url_search_params search_params(web_url& url) {
    url_search_params p;
    p.url_ = &url;
    p.sync();
    return p;
}

std::ostream& operator<<(std::ostream& os, url_search_params const& p) { return os << p.str(); }

} // namespace urikit
