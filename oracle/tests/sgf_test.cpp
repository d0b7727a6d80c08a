// Game records (oracle/sgf.h): the SGF FF[4] text, the T22.1.b move numbers, exact round trips,
// every kind of malformed record (`f3go replay` on the sample records: cli/tests/replay_test.cpp).
#include "oracle/sgf.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "oracle/error.h"

namespace f3go {

// Failures print a record as its SGF text.
void PrintTo(const GameRecord& r, std::ostream* os) {
  try {
    *os << "\n"
        << write_sgf(r);
  } catch (const std::exception& e) {
    *os << "<unwritable record: " << e.what() << ">";
  }
}

namespace {

Point at(const char* gtp, int size) { return *parse_gtp(gtp, size); }

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void expect_round_trip(const GameRecord& r) {
  const std::string text = write_sgf(r);
  const GameRecord back = parse_sgf(text, "round-trip.sgf");
  EXPECT_EQ(back, r) << text;
  EXPECT_EQ(write_sgf(back), text);
}

// --- the text written ---------------------------------------------------------------------------

// A 5×5 record whose text is derived by hand from the format (sgf.h): SGF columns 'a' = A, SGF rows
// 'a' = the top row (row 5), so D4 = "db", B2 = "bd", E1 = "ee", A5 = "aa", C1 = "ce", C3 = "cc",
// A1 = "ae", E5 = "ea"; T22.1.b numbers 1 (B), 2–4 (W flybomb), 5 (B pass), 6–8 (W flybomb), 9.
TEST(SgfWrite, CanonicalTextOfAHandDerivedRecord) {
  GameRecord r = new_record(5);
  r.setup = board_from_rows({"....F",
                             ".....",
                             "..X..",
                             ".....",
                             "O...."});
  r.moves = {Move::make_stone(Colour::black, at("D4", 5)),
             Move::make_flybomb(Colour::white, at("B2", 5), at("E1", 5)),
             Move::make_pass(Colour::black),
             Move::make_flybomb(Colour::white, at("A5", 5), std::nullopt),
             Move::make_stone(Colour::black, at("C1", 5))};
  r.result = "B+1.5";
  EXPECT_EQ(write_sgf(r),
            "(;FF[4]GM[1]CA[UTF-8]SZ[5]KM[3.75]RU[2022]PL[B]NB[3]NW[3]FM[C]AB[cc]AW[ae]AF[ea]RE[B+1.5]\n"
            ";B[db]MN[1]\n"
            ";W[bd]FD[]FP[ee]MN[2]\n"
            ";B[]MN[5]\n"
            ";W[aa]FD[]FP[]MN[6]\n"
            ";B[ce]MN[9]\n"
            ")\n");
}

TEST(SgfWrite, RulesScheduleAndEscapesInTheRoot) {
  Rules rules = Rules::for_profile(Profile::y2018);
  rules.set(Switch::eye_examined, static_cast<int>(Examined::adjacent));
  rules.komi = 6.5;
  rules.flybombs = 2;
  rules.mode = Mode::B;
  GameRecord r = new_record(9, rules);
  r.random_turns = {std::vector<int>{3, 8}, std::vector<int>{1, 20}};
  r.result = "W+R] \\ok";
  EXPECT_EQ(write_sgf(r),
            "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[2018;eye.examined=adjacent;komi=6.5;flybombs=2;mode=B]"
            "PL[B]NB[2]NW[2]FM[B]RB[3][8]RW[1][20]RE[W+R\\] \\\\ok]\n)\n");
}

TEST(SgfWrite, RefusesARecordThatCannotBeRead) {
  GameRecord r = new_record(9);
  r.moves = {Move::make_stone(Colour::white, at("C3", 9))};  // black moves first
  EXPECT_THROW(write_sgf(r), std::invalid_argument);
  r = new_record(9);
  r.setup = Board(7);
  EXPECT_THROW(write_sgf(r), std::invalid_argument);
  r = new_record(9);
  r.random_turns[0] = {4};  // mode C has no random turns
  EXPECT_THROW(write_sgf(r), std::invalid_argument);
}

// --- move numbers (T22.1.b) ---------------------------------------------------------------------

// 「1个飞弹（虚弹）扔在棋盘边界外；1个飞弹（实弹）扔在棋盘边界内」: a flybomb turn at k uses k, k+1
// (virtual), k+2 (real); black's moves stay odd, white's even, whether the flower is placed or passed.
TEST(SgfMoveNumbers, AFlybombTurnUsesThreeNumbers) {
  GameRecord r = new_record(9);
  r.moves = {Move::make_stone(Colour::black, at("C3", 9)),
             Move::make_flybomb(Colour::white, at("D4", 9), at("E5", 9)),
             Move::make_pass(Colour::black),
             Move::make_flybomb(Colour::white, at("F6", 9), std::nullopt),
             Move::make_flybomb(Colour::black, at("G7", 9), at("A1", 9)),
             Move::make_stone(Colour::white, at("B2", 9))};
  EXPECT_EQ(move_numbers(r), (std::vector<int>{1, 2, 5, 6, 9, 12}));
  for (std::size_t i = 0; i < r.moves.size(); ++i)
    EXPECT_EQ(move_numbers(r)[i] % 2 == 1, r.moves[i].colour == Colour::black) << i;
}

TEST(SgfMoveNumbers, WhiteMovingFirstStartsAtTwo) {
  GameRecord r = new_record(9, Rules(), Colour::white);
  r.moves = {Move::make_stone(Colour::white, at("C3", 9)),
             Move::make_flybomb(Colour::black, at("D4", 9), at("E5", 9)),
             Move::make_pass(Colour::white)};
  EXPECT_EQ(move_numbers(r), (std::vector<int>{2, 3, 6}));
  expect_round_trip(r);
}

TEST(SgfMoveNumbers, ReadingChecksMnAfterAFlybombTurn) {
  const std::string good = "(;SZ[9];B[aa]FD[]FP[bb]MN[1];W[cc]MN[4];B[dd]MN[5])";
  EXPECT_EQ(parse_sgf(good, "t.sgf").moves.size(), 3u);
  try {
    parse_sgf("(;SZ[9]\n;B[aa]FD[]FP[bb]MN[1]\n;W[cc]MN[2]\n)", "t.sgf");
    ADD_FAILURE() << "MN[2] after a black flybomb turn at 1 was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, "t.sgf:3:9");
    EXPECT_NE(std::string(e.what()).find("move 4"), std::string::npos) << e.what();
  }
}

// --- round trips --------------------------------------------------------------------------------

TEST(SgfRoundTrip, StonesAndPasses) {
  GameRecord r = new_record(9);
  r.moves = {Move::make_stone(Colour::black, at("E5", 9)), Move::make_stone(Colour::white, at("A1", 9)),
             Move::make_stone(Colour::black, at("J9", 9)), Move::make_pass(Colour::white),
             Move::make_pass(Colour::black)};
  r.result = "B+12.5";
  expect_round_trip(r);
}

TEST(SgfRoundTrip, FlybombTurnsWithFlowerPointsAndFlowerPassesAndSetupFlowers) {
  GameRecord r = new_record(7);
  r.setup = board_from_rows({"F.....X",
                             ".......",
                             "..O....",
                             "...F...",
                             ".......",
                             "X......",
                             "......F"});
  r.moves = {Move::make_flybomb(Colour::black, at("C3", 7), at("D5", 7)),
             Move::make_flybomb(Colour::white, at("E2", 7), std::nullopt),
             Move::make_stone(Colour::black, at("F1", 7)),
             Move::make_pass(Colour::white)};
  expect_round_trip(r);
}

TEST(SgfRoundTrip, RandomSchedulesOfModesAAndB) {
  Rules a;
  a.mode = Mode::A;
  a.seed = 7;
  GameRecord ra = new_record(9, a);
  ASSERT_EQ(ra.random_turns[0].size(), 1u);  // T22.8 mode A: one random flybomb per side
  ASSERT_EQ(ra.random_turns[1].size(), 1u);
  expect_round_trip(ra);

  Rules b;
  b.mode = Mode::B;
  b.flybombs = 2;
  b.random_turns = 5;
  GameRecord rb = new_record(9, b);
  ASSERT_EQ(rb.random_turns[0].size(), 2u);  // mode B: all N random
  rb.random_turns = {std::vector<int>{1, 5}, std::vector<int>{2, 3}};
  rb.moves = {Move::make_flybomb(Colour::black, at("C3", 9), at("G7", 9))};
  expect_round_trip(rb);
}

TEST(SgfRoundTrip, NonDefaultRulesKomiAndFlybombsPerSide) {
  Rules rules = Rules::for_profile(Profile::y2018);
  rules.set(Switch::move_ko, static_cast<int>(Ko::simple_ko));
  rules.set(Switch::score_komi, static_cast<int>(Komi::deduct));
  rules.komi = 0.1 + 0.2;  // not a short decimal: KM carries it exactly
  GameRecord r = new_record(13, rules, Colour::white);
  r.flybombs_at_start = {1, 3};
  r.moves = {Move::make_stone(Colour::white, at("N13", 13)), Move::make_flybomb(Colour::black, at("A1", 13), at("B1", 13))};
  r.result = "黑胜 3¾ 子";
  expect_round_trip(r);
}

TEST(SgfRoundTrip, EverySampleRecordIsCanonical) {
  for (const char* name : {"capture", "occupied", "suicide", "flybomb", "mode-a", "white-first-2018"}) {
    SCOPED_TRACE(name);
    const std::string path = std::string(F3GO_CORPUS_DIR) + "/records/" + name + ".sgf";
    const std::string text = slurp(path);
    ASSERT_FALSE(text.empty()) << path;
    EXPECT_EQ(write_sgf(parse_sgf(text, path)), text);
  }
}

// --- reading ------------------------------------------------------------------------------------

// A record as another program might write it: whitespace, FF[4] properties that are dropped
// (AP, ST, PB, PW, DT, C, BL), a compressed point list, a main line in a single nested tree, [tt]
// as a pass, no PL (the first move decides) and no MN.
TEST(SgfRead, AForeignRecord) {
  const std::string text =
      "(;GM[1]FF[4]CA[utf-8]AP[CGoban:3]ST[2]\n"
      "  RU[2018;eye.examined=adjacent]SZ[9]KM[0]\n"
      "  PW[白]PB[黑]DT[2024-01-01]C[a comment with \\] and a soft\\\nbreak]\n"
      "  AB[aa:bb][ii]AF[ee]\n"
      ";B[cc]C[first]\n"
      "(;W[gg]BL[30]\n"
      ";B[tt];W[])\n"
      ")\n";
  const GameRecord r = parse_sgf(text, "foreign.sgf");
  Rules rules = Rules::for_profile(Profile::y2018);
  rules.set(Switch::eye_examined, static_cast<int>(Examined::adjacent));
  rules.komi = 0;
  EXPECT_EQ(r.rules, rules);
  EXPECT_EQ(r.size, 9);
  EXPECT_EQ(r.first_to_move, Colour::black);
  EXPECT_EQ(r.setup, board_from_rows({"XX.......",
                                      "XX.......",
                                      ".........",
                                      ".........",
                                      "....F....",
                                      ".........",
                                      ".........",
                                      ".........",
                                      "........X"}));
  EXPECT_EQ(r.flybombs_at_start, (std::array<int, 2>{3, 3}));
  EXPECT_EQ(r.moves, (std::vector<Move>{Move::make_stone(Colour::black, at("C7", 9)),
                                        Move::make_stone(Colour::white, at("G3", 9)),
                                        Move::make_pass(Colour::black), Move::make_pass(Colour::white)}));
  EXPECT_TRUE(r.result.empty());
}

TEST(SgfRead, DefaultsOfAMinimalRecord) {
  const GameRecord r = parse_sgf("(;)", "t.sgf");
  EXPECT_EQ(r.size, 19);  // FF[4]: SZ defaults to 19 for Go
  EXPECT_EQ(r.rules, Rules());
  EXPECT_EQ(r.setup, Board(19));
  EXPECT_EQ(r.first_to_move, Colour::black);
  EXPECT_EQ(r.flybombs_at_start, (std::array<int, 2>{3, 3}));
  EXPECT_TRUE(r.moves.empty());
}

TEST(SgfRead, KomiInBothKmAndRuMustAgree) {
  EXPECT_EQ(parse_sgf("(;RU[2022;komi=7]KM[7.0])", "t.sgf").rules.komi, 7.0);
  EXPECT_EQ(parse_sgf("(;RU[2022]KM[6.5])", "t.sgf").rules.komi, 6.5);  // RU left komi at its default
  EXPECT_EQ(parse_sgf("(;RU[2022;mode=A]FM[A]RB[3]RW[4])", "t.sgf").rules.mode, Mode::A);
}

// --- malformed records --------------------------------------------------------------------------

struct Malformed {
  const char* what;
  std::string text;
  const char* where;  // FILE:LINE:COL
  const char* words;  // a part of the message
};

TEST(SgfRead, EveryMalformedKindNamesItsPlace) {
  const std::vector<Malformed> cases = {
      {"empty file", "", "t.sgf:1:1", "empty"},
      {"text before the tree", "  x(;)", "t.sgf:1:3", "expected '('"},
      {"tree without a node", "(SZ[9])", "t.sgf:1:2", "expected ';'"},
      {"unclosed tree", "(;SZ[9]\n;B[aa]", "t.sgf:1:1", "never closed"},
      {"unclosed value", "(;SZ[9)", "t.sgf:1:5", "never closed"},
      {"stray ']'", "(;SZ[9]])", "t.sgf:1:8", "unexpected ']'"},
      {"stray ')'", "(;SZ[9]))", "t.sgf:1:9", "after the game tree"},
      {"second game tree", "(;SZ[9])\n(;SZ[9])", "t.sgf:2:1", "second game tree"},
      {"variations", "(;SZ[9](;B[aa])(;B[bb]))", "t.sgf:1:16", "variations"},
      {"lowercase identifier", "(;SZ[9]sz[9])", "t.sgf:1:8", "uppercase"},
      {"property without value", "(;SZ)", "t.sgf:1:3", "no value"},
      {"duplicate property", "(;SZ[9]SZ[9])", "t.sgf:1:8", "twice"},
      {"two values for one", "(;SZ[9][9])", "t.sgf:1:8", "one value"},
      {"unknown property", "(;SZ[9]XX[1])", "t.sgf:1:8", "unknown property XX"},
      {"AE is not supported", "(;SZ[9]AE[aa])", "t.sgf:1:8", "AE"},
      {"KO is not supported", "(;SZ[9];B[aa]KO[])", "t.sgf:1:14", "KO"},
      {"bad UTF-8", "(;C[\xff])", "t.sgf:1:5", "not UTF-8"},
      {"columns count characters", "(;C[黑白]XX[1])", "t.sgf:1:8", "unknown property"},
      {"FF[3]", "(;FF[3])", "t.sgf:1:5", "FF[4]"},
      {"not Go", "(;GM[2])", "t.sgf:1:5", "GM[1]"},
      {"charset", "(;CA[ISO-8859-1])", "t.sgf:1:5", "UTF-8"},
      {"size not a number", "(;SZ[abc])", "t.sgf:1:5", "whole number"},
      {"rectangular size", "(;SZ[9:13])", "t.sgf:1:5", "whole number"},
      {"size out of range", "(;SZ[25])", "t.sgf:1:5", "2..19"},
      {"bad komi", "(;KM[3,5])", "t.sgf:1:5", "number"},
      {"bad rules", "(;RU[Japanese])", "t.sgf:1:5", ""},
      {"bad switch in rules", "(;RU[2022;eye.examined=maybe])", "t.sgf:1:5", ""},
      {"KM against RU", "(;RU[2022;komi=7]KM[6.5])", "t.sgf:1:20", "disagrees"},
      {"FM against RU", "(;RU[2022;mode=A]FM[B]RB[1]RW[1])", "t.sgf:1:20", "disagrees"},
      {"bad mode", "(;FM[D])", "t.sgf:1:5", "A, B or C"},
      {"bad PL", "(;PL[X])", "t.sgf:1:5", "B or W"},
      {"negative flybombs", "(;NB[-1])", "t.sgf:1:5", "negative"},
      {"schedule in mode C", "(;RB[3])", "t.sgf:1:3", "RB"},
      {"mode A without schedule", "(;FM[A]RW[4])", "t.sgf:1:2", "RB"},
      {"schedule not ascending", "(;FM[B]RB[5][2][9]RW[1][2][3])", "t.sgf:1:8", "ascending"},
      {"schedule beyond T", "(;FM[A]RB[21]RW[1])", "t.sgf:1:8", "outside 1..20"},
      {"setup point off the board", "(;SZ[5]AB[af])", "t.sgf:1:10", "not a point"},
      {"setup point twice", "(;SZ[9]AB[aa]AW[aa])", "t.sgf:1:14", "twice"},
      {"move in the root", "(;SZ[9]B[aa])", "t.sgf:1:8", "root"},
      {"setup after the root", "(;SZ[9];B[aa]AB[bb])", "t.sgf:1:14", "root node"},
      {"rules after the root", "(;SZ[9];B[aa]RU[2018])", "t.sgf:1:14", "root node"},
      {"node without a move", "(;SZ[9];C[hi])", "t.sgf:1:8", "without a move"},
      {"move off the board", "(;SZ[9];B[jj])", "t.sgf:1:10", "not a point"},
      {"move with one letter", "(;SZ[9];B[a])", "t.sgf:1:10", "not a point"},
      {"wrong colour", "(;SZ[9];B[aa];B[bb])", "t.sgf:1:15", "turn"},
      {"wrong first colour", "(;SZ[9]PL[W];B[aa])", "t.sgf:1:14", "turn"},
      {"two moves in a node", "(;SZ[9];B[aa]W[bb])", "t.sgf:1:14", "both B and W"},
      {"wrong MN", "(;SZ[9];B[aa]MN[2])", "t.sgf:1:16", "move 1"},
      {"MN of white moving first", "(;PL[W];W[aa]MN[1])", "t.sgf:1:16", "move 2"},
      {"MN not a number", "(;SZ[9];B[aa]MN[x])", "t.sgf:1:16", "whole number"},
      {"FD without FP", "(;SZ[9];B[aa]FD[])", "t.sgf:1:14", "without FP"},
      {"FP without FD", "(;SZ[9];B[aa]FP[bb])", "t.sgf:1:14", "without FD"},
      {"FD with a value", "(;SZ[9];B[aa]FD[x]FP[bb])", "t.sgf:1:16", "FD[]"},
      {"flybomb after a pass", "(;SZ[9];B[]FD[]FP[bb])", "t.sgf:1:9", "A29"},
      {"flower off the board", "(;SZ[9];B[aa]FD[]FP[zz])", "t.sgf:1:20", "not a point"},
  };
  for (const Malformed& c : cases) {
    SCOPED_TRACE(c.what);
    try {
      parse_sgf(c.text, "t.sgf");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.where, c.where) << e.what();
      const std::string message = e.what();
      EXPECT_EQ(message.rfind(std::string(c.where) + ": ", 0), 0u) << message;
      EXPECT_NE(message.find(c.words), std::string::npos) << message;
    }
  }
}

TEST(SgfRead, AMissingFileIsAnInputError) {
  EXPECT_THROW(read_sgf_file(std::string(F3GO_CORPUS_DIR) + "/records/no-such-record.sgf"), InputError);
}

// A komi the reader accepts is written back as an SGF real, never with an exponent (found by
// record_fuzzer: KM[0.000000000008198552921648689606] was refused by write_sgf).
TEST(Sgf, ATinyKomiIsWrittenInFixedNotationAndReadsBack) {
  const GameRecord r = parse_sgf("(;FF[4]GM[1]KM[0.000000000008198552921648689606])", "t.sgf");
  const std::string text = write_sgf(r);
  EXPECT_NE(text.find("KM[0.00000000000819855292164869"), std::string::npos) << text;
  EXPECT_EQ(parse_sgf(text, "again.sgf").rules.komi, r.rules.komi);
}

}  // namespace
}  // namespace f3go
