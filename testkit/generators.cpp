// The random and enumerated positions, rules, games and moves (generators.h).
#include "testkit/generators.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <utility>

namespace f3go::testkit {

std::mt19937_64 sample_rng(std::uint64_t seed, std::uint64_t k) {
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(k >> 32)};
  return std::mt19937_64(seq);
}

std::array<std::uint64_t, 4> random_mix(std::mt19937_64& rng) {
  return {10 + rng() % 70, 5 + rng() % 45, 5 + rng() % 45, rng() % 30};
}

Cell cell_of(const std::array<std::uint64_t, 4>& mix, std::uint64_t r) {
  assert(r < mix[0] + mix[1] + mix[2] + mix[3]);
  std::size_t c = 0;
  while (r >= mix[c]) r -= mix[c++];
  return static_cast<Cell>(c);
}

Board random_board(std::mt19937_64& rng, int n, std::array<std::uint64_t, 4> mix) {
  assert(mix[0] + mix[1] + mix[2] + mix[3] > 0);
  return draw_board(RngDraw{rng}, n, mix);
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

Rules random_rules(std::mt19937_64& rng, const RulesDraw& what) { return draw_rules(RngDraw{rng}, what); }

Point random_point(std::mt19937_64& rng, int n) {
  const auto un = static_cast<std::uint64_t>(n);
  if (rng() % 40 == 0) return Point{n, static_cast<int>(rng() % un)};
  const int x = static_cast<int>(rng() % un);
  return Point{x, static_cast<int>(rng() % un)};
}

Position random_position(std::mt19937_64& rng, int n, const Rules& rules, Engine& mover, int max_moves) {
  assert(max_moves >= 0);
  const Board board = random_board(rng, n, random_mix(rng));
  Position pos = initial_position(board, rules, rng() % 2 ? Colour::white : Colour::black);
  const std::uint64_t moves = rng() % static_cast<std::uint64_t>(max_moves + 1);
  for (std::uint64_t i = 0; i < moves; ++i) {
    Position next;
    if (mover.play(pos, Move::make_stone(pos.to_move, random_point(rng, n)), rules, &next).legal)
      pos = std::move(next);
  }
  return pos;
}

std::vector<Point> random_dead(std::mt19937_64& rng, const Board& b) {
  std::vector<Point> out;
  for (Point p : b.points())
    if (rng() % (b.at(p) == Cell::flower ? 36 : 6) == 0) out.push_back(p);
  if (rng() % 4 == 0) out.push_back(Point{b.size(), 0});
  return out;
}

Position random_game_start(std::mt19937_64& rng, int n, const Rules& rules) {
  Board board(n);
  if (rng() % 3 != 0) {
    auto mix = random_mix(rng);
    mix[0] *= 3;
    board = random_board(rng, n, mix);
  }
  return initial_position(board, rules, rng() % 2 ? Colour::white : Colour::black);
}

Move random_game_move(std::mt19937_64& rng, const Position& pos) {
  const int n = pos.board.size();
  const Board& b = pos.board;
  const Colour c = rng() % 25 == 0 ? opponent(pos.to_move) : pos.to_move;
  Point p = random_point(rng, n);
  for (int tries = 0; tries < 4 && b.on_board(p) && b.at(p) != Cell::empty; ++tries) p = random_point(rng, n);
  const auto side = static_cast<std::size_t>(index(c));
  const auto& drawn = pos.random_turns[side];
  const bool left = pos.flybombs_left[side] > 0;
  const bool due = left && std::find(drawn.begin(), drawn.end(), pos.turns_played[side] + 1) != drawn.end();
  const std::uint64_t k = rng() % 100;
  if (k < 8) return Move::make_pass(c);
  if (k < (due ? 20u : left ? 70u
                            : 95u)) return Move::make_stone(c, p);
  std::optional<Point> f;
  if (rng() % 6 != 0) {
    f = random_point(rng, n);
    for (int tries = 0; tries < 4 && b.on_board(*f) && (b.at(*f) != Cell::empty || *f == p); ++tries)
      f = random_point(rng, n);
  }
  return Move::make_flybomb(c, p, f);
}

}  // namespace f3go::testkit
