// The chains of optimized::Game (chains.h): slots merged on a stone, freed on a capture, checked
// against a flood from every stone (optimized::string_at, twin of reference/strings.h).
#include "optimized/chains.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

std::uint16_t Chains::new_slot() {
  if (free_slots_.empty()) {
    assert(used_ < chains_.size());  // no more chains than points
    return used_++;
  }
  const std::uint16_t slot = free_slots_.back();
  free_slots_.pop_back();
  return slot;
}

void Chains::file(const Bitboard& s) {
  const std::uint16_t slot = new_slot();
  chains_[slot] = s;
  s.for_each([&](int i) { slot_at_[static_cast<std::size_t>(i)] = slot; });
}

void Chains::rebuild(const BoardBits& b) {
  // A slot per point: each chain holds a stone of its own. None used yet (new_slot). Speed only: a
  // slot never used since the last rebuild is empty already, so only those below used_ are cleared.
  const auto slots = static_cast<std::size_t>(b.size * b.size);
  if (chains_.size() != slots) chains_.assign(slots, Bitboard{});
  else std::fill_n(chains_.begin(), used_, Bitboard{});
  used_ = 0;
  free_slots_.clear();
  free_slots_.reserve(slots);
  slot_at_.fill(0);
  // The stones in index order, each joined to the chains of the stones before it next to it: the one
  // to its left and the one below (the bit before a first column is a padding bit, never a stone).
  b.stones().for_each([&](int i) {
    const Bitboard& own = b.black.test(i) ? b.black : b.white;
    const int left = i > 0 && own.test(i - 1) ? slot_at_[static_cast<std::size_t>(i - 1)] : -1;
    const int below = i >= kStride && own.test(i - kStride) ? slot_at_[static_cast<std::size_t>(i - kStride)] : -1;
    std::uint16_t slot = 0;
    if (left < 0 && below < 0) slot = new_slot();
    else if (left < 0 || below < 0 || left == below) slot = static_cast<std::uint16_t>(std::max(left, below));
    else slot = join(static_cast<std::uint16_t>(left), static_cast<std::uint16_t>(below));
    chains_[slot].set(i);
    slot_at_[static_cast<std::size_t>(i)] = slot;
  });
}

std::uint16_t Chains::join(std::uint16_t a, std::uint16_t b) {
  assert(a != b && chains_[a].any() && chains_[b].any());
  const bool a_keeps = chains_[a].popcount() >= chains_[b].popcount();
  const std::uint16_t keep = a_keeps ? a : b, gone = a_keeps ? b : a;
  chains_[keep] |= chains_[gone];
  chains_[gone].for_each([&](int n) { slot_at_[static_cast<std::size_t>(n)] = keep; });
  chains_[gone] = Bitboard{};
  free_slots_.push_back(gone);
  return keep;
}

void Chains::update(const BoardBits& after, const Bitboard& gone, const Bitboard& added) {
  assert(!gone.intersects(after.stones()) && added.subset_of(after.stones()));
  if (gone.any()) remove_stones(after, gone);
  added.for_each([&](int i) { add_stone(after, i); });
}

void Chains::add_stone(const BoardBits& after, int i) {
  const Bitboard& own = after.black.test(i) ? after.black : after.white;
  std::array<std::uint16_t, 4> near{};  // the slots of the own stones next to the stone
  std::size_t count = 0;
  for_each_neighbour(i, after.board, [&](int n) {  // written always, kept when own (speed only: no branch)
    near[count] = slot_at_[static_cast<std::size_t>(n)];
    count += static_cast<std::size_t>(own.test(n));
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
  const std::uint16_t slot = keep < 0 ? new_slot() : static_cast<std::uint16_t>(keep);
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
  if (live + free_slots_.size() != used_) return "chain slots: live + free != used";
  if (live != components(b.black).size() + components(b.white).size())
    return "chain count differs from the string count";
  return "";
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
