// urikit CLI: --jobs N (jobs.hpp). The reading thread makes batches and
// writes finished ones in order; N workers run them, each batch in a
// session of its own (the options copied; the library keeps no shared
// state, and the per-line buffers are per thread).
#include "jobs.hpp"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "line_reader.hpp"

namespace urikit::cli {

namespace {

// Lines in one text, each ended by '\n' (the reader's views do not last),
// and the session they run in (its output in memory).
struct batch {
    std::string text;
    std::size_t lines = 0;
    std::size_t first_number = 0; // of its first line, from 1
    session s;
    bool all_valid = true;
    bool done = false;
};

// Fills `b` from `reader`; false when there was no line left.
bool fill(batch& b, line_reader& reader, std::size_t& number, batch_limits limits) {
    std::string_view line;
    b.first_number = number + 1;
    while (b.text.size() < limits.bytes && b.lines < limits.lines && reader.next(line)) {
        b.text.append(line).push_back('\n');
        ++b.lines;
        ++number;
    }
    return b.lines > 0;
}

class pool {
public:
    explicit pool(std::size_t jobs) {
        for (std::size_t k = 0; k < jobs; ++k) workers_.emplace_back([this] { work(); });
    }
    ~pool() {
        {
            std::lock_guard<std::mutex> const lock(mutex_);
            closing_ = true;
        }
        wanted_.notify_all();
        for (std::thread& t : workers_) t.join();
    }
    pool(pool const&) = delete;
    pool& operator=(pool const&) = delete;

    void submit(batch* b) {
        {
            std::lock_guard<std::mutex> const lock(mutex_);
            todo_.push_back(b);
        }
        wanted_.notify_one();
    }
    void wait_for(batch const& b) {
        std::unique_lock<std::mutex> lock(mutex_);
        finished_.wait(lock, [&] { return b.done; });
    }

private:
    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wanted_, finished_;
    std::deque<batch*> todo_;
    bool closing_ = false;

    void work() {
        for (;;) {
            batch* b = nullptr;
            {
                std::unique_lock<std::mutex> lock(mutex_);
                wanted_.wait(lock, [&] { return closing_ || !todo_.empty(); });
                if (todo_.empty()) return;
                b = todo_.front();
                todo_.pop_front();
            }
            run(*b);
            {
                std::lock_guard<std::mutex> const lock(mutex_);
                b->done = true;
            }
            finished_.notify_all();
        }
    }

    static void run(batch& b) {
        std::string_view rest = b.text;
        for (std::size_t k = 0; k < b.lines; ++k) {
            std::size_t const end = rest.find('\n');
            b.all_valid &= process(b.s, rest.substr(0, end), "line", b.first_number + k);
            rest.remove_prefix(end + 1);
        }
    }
};

} // namespace

bool run_jobs(session& s, std::FILE* in, std::size_t jobs, batch_limits limits) {
    line_reader reader(in);
    std::size_t number = 0;
    bool all_valid = true, more = true;
    std::deque<std::unique_ptr<batch>> in_flight; // in input order
    pool workers(jobs);
    while (!s.out.failed() && (more || !in_flight.empty())) {
        while (more && in_flight.size() < 2 * jobs) {
            auto b = std::make_unique<batch>();
            b->s.cmd = s.cmd;
            b->s.opts = s.opts;
            b->s.err = s.err;
            more = fill(*b, reader, number, limits);
            if (!more) break;
            workers.submit(b.get());
            in_flight.push_back(std::move(b));
        }
        if (in_flight.empty()) break;
        workers.wait_for(*in_flight.front());
        batch& done = *in_flight.front();
        s.out.take(done.s.out, s.err);
        all_valid &= done.all_valid;
        in_flight.pop_front();
    }
    for (auto const& b : in_flight) workers.wait_for(*b); // the output failed: let the workers finish
    return all_valid;
}

} // namespace urikit::cli
