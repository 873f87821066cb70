// urikit: the one writer of references. Every function that produces a
// reference (normalize, resolve, to_uri, to_iri, the builder, recompose)
// writes it through here: component by component, recording the offsets as
// it goes (RFC 3986 §5.3 recomposition; nothing is re-parsed), and refusing
// a result whose offsets would not fit in 32 bits (errc::output_too_long).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

#include <urikit/components.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>

#include "src/core/scratch.hpp"

namespace urikit::detail {

// The longest reference a writer may produce: max_input_size, unless a test
// lowered it (so that output_too_long is testable without 4 GiB strings).
inline std::size_t output_limit_for_testing = 0; // 0: none; set only by single-threaded tests
inline std::size_t output_limit() noexcept {
    return output_limit_for_testing != 0 ? output_limit_for_testing : max_input_size;
}
// Sets the lowered limit; 0 restores max_input_size. For tests only.
inline void set_output_limit_for_testing(std::size_t limit) noexcept { output_limit_for_testing = limit; }

// True when `text` points into the buffer of `out` (so writing `out` would
// overwrite what is being read). std::less orders any two pointers.
inline bool aliases(std::string const& out, std::string_view text) noexcept {
    if (text.empty()) return false;
    std::less<char const*> const lt;
    char const* const b = out.data();
    char const* const e = b + out.capacity() + 1; // the terminator too
    return lt(text.data(), e) && lt(b, text.data() + text.size());
}

// Runs write(out), which writes a reference over `out`; when `out` holds
// any of `inputs` it runs write() on a scratch buffer (Tag names it) and
// then copies the result into `out`, so the inputs are read intact.
template <class Tag, class Write>
error write_over(std::string& out, std::initializer_list<std::string_view> inputs, Write write);

class writer {
public:
    // Writes after what `out` already holds; offsets count from there.
    explicit writer(std::string& out) noexcept
        : out_(out), base_(out.size()), cursor_(out.size()), limit_(output_limit()) {}
    // Writes `out` anew: what it held is overwritten (its capacity reused).
    struct replace_tag {};
    writer(std::string& out, replace_tag) noexcept : out_(out), base_(0), cursor_(0), limit_(output_limit()) {}
    writer(writer const&) = delete;
    writer& operator=(writer const&) = delete;

    // Raw writing: makes room for `n` more bytes and returns where they go;
    // the caller writes at most n bytes from there, then calls advance_to.
    char* room(std::size_t n) {
        if (out_.size() < cursor_ + n) out_.resize(cursor_ + n);
        return out_.data() + cursor_;
    }
    // The bytes up to `end` (inside the room, or back before the cursor) are the output.
    void advance_to(char const* end) noexcept { cursor_ = static_cast<std::size_t>(end - out_.data()); }

    // Capacity for `n` more bytes (no size change): fewer reallocations.
    void reserve(std::size_t n) { out_.reserve(cursor_ + n); }

    void append(std::string_view s) {
        if (s.empty()) return;
        if (cursor_ == out_.size()) {
            out_.append(s); // the common case: writing at the end
        } else {
            std::memcpy(room(s.size()), s.data(), s.size());
        }
        cursor_ += s.size();
    }
    void put(char c) {
        if (cursor_ == out_.size()) out_.push_back(c);
        else *room(1) = c;
        ++cursor_;
    }
    // Inserts `s` at `at` (an offset from the reference's start, at or before
    // the cursor, inside the component being written).
    void insert(std::size_t at, std::string_view s);

    // Bytes written so far, and where the reference begins in the buffer.
    std::size_t size() const noexcept { return cursor_ - base_; }
    char* data() noexcept { return out_.data() + base_; }

    // Component `c` begins at the cursor. `source` is where it came from in
    // the input: the offset of an output_too_long error while it is written.
    void open(std::uint32_t source = 0) noexcept {
        open_at_ = cursor_;
        source_ = source;
    }
    // Component `c` is everything written since open().
    void close(component c) noexcept { record(c, open_at_ - base_, cursor_ - base_); }
    // Component `c` is [b, e) of what was written (offsets from the
    // reference's start): for text copied with its delimiters in one piece.
    void record(component c, std::size_t b, std::size_t e) noexcept {
        if (e > limit_) {
            note_too_long();
            return;
        }
        parts_.set(c, static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e));
    }
    void set_host_kind(host_kind k) noexcept { parts_.host_kind = k; }
    components const& parts() const noexcept { return parts_; }

    // Trims the buffer to what was written and hands out the offsets. When
    // the reference is longer than output_limit() the buffer is restored to
    // what it held before and errc::output_too_long is returned.
    error finish(components* parts_out = nullptr);

private:
    void note_too_long() noexcept;

    std::string& out_;
    std::size_t base_;
    std::size_t cursor_;
    std::size_t limit_;
    std::size_t open_at_ = 0;
    std::uint32_t source_ = 0;
    bool too_long_ = false;
    std::uint32_t too_long_source_ = 0;
    components parts_;
};

// The writer in raw mode, for a hot loop: room for at most `bound` bytes is
// made once, then bytes go through a plain pointer and components are
// recorded from pointers, through the writer (so the limit still holds).
// Nothing may grow the buffer while it is in use; done() hands the end back.
class raw_cursor {
public:
    raw_cursor(writer& w, std::size_t bound) : w_(w), o_(w.room(bound)), start_(o_ - w.size()), end_(o_ + bound) {}
    raw_cursor(raw_cursor const&) = delete;
    raw_cursor& operator=(raw_cursor const&) = delete;

    char*& cursor() noexcept { return o_; }
    void put(char c) noexcept { *o_++ = c; }
    void append(std::string_view s) noexcept {
        if (s.empty()) return; // s.data() may be null
        std::memcpy(o_, s.data(), s.size());
        o_ += s.size();
    }
    std::size_t offset(char const* p) const noexcept { return static_cast<std::size_t>(p - start_); }
    std::size_t offset() const noexcept { return offset(o_); }
    // The component begins here; `source` as for writer::open.
    void open(std::uint32_t source = 0) noexcept {
        open_at_ = o_;
        w_.open(source);
    }
    void close(component c) noexcept { w_.record(c, offset(open_at_), offset(o_)); }
    void record(component c, std::size_t b, std::size_t e) noexcept { w_.record(c, b, e); }
    void set_host_kind(host_kind k) noexcept { w_.set_host_kind(k); }
    void done() noexcept {
        URIKIT_ASSERT(o_ <= end_); // the bound was a bound
        w_.advance_to(o_);
    }

private:
    writer& w_;
    char* o_;
    char* start_; // where the reference begins
    [[maybe_unused]] char* end_; // the end of the room (checked in development builds)
    char* open_at_ = nullptr;
};

template <class Tag, class Write>
error write_over(std::string& out, std::initializer_list<std::string_view> inputs, Write write) {
    for (std::string_view in : inputs) {
        if (!aliases(out, in)) continue;
        scratch<Tag> other;
        error const e = write(other.get());
        out.assign(other.get()); // empty on error
        return e;
    }
    return write(out);
}

} // namespace urikit::detail
