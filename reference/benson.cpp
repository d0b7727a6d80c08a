// Benson's algorithm for unconditional life, the test behind A21 `score.dead_stones=benson` and
// A25 `score.neutral_pocket=benson`: T22.7 「中性花棋串围住的…“非长活黑棋串”或“非长活白棋串”」 —
// a "long-alive" (长活) string is read as one that no sequence of opponent moves can capture.
// Judged on the holographic board (T22.3.2(2) 「判断棋串生死…都在全息棋局中进行」), the edge and
// the neutral flowers as walls (T22.2.6 「中性花棋串视同边界外区域」).
#include "reference/benson.h"

#include <algorithm>

namespace f3go::reference {
namespace {

HoloCell own_cell(Colour c) { return c == Colour::black ? HoloCell::black : HoloCell::white; }

// A region of colour c: a maximal connected set of points that are neither c nor a neutral flower
// (empty points and the other colour's stones), ordered by first point.
std::vector<Points> benson_regions(const Holographic& h, Colour c) {
  auto inside = [&](Point p) { return h.at(p) != own_cell(c) && h.at(p) != HoloCell::neutral; };
  std::vector<Points> regions;
  std::vector<bool> done(static_cast<std::size_t>(h.bottom.area()), false);
  for (Point p : h.bottom.points()) {
    if (!inside(p) || done[static_cast<std::size_t>(h.bottom.index(p))]) continue;
    Points r = flood(h.bottom, p, inside);
    for (Point q : r) done[static_cast<std::size_t>(h.bottom.index(q))] = true;
    regions.push_back(std::move(r));
  }
  return regions;
}

// A region is vital to a string when it holds an empty point and every empty point of it is a
// liberty of the string. (A region without an empty point — only opponent stones left without
// liberty, A11 `never` — gives the string no liberty, so it is never vital.)
bool is_vital(const Holographic& h, const Points& region, const HoloString& s) {
  bool has_empty = false;
  for (Point p : region) {
    if (h.at(p) != HoloCell::empty) continue;
    has_empty = true;
    if (!adjacent(h.bottom, Points{p}, s.stones)) return false;
  }
  return has_empty;
}

// Step 1: a region that borders a string no longer in X is no longer safe.
bool drop_regions(const Holographic& h, const std::vector<HoloString>& strings,
                  const std::vector<bool>& in_x, const std::vector<Points>& regions,
                  std::vector<bool>& in_y) {
  bool changed = false;
  for (std::size_t r = 0; r < regions.size(); ++r) {
    if (!in_y[r]) continue;
    for (std::size_t s = 0; s < strings.size(); ++s)
      if (!in_x[s] && adjacent(h.bottom, regions[r], strings[s].stones)) {
        in_y[r] = false;
        changed = true;
        break;
      }
  }
  return changed;
}

// Step 2: a string with fewer than two vital regions left is no longer safe.
bool drop_strings(const Holographic& h, const std::vector<HoloString>& strings,
                  std::vector<bool>& in_x, const std::vector<Points>& regions,
                  const std::vector<bool>& in_y) {
  bool changed = false;
  for (std::size_t s = 0; s < strings.size(); ++s) {
    if (!in_x[s]) continue;
    int vital = 0;
    for (std::size_t r = 0; r < regions.size(); ++r)
      if (in_y[r] && is_vital(h, regions[r], strings[s])) ++vital;
    if (vital < 2) {
      in_x[s] = false;
      changed = true;
    }
  }
  return changed;
}

}  // namespace

// X = every holographic string of colour c (A32: black-like flowers merged or separate, as
// holo_strings gives them); Y = every region. Remove until nothing changes; X is what lives.
Points unconditionally_alive(const Holographic& h, Colour c, const Rules& rules) {
  std::vector<HoloString> strings;
  for (HoloString& s : holo_strings(h, rules))
    if (s.colour == c) strings.push_back(std::move(s));
  const std::vector<Points> regions = benson_regions(h, c);
  std::vector<bool> in_x(strings.size(), true);
  std::vector<bool> in_y(regions.size(), true);
  bool changed = true;
  while (changed) {
    changed = drop_regions(h, strings, in_x, regions, in_y);
    changed = drop_strings(h, strings, in_x, regions, in_y) || changed;
  }
  Points alive;
  for (std::size_t s = 0; s < strings.size(); ++s)
    if (in_x[s]) alive.insert(alive.end(), strings[s].stones.begin(), strings[s].stones.end());
  std::sort(alive.begin(), alive.end());
  return alive;
}

}  // namespace f3go::reference
