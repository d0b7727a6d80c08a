// The Z3 building blocks of smt/ (see encoding.h): components spanned by ranks, and settled.
#include "smt/encoding.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <set>
#include <stdexcept>

#include "smt/readings.h"

namespace f3go::smt::detail {
namespace {
thread_local long fresh_names = 0;  // one counter per thread: names are never reused on a context

std::size_t at(int q) { return static_cast<std::size_t>(q); }
}  // namespace

Enc::Enc(z3::context& c, z3::solver& s, const Board& b)
    : ctx(c), solver(s), board(b), area(b.area()), board_id_(fresh_names++) {
  neighbours_.resize(static_cast<std::size_t>(area));
  for (int i = 0; i < area; ++i)
    for (Point q : b.neighbours(b.point(i))) neighbours_[static_cast<std::size_t>(i)].push_back(b.index(q));
}

z3::expr Enc::shared_boolean(const std::string& key) {
  auto it = shared_.find(key);
  if (it == shared_.end()) {
    ++variables_;
    it = shared_.emplace(key, ctx.bool_const(("b" + std::to_string(board_id_) + "_" + key).c_str())).first;
  }
  return it->second;
}

z3::expr Enc::shared_integer(const std::string& key) {
  auto it = shared_.find(key);
  if (it == shared_.end()) {
    ++variables_;
    it = shared_.emplace(key, ctx.int_const(("b" + std::to_string(board_id_) + "_" + key).c_str())).first;
  }
  return it->second;
}

z3::expr Enc::boolean(const std::string& tag) {
  ++variables_;
  return ctx.bool_const((tag + "!" + std::to_string(fresh_names++)).c_str());
}

z3::expr Enc::integer(const std::string& tag) {
  ++variables_;
  return ctx.int_const((tag + "!" + std::to_string(fresh_names++)).c_str());
}

z3::expr Enc::num(int v) const { return ctx.int_val(v); }

bool holds_one_string(const Board& b, const std::vector<Point>& a) {
  if (a.empty()) return false;
  for (Point p : a)
    if (!b.on_board(p)) return false;
  const Cell c = b.at(a.front());
  if (!is_stone(c)) return false;
  std::vector<Point> string{a.front()};  // T22.2.3: the stones joined to A's first through stones of c
  std::vector<char> seen(at(b.area()), 0);
  seen[at(b.index(a.front()))] = 1;
  for (std::size_t i = 0; i < string.size(); ++i)
    for (Point n : b.neighbours(string[i]))
      if (b.at(n) == c && !seen[at(b.index(n))]) {
        seen[at(b.index(n))] = 1;
        string.push_back(n);
      }
  std::vector<Point> given = a;
  std::sort(given.begin(), given.end());
  given.erase(std::unique(given.begin(), given.end()), given.end());
  std::sort(string.begin(), string.end());
  return given == string;
}

// (declared in encoding.h with their contracts)
z3::expr_vector to_vector(Enc& e, const Exprs& xs) {
  z3::expr_vector v(e.ctx);
  for (const z3::expr& x : xs) v.push_back(x);
  return v;
}

z3::expr both(const z3::expr& a, const z3::expr& b) { return readings::conj(a, b); }

z3::expr any_of(Enc& e, const Exprs& xs) {
  if (xs.empty()) return e.lit(false);
  if (xs.size() == 1) return xs.front();
  return z3::mk_or(to_vector(e, xs));
}

z3::expr all_of(Enc& e, const Exprs& xs) {
  if (xs.empty()) return e.lit(true);
  if (xs.size() == 1) return xs.front();
  return z3::mk_and(to_vector(e, xs));
}

namespace {

// The joined neighbours of every member.
std::vector<std::vector<int>> joined(Enc& e, const std::vector<char>& member,
                                     const std::function<bool(int, int)>& edge) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(e.area));
  for (int q = 0; q < e.area; ++q) {
    if (!member[static_cast<std::size_t>(q)]) continue;
    for (int n : e.nb(q))
      if (member[static_cast<std::size_t>(n)] && edge(q, n)) out[static_cast<std::size_t>(q)].push_back(n);
  }
  return out;
}

// One member q: its label is its component's (equal along edges to other units) and at most the
// index of its unit's lowest member. Precondition: the labels and roots of a unit are its lowest
// member's (make_forest).
void tie_member(Enc& e, const Forest& f, const std::vector<int>& unit, int q) {
  assert(unit[at(q)] <= q && z3::eq(f.label[at(q)], f.label[at(unit[at(q)])]));
  const auto i = static_cast<std::size_t>(q);
  const int u = unit[i];
  if (u == q) e.require(f.label[i] <= e.num(q));
  for (int n : f.edges[i]) {
    const auto j = static_cast<std::size_t>(n);
    if (unit[j] == u) continue;  // one unit, one label
    if (n > q) e.require(f.label[i] == f.label[j]);
    // Redundant (implied: a root is its component's lowest point), stated to spare the search.
    if (n < u) e.require(!f.root[static_cast<std::size_t>(u)]);
  }
}

