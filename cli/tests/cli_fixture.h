// The fixture of the tests that run the f3go binary (cli_test.cpp, perft_test.cpp, …): the scratch
// folder of oracle/tests/fixtures.h, and f3go run there with its status, stdout and stderr.
#pragma once
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "oracle/tests/fixtures.h"

namespace f3go::testing {

struct Result {
  int status = -1;
  std::string out, err;
};

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class CliFixture : public ScratchDir {
 protected:
  // Runs f3go with `args` (already shell-quoted where needed) in the test's folder, with the
  // environment assignments `env` ("NAME=value …") in front.
  Result f3go(const std::string& args, const std::string& env = "") const {
    const std::string cmd = "cd '" + dir_.string() + "' && " + env + " '" + std::string(F3GO_BINARY) + "' " +
                            args + " >out.txt 2>err.txt";
    const int raw = std::system(cmd.c_str());
    Result r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(dir_ / "out.txt");
    r.err = slurp(dir_ / "err.txt");
    return r;
  }
  // Runs f3go with stdout sent to `redirect` instead of out.txt (">/dev/full", ">&-" closes it);
  // `out` is then empty.
  Result f3go_redirected(const std::string& args, const std::string& redirect) const {
    const std::string cmd = "cd '" + dir_.string() + "' && '" + std::string(F3GO_BINARY) + "' " + args + " " +
                            redirect + " 2>err.txt";
    const int raw = std::system(cmd.c_str());
    Result r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.err = slurp(dir_ / "err.txt");
    return r;
  }
  // Bad input: status 2, nothing on stdout, one line on stderr containing `needle`.
  void expect_bad_input(const std::string& args, const std::string& needle) const {
    const Result r = f3go(args);
    EXPECT_EQ(r.status, 2) << args << "\nstderr: " << r.err;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_NE(r.err.find(needle), std::string::npos) << args << "\nstderr: " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\nstderr: " << r.err;
  }
};

}  // namespace f3go::testing
