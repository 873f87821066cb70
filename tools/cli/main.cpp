// urikit CLI: argument parsing, the batch driver, exit status (SPEC.md, "The command-line contract").
//   0: every input valid; 1: at least one invalid (all processed); 2: usage error.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "human_output.hpp"
#include "json_writer.hpp"
#include "line_reader.hpp"

#include <urikit/config.hpp>
#include <urikit/parse.hpp>

namespace {

using namespace urikit::cli;

constexpr char usage_text[] =
    "usage: urikit COMMAND [OPTIONS] [INPUT ...]\n"
    "\n"
    "Without INPUT arguments, reads standard input, one input per line, and writes\n"
    "one output line per input. Exit status: 0 all inputs valid, 1 some invalid,\n"
    "2 usage error.\n"
    "\n"
    "commands:\n"
    "  parse       the components of each URI reference (RFC 3986), as written\n"
    "  normalize   the normalized reference (RFC 3986 section 6) under a profile\n"
    "  equivalent  two references separated by one TAB: equivalent under a profile?\n"
    "  resolve     the target URI of each reference against --base (RFC 3986 section 5.2)\n"
    "  to-uri      the URI of each IRI (RFC 3987 section 3.1; hosts through IDNA UTS #46)\n"
    "  to-iri      the IRI of each URI (RFC 3987 section 3.2)\n"
    "\n"
    "options:\n"
    "  --json     one JSON object per line: {\"input\",\"ok\",...} or {\"input\",\"ok\":false,\"error\",\"offset\"}\n"
    "  --profile P  rfc3986 (default; syntax-based), http (adds scheme-based: default\n"
    "             port, empty path, IDNA host), cache-key (adds: no fragment, no empty\n"
    "             query, parameters sorted by name); normalize and equivalent only\n"
    "  --base B   resolve: the base URI (it must have a scheme)\n"
    "  --help     this text\n"
    "  --version  the version\n"
    "  --         the arguments after it are inputs, even when they begin with \"--\"\n";

int usage_error(std::string_view why) {
    std::fprintf(stderr, "urikit: %.*s\n\n%s", static_cast<int>(why.size()), why.data(), usage_text);
    return 2;
}

class output {
public:
    ~output() { flush(); }
    std::string& buffer() { return out_; }
    void end_line() {
        out_.push_back('\n');
        if (out_.size() >= (1u << 16)) flush();
    }
    void flush() {
        if (!out_.empty()) std::fwrite(out_.data(), 1, out_.size(), stdout);
        out_.clear();
        std::fflush(stdout);
    }

private:
    std::string out_;
};

// Runs `cmd` on one input and writes its line; returns whether it was valid.
bool process(command_fn cmd, options const& opts, std::string_view input, std::string_view where,
             std::size_t number, output& out) {
    std::string& buf = out.buffer();
    std::size_t const line_start = buf.size();
    if (opts.json) {
        json_object obj(buf);
        obj.string("input", input).boolean("ok", true);
    }
    std::size_t const result_start = buf.size();
    failure const f = cmd(input, opts, buf);
    if (!f.failed) {
        if (opts.json) buf.push_back('}');
        out.end_line();
        return true;
    }
    if (opts.json) {
        buf.resize(line_start);
        json_object obj(buf);
        obj.string("input", input)
            .boolean("ok", false)
            .string("error", f.reason)
            .number("offset", f.offset);
        obj.close();
        out.end_line();
    } else {
        buf.resize(result_start); // an empty stdout line keeps lines aligned with inputs
        out.end_line();
        out.flush();
        std::string diag;
        append_diagnostic(diag, where, number, input, f.reason, f.offset);
        std::fwrite(diag.data(), 1, diag.size(), stderr);
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage_error("missing COMMAND");
    std::string_view const command_name = argv[1];
    if (command_name == "--help" || command_name == "-h" || command_name == "help") {
        std::fputs(usage_text, stdout);
        return 0;
    }
    if (command_name == "--version") {
        std::printf("urikit %d.%d.%d\n", URIKIT_VERSION_MAJOR, URIKIT_VERSION_MINOR, URIKIT_VERSION_PATCH);
        return 0;
    }
    command_fn cmd = nullptr;
    if (command_name == "parse") {
        cmd = &cmd_parse;
    } else if (command_name == "normalize") {
        cmd = &cmd_normalize;
    } else if (command_name == "equivalent") {
        cmd = &cmd_equivalent;
    } else if (command_name == "resolve") {
        cmd = &cmd_resolve;
    } else if (command_name == "to-uri") {
        cmd = &cmd_to_uri;
    } else if (command_name == "to-iri") {
        cmd = &cmd_to_iri;
    } else {
        return usage_error(std::string("unknown command '") + std::string(command_name) + "'");
    }

    options opts;
    bool have_base = false;
    std::vector<std::string_view> inputs;
    bool options_done = false;
    for (int i = 2; i < argc; ++i) {
        std::string_view const arg = argv[i];
        if (!options_done && arg.size() >= 2 && arg.substr(0, 2) == "--") {
            if (arg == "--") {
                options_done = true;
            } else if (arg == "--json") {
                opts.json = true;
            } else if (arg == "--profile" || arg.substr(0, 10) == "--profile=") {
                if (cmd == &cmd_parse) return usage_error("--profile applies to normalize and equivalent");
                std::string_view value;
                if (arg == "--profile") {
                    if (i + 1 >= argc) return usage_error("--profile needs a value: rfc3986, http or cache-key");
                    value = argv[++i];
                } else {
                    value = arg.substr(10);
                }
                if (value == "rfc3986") opts.profile = urikit::profile::rfc3986;
                else if (value == "http") opts.profile = urikit::profile::http;
                else if (value == "cache-key") opts.profile = urikit::profile::cache_key;
                else return usage_error(std::string("unknown profile '") + std::string(value) + "' (rfc3986, http, cache-key)");
            } else if (arg == "--base" || arg.substr(0, 7) == "--base=") {
                if (cmd != &cmd_resolve) return usage_error("--base applies to resolve");
                std::string_view value;
                if (arg == "--base") {
                    if (i + 1 >= argc) return usage_error("--base needs a URI");
                    value = argv[++i];
                } else {
                    value = arg.substr(7);
                }
                auto const base = urikit::parse_uri_reference(value);
                if (!base) {
                    return usage_error(std::string("--base is not a URI reference: ") +
                                       std::string(urikit::message(base.error().code)) + " at byte " +
                                       std::to_string(base.error().offset));
                }
                if (!base->has_scheme()) return usage_error("--base has no scheme (RFC 3986 section 5.1)");
                opts.base = *base;
                have_base = true;
            } else if (arg == "--help") {
                std::fputs(usage_text, stdout);
                return 0;
            } else {
                return usage_error(std::string("unknown option '") + std::string(arg) + "'");
            }
            continue;
        }
        inputs.push_back(arg);
    }

    if (cmd == &cmd_resolve && !have_base) return usage_error("resolve needs --base BASE");

    output out;
    bool all_valid = true;
    if (!inputs.empty()) {
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            if (!process(cmd, opts, inputs[i], "argument", i + 1, out)) all_valid = false;
        }
    } else {
        line_reader reader(stdin);
        std::string_view line;
        std::size_t number = 0;
        while (reader.next(line)) {
            if (!process(cmd, opts, line, "line", ++number, out)) all_valid = false;
        }
    }
    out.flush();
    return all_valid ? 0 : 1;
}