// Per unit u (see make_forest): unless u is a root, a member of u has a joined neighbour in a unit of
// smaller rank.
void tie_units(Enc& e, const Forest& f, const std::vector<int>& unit, const Exprs& rank) {
  std::map<int, std::set<int>> lower;  // unit → the units it is joined to
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    lower[unit[i]];
    for (int n : f.edges[i])
      if (unit[static_cast<std::size_t>(n)] != unit[i]) lower[unit[i]].insert(unit[static_cast<std::size_t>(n)]);
  }
  for (const auto& [u, others] : lower) {
    Exprs smaller;
    for (int v : others) smaller.push_back(rank[static_cast<std::size_t>(v)] < rank[static_cast<std::size_t>(u)]);
    e.require(z3::implies(!f.root[static_cast<std::size_t>(u)], any_of(e, smaller)));
  }
}

// The members of each component of a settled forest, by the index of its root.
std::map<int, std::vector<int>> components(const Forest& f) {
  if (!f.settled) throw std::logic_error("smt: the facts of a component need a settled forest");
  std::map<int, std::vector<int>> out;
  for (std::size_t q = 0; q < f.member.size(); ++q)
    if (f.member[q]) out[f.component[q]].push_back(static_cast<int>(q));
  return out;
}

// The contract of make_forest (encoding.h): with `unit` given, it names each member's unit by a
// member of the unit no later in point order (unit[u] == u ≤ q), `edge` is symmetric on members,
// and a walk over edges inside each unit from the member naming it reaches all of the unit.
[[maybe_unused]] bool is_forest_input(Enc& e, const std::function<bool(int)>& member,
                                      const std::function<bool(int, int)>& edge, const std::vector<int>& unit) {
  std::vector<char> in(at(e.area), 0), seen(at(e.area), 0);
  for (int q = 0; q < e.area; ++q) in[at(q)] = member(q);
  for (int q = 0; q < e.area; ++q)
    for (int m : e.nb(q))
      if (in[at(q)] && in[at(m)] && edge(q, m) != edge(m, q)) return false;
  if (unit.empty()) return true;
  if (unit.size() != at(e.area)) return false;
  std::vector<int> size(at(e.area), 0);
  for (int q = 0; q < e.area; ++q) {
    if (!in[at(q)]) continue;
    const int u = unit[at(q)];
    if (u < 0 || u > q || !in[at(u)] || unit[at(u)] != u) return false;
    ++size[at(u)];
  }
  for (int u = 0; u < e.area; ++u) {
    if (!in[at(u)] || unit[at(u)] != u) continue;
    std::vector<int> reached{u};
    seen[at(u)] = 1;
    for (std::size_t i = 0; i < reached.size(); ++i)
      for (int m : e.nb(reached[i]))
        if (in[at(m)] && unit[at(m)] == u && !seen[at(m)] && edge(reached[i], m)) {
          seen[at(m)] = 1;
          reached.push_back(m);
        }
    if (static_cast<int>(reached.size()) != size[at(u)]) return false;
  }
  return true;
}

// The components of the members `component[q] >= 0`, every two neighbouring members joined, each
// named by its lowest point: the `component` of such a settled forest (settled_forest's contract).
[[maybe_unused]] bool is_component_naming(Enc& e, const std::vector<int>& component) {
  if (component.size() != at(e.area)) return false;
  std::vector<int> lowest(component.size(), -1);
  for (int r = 0; r < e.area; ++r) {  // in point order, so each flood starts at its lowest point
    if (component[at(r)] < 0 || lowest[at(r)] >= 0) continue;
    std::vector<int> reached{r};
    lowest[at(r)] = r;
    for (std::size_t i = 0; i < reached.size(); ++i)
      for (int m : e.nb(reached[i]))
        if (component[at(m)] >= 0 && lowest[at(m)] < 0) {
          lowest[at(m)] = r;
          reached.push_back(m);
        }
  }
  for (std::size_t q = 0; q < component.size(); ++q)
    if (component[q] >= 0 && component[q] != lowest[q]) return false;
  return true;
}

}  // namespace

