// The position text format of corpus/README.md: what a well-formed file means, the canonical
// writer and its round trip, and one test per kind of malformed input, each checking the
// FILE:LINE:COL the error names (columns count bytes from 1).
#include "oracle/position_text.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "oracle/error.h"

namespace f3go {
namespace {

PositionFile parse(std::string_view text, const Rules& base = Rules()) {
  return parse_position_text(text, "t.pos", base);
}

// Parsing `text` throws an InputError at t.pos:LINE:COL whose message contains `needle`.
void expect_error(std::string_view text, int line, int col, const std::string& needle) {
  try {
    parse(text);
    ADD_FAILURE() << "no error for:\n"
                  << text;
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, location("t.pos", line, col)) << e.what();
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos)
        << "message '" << e.what() << "' lacks '" << needle << "'";
    EXPECT_EQ(std::string(e.what()).rfind(e.where + ": ", 0), 0u) << e.what();
  }
}

// ------------------------------------------------------------------------------------------------
// Well-formed files.

TEST(PositionText, ReadmeExampleParses) {
  const auto f = parse(
      "# comment (a line whose first non-blank character is '#')\n"
      "size: 7\n"
      "to_move: black\n"
      "flybombs: black=3 white=3\n"
      "rules: 2018\n"
      "set: eye.examined=region\n"
      "7 . . . . X F .\n"
      "6 . . O . X F .\n"
      "5 . . . . X F .\n"
      "4 . . . . X F .\n"
      "3 . . . . X F .\n"
      "2 . . . . X F .\n"
      "1 . . . . X F .\n"
      "  A B C D E F G\n");
  const Board expected = board_from_rows({"....XF.", "..O.XF.", "....XF.", "....XF.", "....XF.",
                                          "....XF.", "....XF."});
  EXPECT_EQ(f.position.board, expected);
  EXPECT_EQ(f.position.board.at({2, 5}), Cell::white);   // C6
  EXPECT_EQ(f.position.board.at({4, 0}), Cell::black);   // E1
  EXPECT_EQ(f.position.board.at({5, 6}), Cell::flower);  // F7
  EXPECT_EQ(f.position.to_move, Colour::black);
  EXPECT_EQ(f.rules.profile, Profile::y2018);
  EXPECT_EQ(f.rules.examined(), Examined::region);
  EXPECT_EQ(f.rules.own_colour(), OwnColour::region);  // the 2018 profile's default (A03)
}

TEST(PositionText, DefaultsAreBlackToMoveNFlybombsAndTheBaseRules) {
  const auto f = parse("size: 2\n. X\nO F\n");
  EXPECT_EQ(f.rules, Rules());
  EXPECT_EQ(f.position, initial_position(board_from_rows({".X", "OF"}), Rules(), Colour::black));
  EXPECT_EQ(f.position.flybombs_left, (std::array<int, 2>{3, 3}));
  EXPECT_EQ(f.position.move_number, 1);
}

TEST(PositionText, ToMoveWhiteIsTheSideToMoveAndInTheHistory) {
  const auto f = parse("size: 2\nto_move: white\n. .\n. .\n");
  EXPECT_EQ(f.position.to_move, Colour::white);
  ASSERT_EQ(f.position.history.size(), 1u);
  EXPECT_EQ(f.position.history[0].to_move, Colour::white);
}

TEST(PositionText, FlybombsLineOverridesTheRulesN) {
  const auto f = parse("size: 2\nset: flybombs=5\nflybombs: black=0 white=99\n. .\n. .\n");
  EXPECT_EQ(f.rules.flybombs, 5);
  EXPECT_EQ(f.position.flybombs_left, (std::array<int, 2>{0, 99}));
}

TEST(PositionText, FlybombsDefaultToTheRulesNAfterTheSetLines) {
  const auto f = parse("size: 2\nset: flybombs=1\n. .\n. .\n");
  EXPECT_EQ(f.position.flybombs_left, (std::array<int, 2>{1, 1}));
}

TEST(PositionText, WithoutRulesLineTheBaseIsKept) {
  Rules base = Rules::for_profile(Profile::y2018);
  base.set(Switch::move_ko, static_cast<int>(Ko::simple_ko));
  base.komi = 7;
  const auto f = parse("size: 2\n. .\n. .\n", base);
  EXPECT_EQ(f.rules, base);
}

