// PlainGoBoard::random_move's choice on another program's board, so that the same PlayoutRng
// plays the same games move by move on every board (bench/anchors).
//
// random_move draws i = rng.below(n) over its list of the empty points, n the untried part; a
// point the board refuses (illegal, or the mover's own eye) is swapped with the last untried one
// and n shrinks; when nothing is left it passes. The draw depends on the list's order, so this
// keeps the list in the playout board's order (plain_go.cpp; its public interface shows none of
// it, so the order is restated here and the lockstep test reports the first move where it stops
// matching):
//   - the empty board lists the points by vertex (PlainGoBoard::vertex), row by row;
//   - a stone played at v: v's slot takes the last point of the list;
//   - a refused draw: the swap above (the list stays a set of the same points);
//   - a captured string: its stones appended in the order of the playout board's ring of that
//     string, from the string's id. Rings and ids follow plain_go.cpp's play(): the new stone
//     is its own ring; its neighbours are taken in the order v+1, v−1, v+stride, v−stride; an own
//     neighbour of another string is merged (the smaller string, the new stone's on equal sizes,
//     takes the other's id; the rings are spliced by swapping the two ids' successors); a string
//     of an opponent neighbour that the other board has just emptied was captured, and is
//     appended at its last neighbour of v in that order (the playout board counts
//     pseudo-liberties: a string next to v twice reaches 0 at the second), so two strings
//     captured by one stone are appended in that order.
// This shadow of the rings is the price of identical games: the other board pays it in its
// playout figures (not in its board-update figures).
//
// Board: bool playable(int v) (legal for the side to move and not its own eye), void play(int v),
// void pass(), bool is_empty(int v) (after the move), in the playout board's vertices.
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "optimized/plain_go.h"

namespace f3go::anchors {

class ChoiceList {
 public:
  static constexpr int kMaxVertices = optimized::PlainGoBoard::kMaxVertices;

  explicit ChoiceList(int size) : size_(size), stride_(optimized::PlainGoBoard::kStride) { clear(); }

  void clear() {
    colour_.fill(kOff);
    count_ = 0;
    for (int y = 0; y < size_; ++y)
      for (int x = 0; x < size_; ++x) {
        const int v = (y + 1) * stride_ + x + 1;
        colour_[v] = kEmpty;
        append(v);
      }
    to_move_ = kBlack;
    passes_ = 0;
  }

  int empty_count() const { return count_; }
  int empty_at(int i) const { return list_[i]; }
  bool game_over() const { return passes_ >= 2; }
  bool black_to_move() const { return to_move_ == kBlack; }

  template <class Board>
  int choose(Board& board, optimized::PlayoutRng& rng) {
    int n = count_;
    while (n > 0) {
      const int i = rng.below(n);
      const int v = list_[i];
      if (board.playable(v)) {
        board.play(v);
        played(board, v);
        return v;
      }
      --n;
      const int w = list_[n];
      list_[i] = static_cast<std::int16_t>(w);
      pos_[w] = static_cast<std::int16_t>(i);
      list_[n] = static_cast<std::int16_t>(v);
      pos_[v] = static_cast<std::int16_t>(n);
    }
    board.pass();
    to_move_ = to_move_ == kBlack ? kWhite : kBlack;
    ++passes_;
    return 0;
  }

 private:
  static constexpr std::uint8_t kEmpty = 0, kBlack = 1, kWhite = 2, kOff = 3;

  void append(int v) {
    pos_[v] = static_cast<std::int16_t>(count_);
    list_[count_++] = static_cast<std::int16_t>(v);
  }

  void remove(int v) {
    const int i = pos_[v];
    const int last = list_[--count_];
    list_[i] = static_cast<std::int16_t>(last);
    pos_[last] = static_cast<std::int16_t>(i);
  }

