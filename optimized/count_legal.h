// Counting the legal positions of plain Go (Tromp's numbers, OEIS A094777) on bitboards: the n×n
// positions with cells empty/black/white (no flowers) in which every string has at least one
// liberty (T22.2.1 气, T22.2.3 棋串). An external truth for strings and liberties: 1×1 → 1,
// 2×2 → 57, 3×3 → 12675, 4×4 → 24318165.
//
// Method: exact enumeration row by row (each row one of 3^n patterns) with pruning. After row y is
// placed, a string lying wholly in rows 0..y−1 can neither grow nor gain a liberty: if it has none
// among rows 0..y, no completion is legal and the branch is cut. The run time still grows as
// 3^(n²) (n = 4 takes seconds, n ≥ 5 is infeasible: 3^25 ≈ 8.5·10^11 positions).
#pragma once
#include <cstdint>
#include <functional>
#include "optimized/capacity.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

// Called after each pattern of the first row: (patterns done, patterns in all = 3^n).
using CountProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

// The number of legal n×n positions, 1 ≤ n ≤ 19 and n ≤ kCapacity (check_capacity: InputError
// beyond; n = 1 included: the single point is never a Board, the bitboard needs none). Exact while the count fits in 64 bits (n ≤ 7 in principle).
std::uint64_t count_legal(int n, const CountProgress& progress = {});

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
