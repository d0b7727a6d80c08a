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
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "optimized/known_eyes.h"
#include "optimized/private_eye.h"

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
// verdict is decided by A, its liberties and the smallest region that holds (known_eyes.h).

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
  EXPECT_TRUE((a_ | neighbours(a_, board_.board)).subset_of(inputs));

  // {A5} holds nothing, and white cannot make an eye of one liberty there (T18E.S3): A has a
  // private eye, decided by {A5} alone, so E1 decides nothing and the verdict is taken again.
  ASSERT_TRUE(private_eye(board_, a_, rules_).holds);
  const Point e1{4, 0};
  EXPECT_FALSE(inputs.test(e1));
  judge(with_cell(kCorner, e1, Cell::white), "white E1");
  EXPECT_EQ(eyes_.found(), 1);
  EXPECT_EQ(eyes_.added(), 1);
  // C5, a liberty of A, decides (A10, the judged regions): judged again.
  judge(with_cell(kCorner, Point{2, 4}, Cell::white), "white C5");
  EXPECT_EQ(eyes_.found(), 1);
  EXPECT_EQ(eyes_.added(), 2);
  // A flower anywhere changes the regions: judged again.
  judge(with_cell(kCorner, Point{4, 0}, Cell::flower), "flower E1");
  EXPECT_EQ(eyes_.added(), 3);
  // The first board again: its verdict is kept.
  judge(board_, "first board again");
  EXPECT_EQ(eyes_.found(), 2);
  EXPECT_EQ(eyes_.added(), 3);
}

}  // namespace
}  // namespace f3go::optimized
