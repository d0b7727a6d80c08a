// A14 for the incremental Game: the keyed boards of the game so far (keyed_history.h).
#include "optimized/keyed_history.h"

#include <cassert>

#include "optimized/play.h"
#include "optimized/zobrist.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

bool same_cells(const BoardBits& a, const KeyedHistory::PastBoard& h) {
  return a.size == h.size && a.black == h.black && a.white == h.white && a.flower == h.flower;
}

BoardBits bits_from(const KeyedHistory::PastBoard& h) {
  BoardBits b;
  b.size = h.size;
  b.board = on_board(h.size);
  b.black = h.black;
  b.white = h.white;
  b.flower = h.flower;
  b.empty = b.board & ~(h.black | h.white | h.flower);
  return b;
}

}  // namespace

void KeyedHistory::push(const BoardBits& b, std::uint64_t key, Colour to_move) {
  assert(key == zobrist(b));
  boards_.push_back({b.black, b.white, b.flower, key, b.size, to_move});
  filter_[filter_word(key)] |= filter_bit(key);
}

bool KeyedHistory::repeats(const BoardBits& b, std::uint64_t key, std::optional<Colour> to_move) const {
  if (!may_hold(key)) return false;
  for (const PastBoard& h : boards_)
    if (h.key == key && (!to_move || h.to_move == *to_move) && same_cells(b, h)) return true;
  return false;
}

bool KeyedHistory::two_back(const BoardBits& b) const {
  return boards_.size() >= 2 && same_cells(b, boards_[boards_.size() - 2]);
}

std::vector<HistoryEntry> KeyedHistory::entries() const {
  std::vector<HistoryEntry> out;
  out.reserve(boards_.size());
  for (const PastBoard& h : boards_) out.push_back({board_of(bits_from(h)), h.to_move});
  return out;
}

std::string KeyedHistory::inconsistency() const {
  for (std::size_t i = 0; i < boards_.size(); ++i) {
    if (boards_[i].key != zobrist(bits_from(boards_[i]))) return "history key " + std::to_string(i) + " differs";
    if (!may_hold(boards_[i].key)) return "history key " + std::to_string(i) + " is not in the filter";
  }
  return "";
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
