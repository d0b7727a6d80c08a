// The readings both encodings state (smt/readings.h), from cases: each reading over the constants of
// a small row of points, against the answer the register's reading gives (docs/ambiguities.md A01,
// A02, A03, A04, A05, A06, A09, A10, A38, A39, N01, N03); and the same functions over Z3 unknowns,
// held to those constants, answering the same (the symbolic board's use) under every combination
// of the readings.
#include <gtest/gtest.h>
#include <z3++.h>

#include <string>
#include <vector>

#include "oracle/rules.h"
#include "smt/readings.h"

namespace f3go::smt::readings {
namespace {

// A row of points, one character each: 'a' a stone of A, 'b' a stone of A's colour, 'w' a stone of
// the other colour, '.' empty, 'f' a flower; `liberty`: '1' where a stone's string has a liberty.
// The first stone of A names A.
Cells row(z3::context& ctx, const std::string& points, const std::string& liberty) {
  Cells c;
  bool named = false;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const char p = points[i];
    c.empty.push_back(ctx.bool_val(p == '.'));
    c.own.push_back(ctx.bool_val(p == 'a' || p == 'b'));
    c.other.push_back(ctx.bool_val(p == 'w'));
    c.flower.push_back(ctx.bool_val(p == 'f'));
    c.in_a.push_back(ctx.bool_val(p == 'a'));
    c.a_point.push_back(ctx.bool_val(p == 'a' && !named));
    named = named || p == 'a';
    c.has_liberty.push_back(ctx.bool_val(liberty[i] == '1'));
  }
  return c;
}

// The same row as unknowns: a fresh Bool per point and per entry, each required equal to the
// constant (asserted in `s`).
Cells unknowns(z3::context& ctx, z3::solver& s, const Cells& constants) {
  Cells c;
  int n = 0;
  const auto fresh = [&](Exprs& out, const Exprs& from) {
    for (const z3::expr& x : from) {
      out.push_back(ctx.bool_const(("u" + std::to_string(n++)).c_str()));
      s.add(out.back() == x);
    }
  };
  fresh(c.empty, constants.empty);
  fresh(c.own, constants.own);
  fresh(c.other, constants.other);
  fresh(c.flower, constants.flower);
  fresh(c.in_a, constants.in_a);
  fresh(c.a_point, constants.a_point);
  fresh(c.has_liberty, constants.has_liberty);
  return c;
}

// The points where a reading over constants holds, as a string of '1' and '0'; a non-constant
// answer is 'x' (so that the comparison fails).
std::string holds(const Exprs& xs) {
  std::string out;
  for (const z3::expr& x : xs) out += x.is_true() ? '1' : x.is_false() ? '0' : 'x';
  return out;
}

Rules with(std::initializer_list<std::pair<Switch, int>> readings) {
  Rules r;
  for (const auto& [s, v] : readings) r.set(s, v);
  return r;
}

TEST(Readings, TheWallIsFlowersAndAAndUnderSameColourEveryStoneOfItsColour) {  // A38
  z3::context ctx;
  const Cells c = row(ctx, "ab.wf", "11110");
  EXPECT_EQ(holds(wall(c, with({{Switch::region_wall, int(RegionWall::string)}}))), "10001");
  EXPECT_EQ(holds(wall(c, with({{Switch::region_wall, int(RegionWall::same_colour)}}))), "11001");
}

TEST(Readings, WhatJoinsFollowsA02AndA39) {
  z3::context ctx;
  const Cells c = row(ctx, "ab.wf", "11110");
  const auto joins = [&](RegionConnect connect, RegionWall w, EmptyWall ew) {
    return holds(connects(c, with({{Switch::region_connect, int(connect)}, {Switch::region_wall, int(w)},
                                   {Switch::region_empty_wall, int(ew)}})));
  };
  EXPECT_EQ(joins(RegionConnect::any, RegionWall::string, EmptyWall::any_stone), "01110");
  EXPECT_EQ(joins(RegionConnect::any, RegionWall::same_colour, EmptyWall::any_stone), "00110");
  EXPECT_EQ(joins(RegionConnect::empty, RegionWall::string, EmptyWall::any_stone), "00100");
  EXPECT_EQ(joins(RegionConnect::empty, RegionWall::string, EmptyWall::own_colour), "00110");
}

TEST(Readings, StonesOffTheWallThatDoNotJoinAreAttachedUnderEmptyOnly) {  // N01
  z3::context ctx;
  const Cells c = row(ctx, "ab.wf", "11110");
  const auto attach = [&](RegionConnect connect, RegionWall w, EmptyWall ew) {
    return holds(attached(c, with({{Switch::region_connect, int(connect)}, {Switch::region_wall, int(w)},
                                   {Switch::region_empty_wall, int(ew)}})));
  };
  EXPECT_EQ(attach(RegionConnect::any, RegionWall::string, EmptyWall::any_stone), "00000");
  EXPECT_EQ(attach(RegionConnect::empty, RegionWall::string, EmptyWall::any_stone), "01010");
  EXPECT_EQ(attach(RegionConnect::empty, RegionWall::same_colour, EmptyWall::any_stone), "00010");
  EXPECT_EQ(attach(RegionConnect::empty, RegionWall::string, EmptyWall::own_colour), "01000");
}

TEST(Readings, StringsWithoutLibertyDoNotCountUnderIgnore) {  // A10
  z3::context ctx;
  const Cells free_a = row(ctx, "ab.w", "1000"), captive_a = row(ctx, "ab.w", "0011");
  const Rules count = with({{Switch::eye_zero_liberty_strings, int(ZeroLiberty::count)}});
  const Rules ignore = with({{Switch::eye_zero_liberty_strings, int(ZeroLiberty::ignore)}});
  EXPECT_EQ(holds(counted(free_a, count)), "1101");
  EXPECT_EQ(holds(counted(free_a, ignore)), "1000");
  EXPECT_EQ(holds(counted(captive_a, ignore)), "0001");
  EXPECT_TRUE(a_ignored(free_a, count).is_false());
  EXPECT_TRUE(a_ignored(captive_a, count).is_false());
  EXPECT_TRUE(a_ignored(free_a, ignore).is_false());
  EXPECT_TRUE(a_ignored(captive_a, ignore).is_true());
}

// Two pieces rooted at points 0 and 2; A borders the one at 2 only.
struct TwoPieces {
  z3::context ctx;
  Exprs roots{ctx.bool_val(true), ctx.bool_val(false), ctx.bool_val(true)};
  Exprs bordered{ctx.bool_val(false), ctx.bool_val(false), ctx.bool_val(true)};
  // The regions as a solver decides them (atleast is not folded): '1' where one must hold.
  std::string regions_of(NeedsSplit split, RegionPieces pieces) {
    const Rules r = with({{Switch::region_needs_split, int(split)}, {Switch::region_pieces, int(pieces)}});
    const Candidates c = candidates(r, roots, bordered);
    const Exprs outer = outer_pieces(ctx, c.candidate, {ctx.int_val(3), ctx.int_val(0), ctx.int_val(2)},
                                     [&](int j, int k) { return ctx.bool_val(j < k); });
    std::string out;
    for (const z3::expr& x : regions(ctx, r, c, outer)) {
      z3::solver s(ctx);
      s.add(!x);
      out += s.check() == z3::unsat ? '1' : '0';
    }
    return out;
  }
};

TEST(Readings, RegionsFollowN03AndA01) {
  TwoPieces t;
  // N03 `bordered`: one piece counted, A does not divide the board.
  EXPECT_EQ(t.regions_of(NeedsSplit::split, RegionPieces::bordered), "000");
  EXPECT_EQ(t.regions_of(NeedsSplit::always, RegionPieces::bordered), "001");
  // `split_all`: both pieces counted, only the bordered one a candidate.
  EXPECT_EQ(t.regions_of(NeedsSplit::split, RegionPieces::split_all), "001");
  EXPECT_EQ(t.regions_of(NeedsSplit::split, RegionPieces::all), "101");
  // A01 `inner_only`: the larger piece (3 points, at 0) is the outer one.
  EXPECT_EQ(t.regions_of(NeedsSplit::inner_only, RegionPieces::all), "001");
}

TEST(Readings, TheOuterPieceIsTheLargestThenTheFirst) {  // A01 `inner_only`
  z3::context ctx;
  const Exprs all3(3, ctx.bool_val(true));
  const auto outer_of = [&](std::vector<int> sizes, bool reversed) {
    Exprs size;
    for (int s : sizes) size.push_back(ctx.int_val(s));
    const Exprs outer = outer_pieces(ctx, all3, size, [&](int j, int k) { return ctx.bool_val(reversed ? j > k : j < k); });
    std::string out;
    for (const z3::expr& x : outer) {
      z3::solver s(ctx);
      s.add(!x);
      out += s.check() == z3::unsat ? '1' : '0';
    }
    return out;
  };
  EXPECT_EQ(outer_of({2, 5, 3}, false), "010");
  EXPECT_EQ(outer_of({4, 2, 4}, false), "100");
  EXPECT_EQ(outer_of({4, 2, 4}, true), "001");
}

TEST(Readings, ThePreconditionAndTheStringsThatShareARegion) {  // A05, A38 at T18E.S3
  z3::context ctx;
  const Cells c = row(ctx, "abbw.", "11111");
  const Rules required = with({{Switch::eye_precondition, int(Precondition::required)}});
  const Rules none = with({{Switch::eye_precondition, int(Precondition::none)}});
  EXPECT_TRUE(precondition_fails(ctx, required, ctx.bool_val(false)).is_true());
  EXPECT_TRUE(precondition_fails(ctx, required, ctx.bool_val(true)).is_false());
  EXPECT_TRUE(precondition_fails(ctx, none, ctx.bool_val(false)).is_false());
  const Exprs counted_all = counted(c, with({{Switch::eye_zero_liberty_strings, int(ZeroLiberty::count)}}));
  const Exprs in_region = row(ctx, "..b..", "00000").own, near_region = row(ctx, ".b...", "00000").own;
  EXPECT_EQ(holds(own_sharing(c, with({{Switch::region_wall, int(RegionWall::string)}}), counted_all, in_region,
                              near_region)),
            "00100");
  EXPECT_EQ(holds(own_sharing(c, with({{Switch::region_wall, int(RegionWall::same_colour)}}), counted_all, in_region,
                              near_region)),
            "01000");
  EXPECT_EQ(holds(other_in_region(c, counted_all, row(ctx, "...b.", "00000").own)), "00010");
}

// The truth of each Bool of `xs` as a solver decides it: '1' where it must hold.
std::string decided(z3::context& ctx, const Exprs& xs) {
  std::string out;
  for (const z3::expr& x : xs) {
    z3::solver s(ctx);
    s.add(!x);
    out += s.check() == z3::unsat ? '1' : '0';
  }
  return out;
}

TEST(Readings, OwnColourFollowsA03) {
  z3::context ctx;
  const auto b = [&](const std::string& bits) {
    Exprs out;
    for (char c : bits) out.push_back(ctx.bool_val(c == '1'));
    return out;
  };
  const auto fails = [&](OwnColour reading, const std::string& own, const std::string& a_empty, const std::string& touches) {
    return decided(ctx, {own_colour_fails(ctx, with({{Switch::eye_own_colour, int(reading)}}), b(own), b(a_empty), b(touches))});
  };
  EXPECT_EQ(fails(OwnColour::region, "010", "110", "000"), "1");
  EXPECT_EQ(fails(OwnColour::region, "000", "110", "110"), "0");
  EXPECT_EQ(fails(OwnColour::adjacent_all, "000", "110", "100"), "1");
  EXPECT_EQ(fails(OwnColour::adjacent_all, "010", "110", "001"), "0");
  EXPECT_EQ(fails(OwnColour::adjacent_any, "000", "110", "100"), "0");
  EXPECT_EQ(fails(OwnColour::adjacent_any, "000", "110", "111"), "1");
}

TEST(Readings, ExaminedFollowsA04) {
  z3::context ctx;
  const Exprs other = row(ctx, "w.ww", "0000").other, touches = row(ctx, "..w.", "0000").other;
  EXPECT_EQ(holds(examined(with({{Switch::eye_examined, int(Examined::region)}}), other, touches)), "1011");
  EXPECT_EQ(holds(examined(with({{Switch::eye_examined, int(Examined::adjacent)}}), other, touches)), "0010");
}

TEST(Readings, WhatSpoilsAnEyeOfTheExaminedFollowsA06) {
  z3::context ctx;
  const Cells c = row(ctx, "abww.", "11111");
  const Exprs examined_w = row(ctx, "..w..", "00000").other;
  EXPECT_EQ(holds(spoils_eye(c, with({{Switch::eye_opponent_eye, int(OpponentEye::empty_string)}}), examined_w)),
            "11000");
  EXPECT_EQ(holds(spoils_eye(c, with({{Switch::eye_opponent_eye, int(OpponentEye::only_examined)}}), examined_w)),
            "11010");
}

TEST(Readings, TheSimulationAreaFollowsA09) {
  z3::context ctx;
  const Cells c = row(ctx, "a..w.", "10010");
  const Exprs in_region = row(ctx, ".bbb.", "00000").own;
  EXPECT_EQ(holds(simulation_area(c, with({{Switch::eye_simulated_area, int(SimulatedArea::region)}}), in_region)),
            "01100");
  EXPECT_EQ(holds(simulation_area(c, with({{Switch::eye_simulated_area, int(SimulatedArea::board)}}), in_region)),
            "01101");
}

// Every reading over unknowns held to a row's constants answers what it answers over the
// constants, under every combination of A02, A10, A38 and A39.
TEST(Readings, UnknownsAnswerAsTheirConstants) {
  z3::context ctx;
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"ab.wf", "11110"}, {"wa.bw", "01010"}, {"f.awb", "00100"}, {"abw.b", "00001"}};
  for (const auto& [points, liberty] : rows)
    for (int connect = 0; connect < 2; ++connect)
      for (int wall_reading = 0; wall_reading < 2; ++wall_reading)
        for (int empty_wall = 0; empty_wall < 2; ++empty_wall)
          for (int zero = 0; zero < 2; ++zero) {
            const Rules r = with({{Switch::region_connect, connect}, {Switch::region_wall, wall_reading},
                                  {Switch::region_empty_wall, empty_wall}, {Switch::eye_zero_liberty_strings, zero}});
            const Cells constants = row(ctx, points, liberty);
            z3::solver s(ctx);
            const Cells vars = unknowns(ctx, s, constants);
            Exprs differs;
            const auto compare = [&](const Exprs& over_vars, const Exprs& over_constants) {
              ASSERT_EQ(over_vars.size(), over_constants.size());
              for (std::size_t q = 0; q < over_vars.size(); ++q) differs.push_back(over_vars[q] != over_constants[q]);
            };
            compare(wall(vars, r), wall(constants, r));
            compare(connects(vars, r), connects(constants, r));
            compare(attached(vars, r), attached(constants, r));
            compare(counted(vars, r), counted(constants, r));
            compare({a_ignored(vars, r)}, {a_ignored(constants, r)});
            compare(spoils_eye(vars, r, vars.other), spoils_eye(constants, r, constants.other));
            compare(simulation_area(vars, r, vars.own), simulation_area(constants, r, constants.own));
            s.add(any(ctx, differs));
            EXPECT_EQ(s.check(), z3::unsat) << points << " " << r.reading_name(Switch::region_connect) << " "
                                            << r.reading_name(Switch::region_wall);
          }
}

}  // namespace
}  // namespace f3go::smt::readings
