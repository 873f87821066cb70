// urikit: a JavaScript regexp compiled for the ECMAScript Pike VM
// (ecma_program.hpp): read into a tree of terms, then each term written as
// instructions, a quantified atom as its iterations (ECMAScript,
// "RepeatMatcher").
#include "src/pattern/ecma_program.hpp"

#include <algorithm>

#include "src/pattern/js_regexp.hpp"

namespace urikit::detail {

namespace {

// A term of the expression: a byte set, an assertion, a group (its
// Alternatives, each a list of terms) or a quantified atom (one
// Alternative holding the atom). [first_group, end_group) are the
// capturing groups it holds, numbered from 0 in the order they open.
struct term {
    enum class kind : std::uint8_t { set, assertion, group, repeat };
    kind k = kind::group;
    ecma_op assertion = ecma_op::line_start;
    std::uint32_t value = 0;  // the set's index; an assertion's `a`
    bool capturing = false;   // a group's
    std::size_t min = 0, max = 0;
    bool greedy = true;
    std::uint32_t first_group = 0, end_group = 0;
    std::vector<std::vector<term>> alternatives;
};

// The writer that builds the tree: the groups open, the outermost first.
class tree_writer final : public js_regexp_writer {
public:
    explicit tree_writer(ecma_program& p) : program(p) { open.push_back(group_term(false)); }

    void bar() override { open.back().alternatives.emplace_back(); }
    void open_group(group_kind kind, std::string_view) override { open.push_back(group_term(kind == group_kind::capturing)); }
    void close_group() override {
        term done = std::move(open.back());
        open.pop_back();
        done.end_group = groups;
        append(std::move(done));
    }
    void assertion(char which, bool multiline) override {
        term t = leaf(term::kind::assertion);
        t.assertion = which == '^' ? ecma_op::line_start
                      : which == '$' ? ecma_op::line_end
                      : which == 'b' ? ecma_op::word_boundary
                                     : ecma_op::not_word_boundary;
        t.value = multiline ? 1 : 0;
        append(std::move(t));
    }
    void any_character(bool dot_all) override { // as RE2's "(?s:.)" and "[^\n\r]" (Latin-1 bytes)
        std::bitset<256> bytes;
        bytes.set();
        if (!dot_all) bytes.reset('\n').reset('\r');
        append_set(bytes);
    }
    void set(ascii_set const& s) override {
        std::bitset<256> bytes;
        for (std::size_t c = 0; c < 128; ++c) bytes.set(c, s.bits[c]);
        append_set(bytes);
    }
    void literal(char32_t cp, bool ignore_case) override {
        ascii_set s;
        if (cp < 0x80) s.add(cp); // a non-ASCII one matches no byte (the reader folds it with `i`)
        if (ignore_case) s.fold();
        set(s);
    }
    void quantifier(std::size_t min, std::size_t max, bool greedy) override {
        std::vector<term>& sequence = open.back().alternatives.back();
        term atom = std::move(sequence.back());
        sequence.pop_back();
        term t = leaf(term::kind::repeat);
        t.min = min;
        t.max = max;
        t.greedy = greedy;
        t.first_group = atom.first_group;
        t.end_group = atom.end_group;
        t.alternatives.emplace_back().push_back(std::move(atom));
        sequence.push_back(std::move(t));
    }

    term finish() {
        open.back().end_group = groups;
        return std::move(open.back());
    }

private:
    ecma_program& program;
    std::vector<term> open;
    std::uint32_t groups = 0;

    term leaf(term::kind k) const {
        term t;
        t.k = k;
        t.first_group = t.end_group = groups;
        return t;
    }
    term group_term(bool capturing) {
        term t = leaf(term::kind::group);
        t.capturing = capturing;
        if (capturing) ++groups;
        t.alternatives.emplace_back();
        return t;
    }
    void append(term t) { open.back().alternatives.back().push_back(std::move(t)); }
    void append_set(std::bitset<256> const& bytes) { // one per atom: no search, so O(n) in all
        term t = leaf(term::kind::set);
        t.value = static_cast<std::uint32_t>(program.sets.size());
        program.sets.push_back(bytes);
        append(std::move(t));
    }
};

bool nullable(term const& t);

bool all_nullable(std::vector<term> const& sequence) {
    return std::all_of(sequence.begin(), sequence.end(), [](term const& t) { return nullable(t); });
}

// Whether the term can match the empty text. Recursion: the tree's depth,
// twice the regexp's nesting bound at most (a group, then its quantifier).
bool nullable(term const& t) {
    switch (t.k) {
    case term::kind::set: return false;
    case term::kind::assertion: return true;
    case term::kind::repeat: return t.min == 0 || all_nullable(t.alternatives[0]);
    case term::kind::group: break;
    }
    return std::any_of(t.alternatives.begin(), t.alternatives.end(), all_nullable);
}

// How large a program may grow while it is written: the bound on one that
// runs, or for one RE2 may stand for, what RE2's own bound on the same
// expression allows (its instructions are ours but for splits; counted
// repetitions are expanded by both).
constexpr std::size_t max_written_work = 64 * max_ecma_work;

// Writes terms as instructions; stops adding once the program's work per
// byte is over max_written_work (`too_large`).
struct compiler {
    ecma_program& program;
    std::size_t depth = 0; // iterations with an empty check open here
    bool perl_agrees = true;
    bool too_large = false;
    ecma_work work;        // what the program written so far holds

