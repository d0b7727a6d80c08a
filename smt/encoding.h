// The Z3 building blocks of smt/: the board as constants, fresh variables, and components of a set
// of points spanned by ranks (T22.2.3 棋串, T22.2.5 空点串, T22.2.6 封闭区域 all are components).
//
// A component is spanned by integer ranks. The members are grouped into units — single points, or
// the components of a forest settled before (a string, an empty string), each joined inside and
// named by its lowest member — and unless a unit's lowest member is a root, one of its members has
// a joined neighbour in a unit of strictly smaller rank. Following units of decreasing rank (no
// cycle) thus reaches a root from every member, inside its component. Every member also has an
// integer label, equal along every edge and at most its own index, and a root's label is its own
// index. A component's members then share one label; each of its roots has that label as index, so
// it has exactly one root, and the label is at most every member's index: the root is the
// component's lowest point. The labels are therefore the same in every model — each member's label
// names its component — and a forest whose check answered sat is settled (`settle`): its labels and
// roots are read from the model, checked by Z3's evaluator against every assertion, and later
// questions state the facts of a component as the disjunction (or sum) over the members so
// labelled, with no variable of the forest left in them. No transitive closure, no recursive
// function.
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
  // Precondition: `b` outlives the Enc (a lifetime: not checkable here).
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
  // No variable was made on this board yet (nothing encoded over it).
  bool is_fresh() const { return variables_ == 0; }

 private:
  std::vector<std::vector<int>> neighbours_;
  std::map<std::string, z3::expr> shared_;
  long board_id_;
  long variables_ = 0;  // the variables made on this board
};

// `a` holds every stone of one black or white string of `b` (T22.2.3), each point once or more, and
// nothing else: the contract of the questions about a string A, checked by flood fill.
bool holds_one_string(const Board& b, const std::vector<Point>& a);

// Disjunction / conjunction of a list (false / true when empty).
z3::expr any_of(Enc& e, const Exprs& xs);
z3::expr all_of(Enc& e, const Exprs& xs);
z3::expr_vector to_vector(Enc& e, const Exprs& xs);
// a ∧ b, folded when either is the constant true or false (keeps placeholders recognisable).
z3::expr both(const z3::expr& a, const z3::expr& b);

// The components of the points satisfying `member`, two members being joined when `edge` holds
// for them (and they are neighbours). Members and edges are read from the board (constants).
// Before it is settled, a forest is a set of constraints with unknowns; settled, it is Z3's answer
// to them: every label and root a constant, and each member's component named.
struct Forest {
  std::vector<char> member;
  Exprs label;  // Int, the index of the component's lowest point (0 for non-members)
  Exprs root;   // Bool: this member is the component's one root
  // edges[q]: the neighbours joined to q.
  std::vector<std::vector<int>> edges;
  bool settled = false;
  // Settled: per member, the index of its component's root (its label's value); −1 elsewhere.
  std::vector<int> component;
};

// Asserts the ranks and labels of the components, in the current scope. `unit`, per point, names
// the unit of each member by its lowest member (empty: every member is a unit of its own); the
// members of a unit share the unit's label, and only its lowest member has a root variable (a
// unit lies in one component, so this is implied, and it leaves Z3 a variable per unit, not per
// point). With `shared`, the variables are the board's shared ones named after `tag`
// (Enc::shared_boolean). With `bounded`, every rank also lies in 0 … area − 1 (no answer changes:
// the depths of the units from their roots are such a ranking); Z3 then finds the pieces around a
// string in about 60 % of the time, but the board's own forests slower (measured on random 9×9
// boards), so only the pieces ask for it.
// Precondition: edge is symmetric (it is only called on two members); the members of a unit are
// joined to one another through members of the unit, and unit[u] == u ≤ q for every member q of
// every unit u (checked in debug builds, in time linear in the area).
Forest make_forest(Enc& e, const std::string& tag, const std::function<bool(int)>& member,
                   const std::function<bool(int, int)>& edge, std::vector<int> unit = {}, bool shared = false,
                   bool bounded = false);

// True when every assertion of the solver, in every scope, evaluates to true in `m` (with model
// completion): Z3's model checked by its evaluator, not trusted.
bool satisfies(Enc& e, z3::model& m);

// The forest as `m` answers it: every label and root replaced by its value, the component of each
// member named. The labels are unique (see the top of this file), so the settled forest is the
// same for every model of the constraints; the constraints themselves need not stay asserted.
// Precondition: f is not settled yet, a label per member flag (asserted); m is a model of the
// forest's constraints (satisfies) — not checkable here, where the constraints may be popped
// already: Session::solve (session.h) checks every model with `satisfies` before it pops them.
Forest settle(const Forest& f, z3::model& m);

// The settled forest of the members `component[q] >= 0`, every two neighbouring members joined, whose
// components are `component` (each member's component named by its lowest point): the forest `settle`
// returns for that question, rebuilt from what an earlier answer of Z3 named. Precondition:
// `component` is the `component` of a settled forest of those members joined that way, on a board
// of e's size: each component of the members so joined named by its lowest point.
Forest settled_forest(Enc& e, const std::vector<int>& component);

// For each member q of a settled forest: `fact` holds at some member of q's component (the same
// expression at every member of a component: the disjunction over its members). Entries of
// non-members are false. Precondition: f is settled; `fact` has one entry per point.
Exprs component_any(Enc& e, const Forest& f, const Exprs& fact);
// For each member q of a settled forest: the sum of the Int `weight` over q's component.
// Precondition: f is settled; `weight` has one entry per point.
Exprs component_sum(Enc& e, const Forest& f, const Exprs& weight);

// For each point q satisfying `member` (an expression per point): Bool "q is joined, through
// points satisfying `member`, to a point where `target` holds" — only the ⇒ direction is asserted
// (a true value is justified by a path of strictly decreasing ranks), so it is exact when used
// positively (required to be true), as reachability is in every use below.
Exprs reaches(Enc& e, const Exprs& member, const Exprs& target, const std::string& tag);

}  // namespace f3go::smt::detail
