#include "header_scan.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

namespace urikit::test {

namespace {

// A line without its comment and with its string literals emptied, so that
// neither a "//" in text nor a brace in a literal is read as code.
std::string code_of(std::string const& line) {
    std::string out;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char const c = line[i];
        if (quoted) {
            if (c == '\\') ++i;
            else if (c == '"') quoted = false, out += c;
            continue;
        }
        if (c == '/' && i + 1 < line.size() && line[i + 1] == '/') break;
        if (c == '\'' && i + 2 < line.size() && line[i + 2] == '\'') { // a character literal: '{'
            out += "' '";
            i += 2;
            continue;
        }
        if (c == '"') quoted = true;
        out += c;
    }
    return out;
}

// What each open brace opened: declarations are read at namespace and class
// level only, never inside a function body, an initializer or namespace detail.
enum class scope { declarations, body };

void follow_braces(std::string const& code, std::vector<scope>& open) {
    static std::regex const declares(R"(\b(namespace|class|struct|union|enum)\b[^=(]*\{)");
    bool const opens_declarations = std::regex_search(code, declares) && code.find("namespace detail") == std::string::npos;
    for (char c : code) {
        if (c == '{') open.push_back(opens_declarations && open.size() < 64 ? scope::declarations : scope::body);
        if (c == '}' && !open.empty()) open.pop_back();
    }
}

bool in_body(std::vector<scope> const& open) {
    return std::find(open.begin(), open.end(), scope::body) != open.end();
}

} // namespace

namespace {

// A class being read: its name ("outer::inner" when nested), the brace depth
// inside it, and whether the declarations at this point are private.
struct open_class {
    std::string name;
    std::size_t depth = 0;
    bool is_private = false;
};

class header_reader {
public:
    explicit header_reader(std::vector<declaration>& out) : out_(out) {}

    void read(std::istream& in) {
        std::string raw, held;
        while (std::getline(in, raw)) {
            std::string line = code_of(raw);
            std::size_t const indent = std::min(line.find_first_not_of(' '), line.size());
            bool const scanned = !in_body(open_);
            // A result type alone on its line ("[[nodiscard]] result<std::string>") goes with the next.
            if (scanned && std::regex_search(line, result_alone_)) {
                held = line.substr(indent) + " ";
                continue;
            }
            if (!held.empty()) line = std::string(indent, ' ') + held + line.substr(indent), held.clear();
            for (std::string more; std::count(line.begin(), line.end(), '(') > std::count(line.begin(), line.end(), ')') &&
                                   std::getline(in, more);) {
                line += " " + code_of(more);
            }
            if (scanned) read_declaration(line.substr(indent));
            follow_braces(line, open_);
            while (!classes_.empty() && open_.size() < classes_.back().depth) classes_.pop_back();
        }
    }

private:
    void read_declaration(std::string const& text) {
        std::smatch m;
        if (std::regex_search(text, m, class_open_)) {
            std::string const outer = classes_.empty() ? "" : classes_.back().name + "::";
            classes_.push_back({outer + m[2].str(), open_.size() + 1, m[1] == "class"});
            return;
        }
        if (!classes_.empty() && (text == "public:" || text == "private:" || text == "protected:")) {
            classes_.back().is_private = text != "public:";
            return;
        }
        if (!classes_.empty() && classes_.back().is_private) return;
        if (std::regex_search(text, statement_) || !std::regex_search(text, m, call_)) return;
        out_.push_back({classes_.empty() ? "" : classes_.back().name, m[2], m[1], m[3], m[5].matched});
    }

    std::vector<declaration>& out_;
    std::vector<scope> open_;
    std::vector<open_class> classes_;
    // The name: an identifier, a destructor, or an operator ("operator==",
    // "operator()", "operator bool").
    std::regex const call_{
        R"(^(.*?)\b(operator\s*(?:\(\)|\[\]|[^\s\w(]+|\s\w[\w:<>]*)|~?\w+)\s*\(([^()]*(\([^()]*\))?[^()]*)\)\s*(const)?)"};
    std::regex const class_open_{
        R"(^(class|struct)\s+(?:\[\[\w+\]\]\s+)?(?:URIKIT_API\s+)?(\w+)(?:<[^{;]*>)?\s*(?:final\s*)?(?::[^{;]*)?\{)"};
    std::regex const result_alone_{R"(^\s*\[\[nodiscard\]\][^;(){}]*$)"};
    std::regex const statement_{R"(^(#|:|,|(return|if|for|while|switch|static_assert|using|typedef|template|requires)\b))"};
};

} // namespace

std::vector<declaration> public_function_declarations() {
    std::vector<declaration> out;
    std::filesystem::path const dir = std::filesystem::path(URIKIT_TEST_SOURCE) / ".." / "include" / "urikit";
    for (auto const& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".hpp") continue;
        std::ifstream in(entry.path());
        header_reader(out).read(in);
    }
    return out;
}

} // namespace urikit::test
