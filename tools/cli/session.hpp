// urikit CLI: one run's session, and how one input line becomes its output
// line (SPEC.md, "The command-line contract": every input line gets its
// output line; a diagnostic on stderr after the lines before it).
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"

namespace urikit::cli {

// A buffer larger than this that a long line made is given back, not kept.
inline constexpr std::size_t keep_bytes = 1u << 20;
void release_if_large(std::string& s);

// Results collected and written in blocks to a file; or, made without
// one, kept in memory with each diagnostic and where it comes in the
// output (a --jobs batch, which the writer hands on in order).
class output {
public:
    explicit output(std::FILE* f) : file_(f) {}
    output() = default;
    ~output() { flush(); }
    output(output const&) = delete;
    output& operator=(output const&) = delete;
    std::string& buffer() { return out_; }
    void end_line() {
        out_.push_back('\n');
        if (out_.size() >= flush_bytes) flush();
    }
    // Writes what is collected; a short write or a failed flush (a full
    // disk, a closed pipe) makes failed() true for the rest of the run.
    void flush();
    // A line's diagnostic, to `err` after the output before it.
    void diagnostic(std::string_view text, std::FILE* err);
    // Writes what the in-memory `batch` collected, its diagnostics to `err`
    // each after the output before it, as if its lines had run here: the
    // same bytes to the file in the same writes (collected and flushed as
    // end_line and diagnostic do), stopping where one thread stops, after
    // the line whose flush fails (its diagnostic written).
    void take(output& batch, std::FILE* err);
    bool failed() const noexcept { return error_ != 0; }
    int error_number() const noexcept { return error_; }

private:
    static constexpr std::size_t flush_bytes = 1u << 16;
    struct note {
        std::size_t at; // in collected_
        std::string text;
    };
    std::FILE* file_ = nullptr;
    std::string out_;
    std::string collected_;   // without a file: everything flushed
    std::vector<note> notes_; // without a file: the diagnostics
    int error_ = 0;           // errno of the first failed write or flush

    void fail() noexcept;
    // Appends whole lines as end_line would, flushing where it would; where
    // a flush fails, the end of that line in `lines` (else npos).
    std::size_t append_lines(std::string_view lines);
};

// Everything a run needs besides the inputs.
struct session {
    command_fn cmd = nullptr;
    options opts;
    output out;
    std::FILE* err = nullptr;
    std::string scratch;
};

// Runs the command on one input and writes its line (and its diagnostic);
// returns whether it was valid. `where` and `number` name the input in a
// diagnostic ("line 7").
bool process(session& s, std::string_view input, std::string_view where, std::size_t number);

} // namespace urikit::cli
