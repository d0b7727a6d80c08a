// The "can have changed" rule of optimized/known_eyes.h and the verdicts it keeps.
// - Every switch of oracle/rules.h and every one of its readings is classified by inputs_scope: a
//   reading of a private-eye switch (private_eye_switches()) as region, zone or board, any other
//   switch as not read — so that a reading added later cannot escape the rule unnoticed.
// - eye_scope, the scope of E(A) under a configuration, on the cases the rule states: region by
//   region under A02 `any`, A09 `region`, N03 `bordered`, A37 `region`, A38 `string`; A's zone
//   under each of A02 `empty`, A09 `board`, A37 `empty_string`, A38 `same_colour`; the whole board
//   under N03 ≠ `bordered`.
// - KnownEyes on a hand-read board: a verdict equal to optimized::private_eye's, taken again when
//   no point that decided it changed, judged again when one did or when the flowers changed.
// - optimized::region_witness on random boards: the region's verdict, kept whatever else changes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <ostream>
#include <string>
#include <vector>

#include "optimized/known_eyes.h"
#include "optimized/private_eye.h"
#include "testkit/generators.h"

namespace f3go::optimized {
namespace {

std::string name(InputsScope s) {
  switch (s) {
    case InputsScope::not_read: return "not_read";
    case InputsScope::region: return "region";
    case InputsScope::zone: return "zone";
    case InputsScope::board: return "board";
    case InputsScope::unclassified: return "unclassified";
  }
  return "?";
}

}  // namespace

// gtest prints a scope by its name.
void PrintTo(InputsScope s, std::ostream* os) { *os << name(s); }

namespace {

bool reads_private_eye(Switch s) {
  const std::vector<Switch>& eye = private_eye_switches();
  return std::find(eye.begin(), eye.end(), s) != eye.end();
}

TEST(InputsScope, EveryReadingOfEverySwitchIsClassified) {
  int readings = 0, eye_readings = 0;
  for (int i = 0; i < kSwitchCount; ++i) {
    const auto s = static_cast<Switch>(i);
    const SwitchInfo& si = info(s);
    for (int r = 0; r < static_cast<int>(si.readings.size()); ++r) {
      ++readings;
      const InputsScope scope = inputs_scope(s, r);
      const std::string where = std::string(si.id) + " " + std::string(si.name) + "=" + std::string(si.readings[static_cast<std::size_t>(r)]) +
                                ": inputs_scope gives " + name(scope);
      if (reads_private_eye(s)) {
        ++eye_readings;
        EXPECT_TRUE(scope == InputsScope::region || scope == InputsScope::zone || scope == InputsScope::board)
            << where << ", but the private eye reads this switch: name how far the reading reads "
            << "(known_eyes.h inputs_scope)";
      } else {
        EXPECT_EQ(scope, InputsScope::not_read) << where << ", but the switch is not a private-eye switch "
                                                << "(oracle/rules.h private_eye_switches)";
      }
    }
  }
  EXPECT_GE(eye_readings, static_cast<int>(private_eye_switches().size()));  // every switch seen
  EXPECT_GT(readings, eye_readings);
}

Rules with(std::initializer_list<std::pair<Switch, int>> settings) {
  Rules r;  // 2022 defaults
  for (const auto& [s, reading] : settings) r.set(s, reading);
  return r;
}

TEST(InputsScope, TheWidestReadingDecidesTheScopeOfTheEye) {
  EXPECT_EQ(eye_scope(Rules::for_profile(Profile::y2022)), InputsScope::region);
  EXPECT_EQ(eye_scope(Rules::for_profile(Profile::y2018)), InputsScope::region);
  // A region-by-region reading of every other private-eye switch keeps the scope the region.
  EXPECT_EQ(eye_scope(with({{Switch::eye_simulated_legality, static_cast<int>(SimulatedLegality::capture_allowed)},
                            {Switch::region_needs_split, static_cast<int>(NeedsSplit::inner_only)},
                            {Switch::eye_examined, static_cast<int>(Examined::adjacent)}})),
            InputsScope::region);
  // A's zone.
  EXPECT_EQ(eye_scope(with({{Switch::region_connect, static_cast<int>(RegionConnect::empty)}})), InputsScope::zone);
  EXPECT_EQ(eye_scope(with({{Switch::eye_simulated_area, static_cast<int>(SimulatedArea::board)}})), InputsScope::zone);
  EXPECT_EQ(eye_scope(with({{Switch::eye_method, static_cast<int>(EyeMethod::empty_string)}})), InputsScope::zone);
  EXPECT_EQ(eye_scope(with({{Switch::region_wall, static_cast<int>(RegionWall::same_colour)}})), InputsScope::zone);
  // The whole board, whatever else.
  EXPECT_EQ(eye_scope(with({{Switch::region_pieces, static_cast<int>(RegionPieces::split_all)}})), InputsScope::board);
  EXPECT_EQ(eye_scope(with({{Switch::region_pieces, static_cast<int>(RegionPieces::all)},
                            {Switch::region_connect, static_cast<int>(RegionConnect::empty)}})),
            InputsScope::board);
}

// ---------------------------------------------------------------------------------------------
// Kept verdicts. Black's string A = B5, A4, B4 in the corner of a 5×5 board encloses the region
// {A5} (with the edge) and is bordered by the rest of the board; under the 2022 defaults A's
// verdict is decided by A and the smallest region that holds, which holds only empty points
// (known_eyes.h, optimized::region_witness).

const Board kCorner = board_from_rows({". X . . .", "X X . . .", ". . . . .", ". . . . .", ". . . . ."});

BoardBits with_cell(Board b, Point p, Cell c) {
  b.set(p, c);
  return bits_of(b);
}

class KnownEyesOnACorner : public ::testing::Test {
 protected:
  const Rules rules_;
  const BoardBits board_ = bits_of(kCorner);
  const Bitboard a_ = string_at(board_, Point{1, 4});  // B5
  KnownEyes eyes_{rules_};

