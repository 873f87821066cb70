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

void regexp_deleter::operator()(regexp_program const* p) const noexcept { delete p; }

error compile_regexp(std::string const& re2_text, bool ignore_case, regexp_ptr& out) {
    RE2::Options options;
    options.set_log_errors(false);
    options.set_case_sensitive(!ignore_case);
    // Every text matched is a canonical URL component, ASCII: read as bytes
    // (Latin-1), "." and the classes are one instruction, not a UTF-8 decoder.
    options.set_encoding(RE2::Options::EncodingLatin1);
    options.set_max_mem(static_cast<int64_t>(max_regexp_memory));
    auto program = std::make_unique<regexp_program>(re2_text, options);
    if (!program->re.ok()) {
        // Over RE2's memory, or nested counted repetitions whose product is over 1000.
        bool const too_large = program->re.error_code() == RE2::ErrorPatternTooLarge ||
                               program->re.error_code() == RE2::ErrorRepeatSize;
        return {too_large ? errc::pattern_too_complex : errc::regexp_unsupported, 0};
    }
    if (static_cast<std::size_t>(program->re.ProgramSize()) > max_regexp_instructions) return {errc::pattern_too_complex, 0};
    out.reset(program.release());
    return {};
}

std::size_t regexp_instructions(regexp_program const& program) {
    return static_cast<std::size_t>(program.re.ProgramSize());
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
