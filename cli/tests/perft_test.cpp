// `f3go perft` (oracle/cli/perft.cpp), run as the executable (F3GO_BINARY): counts derived by hand
// from the rules on the 2x2 and 3x3 boards, the two engines giving the same counts, the skipping of
// candidates changing no count, --divide, a finished game being a leaf, and bad input (status 2).
//
// Hand derivations (2022 defaults: N = 3, A15 `opponent`, A16/A17 `walls`, A18 `after_own_stone`,
// A19 `forfeit`, A34 `both`, A13 suicide forbidden, A14 positional superko). On 2x2 every point
// has two on-board neighbours, so no point is a tiger's mouth under A16 `walls` (it needs two
// stones and one empty point among the neighbours).
//
// 2x2, black to move on the empty board, depth 1: 4 stones + 1 pass + 16 flybomb turns — a corner
// stone keeps a liberty whatever single point the flower takes (no capture point, T22.5.1) and
// there is no white stone to make a one-liberty eye (T22.5.2), so each stone takes 3 flower points
// and the flower pass (A19 `forfeit`): 4 × 4. Total 21.
//
// Depth 2, white's replies (by symmetry, black's stone at A1):
//  - after B pass: as depth 1 for white (the pass ending the game is a node): 21.
//  - after B A1 (4 such): W B1 and W A2 (liberty B2), W B2; W pass; flybombs: after W B1 the
//    flower at A2 takes black's last liberty and at B2 white's own (capture points, A34 `both`),
//    so only the flower pass; likewise after W A2; after W B2 both B1 and A2 leave every string a
//    liberty: 2 flower points + flower pass. 3 + 1 + (1 + 1 + 3) = 9.
//  - after B A1 F pass: the same board, black has 2 flybombs left: 9.
//  - after B A1 F B1 (the flower beside the stone; A1 encloses no region, so no private eye and
//    the flower is neutral, T22.4.1): W A2 captures A1 (its liberties are gone: B1 is a neutral
//    flower, a wall); W B2; W pass; flybombs: W A2 then the flower at A1 or B2 (no string of
//    either colour loses its last liberty; no black stone, so no black shape) or the flower pass:
//    3; W B2 then the flower at A2 is a capture point (A1's and B2's last liberty): only the
//    flower pass, 1. 2 + 1 + 3 + 1 = 7. B A1 F A2 likewise: 7.
//  - after B A1 F B2 (diagonal): W B1 and W A2 would have no liberty and capture nothing (A1
//    keeps the other point), suicide; no stone means no flybomb turn: only W pass, 1.
//  Total: 21 + 4 × 9 + 4 × (9 + 7 + 7 + 1) = 153.
// Under 2018 (A15 `both`: the thrower's own shapes too) only B A1 F B1 / F A2 change: after W A2
// captures, A1 and B2 are each enclosed by white A2 and the neutral flower B1 (walls under A17),
// so they are white's one-liberty eyes: W A2's flybomb keeps only the flower pass. 2 + 1 + 1 + 1
// = 5, and the total is 21 + 36 + 4 × (9 + 5 + 5 + 1) = 137.
//
// 3x3 depth 1: 9 stones + 1 pass + 9 × (8 flower points + flower pass) = 91 — a lone stone has
// two or more liberties, so a flower takes none's last; no shape of either colour yet (both
// profiles).
#include <gtest/gtest.h>

#include "cli/tests/cli_fixture.h"
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using f3go::testing::CliFixture;
using f3go::testing::Result;

