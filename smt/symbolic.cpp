// The private eye over a symbolic board (see symbolic.h): circuits of floods, step by step in the
// order of T18E and T22.2.8.
#include "smt/symbolic.h"

#include <cassert>

namespace f3go::smt {
namespace {

// The folded connectives of readings.h (they keep the circuits small where a seed or an addition
// set is known).
z3::expr or2(const z3::expr& a, const z3::expr& b) { return readings::disj(a, b); }
z3::expr and2(const z3::expr& a, const z3::expr& b) { return readings::conj(a, b); }
z3::expr not1(const z3::expr& a) { return readings::neg(a); }

}  // namespace

SymbolicBoard::SymbolicBoard(z3::context& c, z3::solver& solver, int n) : ctx(c), size(n), area(n * n) {
  assert(n >= 2 && n <= 7);
  nb_.resize(static_cast<std::size_t>(area));
  for (int i = 0; i < area; ++i) {
    const int x = i % n, y = i / n;
    if (x > 0) nb_[i].push_back(i - 1);
    if (x + 1 < n) nb_[i].push_back(i + 1);
    if (y > 0) nb_[i].push_back(i - n);
    if (y + 1 < n) nb_[i].push_back(i + n);
  }
  z3::expr_vector at_v(ctx);
  for (int i = 0; i < area; ++i) {
    const std::string s = std::to_string(i);
    empty.push_back(ctx.bool_const(("e" + s).c_str()));
    black.push_back(ctx.bool_const(("b" + s).c_str()));
    white.push_back(ctx.bool_const(("w" + s).c_str()));
    flower.push_back(ctx.bool_const(("f" + s).c_str()));
    at.push_back(ctx.bool_const(("at" + s).c_str()));
    z3::expr_vector cell(ctx);
    for (const Exprs* v : {&empty, &black, &white, &flower}) cell.push_back((*v)[i]);
    solver.add(z3::atleast(cell, 1) && z3::atmost(cell, 1));
    solver.add(z3::implies(at[i], black[i]));
    at_v.push_back(at[i]);
  }
  solver.add(z3::atleast(at_v, 1) && z3::atmost(at_v, 1));
}

z3::expr SymbolicBoard::any(const Exprs& xs) const { return readings::any(ctx, xs); }

z3::expr SymbolicBoard::all(const Exprs& xs) const { return readings::all(ctx, xs); }

Exprs SymbolicBoard::flood(const Exprs& seed, const Exprs& member) const {
  Exprs r;
  for (int i = 0; i < area; ++i) r.push_back(and2(seed[i], member[i]));
  for (int step = 1; step < area; ++step) {
    Exprs next;
    for (int i = 0; i < area; ++i) {
      z3::expr from = lit(false);
      for (int n : nb(i)) from = or2(from, r[n]);
      next.push_back(or2(r[i], and2(member[i], from)));
    }
    r = std::move(next);
  }
  return r;
}

Exprs SymbolicBoard::point(int j) const {
  Exprs out;
  for (int i = 0; i < area; ++i) out.push_back(lit(i == j));
  return out;
}

std::vector<Exprs> SymbolicBoard::components(const Exprs& member) const {
  std::vector<Exprs> out;
  for (int j = 0; j < area; ++j) out.push_back(flood(point(j), member));
  return out;
}

Exprs SymbolicBoard::meets(const std::vector<Exprs>& same, const Exprs& s) const {
  Exprs out;
  for (int j = 0; j < area; ++j) {
    z3::expr r = lit(false);
    for (int i = 0; i < area; ++i) r = or2(r, and2(same[j][i], s[i]));
    out.push_back(r);
  }
  return out;
}

Exprs SymbolicBoard::next_to(const Exprs& s) const {
  Exprs out;
  for (int i = 0; i < area; ++i) {
    z3::expr r = lit(false);
    for (int n : nb(i)) r = or2(r, s[n]);
    out.push_back(r);
  }
  return out;
}

const std::vector<Exprs>& SymbolicBoard::same_string() {
  if (!same_string_.empty()) return same_string_;
  for (int j = 0; j < area; ++j) {  // the members depend on the colour of the seed
    Exprs member;
    for (int i = 0; i < area; ++i) member.push_back((black[i] && black[j]) || (white[i] && white[j]));
    same_string_.push_back(flood(point(j), member));
  }
  return same_string_;
}

const std::vector<Exprs>& SymbolicBoard::same_empty() {
  if (same_empty_.empty()) same_empty_ = components(empty);
  return same_empty_;
}

const Exprs& SymbolicBoard::in_a() {
  if (in_a_.empty()) in_a_ = meets(same_string(), at);  // the stones whose string holds A's point
  return in_a_;
}

const Exprs& SymbolicBoard::has_liberty() {
  if (has_liberty_.empty()) has_liberty_ = meets(same_string(), next_to(empty));
  return has_liberty_;
}

z3::expr SymbolicBoard::at_most_stones(int k) const {
  z3::expr_vector stone_v(ctx);
  for (int i = 0; i < area; ++i) stone_v.push_back(!empty[i]);
  return z3::atmost(stone_v, static_cast<unsigned>(k));
}

Board SymbolicBoard::board(const z3::model& m) const {
  auto holds = [&](const z3::expr& x) { return m.eval(x, true).is_true(); };
  Board b(size);
  for (int i = 0; i < area; ++i)
    b.set(b.point(i), holds(black[i]) ? Cell::black : holds(white[i]) ? Cell::white
                      : holds(flower[i]) ? Cell::flower : Cell::empty);
  return b;
}

int SymbolicBoard::point_of_a(const z3::model& m) const {
  for (int i = 0; i < area; ++i)
    if (m.eval(at[i], true).is_true()) return i;
  return -1;
}

std::optional<std::string> unsupported(const Rules& rules) {
  if (rules.simulated_legality() == SimulatedLegality::capture_allowed)
    return "A08 eye.simulated_legality=capture_allowed (captures make the additions an order, not a set)";
  if (rules.opponent_eye() == OpponentEye::own_private_eye)
    return "A06 eye.opponent_eye=own_private_eye (the examined strings' own private eyes are judged in turn)";
  if (rules.simulated_additions() == SimulatedAdditions::extend)
    return "A41 eye.simulated_additions=extend (the symbolic board does not state the extension)";
  if (rules.eye_method() == EyeMethod::region && rules.needs_split() == NeedsSplit::inner_only &&
      rules.region_connect() == RegionConnect::empty)
    return "A01 region.needs_split=inner_only under A02 region.connect=empty (pieces that share strings)";
  return std::nullopt;
}

SymbolicEye::SymbolicEye(SymbolicBoard& board, const Rules& rules, const std::string& tag)
    : b_(board), rules_(rules), tag_(tag), ignored_(board.lit(false)) {
  assert(!unsupported(rules));
  build();
}

// A06 (T18E.S3.3.1, T22.2.8(3) 「这些白棋串不能具有1气及1气以上的眼」): the examined strings already
// have an eye somewhere on the board.
z3::expr SymbolicEye::opponent_eye(const Exprs& examined) {
  SymbolicBoard& b = b_;
  const Exprs near_examined = b.next_to(examined);
  if (rules_.opponent_eye() == OpponentEye::with_stones) {
    // T22.2.7 literally: a component of empty and black points with an empty point, without A,
    // next to an examined string.
    if (areas_.empty()) {
      Exprs member;
      for (int i = 0; i < b.area; ++i) member.push_back(b.empty[i] || b.black[i]);
      areas_ = b.components(member);
    }
    Exprs found;
    for (int k = 0; k < b.area; ++k) {
      Exprs with_empty, with_a, near;
      for (int i = 0; i < b.area; ++i) {
        with_empty.push_back(and2(areas_[k][i], b.empty[i]));
        with_a.push_back(and2(areas_[k][i], b.in_a()[i]));
        near.push_back(and2(areas_[k][i], near_examined[i]));
      }
      found.push_back(b.any(with_empty) && !b.any(with_a) && b.any(near));
    }
    return b.any(found);
  }
  // `empty_string` / `only_examined`: an empty string next to an examined string whose every stone
  // neighbour is white (`only_examined`: of an examined string).
  const std::vector<Exprs>& same = b.same_empty();
  const Exprs bad = b.next_to(readings::spoils_eye(cells_, rules_, examined));  // a stone neighbour spoils the eye
  const Exprs spoilt = b.meets(same, bad), near = b.meets(same, near_examined);
  Exprs found;
  for (int k = 0; k < b.area; ++k) found.push_back(b.empty[k] && near[k] && !spoilt[k]);
  return b.any(found);
}

// The steps of T18E.S3 / T22.2.8(2)–(3) before the simulation, for the region `member`.
SymbolicEye::Region SymbolicEye::region_fact(const z3::expr& is_region, const Exprs& member) {
  SymbolicBoard& b = b_;
  const Exprs& in_a = b.in_a();
  Region r{is_region, member, b.lit(false), b.lit(false), {}};
  if (rules_.eye_method() == EyeMethod::empty_string) {
    // T22.2.8(2): the empty string touches no other counted string of A's colour; T22.2.8(3): the
    // white strings next to it are examined.
    Exprs own;
    for (int i = 0; i < b.area; ++i) own.push_back(b.black[i] && !in_a[i] && counts_[i]);
    const z3::expr touches_own = b.any([&] {
      Exprs t;
      const Exprs near_own = b.next_to(own);
      for (int i = 0; i < b.area; ++i) t.push_back(and2(member[i], near_own[i]));
      return t;
    }());
    const Exprs near_member = b.meets(b.same_string(), b.next_to(member));
    for (int i = 0; i < b.area; ++i) r.examined.push_back(b.white[i] && counts_[i] && near_member[i]);
    const z3::expr none = !b.any(r.examined);
    r.decided_yes = !touches_own && none;
    r.to_simulation = !touches_own && !none && !opponent_eye(r.examined);
    return r;
  }
  const Exprs adj_a = b.next_to(in_a);
  const Exprs empty_next_to_a = b.meets(b.same_empty(), adj_a);
  Exprs ea;  // T18E.S3's empty strings next to A
  for (int i = 0; i < b.area; ++i) ea.push_back(b.empty[i] && member[i] && empty_next_to_a[i]);
  // The other strings of A's colour that share the region (A38) and the white strings in it, both
  // counted (A10): readings.h.
  const Exprs near_region = b.meets(b.same_string(), b.next_to(member));
  const Exprs own = readings::own_sharing(cells_, rules_, counts_, member, near_region);
  const Exprs other = readings::other_in_region(cells_, counts_, member);
  // T18E.P2 (A05).
  const z3::expr p2_fails = readings::precondition_fails(b.ctx, rules_, b.any(ea));
  // T18E.S3.1: only empty points.
  const z3::expr only_empty = !b.any(own) && !b.any(other);
  // T18E.S3.2 / T22.2.8(2) (A03): per point, its empty string touches one of `own` (asked under
  // `adjacent_all` and `adjacent_any` only).
  const Exprs touches_own = rules_.own_colour() == OwnColour::region ? Exprs(static_cast<std::size_t>(b.area), b.lit(false))
                                                                      : b.meets(b.same_empty(), b.next_to(own));
  const z3::expr own_fails = readings::own_colour_fails(b.ctx, rules_, own, ea, touches_own);
  // T18E.S3.3 / T22.2.8(3) (A04): the examined white strings; under `adjacent`, per point, its
  // string touches one of `ea`.
  const Exprs near_ea = rules_.examined() == Examined::adjacent ? b.meets(b.same_string(), b.next_to(ea)) : Exprs{};
  r.examined = readings::examined(rules_, other, near_ea);
  const z3::expr none = !b.any(r.examined);
  r.decided_yes = !p2_fails && (only_empty || (!own_fails && none));
  r.to_simulation = !p2_fails && !only_empty && !own_fails && !none && !opponent_eye(r.examined);
  return r;
}

void SymbolicEye::build() {
  SymbolicBoard& b = b_;
  const Exprs& in_a = b.in_a();
  cells_ = readings::Cells{b.empty, b.black, b.white, b.flower, in_a, b.at, b.has_liberty()};
  counts_ = readings::counted(cells_, rules_);    // A10
  ignored_ = readings::a_ignored(cells_, rules_);  // A10 `ignore` and A has no liberty
  const Exprs adj_a = b.next_to(in_a);
  if (rules_.eye_method() == EyeMethod::empty_string) {
    // A37 `empty_string`: every empty string next to A, rooted at its lowest point.
    const std::vector<Exprs>& same = b.same_empty();
    const Exprs touches_a = b.meets(same, adj_a);
    for (int j = 0; j < b.area; ++j) {
      Exprs lower;
      for (int i = 0; i < j; ++i) lower.push_back(same[j][i]);
      regions_.push_back(region_fact(b.empty[j] && !b.any(lower) && touches_a[j], same[j]));
    }
  } else {
    // T18E.S1–S2 (A02, A38, A39; readings.h): the pieces around A, each rooted at its lowest
    // connecting point.
    const bool by_empty = rules_.region_connect() == RegionConnect::empty;
    const Exprs conn = readings::connects(cells_, rules_), attached = readings::attached(cells_, rules_);
    std::vector<Exprs> member = b.components(conn);
    Exprs root, bordered;
    for (int j = 0; j < b.area; ++j) {
      Exprs& comp = member[j];
      Exprs lower(comp.begin(), comp.begin() + j);
      root.push_back(conn[j] && !b.any(lower));
      if (by_empty) {  // N01: the strings that close the ring without being the wall join the piece
        const Exprs near = b.meets(b.same_string(), b.next_to(comp));
        for (int i = 0; i < b.area; ++i) comp[i] = or2(comp[i], attached[i] && near[i]);
      }
      Exprs touching;
      for (int i = 0; i < b.area; ++i) touching.push_back(and2(comp[i], adj_a[i]));
      bordered.push_back(root[j] && b.any(touching));
    }
    // N03 and A01 (readings.h).
    const readings::Candidates candidates = readings::candidates(rules_, root, bordered);
    Exprs outer;
    if (rules_.needs_split() == NeedsSplit::inner_only) {
      Exprs size;  // the points of each piece
      for (int j = 0; j < b.area; ++j) {
        z3::expr s = b.ctx.int_val(0);
        for (int i = 0; i < b.area; ++i) s = s + z3::ite(member[j][i], b.ctx.int_val(1), b.ctx.int_val(0));
        size.push_back(s);
      }
      // Ties go to the lowest root: the pieces are disjoint under A02 `any` (the only reading of A02
      // stated with `inner_only`: unsupported), so the first sorted point list is the lowest root's.
      outer = readings::outer_pieces(b.ctx, candidates.candidate, size, [&](int j, int k) { return b.lit(j < k); });
    }
    const Exprs is_region = readings::regions(b.ctx, rules_, candidates, outer);
    for (int j = 0; j < b.area; ++j) regions_.push_back(region_fact(is_region[j], member[j]));
  }
  for (int j = 0; j < b.area; ++j) no_eye_.push_back(b.ctx.bool_const((tag_ + "_noeye" + std::to_string(j)).c_str()));
}

// T18E.S3.3.2, the part of "`added` makes the eye at the one point where `eye` holds" that no
// region changes: the eye stays empty and every neighbour ends white or flower, one at least white;
// under A08 (but `no_lift`) every string of A's colour the additions touch keeps a liberty; and,
// for A07 `connected`, the white strings around the eye after the additions (`group`).
// Precondition: at most one point of `eye` holds — a formula over the unknowns, not checkable here:
// each caller conjoins z3::atmost(eye, 1) (Shown::one_eye) or passes a constant one-hot vector. Both
// vectors have one entry per point (asserted).
SymbolicEye::Additions SymbolicEye::additions(const Exprs& added, const Exprs& eye, SimulatedOwner owner) const {
  assert(added.size() == static_cast<std::size_t>(b_.area) && eye.size() == static_cast<std::size_t>(b_.area));
  SymbolicBoard& b = b_;
  Additions out{added, eye, b.lit(true), {}};
  Exprs white_now, free_liberty;  // the white stones after the additions; the empty points left
  for (int i = 0; i < b.area; ++i) white_now.push_back(or2(b.white[i], added[i]));
  for (int i = 0; i < b.area; ++i) {
    z3::expr walled = b.lit(true), stone_next = b.lit(false);
    for (int n : b.nb(i)) {
      walled = and2(walled, or2(white_now[n], b.flower[n]));
      stone_next = or2(stone_next, white_now[n]);
    }
    if (!eye[i].is_false()) out.made = and2(out.made, z3::implies(eye[i], b.empty[i] && not1(added[i]) && walled && stone_next));
    free_liberty.push_back(and2(b.empty[i], not1(added[i])));
  }
  if (rules_.simulated_legality() != SimulatedLegality::no_lift) {
    // 「连续下白子的过程中不能提子」: every string of A's colour the additions touch keeps a liberty.
    const Exprs near_added = b.next_to(added), near_free = b.next_to(free_liberty);
    const std::vector<Exprs>& same = b.same_string();
    for (int q = 0; q < b.area; ++q) {
      if (near_added[q].is_false()) continue;  // only the strings next to an addition are asked
      z3::expr kept = b.lit(false);
      for (int i = 0; i < b.area; ++i) kept = or2(kept, and2(same[q][i], near_free[i]));
      out.made = and2(out.made, z3::implies(b.black[q] && near_added[q], kept));
    }
  }
  if (owner == SimulatedOwner::connected) {
    const Exprs near_eye = b.next_to(eye);
    Exprs seed;
    for (int i = 0; i < b.area; ++i) seed.push_back(and2(white_now[i], near_eye[i]));
    out.group = b.flood(seed, white_now);
  }
  return out;
}

// T18E.S3.3.2 for one region: the additions lie in the simulation area (A09), so does the eye, and
// the eye has the owner `owner` (A07) asks for, with the examined strings of the region.
z3::expr SymbolicEye::simulated_eye(const Region& r, const Additions& a, SimulatedOwner owner) const {
  SymbolicBoard& b = b_;
  const Exprs area = readings::simulation_area(cells_, rules_, r.member);  // A09
  z3::expr ok = a.made;
  Exprs owned;
  const Exprs near_examined = owner == SimulatedOwner::touching ? b.next_to(r.examined) : Exprs{};
  for (int i = 0; i < b.area; ++i) {
    const z3::expr& in_area = area[static_cast<std::size_t>(i)];
    if (!a.added[i].is_false()) ok = and2(ok, z3::implies(a.added[i], in_area));
    if (!a.eye[i].is_false()) ok = and2(ok, z3::implies(a.eye[i], in_area));
    if (owner == SimulatedOwner::connected) owned.push_back(and2(a.group[i], r.examined[i]));
    if (owner == SimulatedOwner::touching) owned.push_back(and2(a.eye[i], near_examined[i]));
    if (owner == SimulatedOwner::any) owned.push_back(and2(a.eye[i], r.member[i]));
  }
  return and2(and2(ok, b.any(a.eye)), b.any(owned));
}

z3::expr SymbolicEye::holds_abstract() {
  Exprs yes;
  for (std::size_t j = 0; j < regions_.size(); ++j) {
    const Region& r = regions_[j];
    yes.push_back(r.is_region && (r.decided_yes || (r.to_simulation && no_eye_[j])));
  }
  return !ignored_ && b_.any(yes);
}

z3::expr SymbolicEye::fails() {
  SymbolicBoard& b = b_;
  z3::expr out = b.lit(true);
  for (std::size_t j = 0; j < regions_.size(); ++j) {
    const Region& r = regions_[j];
    Exprs added, eye;
    for (int i = 0; i < b.area; ++i) {
      const std::string s = tag_ + "_r" + std::to_string(j) + "_";
      added.push_back(b.ctx.bool_const((s + "add" + std::to_string(i)).c_str()));
      eye.push_back(b.ctx.bool_const((s + "eye" + std::to_string(i)).c_str()));
    }
    z3::expr_vector eye_v(b.ctx);
    for (const z3::expr& x : eye) eye_v.push_back(x);
    const Shown shown{added, eye, z3::atmost(eye_v, 1)};
    const z3::expr made = shown.one_eye && simulated_eye(r, additions(added, eye, rules_.simulated_owner()), rules_.simulated_owner());
    out = out && z3::implies(r.is_region, !r.decided_yes && z3::implies(r.to_simulation, made));
    shown_.push_back(shown);
  }
  return ignored_ || out;
}

z3::expr SymbolicEye::refute_shown(const SymbolicEye& other) {
  assert(&other.b_ == &b_ && other.shown_.size() == regions_.size());
  z3::expr out = b_.lit(true);
  for (std::size_t j = 0; j < regions_.size(); ++j) {
    const Shown& shown = other.shown_[j];
    const Additions a = additions(shown.added, shown.eye, rules_.simulated_owner());  // read only with one eye point
    out = out && z3::implies(no_eye_[j] && regions_[j].to_simulation,
                             !(shown.one_eye && simulated_eye(regions_[j], a, rules_.simulated_owner())));
  }
  return out;
}

// The lemma of one concrete simulation: no region whose simulation is abstracted as "no eye"
// (no_eye_r) is one where the additions `points` — those of them that are empty on the board, a
// term of the board, so that the lemma holds on every board and not only the one it came from —
// make the one-liberty eye at `eye` with the owner `owner`.
z3::expr SymbolicEye::lemma(const std::vector<char>& points, int eye, SimulatedOwner owner) {
  SymbolicBoard& b = b_;
  Exprs added;
  for (int i = 0; i < b.area; ++i) added.push_back(points[static_cast<std::size_t>(i)] ? b.empty[i] : b.lit(false));
  const Additions a = additions(added, b.point(eye), owner);
  z3::expr out = b.lit(true);
  for (std::size_t j = 0; j < regions_.size(); ++j)
    out = out && z3::implies(no_eye_[j] && regions_[j].to_simulation, !simulated_eye(regions_[j], a, owner));
  return out;
}

z3::expr SymbolicEye::refute(const std::vector<int>& added, int eye) {
  std::vector<char> points(static_cast<std::size_t>(b_.area), 0);
  for (int p : added) points[static_cast<std::size_t>(p)] = 1;
  for (int n : b_.nb(eye)) points[static_cast<std::size_t>(n)] = 1;
  return lemma(points, eye, rules_.simulated_owner());
}

z3::expr SymbolicEye::forced_lemmas() {
  // Under `connected` the owner asked of these lemmas is `touching`, which implies it (a white
  // stone next to the eye that belongs to an examined string is in a string that holds one).
  const SimulatedOwner owner =
      rules_.simulated_owner() == SimulatedOwner::connected ? SimulatedOwner::touching : rules_.simulated_owner();
  z3::expr out = b_.lit(true);
  for (int e = 0; e < b_.area; ++e) {
    std::vector<char> points(static_cast<std::size_t>(b_.area), 0);
    for (int n : b_.nb(e)) points[static_cast<std::size_t>(n)] = 1;
    out = out && lemma(points, e, owner);
  }
  return out;
}

}  // namespace f3go::smt
