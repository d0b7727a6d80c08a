// The witness of a simulation and its minimisation (see witness.h).
#include "smt/witness.h"

#include <cassert>
#include <stdexcept>

namespace f3go::smt::detail {
namespace {

// A point index as a vector index. Precondition: 0 ≤ q.
std::size_t at(int q) {
  assert(q >= 0);
  return static_cast<std::size_t>(q);
}

// The one eye point of a model of a simulation. Precondition: `sim` is encoded on e, with an eye
// Bool per point (asserted), and the model satisfies it, so exactly one eye holds (asserted once
// the points are read).
Point eye_point(z3::model& m, const Enc& e, const Simulation& sim) {
  assert(sim.eye.size() == at(e.area));
  const std::vector<Point> eye = true_points(m, e, sim.eye);
  assert(eye.size() == 1);
  return eye.front();
}

// The file tag of the check that must be unsat for a witness of k stones to be minimal.
std::string unsat_tag(int k) { return "atmost_k_minus_1_" + std::to_string(k - 1); }

}  // namespace

Witness read_set_witness(z3::model& m, const Enc& e, const Simulation& sim) {
  assert(sim.added.size() == at(e.area) && sim.eye.size() == at(e.area));
  Witness w;
  w.added = true_points(m, e, sim.added);
  w.eye = eye_point(m, e, sim);
  w.proof.k = static_cast<int>(w.added.size());
  return w;
}

Witness read_sequence_witness(z3::model& m, const Enc& e, const Simulation& sim) {
  assert(sim.eye.size() == at(e.area));
  Witness w;
  w.ordered = true;
  for (const auto& step : sim.steps)
    for (const auto& [q, add] : step)
      if (is_true(m, add)) w.added.push_back(e.board.point(q));
  w.eye = eye_point(m, e, sim);
  w.proof.k = static_cast<int>(w.added.size());
  return w;
}

bool least_count(Session& s, const Exprs& additions, int& k, std::string& unsat_file, const std::string& tag,
                 const std::function<void(z3::model&)>& on_sat, int* proved, int from) {
  int lo = from;
  struct Report {
    int& lo;
    int* out;
    ~Report() {
      if (out) *out = lo;
    }
  } report{lo, proved};
  std::vector<std::string> files(at(k + 1));
  if (from > 0 && from <= k) files[at(from - 1)] = unsat_file;
  while (lo < k) {
    const int mid = (lo + k) / 2;
    s.push();
    s.enc.require(z3::atmost(to_vector(s.enc, additions), static_cast<unsigned>(mid)));
    std::string file;
    const z3::check_result r = s.check(tag + "_" + unsat_tag(mid + 1), &file);
    int count = k;
    if (r == z3::sat) {
      z3::model m = s.model();
      count = 0;
      for (const z3::expr& x : additions) count += is_true(m, x);
      on_sat(m);
    }
    s.pop();
    if (r == z3::unknown) return false;
    if (r == z3::sat) k = count;
    if (r == z3::unsat) {
      lo = mid + 1;
      files[at(mid)] = file;
    }
  }
  if (k > 0) unsat_file = files[at(k - 1)];
  return true;
}

void minimise_set(Session& s, const Simulation& sim, Witness& w, int from, std::string file) {
  if (!least_count(
          s, sim.additions, w.proof.k, file, "set",
          [&](z3::model& m) { w = read_set_witness(m, s.enc, sim); }, nullptr, from))
    return;
  w.proof = {w.proof.k, w.proof.k > 0, true, "set", file};
}

z3::check_result small_witness(Session& s, const Simulation& sim, int upto, std::optional<Witness>& w,
                               std::string& unsat_file) {
  for (int j = 0; j <= upto; ++j) {
    s.push();
    s.enc.require(z3::atmost(to_vector(s.enc, sim.additions), static_cast<unsigned>(j)));
    std::string file;
    const z3::check_result r = s.check("set_small_" + unsat_tag(j + 1), &file);
    if (r == z3::sat) {
      z3::model m = s.model();
      w = read_set_witness(m, s.enc, sim);
      if (w->proof.k != j) throw std::logic_error("smt: a witness of fewer stones than the count proved");
      w->proof = {j, j > 0, true, "set", unsat_file};
    }
    s.pop();
    if (r != z3::unsat) return r;
    unsat_file = file;
  }
  return z3::unsat;
}

}  // namespace f3go::smt::detail
