// The two steps of urikit.dedup that touch every line, in C++ with the GIL
// released: counting a block's canonical URLs into sorted "url\tcount\n"
// runs per output file (in memory bounded by the block's size), and merging
// such runs.
#include "bindings.hpp"
#include "names.hpp"
#include "operations.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace urikit::python {

namespace {

constexpr std::size_t examples_per_reason = 5;

/// Text kept for the block's lifetime in large chunks: views of it stay valid
/// (a growing std::string would move them), and a key costs no allocation of its own.
class arena {
public:
    std::string_view keep(std::string_view s) {
        if (chunks_.empty() || chunks_.back().capacity() - chunks_.back().size() < s.size()) {
            chunks_.emplace_back();
            chunks_.back().reserve(std::max<std::size_t>(chunk_size, s.size()));
        }
        std::string& c = chunks_.back();
        std::size_t const at = c.size();
        c.append(s); // within capacity: no reallocation
        return std::string_view(c).substr(at, s.size());
    }

private:
    static constexpr std::size_t chunk_size = 1u << 20;
    std::vector<std::string> chunks_;
};

/// What a distinct URL costs in the count beside its text: the hash map's
/// node and bucket, allocator headers, the arena's slack (about 60 bytes
/// measured; rounded up).
constexpr std::size_t per_key_bytes = 96;

/// The memory a block's count may hold before it is written out as sorted
/// runs and started again: the block's size, at least 8 MiB. A block of
/// short distinct lines ("a1\n", "a2\n" ...) would otherwise need 20
/// times the block; the runs' total is at most about 1.5 times the block.
std::size_t default_budget(std::size_t block_bytes) { return std::max<std::size_t>(block_bytes, 8u << 20); }

/// What counting one block found.
struct block_counts {
    std::size_t lines = 0, blank = 0, accepted = 0;
    std::size_t relative = 0; ///< accepted lines that are relative references (no scheme)
    arena keys;
    std::unordered_map<std::string_view, std::uint64_t> counts; ///< views of `keys`
    std::size_t held = 0;                                       ///< the memory `counts` and `keys` hold, as counted
    std::vector<std::string> runs;                              ///< per output file: sorted runs, one after another
    std::map<std::string_view, std::size_t> rejected;                 ///< reason -> lines
    /// reason -> (line number in the block from 1, the line: a view of the block), distinct lines only
    std::map<std::string_view, std::vector<std::pair<std::size_t, std::string_view>>> examples;
};

/// FNV-1a, 64 bits: the output file of a URL, the same in every process.
std::uint64_t fnv1a(std::string_view s) noexcept {
    std::uint64_t h = 0xcbf29ce484222325u;
    for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3u;
    return h;
}

/// Each line of `data` (split on "\n"; a final "\n" ends the last line; a "\r" before it removed).
template <class Visit>
void for_each_line(std::string_view data, Visit&& visit) {
    for (std::size_t at = 0; at < data.size();) {
        std::size_t const nl = data.find('\n', at);
        std::size_t const end = nl == std::string_view::npos ? data.size() : nl;
        std::string_view line = data.substr(at, end - at);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        visit(line);
        at = end + 1;
    }
}

void append_count(std::string& out, std::string_view url, std::uint64_t n) {
    char digits[24];
    auto const r = std::to_chars(digits, digits + sizeof digits, n);
    out.append(url).append(1, '\t').append(digits, r.ptr).append(1, '\n');
}

/// The counts so far appended to each file's runs as one sorted run, and
/// the count started again (its memory given back but the buckets').
void spill(block_counts& b) {
    std::vector<std::vector<std::pair<std::string_view, std::uint64_t>>> by_file(b.runs.size());
    for (auto const& [url, n] : b.counts) by_file[fnv1a(url) % b.runs.size()].emplace_back(url, n);
    for (std::size_t f = 0; f < b.runs.size(); ++f) {
        std::sort(by_file[f].begin(), by_file[f].end());
        for (auto const& [url, n] : by_file[f]) append_count(b.runs[f], url, n);
    }
    b.counts.clear();
    b.keys = arena{};
    b.held = 0;
}

void count_lines(std::string_view data, normalize_options const& opts, std::size_t budget, block_counts& out) {
    std::string key;
    out.counts.reserve(std::min(static_cast<std::size_t>(std::count(data.begin(), data.end(), '\n')) + 1,
                                budget / per_key_bytes)); // not one bucket per blank line
    for_each_line(data, [&](std::string_view line) {
        ++out.lines;
        if (line.empty()) {
            ++out.blank;
            return;
        }
        key.clear();
        if (error const e = normalize_text(line, opts, key); e.code != errc::ok) {
            std::string_view const reason = name(e.code);
            ++out.rejected[reason];
            auto& kept = out.examples[reason];
            bool const seen = std::any_of(kept.begin(), kept.end(), [&](auto const& k) { return k.second == line; });
            if (kept.size() < examples_per_reason && !seen) kept.emplace_back(out.lines, line);
            return;
        }
        ++out.accepted;
        // A normal form has a scheme exactly when its first ":" comes before any "/", "?", "#".
        std::size_t const end = key.find_first_of(":/?#");
        if (end == std::string::npos || key[end] != ':') ++out.relative;
        auto const found = out.counts.find(key);
        if (found != out.counts.end()) {
            ++found->second;
            return;
        }
        out.counts.emplace(out.keys.keep(key), 1);
        out.held += key.size() + per_key_bytes;
        if (out.held > budget) spill(out);
    });
    spill(out);
}

/// One line "url\tcount" of a run: the URL and the count.
std::pair<std::string_view, std::uint64_t> entry_of(std::string_view line) {
    std::size_t const tab = line.rfind('\t');
    std::uint64_t n = 0;
    std::from_chars(line.data() + tab + 1, line.data() + line.size(), n);
    return {line.substr(0, tab), n};
}

/// Merges sorted runs into one, adding the counts of equal URLs.
std::string merge_runs(std::vector<std::string_view> const& runs) {
    std::vector<std::pair<std::string_view, std::uint64_t>> all;
    for (std::string_view run : runs) for_each_line(run, [&](std::string_view line) { all.push_back(entry_of(line)); });
    std::stable_sort(all.begin(), all.end(), [](auto const& a, auto const& b) { return a.first < b.first; });
    std::string out;
    for (std::size_t i = 0; i < all.size();) {
        std::uint64_t total = 0;
        std::size_t j = i;
        for (; j < all.size() && all[j].first == all[i].first; ++j) total += all[j].second;
        append_count(out, all[i].first, total);
        i = j;
    }
    return out;
}

py::tuple count_block(py::bytes data, py::handle profile_name, bool web, std::size_t files, py::handle dedup,
                      std::size_t budget) {
    if (files == 0) throw py::value_error("files must be at least 1");
    std::optional<dedup_options> steps; // made only when options are given
    named_form const p = profile_named(profile_name);
    normalize_options const opts{p.p, web, nullptr, dedup_named(dedup, p, steps)};
    std::string_view const bytes(PyBytes_AS_STRING(data.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(data.ptr())));
    block_counts b;
    b.runs.resize(files);
    {
        py::gil_scoped_release const unlocked; // `data` is immutable and held by this call
        count_lines(bytes, opts, budget != 0 ? budget : default_budget(bytes.size()), b);
    }

    py::dict rejected, examples;
    for (auto const& [reason, n] : b.rejected) rejected[py::str(std::string(reason))] = n;
    for (auto const& [reason, lines] : b.examples) {
        py::list kept;
        for (auto const& [number, line] : lines) kept.append(py::make_tuple(number, py::bytes(line.data(), line.size())));
        examples[py::str(std::string(reason))] = kept;
    }
    py::list out;
    for (std::string& run : b.runs) {
        out.append(py::bytes(run));
        std::string().swap(run); // given back as it is copied: the runs are not held twice
    }
    return py::make_tuple(b.lines, b.blank, b.accepted, b.relative, rejected, examples, out);
}

py::bytes merge(py::list runs) {
    std::vector<py::bytes> held; // references for the time without the GIL
    std::vector<std::string_view> views;
    for (py::handle r : runs) {
        if (!PyBytes_Check(r.ptr())) throw py::type_error("merge_counts takes a list of bytes");
        held.push_back(py::reinterpret_borrow<py::bytes>(r));
        views.emplace_back(PyBytes_AS_STRING(r.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(r.ptr())));
    }
    std::string merged;
    {
        py::gil_scoped_release const unlocked;
        merged = merge_runs(views);
    }
    return py::bytes(merged);
}

} // namespace

void bind_dedup(py::module_& m) {
    m.def("dedup_count_block", &count_block, py::arg("data"), py::arg("profile"), py::arg("web"), py::arg("files"),
          py::arg("dedup") = py::none(), py::arg("budget") = 0,
          "dedup_count_block(data, profile, web, files, dedup=None, budget=0) -> (lines, blank, accepted, relative, "
          "rejected, examples, runs)\n\nurikit.dedup's block step, without the GIL: the lines of `data` "
          "canonicalized (`relative`: accepted ones without a scheme; `examples`: per reason up to five distinct "
          "refused lines as (line number in the block, bytes)) and "
          "counted into 'url\\tcount\\n' lines per output file, in sorted runs (one, unless the count outgrew "
          "`budget` bytes, the block's size or 8 MiB when 0: then written out and started again, so a URL may have "
          "a line in several runs; dedup_merge_counts adds them).");
    m.def("dedup_merge_counts", &merge, py::arg("runs"),
          "dedup_merge_counts(runs) -> bytes\n\nSorted runs merged into one, the counts of equal URLs added, without "
          "the GIL.");
}

} // namespace urikit::python
