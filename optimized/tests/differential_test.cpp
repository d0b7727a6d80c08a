// Differential tests: the bitboard engine against the reference on seeded random positions of every
// size 2..19, with varied densities of empty/black/white/flower, under both profiles and random
// readings of every switch the compared observables read. On a difference both the diagram and the
// rules (compact form) are printed. Compared: strings with liberties (T22.2.3, T22.2.1), empty
// strings (T22.2.5), enclosed regions (T22.2.6, A01, A02, N03), private eyes region by region with
// verdict and clause (T22.2.8, T18E, A03–A10), flowers with the four counts, row and attribute
// (T22.4), the holographic cells and strings with liberties (T22.3, A27, A32), and the flybomb
// forbidden points with their reasons for both throwers (T22.5, A15, A16, A17, A34).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <array>
#include <map>
#include <random>

#include "optimized/attribute.h"
#include "optimized/holo_index.h"
#include "optimized/holographic.h"
#include "optimized/private_eye.h"
#include "optimized/regions.h"
#include "reference/attribute.h"
#include "reference/forbidden.h"
#include "reference/holographic.h"
#include "reference/private_eye.h"
#include "reference/regions.h"

namespace f3go::optimized {
namespace {

namespace ref = f3go::reference;

// Densities (empty, black, white, flower) in percent, cycled through by the generator.
constexpr int kMixes[][4] = {
    {40, 25, 25, 10}, {20, 35, 35, 10}, {60, 15, 15, 10}, {30, 30, 30, 10},
    {45, 25, 25, 5},  {25, 30, 30, 15}, {50, 25, 20, 5},  {35, 20, 20, 25},
    {65, 15, 15, 5},  {55, 20, 25, 0},  {50, 30, 20, 0},  {70, 10, 15, 5},
};

Board random_board(std::mt19937& rng, int n, const int (&mix)[4]) {
  Board b(n);
  std::uniform_int_distribution<int> pct(0, 99);
  for (Point p : b.points()) {
    const int r = pct(rng);
    const Cell c = r < mix[0] ? Cell::empty
                   : r < mix[0] + mix[1] ? Cell::black
                   : r < mix[0] + mix[1] + mix[2] ? Cell::white
                                                  : Cell::flower;
    b.set(p, c);
  }
  return b;
}

// Both profiles; each switch the observables read is moved off the profile default half the time.
Rules random_rules(std::mt19937& rng, const std::vector<std::string>& fixed) {
  Rules r = Rules::for_profile(rng() % 2 ? Profile::y2022 : Profile::y2018);
  for (Switch s : {Switch::region_needs_split, Switch::region_connect, Switch::eye_own_colour,
                   Switch::eye_examined, Switch::eye_precondition, Switch::eye_opponent_eye,
                   Switch::eye_simulated_owner, Switch::eye_simulated_legality,
                   Switch::eye_simulated_area, Switch::eye_zero_liberty_strings,
                   Switch::region_pieces, Switch::flybomb_whose_shapes,
                   Switch::flybomb_tiger_mouth, Switch::flybomb_one_liberty_eye,
                   Switch::string_liberties, Switch::holo_merge,
                   Switch::flybomb_own_capture_point}) {
    if (rng() % 2) continue;
    const auto readings = static_cast<unsigned>(info(s).readings.size());
    r.set(s, static_cast<int>(rng() % readings));
  }
  for (const std::string& s : fixed) apply_setting(r, s, "differential test");
  return r;
}

std::string context(const Board& b, const Rules& r, const ref::Points& a) {
  return "\n" + diagram(b) + "rules: " + compact(r) + "\nstring: " + format_points(a) + "\n";
}

struct Counts {
  long positions = 0, strings = 0, regions = 0, eyes_yes = 0, flowers = 0, forbidden = 0;
  std::map<std::string, long> clauses;  // "T18E.S3.3.2 yes" → regions so decided
};

// Strings, liberties and empty strings, for every cell kind.
void compare_strings(const Board& b, const BoardBits& bits) {
  for (Cell c : {Cell::black, Cell::white, Cell::flower, Cell::empty}) {
    const auto rs = ref::strings_of(b, c);
    const auto os = strings_of(bits, c);
    ASSERT_EQ(rs.size(), os.size()) << diagram(b) << name(c);
    for (std::size_t i = 0; i < rs.size(); ++i) {
      ASSERT_EQ(rs[i], to_points(os[i])) << diagram(b) << name(c) << " string " << i;
      if (c == Cell::empty) continue;
      ASSERT_EQ(ref::liberties(b, rs[i]), to_points(liberties(bits, os[i])))
          << diagram(b) << "liberties of " << format_points(rs[i]);
      ASSERT_EQ(ref::string_at(b, rs[i].back()), to_points(string_at(bits, rs[i].back())));
    }
  }
  ASSERT_EQ(ref::empty_strings(b).size(), empty_strings(bits).size()) << diagram(b);
}

// Regions and private eyes of every black and white string.
void compare_eyes(const Board& b, const BoardBits& bits, const Rules& rules, Counts& n) {
  for (Cell c : {Cell::black, Cell::white})
    for (const ref::Points& a : ref::strings_of(b, c)) {
      const Bitboard ab = from_points(a);
      const auto rr = ref::enclosed_regions(b, a, rules);
      const auto orr = enclosed_regions(bits, ab, rules);
      ASSERT_EQ(rr.size(), orr.size()) << "regions" << context(b, rules, a);
      for (std::size_t i = 0; i < rr.size(); ++i)
        ASSERT_EQ(rr[i], to_points(orr[i])) << "region " << i << context(b, rules, a);
      const ref::PrivateEyeVerdict rv = ref::private_eye(b, a, rules);
      const PrivateEye ov = private_eye(bits, ab, rules);
      ASSERT_EQ(rv.regions.size(), ov.regions.size()) << "eye regions" << context(b, rules, a);
      for (std::size_t i = 0; i < rv.regions.size(); ++i) {
        const auto& r = rv.regions[i];
        const auto& o = ov.regions[i];
        ASSERT_EQ(r.points, to_points(o.points)) << context(b, rules, a);
        ASSERT_EQ(r.verdict.holds, o.holds)
            << "region " << format_points(r.points) << " reference: " << r.verdict.clause << " "
            << r.verdict.detail << "; optimized: " << o.clause << context(b, rules, a);
        ASSERT_EQ(r.verdict.clause, o.clause) << "region " << format_points(r.points) << " ("
                                              << r.verdict.detail << ")" << context(b, rules, a);
        ++n.clauses[r.verdict.clause + (r.verdict.holds ? " yes" : " no")];
      }
      ASSERT_EQ(rv.verdict.holds, ov.holds) << context(b, rules, a);
      ASSERT_EQ(rv.verdict.clause, ov.clause) << context(b, rules, a);
      ++n.strings;
      n.regions += static_cast<long>(rv.regions.size());
      n.eyes_yes += rv.verdict.holds;
    }
}

std::string context(const Board& b, const Rules& r) {
  return "\n" + diagram(b) + "rules: " + compact(r) + "\n";
}

std::string show(const std::vector<ForbiddenPoint>& fs) {
  std::string out;
  for (const ForbiddenPoint& f : fs) {
    out += to_gtp(f.point) + "(";
    for (ForbiddenReason r : f.reasons) out += std::string(name(r)) + " ";
    out += ") ";
  }
  return out;
}

// Flowers, the holographic board and its strings, the forbidden points of both throwers.
void compare_holographic(const Board& b, const BoardBits& bits, const Rules& rules, Counts& n) {
  const ref::Holographic rh = ref::holographic(b, rules);
  const HoloBits oh = holographic(bits, rules);
  ASSERT_EQ(rh.flowers.size(), oh.flowers.size()) << context(b, rules);
  for (std::size_t i = 0; i < rh.flowers.size(); ++i) {
    const FlowerReport& r = rh.flowers[i];
    const FlowerReport& o = oh.flowers[i];
    ASSERT_EQ(r, o) << "flower " << format_points(r.stones) << ": reference " << r.rule << " "
                    << r.hei_y << "/" << r.bai_y << "/" << r.hei_o << "/" << r.bai_o << ", optimized "
                    << o.rule << " " << o.hei_y << "/" << o.bai_y << "/" << o.hei_o << "/" << o.bai_o
                    << context(b, rules);
    ASSERT_EQ(ref::attribute_of(b, r.stones, rules), attribute_of(bits, from_points(r.stones), rules));
  }
  n.flowers += static_cast<long>(rh.flowers.size());
  for (const FlowerReport& f : rh.flowers) ++n.clauses[f.rule];
  ASSERT_EQ(rh.cells, oh.cells()) << "holographic cells" << context(b, rules);
  const auto rs = ref::holo_strings(rh, rules);
  const auto os = holo_strings(oh, rules);
  ASSERT_EQ(rs.size(), os.size()) << "holographic strings" << context(b, rules);
  for (std::size_t i = 0; i < rs.size(); ++i) {
    ASSERT_EQ(rs[i].colour, os[i].first) << context(b, rules);
    ASSERT_EQ(rs[i].stones, to_points(os[i].second)) << context(b, rules);
    ASSERT_EQ(rs[i].liberties, to_points(neighbours(os[i].second, bits.board) & oh.empty));
    ASSERT_EQ(ref::liberty_count(rh, rs[i], rules), liberty_count(oh, os[i].second, rules))
        << "liberties of " << format_points(rs[i].stones) << context(b, rules);
  }
  for (Colour thrower : kColours) {
    const auto rf = ref::flybomb_forbidden(rh, thrower, rules);
    const auto of = flybomb_forbidden(oh, thrower, rules);
    ASSERT_EQ(rf, of) << name(thrower) << " throws\nreference: " << show(rf)
                      << "\noptimized: " << show(of) << context(b, rules);
    n.forbidden += static_cast<long>(rf.size());
    for (const ForbiddenPoint& f : rf)
      for (ForbiddenReason r : f.reasons) ++n.clauses[std::string(name(r))];
  }
}

// F3GO_DIFF_SCALE=k multiplies the number of positions, F3GO_DIFF_SEED=s shifts the seeds (for
// longer hunts by hand; the default run is the same every time). Debug builds (dev, asan presets)
// run a quarter of the positions: the reference is some 10× slower there.
int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v ? std::atoi(v) : fallback;
}

void run(unsigned seed, int min_size, int max_size, int per_size, Counts& n,
         const std::vector<std::string>& fixed = {}, bool holographic_too = true) {
  per_size *= env_int("F3GO_DIFF_SCALE", 1);
#ifndef NDEBUG
  per_size = (per_size + 3) / 4;
#endif
  std::mt19937 rng(seed + static_cast<unsigned>(env_int("F3GO_DIFF_SEED", 0)));
  for (int size = min_size; size <= max_size; ++size)
    for (int k = 0; k < per_size; ++k) {
      const Board b = random_board(rng, size, kMixes[static_cast<std::size_t>(k) % std::size(kMixes)]);
      const Rules rules = random_rules(rng, fixed);
      const BoardBits bits = bits_of(b);
      ASSERT_TRUE(bits.is_consistent()) << diagram(b);
      ASSERT_NO_FATAL_FAILURE(compare_strings(b, bits));
      ASSERT_NO_FATAL_FAILURE(compare_eyes(b, bits, rules, n));
      if (holographic_too) {
        ASSERT_NO_FATAL_FAILURE(compare_holographic(b, bits, rules, n));
      }
      ++n.positions;
    }
}

void report(const char* what, const Counts& n) {
  std::printf("%s: %ld positions, %ld strings, %ld regions, %ld strings with a private eye, "
              "%ld flowers, %ld forbidden points\n",
              what, n.positions, n.strings, n.regions, n.eyes_yes, n.flowers, n.forbidden);
  for (const auto& [clause, count] : n.clauses) std::printf("  %-18s %ld\n", clause.c_str(), count);
}

TEST(Differential, SmallBoards) {
  Counts n;
  run(20261129u, 2, 8, 500, n);  // 3,500 positions
  report("sizes 2..8", n);
  // The cases reach every step of T18E.S3 both ways, the simulation (S3.3.2) included.
  for (const char* c : {"T18E.P2 no", "T18E.S3.1 yes", "T18E.S3.2 no", "T18E.S3.3.1 no",
                        "T18E.S3.3.2 yes", "T18E.S3.3.2 no", "T22.2.8(2) no", "T22.2.8(3) yes",
                        "T22.4.1", "T22.4.2.1", "T22.4.2.2", "T22.4.2.3.1", "T22.4.2.3.2",
                        "T22.4.2.3.3", "capture_point", "one_liberty_eye", "tiger_mouth"})
    EXPECT_GT(n.clauses[c], 0) << c;
}

// The path search of the simulation with its branching on reserved liberties (the reference's
// path_keeping_liberties): connected owner, additions anywhere on the board, no captures.
TEST(Differential, SimulationPaths) {
  Counts n;
  run(99u, 4, 9, 400, n, {"eye.simulated_owner=connected", "eye.simulated_area=board",
                          "eye.simulated_legality=no_capture_no_suicide",
                          "eye.precondition=none", "eye.own_colour=adjacent_any"},
      false);
  report("simulation paths, sizes 4..9", n);
  EXPECT_GT(n.clauses["T18E.S3.3.2 no"], 0);
  EXPECT_GT(n.clauses["T18E.S3.3.2 yes"], 0);
}

// Every position of an n×n board (4^(n·n)): under both profiles' defaults when `both`, else under
// one profile chosen by a hash of the position (each profile sees about half).
void exhaustive(int size, bool both, std::array<Counts, 2>& n) {
  const std::array<Rules, 2> rules{Rules::for_profile(Profile::y2022), Rules::for_profile(Profile::y2018)};
  long total = 1;
  for (int i = 0; i < size * size; ++i) total *= 4;
  for (long code = 0; code < total; ++code) {
    Board b(size);
    long c = code;
    for (Point p : b.points()) {
      b.set(p, static_cast<Cell>(c % 4));
      c /= 4;
    }
    const BoardBits bits = bits_of(b);
    ASSERT_NO_FATAL_FAILURE(compare_strings(b, bits));
    const auto mixed = static_cast<std::size_t>((code ^ (code >> 5) ^ (code >> 11)) & 1);
    for (std::size_t k = 0; k < 2; ++k) {
      if (!both && k != mixed) continue;
      ASSERT_NO_FATAL_FAILURE(compare_eyes(b, bits, rules[k], n[k]));
      ASSERT_NO_FATAL_FAILURE(compare_holographic(b, bits, rules[k], n[k]));
      ++n[k].positions;
    }
  }
}

TEST(Differential, EveryPositionOfTwoByTwoAndThreeByThree) {
  std::array<Counts, 2> n;
  exhaustive(2, true, n);
#ifdef NDEBUG
  exhaustive(3, false, n);  // 262,144 positions, each under one profile: release builds only
#endif
  report("exhaustive 2x2 + 3x3, 2022", n[0]);
  report("exhaustive 2x2 + 3x3, 2018", n[1]);
}

// The holographic strings labelled once (holo_index.h) are the reference's holo_strings, in order,
// with their liberties; every stone names its string; the strings without liberty are listed.
TEST(Differential, HoloIndexIsTheReferencesHoloStrings) {
  std::mt19937 rng(4242u);
  for (int k = 0; k < 150; ++k) {
    const int size = 2 + static_cast<int>(rng() % 12);  // 2..13: the reference is slow on 19×19 in debug
    const Board b = random_board(rng, size, kMixes[static_cast<std::size_t>(k) % std::size(kMixes)]);
    const Rules rules = random_rules(rng, {});
    const ref::Holographic rh = ref::holographic(b, rules);
    const HoloBits oh = holographic(bits_of(b), rules);
    const HoloIndex idx(oh, rules);
    const auto rs = ref::holo_strings(rh, rules);
    ASSERT_EQ(rs.size(), idx.strings().size()) << context(b, rules);
    std::array<Bitboard, 2> without;
    for (std::size_t i = 0; i < rs.size(); ++i) {
      const HoloStringBits& o = idx.strings()[i];
      ASSERT_EQ(rs[i].colour, o.colour) << context(b, rules);
      ASSERT_EQ(rs[i].stones, to_points(o.stones)) << context(b, rules);
      ASSERT_EQ(rs[i].liberties, to_points(o.liberties)) << context(b, rules);
      for (Point p : rs[i].stones) ASSERT_EQ(idx.id_at(bit_of(p)), static_cast<int>(i)) << context(b, rules);
      if (rs[i].liberties.empty()) without[static_cast<std::size_t>(index(rs[i].colour))] |= o.stones;
    }
    for (Colour c : kColours) ASSERT_EQ(idx.without_liberty(c), without[static_cast<std::size_t>(index(c))]);
    for (Point p : b.points()) {
      if (rh.at(p) == HoloCell::empty || rh.at(p) == HoloCell::neutral) {
        ASSERT_EQ(idx.id_at(bit_of(p)), -1) << to_gtp(p) << context(b, rules);
      }
    }
  }
}

// The bit-sliced neighbour counts (bitboard.h NeighbourSets) against counting Board::neighbours.
TEST(Differential, NeighbourSetsCountNeighbours) {
  std::mt19937 rng(31u);
  for (int k = 0; k < 60; ++k) {
    const int size = 2 + static_cast<int>(rng() % 18);
    const Board b = random_board(rng, size, kMixes[static_cast<std::size_t>(k) % std::size(kMixes)]);
    const BoardBits bits = bits_of(b);
    for (Cell c : {Cell::black, Cell::empty}) {
      const NeighbourSets n(bits.of(c), bits.board);
      for (Point p : b.points()) {
        int count = 0;
        for (Point q : b.neighbours(p)) count += b.at(q) == c;
        const int i = bit_of(p);
        ASSERT_EQ(n.at_least_one().test(i), count >= 1) << diagram(b) << to_gtp(p);
        ASSERT_EQ(n.at_least_two().test(i), count >= 2) << diagram(b) << to_gtp(p);
        ASSERT_EQ(n.at_least_three().test(i), count >= 3) << diagram(b) << to_gtp(p);
        ASSERT_EQ(n.exactly_one().test(i), count == 1) << diagram(b) << to_gtp(p);
      }
    }
  }
}

// T22.2.6 / T18E.S1 with flowers as off-board: B2's neighbours A2/B3 and B1/C2 are cut apart next
// to it by the flowers at A1 and C3, yet one piece holds them all (through the rest of the board):
// no enclosed region under A01 `split`, the one piece of 22 points under `always`. The ring of eight
// black stones around C3 divides the board: the outside (16 points, first) and C3.
TEST(Differential, EnclosedRegionsSeeTheWholePiece) {
  const Board cut = board_from_rows({".....", ".....", "..F..", ".X...", "F...."});
  const ref::Points b2{Point{1, 1}};
  Rules r;
  EXPECT_TRUE(enclosed_regions(bits_of(cut), from_points(b2), r).empty());
  EXPECT_TRUE(ref::enclosed_regions(cut, b2, r).empty());
  r.set(Switch::region_needs_split, static_cast<int>(NeedsSplit::always));
  const auto one = enclosed_regions(bits_of(cut), from_points(b2), r);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].popcount(), 22);
  EXPECT_EQ(ref::enclosed_regions(cut, b2, r), std::vector<ref::Points>{to_points(one[0])});

  const Board ring = board_from_rows({".....", ".XXX.", ".X.X.", ".XXX.", "....."});
  const Bitboard a = bits_of(ring).black;
  for (NeedsSplit split : {NeedsSplit::split, NeedsSplit::always}) {
    Rules rr;
    rr.set(Switch::region_needs_split, static_cast<int>(split));
    const auto regions = enclosed_regions(bits_of(ring), a, rr);
    ASSERT_EQ(regions.size(), 2u);
    EXPECT_EQ(regions[0].popcount(), 16);
    EXPECT_EQ(to_points(regions[1]), (std::vector<Point>{Point{2, 2}}));
    EXPECT_EQ(ref::enclosed_regions(ring, to_points(a), rr).size(), 2u);
  }
}

TEST(Differential, LargeBoards) {
  Counts n;
  run(7u, 9, 19, 25, n);  // 275 positions
  report("sizes 9..19", n);
  EXPECT_GT(n.eyes_yes, 0);
}

}  // namespace
}  // namespace f3go::optimized
