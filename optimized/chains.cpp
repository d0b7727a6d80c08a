// The chains of optimized::Game (chains.h): slots merged on a stone, freed on a capture, checked
// against a flood from every stone (optimized::string_at, twin of reference/strings.h).
#include "optimized/chains.h"

#include <cassert>

namespace f3go::optimized {

void Chains::file(const Bitboard& s) {
  const std::uint16_t slot = free_slots_.back();
  free_slots_.pop_back();
  chains_[slot] = s;
  s.for_each([&](int i) { slot_at_[static_cast<std::size_t>(i)] = slot; });
}

void Chains::rebuild(const BoardBits& b) {
  chains_.assign(static_cast<std::size_t>(kBits), Bitboard{});
  free_slots_.clear();
  for (int i = kBits - 1; i >= 0; --i) free_slots_.push_back(static_cast<std::uint16_t>(i));
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
  remove_stones(after, before.stones() & ~after.stones());
  (after.stones() & ~before.stones()).for_each([&](int i) { add_stone(after, i); });
}

void Chains::add_stone(const BoardBits& after, int i) {
  const Bitboard self = Bitboard::of(point_of(i));
  const Bitboard near = neighbours(self, after.board) & (after.black.test(i) ? after.black : after.white);
  // The largest chain next to the stone keeps its slot; the others and the stone are relabelled
  // (sizes are counted only when two chains or more meet).
  int keep = -1, keep_size = 0;
  bool several = false;
  near.for_each([&](int n) {
    const std::uint16_t slot = slot_at_[static_cast<std::size_t>(n)];
    if (keep < 0) keep = slot;
    else several = several || slot != keep;
  });
  if (several)
    near.for_each([&](int n) {
      const std::uint16_t slot = slot_at_[static_cast<std::size_t>(n)];
      const int sz = chains_[slot].popcount();
      if (sz > keep_size) keep = slot, keep_size = sz;
    });
  std::uint16_t slot = 0;
  if (keep < 0) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else {
    slot = static_cast<std::uint16_t>(keep);
  }
  Bitboard moved = self;
  near.for_each([&](int n) {
    const std::uint16_t other = slot_at_[static_cast<std::size_t>(n)];
    if (other == slot || chains_[other].none()) return;  // kept, or merged already
    moved |= chains_[other];
    chains_[other] = Bitboard{};
    free_slots_.push_back(other);
  });
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
  int live = 0;
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
  if (live + static_cast<int>(free_slots_.size()) != kBits) return "chain slots: live + free != all";
  if (static_cast<std::size_t>(live) != components(b.black).size() + components(b.white).size())
    return "chain count differs from the string count";
  return "";
}

}  // namespace f3go::optimized
