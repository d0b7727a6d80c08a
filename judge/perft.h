// perft: the number of move sequences of each length from a position, every move played through
// the Engine interface (oracle/engine.h), so that any engine — and any other implementation of the
// rules — can be checked against the same counts (docs/perft.md).
//
// A node at depth d is a sequence of d legal turns (T22.1) from the start position. A turn is a
// stone (T22.6), a pass (T22.6 1(1)), or a flybomb turn (T22.1.a): an own stone followed by a
// flower point, or by the flower pass ("B C3 F pass", legal or not as A19
// flybomb.no_legal_point reads it). Two turns are different when their text (oracle/move.h)
// differs. Every depth-D turn is played (Engine::play with the position after it), not only
// counted. A game that has ended (A29: two consecutive passes) has no further turn.
//
// Candidates (candidate_moves, the one place that lists them): the pass; for each point p in the
// order A1, B1, …, A2, …: the stone at p, then the flybomb turns with own stone p — the flower at
// each point f in the same order, then the flower pass. Engine::play decides every candidate.
// By default, candidates that cannot be legal are skipped before asking the engine, each by a fact
// of the rules; `all_candidates` asks the engine about every one (slow: it checks the skipping).
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "oracle/engine.h"

namespace f3go::judge {

// Every turn the side to move could try, in the order above.
std::vector<Move> candidate_moves(const Position& pos);

using MoveVisitor = std::function<void(const Move&, const Position& after)>;

// Calls visit(move, after) for every legal turn of the side to move, in candidate order.
void for_each_legal_move(Engine& engine, const Position& pos, const Rules& rules, bool all_candidates,
                         const MoveVisitor& visit);

// The walk of one engine under one set of rules.
struct Walk {
  Engine& engine;
  const Rules& rules;
  bool all_candidates;

  // The number of legal sequences of `depth` turns from `pos` (depth ≥ 1).
  std::uint64_t count(const Position& pos, int depth);
};

}  // namespace f3go::judge