  // Judges A on b, checks the verdict against optimized::private_eye and the kept state against a
  // recompute, and returns the inputs it added.
  Bitboard judge(const BoardBits& b, const std::string& where) {
    Bitboard inputs;
    const bool holds = eyes_.judge(b, a_, inputs);
    EXPECT_EQ(holds, private_eye(b, a_, rules_).holds) << where;
    EXPECT_EQ(eyes_.inconsistency(b), "") << where;
    return inputs;
  }
};

TEST_F(KnownEyesOnACorner, AVerdictIsTakenAgainUntilAPointThatDecidedItChanges) {
  ASSERT_EQ(a_.popcount(), 3);
  const Bitboard inputs = judge(board_, "first judged");
  EXPECT_EQ(eyes_.added(), 1);
  const Point a5{0, 4}, c5{2, 4}, e1{4, 0};
  EXPECT_TRUE(a_.subset_of(inputs) && inputs.test(a5));

  // {A5} holds nothing but empty points (T18E.S3.1): A has a private eye, decided by A and {A5}
  // alone (optimized::region_witness), so neither E1 nor C5, a liberty of A, decides, and the
  // verdict is taken again.
  ASSERT_TRUE(private_eye(board_, a_, rules_).holds);
  EXPECT_FALSE(inputs.test(e1));
  EXPECT_FALSE(inputs.test(c5));
  judge(with_cell(kCorner, e1, Cell::white), "white E1");
  judge(with_cell(kCorner, c5, Cell::white), "white C5");
  EXPECT_EQ(eyes_.found(), 2);
  EXPECT_EQ(eyes_.added(), 1);
  // A stone in the region decides: judged again.
  judge(with_cell(kCorner, a5, Cell::white), "white A5");
  EXPECT_EQ(eyes_.added(), 2);
  // A flower anywhere changes the regions: judged again.
  judge(with_cell(kCorner, e1, Cell::flower), "flower E1");
  EXPECT_EQ(eyes_.added(), 3);
  // The first board again: its verdict is kept.
  judge(board_, "first board again");
  EXPECT_EQ(eyes_.found(), 3);
  EXPECT_EQ(eyes_.added(), 3);
}

// A verdict carried over to the string a stone joins (KnownEyes::grown_verdict): black's corner
// string holds by {A5}; C5 joins it, and {A5}, still empty, is a region of the grown string, which
// borders the rest of the board too (A01 `split`).
TEST_F(KnownEyesOnACorner, AStoneJoiningAStringThatHoldsByAnEmptyRegionKeepsItsVerdict) {
  judge(board_, "first judged");
  const BoardBits grown = with_cell(kCorner, Point{2, 4}, Cell::black);  // C5
  const Bitboard g = string_at(grown, Point{1, 4});
  Bitboard inputs;
  EXPECT_TRUE(eyes_.judge(grown, g, inputs, a_));
  EXPECT_EQ(eyes_.carried(), 1);
  EXPECT_TRUE(private_eye(grown, g, rules_).holds);
  EXPECT_EQ(inputs, g | Bitboard::of(Point{0, 4}));  // the string and {A5}
  EXPECT_EQ(eyes_.inconsistency(grown), "");
}

// Not carried over when the grown string borders no other piece: on 3×3, black's string holds by
// {A3} and {C3}; filling C3 leaves it one piece, so no region (A01 `split`, T18E.P1).
TEST(KnownEyesGrowth, AStringLeftWithOnePieceIsJudgedAgain) {
  const Rules rules;
  const Board before = board_from_rows({". X .", "X X X", "X X X"});
  Board after = before;
  after.set(Point{2, 2}, Cell::black);  // C3
  const BoardBits b = bits_of(before), c = bits_of(after);
  const Bitboard part = string_at(b, Point{1, 2}), a = string_at(c, Point{1, 2});
  KnownEyes eyes(rules);
  Bitboard inputs;
  ASSERT_TRUE(eyes.judge(b, part, inputs));
  EXPECT_FALSE(eyes.judge(c, a, inputs, part));
  EXPECT_EQ(eyes.carried(), 0);
  EXPECT_FALSE(private_eye(c, a, rules).holds);
  EXPECT_EQ(eyes.inconsistency(c), "");
}

// ---------------------------------------------------------------------------------------------
// Region witnesses (optimized::region_witness), on random boards under random readings with the
// regions fixed by A and the flowers: a witness gives the region's verdict (optimized::private_eye's),
// and keeps it when every other point changes at random — but the flowers, and the points next to A,
// which take no stone of A's colour (A would be another string).

Rules witnessed_rules(std::mt19937_64& rng) {
  Rules rules = testkit::random_rules(rng);
  rules.set(Switch::region_connect, static_cast<int>(RegionConnect::any));
  rules.set(Switch::region_wall, static_cast<int>(RegionWall::string));
  rules.set(Switch::region_pieces, static_cast<int>(RegionPieces::bordered));
  rules.set(Switch::eye_zero_liberty_strings, static_cast<int>(ZeroLiberty::count));
  rules.set(Switch::eye_method, static_cast<int>(EyeMethod::region));
  return rules;
}

// `board` with every point off `kept` and the flowers drawn again (empty, black or white), a point of
// `near` never of colour c.
Board redrawn(std::mt19937_64& rng, const Board& board, const BoardBits& b, const Bitboard& kept,
              const Bitboard& near, Cell c) {
  Board out = board;
  for (Point p : board.points()) {
    if (kept.test(p) || b.flower.test(p)) continue;
    const Cell cell = std::array{Cell::empty, Cell::black, Cell::white}[rng() % 3];
    out.set(p, cell == c && near.test(p) ? Cell::empty : cell);
  }
  return out;
}

TEST(RegionWitness, GivesTheRegionsVerdictWhateverElseChanges) {
  std::array<int, 2> witnessed{};  // regions witnessed not to hold / to hold
  for (std::uint64_t k = 0; k < 3000; ++k) {
    std::mt19937_64 rng = testkit::sample_rng(20261206, k);
    const int n = 3 + static_cast<int>(rng() % 5);
    const Rules rules = witnessed_rules(rng);
    ASSERT_TRUE(regions_witnessed(rules));
    const Board board = testkit::random_board(rng, n, testkit::random_mix(rng));
    const BoardBits b = bits_of(board);
    Bitboards strings = components(b.black);
    for (const Bitboard& s : components(b.white)) strings.push_back(s);
    for (const Bitboard& a : strings) {
      const Cell c = board.at(point_of(a.first()));
      for (const RegionEye& r : private_eye(b, a, rules).regions) {
        const std::optional<RegionWitness> w = region_witness(b, a, r.points, b.board, rules);
        if (!w) continue;
        ++witnessed[w->holds ? 1 : 0];
        const std::string where = diagram(board) + compact(rules) + " region at " + to_gtp(point_of(r.points.first()));
        ASSERT_EQ(w->holds, r.holds) << where;
        const BoardBits after = bits_of(redrawn(rng, board, b, a | w->points, neighbours(a, b.board), c));
        ASSERT_EQ(string_at(after, point_of(a.first())), a) << where;
        const PrivateEye pe = private_eye(after, a, rules);
        const auto same = std::find_if(pe.regions.begin(), pe.regions.end(),
                                       [&](const RegionEye& e) { return e.points == r.points; });
        ASSERT_NE(same, pe.regions.end()) << where;
        EXPECT_EQ(same->holds, w->holds) << where;
      }
    }
  }
  EXPECT_GT(witnessed[0], 300);
  EXPECT_GT(witnessed[1], 300);
}

}  // namespace
}  // namespace f3go::optimized
