// T22.2.8 私眼 (2022), T18.1 (2018), T18E step by step, on bitboards (twin:
// reference/private_eye.cpp and reference/opponent_eye.cpp; the same steps in the same order).
#include "optimized/private_eye.h"

#include <algorithm>
#include <cassert>
#include <utility>
#include <optional>

#include "optimized/holo_index.h"
#include "optimized/regions.h"
#include "optimized/simulated_eye.h"

namespace f3go::optimized {
inline namespace F3GO_OPTIMIZED_NS {
namespace {

// A10: under `ignore` a string with no liberty is skipped everywhere.
bool counts(const BoardBits& b, const Bitboard& s, const Rules& rules) {
  return rules.zero_liberty() == ZeroLiberty::count || liberties(b, s).any();
}

// The facts of one region (T18E.S3). Each set is a union of whole strings, so every question about
// "some string" or "each string" below is asked of the union by flooding, not string by string.
struct RegionFacts {
  Bitboard empty;                // the region's empty points
  Bitboard empty_adjacent_to_a;  // the union of its empty strings next to A
  Bitboard own, other;           // unions of the counted strings of A's colour (not A) / the other colour
};

// A10: the strings among `stones` (a union of whole strings) that count: all under `count`, under
// `ignore` those with a liberty (a stone next to an empty point, flooded through its string).
Bitboard counted(const BoardBits& b, const Bitboard& stones, const Rules& rules) {
  if (rules.zero_liberty() == ZeroLiberty::count) return stones;
  return flood(stones & touched(b.empty, b.board), stones);
}

RegionFacts facts(const BoardBits& b, const Bitboard& a, const Bitboard& region, const Rules& rules) {
  RegionFacts f;
  f.empty = region & b.empty;
  f.empty_adjacent_to_a = flood(f.empty & touched(a, b.board), f.empty);
  const bool black = a.intersects(b.black);
  const Bitboard black_strings = counted(b, region & b.black & ~a, rules);
  const Bitboard white_strings = counted(b, region & b.white & ~a, rules);
  f.own = black ? black_strings : white_strings;
  f.other = black ? white_strings : black_strings;
  // A38 `same_colour` (twin: reference facts): the strings of A's colour are the wall; those next to
  // the region share it with A and are its 「其它同色棋串」 (T18E.S3.1, T18E.S3.2, T22.2.8(2)).
  if (rules.region_wall() == RegionWall::same_colour) {
    const Bitboard own_stones = (black ? b.black : b.white) & ~a;
    f.own = counted(b, flood(own_stones & touched(region, b.board), own_stones), rules);
  }
  return f;
}

// A03 (T18E.S3.2 / T22.2.8(2)): nullopt when the check passes, else the clause of the "no".
std::optional<Clause> own_colour_check(const BoardBits& b, const Bitboard& a, const RegionFacts& f,
                                       const Rules& rules) {
  switch (rules.own_colour()) {
    case OwnColour::region:
      if (f.own.any()) return Clause::T18E_S3_2;
      return std::nullopt;
    case OwnColour::adjacent_all:  // some empty string next to A is next to an own string
      if (adjacent(b, f.empty_adjacent_to_a, f.own)) return Clause::T22_2_8_2;
      return std::nullopt;
    case OwnColour::adjacent_any: {  // every empty string next to A is next to an own string
      Bitboard seeds = f.empty & touched(a, b.board);
      while (seeds.any()) {
        const Bitboard e = flood(Bitboard::of(point_of(seeds.first())), f.empty);
        seeds &= ~e;
        if (!adjacent(b, e, f.own)) return std::nullopt;
      }
      return Clause::T22_2_8_2;
    }
  }
  return std::nullopt;
}

// A04: the union of the examined strings of the other colour (`adjacent`: those next to an empty
// string next to A).
Bitboard examined_strings(const BoardBits& b, const RegionFacts& f, const Rules& rules) {
  if (rules.examined() == Examined::region) return f.other;
  return flood(f.other & touched(f.empty_adjacent_to_a, b.board), f.other);
}

RegionEye judge_region(const BoardBits& b, const Bitboard& a, const Bitboard& region, const Rules& rules);

// A06 `own_private_eye` (twin: reference examined_private_eye, T22.2.8(3) 「这些白棋串不能具有1气及1气
// 以上的眼」 with T22.2.7 and T22.2.8): one of the examined strings (`examined`, a union of whole
// strings) has a private eye in one of its enclosed regions strictly inside `region`, the region
// judged (so each level judges a smaller region, and the recursion ends). Precondition: `examined`
// is not empty.
bool examined_private_eye(const BoardBits& b, const Bitboard& examined, const Bitboard& region, const Rules& rules) {
  assert(examined.any());
  if (rules.eye_method() != EyeMethod::region) return false;
  Bitboard rest = examined;
  while (rest.any()) {
    const Bitboard w = string_at(b, point_of(rest.first()));
    rest &= ~w;
    for (const Bitboard& c : enclosed_regions(b, w, rules))
      if (c.subset_of(region) && c != region && judge_region(b, w, c, rules).holds) return true;
  }
  return false;
}

RegionEye judge_region(const BoardBits& b, const Bitboard& a, const Bitboard& region,
                       const Rules& rules) {
  const RegionFacts f = facts(b, a, region, rules);
  // T18E.P2 「在考察的此封闭区域内，棋串A至少紧邻一个空点串」 (A05).
  if (rules.precondition() == Precondition::required && f.empty_adjacent_to_a.none())
    return {region, false, Clause::T18E_P2, EyeStep::precondition};
  // T18E.S3.1 「如果封闭区域R内没有其它棋串，只有空点串」.
  if (f.own.none() && f.other.none()) return {region, true, Clause::T18E_S3_1, EyeStep::only_empty};
  if (auto no = own_colour_check(b, a, f, rules)) return {region, false, *no, EyeStep::own_colour};
  const Bitboard examined = examined_strings(b, f, rules);
  if (examined.none())
    return {region, true, f.other.none() ? Clause::T18E_S3_1 : Clause::T22_2_8_3, EyeStep::none_examined};
  const Colour own = a.intersects(b.black) ? Colour::black : Colour::white;
  const Cell o = stone(opponent(own));
  // T18E.S3.3.1 「如果这些白色棋串具有1气以上的眼」 (A06).
  if (existing_opponent_eye(b, a, examined, o, rules) ||
      (rules.opponent_eye() == OpponentEye::own_private_eye && examined_private_eye(b, examined, region, rules)))
    return {region, false, Clause::T18E_S3_3_1, EyeStep::opponent_eye};
  // T18E.S3.3.2 「再模拟推演…尝试为白棋做一个1气眼」 (A07–A09).
  const SimulationQuery q{&b, opponent(own), region, examined};
  return {region, !simulate_eye_making(q, rules), Clause::T18E_S3_3_2, EyeStep::simulation};
}

// A37 eye.method=empty_string (twin: reference judge_empty_string, T22.2.8 「…的眼（空点串）」 read
// literally): the empty string E next to A judged on its own — T22.2.8(2) no other string of A's
// colour next to E; T22.2.8(3) the strings of the other colour next to E examined, their eye (A06),
// the simulation with E as the area (A07–A09). A01–A05 and N03 play no part.
RegionEye judge_empty_string(const BoardBits& b, const Bitboard& a, const Bitboard& e, const Rules& rules) {
  const Colour own = a.intersects(b.black) ? Colour::black : Colour::white;
  const Bitboard& own_stones = own == Colour::black ? b.black : b.white;
  const Bitboard& other_stones = own == Colour::black ? b.white : b.black;
  const Bitboard around = neighbours(e, b.board);
  // T22.2.8(2) 「紧邻它的这一个或多个空点串不能与其它黑棋串紧邻」.
  if (counted(b, flood(around & own_stones & ~a, own_stones), rules).any())
    return {e, false, Clause::T22_2_8_2, EyeStep::own_colour};
  // T22.2.8(3) 「…空点串可以与其它白棋串紧邻，但是这些白棋串…」.
  const Bitboard examined = counted(b, flood(around & other_stones, other_stones), rules);
  if (examined.none()) return {e, true, Clause::T22_2_8_3, EyeStep::none_examined};
  if (existing_opponent_eye(b, a, examined, stone(opponent(own)), rules))
    return {e, false, Clause::T22_2_8_3, EyeStep::opponent_eye};
  const SimulationQuery q{&b, opponent(own), e, examined};
  return {e, !simulate_eye_making(q, rules), Clause::T22_2_8_3, EyeStep::simulation};
}

// A06 `empty_string` / `only_examined`: an empty string next to an examined string whose every
// stone neighbour is an o stone (`only_examined`: an examined stone).
bool empty_string_eye(const BoardBits& b, const Bitboard& examined, Cell o, bool only_examined) {
  const Bitboard walls = only_examined ? examined : b.of(o);
  Bitboard seeds = b.empty & touched(examined, b.board);  // the empty strings next to examined
  while (seeds.any()) {
    const Bitboard e = flood(Bitboard::of(point_of(seeds.first())), b.empty);
    seeds &= ~e;
    if ((neighbours(e, b.board) & b.stones()).subset_of(walls)) return true;
  }
  return false;
}

// A06 `with_stones` (T22.2.7 literally): an area walled by o stones, flowers and the edge, holding
// an empty point and no stone of A, next to an examined string.
bool area_eye(const BoardBits& b, const Bitboard& a, const Bitboard& examined, Cell o) {
  for (const Bitboard& area : components(b.board & ~b.of(o) & ~b.flower))
    if (area.intersects(b.empty) && !area.intersects(a) && adjacent(b, area, examined)) return true;
  return false;
}

}  // namespace

bool existing_opponent_eye(const BoardBits& b, const Bitboard& a, const Bitboard& examined,
                           Cell o, const Rules& rules) {
  if (examined.none()) return false;
  switch (rules.opponent_eye()) {
    case OpponentEye::empty_string: return empty_string_eye(b, examined, o, false);
    case OpponentEye::only_examined: return empty_string_eye(b, examined, o, true);
    case OpponentEye::with_stones: return area_eye(b, a, examined, o);
    // `own_private_eye`: the eye of `empty_string`; the strings' own private eyes are judge_region's.
    case OpponentEye::own_private_eye: return empty_string_eye(b, examined, o, false);
  }
  return false;
}

PrivateEye private_eye(const BoardBits& b, const Bitboard& a, const Rules& rules, const Bitboard& settled) {
  assert(a.any() && (a.subset_of(b.black) || a.subset_of(b.white)));
  PrivateEye out;
  // A10 `ignore` (T22.2.8(1)): a string with no liberty is skipped.
  if (!counts(b, a, rules)) {
    out.clause = Clause::T22_2_8_1;
    out.step = EyeStep::zero_liberties;
    return out;
  }
  if (rules.eye_method() == EyeMethod::empty_string) {
    // A37 `empty_string`: each empty string next to A, by first point (components() order).
    for (const Bitboard& e : components_meeting(b.empty, neighbours(a, b.board)))
      out.regions.push_back(judge_empty_string(b, a, e, rules));
    // T22.2.8(2) 「黑棋串私眼内有“至少一个”空点串与这个黑棋串紧邻」.
    if (out.regions.empty()) {
      out.clause = Clause::T22_2_8_2;
      out.step = EyeStep::precondition;
      return out;
    }
  } else if (!settled.test(a.first())) {  // speed only: a small string of `settled` has no region
    for (const Bitboard& region : enclosed_regions(b, a, rules))
      out.regions.push_back(judge_region(b, a, region, rules));
  }
  // T18E.P1 「棋串A或棋串A与边界外区域…形成至少一个封闭区域」.
  if (out.regions.empty()) {
    out.clause = Clause::T18E_P1;
    out.step = EyeStep::no_region;
    return out;
  }
  for (const RegionEye& r : out.regions)
    if (r.holds) {
      out.holds = true;
      out.clause = r.clause;
      out.step = r.step;
      return out;
    }
  out.clause = out.regions.front().clause;
  out.step = out.regions.front().step;
  return out;
}

bool regions_witnessed(const Rules& rules) {
  return regions_fixed_and_bordered(rules) &&
         rules.zero_liberty() == ZeroLiberty::count && rules.eye_method() == EyeMethod::region;
}

std::optional<RegionWitness> region_witness(const BoardBits& b, const Bitboard& a, const Bitboard& region,
                                            const Bitboard& allowed, const Rules& rules) {
  assert(regions_witnessed(rules) && a.any() && region.any() && !region.intersects(a));
  if (region.subset_of(b.empty & allowed)) return RegionWitness{true, region};
  // Under A10 `count` every stone of A's colour in the region is in a counted string (f.own): the
  // region is not "only empty strings", and A03 reads those strings.
  const Bitboard own = region & (a.intersects(b.black) ? b.black : b.white) & allowed;
  if (own.any() && rules.own_colour() == OwnColour::region) return RegionWitness{false, Bitboard::of(point_of(own.first()))};
  const Bitboard next_to_a = region & neighbours(a, b.board);
  if (own.any() && rules.own_colour() == OwnColour::adjacent_all) {
    // the empty point passes A05, and its empty string, next to A, is next to the stone
    const Bitboard gate = next_to_a & b.empty & allowed & touched(own, b.board);
    if (gate.any()) {
      const Bitboard g = Bitboard::of(point_of(gate.first()));
      return RegionWitness{false, g | Bitboard::of(point_of((own & touched(g, b.board)).first()))};
    }
  }
  if (rules.precondition() == Precondition::required && next_to_a.subset_of(allowed) && !next_to_a.intersects(b.empty))
    return RegionWitness{false, next_to_a};
  return std::nullopt;
}

EyeVerdict eye_verdict(const PrivateEye& pe) {
  EyeVerdict v;
  v.holds = pe.holds;
  v.no_region = pe.regions.empty();
  v.reads_liberties = !v.no_region;
  const RegionEye* smallest = nullptr;
  for (const RegionEye& r : pe.regions) {
    if (!pe.holds) v.deciding |= r.points;
    else if (r.holds && (!smallest || r.points.popcount() < smallest->points.popcount())) smallest = &r;
  }
  if (smallest) v.deciding = smallest->points;
  return v;
}

EyeVerdict eye_verdict(const BoardBits& b, const Bitboard& a, const Bitboards& regions, const Rules& rules) {
  assert(rules.eye_method() == EyeMethod::region && regions == enclosed_regions(b, a, rules));
  EyeVerdict v;
  if (!counts(b, a, rules)) return v;  // A10 `ignore`: no region is judged
  v.no_region = regions.empty();
  const bool witnessed = regions_witnessed(rules);
  if (witnessed) {
    // The smallest region witnessed to hold: with only the empty points allowed, a witness is one
    // that holds (speed only: the cheapest test first).
    const Bitboard* holding = nullptr;
    for (const Bitboard& r : regions)
      if (region_witness(b, a, r, b.empty, rules) && (!holding || r.popcount() < holding->popcount())) holding = &r;
    if (holding) {
      v.holds = true;
      v.deciding = *holding;
      return v;
    }
  }
  boost::container::static_vector<std::pair<int, std::size_t>, kMaxComponents> order;  // (size, index)
  for (std::size_t i = 0; i < regions.size(); ++i) {
    const std::optional<RegionWitness> w = witnessed ? region_witness(b, a, regions[i], b.board, rules) : std::nullopt;
    if (w) v.deciding |= w->points;  // none holds: each witness is of a "no"
    else order.emplace_back(regions[i].popcount(), i);
  }
  std::sort(order.begin(), order.end());
  for (const auto& [size, i] : order)
    if (judge_region(b, a, regions[i], rules).holds) {
      v.holds = true;
      v.reads_liberties = true;
      v.deciding = regions[i];
      return v;
    }
  v.reads_liberties = !order.empty();  // some region was read whole
  for (const auto& [size, i] : order) v.deciding |= regions[i];
  return v;
}

Bitboard EyeVerdicts::string_through(int i) const {
  assert(b_.black.test(i) || b_.white.test(i));
  if (strings_) return strings_->strings[strings_->slot_at[i]];
  return string_at(b_, point_of(i));
}

bool EyeVerdicts::has_eye(const Bitboard& a) {
  assert(string_at(b_, point_of(a.first())) == a);
  std::int8_t& v = known_[static_cast<std::size_t>(a.first())];
  if (v == kUnknown) v = private_eye(b_, a, rules_).holds ? 1 : 0;
  return v == 1;
}

}  // namespace F3GO_OPTIMIZED_NS
}  // namespace f3go::optimized
