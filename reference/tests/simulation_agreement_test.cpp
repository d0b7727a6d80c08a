// T18E.S3.3.2: the goal-directed search of simulated_eye.cpp must agree with the literal exhaustive
// search over every set of legal additions, on every region of many random small boards, under
// every reading of A07 eye.simulated_owner, A08 eye.simulated_legality and A09 eye.simulated_area.
#include <gtest/gtest.h>

#include <array>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <random>

#include "testkit/generators.h"
#include "oracle/error.h"
#include "optimized/position_bits.h"
#include "optimized/simulated_eye.h"
#include "reference/regions.h"
#include "reference/simulated_eye.h"

namespace f3go::reference {
namespace {

// The weights (empty, black, white, flower) of the random boards (testkit::random_board).
constexpr std::array<std::uint64_t, 4> kMix{45, 25, 25, 5};

// One simulated eye-making question (T18E.S3.3.2), posed to both engines.
struct Question {
  SimulationQuery q;              // the reference's form
  optimized::SimulationQuery oq;  // the optimized engine's form
};

// Every question of board b: each black and white string A, each enclosed region of A under
// `regions` (T18E.S2) that holds a string of the other colour, those strings examined. Precondition:
// bits == optimized::bits_of(b) (their sizes asserted equal), and both outlive the questions.
std::vector<Question> questions(const Board& b, const optimized::BoardBits& bits, const Rules& regions) {
  assert(bits.size == b.size());
  std::vector<Question> out;
  for (const Points& a : stone_strings(b))
    for (const Points& region : enclosed_regions(b, a, regions)) {
      const Colour maker = opponent(colour_of(b.at(a.front())));
      const auto examined = strings_in(b, region, stone(maker));
      if (examined.empty()) continue;
      optimized::Bitboard examined_bits;
      for (const Points& s : examined) examined_bits |= optimized::from_points(s);
      out.push_back({SimulationQuery{&b, maker, a, region, examined},
                     optimized::SimulationQuery{&bits, maker, optimized::from_points(region), examined_bits}});
    }
  return out;
}

int empty_count(const Board& b, const Points& ps) {
  int n = 0;
  for (Point p : ps) n += b.at(p) == Cell::empty;
  return n;
}

// T18E.S3.3.2 under A08 capture_allowed (corpus case pe_capture_allowed_fill_order): the fill of
// every legal point but the candidate, pass after pass, is not the most a sequence can reach. White E1 C2 C3 C4 C5
// E3 (capturing A) D4 makes the eye E4; the fill that leaves E4 out, in point order, plays
// C1 E1 A2 C2 A3 B3 C3 C4 B5, after which C5 (the white group's last liberty) and E3 (A's other
// one) are both suicide, and finds no eye. The relaxation without the suicide rule finds one, so the exhaustive
// search decides: an eye. Both engines must say so.
TEST(SimulationAgreement, CaptureAllowedFillOrderIsNotTheMaximum) {
  const Board b = board_from_rows({"O . . X O",
                                   "O F . X X",
                                   ". . . X .",
                                   ". F . X X",
                                   "F O . O ."});
  const Points a = string_at(b, *parse_gtp("D2", 5));  // black D2 … D5, E4, E2
  const Points region{*parse_gtp("E5", 5)};
  const std::vector<Points> examined{string_at(b, *parse_gtp("E5", 5))};  // the white stone E5
  Rules rules;                                                            // 2022
  for (const char* s : {"eye.simulated_owner=touching", "eye.simulated_legality=capture_allowed",
                        "eye.simulated_area=board"})
    apply_setting(rules, s, "test");
  const SimulationQuery q{&b, Colour::white, a, region, examined};
  const auto slow = simulate_eye_making_exhaustive(q, rules);
  ASSERT_TRUE(slow.has_value());
  EXPECT_EQ(to_gtp(slow->eye), "E4");
  const auto fast = simulate_eye_making(q, rules);
  ASSERT_TRUE(fast.has_value()) << diagram(b);
  EXPECT_EQ(to_gtp(fast->eye), "E4");
  const optimized::BoardBits bits = optimized::bits_of(b);
  const optimized::SimulationQuery oq{&bits, Colour::white, optimized::from_points(region),
                                      optimized::from_points(examined.front())};
  EXPECT_TRUE(optimized::simulate_eye_making(oq, rules));
}

// The metamorphic failure of the same flaw (properties_metamorphic_properties,
// RC_PARAMS="seed=158978257615227910"): under capture_allowed the fill's verdict on the region
// A1,B1,B2 changed with a symmetry of this board, since the fill order is the point order. Under
// each of the 8 symmetries, every question must get the exhaustive search's answer from both engines.
TEST(SimulationAgreement, CaptureAllowedCommutesWithSymmetries) {
  const Board base = board_from_rows({"X . O .",
                                      ". X O .",
                                      "O . O .",
                                      ". O O ."});
  Rules rules;  // 2022
  for (const char* s : {"region.connect=empty", "eye.examined=region", "eye.simulated_legality=capture_allowed",
                        "eye.simulated_area=board"})
    apply_setting(rules, s, "test");
  const int n = base.size();
  int asked = 0;
  for (int t = 0; t < 8; ++t) {
    Board b(n);
    for (Point p : base.points()) {
      int x = p.x, y = p.y;
      if (t & 1) x = n - 1 - x;
      if (t & 2) y = n - 1 - y;
      if (t & 4) std::swap(x, y);
      b.set(Point{x, y}, base.at(p));
    }
    const optimized::BoardBits bits = optimized::bits_of(b);
    for (const Question& x : questions(b, bits, rules)) {
      const bool slow = simulate_eye_making_exhaustive(x.q, rules).has_value();
      EXPECT_EQ(simulate_eye_making(x.q, rules).has_value(), slow) << diagram(b) << to_gtp(x.q.region.front());
      EXPECT_EQ(optimized::simulate_eye_making(x.oq, rules), slow) << diagram(b) << to_gtp(x.q.region.front());
      ++asked;
    }
  }
  EXPECT_GE(asked, 8);
}

// The budget of the exhaustive search as the oracle of this test: above the engines' 200,000, so
// that the questions where they honestly refuse (InputError, under capture_allowed) are still
// checked to be the rare large ones; a question beyond even this budget is not compared.
constexpr long kOracleStates = 1'000'000;

// The answer of f, or nullopt when it throws InputError (the question too large for the search).
template <class F>
std::optional<bool> answer(F&& f) {
  try {
    return f();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Under every reading, the goal-directed search (and under capture_allowed its three tiers) must
// agree with the exhaustive one, and the optimized engine must give the same answer — or throw
// InputError exactly where the reference does.
TEST(SimulationAgreement, GoalDirectedEqualsExhaustiveOnRandomRegions) {
  std::mt19937_64 rng(20261129);
  int compared = 0, made = 0, refused = 0, beyond_oracle = 0;
  for (int round = 0; round < 200; ++round) {
    Board b = testkit::random_board(rng, 4 + round % 3, kMix);
    const optimized::BoardBits bits = optimized::bits_of(b);
    Rules always = Rules();
    apply_setting(always, "region.needs_split=always", "test");
    for (const Question& x : questions(b, bits, always)) {
      const SimulationQuery& q = x.q;
      const optimized::SimulationQuery& oq = x.oq;
      const Points& a = q.a;
      const Points& region = q.region;
      if (empty_count(b, region) > 9) continue;
      for (const char* owner : {"connected", "touching", "any"})
        for (const char* legality : {"no_capture_no_suicide", "no_capture", "capture_allowed", "no_lift"})
          for (const char* area : {"region", "board"}) {
            Rules rules;
            apply_setting(rules, std::string("eye.simulated_owner=") + owner, "test");
            apply_setting(rules, std::string("eye.simulated_legality=") + legality, "test");
            apply_setting(rules, std::string("eye.simulated_area=") + area, "test");
            if (std::string(area) == "board" && empty_count(b, b.points()) > 11) continue;
            const std::string where = diagram(b) + "A at " + to_gtp(a.front()) + " region at " +
                                      to_gtp(region.front()) + " " + owner + " " + legality + " " + area;
            const auto fast = answer([&] { return simulate_eye_making(q, rules).has_value(); });
            const auto bitwise = answer([&] { return optimized::simulate_eye_making(oq, rules); });
            ASSERT_EQ(fast, bitwise) << where << "(nullopt: InputError)";
            const auto slow =
                answer([&] { return simulate_eye_making_exhaustive(q, rules, kOracleStates).has_value(); });
            if (!slow) {
              ++beyond_oracle;
              continue;
            }
            if (!fast) {  // an honest refusal, never a guess
              EXPECT_EQ(legality, std::string("capture_allowed")) << where;
              ++refused;
              continue;
            }
            ASSERT_EQ(*fast, *slow) << where;
            ++compared;
            made += *fast;
          }
    }
  }
  // Both answers must occur often, or the comparison proves little; refusals must stay rare.
  EXPECT_GT(compared, 1000);
  std::cout << compared << " comparisons, " << made << " with an eye; " << refused
            << " refused as too large (InputError), " << beyond_oracle << " beyond the oracle's budget\n";
  EXPECT_GT(made, compared / 10);
  EXPECT_LT(made, compared - compared / 10);
  EXPECT_LE(refused + beyond_oracle, compared / 100);
}

// Under capture_allowed on whole boards (A09 board), larger than the comparisons above: the
// engines must give the same answer, or both refuse (InputError) — the same budget counted the
// same way. No exhaustive oracle here: the boards are too large for it.
TEST(SimulationAgreement, EnginesAgreeOrBothRefuseOnLargerBoards) {
  std::mt19937_64 rng(20261130);
  int asked = 0, refused = 0;
  for (int round = 0; round < 600; ++round) {
    const Board b = testkit::random_board(rng, 7 + round % 3, kMix);
    const optimized::BoardBits bits = optimized::bits_of(b);
    for (const Question& x : questions(b, bits, Rules())) {
      const SimulationQuery& q = x.q;
      const optimized::SimulationQuery& oq = x.oq;
      const Points& a = q.a;
      const Points& region = q.region;
      for (const char* owner : {"connected", "touching", "any"}) {
        Rules rules;
        apply_setting(rules, std::string("eye.simulated_owner=") + owner, "test");
        apply_setting(rules, "eye.simulated_legality=capture_allowed", "test");
        apply_setting(rules, "eye.simulated_area=board", "test");
        const auto fast = answer([&] { return simulate_eye_making(q, rules).has_value(); });
        const auto bitwise = answer([&] { return optimized::simulate_eye_making(oq, rules); });
        ASSERT_EQ(fast, bitwise) << diagram(b) << "A at " << to_gtp(a.front()) << " region at "
                                 << to_gtp(region.front()) << " " << owner << " (nullopt: InputError)";
        ++asked;
        refused += !fast;
        if (!fast && std::getenv("F3GO_SHOW_REFUSED"))
          std::cout << diagram(b) << "A at " << to_gtp(a.front()) << " region at " << to_gtp(region.front())
                    << " " << owner << "\n";
      }
    }
  }
  std::cout << asked << " questions, " << refused << " refused as too large (InputError)\n";
  EXPECT_GT(asked, 1000);
}

}  // namespace
}  // namespace f3go::reference
