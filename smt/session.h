// One board's questions on the thread's solver (solver_kit.h): the scopes, the timeout of every
// check, the SMT-LIB2 text of each check when asked (Options::smt2_dir), the models verified before
// they are used, and the values read from them. No twin in reference/.
#pragma once
#include <z3++.h>

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracle/board.h"
#include "smt/encoding.h"
#include "smt/private_eye.h"
#include "smt/solver_kit.h"

namespace f3go::smt::detail {

// One board's questions on the thread's solver: every check has the timeout; each check is written
// as SMT-LIB2 text when Options::smt2_dir is set. One Session per thread at a time: a second one
// throws std::logic_error, in every build.
class Session {
 public:
  // Precondition: `b` outlives the Session (a lifetime: not checkable here).
  Session(const Board& b, const Options& o)
      : options(o), kit(thread_solver()), ctx(kit.ctx), solver(kit.solver), enc(ctx, solver, b) {
    if (kit.in_use) throw std::logic_error("smt: one BoardSolver per thread at a time");
    kit.in_use = true;
    solver.set("timeout", o.timeout_ms);
    solver.push();
  }
  ~Session() {
    solver.pop();
    kit.in_use = false;
  }
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Checks the current assertions; `tag` names the SMT-LIB2 file, whose path goes to `file`.
  z3::check_result check(const std::string& tag, std::string* file = nullptr);
  z3::model model() { return solver.get_model(); }
  std::string why_unknown() { return "timeout or resource limit (" + solver.reason_unknown() + ")"; }

  // Asserts `encode`'s constraints in a scope of their own, checks them and pops the scope: Z3's
  // model of them, verified by the evaluator against every assertion (encoding.h satisfies), is
  // all that remains, for the caller to settle. Nothing when the check does not answer (`unknown`
  // says why). Throws std::logic_error on unsat or on a model that fails the verification (an
  // encoding or solver bug, never hidden).
  std::optional<z3::model> solve(const std::string& tag, const std::function<void()>& encode, std::string& unknown);
  void push() { solver.push(); }
  void pop() { solver.pop(); }

  const Options& options;
  ThreadSolver& kit;
  z3::context& ctx;
  z3::solver& solver;
  Enc enc;
  int checks = 0;

 private:
  // Writes the solver's assertions, answered `r`, as an SMT-LIB2 file named after `tag`; its path.
  std::string dump(const std::string& tag, z3::check_result r);
};

// The value of a Bool in the model (completed: an unconstrained Bool reads false).
inline bool is_true(z3::model& m, const z3::expr& x) { return m.eval(x, true).is_true(); }
// The value of an Int in the model. Precondition: x is an Int (asserted) whose value fits an int
// (asserted once it is read).
int int_value(z3::model& m, const z3::expr& x);
// The points whose Bool is true in the model, in the order A1, B1, …
std::vector<Point> true_points(z3::model& m, const Enc& e, const Exprs& xs);
// Asserts that not every expression keeps the value it has in `m`, and checks: a determined
// encoding must answer unsat. Throws std::logic_error otherwise (an encoding bug, never hidden).
void require_determined(Session& s, z3::model& m, const Exprs& xs, const std::string& tag);

}  // namespace f3go::smt::detail
