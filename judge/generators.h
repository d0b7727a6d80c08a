// The random and enumerated positions, games and moves the comparisons draw from. Every draw is
// reproducible from a seed and a sample number, so a shard of a long run needs none of the others.
//
// Sample k (0-based) of a run with seed S draws from its own std::mt19937_64 seeded with
// std::seed_seq{S mod 2^32, S / 2^32, k mod 2^32, k / 2^32}.
// A position: four weights are drawn — empty 10..79, black 5..49, white 5..49, flower 0..29 (each
// `rng() % k` plus the base) — and each point, in point order A1, B1, …, A2, …, takes the cell
// whose cumulative weight first exceeds rng() % (sum of the weights). So densities vary per
// position.
// A game start: a position drawn as above with the flower weight 0 and the empty weight tripled.
// A move attempt: a stone (weight 6), a flybomb turn with a flower point (2), a flybomb turn with a
// flower pass (1) or a pass (1) — points drawn uniformly over the board, so occupied points and
// other refusals happen.
// The exhaustive enumeration: position `index` of the N×N board with the four cells (4^(N²)
// positions); point i takes digit i of the index in base 4: 0 empty, 1 black, 2 white, 3 flower.
#pragma once
#include <array>
#include <cstdint>
#include <random>

#include "oracle/board.h"
#include "oracle/move.h"
#include "oracle/position.h"

namespace f3go::judge {

// The generator of sample k of a run seeded with `seed`.
std::mt19937_64 sample_rng(std::uint64_t seed, std::uint64_t k);

// The weights (empty, black, white, flower) of one random position.
std::array<std::uint64_t, 4> random_mix(std::mt19937_64& rng);

// A random n×n board with the weights `mix` (their sum must be positive).
Board random_board(std::mt19937_64& rng, int n, std::array<std::uint64_t, 4> mix);

// The weights of a game start: random_mix with the empty weight tripled and no flowers.
std::array<std::uint64_t, 4> game_start_mix(std::mt19937_64& rng);

// One move attempt by the side to move of `pos`.
Move random_move(std::mt19937_64& rng, const Position& pos);

// Position `index` (0 ≤ index < 4^(n·n)) of the exhaustive enumeration of the n×n board.
Board board_of_index(int n, std::uint64_t index);

}  // namespace f3go::judge
