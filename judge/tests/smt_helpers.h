// Shared by the smt/ tests: the readings to sweep and the comparison of smt::private_eye with
// reference::private_eye (witnesses are replayed by judge/engines/smt_check.h).
#pragma once
#include <gtest/gtest.h>

#include <cassert>
#include <filesystem>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "testkit/generators.h"
#include "judge/engines/smt_check.h"
#include "oracle/board.h"
#include "oracle/rules.h"
#include "reference/private_eye.h"
#include "reference/simulated_eye.h"
#include "reference/strings.h"
#include "smt/private_eye.h"

namespace f3go::smt::testing {

using reference::Points;

// Each profile's defaults, then every other reading of one switch at a time.
inline std::vector<Rules> one_switch_at_a_time() {
  std::vector<Rules> out;
  for (Profile p : {Profile::y2022, Profile::y2018}) {
    const Rules base = Rules::for_profile(p);
    out.push_back(base);
    for (Switch s : private_eye_switches())
      for (int r = 0; r < static_cast<int>(info(s).readings.size()); ++r) {
        if (r == base.get(s)) continue;
        Rules rules = base;
        rules.set(s, r);
        out.push_back(rules);
      }
  }
  return out;
}

// A random profile and reading of every switch, the private eye's among them (testkit::draw_rules).
// Precondition: none.
inline Rules random_rules(std::mt19937& rng) { return testkit::draw_rules(testkit::RngDraw{rng}); }

// A random size×size board with many enclosed regions: testkit::draw_board with the weights of
// testkit::draw_eye_mix. Precondition: size ≥ 1.
inline Board random_board(std::mt19937& rng, int size) {
  assert(size >= 1);
  return testkit::draw_board(testkit::RngDraw{rng}, size, testkit::draw_eye_mix(testkit::RngDraw{rng}));
}

using judge::coverage_key;

inline bool in(const Points& ps, Point p) { return reference::contains(ps, p); }

}  // namespace f3go::smt::testing
