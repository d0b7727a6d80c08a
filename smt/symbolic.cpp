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

const std::vector<Exprs>& SymbolicBoard::same_area() {
  if (!same_area_.empty()) return same_area_;
  Exprs member;  // T22.2.7 「由颜色相同的棋串…形成的含有空点串的封闭区域」: empty points and A's colour, black
  for (int i = 0; i < area; ++i) member.push_back(empty[i] || black[i]);
  same_area_ = components(member);
  return same_area_;
}

readings::Components SymbolicBoard::components_for(bool with_areas) {
  readings::Components out;
  out.strings = [this](const Exprs& fact) { return meets(same_string(), fact); };
  out.empties = [this](const Exprs& fact) { return meets(same_empty(), fact); };
  if (with_areas) out.areas = [this](const Exprs& fact) { return meets(same_area(), fact); };
  return out;
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
                                                  : holds(flower[i])  ? Cell::flower
                                                                      : Cell::empty);
  return b;
}

int SymbolicBoard::point_of_a(const z3::model& m) const {
  for (int i = 0; i < area; ++i)
    if (m.eval(at[i], true).is_true()) return i;
  return -1;
}

std::optional<std::string> unsupported(const Rules& rules) { return readings::unstated_symbolically(rules); }

SymbolicEye::SymbolicEye(SymbolicBoard& board, const Rules& rules, const std::string& tag)
    : b_(board), rules_(rules), tag_(tag), ignored_(board.lit(false)) {
  assert(!unsupported(rules));
  build();
}

// The steps of T18E.S3 / T22.2.8(2)–(3) before the simulation, for the region `member`
// (readings.h region_facts).
SymbolicEye::Region SymbolicEye::region_fact(const z3::expr& is_region, const Exprs& member) {
  const readings::RegionFacts facts = readings::region_facts(cells_, rules_, comps_, counts_, member);
  return Region{is_region, member, facts.decided_yes(), facts.to_simulation(), facts.examined};
}

// The regions of A (T18E.S1–S2: A01, A02, A38, A39, N01, N03) or, under A37 `empty_string`, the
// empty strings next to A, each rooted at its lowest point (readings.h).
void SymbolicEye::build() {
  SymbolicBoard& b = b_;
  const Exprs& in_a = b.in_a();
  cells_ = readings::Cells{b.empty, b.black, b.white, b.flower, in_a, b.at, b.has_liberty(), {}};
  for (int i = 0; i < b.area; ++i) cells_.nb.push_back(b.nb(i));
  comps_ = b.components_for(readings::eye_areas(rules_));
  counts_ = readings::counted(cells_, rules_);     // A10
  ignored_ = readings::a_ignored(cells_, rules_);  // A10 `ignore` and A has no liberty
  if (readings::judges_empty_strings(rules_)) {
    const std::vector<Exprs>& same = b.same_empty();
    Exprs roots;
    for (int j = 0; j < b.area; ++j) roots.push_back(b.empty[j] && !b.any(Exprs(same[j].begin(), same[j].begin() + j)));
    const Exprs judged = readings::empty_strings_next_to_a(cells_, comps_, roots);
    for (int j = 0; j < b.area; ++j) regions_.push_back(region_fact(judged[j], same[j]));
  } else {
    std::vector<Exprs> member;
    const Exprs is_region = pieces(member);
    for (int j = 0; j < b.area; ++j) regions_.push_back(region_fact(is_region[j], member[j]));
  }
  for (int j = 0; j < b.area; ++j) no_eye_.push_back(b.ctx.bool_const((tag_ + "_noeye" + std::to_string(j)).c_str()));
}

// T18E.S1–S2 (A02, A38, A39, N01; readings.h): the pieces around A, each rooted at its lowest joining
// point, their members in `member`; then N03 and A01, which of them are regions.
Exprs SymbolicEye::pieces(std::vector<Exprs>& member) {
  SymbolicBoard& b = b_;
  const Exprs adj_a = b.next_to(b.in_a());
  const Exprs conn = readings::connects(cells_, rules_), attached = readings::attached(cells_, rules_);
  member = b.components(conn);
  Exprs root, bordered;
  for (int j = 0; j < b.area; ++j) {
    Exprs& comp = member[j];
    root.push_back(conn[j] && !b.any(Exprs(comp.begin(), comp.begin() + j)));
    if (readings::pieces_share_strings(rules_)) {                    // N01: the strings that close the ring without being
      const Exprs near = b.meets(b.same_string(), b.next_to(comp));  // the wall join the piece
      for (int i = 0; i < b.area; ++i) comp[i] = or2(comp[i], and2(attached[i], near[i]));
    }
    Exprs touching;
    for (int i = 0; i < b.area; ++i) touching.push_back(and2(comp[i], adj_a[i]));
    bordered.push_back(root[j] && b.any(touching));
  }
  const readings::Candidates candidates = readings::candidates(rules_, root, bordered);
  Exprs outer;
  if (readings::needs_outer_piece(rules_)) {
    Exprs size;  // the points of each piece
    for (int j = 0; j < b.area; ++j) {
      z3::expr s = b.ctx.int_val(0);
      for (int i = 0; i < b.area; ++i) s = s + z3::ite(member[j][i], b.ctx.int_val(1), b.ctx.int_val(0));
      size.push_back(s);
    }
    outer = readings::outer_pieces(b.ctx, rules_, candidates.candidate, size, member);
  }
  return readings::regions(b.ctx, rules_, candidates, outer);
}

