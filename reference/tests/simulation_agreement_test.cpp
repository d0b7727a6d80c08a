// T18E.S3.3.2: the goal-directed search of simulated_eye.cpp must agree with the literal exhaustive
// search over every set of legal additions, on every region of many random small boards, under
// every reading of A07 eye.simulated_owner, A08 eye.simulated_legality and A09 eye.simulated_area.
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "reference/regions.h"
#include "reference/simulated_eye.h"

namespace f3go::reference {
namespace {

Board random_board(std::mt19937& rng, int size) {
  Board b(size);
  std::discrete_distribution<int> cell({45, 25, 25, 5});  // empty, black, white, flower
  for (Point p : b.points()) b.set(p, static_cast<Cell>(cell(rng)));
  return b;
}

std::vector<Points> strings_in(const Board& b, const Points& region, Cell c) {
  std::vector<Points> out;
  for (Points& s : strings_of(b, c))
    if (contains(region, s.front())) out.push_back(std::move(s));
  return out;
}

int empty_count(const Board& b, const Points& ps) {
  int n = 0;
  for (Point p : ps) n += b.at(p) == Cell::empty;
  return n;
}

TEST(SimulationAgreement, GoalDirectedEqualsExhaustiveOnRandomRegions) {
  std::mt19937 rng(20261129);
  int compared = 0, made = 0;
  for (int round = 0; round < 200; ++round) {
    Board b = random_board(rng, 4 + round % 3);
    for (Cell colour : {Cell::black, Cell::white})
      for (const Points& a : strings_of(b, colour)) {
        Rules always = Rules();
        apply_setting(always, "region.needs_split=always", "test");
        for (const Points& region : enclosed_regions(b, a, always)) {
          if (empty_count(b, region) > 9) continue;
          Colour maker = opponent(colour_of(colour));
          auto examined = strings_in(b, region, stone(maker));
          if (examined.empty()) continue;
          SimulationQuery q{&b, maker, a, region, examined};
          for (const char* owner : {"connected", "touching", "any"})
            for (const char* legality : {"no_capture_no_suicide", "no_capture", "capture_allowed"})
              for (const char* area : {"region", "board"}) {
                Rules rules;
                apply_setting(rules, std::string("eye.simulated_owner=") + owner, "test");
                apply_setting(rules, std::string("eye.simulated_legality=") + legality, "test");
                apply_setting(rules, std::string("eye.simulated_area=") + area, "test");
                if (std::string(area) == "board" && empty_count(b, b.points()) > 11) continue;
                auto fast = simulate_eye_making(q, rules);
                auto slow = simulate_eye_making_exhaustive(q, rules);
                ASSERT_EQ(fast.has_value(), slow.has_value())
                    << diagram(b) << "A at " << to_gtp(a.front()) << " region at "
                    << to_gtp(region.front()) << " " << owner << " " << legality << " " << area;
                ++compared;
                made += fast.has_value();
              }
        }
      }
  }
  // Both answers must occur often, or the comparison proves little.
  EXPECT_GT(compared, 1000);
  std::cout << compared << " comparisons, " << made << " with an eye\n";
  EXPECT_GT(made, compared / 10);
  EXPECT_LT(made, compared - compared / 10);
}

}  // namespace
}  // namespace f3go::reference