  void merge(int a, int b) {
    if (size_of_[a] < size_of_[b]) std::swap(a, b);
    int s = b;
    do {
      id_[s] = static_cast<std::int16_t>(a);
      s = next_[s];
    } while (s != b);
    std::swap(next_[a], next_[b]);
    size_of_[a] = static_cast<std::int16_t>(size_of_[a] + size_of_[b]);
  }

  // The stone at v was played on `board` (which has removed what it captured). The neighbours'
  // colours are read into masks first, so that the common case (no merge, no capture) takes no
  // branch on them: this shadow is timed with every board.
  template <class Board>
  void played(const Board& board, int v) {
    const std::uint8_t own = to_move_;
    const std::uint8_t opp = own == kBlack ? kWhite : kBlack;
    remove(v);
    colour_[v] = own;
    id_[v] = static_cast<std::int16_t>(v);
    next_[v] = static_cast<std::int16_t>(v);
    size_of_[v] = 1;
    const std::array<int, 4> nbrs{v + 1, v - 1, v + stride_, v - stride_};
    unsigned mine = 0;
    unsigned taken = 0;
    for (unsigned k = 0; k < 4; ++k) {
      const std::uint8_t c = colour_[nbrs[k]];
      mine |= static_cast<unsigned>(c == own) << k;
      taken |= static_cast<unsigned>((c == opp) & board.is_empty(nbrs[k])) << k;
    }
    // The first own neighbour's string takes the lone stone in (merge(id, v) for a string of one
    // stone), chosen without a branch; the other own neighbours' strings are merged.
    int first = v;
    for (unsigned k = 4; k-- > 0;) {
      const int mask = -static_cast<int>(mine >> k & 1U);
      first ^= (first ^ id_[nbrs[k]]) & mask;
    }
    const int joins = first != v;
    id_[v] = static_cast<std::int16_t>(first);
    next_[v] = next_[first];
    next_[first] = static_cast<std::int16_t>(v);
    size_of_[first] = static_cast<std::int16_t>(size_of_[first] + joins);
    for (mine &= mine - 1; mine != 0; mine &= mine - 1) {
      const int q = nbrs[static_cast<unsigned>(std::countr_zero(mine))];
      if (id_[q] != id_[v]) merge(id_[q], id_[v]);
    }
    for (unsigned rest = taken; rest != 0; rest &= rest - 1) {
      const auto k = static_cast<unsigned>(std::countr_zero(rest));
      const int id = id_[nbrs[k]];
      // Taken at its last neighbour of v in that order (where its pseudo-liberties reach 0).
      bool later = false;
      for (unsigned j = k + 1; j < 4; ++j) later |= ((taken >> j & 1U) != 0) & (id_[nbrs[j]] == id);
      if (later) continue;
      int s = id;
      do {
        colour_[s] = kEmpty;
        append(s);
        s = next_[s];
      } while (s != id);
    }
    to_move_ = opp;
    passes_ = 0;
  }

  int size_;
  int stride_;
  int count_ = 0;
  std::uint8_t to_move_ = kBlack;
  int passes_ = 0;
  std::array<std::uint8_t, kMaxVertices> colour_{};
  std::array<std::int16_t, kMaxVertices> list_{};
  std::array<std::int16_t, kMaxVertices> pos_{};
  std::array<std::int16_t, kMaxVertices> id_{};
  std::array<std::int16_t, kMaxVertices> next_{};
  std::array<std::int16_t, kMaxVertices> size_of_{};
};

// The timed playout loop of an adapter (a template, so the loop is compiled inside the adapter's
// translation unit, as the playout board's is inside plain_go.cpp): clear, then the playout step
// until two passes or max_turns turns; returns the turns.
template <class Adapter>
int play_out(Adapter& adapter, ChoiceList& list, optimized::PlayoutRng& rng, int max_turns) {
  adapter.clear();
  int turns = 0;
  while (turns < max_turns && !list.game_over()) {
    list.choose(adapter, rng);
    ++turns;
  }
  return turns;
}

}  // namespace f3go::anchors
