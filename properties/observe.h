// The observables both engines have today, as one plain value per engine, and their images under
// the 8 board symmetries and the black/white colour swap. Observed: strings of the bottom board with
// liberties (T22.2.3, T22.2.1), private eyes region by region with verdict and clause (T22.2.8,
// T18E), flowers with HEIy/BAIy/HEIo/BAIo, table row and attribute (T22.4), holographic cells and
// strings with liberties (T22.3, A27, A32), forbidden points with reasons (T22.5).
#pragma once
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "optimized/attribute.h"
#include "optimized/holographic.h"
#include "optimized/private_eye.h"
#include "optimized/regions.h"
#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/private_eye.h"
#include "reference/regions.h"

namespace f3go::properties {

using Points = std::vector<Point>;

struct StoneString {
  Cell cell = Cell::black;
  Points stones, liberties;
  friend bool operator==(const StoneString&, const StoneString&) = default;
  friend auto operator<=>(const StoneString&, const StoneString&) = default;
};

struct Region {
  Points points;
  bool holds = false;
  std::string clause;
  friend bool operator==(const Region&, const Region&) = default;
  friend auto operator<=>(const Region&, const Region&) = default;
};

struct Eye {
  Points stones;  // the black or white string judged
  bool holds = false;
  std::string clause;            // the string's clause: the first deciding region (point order)
  std::vector<Region> regions;   // by first point
  friend bool operator==(const Eye&, const Eye&) = default;
};

struct HoloStringObs {
  Colour colour = Colour::black;
  Points stones, liberties;
  int count = 0;
  friend bool operator==(const HoloStringObs&, const HoloStringObs&) = default;
  friend auto operator<=>(const HoloStringObs&, const HoloStringObs&) = default;
};

struct Observed {
  std::vector<StoneString> strings;  // black, white, flower strings, each list by first stone
  std::vector<Eye> eyes;             // black then white strings
  std::vector<FlowerReport> flowers;
  std::vector<HoloCell> holo;        // index order
  std::vector<HoloStringObs> holo_strings;
  std::vector<ForbiddenPoint> forbidden[2];  // by thrower
  friend bool operator==(const Observed&, const Observed&) = default;
};

inline constexpr Cell kStringCells[] = {Cell::black, Cell::white, Cell::flower};

inline Observed observe_reference(const Board& b, const Rules& rules) {
  namespace ref = f3go::reference;
  Observed o;
  for (Cell c : kStringCells)
    for (const Points& s : ref::strings_of(b, c)) o.strings.push_back({c, s, ref::liberties(b, s)});
  for (Cell c : {Cell::black, Cell::white})
    for (const Points& s : ref::strings_of(b, c)) {
      const ref::PrivateEyeVerdict v = ref::private_eye(b, s, rules);
      Eye e{s, v.verdict.holds, v.verdict.clause, {}};
      for (const ref::RegionVerdict& r : v.regions)
        e.regions.push_back({r.points, r.verdict.holds, r.verdict.clause});
      o.eyes.push_back(std::move(e));
    }
  const ref::Holographic h = ref::holographic(b, rules);
  o.flowers = h.flowers;
  o.holo = h.cells;
  for (const ref::HoloString& s : ref::holo_strings(h, rules))
    o.holo_strings.push_back({s.colour, s.stones, s.liberties, ref::liberty_count(h, s, rules)});
  for (Colour t : kColours) o.forbidden[index(t)] = ref::flybomb_forbidden(h, t, rules);
  return o;
}

inline Observed observe_optimized(const Board& b, const Rules& rules) {
  namespace opt = f3go::optimized;
  const opt::BoardBits bits = opt::bits_of(b);
  Observed o;
  for (Cell c : kStringCells)
    for (const opt::Bitboard& s : opt::strings_of(bits, c))
      o.strings.push_back({c, opt::to_points(s), opt::to_points(opt::liberties(bits, s))});
  for (Cell c : {Cell::black, Cell::white})
    for (const opt::Bitboard& s : opt::strings_of(bits, c)) {
      const opt::PrivateEye v = opt::private_eye(bits, s, rules);
      Eye e{opt::to_points(s), v.holds, std::string(v.clause), {}};
      for (const opt::RegionEye& r : v.regions)
        e.regions.push_back({opt::to_points(r.points), r.holds, std::string(r.clause)});
      o.eyes.push_back(std::move(e));
    }
  const opt::HoloBits h = opt::holographic(bits, rules);
  o.flowers = h.flowers;
  o.holo = h.cells();
  for (const auto& [colour, stones] : opt::holo_strings(h, rules))
    o.holo_strings.push_back({colour, opt::to_points(stones),
                              opt::to_points(opt::neighbours(stones, bits.board) & h.empty),
                              opt::liberty_count(h, stones, rules)});
  for (Colour t : kColours) o.forbidden[index(t)] = opt::flybomb_forbidden(h, t, rules);
  return o;
}

// ---- The transforms: one of the 8 symmetries of the square, then optionally the colour swap. ----

struct Transform {
  int symmetry = 0;  // 0..7: bit 0 mirror x, bit 1 mirror y, bit 2 transpose (applied first)
  bool swap = false;
};

inline Point map_point(Point p, int n, int symmetry) {
  if (symmetry & 4) std::swap(p.x, p.y);
  if (symmetry & 1) p.x = n - 1 - p.x;
  if (symmetry & 2) p.y = n - 1 - p.y;
  return p;
}

inline Cell swap_cell(Cell c, bool swap) {
  if (!swap) return c;
  return c == Cell::black ? Cell::white : c == Cell::white ? Cell::black : c;
}

inline Board map_board(const Board& b, Transform t) {
  Board out(b.size());
  for (Point p : b.points()) out.set(map_point(p, b.size(), t.symmetry), swap_cell(b.at(p), t.swap));
  return out;
}

inline Points map_points(const Points& ps, int n, Transform t) {
  Points out;
  for (Point p : ps) out.push_back(map_point(p, n, t.symmetry));
  std::sort(out.begin(), out.end());
  return out;
}

// The row of the T22.4 table seen with the colours exchanged (2.1↔2.2, 2.3.1↔2.3.2).
inline std::string swap_row(const std::string& row) {
  if (row == "T22.4.2.1") return "T22.4.2.2";
  if (row == "T22.4.2.2") return "T22.4.2.1";
  if (row == "T22.4.2.3.1") return "T22.4.2.3.2";
  if (row == "T22.4.2.3.2") return "T22.4.2.3.1";
  return row;
}

inline Attribute swap_attribute(Attribute a) {
  return a == Attribute::black ? Attribute::white : a == Attribute::white ? Attribute::black : a;
}

inline HoloCell swap_holo(HoloCell c) {
  return c == HoloCell::black ? HoloCell::white : c == HoloCell::white ? HoloCell::black : c;
}

// What the observables must become when the board is transformed: the comparable part only. The
// string-level clause of a private eye names the first deciding region in point order, which no
// symmetry keeps: it is dropped (regions keep their own clauses).
struct Invariant {
  std::vector<StoneString> strings;  // sorted
  std::vector<std::pair<Points, std::pair<bool, std::vector<Region>>>> eyes;  // sorted
  std::vector<FlowerReport> flowers;  // sorted by stones
  std::vector<HoloCell> holo;
  std::vector<HoloStringObs> holo_strings;  // sorted
  std::vector<ForbiddenPoint> forbidden[2];
  friend bool operator==(const Invariant&, const Invariant&) = default;
};

// The invariant part of `o` (observed on an n×n board) mapped by t.
inline Invariant map_observed(const Observed& o, int n, Transform t) {
  Invariant v;
  for (const StoneString& s : o.strings)
    v.strings.push_back({swap_cell(s.cell, t.swap), map_points(s.stones, n, t), map_points(s.liberties, n, t)});
  std::sort(v.strings.begin(), v.strings.end());
  for (const Eye& e : o.eyes) {
    std::vector<Region> rs;
    for (const Region& r : e.regions) rs.push_back({map_points(r.points, n, t), r.holds, r.clause});
    std::sort(rs.begin(), rs.end());
    v.eyes.push_back({map_points(e.stones, n, t), {e.holds, std::move(rs)}});
  }
  std::sort(v.eyes.begin(), v.eyes.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (FlowerReport f : o.flowers) {
    f.stones = map_points(f.stones, n, t);
    if (t.swap) {
      std::swap(f.hei_y, f.bai_y);
      std::swap(f.hei_o, f.bai_o);
      f.rule = swap_row(f.rule);
      f.attribute = swap_attribute(f.attribute);
    }
    v.flowers.push_back(std::move(f));
  }
  std::sort(v.flowers.begin(), v.flowers.end(),
            [](const FlowerReport& a, const FlowerReport& b) { return a.stones < b.stones; });
  v.holo.resize(o.holo.size());
  Board grid(n);
  for (Point p : grid.points()) {
    const HoloCell c = o.holo[static_cast<std::size_t>(grid.index(p))];
    v.holo[static_cast<std::size_t>(grid.index(map_point(p, n, t.symmetry)))] = t.swap ? swap_holo(c) : c;
  }
  for (HoloStringObs s : o.holo_strings) {
    if (t.swap) s.colour = opponent(s.colour);
    s.stones = map_points(s.stones, n, t);
    s.liberties = map_points(s.liberties, n, t);
    v.holo_strings.push_back(std::move(s));
  }
  std::sort(v.holo_strings.begin(), v.holo_strings.end());
  for (Colour thrower : kColours) {
    auto& out = v.forbidden[index(t.swap ? opponent(thrower) : thrower)];
    for (ForbiddenPoint f : o.forbidden[index(thrower)]) {
      f.point = map_point(f.point, n, t.symmetry);
      out.push_back(std::move(f));
    }
    std::sort(out.begin(), out.end(),
              [](const ForbiddenPoint& a, const ForbiddenPoint& b) { return a.point < b.point; });
  }
  return v;
}

// Human-readable differences for a failure message (first differing part only).
inline std::string first_difference(const Invariant& a, const Invariant& b) {
  if (a.strings != b.strings) return "strings/liberties (T22.2.3)";
  if (a.eyes != b.eyes) {
    for (std::size_t i = 0; i < std::min(a.eyes.size(), b.eyes.size()); ++i)
      if (a.eyes[i] != b.eyes[i]) {
        std::string s = "private eye of " + format_points(a.eyes[i].first) + " (T22.2.8): ";
        for (const Region& r : a.eyes[i].second.second)
          s += format_points(r.points) + (r.holds ? " yes " : " no ") + r.clause + "; ";
        s += " vs ";
        for (const Region& r : b.eyes[i].second.second)
          s += format_points(r.points) + (r.holds ? " yes " : " no ") + r.clause + "; ";
        return s;
      }
    return "private eyes (T22.2.8)";
  }
  if (a.flowers != b.flowers) return "flowers (T22.4)";
  if (a.holo != b.holo) return "holographic cells (T22.3)";
  if (a.holo_strings != b.holo_strings) return "holographic strings (T22.3, A27, A32)";
  if (a.forbidden[0] != b.forbidden[0]) return "forbidden points, black throws (T22.5)";
  if (a.forbidden[1] != b.forbidden[1]) return "forbidden points, white throws (T22.5)";
  return "none";
}

}  // namespace f3go::properties