TEST(PositionText, RulesLineResetsTheSwitchesButKeepsTheBaseParameters) {
  Rules base;
  base.set(Switch::eye_examined, static_cast<int>(Examined::region));
  base.komi = 7;
  base.mode = Mode::B;
  const auto f = parse("size: 2\nrules: 2022\n. .\n. .\n", base);
  EXPECT_EQ(f.rules.examined(), Examined::adjacent);  // the 2022 default again (A04)
  EXPECT_EQ(f.rules.komi, 7);
  EXPECT_EQ(f.rules.mode, Mode::B);
}

TEST(PositionText, SetLinesApplyAfterTheProfileWhateverTheirOrder) {
  const auto f = parse("size: 2\nset: eye.examined=region\nset: komi=0.5\nrules: 2022\n. .\n. .\n");
  EXPECT_EQ(f.rules.profile, Profile::y2022);
  EXPECT_EQ(f.rules.examined(), Examined::region);
  EXPECT_EQ(f.rules.komi, 0.5);
}

TEST(PositionText, LaterSetLinesWin) {
  const auto f = parse("size: 2\nset: move.ko=simple_ko\nset: move.ko=situational_superko\n. .\n. .\n");
  EXPECT_EQ(f.rules.ko(), Ko::situational_superko);
}

TEST(PositionText, RowNumbersAndColumnLettersAreOptional) {
  const Board expected = board_from_rows({"X..", ".O.", "..F"});
  EXPECT_EQ(parse("size: 3\nX . .\n. O .\n. . F\n").position.board, expected);
  EXPECT_EQ(parse("size: 3\n3 X . .\n. O .\n1 . . F\n").position.board, expected);
  EXPECT_EQ(parse("size: 3\nX . .\n. O .\n. . F\nA B C\n").position.board, expected);
  EXPECT_EQ(parse("size: 3\n  3 X . .\n  2 . O .\n  1 . . F\n    A B C\n").position.board, expected);
}

TEST(PositionText, CommentsAndBlankLinesMayStandAnywhere) {
  const auto f = parse(
      "\n# a position\n  # indented comment\nsize: 3\n\n# the board\n3 X . .\n# mid-board\n\n"
      "2 . O .\n1 . . F\n\n# after\nA B C\n# end\n\n");
  EXPECT_EQ(f.position.board, board_from_rows({"X..", ".O.", "..F"}));
}

TEST(PositionText, TrailingBlanksAndCrlfLineEndsAreIgnored) {
  const auto f = parse("size: 2  \r\nto_move: white \r\n2 X . \t\r\n1 . O\r\n  A B  \r\n");
  EXPECT_EQ(f.position.board, board_from_rows({"X.", ".O"}));
  EXPECT_EQ(f.position.to_move, Colour::white);
}

TEST(PositionText, TheLastLineNeedsNoLineEnd) {
  EXPECT_EQ(parse("size: 2\n. X\nO .").position.board, board_from_rows({".X", "O."}));
}

TEST(PositionText, NineteenRowsWithTwoDigitRowNumbers) {
  std::string text = "size: 19\n";
  for (int r = 19; r >= 1; --r) {
    text += std::to_string(r);
    for (int x = 0; x < 19; ++x) text += x == r - 1 ? " X" : " .";  // X on the diagonal
    text += "\n";
  }
  const auto f = parse(text);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x)
      EXPECT_EQ(f.position.board.at({x, y}), x == y ? Cell::black : Cell::empty) << x << "," << y;
}

TEST(PositionText, CommentsMayHoldAnyUtf8) {
  const auto f = parse("# 飞弹三色围棋 「八九」 ✓ 𝄞\nsize: 2\n. .\n. .\n");
  EXPECT_EQ(f.position.board.size(), 2);
}

// ------------------------------------------------------------------------------------------------
// The writer and the round trip.