class Perft : public CliFixture {
 protected:
  // The node counts of depth 1..D ("depth d: N nodes, …" lines), after checking the status.
  std::vector<std::uint64_t> counts(const std::string& args) const {
    const Result r = f3go("perft " + args);
    EXPECT_EQ(r.status, 0) << args << "\nstderr: " << r.err;
    std::vector<std::uint64_t> out;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("depth ", 0) != 0) continue;
      const auto colon = line.find(": ");
      EXPECT_EQ(std::stoi(line.substr(6, colon - 6)), static_cast<int>(out.size()) + 1) << line;
      out.push_back(std::stoull(line.substr(colon + 2)));
    }
    return out;
  }
  // The --divide lines "MOVE: count" (the lines before the first blank line, after the header).
  std::map<std::string, std::uint64_t> divide(const std::string& args) const {
    const Result r = f3go("perft --divide " + args);
    EXPECT_EQ(r.status, 0) << args << "\nstderr: " << r.err;
    std::map<std::string, std::uint64_t> out;
    std::istringstream in(r.out);
    std::string line;
    std::getline(in, line);  // the header
    while (std::getline(in, line) && !line.empty()) {
      const auto colon = line.rfind(": ");
      EXPECT_NE(colon, std::string::npos) << line;
      EXPECT_TRUE(out.emplace(line.substr(0, colon), std::stoull(line.substr(colon + 2))).second) << line;
    }
    return out;
  }
  void expect_bad_input(const std::string& args, const std::string& needle) const {
    const Result r = f3go("perft " + args);
    EXPECT_EQ(r.status, 2) << args << "\nstdout: " << r.out;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_NE(r.err.find(needle), std::string::npos) << args << "\nstderr: " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\nstderr: " << r.err;
  }
};

using Counts = std::vector<std::uint64_t>;

TEST_F(Perft, TwoByTwoByHandUnder2022BothEngines) {
  for (const char* engine : {"reference", "optimized"}) {
    EXPECT_EQ(counts(std::string("--size 2 --depth 2 --engine ") + engine), (Counts{21, 153})) << engine;
  }
}

TEST_F(Perft, TwoByTwoByHandUnder2018BothEngines) {
  for (const char* engine : {"reference", "optimized"}) {
    EXPECT_EQ(counts(std::string("--size 2 --depth 2 --rules 2018 --engine ") + engine), (Counts{21, 137}))
        << engine;
  }
}

TEST_F(Perft, ThreeByThreeDepthOneByHand) {
  EXPECT_EQ(counts("--size 3 --depth 1"), Counts{91});
  EXPECT_EQ(counts("--size 3 --depth 1 --rules 2018 --engine optimized"), Counts{91});
}

// The first turns of 2x2 at depth 2, each derived in the file comment.
TEST_F(Perft, DivideOfTwoByTwoByHand) {
  const auto d = divide("--size 2 --depth 2");
  ASSERT_EQ(d.size(), 21u);
  EXPECT_EQ(d.at("B pass"), 21u);
  for (const char* p : {"A1", "B1", "A2", "B2"}) {
    const std::string s = std::string("B ") + p;
    EXPECT_EQ(d.at(s), 9u) << s;
    EXPECT_EQ(d.at(s + " F pass"), 9u) << s;
  }
  EXPECT_EQ(d.at("B A1 F B1"), 7u);
  EXPECT_EQ(d.at("B A1 F A2"), 7u);
  EXPECT_EQ(d.at("B A1 F B2"), 1u);
  EXPECT_EQ(d.at("B B2 F A1"), 1u);
  std::uint64_t sum = 0;
  for (const auto& [move, n] : d) sum += n;
  EXPECT_EQ(sum, 153u);
}

// With no flybomb (N = 0) the game is plain Go: 2x2 depth 1 = 4 stones + pass; depth 2 = 5 after
// the pass + 4 × (3 stones + pass) = 21.
TEST_F(Perft, WithoutFlybombsTheGameIsPlainGo) {
  EXPECT_EQ(counts("--size 2 --depth 2 --set flybombs=0"), (Counts{5, 21}));
  EXPECT_EQ(counts("--size 2 --depth 2 --set flybombs=0 --engine optimized"), (Counts{5, 21}));
}