    std::uint32_t here() const { return static_cast<std::uint32_t>(program.code.size()); }
    void add(ecma_op op, std::uint32_t a = 0, std::uint32_t b = 0) {
        work.count(program, {op, a, b});
        too_large = too_large || work.per_byte() > max_written_work;
        if (!too_large) program.code.push_back({op, a, b});
    }

    void sequence(std::vector<term> const& terms) {
        for (term const& t : terms) write(t);
    }
    void group(term const& t);
    void iteration(term const& t, bool checked);
    void repeat(term const& t);
    void write(term const& t);
};

// Alternatives in order: each tried before the next (ECMAScript,
// "Disjunction"); a capturing group saves where it begins and ends.
void compiler::group(term const& t) {
    if (t.capturing) add(ecma_op::save, 2 * t.first_group);
    std::vector<std::uint32_t> to_end;
    for (std::size_t k = 0; k < t.alternatives.size() && !too_large; ++k) {
        std::uint32_t const split = here();
        bool const last = k + 1 == t.alternatives.size();
        if (!last) add(ecma_op::split, split + 1);
        sequence(t.alternatives[k]);
        if (last || too_large) break;
        to_end.push_back(here());
        add(ecma_op::jump);
        program.code[split].b = here();
    }
    for (std::uint32_t j : to_end) {
        if (!too_large) program.code[j].a = here();
    }
    if (t.capturing) add(ecma_op::save, 2 * t.first_group + 1);
}

// One iteration of a quantified atom: its groups reset when it may follow
// another (RepeatMatcher step 4), the empty check when `checked` (step 2.a).
void compiler::iteration(term const& t, bool checked) {
    if (t.end_group > t.first_group && t.max > 1) {
        add(ecma_op::reset, 2 * t.first_group, 2 * t.end_group);
        perl_agrees = false;
    }
    if (!checked) {
        write(t.alternatives[0][0]);
        return;
    }
    perl_agrees = false;
    auto const d = static_cast<std::uint32_t>(depth++);
    program.depths = std::max(program.depths, depth);
    add(ecma_op::iter_enter, d);
    write(t.alternatives[0][0]);
    add(ecma_op::iter_check, d);
    --depth;
}

// RepeatMatcher: `min` iterations, then up to `max` (greedy: another
// iteration first; lazy: the rest first), each past the minimum checked
// for emptiness when the atom can match the empty text.
void compiler::repeat(term const& t) {
    bool const checked = nullable(t.alternatives[0][0]);
    for (std::size_t k = 0; k < t.min && !too_large; ++k) iteration(t, false);
    std::vector<std::uint32_t> to_end;
    std::uint32_t const loop = here();
    for (std::size_t k = t.min; k < t.max && !too_large; ++k) {
        to_end.push_back(here());
        add(ecma_op::split);
        iteration(t, checked);
        if (t.max == js_regexp_writer::unbounded) {
            add(ecma_op::jump, loop);
            break;
        }
    }
    if (too_large) return;
    for (std::uint32_t s : to_end) {
        ecma_instruction& split = program.code[s];
        split.a = t.greedy ? s + 1 : here();
        split.b = t.greedy ? here() : s + 1;
    }
}

void compiler::write(term const& t) {
    switch (t.k) {
    case term::kind::set: add(ecma_op::byte_in, t.value); return;
    case term::kind::assertion: add(t.assertion, t.value); return;
    case term::kind::repeat: repeat(t); return;
    case term::kind::group: group(t); return;
    }
}

} // namespace

void ecma_work::count(ecma_program const& p, ecma_instruction const& in) noexcept {
    ++instructions;
    threads += in.op == ecma_op::byte_in || in.op == ecma_op::match ? 1 : 0;
    reset_registers += in.op == ecma_op::reset ? in.b - in.a : 0;
    groups = std::max(groups, p.groups);
    depths = std::max(depths, p.depths);
}

std::size_t ecma_work::per_byte() const noexcept {
    std::size_t const states = depths + 1;
    std::size_t const width = 2 * groups;
    return states * (instructions * state_cost + reset_registers * reset_cost + threads * (thread_cost + 2 * width * register_cost));
}

ecma_work ecma_work::of(ecma_program const& p) noexcept {
    ecma_work w;
    for (ecma_instruction const& in : p.code) w.count(p, in);
    return w;
}

error compile_ecma_program(std::string_view js, bool ignore_case, std::size_t max_nesting, ecma_program& out,
                           bool& perl_agrees) {
    ecma_program program;
    tree_writer writer(program);
    if (error e = read_js_regexp(js, ignore_case, max_nesting, writer)) return e;
    term const root = writer.finish();
    program.groups = root.end_group;
    compiler c{program, 0, true, false, {}};
    c.group(root);
    c.add(ecma_op::match);
    c.work.groups = program.groups;
    c.work.depths = program.depths;
    if (c.too_large || (!c.perl_agrees && c.work.per_byte() > max_ecma_work)) return {errc::pattern_too_complex, 0};
    perl_agrees = c.perl_agrees;
    out = std::move(program);
    return {};
}

} // namespace urikit::detail
