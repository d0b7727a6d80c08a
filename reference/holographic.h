// T22.3 全息棋局: the holographic board — every flower string shown by its upper attribute — and
// its strings for liberties and capture (A32 holo.merge).
#pragma once
#include <vector>

#include "oracle/observables.h"
#include "oracle/rules.h"
#include "reference/strings.h"

namespace f3go::reference {

class SharedAnswers;  // reference/shared.h

struct Holographic {
  Board bottom;                       // the bottom board it was made from
  std::vector<HoloCell> cells;        // per point, index order
  std::vector<FlowerReport> flowers;  // every flower string of the bottom board, by first stone

  int size() const { return bottom.size(); }
  HoloCell at(Point p) const { return cells[static_cast<std::size_t>(bottom.index(p))]; }
};

// T22.3.2(2), T22.6: recomputes every flower attribute from the bottom board.
Holographic holographic(const Board& bottom, const Rules& rules);
// The same under shared.rules(), each private eye asked through `shared` (a string next to several
// flowers is judged once). SharedAnswers::holographic keeps the whole board per bottom board.
Holographic holographic(const Board& bottom, SharedAnswers& shared);

// A string of the holographic board (T22.3.2(4)): black/white stones, with black-like/white-like
// flowers merged in (A32 merge) or as strings of their own (A32 separate).
struct HoloString {
  Colour colour = Colour::black;
  Points stones;
  Points liberties;  // empty neighbours on the holographic board (neutral flowers are walls)
};
std::vector<HoloString> holo_strings(const Holographic& h, const Rules& rules);
// The holographic string through p (p black or white on the holographic board).
HoloString holo_string_at(const Holographic& h, Point p, const Rules& rules);
// A27 string.liberties: the liberty count of a holographic string (set: distinct points;
// sum: the total over its stones, 「总和」).
int liberty_count(const Holographic& h, const HoloString& s, const Rules& rules);

}  // namespace f3go::reference
