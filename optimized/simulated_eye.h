// T18E.S3.3.2 / T22.2.8(3) 模拟推演 on bitboards: can the opponent o of A, adding o stones one after
// another, make a one-liberty eye (一气眼) for the examined strings? Readings A07, A08, A09.
// Twin of reference::simulate_eye_making (reference/simulated_eye.h), same method (per candidate
// eye point e: forced fills, a connecting path by layered flood avoiding reserved points, branching
// on a c string whose liberties would all be filled; under capture_allowed the fill of the legal
// additions, the relaxation without the suicide rule, and between them the exhaustive search with
// the reference's budget). Only the existence is returned: the witness of the reference is for
// explanations.
#pragma once
#include "oracle/rules.h"
#include "optimized/capacity.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

struct SimulationQuery {
  const BoardBits* board = nullptr;
  Colour maker = Colour::white;  // o, the opponent of A
  Bitboard region;               // the enclosed region (T18E.S2)
  Bitboard examined;             // the union of the examined strings of o (A04)
};

// Twin of reference::simulate_eye_making: true when some legal sequence makes the eye. Under A08
// capture_allowed it throws InputError exactly where the reference does (its exhaustive search
// passing 200,000 states).
bool simulate_eye_making(const SimulationQuery& q, const Rules& rules);

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
