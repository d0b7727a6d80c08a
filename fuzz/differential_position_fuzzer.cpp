// libFuzzer target: the optimized engine against the reference on one position.
//
// Input layout (fuzz/harness.h reads it front to back, one byte per field; past the end every
// byte reads as 0, so any input decodes):
//   the setup of harness.h `read_setup`: size 2..kMaxDifferentialSize, profile, side to move, mode,
//     N, komi, seed, random_turns, then L switch-reading bytes (register order, 0 = the profile's
//     default), then the n*n cells;
//   h: history entries = h mod 4, each:
//     f: bit 0 white to move; c = (f >> 1) mod 4 changes, each two bytes: a point (byte with bit 7
//        set: index (b & 0x7F) mod n², else the (b mod E)-th empty point) and its cell (b mod 4);
//        the entry's board is the position's board with those changes (so a ko shape or an earlier
//        board of a superko cycle takes a few bytes);
//   d: dead count = d mod 8, then d point bytes (index b mod n²): the agreed dead list of the score.
//
// The position: initial_position(board, rules, side to move) with the decoded entries appended to
// its history (legal_stones reads the history for ko, A14).
//
// Checks, on both reference::ReferenceEngine and optimized::OptimizedEngine:
//   1. Engine::analyze: the whole Analysis equal (operator==): strings, liberties, regions and
//      private eyes with clauses, flowers with HEIy/BAIy/HEIo/BAIo and attribute, holographic
//      cells, flybomb-forbidden points with reasons for both throwers, legal stone points of both
//      colours, score.
//   2. Engine::score(bottom, rules, dead list): the whole ScoreReport equal.
// On a difference: the bottom board, both holographic boards, the rules in compact form and the
// first differing observable on stderr, then a trap. An input the reference refuses with
// InputError (its search budget, reference/simulated_eye.h) is not a finding: it is skipped. Any
// exception from the optimized engine, or of another type from the reference, traps.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "optimized/engine.h"
#include "reference/engine.h"

namespace {

using namespace f3go;
using fuzz::ByteReader;

// One history entry: the board with up to three cells changed.
HistoryEntry read_history_entry(ByteReader& in, const Board& board) {
  const int f = in.byte();
  HistoryEntry e{board, (f & 1) ? Colour::white : Colour::black};
  const int changes = (f >> 1) % 4;
  for (int k = 0; k < changes; ++k) {
    const Point p = fuzz::read_point(in.byte(), board);
    e.board.set(p, static_cast<Cell>(in.byte() % 4));
  }
  return e;
}

Position read_position(ByteReader& in, const fuzz::Setup& s) {
  Position pos = initial_position(s.board, s.rules, s.to_move);
  const int entries = in.byte() % 4;
  for (int k = 0; k < entries; ++k) pos.history.push_back(read_history_entry(in, s.board));
  return pos;
}

std::vector<Point> read_dead(ByteReader& in, const Board& board) {
  std::vector<Point> dead;
  const int count = in.byte() % 8;
  for (int k = 0; k < count; ++k) dead.push_back(board.point(in.byte() % board.area()));
  return dead;
}

void compare_analysis(const Position& pos, const Rules& rules) {
  std::optional<Analysis> ra;
  try {
    ra = reference::ReferenceEngine().analyze(pos, rules);
  } catch (const InputError&) {
    return;  // the oracle refuses the input: not a finding
  }
  const Analysis oa = optimized::OptimizedEngine().analyze(pos, rules);
  if (*ra != oa)
    fuzz::fail_report("Engine::analyze differs", fuzz::analysis_report(pos.board, rules, *ra, oa));
}

void compare_score(const Board& board, const Rules& rules, const std::vector<Point>& dead) {
  std::optional<ScoreReport> rs;
  try {
    rs = reference::ReferenceEngine().score(board, rules, dead);
  } catch (const InputError&) {
    return;
  }
  const ScoreReport os = optimized::OptimizedEngine().score(board, rules, dead);
  if (*rs == os) return;
  fuzz::fail_report("Engine::score differs",
                    "bottom board:\n" + diagram(board) + "rules: " + compact(rules) + "\ndead: " +
                        fuzz::points_text(dead) + "\nreference: " + fuzz::score_text(*rs) +
                        "\noptimized: " + fuzz::score_text(os) + "\n");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > fuzz::kMaxInput) return 0;
  fuzz::guard<fuzz::NothingAllowed>("differential_position", fuzz::as_text(data, size), [&] {
    ByteReader in(data, size);
    const fuzz::Setup setup = fuzz::read_setup(in);
    const Position pos = read_position(in, setup);
    const std::vector<Point> dead = read_dead(in, setup.board);
    compare_analysis(pos, setup.rules);
    compare_score(setup.board, setup.rules, dead);
  });
  return 0;
}
