// Every observable that engines are compared on, as plain values: the
// reference, the optimized engine, the Z3 encoding, reports and GTP certification all produce and
// compare these. Lists of points are in the order A1, B1, …, A2, … .
#pragma once
#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/clauses.h"
#include "oracle/colour.h"
#include "oracle/point.h"
#include "oracle/rules.h"

namespace f3go {

// One enclosed region of a black/white string and its private-eye verdict (T18E.S3).
struct RegionReport {
  std::vector<Point> points;  // every point of the region (empty points and stones)
  bool private_eye = false;
  Clause reason = Clause::T22_2_8;  // the clause that decided (JSON and corpus: its ID)
  friend bool operator==(const RegionReport&, const RegionReport&) = default;
};

// A black or white string of the bottom board (T22.2.3), with its private eye (T22.2.8).
struct StringReport {
  Colour colour = Colour::black;
  std::vector<Point> stones;
  std::vector<Point> liberties;  // empty neighbours on the bottom board
  bool private_eye = false;
  Clause reason = Clause::T22_2_8;  // the clause that decided the string's verdict
  std::vector<RegionReport> regions;
  friend bool operator==(const StringReport&, const StringReport&) = default;
};

// A flower string of the bottom board with its four parameters and attribute (T22.4).
struct FlowerReport {
  std::vector<Point> stones;
  int hei_y = 0, bai_y = 0, hei_o = 0, bai_o = 0;  // HEIy, BAIy, HEIo, BAIo
  Clause rule = Clause::T22_4;                     // the row of the table: T22.4.1 … T22.4.2.3.3
  Attribute attribute = Attribute::neutral;
  friend bool operator==(const FlowerReport&, const FlowerReport&) = default;
};

// The reasons a point is forbidden to a flybomb (T22.5), in this order.
enum class ForbiddenReason : std::uint8_t {
  capture_point,
  one_liberty_eye,
  tiger_mouth
};
std::string_view name(ForbiddenReason r);
// The clause that forbids it: T22.5.1 (capture point), T22.5.2 (one-liberty eye), T22.5.3 (tiger's mouth).
Clause clause_of(ForbiddenReason r);

struct ForbiddenPoint {
  Point point;
  std::vector<ForbiddenReason> reasons;  // every reason that applies, in enum order
  friend bool operator==(const ForbiddenPoint&, const ForbiddenPoint&) = default;
};

// Area count as if the game ended now (T22.7).
struct ScoreReport {
  double black = 0, white = 0, neutral = 0;
  std::string result;       // "B+x", "W+x" or "0"
  std::vector<Point> dead;  // stones removed as dead
  friend bool operator==(const ScoreReport&, const ScoreReport&) = default;
};

// Everything `f3go analyze` reports about one position.
struct Analysis {
  int size = 0;
  std::string rules;                                             // "2022" / "2018"
  std::map<std::string, std::string> switches;                   // switch name → reading
  std::vector<StringReport> strings;                             // black and white, by first stone
  std::vector<FlowerReport> flowers;                             // by first stone
  std::vector<HoloCell> holographic;                             // per point, index order
  std::array<std::vector<ForbiddenPoint>, 2> flybomb_forbidden;  // by thrower
  std::array<std::vector<Point>, 2> legal_stones;                // by colour
  ScoreReport score;
  friend bool operator==(const Analysis&, const Analysis&) = default;
};

// The reason of a refused move: the clause or the switch that refused it, then a few words
// ("T22.6 suicide", "A14 simple ko").
std::string refusal_reason(Clause c, std::string_view detail);
std::string refusal_reason(Switch s, std::string_view detail);

// A refusal as a value: the clause that refused a move, or the switch when no clause did, and a
// fixed phrase (a literal). Its text is refusal_reason's.
struct Refusal {
  std::optional<Clause> clause;
  Switch by_switch = Switch::move_ko;
  std::string_view detail;
  std::string text() const { return clause ? refusal_reason(*clause, detail) : refusal_reason(by_switch, detail); }
};
inline Refusal refusal(Clause c, std::string_view detail) { return {c, Switch::move_ko, detail}; }
inline Refusal refusal(Switch s, std::string_view detail) { return {std::nullopt, s, detail}; }

// The result of trying a move (T22.6).
struct MoveOutcome {
  bool legal = false;
  std::string reason;           // why it is illegal (a clause and a few words), or ""
  std::vector<Point> captured;  // stones removed by the move (and by A11 fix-points)
  friend bool operator==(const MoveOutcome&, const MoveOutcome&) = default;
};

}  // namespace f3go
