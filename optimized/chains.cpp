// The chains of optimized::Game (chains.h): slots merged on a stone, freed on a capture, checked
// against a flood from every stone (optimized::string_at, twin of reference/strings.h).
#include "optimized/chains.h"

#include <array>
#include <cassert>

namespace f3go::optimized {

void Chains::file(const Bitboard& s) {
  const std::uint16_t slot = free_slots_.back();
  free_slots_.pop_back();
  chains_[slot] = s;
  s.for_each([&](int i) { slot_at_[static_cast<std::size_t>(i)] = slot; });
}

void Chains::rebuild(const BoardBits& b) {
  // A slot per point: each chain holds a stone of its own.
  const int slots = b.size * b.size;
  chains_.assign(static_cast<std::size_t>(slots), Bitboard{});
  free_slots_.clear();
  for (int i = slots - 1; i >= 0; --i) free_slots_.push_back(static_cast<std::uint16_t>(i));
  slot_at_.fill(0);
  Bitboard left = b.stones();
  while (left.any()) {
    const Bitboard s = string_at(b, point_of(left.first()));
    left &= ~s;
    file(s);
  }
}

void Chains::update(const BoardBits& before, const BoardBits& after) {
  assert(before.size == after.size);
  if (const Bitboard gone = before.stones() & ~after.stones(); gone.any()) remove_stones(after, gone);
  (after.stones() & ~before.stones()).for_each([&](int i) { add_stone(after, i); });
}

void Chains::add_stone(const BoardBits& after, int i) {
  const Bitboard& own = after.black.test(i) ? after.black : after.white;
  std::array<std::uint16_t, 4> near{};  // the slots of the own stones next to the stone
  std::size_t count = 0;
  for_each_neighbour(i, after.board, [&](int n) {
    if (own.test(n)) near[count++] = slot_at_[static_cast<std::size_t>(n)];
  });
  // The largest chain next to the stone keeps its slot; the others and the stone are relabelled
  // (sizes are counted only when two chains or more meet).
  int keep = count > 0 ? near[0] : -1, keep_size = 0;
  bool several = false;
  for (std::size_t k = 1; k < count; ++k) several = several || near[k] != keep;
  if (several)
    for (std::size_t k = 0; k < count; ++k) {
      const int sz = chains_[near[k]].popcount();
      if (sz > keep_size) keep = near[k], keep_size = sz;
    }
  std::uint16_t slot = 0;
  if (keep < 0) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else {
    slot = static_cast<std::uint16_t>(keep);
  }
  if (!several) {  // speed only: the stone alone joins one chain, or starts its own
    chains_[slot].set(i);
    slot_at_[static_cast<std::size_t>(i)] = slot;
    return;
  }
  Bitboard moved = Bitboard::of(point_of(i));
  for (std::size_t k = 0; k < count; ++k) {
    const std::uint16_t other = near[k];
    if (other == slot || chains_[other].none()) continue;  // kept, or merged already
    moved |= chains_[other];
    chains_[other] = Bitboard{};
    free_slots_.push_back(other);
  }
  chains_[slot] |= moved;
  moved.for_each([&](int n) { slot_at_[static_cast<std::size_t>(n)] = slot; });
}

void Chains::remove_stones(const BoardBits& after, Bitboard gone) {
  const Bitboard all_gone = gone;
  while (gone.any()) {
    const std::uint16_t slot = slot_at_[static_cast<std::size_t>(gone.first())];
    const Bitboard chain = chains_[slot];
    gone &= ~chain;
    chains_[slot] = Bitboard{};
    free_slots_.push_back(slot);
    Bitboard rest = chain & ~all_gone;
    while (rest.any()) {
      const Bitboard s = string_at(after, point_of(rest.first()));
      rest &= ~s;
      file(s);
    }
  }
}

std::string Chains::inconsistency(const BoardBits& b) const {
  std::size_t live = 0;
  for (std::size_t slot = 0; slot < chains_.size(); ++slot) {
    const Bitboard& c = chains_[slot];
    if (c.none()) continue;
    ++live;
    const Point p = point_of(c.first());
    if (string_at(b, p) != c || !c.subset_of(b.stones()))
      return "chain " + std::to_string(slot) + " at " + to_gtp(p) + " is not the string there";
    bool labelled = true;
    c.for_each([&](int i) { labelled = labelled && slot_at_[static_cast<std::size_t>(i)] == slot; });
    if (!labelled) return "chain " + std::to_string(slot) + ": a stone carries another chain id";
  }
  if (live + free_slots_.size() != chains_.size()) return "chain slots: live + free != all";
  if (live != components(b.black).size() + components(b.white).size())
    return "chain count differs from the string count";
  return "";
}

}  // namespace f3go::optimized
