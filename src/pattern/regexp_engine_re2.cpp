// urikit: URL patterns' regular expressions run by RE2, whose automata
// take time linear in the text (the one RE2 file).
#include "src/pattern/regexp_engine.hpp"

#include <re2/re2.h>

#include <urikit/url_pattern.hpp>

namespace urikit::detail {

class regexp_program {
public:
    regexp_program(std::string const& text, RE2::Options const& options) : re(text, options) {}
    RE2 re;
};

namespace {

// The text as RE2 reads it; never a null pointer, so a group that matched
// the empty text is told apart from one that took no part.
re2::StringPiece piece_of(std::string_view text) {
    static constexpr char empty[] = "";
    return {text.data() != nullptr ? text.data() : empty, text.size()};
}

} // namespace

} // namespace urikit::detail

namespace urikit {
bool url_patterns_available() noexcept { return true; }
} // namespace urikit

namespace urikit::detail {

void regexp_deleter::operator()(regexp_program const* p) const noexcept { delete p; }

error compile_regexp(std::string const& re2_text, bool ignore_case, regexp_ptr& out) {
    RE2::Options options;
    options.set_log_errors(false);
    options.set_case_sensitive(!ignore_case);
    options.set_encoding(RE2::Options::EncodingUTF8);
    auto program = std::make_unique<regexp_program>(re2_text, options);
    if (!program->re.ok()) return {errc::regexp_unsupported, 0};
    out.reset(program.release());
    return {};
}

bool regexp_matches(regexp_program const& program, std::string_view text) {
    re2::StringPiece const piece = piece_of(text);
    return program.re.Match(piece, 0, piece.size(), RE2::ANCHOR_BOTH, nullptr, 0);
}

bool regexp_match_groups(regexp_program const& program, std::string_view text,
                         std::vector<std::optional<std::string_view>>& groups) {
    auto const count = static_cast<std::size_t>(program.re.NumberOfCapturingGroups());
    std::vector<re2::StringPiece> pieces(count + 1);
    re2::StringPiece const piece = piece_of(text);
    groups.assign(count, std::nullopt);
    if (!program.re.Match(piece, 0, piece.size(), RE2::ANCHOR_BOTH, pieces.data(), static_cast<int>(pieces.size())))
        return false;
    for (std::size_t k = 0; k < count; ++k) {
        re2::StringPiece const g = pieces[k + 1];
        if (g.data() != nullptr) groups[k] = std::string_view(g.data(), g.size());
    }
    return true;
}

} // namespace urikit::detail
