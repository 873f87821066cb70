// Replay driver for the fuzz targets when they are not linked with libFuzzer
// (g++ builds, ctest): runs LLVMFuzzerTestOneInput on every file named on
// the command line, and on every file inside named folders.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size);

namespace {
std::size_t run_file(std::filesystem::path const& p) {
    std::ifstream in(p, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<std::uint8_t const*>(bytes.data()), bytes.size());
    return 1;
}
} // namespace

int main(int argc, char** argv) {
    std::size_t runs = 0;
    for (int i = 1; i < argc; ++i) {
        std::filesystem::path const p = argv[i];
        if (std::filesystem::is_directory(p)) {
            for (auto const& e : std::filesystem::recursive_directory_iterator(p)) {
                if (e.is_regular_file()) runs += run_file(e.path());
            }
        } else {
            runs += run_file(p);
        }
    }
    std::printf("replayed %zu inputs\n", runs);
    return runs > 0 ? 0 : 1;
}
