#include "header_scan.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

namespace urikit::test {

std::vector<declaration> public_function_declarations() {
    std::vector<declaration> out;
    std::filesystem::path const dir = std::filesystem::path(URIKIT_TEST_SOURCE) / ".." / "include" / "urikit";
    std::regex const call(R"(^(.*?)\b(~?\w+)\s*\(([^()]*(\([^()]*\))?[^()]*)\)\s*(const)?)");
    std::regex const class_open(R"(^(class|struct)\s+(URIKIT_API\s+)?(\w+)\s*(final)?\s*\{)");
    for (auto const& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".hpp") continue;
        std::ifstream in(entry.path());
        std::string line, current_class, held;
        bool is_private = false;
        while (std::getline(in, line)) {
            std::smatch m;
            std::size_t const indent = std::min(line.find_first_not_of(' '), line.size());
            if (line.compare(indent, 2, "//") == 0) continue;
            // A result type alone on its line ("[[nodiscard]] result<std::string>") goes with the next.
            if (std::regex_search(line, std::regex(R"(^\s*\[\[nodiscard\]\][^;(){}]*$)"))) {
                held = line.substr(indent) + " ";
                continue;
            }
            if (!held.empty()) line = std::string(indent, ' ') + held + line.substr(indent), held.clear();
            for (std::string more; std::count(line.begin(), line.end(), '(') > std::count(line.begin(), line.end(), ')') &&
                                   std::getline(in, more);) {
                line += " " + more;
            }
            if (std::regex_search(line, m, class_open)) current_class = m[3], is_private = m[1] == "class";
            if (line.rfind("public:", 0) == 0) is_private = false;
            if (line.rfind("private:", 0) == 0 || line.rfind("protected:", 0) == 0) is_private = true;
            if (line.rfind("};", 0) == 0) current_class.clear(), is_private = false;
            std::string const text = line.substr(indent);
            if (is_private || !std::regex_search(text, m, call)) continue;
            out.push_back({current_class, m[2], m[1], m[3], m[5].matched});
        }
    }
    return out;
}

} // namespace urikit::test
