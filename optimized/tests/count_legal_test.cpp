// count_legal against external truth (Tromp's counts, OEIS A094777) and against a brute force over
// f3go::Board with reference::liberties (T22.2.1 气, T22.2.3 棋串); and `f3go verify` run through
// the binary (the last line "N agree, M disagree").
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <stdexcept>
#include <sys/wait.h>
#include <string>

#include "optimized/count_legal.h"
#include "oracle/board.h"
#include "reference/strings.h"

namespace f3go::optimized {
namespace {

namespace ref = f3go::reference;

// Every string of black and white has a liberty.
bool legal(const Board& b) {
  for (Cell c : {Cell::black, Cell::white})
    for (const ref::Points& s : ref::strings_of(b, c))
      if (ref::liberties(b, s).empty()) return false;
  return true;
}

// Every position of the n×n board with empty/black/white, checked with the reference.
std::uint64_t brute_force(int n) {
  std::uint64_t total = 1, count = 0;
  for (int i = 0; i < n * n; ++i) total *= 3;
  for (std::uint64_t code = 0; code < total; ++code) {
    Board b(n);
    std::uint64_t c = code;
    for (Point p : b.points()) {
      b.set(p, c % 3 == 0 ? Cell::empty : c % 3 == 1 ? Cell::black
                                                     : Cell::white);
      c /= 3;
    }
    count += legal(b);
  }
  return count;
}

TEST(CountLegal, TrompsNumbers) {
  EXPECT_EQ(count_legal(1), 1u);  // the lone point: only empty, a stone there has no liberty
  EXPECT_EQ(count_legal(2), 57u);
  EXPECT_EQ(count_legal(3), 12675u);
}

TEST(CountLegal, AgreesWithReferenceBruteForce) {
  EXPECT_EQ(count_legal(2), brute_force(2));
  EXPECT_EQ(count_legal(3), brute_force(3));
}

TEST(CountLegal, ReportsProgressPerFirstRowPattern) {
  std::uint64_t calls = 0, last_done = 0, last_total = 0;
  count_legal(2, [&](std::uint64_t done, std::uint64_t total) {
    ++calls;
    last_done = done;
    last_total = total;
  });
  EXPECT_EQ(calls, 9u);
  EXPECT_EQ(last_done, 9u);
  EXPECT_EQ(last_total, 9u);
}

TEST(CountLegal, RejectsSizesOutsideOneToNineteen) {
  EXPECT_THROW(count_legal(0), std::invalid_argument);
  EXPECT_THROW(count_legal(20), std::invalid_argument);
}

// The counts line of a command's standard output (its last line but the JSON record that ends
// every verify output), and its exit status.
std::pair<std::string, int> run_last_line(const std::string& command) {
  FILE* f = popen((command + " 2>/dev/null").c_str(), "r");
  if (!f) return {"", -1};
  std::string last, line;
  std::array<char, 4096> buf{};
  while (fgets(buf.data(), static_cast<int>(buf.size()), f)) {
    line += buf.data();
    if (!line.empty() && line.back() == '\n') {
      line.pop_back();
      if (line.rfind("{", 0) != 0) last = line;
      line.clear();
    }
  }
  if (!line.empty()) last = line;
  const int status = pclose(f);
  return {last, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

#ifdef F3GO_BINARY
TEST(Verify, RandomPositionsAllAgree) {
  const auto [last, status] = run_last_line(std::string(F3GO_BINARY) + " verify --random 50 --size 5 --seed 1");
  EXPECT_EQ(last, "50 agree, 0 disagree");
  EXPECT_EQ(status, 0);
}

TEST(Verify, ExhaustiveTwoByTwoAllAgree) {
  const auto [last, status] = run_last_line(std::string(F3GO_BINARY) + " verify --exhaustive 2");
  EXPECT_EQ(last, "256 agree, 0 disagree");  // 4^4 positions
  EXPECT_EQ(status, 0);
}

TEST(Verify, ShardsSplitTheExhaustiveRun) {
  const auto [last, status] =
      run_last_line(std::string(F3GO_BINARY) + " verify --exhaustive 2 --shard 1/3");
  EXPECT_EQ(last, "85 agree, 0 disagree");  // indices 1, 4, …, 253 of 0..255
  EXPECT_EQ(status, 0);
}

TEST(Verify, BadInputExitsTwo) {
  EXPECT_EQ(run_last_line(std::string(F3GO_BINARY) + " verify --random 5 --size 1 --seed 1").second, 2);
  EXPECT_EQ(run_last_line(std::string(F3GO_BINARY) + " verify --exhaustive 2 --shard 3/3").second, 2);
}
#endif

}  // namespace
}  // namespace f3go::optimized