TEST(PositionText, WriterGivesTheCanonicalForm) {
  Rules rules = Rules::for_profile(Profile::y2018);
  rules.set(Switch::eye_examined, static_cast<int>(Examined::adjacent));         // off the 2018 default
  rules.set(Switch::flybomb_whose_shapes, static_cast<int>(WhoseShapes::both));  // 2018 default
  rules.komi = 0.1;
  rules.mode = Mode::A;
  Position p = initial_position(board_from_rows({"X.F", ".O.", "..."}), rules, Colour::white);
  p.flybombs_left = {2, 0};
  EXPECT_EQ(write_position_text(p, rules),
            "size: 3\n"
            "to_move: white\n"
            "flybombs: black=2 white=0\n"
            "rules: 2018\n"
            "set: eye.examined=adjacent\n"
            "set: komi=0.1\n"
            "set: mode=A\n"
            "3 X . F\n"
            "2 . O .\n"
            "1 . . .\n"
            "  A B C\n");
}

TEST(PositionText, WriterOfTheDefaultsWritesNoSetLine) {
  const Position p = initial_position(Board(2), Rules());
  EXPECT_EQ(write_position_text(p, Rules()),
            "size: 2\nto_move: black\nflybombs: black=3 white=3\nrules: 2022\n2 . .\n1 . .\n  A B\n");
}

void expect_round_trip(const Position& p, const Rules& rules) {
  const std::string text = write_position_text(p, rules);
  const auto f = parse(text);
  EXPECT_EQ(f.position.board, p.board) << text;
  EXPECT_EQ(f.position.to_move, p.to_move) << text;
  EXPECT_EQ(f.position.flybombs_left, p.flybombs_left) << text;
  EXPECT_EQ(f.rules, rules) << text;
}

TEST(PositionText, RoundTripOfEverySwitchReading) {
  for (Profile profile : {Profile::y2022, Profile::y2018})
    for (int s = 0; s < kSwitchCount; ++s)
      for (std::size_t r = 0; r < info(static_cast<Switch>(s)).readings.size(); ++r) {
        Rules rules = Rules::for_profile(profile);
        rules.set(static_cast<Switch>(s), static_cast<int>(r));
        expect_round_trip(initial_position(board_from_rows({"XO", "F."}), rules), rules);
      }
}

TEST(PositionText, RoundTripOfParametersAndFlybombs) {
  Rules rules;
  rules.komi = 0.1 + 0.2;  // needs 17 digits to read back
  rules.flybombs = 99;
  rules.mode = Mode::B;
  rules.seed = 123456789012345ULL;
  rules.random_turns = 7;
  for (int s = 0; s < kSwitchCount; ++s) {  // every switch on its last reading
    auto sw = static_cast<Switch>(s);
    rules.set(sw, static_cast<int>(info(sw).readings.size()) - 1);
  }
  Position p = initial_position(Board(19), rules, Colour::white);
  p.board.set({0, 0}, Cell::black);
  p.board.set({18, 18}, Cell::white);
  p.board.set({9, 9}, Cell::flower);
  p.board.set({8, 0}, Cell::flower);  // J1
  p.flybombs_left = {0, 99};
  expect_round_trip(p, rules);
}

TEST(PositionText, RoundTripOfEverySize) {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    Board b(n);
    for (int i = 0; i < b.area(); ++i) b.set(b.point(i), static_cast<Cell>((i * 7 + n) % 4));
    expect_round_trip(initial_position(b, Rules()), Rules());
  }
}

// ------------------------------------------------------------------------------------------------
// Malformed input: one test per kind, each with its line and column.

TEST(PositionTextError, RowTooShort) {
  expect_error("size: 3\n3 . . .\n2 . .\n1 . . .\n", 3, 6, "row 2 has 2 cells, expected 3");
}

TEST(PositionTextError, RowTooLong) {
  expect_error("size: 3\n3 . . . .\n2 . . .\n1 . . .\n", 2, 9, "more than 3 cells");
}

TEST(PositionTextError, RowNumberWithoutCells) {
  expect_error("size: 3\n3 . . .\n2\n1 . . .\n", 3, 2, "row 2 has no cells");
}

TEST(PositionTextError, UnknownCellSymbol) {
  expect_error("size: 3\n3 . . .\n2 . Z .\n1 . . .\n", 3, 5, "unknown cell symbol 'Z'");
  expect_error("size: 3\n3 . . .\n2 . x .\n1 . . .\n", 3, 5, "expected '.', 'X', 'O' or 'F'");
}

