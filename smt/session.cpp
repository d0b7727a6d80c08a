// One board's questions on the thread's solver, their SMT-LIB2 dumps and the models read (see
// session.h).
#include "smt/session.h"

#include <atomic>
#include <cassert>
#include <climits>
#include <cstdint>
#include <fstream>

#include "oracle/clauses.h"

namespace f3go::smt::detail {
namespace {

// A point index as a vector index. Precondition: 0 ≤ q.
std::size_t at(int q) {
  assert(q >= 0);
  return static_cast<std::size_t>(q);
}

// Numbers the SMT-LIB2 files of the process, so that none overwrites another in one directory.
std::atomic<long> dump_counter{0};

}  // namespace

z3::check_result Session::check(const std::string& tag, std::string* file) {
  ++checks;
  const z3::check_result r = solver.check();
  if (!options.smt2_dir.empty()) {
    const std::string path = dump(tag, r);
    if (file) *file = path;
  }
  return r;
}

std::optional<z3::model> Session::solve(const std::string& tag, const std::function<void()>& encode,
                                        std::string& unknown) {
  push();
  encode();
  const z3::check_result r = check(tag);
  std::optional<z3::model> m;
  if (r == z3::sat) m = model();
  if (r == z3::unknown) unknown = why_unknown();
  const bool verified = !m || satisfies(enc, *m);
  pop();
  if (r == z3::unsat) throw std::logic_error("smt: the " + tag + " query has no model");
  if (!verified) throw std::logic_error("smt: Z3's model of the " + tag + " query fails its constraints");
  return m;
}

std::string Session::dump(const std::string& tag, z3::check_result r) {
  const char* status = r == z3::sat ? "sat" : r == z3::unsat ? "unsat"
                                                             : "unknown";
  const std::string path = options.smt2_dir + "/" + std::to_string(dump_counter++) + "_" + tag + ".smt2";
  std::ofstream out(path);
  out << "; f3go smt/: " << tag << " (" << Clause::T22_2_8 << ", T18E), answered " << status << "\n"
      << solver.to_smt2(status) << "\n";
  return path;
}

// The value of an Int in the model. Precondition: x is an Int (asserted) whose value fits an int
// (asserted once it is read).
int int_value(z3::model& m, const z3::expr& x) {
  assert(x.is_int());
  const std::int64_t v = m.eval(x, true).get_numeral_int64();
  assert(v >= INT_MIN && v <= INT_MAX);
  return static_cast<int>(v);
}

// The points whose Bool is true in the model, in the order A1, B1, …
std::vector<Point> true_points(z3::model& m, const Enc& e, const Exprs& xs) {
  std::vector<Point> out;
  for (int q = 0; q < e.area; ++q)
    if (!xs[at(q)].is_false() && is_true(m, xs[at(q)])) out.push_back(e.board.point(q));
  return out;
}

// Asserts that not every expression keeps the value it has in `m`, and checks: a determined
// encoding must answer unsat. Throws std::logic_error otherwise (an encoding bug, never hidden).
void require_determined(Session& s, z3::model& m, const Exprs& xs, const std::string& tag) {
  Exprs same;
  for (const z3::expr& x : xs) same.push_back(x == m.eval(x, true));
  s.push();
  s.enc.require(!all_of(s.enc, same));
  const z3::check_result r = s.check(tag + "_determined");
  s.pop();
  if (r == z3::sat) throw std::logic_error("smt: the encoding leaves " + tag + " undetermined");
}

}  // namespace f3go::smt::detail
