// urikit CLI: one input line through its command into the output (session.hpp).
#include "session.hpp"

#include <cerrno>

#include "human_output.hpp"
#include "json_writer.hpp"

namespace urikit::cli {

void output::fail() noexcept {
    if (error_ == 0) error_ = errno != 0 ? errno : EIO;
}

void output::flush() {
    if (file_ == nullptr) {
        collected_ += out_;
        out_.clear();
        return;
    }
    if (!out_.empty() && std::fwrite(out_.data(), 1, out_.size(), file_) != out_.size()) fail();
    out_.clear();
    release_if_large(out_);
    if (std::fflush(file_) != 0 || std::ferror(file_) != 0) fail();
}

void output::diagnostic(std::string_view text, std::FILE* err) {
    flush();
    if (file_ == nullptr) notes_.push_back({collected_.size(), std::string(text)});
    else std::fwrite(text.data(), 1, text.size(), err);
}

std::size_t output::append_lines(std::string_view lines) {
    for (std::size_t from = 0; from < lines.size();) {
        // The line end at which one thread's end_line would flush.
        std::size_t const room = out_.size() < flush_bytes ? flush_bytes - out_.size() : 1;
        std::size_t const end = lines.size() - from < room ? std::string_view::npos : lines.find('\n', from + room - 1);
        if (end == std::string_view::npos) {
            out_.append(lines.substr(from));
            return std::string_view::npos;
        }
        out_.append(lines.substr(from, end + 1 - from));
        flush();
        if (failed()) return end + 1;
        from = end + 1;
    }
    return std::string_view::npos;
}

void output::take(output& batch, std::FILE* err) {
    batch.flush();
    std::string_view const collected = batch.collected_;
    std::size_t from = 0;
    for (note const& n : batch.notes_) {
        std::string_view const lines = collected.substr(from, n.at - from);
        std::size_t const failed_at = append_lines(lines);
        // One thread stops after the line whose flush failed: with its
        // diagnostic when that is this note's line (the last of `lines`).
        if (failed_at != std::string_view::npos && failed_at != lines.size()) return;
        from = n.at;
        diagnostic(n.text, err);
        if (failed()) return;
    }
    (void)append_lines(collected.substr(from));
}

namespace {

void report_failure(session& s, failure const& f, std::string_view input, std::string_view where,
                    std::size_t number, std::size_t line_start, std::size_t result_start) {
    std::string& buf = s.out.buffer();
    if (s.opts.json) {
        buf.resize(line_start);
        json_object obj(buf);
        obj.input(input).boolean("ok", false).string("error", f.reason).number("offset", f.offset);
        if (!f.in_option.empty()) obj.string("offset_in", f.in_option);
        obj.close();
        s.out.end_line();
        return;
    }
    buf.resize(result_start); // an empty stdout line keeps lines aligned with inputs
    s.out.end_line();
    std::string diag;
    if (f.in_option.empty()) {
        append_diagnostic(diag, where, number, input, f.reason, f.offset);
    } else { // the offset is in the option's value, after "NAME="
        std::string const reason = std::string(f.reason) + " (in --set " + std::string(f.in_option) + ")";
        std::size_t const value_at = f.in_option.find('=') + 1;
        append_diagnostic(diag, where, number, f.in_option, reason, static_cast<std::uint32_t>(f.offset + value_at));
    }
    s.out.diagnostic(diag, s.err);
}

} // namespace

bool process(session& s, std::string_view input, std::string_view where, std::size_t number) {
    std::string& buf = s.out.buffer();
    std::size_t const line_start = buf.size();
    if (s.opts.json) json_object(buf).input(input).boolean("ok", true);
    std::size_t const result_start = buf.size();
    failure const f = s.cmd(input, s.opts, buf, s.scratch);
    release_if_large(s.scratch);
    buffers().release_if_large();
    if (f.failed) {
        report_failure(s, f, input, where, number, line_start, result_start);
        return false;
    }
    if (s.opts.json) buf.push_back('}');
    s.out.end_line();
    return true;
}

} // namespace urikit::cli
