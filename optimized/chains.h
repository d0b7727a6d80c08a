// The chains of optimized::Game (and of one analysis, optimized/analyze.cpp): every black/white
// string of the bottom board (T22.2.3 棋串) as a Bitboard in a slot, and the slot of every stone
// point. Merged on a stone, freed on a capture
// (re-split by flood only if a removal ever took part of a chain, which the rules never do: a
// holographic string holds whole bottom strings). Twin: reference/strings.h `stone_strings` (a
// flood from each stone), which inconsistency() recomputes through optimized::string_at; checked after
// every play() of the random games of optimized/tests/game_test.cpp and
// properties/stateful_properties.cpp, and kept allocation-free by optimized/tests/no_allocation_test.cpp.
// Speed only: the whole class (the strings it keeps are those a flood finds).
#pragma once
#include <array>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "optimized/capacity.h"
#include "optimized/holo_index.h"
#include "optimized/position_bits.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {

class Chains {
 public:
  // The chains of b, from scratch (allocates: the first time only, or on a larger board).
  void rebuild(const BoardBits& b);

  // The chains, those of `before`, follow a turn to `after` (stones only leave, but for the turn's
  // own stone; that the chains were `before`'s is inconsistency()'s to check, after every play() of
  // debug builds). Precondition: before.size == after.size.
  void update(const BoardBits& before, const BoardBits& after) {
    assert(before.size == after.size);
    update(after, before.stones() & ~after.stones(), after.stones() & ~before.stones());
  }
  // The same where the caller knows the stones that left (`gone`) and came (`added`) (speed only:
  // no comparison of the boards). Precondition: they are those of a turn to `after` from the
  // board the chains are of.
  void update(const BoardBits& after, const Bitboard& gone, const Bitboard& added);

  // The chain through the stone at bit i. Precondition: bit i holds a stone of the board the chains
  // are of (asserted in debug builds).
  const Bitboard& of(int i) const {
    assert(chains_[slot_at_[static_cast<std::size_t>(i)]].test(i));
    return chains_[slot_at_[static_cast<std::size_t>(i)]];
  }

  // The number of chains (strings of the board).
  int count() const { return static_cast<int>(used_ - free_slots_.size()); }
  // The number of slots used since the chains were built: every chain's slot is below it.
  int slots() const { return used_; }

  // The chains as holo_index.h reads a bottom board's strings; valid until the next update.
  BottomStrings view() const { return BottomStrings{slot_at_.data(), chains_.data()}; }

  // "" when every live slot is a whole string of b with each of its stones labelled with the
  // slot, every slot live or free once, and one chain per string; else the first difference.
  std::string inconsistency(const BoardBits& b) const;

 private:
  // A stone at bit i, already on `after`: joins the chains of its colour next to it.
  void add_stone(const BoardBits& after, int i);
  // Stones that left `after` (slot labels still in place): their chains are freed; a chain left in
  // part is split again by flood.
  void remove_stones(const BoardBits& after, Bitboard gone);
  // Chains a and b made one, in the slot of the larger; the other slot is freed. Returns the slot.
  // Precondition: a and b are two live slots.
  std::uint16_t join(std::uint16_t a, std::uint16_t b);
  // A slot for a new chain: a freed one, or else the first never used.
  std::uint16_t new_slot();
  // A free slot holding s, each of its stones labelled with it.
  void file(const Bitboard& s);

  std::array<std::uint16_t, kBits> slot_at_{};
  std::vector<Bitboard> chains_;  // by slot; empty = free or never used
  std::uint16_t used_ = 0;        // the slots below are live or free (free_slots_), the others never used
  std::vector<std::uint16_t> free_slots_;
};

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