// A19 flybomb.no_legal_point, as the corpus reads it (corpus/cases/switches/A19_*.case): under
// `illegal_declaration` a declared flybomb whose flower has no legal point is illegal; with a
// legal point the flower may still be passed. Black A1 on 2x2, white to move (the 9 replies of the
// file comment): after W B1 (and W A2) no flower point is legal, so W B1 F pass and W A2 F pass
// are illegal: 7. `forfeit` and `refund` keep them: 9. On the empty board a flower point always
// exists: 21 under every reading.
TEST_F(Perft, FlowerPassFollowsA19) {
  const auto file = write("a1.pos", "size: 2\nto_move: white\n. .\nX .\n");
  const std::string at = " --depth 1 --position " + file.string();
  EXPECT_EQ(counts("--set flybomb.no_legal_point=illegal_declaration" + at), Counts{7});
  EXPECT_EQ(counts("--set flybomb.no_legal_point=illegal_declaration --engine optimized" + at), Counts{7});
  EXPECT_EQ(counts("--set flybomb.no_legal_point=refund" + at), Counts{9});
  const auto d = divide("--set flybomb.no_legal_point=illegal_declaration" + at);
  EXPECT_EQ(d.count("W B1 F pass"), 0u);
  EXPECT_EQ(d.count("W B2 F pass"), 1u);
  for (const char* reading : {"forfeit", "refund", "illegal_declaration"})
    EXPECT_EQ(counts(std::string("--size 2 --depth 1 --set flybomb.no_legal_point=") + reading), Counts{21})
        << reading;
}

// A29: a game ended by two passes has no further turn. Plain 2x2 (N = 0), depth 3 below B pass:
// W pass ends the game (nothing at depth 3); after each of W's 4 corner stones black has 3 stones
// and the pass: 16.
TEST_F(Perft, AFinishedGameIsALeaf) {
  const auto d = divide("--size 2 --depth 3 --set flybombs=0");
  EXPECT_EQ(d.at("B pass"), 16u);
}

TEST_F(Perft, StartsFromAPositionFile) {
  // Black A1 on 2x2, white to move: the 9 replies of the file comment; without flybombs, 3 + 1.
  const auto file = write("a1.pos", "size: 2\nto_move: white\n. .\nX .\n");
  EXPECT_EQ(counts("--depth 1 --position " + file.string()), Counts{9});
  EXPECT_EQ(counts("--depth 1 --size 2 --set flybombs=0 --position " + file.string()), Counts{4});
  const auto none = write("none.pos", "size: 2\nto_move: white\nflybombs: black=3 white=0\n. .\nX .\n");
  EXPECT_EQ(counts("--depth 1 --position " + none.string()), Counts{4});
}

// Both engines, every candidate asked or skipped: the same counts.
TEST_F(Perft, EnginesAndSkippingAgreeOnSmallBoards) {
  for (const std::string rules : {"--rules 2022", "--rules 2018"}) {
    const Counts two = counts("--size 2 --depth 3 " + rules);
    EXPECT_EQ(two.size(), 3u);
    EXPECT_EQ(counts("--size 2 --depth 3 --engine optimized " + rules), two) << rules;
    EXPECT_EQ(counts("--size 2 --depth 3 --all-candidates " + rules), two) << rules;
    const Counts three = counts("--size 3 --depth 2 --engine optimized " + rules);
    EXPECT_EQ(three.size(), 2u);
    EXPECT_EQ(counts("--size 3 --depth 2 " + rules), three) << rules;
    EXPECT_EQ(counts("--size 3 --depth 2 --all-candidates --engine optimized " + rules), three) << rules;
  }
}

TEST_F(Perft, BadInputExitsWithStatusTwo) {
  expect_bad_input("--size 2", "depth");
  expect_bad_input("--size 2 --depth 0", "perft --depth");
  expect_bad_input("--size 2 --depth 99", "perft --depth");
  expect_bad_input("--size 1 --depth 1", "perft --size");
  expect_bad_input("--size 20 --depth 1", "perft --size");
  expect_bad_input("--size x --depth 1", "size");
  expect_bad_input("--depth 1", "--position");
  expect_bad_input("--size 2 --depth 1 --engine fast", "perft --engine");
  expect_bad_input("--size 2 --depth 1 --set no.such=1", "--set no.such=1");
  expect_bad_input("--size 2 --depth 1 --rules 2030", "--rules");
  expect_bad_input("--depth 1 --position missing.pos", "missing.pos");
  const auto file = write("a1.pos", "size: 2\n. .\nX .\n");
  expect_bad_input("--depth 1 --size 3 --position " + file.string(), "perft --size");
  const auto bad = write("bad.pos", "size: 2\n. Q\nX .\n");
  expect_bad_input("--depth 1 --position " + bad.string(), "bad.pos");
}

}  // namespace
