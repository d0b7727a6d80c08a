// T22.2.8(3) / T18E.S3.3.2 模拟推演: can the opponent, adding stones of its colour one after
// another (each legal, none capturing), make a one-liberty eye for the examined strings?
// Readings: A07 eye.simulated_owner, A08 eye.simulated_legality, A09 eye.simulated_area.
#pragma once
#include <optional>

#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

struct SimulationQuery {
  const Board* board = nullptr;  // the bottom board
  Colour maker = Colour::white;  // the colour that adds stones (the opponent of A)
  Points a;                      // the string whose region is examined
  Points region;                 // the enclosed region (T18E.S2)
  std::vector<Points> examined;  // the examined strings of `maker` (A04)
};

// A successful sequence: the stones added, in a legal order, then the eye point.
struct Witness {
  Points added;
  Point eye;
};

// How the question is answered — an option of the reference, not a reading of the rules: both
// give the same answers (docs/simulated_eye_proof.md, reference/tests/literal_search_test.cpp).
enum class SimulationMethod {
  tiered,   // the reference's one algorithmic exception (reference/simulated_eye_tiered.h)
  literal,  // the definition itself: simulate_eye_making_exhaustive
};

// T22.2.8(3): a sequence of legal additions that makes the eye, or nullopt when none does.
// Either method may throw InputError (the question too large for the literal search; never a
// guess). Precondition: q.board is set and q.region is not empty.
std::optional<Witness> simulate_eye_making(const SimulationQuery& q, const Rules& rules,
                                           SimulationMethod method = SimulationMethod::tiered);

// The definition, literally: breadth first over every board reachable by legal additions (so the
// witness is a shortest one), each board tested for the eye. Exponential: `max_states` bounds it;
// beyond, it throws InputError saying the question is too large for the literal search.
// Precondition: q.board is set and q.region is not empty.
std::optional<Witness> simulate_eye_making_exhaustive(const SimulationQuery& q, const Rules& rules,
                                                      long max_states = 200'000);

// ---- The terms of the definition, shared with the tiered method. ----

// A09: the points where additions may go — the empty points of the region, or of the board.
Points addition_area(const SimulationQuery& q, const Rules& rules);

// A07: e is a one-liberty eye (一气眼) of `maker` on board s, owned as the reading says.
bool is_simulated_eye(const SimulationQuery& q, const Board& s, Point e, const Rules& rules);

// Whether p is a stone of an examined string.
bool is_examined_stone(const SimulationQuery& q, Point p);

// What one addition leaves: whether it was legal, the board after it, the points it freed.
struct Addition {
  bool legal = false;
  Board after;
  Points freed;  // points of the strings it captured (A08 capture_allowed)
};
// One addition of a `maker` stone at p on board s, judged by A08. Precondition: p is empty on s.
Addition add_stone(const SimulationQuery& q, const Board& s, Point p, const Rules& rules);

}  // namespace f3go::reference
