#!/usr/bin/env python3
"""Recursion over user input is bounded (the contracts in HACKING.md): no
function of the library or the CLI reaches itself through direct calls,
unless it is listed below with the bound that keeps its depth small.

Reads the object files with `objdump -dr` (so what the compiler made, after
inlining), builds the graph of direct calls and tail calls (a jump to
another function), and reports every cycle (a strongly connected component,
or a function reaching itself) that holds at least one call (a cycle of
jumps alone is a loop: it grows no stack) and whose functions are not all
allowed. Calls through pointers and virtual calls are not seen; the library
makes none over user input. Usage: recursion_check.py OBJECT...
Exit status 1 on a cycle not allowed, or when too few objects were read."""
import re
import subprocess
import sys

# Each allowed cycle: a pattern its functions match, and why its depth is bounded.
ALLOWED = [
    (r"^urikit::detail::\(anonymous namespace\)::parser::(disjunction|term|group)\(",
     "the regexp translator: one level per group, at most max_regexp_nesting (js_regexp_reader.hpp)"),
    (r"^urikit::detail::(read_class|\(anonymous namespace\)::(read_operand|read_class_contents|read_union|"
     r"read_set_operation))\(",
     "a regexp class in a class: one level per class, at most max_regexp_nesting (js_regexp_reader.hpp)"),
    (r"^(urikit::detail::\(anonymous namespace\)::(nullable|all_nullable|compiler::(group|iteration|repeat|write))\(|"
     r"std::vector<std::vector<urikit::detail::\(anonymous namespace\)::term,.*::~vector\(\))",
     "the ECMAScript program's tree of terms: a group and its quantifier a level each, "
     "2 (max_regexp_nesting + 4) + 1 levels at most (ecma_program.cpp)"),
    (r"^(void )?std::(__introsort_loop|__merge_adaptive|__merge_without_buffer|__inplace_stable_sort|"
     r"__stable_sort_adaptive|__stable_sort_adaptive_resize|__merge_sort_with_buffer)<",
     "the standard library's sorts: 2 log2(n) levels"),
    (r"^std::_Rb_tree<.*>::(_M_erase|_M_copy)",
     "a std::map or std::set freed or copied: the red-black tree's height, 2 log2(n)"),
]

HEADER = re.compile(r"^[0-9a-f]+ <(.+)>:$")
CALL = re.compile(r"^\s*[0-9a-f]+:\s+(call|j[a-z]+)\s+[0-9a-f]+ <(.+)>$")
RELOC = re.compile(r"^\s*[0-9a-f]+: R_X86_64_(?:PLT32|PC32)\s+(.+?)(?:[-+]0x[0-9a-f]+)?$")


def clean(name, obj):
    """A function's name without its clone suffix or offset; one local to a
    translation unit (anonymous namespace) is qualified with its object."""
    name = re.sub(r"\+0x[0-9a-f]+$", "", name)
    name = re.sub(r" \[clone [^\]]*\]", "", name)
    return f"{name} @{obj}" if "(anonymous namespace)" in name else name


def call_graph(objects):
    edges = {}
    for obj in objects:
        out = subprocess.run(["objdump", "-dr", "--no-show-raw-insn", "-C", obj],
                             capture_output=True, text=True, check=True).stdout.splitlines()
        # A call's or jump's target is the symbol of the relocation on the
        # next line when there is one (objdump shows the unrelocated address
        # there), else the function objdump names; a jump within the
        # function (or its cold part) is a branch, not an edge.
        current, pending = None, None
        for line in out + [""]:
            reloc = RELOC.match(line)
            if pending is not None:
                kind, target = pending
                if reloc:
                    target = clean(reloc.group(1), obj)
                if kind == "call" or target != current:
                    edges[current][target] = "call" if kind == "call" else edges[current].get(target, "jump")
                pending = None
            header = HEADER.match(line)
            if header:
                current = clean(header.group(1), obj)
                edges.setdefault(current, {})
                continue
            call = CALL.match(line)
            if call and current is not None:
                pending = ("call" if call.group(1) == "call" else "jump", clean(call.group(2), obj))
    return edges


def cycles(edges):
    """Tarjan's strongly connected components, iteratively (a deep graph
    must not overflow this script's stack either)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = 0
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                members = set(component)
                if any(kind == "call" and target in members
                       for member in component for target, kind in edges.get(member, {}).items()):
                    found.append(sorted(component))
    return found


def allowed(name):
    bare = re.sub(r" @\S+$", "", name)
    return any(re.search(pattern, bare) for pattern, _ in ALLOWED)


def main(args):
    # CMake passes $<TARGET_OBJECTS:...> as one ";"-separated argument.
    objects = [o for a in args for o in a.split(";") if o.endswith(".o")]
    edges = call_graph(objects)
    bad = [c for c in cycles(edges) if not all(allowed(f) for f in c)]
    for c in bad:
        print("recursion with no stated bound:")
        for f in c:
            print("   ", f)
    print(f"recursion check: {len(objects)} objects, {len(edges)} functions, {len(bad)} cycles without a bound")
    return 1 if bad or len(objects) < 40 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
