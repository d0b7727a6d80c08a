// The verdict type of a turn's steps and the first check of a stone or flower point, shared by
// optimized/play.cpp (try_move on a Position) and optimized/game.cpp (the incremental Game). Whether
// a turn may start at all (T22.1, T22.1.a, T22.8, A29) is reference/rule_tables.h turn_refusal, read
// by both engines. Twin: free_point of reference/play.cpp; compared by
// optimized/tests/play_differential_test.cpp and properties/stateful_properties.cpp.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/move.h"
#include "oracle/observables.h"
#include "oracle/position.h"
#include "optimized/capacity.h"
#include "optimized/holographic.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// A step's verdict: ok, or what refused the move — the clause or the switch, a fixed phrase, and
// for a forbidden flower point (T22.5) its reasons. Its text, the reason string of the reference
// (oracle/observables.h refusal_reason), is written only when a caller asks for it: a refused try
// of a playout costs no allocation.
struct Step {
  bool ok = true;
  std::optional<Clause> clause;        // the clause that refused the move, or
  Switch by_switch = Switch::move_ko;  // the switch, when no clause
  std::string_view detail;             // a literal
  ForbiddenReasons forbidden;          // T22.5: written "forbidden: capture_point,…"
  std::string reason() const;
};
inline Step legal() { return {}; }
inline Step illegal(Clause c, std::string_view detail) { return {false, c, Switch::move_ko, detail, {}}; }
inline Step illegal(Switch s, std::string_view detail) { return {false, std::nullopt, s, detail, {}}; }
inline Step illegal(const Refusal& r) { return {false, r.clause, r.by_switch, r.detail, {}}; }
// T22.5: a flower point forbidden for `reasons` (not empty).
inline Step forbidden(ForbiddenReasons reasons) {
  return {false, Clause::T22_5, Switch::move_ko, "forbidden: ", std::move(reasons)};
}

// What a MoveOutcome carries besides legality: `full`, a refused move's reason text and a legal
// move's captured points; `legality`, neither (a playout only asks whether a move is legal, and
// builds no text and no list).
enum class Detail : std::uint8_t {
  full,
  legality
};

// The outcome of a refused move.
inline MoveOutcome refused(const Step& v, Detail detail = Detail::full) {
  return {false, detail == Detail::full ? v.reason() : std::string(), {}};
}

// T22.6 / T22.5: a stone or flower point must be on the board and empty on the bottom board.
Step free_point(const BoardBits& b, Point p, Clause clause);
// Whether free_point(b, p, …) is ok: p on b's board and empty on it.
inline bool is_free(const BoardBits& b, Point p) {
  return b.contains(p) && b.empty.test(p);
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
