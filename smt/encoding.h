// The Z3 building blocks of smt/: the board as constants, fresh variables, and components of a set
// of points spanned by trees (T22.2.3 棋串, T22.2.5 空点串, T22.2.6 封闭区域 all are components).
//
// A component is spanned by parent pointers: every non-root point has exactly one parent, a joined
// neighbour with a strictly smaller integer rank, so the pointers form trees (no cycle) and every
// point reaches a root. A fact aggregated up a tree (any) and made equal along every edge of the
// component is the fact of the whole component, however many trees Z3 chooses to span it with:
// two trees of one component must agree, and the disjunction over a tree's points is then the
// disjunction over the component's. Where one root per component is needed (the pieces of the board
// are counted, sized and named), a canonical forest adds an integer label per point, equal along
// every edge and at most the point's own index, the roots being exactly the points whose label is
// their index: then each component has one root, its lowest point. No transitive closure, no
// recursive function.
#pragma once
#include <z3++.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "oracle/board.h"

namespace f3go::smt::detail {

using Exprs = std::vector<z3::expr>;

// One board, one Z3 context and one solver: constants, fresh names, assertions.
class Enc {
 public:
  // Precondition: `b` outlives the Enc.
  Enc(z3::context& ctx, z3::solver& solver, const Board& b);

  z3::context& ctx;
  z3::solver& solver;
  const Board& board;
  const int area;

  // The on-board orthogonal neighbours of point index i (T22.2.1), by index.
  const std::vector<int>& nb(int i) const { return neighbours_[static_cast<std::size_t>(i)]; }
  Cell cell(int i) const { return board.cells()[static_cast<std::size_t>(i)]; }
  bool is_empty(int i) const { return cell(i) == Cell::empty; }
  bool is_flower(int i) const { return cell(i) == Cell::flower; }
  bool is_stone_at(int i) const { return is_stone(cell(i)); }

  // A fresh Bool / Int constant; the tag names it in SMT-LIB2 output. Names are never reused in
  // one thread (a context may serve many boards, one scope each).
  z3::expr boolean(const std::string& tag);
  z3::expr integer(const std::string& tag);
  // The Bool / Int constant named `key` on this board: the same one every time it is asked for.
  // Questions posed one after another in separate scopes then share variables, and Z3's saved
  // phases carry a structure found for one question over to the next as a first guess.
  z3::expr shared_boolean(const std::string& key);
  z3::expr shared_integer(const std::string& key);
  z3::expr lit(bool v) const { return ctx.bool_val(v); }
  z3::expr num(int v) const;
  // A vector of `area` copies of a constant.
  Exprs constant(bool v) const { return Exprs(static_cast<std::size_t>(area), lit(v)); }
  // Asserts e in the solver's current scope.
  void require(const z3::expr& e) { solver.add(e); }

 private:
  std::vector<std::vector<int>> neighbours_;
  std::map<std::string, z3::expr> shared_;
  long board_id_;
};

// Disjunction / conjunction of a list (false / true when empty).
z3::expr any_of(Enc& e, const Exprs& xs);
z3::expr all_of(Enc& e, const Exprs& xs);
z3::expr_vector to_vector(Enc& e, const Exprs& xs);
// a ∧ b, folded when either is the constant true or false (keeps placeholders recognisable).
z3::expr both(const z3::expr& a, const z3::expr& b);

// The components of the points satisfying `member`, two members being joined when `edge` holds
// for them (and they are neighbours). Members and edges are read from the board (constants).
struct Forest {
  bool canonical = false;
  std::vector<char> member;
  Exprs label;  // canonical: Int, the index of the component's lowest point (0 for non-members)
  Exprs root;   // Bool: this member is a root (canonical: the component's one root)
  // children[q]: pairs (n, "q is n's parent"), n a neighbour of q in the same component.
  std::vector<std::vector<std::pair<int, z3::expr>>> children;
  // edges[q]: the neighbours joined to q.
  std::vector<std::vector<int>> edges;
  Exprs unknowns;  // every variable of the forest (ranks, parents, roots, labels)
};

// Asserts the ranks and parent pointers of the components, and with `canonical` the labels. With
// `shared`, the variables are the board's shared ones named after `tag` (Enc::shared_boolean).
// Precondition: edge is symmetric and only called on two members.
Forest make_forest(Enc& e, const std::string& tag, const std::function<bool(int)>& member,
                   const std::function<bool(int, int)>& edge, bool canonical, bool shared = false);

// Asserts, in the current scope, the value every variable of the forest has in `m`. The forest's
// own constraints stay asserted, so the values are checked, not trusted: a canonical forest spans
// each component with one tree, so any later aggregate over the frozen trees is exact, and needs
// propagation only. Precondition: f is canonical and m a model of its constraints.
void freeze(Enc& e, const Forest& f, z3::model& m);

// For each member q: f holds at some point of the subtree under q (at a root: of the component).
// f has one entry per point; entries of non-members are ignored.
Exprs subtree_any(Enc& e, const Forest& f, const Exprs& fact, const std::string& tag);
// For each member q: the value of the component (f holds somewhere in q's component), the same
// at every member of a component.
Exprs component_any(Enc& e, const Forest& f, const Exprs& fact, const std::string& tag);
// For each member q: the sum of the Int weights over the subtree under q (at a root: component).
// Precondition: f is canonical.
Exprs subtree_sum(Enc& e, const Forest& f, const Exprs& weight, const std::string& tag);

// For each point q satisfying `member` (an expression per point): Bool "q is joined, through
// points satisfying `member`, to a point where `target` holds" — only the ⇒ direction is asserted
// (a true value is justified by a path of strictly decreasing ranks), so it is exact when used
// positively (required to be true), as reachability is in every use below.
Exprs reaches(Enc& e, const Exprs& member, const Exprs& target, const std::string& tag);

}  // namespace f3go::smt::detail
