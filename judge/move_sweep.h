// `verify --exhaustive N --moves`: every move from every small position, played by the reference
// game (reference::try_move on a Position) and by the incremental game (optimized::Game, with its
// history and Zobrist keys), the outcome and the whole resulting state compared; the outcome and
// the Position of optimized::try_move (what OptimizedEngine::play runs) are compared too.
//
// The positions: every board of the n×n enumeration (generators.h board_of_index; a shard I/K
// keeps the indices ≡ I mod K). The game states of a board B, per side s to move (o = the other):
//   - "start": B as a game start (initial_position: history = [B]), for each flybombs-left pair
//     (black, white) in {0,1}² (chosen_left = flybombs_left; in modes A/B the drawn schedule is cut
//     to the flybombs left and chosen_left is the rest);
//   - "after a capture", when B can be reached by one: o has just played a plain stone at q taking
//     a single stone of s at c (c empty in B, next to q). Its predecessor B' is B with q empty and
//     an s stone at c; the state is built by playing "o q" from B' as a game start (o to move, the
//     same flybombs) on BOTH engines — the reference gives history [B', B], last_captures 1, and
//     optimized::Game builds its history and keys by its own play() — and kept only if the
//     reference says the stone is legal, captures exactly c and leaves B. Among the candidates
//     (q, c) in point order the first whose recapture "s c" the reference refuses (A14 bites) is
//     taken, else the first valid one. That replayed move is compared like every other; and the
//     reference's Position after it is also given to the Game's constructor (history keys computed
//     there), on which the recapture "s c" and the flybomb turn "s c F pass" are compared too.
// The moves of a state: a stone of s on every point (occupied ones refused); a flybomb turn of s
// for every own-stone point with every flower point and with the flower pass; the pass; and the
// attempts the rules refuse before looking at the board: a stone and a pass of o (not its turn),
// stones and a flybomb's stone off the board, a flower off the board.
// After each move: the MoveOutcome (legal, reason, captures in order) equal; Game::position()
// equal to the reference's Position after the move (the state before when refused): bottom board,
// side to move, move number, flybombs and chosen flybombs left, passes, own turns played, random
// schedule, last captures, the whole ko history; the holographic cells and flower reports equal to
// reference::holographic of that board; Game::key() equal to the Zobrist key recomputed from the
// board, and Game::inconsistency() empty (every history key, chains, attributes recomputed).
// Every move of a state starts from that state: a refused move must leave the Game as it was
// (compared above), so the next one is played on the same Game, as in a game after a refused
// attempt; after a legal move or a difference the next one is played on a fresh copy.
//
// Output (to `out`): the run line (verify_merge.h run_line, e.g.
// "run: exhaustive=3 moves rules=2022 shard=0/1"); on the first disagreement the position index,
// the state, the move, the differing observable and the two boards after the move side by side;
// a line of counts (states, legal moves, A14 refusals, other refusals); a line exactly
// "N agree, M disagree" where N + M is the number of moves compared; last the run's record
// (verify_merge.h verify_record, no disagreement listed). Progress to `progress` about
// once a second.
#pragma once
#include <iosfwd>

#include "judge/verify.h"
#include "judge/verify_merge.h"
#include "oracle/rules.h"

namespace f3go::judge {

// The largest board the move sweep takes (4: by shards; 4^16 positions in all).
inline constexpr int kMoveSweepMaxSize = 4;

// The sweep above over the shard's positions of the n×n board.
// Precondition: 2 ≤ n ≤ kMoveSweepMaxSize.
VerifyCounts verify_exhaustive_moves(int n, const Rules& rules, Shard shard, std::ostream& out,
                                     const Progress& progress = {});

}  // namespace f3go::judge
