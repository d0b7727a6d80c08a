// The random and enumerated positions, games and moves (generators.h).
#include "judge/generators.h"

#include <cassert>

namespace f3go::judge {

std::mt19937_64 sample_rng(std::uint64_t seed, std::uint64_t k) {
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(k >> 32)};
  return std::mt19937_64(seq);
}

std::array<std::uint64_t, 4> random_mix(std::mt19937_64& rng) {
  return {10 + rng() % 70, 5 + rng() % 45, 5 + rng() % 45, rng() % 30};
}

Board random_board(std::mt19937_64& rng, int n, std::array<std::uint64_t, 4> mix) {
  const std::uint64_t sum = mix[0] + mix[1] + mix[2] + mix[3];
  assert(sum > 0);
  Board b(n);
  for (Point p : b.points()) {
    std::uint64_t r = rng() % sum;
    int c = 0;
    while (r >= mix[static_cast<std::size_t>(c)]) r -= mix[static_cast<std::size_t>(c++)];
    b.set(p, static_cast<Cell>(c));
  }
  return b;
}

std::array<std::uint64_t, 4> game_start_mix(std::mt19937_64& rng) {
  auto mix = random_mix(rng);
  mix[0] *= 3;
  mix[3] = 0;
  return mix;
}

Move random_move(std::mt19937_64& rng, const Position& pos) {
  const int n = pos.board.size();
  const auto point = [&] {
    const int x = static_cast<int>(rng() % static_cast<std::uint64_t>(n));
    return Point{x, static_cast<int>(rng() % static_cast<std::uint64_t>(n))};
  };
  const std::uint64_t kind = rng() % 10;
  const Point p = point();
  if (kind < 6) return Move::make_stone(pos.to_move, p);
  if (kind < 8) return Move::make_flybomb(pos.to_move, p, point());
  if (kind < 9) return Move::make_flybomb(pos.to_move, p, std::nullopt);
  return Move::make_pass(pos.to_move);
}

Board board_of_index(int n, std::uint64_t index) {
  assert(n >= 1 && 2 * n * n < 64);
  Board b(n);
  for (Point p : b.points()) {
    b.set(p, static_cast<Cell>(index % 4));
    index /= 4;
  }
  return b;
}

}  // namespace f3go::judge
