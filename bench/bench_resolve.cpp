// Parse a reference + resolve it against a parsed base (RFC 3986 §5.2) +
// write the target, side by side: urikit (resolve_into a reused buffer) and
// uriparser (uriAddBaseUriExA strict + uriToStringA into a reused buffer).
// Two workloads per data file: every line as a reference against
// "http://a/b/c/d;p?q", and the §5.4 references against every line as a base.
#include "time_per_call.hpp"

#include <benchmark/benchmark.h>

#include <uriparser/Uri.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/parse.hpp>
#include <urikit/resolve.hpp>

namespace urikit::bench {

namespace {

constexpr std::string_view rfc_refs[] = {"g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", ";x", "",
                                         ".", "..", "../g", "../..", "../../g", "../../../g", "g;x=1/../y"};

struct pair_set {
    std::vector<std::pair<std::string_view, std::string_view>> pairs; // base, reference
};

std::string out_buffer;

// One pass of urikit over a set: bases parsed once, outside the pass, as a
// client does for a page.
std::function<void()> urikit_pass(pair_set const* set) {
    auto bases = std::make_shared<std::vector<urikit::uri_view>>();
    auto refs = std::make_shared<std::vector<std::string_view>>();
    for (auto const& [b, r] : set->pairs) {
        bases->push_back(*urikit::parse_uri(b));
        refs->push_back(r);
    }
    return [bases, refs] {
        for (std::size_t i = 0; i < refs->size(); ++i) {
            auto const r = urikit::parse_uri_reference((*refs)[i]);
            benchmark::DoNotOptimize((*bases)[i].resolve_into(*r, out_buffer).code);
        }
    };
}

// uriparser's parsed bases, freed with the last pass that uses them.
struct uriparser_bases {
    std::vector<UriUriA> uris;
    uriparser_bases() = default;
    uriparser_bases(uriparser_bases const&) = delete;
    uriparser_bases& operator=(uriparser_bases const&) = delete;
    ~uriparser_bases() {
        for (auto& b : uris) uriFreeUriMembersA(&b);
    }
};

void uriparser_call(UriUriA const& base, std::string_view r) {
    UriUriA ref, target;
    char const* error_pos = nullptr;
    if (uriParseSingleUriExA(&ref, r.data(), r.data() + r.size(), &error_pos) != URI_SUCCESS) return;
    if (uriAddBaseUriExA(&target, &ref, &base, URI_RESOLVE_STRICTLY) == URI_SUCCESS) {
        int needed = 0;
        uriToStringCharsRequiredA(&target, &needed);
        out_buffer.resize(static_cast<std::size_t>(needed) + 1);
        int written = 0;
        uriToStringA(out_buffer.data(), &target, needed + 1, &written);
        uriFreeUriMembersA(&target);
    }
    uriFreeUriMembersA(&ref);
}

std::function<void()> uriparser_pass(pair_set const* set) {
    auto bases = std::make_shared<uriparser_bases>();
    bases->uris.resize(set->pairs.size());
    for (std::size_t i = 0; i < set->pairs.size(); ++i) {
        char const* error_pos = nullptr;
        auto const b = set->pairs[i].first;
        uriParseSingleUriExA(&bases->uris[i], b.data(), b.data() + b.size(), &error_pos);
    }
    return [bases, set] {
        for (std::size_t i = 0; i < set->pairs.size(); ++i) uriparser_call(bases->uris[i], set->pairs[i].second);
    };
}

void run_urikit(benchmark::State& state, pair_set const* set) {
    time_per_call(state, "call", set->pairs.size(), 0, urikit_pass(set));
}

void run_uriparser(benchmark::State& state, pair_set const* set) {
    time_per_call(state, "call", set->pairs.size(), 0, uriparser_pass(set));
}

// Every data file's two sets, made once.
std::vector<std::pair<std::string, pair_set>> const& resolve_sets() {
    static std::vector<std::pair<std::string, pair_set>> const sets = [] {
        std::vector<std::pair<std::string, pair_set>> out;
        for (auto const& f : data_files()) {
            pair_set as_refs, as_bases;
            for (auto const& line : f.lines) {
                if (!urikit::parse_uri_reference(line)) continue; // both peers accept the same lines (bench_parse)
                as_refs.pairs.emplace_back("http://a/b/c/d;p?q", line);
                if (urikit::parse_uri(line)) {
                    for (auto r : rfc_refs) as_bases.pairs.emplace_back(line, r);
                }
            }
            out.emplace_back(f.name + "/lines_as_references", std::move(as_refs));
            out.emplace_back(f.name + "/lines_as_bases", std::move(as_bases));
        }
        return out;
    }();
    return sets;
}

} // namespace

void register_resolve_benchmarks() {
    for (auto const& [name, set] : resolve_sets()) {
        benchmark::RegisterBenchmark(("resolve/" + name + "/urikit").c_str(), run_urikit, &set)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("resolve/" + name + "/uriparser").c_str(), run_uriparser, &set)
            ->Unit(benchmark::kMillisecond);
    }
}

void add_resolve_workloads(std::vector<workload>& out) {
    for (auto const& [name, set] : resolve_sets()) {
        out.push_back({"resolve/" + name + "/urikit", set.pairs.size(), urikit_pass(&set)});
        out.push_back({"resolve/" + name + "/uriparser", set.pairs.size(), uriparser_pass(&set)});
    }
}

} // namespace urikit::bench
