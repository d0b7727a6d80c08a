// Comparing two sources of answers observable by observable, and the one first-difference
// reporter: the observables of an Analysis as lines (strings and liberties T22.2.3/T22.2.1;
// regions and private eyes T22.2.6/T22.2.8/T18E; flowers T22.4; holographic cells T22.3;
// flybomb-forbidden points T22.5; legal stones T22.6; score T22.7), the first line where two
// answers differ, and a report that draws the bottom board and both holographic boards.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oracle/engine.h"
#include "oracle/eye_step.h"

namespace f3go::testkit {

using Lines = std::vector<std::string>;

// The first observable on which two sources differ, with each side's line.
struct Difference {
  std::string observable;
  std::string first, second;  // the line of each side ("(nothing)" when one side has fewer)
};

// A comparison: no difference, or the first one with a report of the position (diagrams).
struct Comparison {
  std::optional<Difference> difference;
  std::string report;
};

// Observables as (name, lines), in report order.
using Observables = std::vector<std::pair<std::string, Lines>>;

// "none" or "A1 B2 …".
std::string points_text(const std::vector<Point>& ps);

// The lines of the parts, as the observables below show them: "yes CLAUSE" / "no CLAUSE"; a
// string of `kind` ("black", "flower", …) with its liberties (T22.2.3, T22.2.1); an enclosed
// region with its private-eye verdict (T22.2.8, T18E); a holographic string with its liberties
// and A27 liberty count (T22.3); a flower string with HEIy/BAIy/HEIo/BAIo, its row and attribute
// (T22.4); a forbidden point with its reasons (T22.5); the holographic cell of every point of `b`
// (T22.3); the score (T22.7).
std::string verdict_text(bool holds, Clause clause);
std::string string_text(std::string_view kind, const std::vector<Point>& stones,
                        const std::vector<Point>& liberties);
std::string region_text(const std::vector<Point>& region, bool holds, Clause clause);
// A private-eye verdict with the step of T18E that decided it (oracle/eye_step.h): region_text of
// `region`, or "the string: private eye …" when `region` is empty (the string's own verdict).
std::string eye_text(const std::vector<Point>& region, bool holds, Clause clause, EyeStep step);
std::string holo_string_text(Colour colour, const std::vector<Point>& stones,
                             const std::vector<Point>& liberties, int count);
std::string flower_text(const FlowerReport& f);
std::string forbidden_text(const ForbiddenPoint& f);
Lines cell_lines(const Board& b, const std::vector<HoloCell>& cells);
Lines score_lines(const ScoreReport& s);

// Every observable of an Analysis of board `b`, in report order.
Observables observables(const Board& b, const Analysis& a);

// The first line where `first` and `second` differ, if any.
std::optional<Difference> first_difference(const std::string& observable, const Lines& first,
                                           const Lines& second);

// The first difference of two lists of the same observables (same names, same order), if any.
std::optional<Difference> first_difference(const Observables& first, const Observables& second);

// The position a difference was found on: "bottom board:", its diagram, "rules: " compact(rules).
std::string position_report(const Board& b, const Rules& rules);

// The holographic board of an Analysis as a diagram ('?' for a missing cell).
std::string holo_diagram(const Board& b, const std::vector<HoloCell>& cells);

// The first difference between two Analyses of the same position; the report draws the bottom
// board, the rules and both holographic boards, labelled with the two names.
Comparison compare_analyses(const Position& pos, const Rules& rules, const Analysis& first,
                            const Analysis& second, const std::string& first_name,
                            const std::string& second_name);

// Both engines analyse `pos` under `rules`; their first difference.
Comparison compare_engines(Engine& first, Engine& second, const Position& pos, const Rules& rules);

// "legal, captured none" or "illegal (reason), captured none".
std::string outcome_text(const MoveOutcome& o);

// One line of a Position's state besides the board (to move, move number, flybombs, passes, …).
std::string position_line(const Position& p);

// The first difference between two sources' answers to the move `m`: the outcome, then the bottom
// board after it, then the whole position after it (each `after` is the position before the move
// when the move is illegal).
std::optional<Difference> move_difference(const Move& m, const MoveOutcome& first,
                                          const Position& first_after, const MoveOutcome& second,
                                          const Position& second_after);

// One move played by both engines from `pos`: move_difference of their answers. `after`
// receives the first engine's position after the move (`pos` when the move is illegal).
std::optional<Difference> compare_move(Engine& first, Engine& second, const Position& pos,
                                       const Move& m, const Rules& rules, Position& after);

// The lines printed for a difference: "observable: …\n  NAME1: …\n  NAME2: …\n".
std::string difference_text(const Difference& d, const std::string& first_name,
                            const std::string& second_name);

}  // namespace f3go::testkit