TEST(PositionTextError, UnknownMultibyteCellSymbolIsNamedWhole) {
  expect_error("size: 2\n2 . 黑\n1 . .\n", 2, 5, "unknown cell symbol '黑'");
}

TEST(PositionTextError, TwoSpacesBetweenCells) {
  expect_error("size: 3\n3 . . .\n2 .  . .\n1 . . .\n", 3, 5, "exactly one space");
}

TEST(PositionTextError, TwoSpacesAfterTheRowNumber) {
  expect_error("size: 3\n3  . . .\n2 . . .\n1 . . .\n", 2, 3, "exactly one space");
}

TEST(PositionTextError, CellsWithoutSpace) {
  expect_error("size: 3\n3 . . .\n2 .. .\n1 . . .\n", 3, 4, "expected one space between cells, found '.'");
}

TEST(PositionTextError, TabBetweenCells) {
  expect_error("size: 3\n3 . .\t.\n2 . . .\n1 . . .\n", 2, 6, "found '\\t'");
}

TEST(PositionTextError, RowNumberGluedToTheCells) {
  expect_error("size: 3\n3. . .\n2 . . .\n1 . . .\n", 2, 2, "one space after the row number");
}

TEST(PositionTextError, SizeMissingBeforeTheBoard) {
  expect_error("# no size\n3 . . .\n2 . . .\n1 . . .\n", 2, 1, "before 'size:'");
}

TEST(PositionTextError, SizeMissingInAFileWithoutBoard) {
  expect_error("to_move: black\n", 2, 1, "missing key 'size'");
}

TEST(PositionTextError, SizeOutOfRange) {
  expect_error("size: 1\n.\n", 1, 7, "from 2 to 19, not '1'");
  expect_error("size: 20\n", 1, 7, "from 2 to 19, not '20'");
  expect_error("size:   0\n", 1, 9, "not '0'");
}

TEST(PositionTextError, SizeNotANumber) {
  expect_error("size: seven\n", 1, 7, "not 'seven'");
  expect_error("size: 7x\n", 1, 7, "not '7x'");
  expect_error("size: -3\n", 1, 7, "not '-3'");
  expect_error("size:\n", 1, 6, "not ''");
}

TEST(PositionTextError, DuplicateKey) {
  expect_error("size: 3\nto_move: black\n  size: 3\n", 3, 3, "duplicate key 'size' (first given on line 1");
  expect_error("size: 2\nrules: 2018\nrules: 2018\n", 3, 1, "duplicate key 'rules'");
  expect_error("size: 2\nflybombs: black=1 white=1\nflybombs: black=1 white=1\n", 3, 1, "duplicate key");
  expect_error("size: 2\nto_move: white\nto_move: white\n", 3, 1, "duplicate key");
}

TEST(PositionTextError, UnknownKey) {
  expect_error("size: 2\nkomi: 7\n", 2, 1, "unknown key 'komi' (valid: size, to_move, flybombs, rules, set)");
}

TEST(PositionTextError, KeyAfterTheBoard) {
  expect_error("size: 2\n. .\n. .\nto_move: white\n", 4, 1, "keys come before the board");
}

TEST(PositionTextError, KeyInsideTheBoard) {
  expect_error("size: 2\n. .\nset: komi=1\n. .\n", 3, 1, "keys come before the board");
}

TEST(PositionTextError, UnknownSwitchListsTheValidNames) {
  expect_error("size: 2\nset: eye.examind=region\n. .\n. .\n", 2, 6, "eye.examined");
  expect_error("size: 2\nset: eye.examind=region\n. .\n. .\n", 2, 6, "flybomb.tiger_mouth");
  expect_error("size: 2\nset:   nonsense=1\n. .\n. .\n", 2, 8, "parameters: komi, flybombs, mode, seed, random_turns");
}

TEST(PositionTextError, UnknownReadingListsTheValidReadings) {
  expect_error("size: 2\nset: eye.examined=both\n. .\n. .\n", 2, 6, "valid: region, adjacent");
  expect_error("size: 2\nset: mode=D\n. .\n. .\n", 2, 6, "valid: A, B, C");
}

