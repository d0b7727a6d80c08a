// Shared by the tests that read and write files (oracle/, judge/ and cli/ tests): a scratch folder
// per test, and a small legal position.
#pragma once
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace f3go::testing {

namespace fs = std::filesystem;

// A small legal position: a black wall with a one-point corner eye, a white stone, a flower.
inline const std::string kSmallPosition =
    "size: 5\n"
    "5 . X . . .\n"
    "4 X X . . .\n"
    "3 . . . . .\n"
    "2 . . O . .\n"
    "1 . . . . F\n"
    "  A B C D E\n";

// A folder of its own for each test (named after the suite, the process and the test), emptied
// before and removed after; files are written into it byte for byte.
class ScratchDir : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("f3go_" + std::string(info->test_suite_name()) + "_" +
                                        std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Writes `text` to `name` (subfolders made as needed) in the test's folder; its path.
  fs::path write(const std::string& name, const std::string& text) const {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return dir_ / name;
  }

  fs::path dir_;
};

}  // namespace f3go::testing
