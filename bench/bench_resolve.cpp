// Parse a reference + resolve it against a parsed base (RFC 3986 §5.2) +
// write the target, side by side: urikit (resolve_into a reused buffer) and
// uriparser (uriAddBaseUriExA strict + uriToStringA into a reused buffer).
// Two workloads per data file: every line as a reference against
// "http://a/b/c/d;p?q", and the §5.4 references against every line as a base.
#include "time_per_call.hpp"

#include <benchmark/benchmark.h>

#include <uriparser/Uri.h>

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

void run_urikit(benchmark::State& state, pair_set const* set) {
    // bases parsed once, outside the timing, as a client does for a page
    std::vector<urikit::uri_view> bases;
    std::vector<std::string_view> refs;
    for (auto const& [b, r] : set->pairs) {
        bases.push_back(*urikit::parse_uri(b));
        refs.push_back(r);
    }
    time_per_call(state, "call", refs.size(), 0, [&] {
        for (std::size_t i = 0; i < refs.size(); ++i) {
            auto const r = urikit::parse_uri_reference(refs[i]);
            benchmark::DoNotOptimize(urikit::resolve_into(bases[i], *r, out_buffer).code);
        }
    });
}

void run_uriparser(benchmark::State& state, pair_set const* set) {
    std::vector<UriUriA> bases(set->pairs.size());
    std::vector<std::string_view> refs;
    for (std::size_t i = 0; i < set->pairs.size(); ++i) {
        char const* error_pos = nullptr;
        auto const b = set->pairs[i].first;
        uriParseSingleUriExA(&bases[i], b.data(), b.data() + b.size(), &error_pos);
        refs.push_back(set->pairs[i].second);
    }
    auto call = [&](std::size_t i) {
        UriUriA ref, target;
        char const* error_pos = nullptr;
        auto const r = refs[i];
        if (uriParseSingleUriExA(&ref, r.data(), r.data() + r.size(), &error_pos) != URI_SUCCESS) return;
        if (uriAddBaseUriExA(&target, &ref, &bases[i], URI_RESOLVE_STRICTLY) == URI_SUCCESS) {
            int needed = 0;
            uriToStringCharsRequiredA(&target, &needed);
            out_buffer.resize(static_cast<std::size_t>(needed) + 1);
            int written = 0;
            uriToStringA(out_buffer.data(), &target, needed + 1, &written);
            uriFreeUriMembersA(&target);
        }
        uriFreeUriMembersA(&ref);
    };
    time_per_call(state, "call", refs.size(), 0, [&] {
        for (std::size_t i = 0; i < refs.size(); ++i) call(i);
    });
    for (auto& b : bases) uriFreeUriMembersA(&b);
}

} // namespace

void register_resolve_benchmarks() {
    static std::vector<std::pair<std::string, pair_set>> sets;
    sets.reserve(2 * data_files().size());
    for (auto const& f : data_files()) {
        pair_set as_refs, as_bases;
        for (auto const& line : f.lines) {
            if (!urikit::parse_uri_reference(line)) continue; // both peers accept the same lines (bench_parse)
            as_refs.pairs.emplace_back("http://a/b/c/d;p?q", line);
            if (urikit::parse_uri(line)) {
                for (auto r : rfc_refs) as_bases.pairs.emplace_back(line, r);
            }
        }
        sets.emplace_back(f.name + "/lines_as_references", std::move(as_refs));
        sets.emplace_back(f.name + "/lines_as_bases", std::move(as_bases));
    }
    for (auto const& [name, set] : sets) {
        benchmark::RegisterBenchmark(("resolve/" + name + "/urikit").c_str(), run_urikit, &set)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("resolve/" + name + "/uriparser").c_str(), run_uriparser, &set)
            ->Unit(benchmark::kMillisecond);
    }
}

} // namespace urikit::bench
