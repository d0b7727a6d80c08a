// Benson's algorithm (T22.7 「长活」, A21/A25 `benson`) on bitboards; twin of reference/benson.cpp:
// X = the holographic strings of c (A32), Y = the regions (connected points neither c nor neutral);
// drop regions next to a string out of X, drop strings with fewer than two vital regions, repeat.
#include "optimized/benson.h"

#include <vector>

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// A region is vital to a string when it holds an empty point and every empty point of it is a
// liberty of the string.
bool is_vital(const HoloBits& h, const Bitboard& region, const Bitboard& near_string) {
  const Bitboard empties = region & h.empty;
  return empties.any() && empties.subset_of(near_string);
}

}  // namespace

Bitboard unconditionally_alive(const HoloBits& h, Colour c, const Rules& rules) {
  std::vector<Bitboard> strings, near;  // the strings of c and the points next to each
  for (const auto& [colour, s] : holo_strings(h, rules))
    if (colour == c) {
      strings.push_back(s);
      near.push_back(neighbours(s, h.bottom.board));
    }
  const Bitboards regions = components(h.bottom.board & ~h.of(c) & ~h.neutral);
  std::vector<bool> in_x(strings.size(), true), in_y(regions.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    // Step 1: a region that borders a string no longer in X is no longer safe.
    Bitboard dropped_near;
    for (std::size_t s = 0; s < strings.size(); ++s)
      if (!in_x[s]) dropped_near |= near[s];
    for (std::size_t r = 0; r < regions.size(); ++r)
      if (in_y[r] && regions[r].intersects(dropped_near)) in_y[r] = false, changed = true;
    // Step 2: a string with fewer than two vital regions left is no longer safe.
    for (std::size_t s = 0; s < strings.size(); ++s) {
      if (!in_x[s]) continue;
      int vital = 0;
      for (std::size_t r = 0; r < regions.size() && vital < 2; ++r)
        if (in_y[r] && is_vital(h, regions[r], near[s])) ++vital;
      if (vital < 2) in_x[s] = false, changed = true;
    }
  }
  Bitboard alive;
  for (std::size_t s = 0; s < strings.size(); ++s)
    if (in_x[s]) alive |= strings[s];
  return alive;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
