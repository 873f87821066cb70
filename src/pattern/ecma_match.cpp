// urikit: the Pike VM that runs an ECMAScript program (ecma_program.hpp):
// the threads alive at a position in priority order (the order ECMAScript's
// backtracking tries them), each with its registers; of two threads at the
// same instruction and iteration state only the first goes on, as what
// follows cannot depend on the registers (no backreferences), so the
// first match found at the end of the text is the one ECMAScript finds.
#include <algorithm>
#include <limits>

#include "src/pattern/ecma_program.hpp"

namespace urikit::detail {

namespace {

constexpr std::size_t unset = std::numeric_limits<std::size_t>::max();

bool is_word(std::string_view text, std::size_t at) {
    if (at >= text.size()) return false;
    char const c = text[at];
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool is_line_terminator(char c) { return c == '\n' || c == '\r'; }

// Whether the assertion `in` holds at `pos` (ECMAScript, "Assertion").
bool holds(ecma_instruction const& in, std::string_view text, std::size_t pos) {
    bool const multiline = in.a != 0;
    switch (in.op) {
    case ecma_op::line_start: return pos == 0 || (multiline && is_line_terminator(text[pos - 1]));
    case ecma_op::line_end: return pos == text.size() || (multiline && is_line_terminator(text[pos]));
    case ecma_op::word_boundary: return (pos > 0 && is_word(text, pos - 1)) != is_word(text, pos);
    case ecma_op::not_word_boundary: return (pos > 0 && is_word(text, pos - 1)) == is_word(text, pos);
    default: return false;
    }
}

// The threads waiting at a byte_in or a match: instruction, iteration
// state, and registers (a row of `width` in `registers`).
struct thread_list {
    struct thread {
        std::uint32_t pc;
        std::uint32_t state;
    };
    std::vector<thread> threads;
    std::vector<std::size_t> registers;

    void clear() {
        threads.clear();
        registers.clear();
    }
};

class machine {
public:
    machine(ecma_program const& p, std::string_view t)
        : program(p), text(t), states(p.depths + 1), seen(p.code.size() * states, 0), scratch(2 * p.groups, unset) {}

    bool run(std::vector<std::optional<std::string_view>>& groups);

private:
    // A step of the closure: explore an instruction in a state, or put a
    // register back once everything after it was explored.
    struct step {
        bool restore;
        std::uint32_t pc_or_register;
        std::uint32_t state;
        std::size_t value;
    };

    ecma_program const& program;
    std::string_view text;
    std::size_t states;
    std::vector<std::size_t> seen; // per (instruction, state): the stamp of the last closure that reached it
    std::size_t stamp = 0;         // one per text position and more: never wraps
    std::vector<std::size_t> scratch;
    std::vector<step> stack;

    void follow(thread_list& to, std::uint32_t pc, std::uint32_t state, std::size_t pos);
    void set_register(std::uint32_t r, std::size_t value) {
        stack.push_back({true, r, 0, scratch[r]});
        scratch[r] = value;
    }
};

// Adds to `to`, in priority order, every thread that `pc` in `state` leads
// to at `pos` without consuming a byte, with `scratch` as its registers.
void machine::follow(thread_list& to, std::uint32_t pc, std::uint32_t state, std::size_t pos) {
    stack.push_back({false, pc, state, 0});
    while (!stack.empty()) {
        step const s = stack.back();
        stack.pop_back();
        if (s.restore) {
            scratch[s.pc_or_register] = s.value;
            continue;
        }
        std::size_t& mark = seen[s.pc_or_register * states + s.state];
        if (mark == stamp) continue;
        mark = stamp;
        ecma_instruction const& in = program.code[s.pc_or_register];
        std::uint32_t const next = s.pc_or_register + 1;
        switch (in.op) {
        case ecma_op::byte_in:
        case ecma_op::match:
            to.threads.push_back({s.pc_or_register, s.state});
            to.registers.insert(to.registers.end(), scratch.begin(), scratch.end());
            break;
        case ecma_op::jump: stack.push_back({false, in.a, s.state, 0}); break;
        case ecma_op::split:
            stack.push_back({false, in.b, s.state, 0});
            stack.push_back({false, in.a, s.state, 0});
            break;
        case ecma_op::save:
            set_register(in.a, pos);
            stack.push_back({false, next, s.state, 0});
            break;
        case ecma_op::reset:
            for (std::uint32_t r = in.a; r < in.b; ++r) {
                if (scratch[r] != unset) set_register(r, unset);
            }
            stack.push_back({false, next, s.state, 0});
            break;
        case ecma_op::iter_enter: stack.push_back({false, next, std::min(s.state, in.a), 0}); break;
        case ecma_op::iter_check: // it began here when the outermost iteration that did is at its depth or outside it
            if (s.state > in.a) stack.push_back({false, next, s.state, 0});
            break;
        default:
            if (holds(in, text, pos)) stack.push_back({false, next, s.state, 0});
            break;
        }
    }
}

bool machine::run(std::vector<std::optional<std::string_view>>& groups) {
    std::size_t const width = scratch.size();
    auto const none = static_cast<std::uint32_t>(states - 1); // no checked iteration began here
    thread_list current, next;
    ++stamp;
    follow(current, 0, none, 0);
    for (std::size_t pos = 0;; ++pos) {
        ++stamp;
        next.clear();
        for (std::size_t k = 0; k < current.threads.size(); ++k) {
            auto const row = current.registers.begin() + static_cast<std::ptrdiff_t>(k * width);
            ecma_instruction const& in = program.code[current.threads[k].pc];
            if (in.op == ecma_op::match) {
                if (pos != text.size()) continue; // the expression is anchored at the end
                groups.assign(program.groups, std::nullopt);
                for (std::size_t g = 0; g < program.groups; ++g) {
                    std::size_t const begin = row[static_cast<std::ptrdiff_t>(2 * g)];
                    std::size_t const end = row[static_cast<std::ptrdiff_t>(2 * g + 1)];
                    if (begin != unset && end != unset) groups[g] = text.substr(begin, end - begin);
                }
                return true; // the threads after it have lower priority
            }
            auto const byte = static_cast<unsigned char>(pos < text.size() ? text[pos] : 0);
            if (pos == text.size() || !program.sets[in.a][byte]) continue;
            std::copy(row, row + static_cast<std::ptrdiff_t>(width), scratch.begin());
            follow(next, current.threads[k].pc + 1, none, pos + 1);
        }
        if (pos == text.size() || next.threads.empty()) return false;
        std::swap(current, next);
    }
}

} // namespace

bool ecma_match_groups(ecma_program const& program, std::string_view text,
                       std::vector<std::optional<std::string_view>>& groups) {
    groups.assign(program.groups, std::nullopt);
    return machine(program, text).run(groups);
}

} // namespace urikit::detail
