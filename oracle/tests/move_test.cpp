// Moves in text form (T22.1; corpus/README.md `moves:`): "B C3", "W pass", "B C3 F D4",
// "B C3 F pass" (A19: the flybomb declared, its flower passed). A29: the own stone of a flybomb
// turn is a real stone.
#include "oracle/move.h"

#include <gtest/gtest.h>

#include "oracle/error.h"

namespace f3go {
namespace {

constexpr Point kC3{2, 2}, kD4{3, 3}, kH9{7, 8}, kT19{18, 18};

TEST(MoveText, Forms) {
  EXPECT_EQ(to_text(Move::make_stone(Colour::black, kC3)), "B C3");
  EXPECT_EQ(to_text(Move::make_pass(Colour::white)), "W pass");
  EXPECT_EQ(to_text(Move::make_flybomb(Colour::black, kC3, kD4)), "B C3 F D4");
  EXPECT_EQ(to_text(Move::make_flybomb(Colour::white, kC3, std::nullopt)), "W C3 F pass");
}

TEST(MoveText, Parses) {
  EXPECT_EQ(parse_move("B C3", 9, "m"), Move::make_stone(Colour::black, kC3));
  EXPECT_EQ(parse_move("W pass", 9, "m"), Move::make_pass(Colour::white));
  EXPECT_EQ(parse_move("B C3 F D4", 9, "m"), Move::make_flybomb(Colour::black, kC3, kD4));
  EXPECT_EQ(parse_move("B C3 F pass", 9, "m"), Move::make_flybomb(Colour::black, kC3, std::nullopt));
  EXPECT_EQ(parse_move("W T19", 19, "m"), Move::make_stone(Colour::white, kT19));
}

TEST(MoveText, AcceptsTheAuthorsNotationAndLowerCase) {
  EXPECT_EQ(parse_move("B 八九", 9, "m"), Move::make_stone(Colour::black, kH9));
  EXPECT_EQ(parse_move("b c3 f d4", 9, "m"), Move::make_flybomb(Colour::black, kC3, kD4));
  EXPECT_EQ(parse_move("W PASS", 9, "m"), Move::make_pass(Colour::white));
  EXPECT_EQ(parse_move("  B   C3  ", 9, "m"), Move::make_stone(Colour::black, kC3));
}

TEST(MoveText, EveryFormRoundTrips) {
  for (Colour c : kColours)
    for (int n : {2, 9, 19})
      for (int i = 0; i < n * n; ++i) {
        const Point p{i % n, i / n}, q{(i * 7) % n, (i * 3) % n};
        for (const Move& m : {Move::make_stone(c, p), Move::make_pass(c), Move::make_flybomb(c, p, q),
                              Move::make_flybomb(c, p, std::nullopt)})
          EXPECT_EQ(parse_move(to_text(m), n, "m"), m) << to_text(m);
      }
}

// The move parses with an InputError at `where` whose message contains `needle` and the forms.
void expect_error(std::string_view text, int size, const std::string& needle) {
  try {
    parse_move(text, size, "f.case:3:8");
    ADD_FAILURE() << "no error for '" << text << "'";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, "f.case:3:8");
    const std::string what = e.what();
    EXPECT_NE(what.find(needle), std::string::npos) << what;
    EXPECT_NE(what.find("'B C3 F pass'"), std::string::npos) << what;
  }
}

TEST(MoveTextError, Empty) {
  expect_error("", 9, "empty move");
  expect_error("   ", 9, "empty move");
}

TEST(MoveTextError, UnknownColour) {
  expect_error("X C3", 9, "unknown colour 'X'");
  expect_error("F C3", 9, "unknown colour 'F'");
}

TEST(MoveTextError, BadOrOffBoardPoint) {
  expect_error("B I5", 9, "'I5' is not a point of a 9x9 board");
  expect_error("B J10", 9, "'J10'");
  expect_error("B 十九", 9, "'十九'");
  expect_error("B C3 F Z9", 9, "'Z9'");
}

TEST(MoveTextError, AFlybombTurnNeedsARealOwnStone) {  // A29
  expect_error("B pass F D4", 9, "'pass'");
}

TEST(MoveTextError, WrongNumberOfWords) {
  expect_error("B", 9, "wrong number of words");
  expect_error("B C3 D4", 9, "wrong number of words");
  expect_error("B C3 F", 9, "wrong number of words");
  expect_error("B C3 G D4", 9, "wrong number of words");
  expect_error("B C3 F D4 E5", 9, "wrong number of words");
}

}  // namespace
}  // namespace f3go
