// The cross-board memo of smt/: the pieces around a string under A02 `any` with A38 `string`
// (T18E.S1–S2: the points that are neither A nor flowers, every two neighbours joined) depend on the
// board's size, the stones of A and the flowers alone. So Z3's answer for one board, settled, is
// the answer of the identical question on every later board of the thread with the same A and
// flowers: in a game most strings and flowers stay from move to move. No twin in reference/.
#pragma once
#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

#include "oracle/board.h"

namespace f3go::smt::detail {

// Keyed by a character per point ('a' a stone of A, 'f' a flower, '.' else); cleared when it holds
// `limit` answers.
struct PiecesMemo {
  static constexpr std::size_t limit = 4096;
  std::unordered_map<std::string, std::vector<int>> components;  // Forest::component of the answer
};
// The calling thread's memo.
PiecesMemo& pieces_memo();

// The key of the pieces around A in PiecesMemo. Precondition: `a` holds stones of `b`.
std::string pieces_key(const Board& b, const std::vector<Point>& a);

}  // namespace f3go::smt::detail
