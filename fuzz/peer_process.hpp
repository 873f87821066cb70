// urikit fuzz targets: a reference implementation in another process (Node's
// RegExp, CPython's codecs), asked one line at a time over two pipes. The
// peer is started once, on the first question, and answers each line with
// one line as soon as it reads it; a peer that cannot be started (the
// program is missing) leaves the target without its oracle, which it says
// once on stderr. A peer that dies or answers nothing is a finding.
#pragma once

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_common.hpp"

extern char** environ;

namespace urikit::fuzz {

class peer_process {
public:
    explicit peer_process(std::vector<std::string> argv) : argv_(std::move(argv)) {}
    ~peer_process() {
        if (to_ >= 0) close(to_);
        if (from_ >= 0) close(from_);
        if (pid_ > 0) waitpid(pid_, nullptr, 0);
    }
    peer_process(peer_process const&) = delete;
    peer_process& operator=(peer_process const&) = delete;

    // The peer's one-line answer to `line` (which holds no '\n'), or
    // nullopt when there is no peer.
    std::optional<std::string> ask(std::string_view line, std::string_view input) {
        if (!started_) start();
        if (to_ < 0) return std::nullopt;
        std::string const request = std::string(line) + "\n";
        URIKIT_FUZZ_CHECK(write_all(request), input); // the peer died
        std::string answer;
        URIKIT_FUZZ_CHECK(read_line(answer), input); // the peer died
        return answer;
    }

private:
    std::vector<std::string> argv_;
    bool started_ = false;
    pid_t pid_ = -1;
    int to_ = -1;
    int from_ = -1;
    std::string buffered_; // read from the peer, not yet a whole line

    // Raw reads and writes that go on after a signal (libFuzzer's timers
    // interrupt a blocking read with EINTR; stdio would call that the end).
    bool write_all(std::string_view bytes) {
        while (!bytes.empty()) {
            ssize_t const n = ::write(to_, bytes.data(), bytes.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            bytes.remove_prefix(static_cast<std::size_t>(n));
        }
        return true;
    }
    bool read_line(std::string& line) {
        for (;;) {
            if (std::size_t const end = buffered_.find('\n'); end != std::string::npos) {
                line.assign(buffered_, 0, end);
                buffered_.erase(0, end + 1);
                return true;
            }
            char chunk[4096];
            ssize_t const n = ::read(from_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            buffered_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    void start() {
        started_ = true;
        std::signal(SIGPIPE, SIG_IGN); // a dead peer is a failed write, not a signal
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0) return;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        for (int fd : {in[0], in[1], out[0], out[1]}) posix_spawn_file_actions_addclose(&actions, fd);
        std::vector<char*> args;
        for (std::string& a : argv_) args.push_back(a.data());
        args.push_back(nullptr);
        int const spawned = posix_spawnp(&pid_, args[0], &actions, nullptr, args.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        close(in[0]);
        close(out[1]);
        if (spawned != 0) {
            close(in[1]);
            close(out[0]);
            pid_ = -1;
            std::fprintf(stderr, "urikit fuzz: %s could not be started: no oracle\n", argv_[0].c_str());
            return;
        }
        to_ = in[1];
        from_ = out[0];
        // The peer says it is ready (and which reference it is) in its first line.
        std::string ready;
        if (!read_line(ready) || ready.rfind("ready", 0) != 0) {
            std::fprintf(stderr, "urikit fuzz: %s is not the reference (%s): no oracle\n", argv_[0].c_str(), ready.c_str());
            close(to_);
            close(from_);
            to_ = from_ = -1;
        }
    }
};

// The bytes of `s` as lowercase hexadecimal (lines that hold any byte).
inline std::string hex(std::string_view s) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    for (char c : s) {
        auto const b = static_cast<unsigned char>(c);
        out.push_back(digits[b >> 4]);
        out.push_back(digits[b & 15]);
    }
    return out;
}

} // namespace urikit::fuzz