TEST(PositionTextError, SetWithoutAssignment) {
  expect_error("size: 2\nset: eye.examined\n. .\n. .\n", 2, 6, "expected name=value");
}

TEST(PositionTextError, BadParameterValue) {
  expect_error("size: 2\nset: komi=lots\n. .\n. .\n", 2, 6, "komi must be a number");
  expect_error("size: 2\nset: flybombs=100\n. .\n. .\n", 2, 6, "from 0 to 99");
}

TEST(PositionTextError, SetErrorsComeInLineOrder) {
  // The bad set: line is reported although the board after it is broken too.
  expect_error("size: 2\nset: komi=x\n. . .\n. .\n", 2, 6, "komi");
}

TEST(PositionTextError, UnknownProfileListsTheValidOnes) {
  expect_error("size: 2\nrules: 2020\n. .\n. .\n", 2, 8, "valid: 2022, 2018");
}

TEST(PositionTextError, WrongRowNumber) {
  expect_error("size: 3\n3 . . .\n1 . . .\n1 . . .\n", 3, 1, "wrong row number '1': this is row 2");
  expect_error("size: 3\n1 . . .\n2 . . .\n3 . . .\n", 2, 1, "this is row 3");
  expect_error("size: 3\n  03 . . .\n2 . . .\n1 . . .\n", 2, 3, "wrong row number '03'");
}

TEST(PositionTextError, TooFewRowsAtTheEndOfTheFile) {
  expect_error("size: 3\n3 . . .\n2 . . .\n", 4, 1, "too few rows: the board has 3 rows, found 2");
  expect_error("size: 3\n3 . . .\n2 . . .", 3, 8, "found 2");
  expect_error("size: 3\n", 2, 1, "found 0");
  expect_error("size: 3\n3 . . .\n2 . . .\n# truncated\n\n", 6, 1, "truncated");
}

TEST(PositionTextError, TooManyRows) {
  expect_error("size: 2\n2 . .\n1 . .\n0 . .\n", 4, 1, "too many rows: the board has 2 rows");
  expect_error("size: 2\n. .\n. .\n  X .\n", 4, 3, "too many rows");
  expect_error("size: 2\n. .\n. .\nF .\n", 4, 1, "too many rows");
}

TEST(PositionTextError, WrongColumnLetters) {
  expect_error("size: 3\n. . .\n. . .\n. . .\n  A B D\n", 5, 7, "wrong column letters (expected 'A B C'");
  expect_error("size: 3\n. . .\n. . .\n. . .\nA B C D\n", 5, 6, "expected 'A B C'");
  expect_error("size: 3\n. . .\n. . .\n. . .\nA B\n", 5, 4, "expected 'A B C'");
  expect_error("size: 3\n. . .\n. . .\n. . .\na b c\n", 5, 1, "column letters");
  expect_error("size: 3\n. . .\n. . .\n. . .\nA  B C\n", 5, 3, "column letters");
}

TEST(PositionTextError, ColumnLettersSkipI) {
  std::string text = "size: 9\n";
  for (int r = 0; r < 9; ++r) text += ". . . . . . . . .\n";
  EXPECT_NO_THROW(parse(text + "A B C D E F G H J\n"));
  expect_error(text + "A B C D E F G H I\n", 11, 17, "without I");
}

TEST(PositionTextError, TextAfterTheColumnLetters) {
  expect_error("size: 2\n. .\n. .\nA B\nA B\n", 5, 1, "unexpected text after the board");
}

TEST(PositionTextError, InvalidUtf8NamesTheFirstBadByte) {
  expect_error("size: 2\n# caf\xE9\n. .\n. .\n", 2, 6, "byte 0xE9 is not valid UTF-8");
  expect_error("size: 2\n# \xE9\xA3\x9E \xFF\n. .\n. .\n", 2, 7, "0xFF");  // after a valid 飞
  expect_error("size: 2\n. .\n. .\n# \xC0\xAF overlong\n", 4, 3, "0xC0");
  expect_error("size: 2\n. .\n. .\n# \xED\xA0\x80 surrogate\n", 4, 3, "0xED");
  expect_error("size: 2\n. .\n. .\n# \xF4\x90\x80\x80 above U+10FFFF\n", 4, 3, "0xF4");
  expect_error("size: 2\n. .\n. .\n# cut \xE9\xA3", 4, 7, "0xE9");
  expect_error("\x80size: 2\n", 1, 1, "0x80");
}

