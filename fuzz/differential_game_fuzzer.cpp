// libFuzzer target: the optimized engine against the reference over a game.
//
// Input layout (fuzz/harness.h reads it front to back, one byte per field; past the end every
// byte reads as 0):
//   the setup of harness.h `read_setup`: size 2..kMaxDifferentialSize, profile, side to move, mode,
//     N, komi, seed, random_turns, then L switch-reading bytes (register order, 0 = the profile's
//     default), then the n*n cells; the game starts at initial_position(board, rules, side);
//   then moves, at most kMaxMoves, until the input ends or the game is over (A29), each:
//     k: the kind by k mod 8 — 0..4 a stone, 5..6 a flybomb turn, 7 a pass; the colour is the
//        side to move, or its opponent when k >= 0xF0 (an off-turn move, illegal: T22.1.b);
//     stone and flybomb turn: one point byte for the own stone;
//     flybomb turn: one more byte, 0xFF a flower pass (A19), else the flower point;
//     a point byte b: bit 7 set → the point of index (b & 0x7F) mod n², which may be occupied
//     (illegal moves are exercised); bit 7 clear → the (b mod E)-th empty point of the bottom
//     board before the move (harness.h `read_point`).
//
// Checks, in lockstep on reference::ReferenceEngine and optimized::OptimizedEngine, for every move:
//   1. Engine::play(pos, move, rules, &after): the MoveOutcome equal (legal, reason, captured);
//   2. for a legal move, the whole Position afterwards equal (operator==: board, side to move,
//      flybombs left, move number, passes, turns played, random schedule, chosen left, history,
//      last_captures); the game goes on from it. An illegal move leaves the position as it was.
// And at the end, on the last position (with a history, so ko and superko reach legal_stones):
//   3. Engine::analyze: the whole Analysis equal.
// On a difference: the rules in compact form, the moves so far, the bottom board before the move,
// both outcomes and the first differing field (or the Analysis report of harness.h), then a trap.
// A reference InputError (its search budget) ends the game quietly: not a finding. Any exception
// from the optimized engine, or of another type from the reference, traps.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/harness.h"
#include "oracle/error.h"
#include "optimized/engine.h"
#include "reference/engine.h"
#include "reference/play.h"

namespace {

using namespace f3go;
using fuzz::ByteReader;

// The game length cap: the reference recomputes the whole holographic board for every candidate
// point, so long games only slow the fuzzer down.
constexpr int kMaxMoves = 40;
constexpr std::uint8_t kOffTurn = 0xF0;
constexpr std::uint8_t kFlowerPass = 0xFF;

Move read_move(ByteReader& in, const Position& pos) {
  const std::uint8_t k = in.byte();
  const Colour c = k >= kOffTurn ? opponent(pos.to_move) : pos.to_move;
  const int kind = k % 8;
  if (kind == 7) return Move::make_pass(c);
  const Point stone = fuzz::read_point(in.byte(), pos.board);
  if (kind <= 4) return Move::make_stone(c, stone);
  const std::uint8_t f = in.byte();
  if (f == kFlowerPass) return Move::make_flybomb(c, stone, std::nullopt);
  return Move::make_flybomb(c, stone, fuzz::read_point(f, pos.board));
}

struct Game {
  Rules rules;
  Position pos;
  std::vector<Move> moves;  // played so far, legal or not
};

// The rules, the moves so far and the current bottom board (`what` names it).
std::string game_text(const Game& g, const std::string& what) {
  std::string s = "rules: " + compact(g.rules) + "\nmoves:";
  for (const Move& m : g.moves) s += " " + to_text(m) + ";";
  return s + "\n" + what + " (" + std::string(name(g.pos.to_move)) + " to move):\n" + diagram(g.pos.board);
}

[[noreturn]] void fail_move(const Game& g, const MoveOutcome& r, const MoveOutcome& o,
                            const std::optional<fuzz::Difference>& d) {
  fuzz::fail_report("Engine::play differs", game_text(g, "bottom board before the last move") +
                                                "reference: " + fuzz::outcome_text(r) + "\noptimized: " +
                                                fuzz::outcome_text(o) + "\n" + fuzz::difference_text(d));
}

// Plays one move on both engines; false when the reference refuses the input (InputError).
bool play_both(Game& g, const Move& m) {
  g.moves.push_back(m);
  Position ra, oa;
  MoveOutcome r;
  try {
    r = reference::ReferenceEngine().play(g.pos, m, g.rules, &ra);
  } catch (const InputError&) {
    return false;
  }
  const MoveOutcome o = optimized::OptimizedEngine().play(g.pos, m, g.rules, &oa);
  if (r != o)
    fail_move(g, r, o, fuzz::Difference{"MoveOutcome", fuzz::outcome_text(r), fuzz::outcome_text(o)});
  if (!r.legal) return true;
  if (ra != oa) fail_move(g, r, o, fuzz::first_position_difference(ra, oa));
  g.pos = std::move(ra);
  return true;
}

void compare_final_analysis(const Game& g) {
  std::optional<Analysis> ra;
  try {
    ra = reference::ReferenceEngine().analyze(g.pos, g.rules);
  } catch (const InputError&) {
    return;
  }
  const Analysis oa = optimized::OptimizedEngine().analyze(g.pos, g.rules);
  if (*ra != oa)
    fuzz::fail_report("Engine::analyze differs after the game",
                      game_text(g, "last position") + fuzz::analysis_report(g.pos.board, g.rules, *ra, oa));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > fuzz::kMaxInput) return 0;
  fuzz::guard<fuzz::NothingAllowed>("differential_game", fuzz::as_text(data, size), [&] {
    ByteReader in(data, size);
    const fuzz::Setup setup = fuzz::read_setup(in);
    Game g{setup.rules, initial_position(setup.board, setup.rules, setup.to_move), {}};
    for (int k = 0; k < kMaxMoves && !in.empty() && !game_over(g.pos); ++k)
      if (!play_both(g, read_move(in, g.pos))) return;
    compare_final_analysis(g);
  });
  return 0;
}