Forest make_forest(Enc& e, const std::string& tag, const std::function<bool(int)>& member,
                   const std::function<bool(int, int)>& edge, std::vector<int> unit, bool shared, bool bounded) {
  assert(is_forest_input(e, member, edge, unit));
  const auto var = [&](bool is_bool, const std::string& what, int q) {
    const std::string key = tag + "_" + what + "_" + std::to_string(q);
    if (shared) return is_bool ? e.shared_boolean(key) : e.shared_integer(key);
    return is_bool ? e.boolean(tag + "_" + what) : e.integer(tag + "_" + what);
  };
  Forest f;
  const auto n = static_cast<std::size_t>(e.area);
  f.member.resize(n);
  for (int q = 0; q < e.area; ++q) f.member[static_cast<std::size_t>(q)] = member(q);
  f.edges = joined(e, f.member, edge);
  if (unit.empty())
    for (int q = 0; q < e.area; ++q) unit.push_back(q);
  Exprs rank = e.constant(false);
  f.label.assign(n, e.num(0));
  f.root.assign(n, e.lit(false));
  // A unit is joined inside, so its members share one label: the unit's variables are its lowest
  // member's, and only that member can be the lowest point of a component.
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i] || unit[i] != q) continue;
    rank[i] = var(false, "rank", q);
    if (bounded) {  // the depths of the units from their roots lie in 0 … area − 1
      e.require(rank[i] >= e.num(0));
      e.require(rank[i] < e.num(e.area));
    }
    f.root[i] = var(true, "root", q);
    // Two roots of one component would need two labels: the root is the lowest point.
    f.label[i] = var(false, "label", q);
    e.require(z3::implies(f.root[i], f.label[i] == e.num(q)));
  }
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (f.member[i] && unit[i] != q) f.label[i] = f.label[static_cast<std::size_t>(unit[i])];
  }
  for (int q = 0; q < e.area; ++q)
    if (f.member[static_cast<std::size_t>(q)]) tie_member(e, f, unit, q);
  tie_units(e, f, unit, rank);
  return f;
}

bool satisfies(Enc& e, z3::model& m) {
  for (const z3::expr& a : e.solver.assertions())
    if (!m.eval(a, true).is_true()) return false;
  return true;
}

Forest settle(const Forest& f, z3::model& m) {
  assert(!f.settled && f.label.size() == f.member.size());
  Forest out = f;
  out.settled = true;
  out.component.assign(f.member.size(), -1);
  for (std::size_t q = 0; q < f.member.size(); ++q) {
    if (!f.member[q]) continue;
    out.label[q] = m.eval(f.label[q], true);
    out.root[q] = m.eval(f.root[q], true);
    out.component[q] = static_cast<int>(out.label[q].get_numeral_int64());
  }
  return out;
}

Forest settled_forest(Enc& e, const std::vector<int>& component) {
  assert(is_component_naming(e, component));
  if (component.size() != static_cast<std::size_t>(e.area)) throw std::logic_error("smt: a settled forest of another board size");
  Forest f;
  f.settled = true;
  f.component = component;
  f.member.assign(component.size(), 0);
  for (std::size_t q = 0; q < component.size(); ++q) f.member[q] = component[q] >= 0;
  f.edges = joined(e, f.member, [](int, int) { return true; });
  f.label.assign(component.size(), e.num(0));
  f.root.assign(component.size(), e.lit(false));
  for (std::size_t q = 0; q < component.size(); ++q) {
    if (!f.member[q]) continue;
    f.label[q] = e.num(component[q]);
    f.root[q] = e.lit(component[q] == static_cast<int>(q));
  }
  return f;
}

Exprs component_any(Enc& e, const Forest& f, const Exprs& fact) {
  assert(f.settled && fact.size() == f.member.size());
  Exprs out = e.constant(false);
  for (const auto& [root, members] : components(f)) {
    Exprs terms;
    for (int q : members) terms.push_back(fact[static_cast<std::size_t>(q)]);
    const z3::expr any = any_of(e, terms);
    for (int q : members) out[static_cast<std::size_t>(q)] = any;
  }
  return out;
}

Exprs component_sum(Enc& e, const Forest& f, const Exprs& weight) {
  assert(f.settled && weight.size() == f.member.size());
  Exprs out(static_cast<std::size_t>(e.area), e.num(0));
  for (const auto& [root, members] : components(f)) {
    z3::expr_vector terms(e.ctx);
    for (int q : members) terms.push_back(weight[static_cast<std::size_t>(q)]);
    const z3::expr sum = z3::sum(terms);
    for (int q : members) out[static_cast<std::size_t>(q)] = sum;
  }
  return out;
}

Exprs reaches(Enc& e, const Exprs& member, const Exprs& target, const std::string& tag) {
  Exprs reach = e.constant(false), rank = e.constant(false);
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (member[i].is_false()) continue;
    reach[i] = e.boolean(tag);
    rank[i] = e.integer(tag + "_rank");
  }
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (member[i].is_false()) continue;
    Exprs via{target[i]};
    for (int n : e.nb(q)) {
      const auto j = static_cast<std::size_t>(n);
      if (!member[j].is_false()) via.push_back(reach[j] && rank[j] < rank[i]);
    }
    e.require(z3::implies(reach[i], member[i] && any_of(e, via)));
  }
  return reach;
}

}  // namespace f3go::smt::detail
