// The observables both engines have today, as one plain value per engine, and their images under
// the 8 board symmetries and the black/white colour swap. Observed: strings of the bottom board with
// liberties (T22.2.3, T22.2.1), private eyes region by region with verdict and clause (T22.2.8,
// T18E), flowers with HEIy/BAIy/HEIo/BAIo, table row and attribute (T22.4), holographic cells and
// strings with liberties (T22.3, A27, A32), forbidden points with reasons (T22.5). A difference is
// reported with testkit/compare.h (its texts, its first-difference finder).
#pragma once
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "testkit/compare.h"
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
  Clause clause = Clause::T18E_P2;
  friend bool operator==(const Region&, const Region&) = default;
  friend auto operator<=>(const Region&, const Region&) = default;
};

struct Eye {
  Points stones;  // the black or white string judged
  bool holds = false;
  Clause clause = Clause::T18E_P1;  // the string's clause: the first deciding region (point order)
  std::vector<Region> regions;      // by first point
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
  std::vector<HoloCell> holo;  // index order
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
      Eye e{opt::to_points(s), v.holds, v.clause, {}};
      for (const opt::RegionEye& r : v.regions)
        e.regions.push_back({opt::to_points(r.points), r.holds, r.clause});
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

inline Cell swap_cell(Cell c, bool swap) {
  if (!swap) return c;
  return c == Cell::black ? Cell::white : c == Cell::white ? Cell::black
                                                           : c;
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
inline Clause swap_row(Clause row) {
  switch (row) {
    case Clause::T22_4_2_1: return Clause::T22_4_2_2;
    case Clause::T22_4_2_2: return Clause::T22_4_2_1;
    case Clause::T22_4_2_3_1: return Clause::T22_4_2_3_2;
    case Clause::T22_4_2_3_2: return Clause::T22_4_2_3_1;
    default: return row;
  }
}

inline Attribute swap_attribute(Attribute a) {
  return a == Attribute::black ? Attribute::white : a == Attribute::white ? Attribute::black
                                                                          : a;
}

inline HoloCell swap_holo(HoloCell c) {
  return c == HoloCell::black ? HoloCell::white : c == HoloCell::white ? HoloCell::black
                                                                       : c;
}

// What the observables must become when the board is transformed: the comparable part only. The
// string-level clause of a private eye names the first deciding region in point order, which no
// symmetry keeps: it is dropped (regions keep their own clauses).
struct Invariant {
  std::vector<StoneString> strings;                                           // sorted
  std::vector<std::pair<Points, std::pair<bool, std::vector<Region>>>> eyes;  // sorted
  std::vector<FlowerReport> flowers;                                          // sorted by stones
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

// ---- The difference report: the parts as lines in the texts of testkit/compare.h, the first
// differing line found and printed by it. ----

// The parts of an Invariant of the n×n board as (name, lines), in the order of testkit::observables.
inline testkit::Observables invariant_lines(const Invariant& v, int n) {
  using testkit::points_text;
  testkit::Lines strings, eyes, flowers, holo_strings, forbidden[2];
  for (const StoneString& s : v.strings) strings.push_back(testkit::string_text(name(s.cell), s.stones, s.liberties));
  for (const auto& [stones, verdict] : v.eyes) {
    const std::string head = "string " + points_text(stones);
    for (const Region& r : verdict.second) eyes.push_back(head + ": " + testkit::region_text(r.points, r.holds, r.clause));
    eyes.push_back(head + ": private eye " + (verdict.first ? "yes" : "no"));
  }
  for (const FlowerReport& f : v.flowers) flowers.push_back(testkit::flower_text(f));
  for (const HoloStringObs& s : v.holo_strings)
    holo_strings.push_back(testkit::holo_string_text(s.colour, s.stones, s.liberties, s.count));
  for (Colour t : kColours)
    for (const ForbiddenPoint& f : v.forbidden[index(t)]) forbidden[index(t)].push_back(testkit::forbidden_text(f));
  testkit::Observables out{{"strings and liberties", strings},
                           {"regions and private eyes", eyes},
                           {"flowers", flowers},
                           {"holographic cells", testkit::cell_lines(Board(n), v.holo)},
                           {"holographic strings", holo_strings}};
  for (Colour t : kColours)
    out.push_back({"flybomb-forbidden points, " + std::string(name(t)) + " throws", forbidden[index(t)]});
  return out;
}

// The first difference of two lists of parts, as testkit::difference_text prints it.
inline std::string difference_text(const testkit::Observables& a, const testkit::Observables& b,
                                   const std::string& a_name, const std::string& b_name) {
  const auto d = testkit::first_difference(a, b);
  return d ? testkit::difference_text(*d, a_name, b_name) : "the difference is in a field not shown in text\n";
}

// The first difference of two Invariants of the n×n board.
inline std::string first_difference(const Invariant& a, const Invariant& b, int n, const std::string& a_name,
                                    const std::string& b_name) {
  return difference_text(invariant_lines(a, n), invariant_lines(b, n), a_name, b_name);
}

// The first difference of two Observed of the n×n board: that of their Invariants, then the
// string-level clause of each private eye (which the Invariant drops).
inline std::string first_difference(const Observed& a, const Observed& b, int n, const std::string& a_name,
                                    const std::string& b_name) {
  const auto lines = [n](const Observed& o) {
    testkit::Observables out = invariant_lines(map_observed(o, n, {}), n);
    testkit::Lines clauses;
    for (const Eye& e : o.eyes)
      clauses.push_back("string " + testkit::points_text(e.stones) + ": private eye " +
                        testkit::verdict_text(e.holds, e.clause));
    out.push_back({"private eyes of the strings, with their clauses", clauses});
    return out;
  };
  return difference_text(lines(a), lines(b), a_name, b_name);
}

}  // namespace f3go::properties
