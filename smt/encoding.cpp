// The Z3 building blocks of smt/ (see encoding.h): components spanned by ranked trees.
#include "smt/encoding.h"

#include <stdexcept>

namespace f3go::smt::detail {
namespace {
thread_local long fresh_names = 0;  // one counter per thread: names are never reused on a context
}

Enc::Enc(z3::context& c, z3::solver& s, const Board& b)
    : ctx(c), solver(s), board(b), area(b.area()), board_id_(fresh_names++) {
  neighbours_.resize(static_cast<std::size_t>(area));
  for (int i = 0; i < area; ++i)
    for (Point q : b.neighbours(b.point(i))) neighbours_[static_cast<std::size_t>(i)].push_back(b.index(q));
}

z3::expr Enc::shared_boolean(const std::string& key) {
  auto it = shared_.find(key);
  if (it == shared_.end()) it = shared_.emplace(key, ctx.bool_const(("b" + std::to_string(board_id_) + "_" + key).c_str())).first;
  return it->second;
}

z3::expr Enc::shared_integer(const std::string& key) {
  auto it = shared_.find(key);
  if (it == shared_.end()) it = shared_.emplace(key, ctx.int_const(("b" + std::to_string(board_id_) + "_" + key).c_str())).first;
  return it->second;
}

z3::expr Enc::boolean(const std::string& tag) {
  return ctx.bool_const((tag + "!" + std::to_string(fresh_names++)).c_str());
}

z3::expr Enc::integer(const std::string& tag) {
  return ctx.int_const((tag + "!" + std::to_string(fresh_names++)).c_str());
}

z3::expr Enc::num(int v) const { return ctx.int_val(v); }

// (declared in encoding.h with their contracts)
z3::expr_vector to_vector(Enc& e, const Exprs& xs) {
  z3::expr_vector v(e.ctx);
  for (const z3::expr& x : xs) v.push_back(x);
  return v;
}

z3::expr both(const z3::expr& a, const z3::expr& b) {
  if (a.is_false() || b.is_true()) return a;
  if (b.is_false() || a.is_true()) return b;
  return a && b;
}

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

// One member q: a non-root has exactly one parent, a joined neighbour of smaller rank; a root has
// none. Canonical: its label is its component's (equal along edges) and at most its own index.
void tie_member(Enc& e, Forest& f, const Exprs& rank, int q, const std::vector<z3::expr>& parents) {
  const auto i = static_cast<std::size_t>(q);
  if (f.canonical) {
    e.require(f.label[i] <= e.num(q));
    for (int n : f.edges[i])
      if (n > q) e.require(f.label[i] == f.label[static_cast<std::size_t>(n)]);
    // Redundant (implied: a root is its component's lowest point), stated to spare the search.
    for (int n : f.edges[i])
      if (n < q) e.require(!f.root[i]);
  }
  if (parents.empty()) {
    e.require(f.root[i]);
    return;
  }
  z3::expr_vector v = to_vector(e, parents);
  e.require(z3::implies(f.root[i], !z3::mk_or(v)));
  e.require(z3::implies(!f.root[i], z3::mk_or(v)));
  if (parents.size() > 1) e.require(z3::atmost(v, 1));
  for (std::size_t j = 0; j < parents.size(); ++j) {
    const auto n = static_cast<std::size_t>(f.edges[i][j]);
    e.require(z3::implies(parents[j], rank[n] < rank[i]));
  }
}

}  // namespace

Forest make_forest(Enc& e, const std::string& tag, const std::function<bool(int)>& member,
                   const std::function<bool(int, int)>& edge, bool canonical, bool shared) {
  const auto var = [&](bool is_bool, const std::string& what, int q, int n) {
    const std::string key = tag + "_" + what + "_" + std::to_string(q) + (n >= 0 ? "_" + std::to_string(n) : "");
    if (shared) return is_bool ? e.shared_boolean(key) : e.shared_integer(key);
    return is_bool ? e.boolean(tag + "_" + what) : e.integer(tag + "_" + what);
  };
  Forest f;
  f.canonical = canonical;
  const auto n = static_cast<std::size_t>(e.area);
  f.member.resize(n);
  for (int q = 0; q < e.area; ++q) f.member[static_cast<std::size_t>(q)] = member(q);
  f.edges = joined(e, f.member, edge);
  f.children.resize(n);
  Exprs rank = e.constant(false);
  f.label.assign(n, e.num(0));
  f.root.assign(n, e.lit(false));
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    rank[i] = var(false, "rank", q, -1);
    f.root[i] = var(true, "root", q, -1);
    f.unknowns.push_back(rank[i]);
    f.unknowns.push_back(f.root[i]);
    if (canonical) {  // two roots of one component would need two labels; the root is the lowest
      f.label[i] = var(false, "label", q, -1);
      f.unknowns.push_back(f.label[i]);
      e.require(z3::implies(f.root[i], f.label[i] == e.num(q)));
    }
  }
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    std::vector<z3::expr> parents;
    for (int nq : f.edges[i]) {
      z3::expr p = var(true, "parent", q, nq);
      parents.push_back(p);
      f.unknowns.push_back(p);
      f.children[static_cast<std::size_t>(nq)].emplace_back(q, p);
    }
    tie_member(e, f, rank, q, parents);
  }
  return f;
}

void freeze(Enc& e, const Forest& f, z3::model& m) {
  if (!f.canonical) throw std::logic_error("smt: only a canonical forest may be frozen");
  for (const z3::expr& x : f.unknowns) e.require(x == m.eval(x, true));
}

Exprs subtree_any(Enc& e, const Forest& f, const Exprs& fact, const std::string& tag) {
  Exprs agg = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (f.member[static_cast<std::size_t>(q)]) agg[static_cast<std::size_t>(q)] = e.boolean(tag);
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    Exprs terms{fact[i]};
    for (const auto& [child, is_parent] : f.children[i])
      terms.push_back(is_parent && agg[static_cast<std::size_t>(child)]);
    e.require(agg[i] == any_of(e, terms));
  }
  return agg;
}

Exprs component_any(Enc& e, const Forest& f, const Exprs& fact, const std::string& tag) {
  const Exprs agg = subtree_any(e, f, fact, tag + "_sub");
  Exprs val = e.constant(false);
  for (int q = 0; q < e.area; ++q)
    if (f.member[static_cast<std::size_t>(q)]) val[static_cast<std::size_t>(q)] = e.boolean(tag);
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    e.require(z3::implies(f.root[i], val[i] == agg[i]));
    for (int n : f.edges[i])
      if (n > q) e.require(val[i] == val[static_cast<std::size_t>(n)]);
  }
  return val;
}

Exprs subtree_sum(Enc& e, const Forest& f, const Exprs& weight, const std::string& tag) {
  if (!f.canonical) throw std::logic_error("smt: subtree_sum needs a canonical forest");
  Exprs sum = Exprs(static_cast<std::size_t>(e.area), e.num(0));
  for (int q = 0; q < e.area; ++q)
    if (f.member[static_cast<std::size_t>(q)]) sum[static_cast<std::size_t>(q)] = e.integer(tag);
  for (int q = 0; q < e.area; ++q) {
    const auto i = static_cast<std::size_t>(q);
    if (!f.member[i]) continue;
    z3::expr total = weight[i];
    for (const auto& [child, is_parent] : f.children[i])
      total = total + z3::ite(is_parent, sum[static_cast<std::size_t>(child)], e.num(0));
    e.require(sum[i] == total);
  }
  return sum;
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
