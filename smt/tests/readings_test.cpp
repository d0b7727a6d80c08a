// The readings both encodings state (smt/readings.h), from cases: each reading over the constants of
// a small row of points, against the answer the register's reading gives (docs/ambiguities.md A01,
// A02, A03, A04, A05, A06, A07, A08, A09, A10, A38, A39, A41, N01, N03); and the same functions over Z3 unknowns,
// held to those constants, answering the same (the symbolic board's use) under every combination
// of the readings.
#include <gtest/gtest.h>
#include <z3++.h>

#include <functional>
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
    c.nb.emplace_back();  // a row: the points before and after
    if (i > 0) c.nb.back().push_back(static_cast<int>(i) - 1);
    if (i + 1 < points.size()) c.nb.back().push_back(static_cast<int>(i) + 1);
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
  c.nb = constants.nb;
  return c;
}

// The points where a reading over constants holds, as a string of '1' and '0'; a non-constant
// answer is 'x' (so that the comparison fails).
std::string holds(const Exprs& xs) {
  std::string out;
  for (const z3::expr& x : xs) out += x.is_true() ? '1' : x.is_false() ? '0'
                                                                       : 'x';
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
    return holds(connects(c, with({{Switch::region_connect, int(connect)}, {Switch::region_wall, int(w)}, {Switch::region_empty_wall, int(ew)}})));
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
    return holds(attached(c, with({{Switch::region_connect, int(connect)}, {Switch::region_wall, int(w)}, {Switch::region_empty_wall, int(ew)}})));
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
    const Exprs outer = outer_pieces(ctx, r, c.candidate, {ctx.int_val(3), ctx.int_val(0), ctx.int_val(2)}, {});
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

// Point sets of a row, one character each: '1' a member.
Exprs points(z3::context& ctx, const std::string& bits) {
  Exprs out;
  for (char c : bits) out.push_back(ctx.bool_val(c == '1'));
  return out;
}

TEST(Readings, TheOuterPieceIsTheLargestThenTheFirst) {  // A01 `inner_only`
  z3::context ctx;
  const Exprs all3(3, ctx.bool_val(true));
  const Rules any = with({{Switch::region_needs_split, int(NeedsSplit::inner_only)}});
  Rules shared = any;
  shared.set(Switch::region_connect, int(RegionConnect::empty));
  const auto outer_of = [&](std::vector<int> sizes, const Rules& r, const std::vector<Exprs>& members) {
    Exprs size;
    for (int s : sizes) size.push_back(ctx.int_val(s));
    return decided(ctx, outer_pieces(ctx, r, all3, size, members));
  };
  EXPECT_EQ(outer_of({2, 5, 3}, any, {}), "010");
  EXPECT_EQ(outer_of({4, 2, 4}, any, {}), "100");  // as large: the lower root under A02 `any`
  // Under A02 `empty` pieces may share strings: as large, the first by sorted point lists.
  const std::vector<Exprs> members{points(ctx, "0101"), points(ctx, "0100"), points(ctx, "0110")};
  EXPECT_EQ(outer_of({2, 1, 2}, shared, members), "001");
}

TEST(Readings, SortedPointListsAreOrderedByTheirFirstDifference) {
  z3::context ctx;
  EXPECT_EQ(decided(ctx, {lex_before(ctx, points(ctx, "0101"), points(ctx, "0110"))}), "0");
  EXPECT_EQ(decided(ctx, {lex_before(ctx, points(ctx, "0110"), points(ctx, "0101"))}), "1");
  EXPECT_EQ(decided(ctx, {lex_before(ctx, points(ctx, "0101"), points(ctx, "0011"))}), "1");
  EXPECT_EQ(decided(ctx, {lex_before(ctx, points(ctx, "0101"), points(ctx, "0101"))}), "0");
}

TEST(Readings, WhichComponentJoinsThePieces) {  // A02, A38, A39, A37
  const auto joins = [](RegionConnect c, RegionWall w, EmptyWall ew, EyeMethod m) {
    return joining(with({{Switch::region_connect, int(c)}, {Switch::region_wall, int(w)}, {Switch::region_empty_wall, int(ew)}, {Switch::eye_method, int(m)}}));
  };
  EXPECT_EQ(joins(RegionConnect::any, RegionWall::string, EmptyWall::any_stone, EyeMethod::region),
            Joining::off_a_and_flowers);
  EXPECT_EQ(joins(RegionConnect::any, RegionWall::same_colour, EmptyWall::any_stone, EyeMethod::region),
            Joining::empty_or_other);
  EXPECT_EQ(joins(RegionConnect::empty, RegionWall::string, EmptyWall::any_stone, EyeMethod::region), Joining::empty);
  EXPECT_EQ(joins(RegionConnect::empty, RegionWall::string, EmptyWall::own_colour, EyeMethod::region),
            Joining::empty_or_other);
  EXPECT_EQ(joins(RegionConnect::any, RegionWall::string, EmptyWall::any_stone, EyeMethod::empty_string),
            Joining::empty);
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

// The components of a row of constants, found by walking it: a point joins its neighbour when
// `joined` holds for both (strings: stones of one colour; empty strings; the areas of A06
// `with_stones`: empty points and stones of A's colour).
Exprs meets(const Cells& c, const Exprs& fact, const std::function<bool(int, int)>& joined,
            const std::function<bool(int)>& member) {
  Exprs out;
  for (int q = 0; q < c.area(); ++q) {
    z3::expr r = c.ctx().bool_val(false);
    if (member(q)) {
      int lo = q, hi = q;
      while (lo > 0 && member(lo - 1) && joined(lo - 1, lo)) --lo;
      while (hi + 1 < c.area() && member(hi + 1) && joined(hi, hi + 1)) ++hi;
      for (int p = lo; p <= hi; ++p) r = disj(r, fact[static_cast<std::size_t>(p)]);
    }
    out.push_back(r);
  }
  return out;
}

Components row_components(const Cells& c) {
  const auto is = [&](const Exprs& xs, int q) { return xs[static_cast<std::size_t>(q)].is_true(); };
  Components out;
  out.strings = [&c, is](const Exprs& fact) {
    return meets(
        c, fact, [&](int p, int q) { return is(c.own, p) == is(c.own, q); }, [&](int q) { return c.stone(q).is_true(); });
  };
  out.empties = [&c, is](const Exprs& fact) {
    return meets(
        c, fact, [](int, int) { return true; }, [&](int q) { return is(c.empty, q); });
  };
  out.areas = [&c, is](const Exprs& fact) {
    return meets(
        c, fact, [](int, int) { return true; }, [&](int q) { return is(c.empty, q) || is(c.own, q); });
  };
  return out;
}

Rules eye_reading(OpponentEye r) { return with({{Switch::eye_opponent_eye, int(r)}}); }

TEST(Readings, TheEyeTheExaminedStringsHaveFollowsA06) {
  z3::context ctx;
  // Examined: the white stone next to A. Its empty string B3 is spoilt by the black stone beside it;
  // the area of empty and black points around that stone holds an empty point and not A.
  const Cells c = row(ctx, "aw.b.w", "111111");
  const Exprs examined_w = points(ctx, "010000");
  EXPECT_EQ(holds(opponent_eye(c, eye_reading(OpponentEye::empty_string), row_components(c), examined_w)), "000000");
  EXPECT_EQ(holds(opponent_eye(c, eye_reading(OpponentEye::with_stones), row_components(c), examined_w)), "001110");
  // An empty string between the examined stone and a white stone not examined: an eye unless those
  // spoil it too (`only_examined`).
  const Cells d = row(ctx, "a.w.w", "11111");
  const Exprs examined_d = points(ctx, "00100");
  EXPECT_EQ(holds(opponent_eye(d, eye_reading(OpponentEye::empty_string), row_components(d), examined_d)), "00010");
  EXPECT_EQ(holds(opponent_eye(d, eye_reading(OpponentEye::only_examined), row_components(d), examined_d)), "00000");
}

// The step that decides the region `in_region` of the row, as a number of EyeStep.
EyeStep step_of(const Cells& c, const Rules& r, const std::string& in_region) {
  const RegionFacts f = region_facts(c, r, row_components(c), counted(c, r), points(c.ctx(), in_region));
  return static_cast<EyeStep>(f.step().simplify().get_numeral_int());
}

TEST(Readings, TheStepsBeforeTheSimulation) {  // T18E.P2, S3.1, S3.3, S3.3.1 under A05, A06
  z3::context ctx;
  const Rules defaults;
  EXPECT_EQ(step_of(row(ctx, "a..f", "1111"), defaults, "0110"), EyeStep::only_empty);
  EXPECT_EQ(step_of(row(ctx, "a.w.f", "11111"), defaults, "01110"), EyeStep::opponent_eye);
  EXPECT_EQ(step_of(row(ctx, "a.w.b", "11111"), defaults, "01110"), EyeStep::simulation);
  // A touches no empty point of the region: T18E.P2 under `required`; under `none` the white stone
  // there touches no empty string next to A, so none is examined (A04 `adjacent`).
  const Cells far = row(ctx, "aw.f", "1111");
  EXPECT_EQ(step_of(far, with({{Switch::eye_precondition, int(Precondition::required)}}), "0110"),
            EyeStep::precondition);
  EXPECT_EQ(step_of(far, with({{Switch::eye_precondition, int(Precondition::none)}, {Switch::eye_examined, int(Examined::adjacent)}}), "0110"),
            EyeStep::none_examined);
  const RegionFacts yes = region_facts(far, with({{Switch::eye_precondition, int(Precondition::none)}, {Switch::eye_examined, int(Examined::adjacent)}}),
                                       row_components(far), counted(far, Rules{}), points(ctx, "0110"));
  EXPECT_TRUE(yes.decided_yes().is_true());
  EXPECT_TRUE(yes.to_simulation().is_false());
}

// What makes_eye answers over a row of constants, and which of the encoding's callbacks it asked.
struct Made {
  char made;          // '1', '0', or 'x' when the answer is not a constant
  std::string asked;  // 'j' joined, 'o' owner_strings, 'k' liberties_kept, in the order asked
};

// makes_eye over the row `c`: the additions `added` and the eye `eye` (one point), the region
// `in_region` and the examined stones `examined` (a '1' per point each), no stone freed; the joins
// are the row's (a run of member points), and `kept` is the encoding's "every string of A's colour
// that has a liberty keeps one".
Made made(const Cells& c, const Rules& r, const std::string& added, const std::string& eye,
          const std::string& in_region, const std::string& examined, bool kept = true) {
  z3::context& ctx = c.ctx();
  Made out{'x', ""};
  Simulated s{points(ctx, added), points(ctx, eye), {}, points(ctx, std::string(added.size(), '0')), points(ctx, in_region), points(ctx, examined), {}, {}, {}};
  for (std::size_t q = 0; q < s.added.size(); ++q) s.empty_after.push_back(conj(c.empty[q], neg(s.added[q])));
  const auto run = [&c](const Exprs& member, const Exprs& fact) {
    return meets(
        c, fact, [](int, int) { return true; }, [&](int q) { return member[static_cast<std::size_t>(q)].is_true(); });
  };
  s.joined = [&](const Exprs& member) {
    out.asked += 'j';
    return run(member, s.examined);
  };
  s.owner_strings = [&] {
    out.asked += 'o';
    Exprs o_final;
    for (std::size_t q = 0; q < s.added.size(); ++q) o_final.push_back(disj(c.other[q], s.added[q]));
    const Exprs holds = run(o_final, s.examined);
    Exprs strings;
    for (std::size_t q = 0; q < s.added.size(); ++q) strings.push_back(conj(o_final[q], holds[q]));
    return strings;
  };
  s.liberties_kept = [&] {
    out.asked += 'k';
    return ctx.bool_val(kept);
  };
  const z3::expr m = makes_eye(c, r, s);
  out.made = m.is_true() ? '1' : m.is_false() ? '0'
                                              : 'x';
  return out;
}

// The readings of the simulation with the other three at the reading that asks nothing of the
// encoding: the owner anywhere in the region, additions anywhere on the board, no liberty kept.
Rules simulation(std::initializer_list<std::pair<Switch, int>> readings) {
  Rules r = with({{Switch::eye_simulated_owner, int(SimulatedOwner::any)}, {Switch::eye_simulated_area, int(SimulatedArea::board)}, {Switch::eye_simulated_legality, int(SimulatedLegality::no_lift)}, {Switch::eye_simulated_additions, int(SimulatedAdditions::anywhere)}});
  for (const auto& [s, v] : readings) r.set(s, v);
  return r;
}

TEST(Readings, AOneLibertyEyeIsWalledByTheOtherColourAndFlowersWithOneStoneAtLeast) {
  z3::context ctx;
  const Rules r = simulation({});
  EXPECT_EQ(made(row(ctx, "w.wf.", "11100"), r, "00000", "01000", "11111", "10000").made, '1');
  EXPECT_EQ(made(row(ctx, "w.wf.", "11100"), r, "00000", "00001", "11111", "10000").made, '0');
  EXPECT_EQ(made(row(ctx, "w.f", "100"), r, "000", "010", "111", "100").made, '1');
  EXPECT_EQ(made(row(ctx, "f.f", "000"), r, "000", "010", "111", "000").made, '0');
  EXPECT_EQ(made(row(ctx, "w..", "100"), r, "001", "010", "111", "100").made, '1') << "an added stone walls it";
  EXPECT_EQ(made(row(ctx, "w..", "100"), r, "010", "010", "111", "100").made, '0') << "the eye stays empty";
  EXPECT_EQ(made(row(ctx, "w..", "100"), r, "001", "000", "111", "100").made, '0') << "no eye point";
}

TEST(Readings, TheAdditionsAndTheEyeLieInTheAreaOfA09) {
  z3::context ctx;
  const Cells c = row(ctx, "w..", "100");
  const Rules region = simulation({{Switch::eye_simulated_area, int(SimulatedArea::region)}});
  const Rules board = simulation({{Switch::eye_simulated_area, int(SimulatedArea::board)}});
  EXPECT_EQ(made(c, region, "001", "010", "010", "100").made, '0');
  EXPECT_EQ(made(c, board, "001", "010", "010", "100").made, '1');
  const auto owned_by = [&](SimulatedArea a) {
    return simulation({{Switch::eye_simulated_area, int(a)}, {Switch::eye_simulated_owner, int(SimulatedOwner::connected)}});
  };
  EXPECT_EQ(made(c, owned_by(SimulatedArea::region), "010", "001", "010", "100").made, '0') << "the eye out of the region";
  EXPECT_EQ(made(c, owned_by(SimulatedArea::board), "010", "001", "010", "100").made, '1');
  EXPECT_EQ(made(c, region, "001", "010", "011", "100").made, '1');
}

TEST(Readings, TheOwnerOfTheEyeFollowsA07) {
  z3::context ctx;
  const auto owner = [&](SimulatedOwner o, const std::string& points, const std::string& added, const std::string& eye,
                         const std::string& in_region) {
    return made(row(ctx, points, std::string(points.size(), '1')), simulation({{Switch::eye_simulated_owner, int(o)}}),
                added, eye, in_region, "1" + std::string(points.size() - 1, '0'));
  };
  // The eye at C1, next to the stone added at B1, whose string holds the examined stone A1.
  EXPECT_EQ(owner(SimulatedOwner::touching, "w..w", "0100", "0010", "0110").made, '0');
  EXPECT_EQ(owner(SimulatedOwner::connected, "w..w", "0100", "0010", "0110").made, '1');
  EXPECT_EQ(owner(SimulatedOwner::any, "w..w", "0100", "0010", "0110").made, '1');
  // The eye at D1, between strings that hold no examined stone.
  EXPECT_EQ(owner(SimulatedOwner::connected, "w.w.w", "00000", "00010", "00010").made, '0');
  EXPECT_EQ(owner(SimulatedOwner::any, "w.w.w", "00000", "00010", "00010").made, '1');
  EXPECT_EQ(owner(SimulatedOwner::any, "w.w.w", "00000", "00010", "01000").made, '0') << "out of the region";
  EXPECT_EQ(owner(SimulatedOwner::touching, "w.w", "000", "010", "010").made, '1');
}

TEST(Readings, UnderExtendEveryAdditionIsJoinedToTheExamined) {  // A41
  z3::context ctx;
  const Cells c = row(ctx, "w...", "1000");
  const Rules anywhere = simulation({{Switch::eye_simulated_additions, int(SimulatedAdditions::anywhere)}});
  const Rules extend = simulation({{Switch::eye_simulated_additions, int(SimulatedAdditions::extend)}});
  EXPECT_EQ(made(c, anywhere, "0011", "0100", "1111", "1000").made, '1');
  EXPECT_EQ(made(c, extend, "0011", "0100", "1111", "1000").made, '0');
  EXPECT_EQ(made(c, extend, "0110", "0001", "1111", "1000").made, '1');
}

TEST(Readings, UnlessNothingIsLiftedTheAdditionsKeepEveryLastLiberty) {  // A08
  z3::context ctx;
  const Cells c = row(ctx, "w.w", "111");
  for (SimulatedLegality l : {SimulatedLegality::no_capture_no_suicide, SimulatedLegality::no_capture, SimulatedLegality::capture_allowed})
    EXPECT_EQ(made(c, simulation({{Switch::eye_simulated_legality, int(l)}}), "000", "010", "111", "100", false).made, '0');
  EXPECT_EQ(made(c, simulation({{Switch::eye_simulated_legality, int(SimulatedLegality::no_lift)}}), "000", "010", "111", "100", false).made, '1');
}

TEST(Readings, TheEncodingIsAskedOnlyWhatAReadingNeeds) {
  z3::context ctx;
  const Cells c = row(ctx, "w..", "100");
  EXPECT_EQ(made(c, simulation({}), "001", "010", "111", "100").asked, "");
  const Rules all = simulation({{Switch::eye_simulated_owner, int(SimulatedOwner::connected)}, {Switch::eye_simulated_legality, int(SimulatedLegality::no_capture)}, {Switch::eye_simulated_additions, int(SimulatedAdditions::extend)}});
  const Made m = made(c, all, "001", "010", "111", "100");
  EXPECT_EQ(m.made, '0') << "C1 is not joined to A1 through additions";
  EXPECT_EQ(m.asked, "jko");
}

TEST(Readings, TheSymbolicBoardRefusesOnlyWhatItCannotStateAndSaysWhy) {
  EXPECT_FALSE(unstated_symbolically(Rules{}));
  EXPECT_FALSE(unstated_symbolically(with({{Switch::eye_simulated_additions, int(SimulatedAdditions::extend)}})));
  EXPECT_FALSE(unstated_symbolically(with({{Switch::region_needs_split, int(NeedsSplit::inner_only)},
                                           {Switch::region_connect, int(RegionConnect::empty)}})));
  const auto why = [](Switch s, int r) { return unstated_symbolically(with({{s, r}})).value_or(""); };
  EXPECT_NE(why(Switch::eye_simulated_legality, int(SimulatedLegality::capture_allowed)).find("A08"), std::string::npos);
  EXPECT_NE(why(Switch::eye_opponent_eye, int(OpponentEye::own_private_eye)).find("A06"), std::string::npos);
}

// Every reading over unknowns held to a row's constants answers what it answers over the
// constants, under every combination of A02, A10, A38 and A39.
TEST(Readings, UnknownsAnswerAsTheirConstants) {
  z3::context ctx;
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"ab.wf", "11110"}, {"wa.bw", "01010"}, {"f.awb", "00100"}, {"abw.b", "00001"}};
  const Exprs added_d1 = points(ctx, "00010"), eye_c1 = points(ctx, "00100"), none = points(ctx, "00000");
  for (const auto& [points, liberty] : rows)
    for (int connect = 0; connect < 2; ++connect)
      for (int wall_reading = 0; wall_reading < 2; ++wall_reading)
        for (int empty_wall = 0; empty_wall < 2; ++empty_wall)
          for (int zero = 0; zero < 2; ++zero) {
            const Rules r = with({{Switch::region_connect, connect}, {Switch::region_wall, wall_reading}, {Switch::region_empty_wall, empty_wall}, {Switch::eye_zero_liberty_strings, zero}});
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
            const auto eye_at_c1 = [&](const Cells& c) {  // the readings that ask nothing of the encoding
              Simulated sim{added_d1, eye_c1, c.empty, none, c.own, c.other, {}, {}, {}};
              return makes_eye(c, simulation({{Switch::eye_simulated_area, int(SimulatedArea::region)}}), sim);
            };
            compare({eye_at_c1(vars)}, {eye_at_c1(constants)});
            s.add(any(ctx, differs));
            EXPECT_EQ(s.check(), z3::unsat) << points << " " << r.reading_name(Switch::region_connect) << " "
                                            << r.reading_name(Switch::region_wall);
          }
}

}  // namespace
}  // namespace f3go::smt::readings