// T18E.S3.3.2, the terms of "`added` makes the eye at the one point where `eye` holds" that no region
// changes: the white stones and the empty points after the additions; the liberties kept and the
// white strings around the eye are built when a reading asks for them (kept, group).
// Precondition: at most one point of `eye` holds — a formula over the unknowns, not checkable here:
// each caller conjoins z3::atmost(eye, 1) (Shown::one_eye) or passes a constant one-hot vector. Both
// vectors have one entry per point (asserted).
SymbolicEye::Additions SymbolicEye::additions(const Exprs& added, const Exprs& eye) const {
  assert(added.size() == static_cast<std::size_t>(b_.area) && eye.size() == static_cast<std::size_t>(b_.area));
  Additions out{added, eye, {}, {}, std::nullopt, std::nullopt};
  for (int i = 0; i < b_.area; ++i) {
    out.white_now.push_back(or2(b_.white[i], added[i]));
    out.empty_after.push_back(and2(b_.empty[i], not1(added[i])));
  }
  return out;
}

// 「连续下白子的过程中不能提子」: every string of A's colour the additions touch keeps a liberty (only the
// strings next to an addition are asked).
z3::expr SymbolicEye::kept(const Additions& a) const {
  if (a.kept) return *a.kept;
  SymbolicBoard& b = b_;
  z3::expr out = b.lit(true);
  const Exprs near_added = b.next_to(a.added), near_free = b.next_to(a.empty_after);
  const std::vector<Exprs>& same = b.same_string();
  for (int q = 0; q < b.area; ++q) {
    if (near_added[q].is_false()) continue;
    z3::expr liberty = b.lit(false);
    for (int i = 0; i < b.area; ++i) liberty = or2(liberty, and2(same[q][i], near_free[i]));
    out = and2(out, z3::implies(b.black[q] && near_added[q], liberty));
  }
  a.kept = out;
  return out;
}

// The white strings around the eye after the additions: a flood from its white neighbours.
const Exprs& SymbolicEye::group(const Additions& a) const {
  if (a.group) return *a.group;
  const Exprs near_eye = b_.next_to(a.eye);
  Exprs seed;
  for (int i = 0; i < b_.area; ++i) seed.push_back(and2(a.white_now[i], near_eye[i]));
  a.group = b_.flood(seed, a.white_now);
  return *a.group;
}

// T18E.S3.3.2 for one region: the additions make the eye as the readings say (readings.h makes_eye),
// over the region's points and examined strings; this encoding's joins are floods. The strings of
// the owner: the strings around the eye (the group), when they hold an examined stone (the eye has
// a white neighbour, so it is next to a point of the group).
z3::expr SymbolicEye::simulated_eye(const Region& r, const Additions& a, const Rules& rules) const {
  SymbolicBoard& b = b_;
  readings::Simulated s{a.added, a.eye, a.empty_after, Exprs(static_cast<std::size_t>(b.area), b.lit(false)), r.member, r.examined, {}, {}, {}};
  s.joined = [&](const Exprs& member) { return b.flood(r.examined, member); };
  s.owner_strings = [&] {
    const Exprs& around = group(a);
    Exprs examined_around;
    for (int i = 0; i < b.area; ++i) examined_around.push_back(and2(around[i], r.examined[i]));
    const z3::expr holds = b.any(examined_around);
    Exprs out;
    for (int i = 0; i < b.area; ++i) out.push_back(and2(around[i], holds));
    return out;
  };
  s.liberties_kept = [&] { return kept(a); };
  return readings::makes_eye(cells_, rules, s);
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
    const z3::expr made = shown.one_eye && simulated_eye(r, additions(added, eye), rules_);
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
    const Additions a = additions(shown.added, shown.eye);  // read only with one eye point
    out = out && z3::implies(no_eye_[j] && regions_[j].to_simulation,
                             !(shown.one_eye && simulated_eye(regions_[j], a, rules_)));
  }
  return out;
}

// The lemma of one concrete simulation: no region whose simulation is abstracted as "no eye"
// (no_eye_r) is one where the additions `points` — those of them that are empty on the board, a
// term of the board, so that the lemma holds on every board and not only the one it came from —
// make the one-liberty eye at `eye` under `rules`' simulation.
z3::expr SymbolicEye::lemma(const std::vector<char>& points, int eye, const Rules& rules) {
  assert(points.size() == static_cast<std::size_t>(b_.area) && eye >= 0 && eye < b_.area);
  SymbolicBoard& b = b_;
  Exprs added;
  for (int i = 0; i < b.area; ++i) added.push_back(points[static_cast<std::size_t>(i)] ? b.empty[i] : b.lit(false));
  const Additions a = additions(added, b.point(eye));
  z3::expr out = b.lit(true);
  for (std::size_t j = 0; j < regions_.size(); ++j)
    out = out && z3::implies(no_eye_[j] && regions_[j].to_simulation, !simulated_eye(regions_[j], a, rules));
  return out;
}

z3::expr SymbolicEye::refute(const std::vector<int>& added, int eye) {
  std::vector<char> points(static_cast<std::size_t>(b_.area), 0);
  for (int p : added) points[static_cast<std::size_t>(p)] = 1;
  for (int n : b_.nb(eye)) points[static_cast<std::size_t>(n)] = 1;
  return lemma(points, eye, rules_);
}

z3::expr SymbolicEye::forced_lemmas() {
  // The owner asked of these lemmas is one the least additions make sure of, which implies the
  // readings' own (readings.h least_additions_owner).
  const Rules rules = readings::least_additions_owner(rules_);
  z3::expr out = b_.lit(true);
  for (int e = 0; e < b_.area; ++e) {
    std::vector<char> points(static_cast<std::size_t>(b_.area), 0);
    for (int n : b_.nb(e)) points[static_cast<std::size_t>(n)] = 1;
    out = out && lemma(points, e, rules);
  }
  return out;
}

}  // namespace f3go::smt
