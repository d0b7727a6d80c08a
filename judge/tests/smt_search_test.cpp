// The search over a symbolic board (judge/smt_search.h, smt/search.h) against an exhaustive
// enumeration on the same board with the optimized engine (which the search itself never asks):
// for each pair of readings of each private-eye switch, in each direction, the least number of
// stones of a position on which the string A has a private eye under the first reading and none
// under the second — or none at all — must be the same.
#include "judge/smt_search.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <optional>
#include <utility>
#include <vector>

#include <z3++.h>

#include "optimized/private_eye.h"
#include "smt/symbolic.h"

namespace f3go::judge {
namespace {

// Whether some black string of `b` has a private eye under `yes` and none under `no`.
bool separates(const Board& b, const Rules& yes, const Rules& no) {
  const optimized::BoardBits bits = optimized::bits_of(b);
  for (const optimized::Bitboard& a : optimized::strings_of(bits, Cell::black))
    if (optimized::private_eye(bits, a, yes).holds && !optimized::private_eye(bits, a, no).holds) return true;
  return false;
}

// Every filling of the points from index i on with at most `left` more stones, each position with
// fewer than `best` stones (`stones` so far) asked; `best` lowered to the least that separates.
void fill(Board& b, int i, int stones, int left, std::optional<int>& best, const Rules& yes, const Rules& no) {
  if (best && stones >= *best) return;
  if (i == b.area()) {
    if (separates(b, yes, no)) best = stones;
    return;
  }
  const Point p = b.point(i);
  for (Cell c : {Cell::empty, Cell::black, Cell::white, Cell::flower}) {
    if (c != Cell::empty && left == 0) break;
    b.set(p, c);
    fill(b, i + 1, stones + (c != Cell::empty), left - (c != Cell::empty), best, yes, no);
  }
  b.set(p, Cell::empty);
}

// The least stones (black, white, flower) of an n×n position with at most `max_stones` stones and
// a black string that has a private eye under `yes` and none under `no`, every such position
// enumerated; nullopt when none does.
std::optional<int> least_by_enumeration(int n, int max_stones, const Rules& yes, const Rules& no) {
  std::optional<int> best;
  Board b(n);
  fill(b, 0, 0, max_stones, best, yes, no);
  return best;
}

struct Tally {
  int pairs = 0, witnesses = 0;
};

// One direction on n×n up to `max_stones`: the search and the enumeration give the same least
// stones, or none.
void compare_direction(int n, int max_stones, const Rules& yes, const Rules& no, const std::string& name, Tally& t) {
  SeparationQuestion q;
  q.size = n;
  q.max_stones = max_stones;
  q.timeout_ms = 120000;
  q.yes = yes;
  q.no = no;
  const SeparationResult r = search_separation(q, {});
  const std::optional<int> expected = least_by_enumeration(n, max_stones, yes, no);
  ++t.pairs;
  ASSERT_NE(r.kind, SeparationResult::Kind::disagreement) << name << ": " << r.detail << "\n"
                                                          << diagram(r.board);
  ASSERT_NE(r.kind, SeparationResult::Kind::unknown) << name << ": " << r.detail;
  if (!expected) {
    EXPECT_EQ(r.kind, SeparationResult::Kind::none) << name << "\n"
                                                    << diagram(r.board);
    return;
  }
  ASSERT_EQ(r.kind, SeparationResult::Kind::witness) << name << ": the enumeration finds " << *expected << " stones";
  EXPECT_EQ(r.stones, *expected) << name << "\n"
                                 << diagram(r.board);
  EXPECT_EQ(r.proven_below, r.stones) << name;
  // The witness separates the readings on the optimized engine too.
  const optimized::BoardBits bits = optimized::bits_of(r.board);
  const optimized::Bitboard a = optimized::string_at(bits, r.a);
  EXPECT_TRUE(optimized::private_eye(bits, a, yes).holds) << name << "\n"
                                                          << diagram(r.board);
  EXPECT_FALSE(optimized::private_eye(bits, a, no).holds) << name << "\n"
                                                          << diagram(r.board);
  ++t.witnesses;
}

// Every pair of readings of `s` the encoding states, both directions, the other switches as in `base`.
void compare_switch(int n, int max_stones, const Rules& base, Switch s, Tally& t) {
  const int readings = static_cast<int>(info(s).readings.size());
  for (int x = 0; x < readings; ++x)
    for (int y = 0; y < readings; ++y) {
      if (x == y) continue;
      Rules yes = base, no = yes;
      yes.set(s, x);
      no.set(s, y);
      if (smt::unsupported(yes) || smt::unsupported(no)) continue;
      compare_direction(n, max_stones, yes, no,
                        std::string(info(s).id) + " " + std::string(info(s).readings[x]) + " not " +
                            std::string(info(s).readings[y]),
                        t);
    }
}

Tally compare_all(int n, Profile profile) {
  Tally t;
  for (Switch s : private_eye_switches()) compare_switch(n, n * n, Rules::for_profile(profile), s, t);
  return t;
}

// 56 directions per profile: the 16 private-eye switches give 2·(3·6 + … ) ordered pairs, less
// the 6 of A08 that involve `capture_allowed` and the 6 of A06 that involve `own_private_eye`, which
// the encoding does not state.
TEST(SmtSearch, AgreesWithTheEnumerationOnEveryPairOn2x2) {
  for (Profile p : {Profile::y2022, Profile::y2018}) {
    const Tally t = compare_all(2, p);
    EXPECT_EQ(t.pairs, 56);
    EXPECT_EQ(t.witnesses, 7);  // the rest agree on every 2×2 position: "none" both ways
  }
}

// On 3×3 by default the switch of the command's example, every direction (2022): connected|any and
// connected|touching part with 5 and 4 stones one way (docs/ambiguities/search.txt), touching|any
// too, and never the other way (a weaker owner makes more eyes, so fewer private eyes). With
// F3GO_SMT_SEARCH_FULL=1 (opt-in, tens of minutes) every pair of every switch in both profiles, and
// A07 on 4×4 up to 6 stones.
TEST(SmtSearch, AgreesWithTheEnumerationOn3x3) {
  if (std::getenv("F3GO_SMT_SEARCH_FULL") != nullptr) {
    for (Profile p : {Profile::y2022, Profile::y2018}) {
      const Tally t = compare_all(3, p);
      EXPECT_EQ(t.pairs, 56);
      std::cout << "3x3 " << name(p) << ": " << t.witnesses << " of " << t.pairs << " directions part\n";
    }
    Tally t;  // and A07 on 4×4 up to 6 stones (the enumeration: 7.3 million positions a direction)
    compare_switch(4, 6, Rules::for_profile(Profile::y2022), Switch::eye_simulated_owner, t);
    EXPECT_EQ(t.pairs, 6);
    std::cout << "4x4 A07 up to 6 stones: " << t.witnesses << " of " << t.pairs << " directions part\n";
    return;
  }
  Tally t;
  compare_switch(3, 9, Rules::for_profile(Profile::y2022), Switch::eye_simulated_owner, t);
  EXPECT_EQ(t.pairs, 6);
  EXPECT_EQ(t.witnesses, 3);
}

// A41 on 3×3, both directions (2022): `extend` and `anywhere` part with 5 stones one way
// (docs/ambiguities.md A41: white B2 between black A2 and C2, flowers A3 and C1), never the other.
TEST(SmtSearch, AgreesWithTheEnumerationOnA41On3x3) {
  Tally t;
  compare_switch(3, 9, Rules::for_profile(Profile::y2022), Switch::eye_simulated_additions, t);
  EXPECT_EQ(t.pairs, 2);
  EXPECT_EQ(t.witnesses, 1);
}

// A42 on 3×3 under A06 `only_examined`, both directions (2022): `needs_addition` and `counts` part
// with 6 stones one way (corpus/cases/switches/A42_stands_before_any_addition.case: an eye that
// stands, and no legal addition but on it), never the other (an eye made by additions is made
// under both).
TEST(SmtSearch, AgreesWithTheEnumerationOnA42UnderOnlyExaminedOn3x3) {
  Tally t;
  Rules only_examined = Rules::for_profile(Profile::y2022);
  only_examined.set(Switch::eye_opponent_eye, static_cast<int>(OpponentEye::only_examined));
  compare_switch(3, 9, only_examined, Switch::eye_simulated_existing, t);
  EXPECT_EQ(t.pairs, 2);
  EXPECT_EQ(t.witnesses, 1);
}

// A01 `inner_only` under A02 `empty`, where pieces may share strings and two pieces as large are
// ordered by their sorted point lists, against `split` on 3×3, both directions (2022).
TEST(SmtSearch, AgreesWithTheEnumerationOnInnerOnlyUnderEmptyOn3x3) {
  Tally t;
  Rules inner = Rules::for_profile(Profile::y2022);
  inner.set(Switch::region_connect, static_cast<int>(RegionConnect::empty));
  Rules split = inner;
  inner.set(Switch::region_needs_split, static_cast<int>(NeedsSplit::inner_only));
  split.set(Switch::region_needs_split, static_cast<int>(NeedsSplit::split));
  compare_direction(3, 9, inner, split, "A01 inner_only not split (A02 empty)", t);
  compare_direction(3, 9, split, inner, "A01 split not inner_only (A02 empty)", t);
  EXPECT_EQ(t.pairs, 2);
}

// The proofs as SMT-LIB2 text, read back by a fresh Z3 context that knows nothing of the search:
// unsat below the witness, and unsat at the bound for the direction with none.
TEST(SmtSearch, TheCertificatesReplayUnsat) {
  SeparationQuestion q;
  q.size = 3;
  q.max_stones = 9;
  q.certificate = true;
  q.yes = Rules::for_profile(Profile::y2022);
  q.no = q.yes;
  q.yes.set(Switch::eye_simulated_owner, static_cast<int>(SimulatedOwner::connected));
  q.no.set(Switch::eye_simulated_owner, static_cast<int>(SimulatedOwner::any));
  for (int dir = 0; dir < 2; ++dir) {
    const SeparationResult r = search_separation(q, {});
    ASSERT_EQ(r.kind, dir == 0 ? SeparationResult::Kind::witness : SeparationResult::Kind::none);
    ASSERT_FALSE(r.certificate.empty());
    z3::context ctx;
    z3::solver s(ctx);
    s.from_string(r.certificate.c_str());
    EXPECT_EQ(s.check(), z3::unsat) << "direction " << dir;
    std::swap(q.yes, q.no);
  }
}

// The order of the budgets, with the refinement scripted: each budget answers as the script says;
// like settle, a witness or a disagreement writes its position (with as many stones as the budget).
SeparationResult scripted(int max_stones, const std::vector<SeparationResult::Kind>& by_budget, std::vector<int>& asked) {
  return least_stones(max_stones, [&](int budget, SeparationResult& r) {
    asked.push_back(budget);
    const SeparationResult::Kind k = by_budget[static_cast<std::size_t>(budget)];
    if (k == SeparationResult::Kind::unknown) {
      r.detail = "no answer at " + std::to_string(budget);
      return k;
    }
    if (k == SeparationResult::Kind::none) return k;
    r.board = Board(3);
    r.board.set(Point{0, 0}, Cell::black);
    r.a = Point{0, 0};
    r.stones = budget;
    return k;
  });
}

TEST(SmtSearch, TheBudgetsGoUpFromZeroBelowAWitness) {
  using K = SeparationResult::Kind;
  std::vector<int> asked;
  const SeparationResult r = scripted(5, {K::none, K::none, K::none, K::witness, K::witness, K::witness}, asked);
  EXPECT_EQ(asked, (std::vector<int>{5, 0, 1, 2, 3}));
  EXPECT_EQ(r.kind, K::witness);
  EXPECT_EQ(r.stones, 3);
  EXPECT_EQ(r.proven_below, 3);
  asked.clear();
  const SeparationResult none = scripted(5, {K::none, K::none, K::none, K::none, K::none, K::none}, asked);
  EXPECT_EQ(asked, (std::vector<int>{5}));
  EXPECT_EQ(none.kind, K::none);
  EXPECT_EQ(none.stones, 5);
}

// An unknown below a witness keeps the witness found (its position and stones), with the budget
// Z3 did not answer; an unknown at the whole budget has no witness.
TEST(SmtSearch, AnUnknownBelowAWitnessKeepsTheWitness) {
  using K = SeparationResult::Kind;
  std::vector<int> asked;
  const SeparationResult r = scripted(5, {K::none, K::none, K::unknown, K::witness, K::witness, K::witness}, asked);
  EXPECT_EQ(asked, (std::vector<int>{5, 0, 1, 2}));
  EXPECT_EQ(r.kind, K::unknown);
  EXPECT_EQ(r.stones, 5);
  EXPECT_EQ(r.proven_below, 2);
  EXPECT_EQ(r.board.at(Point{0, 0}), Cell::black);
  EXPECT_NE(r.detail.find("no answer at 2; a witness with 5 stones was found, none with fewer than 2 is proven"),
            std::string::npos)
      << r.detail;
  const std::string words = describe(SeparationQuestion{}, r, "region", "board");
  EXPECT_NE(words.find("unknown: no answer at 2; a witness with 5 stones was found"), std::string::npos) << words;
  EXPECT_NE(words.find("the witness found, A at A1\n"), std::string::npos) << words;
  asked.clear();
  const SeparationResult first = scripted(5, {K::none, K::none, K::none, K::none, K::none, K::unknown}, asked);
  EXPECT_EQ(first.kind, K::unknown);
  EXPECT_EQ(first.stones, 0);
}

}  // namespace
}  // namespace f3go::judge
