// T18E.S3.3.2 / T22.2.8(3) 模拟推演: can the opponent, adding stones of its colour one after
// another (each legal, none capturing), make a one-liberty eye for the examined strings?
// Readings: A07 eye.simulated_owner, A08 eye.simulated_legality, A09 eye.simulated_area.
#pragma once
#include <optional>

#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

struct SimulationQuery {
  const Board* board = nullptr;   // the bottom board
  Colour maker = Colour::white;   // the colour that adds stones (the opponent of A)
  Points a;                       // the string whose region is examined
  Points region;                  // the enclosed region (T18E.S2)
  std::vector<Points> examined;   // the examined strings of `maker` (A04)
};

// A successful sequence: the stones added, in a legal order, then the eye point.
struct Witness {
  Points added;
  Point eye;
};

// The reference's search (goal-directed: per candidate eye point; see simulated_eye.cpp for why
// it is exact). nullopt = no sequence makes such an eye. Under A08 capture_allowed, where neither
// the fill of the legal additions (finds eyes) nor the relaxation without the suicide rule (proves
// there is none) decides, it is simulate_eye_making_exhaustive below, which may throw InputError
// (the question too large for the literal search; never a guess).
std::optional<Witness> simulate_eye_making(const SimulationQuery& q, const Rules& rules);

// The unpruned search over every set of legal additions (exponential: only for small regions);
// tests check that it agrees with simulate_eye_making. `max_states` bounds it: beyond, it throws
// InputError saying the question is too large for the literal search (never a guess).
std::optional<Witness> simulate_eye_making_exhaustive(const SimulationQuery& q, const Rules& rules,
                                                      long max_states = 200'000);

}  // namespace f3go::reference