TEST(PositionTextError, InvalidUtf8IsFoundBeforeAnyOtherError) {
  expect_error("size: 99\n# \xFE\n", 2, 3, "not valid UTF-8");
}

TEST(PositionTextError, NulByte) {
  static constexpr char kText[] = "size: 2\n2 .\0.\n1 . .\n";
  expect_error(std::string_view(kText, sizeof kText - 1), 2, 4, "NUL byte");
}

TEST(PositionTextError, FlybombsNotBlackEqualsAWhiteEqualsB) {
  expect_error("size: 2\nflybombs: black=3\n", 2, 18, "expected 'white='");
  expect_error("size: 2\nflybombs: 3 3\n", 2, 11, "expected 'black='");
  expect_error("size: 2\nflybombs: white=1 black=1\n", 2, 11, "expected 'black='");
  expect_error("size: 2\nflybombs: black=100 white=0\n", 2, 17, "bad flybomb count '100'");
  expect_error("size: 2\nflybombs: black=-1 white=0\n", 2, 17, "bad flybomb count '-1'");
  expect_error("size: 2\nflybombs: black=1 white=\n", 2, 25, "bad flybomb count ''");
  expect_error("size: 2\nflybombs: black=1 white=2 extra\n", 2, 27, "unexpected 'extra'");
  expect_error("size: 2\nflybombs:\n", 2, 10, "black=a white=b");
}

TEST(PositionTextError, ToMoveNotBlackOrWhite) {
  expect_error("size: 2\nto_move: B\n", 2, 10, "to_move must be 'black' or 'white', not 'B'");
  expect_error("size: 2\nto_move: flower\n", 2, 10, "not 'flower'");
}

TEST(PositionTextError, TheFileNameIsTheOneGiven) {
  try {
    parse_position_text("size: 1\n", "dir/x.pos");
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, "dir/x.pos:1:7");
  }
}

// ------------------------------------------------------------------------------------------------
// Files.

TEST(PositionFile, UnreadableFileIsAnInputError) {
  const std::string path = std::string(F3GO_CORPUS_DIR) + "/positions/no-such-file.pos";
  try {
    read_position_file(path);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, path);
    EXPECT_EQ(std::string(e.what()), path + ": cannot read the file: No such file or directory");
  }
}

TEST(PositionFile, ADirectoryIsAnInputError) {
  const std::string path = std::string(F3GO_CORPUS_DIR) + "/positions";
  try {
    read_position_file(path);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, path);
    EXPECT_NE(std::string(e.what()).find("cannot read"), std::string::npos) << e.what();
  }
}

TEST(PositionFile, ErrorsInAFileNameTheFile) {
  const std::string path = std::string(F3GO_SOURCE_DIR) + "/oracle/tests/data/too_few_rows.pos";
  try {
    read_position_file(path);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where, path + ":6:1") << e.what();
  }
}

TEST(PositionFile, EverySamplePositionParsesAndRoundTrips) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(F3GO_CORPUS_DIR) + "/positions")) {
    if (entry.path().extension() != ".pos") continue;
    ++count;
    SCOPED_TRACE(entry.path().string());
    const auto f = read_position_file(entry.path().string());
    expect_round_trip(f.position, f.rules);
  }
  EXPECT_GE(count, 3);
}

TEST(PositionFile, TheSevenBySevenSampleIsTheReadmeExample) {
  const auto f = read_position_file(std::string(F3GO_CORPUS_DIR) + "/positions/readme_7x7.pos");
  EXPECT_EQ(f.position.board, board_from_rows({"....XF.", "..O.XF.", "....XF.", "....XF.", "....XF.",
                                               "....XF.", "....XF."}));
  EXPECT_EQ(f.rules.profile, Profile::y2018);
}

}  // namespace
}  // namespace f3go
