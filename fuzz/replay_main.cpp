// A plain main() that replays fuzz inputs through a target's LLVMFuzzerTestOneInput without
// libFuzzer (any compiler; under the asan preset with ASan/UBSan): every regular file of every
// directory given (recursively), and every file given by name, in sorted order. A failed check
// traps, so the process dies and ctest reports the test as failed. Exit status 2 when an
// argument cannot be read or names no input at all (an empty corpus would test nothing).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool collect(const fs::path& arg, std::vector<fs::path>& files) {
  std::error_code ec;
  if (fs::is_regular_file(arg, ec)) {
    files.push_back(arg);
    return true;
  }
  if (!fs::is_directory(arg, ec)) return false;
  for (const auto& entry : fs::recursive_directory_iterator(arg, ec))
    if (entry.is_regular_file()) files.push_back(entry.path());
  return !ec;
}

bool replay(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return false;
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::fprintf(stderr, "replay %s (%zu bytes)\n", file.string().c_str(), bytes.size());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    if (!collect(argv[i], files)) {
      std::fprintf(stderr, "replay: cannot read %s\n", argv[i]);
      return 2;
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: %s DIR_OR_FILE... (found no inputs)\n", argv[0]);
    return 2;
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    if (!replay(f)) {
      std::fprintf(stderr, "replay: cannot read %s\n", f.string().c_str());
      return 2;
    }
  }
  std::printf("replayed %zu inputs\n", files.size());
  return 0;
}
