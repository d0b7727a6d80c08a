// T22.2.8 私眼, T18E: the private eye of a string decided by Z3 (see private_eye.h). This file poses
// the queries — one for the regions of A, one per region for the facts of T18E, then the simulated
// eye-making with its minimal witness — reads the answers from the models, and writes each query
// as SMT-LIB2 text when asked.
#include "smt/private_eye.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <climits>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <stdexcept>

#include "smt/simulation.h"

namespace f3go::smt {

std::string_view name(Answer a) {
  switch (a) {
    case Answer::yes: return "yes";
    case Answer::no: return "no";
    case Answer::unknown: return "unknown";
  }
  return "unknown";
}

namespace {

using namespace detail;
// Time is the calling thread's CPU time (Z3 solves in the calling thread), so that a machine shared
// with other jobs does not inflate the figures.
struct Clock {
  using time_point = double;
  static double now() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
  }
};

// A point index as a vector index. Precondition: 0 ≤ q.
std::size_t at(int q) {
  assert(q >= 0);
  return static_cast<std::size_t>(q);
}
// CPU seconds of this thread since t0.
double seconds_since(Clock::time_point t0) { return Clock::now() - t0; }

// Numbers the SMT-LIB2 files of the process, so that none overwrites another in one directory.
std::atomic<long> dump_counter{0};

// The Z3 context and solver of the calling thread. A new solver's first check costs about as much
// as a whole small question, so one solver serves every board of the thread, each board in a scope
// of its own (push at the start, pop at the end).
struct ThreadSolver {
  z3::context ctx;
  z3::solver solver{ctx};
  bool in_use = false;
  int boards = 0;
  // private_eye(): the solver of the last board asked about, kept for the next question on the
  // same board with the same options (declared last: it is destroyed before the solver it uses).
  std::vector<Cell> last_cells{};
  Options last_options{};
  std::unique_ptr<BoardSolver> last{};
};

// The thread's solver; renewed every 64 boards, since a context keeps every name it was given
// (measured under ASan on the 7×7 inputs of differential_smt_fuzzer: 256 boards reached 1.3 GB of
// resident memory in 79 inputs; with 64, under 1 GB in 173).
std::unique_ptr<ThreadSolver>& thread_kit() {
  thread_local std::unique_ptr<ThreadSolver> kit;
  return kit;
}
ThreadSolver& thread_solver() {
  std::unique_ptr<ThreadSolver>& kit = thread_kit();
  if (kit) kit->last.reset();  // a new BoardSolver: the one kept by private_eye() gives way
  if (!kit || (!kit->in_use && kit->boards >= 64)) kit = std::make_unique<ThreadSolver>();
  ++kit->boards;
  return *kit;
}

// One board's questions on the thread's solver: every check has the timeout; each check is written
// as SMT-LIB2 text when Options::smt2_dir is set. Precondition: one Session per thread at a time
// (checked in every build: a second one throws std::logic_error), and `b` outlives it (a lifetime:
// not checkable here).
class Session {
 public:
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
  z3::check_result check(const std::string& tag, std::string* file = nullptr) {
    ++checks;
    const z3::check_result r = solver.check();
    if (!options.smt2_dir.empty()) {
      const std::string path = dump(tag, r);
      if (file) *file = path;
    }
    return r;
  }
  z3::model model() { return solver.get_model(); }
  std::string why_unknown() { return "timeout or resource limit (" + solver.reason_unknown() + ")"; }

  // Asserts `encode`'s constraints in a scope of their own, checks them and pops the scope: Z3's
  // model of them, verified by the evaluator against every assertion (encoding.h satisfies), is
  // all that remains, for the caller to settle. Nothing when the check does not answer (`unknown`
  // says why). Throws std::logic_error on unsat or on a model that fails the verification (an
  // encoding or solver bug, never hidden).
  std::optional<z3::model> solve(const std::string& tag, const std::function<void()>& encode, std::string& unknown) {
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
  void push() { solver.push(); }
  void pop() { solver.pop(); }

  const Options& options;
  ThreadSolver& kit;
  z3::context& ctx;
  z3::solver& solver;
  Enc enc;
  int checks = 0;

 private:
  std::string dump(const std::string& tag, z3::check_result r) {
    const char* status = r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown";
    const std::string path = options.smt2_dir + "/" + std::to_string(dump_counter++) + "_" + tag + ".smt2";
    std::ofstream out(path);
    out << "; f3go smt/: " << tag << " (" << Clause::T22_2_8 << ", T18E), answered " << status << "\n"
        << solver.to_smt2(status) << "\n";
    return path;
  }
};

// The value of a Bool in the model (completed: an unconstrained Bool reads false).
bool is_true(z3::model& m, const z3::expr& x) { return m.eval(x, true).is_true(); }

// The value of an Int in the model. Precondition: it fits an int (asserted once it is read).
int int_value(z3::model& m, const z3::expr& x) {
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

// --- witnesses -----------------------------------------------------------------------------------

// The one eye point of a model of a simulation. Precondition: the model satisfies the encoding, so
// exactly one eye holds (asserted once the points are read).
Point eye_point(z3::model& m, const Enc& e, const Simulation& sim) {
  const std::vector<Point> eye = true_points(m, e, sim.eye);
  assert(eye.size() == 1);
  return eye.front();
}

// The witness of a model of a set encoding: the added points (sorted) and the eye. Precondition:
// the model satisfies the encoding (eye_point).
Witness read_set_witness(z3::model& m, const Enc& e, const Simulation& sim) {
  Witness w;
  w.added = true_points(m, e, sim.added);
  w.eye = eye_point(m, e, sim);
  w.proof.k = static_cast<int>(w.added.size());
  return w;
}

// The witness of a model of the sequence encoding: the additions in step order, then the eye.
// Precondition: the model satisfies the encoding (eye_point).
Witness read_sequence_witness(z3::model& m, const Enc& e, const Simulation& sim) {
  Witness w;
  w.ordered = true;
  for (const auto& step : sim.steps)
    for (const auto& [q, add] : step)
      if (is_true(m, add)) w.added.push_back(e.board.point(q));
  w.eye = eye_point(m, e, sim);
  w.proof.k = static_cast<int>(w.added.size());
  return w;
}

// The file tag of the check that must be unsat for a witness of k stones to be minimal.
std::string unsat_tag(int k) { return "atmost_k_minus_1_" + std::to_string(k - 1); }

// The least number of additions the query asserted in the current scope allows, found by binary
// search on z3::atmost(additions, mid): `k` enters as the count of a model and leaves as the least
// count, `unsat_file` naming the check of atmost(additions, k−1) that answered unsat (k > 0).
// `on_sat` reads each smaller model. Returns false when a check does not answer; `lo` is then the
// least count proved so far (every model has at least lo additions) and `k` the best found.
// With `from` > 0, every model is already known to have at least `from` additions, the unsat check of
// atmost(additions, from−1) entering as `unsat_file`.
bool least_count(Session& s, const Exprs& additions, int& k, std::string& unsat_file, const std::string& tag,
                 const std::function<void(z3::model&)>& on_sat, int* proved = nullptr, int from = 0) {
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

// The set query (1), already asserted: the witness shrunk to the least number of stones. `from` and
// `file`: every witness is known to have at least `from` stones, proved by the unsat check `file`.
void minimise_set(Session& s, const Simulation& sim, Witness& w, int from, std::string file) {
  if (!least_count(s, sim.additions, w.proof.k, file, "set",
                   [&](z3::model& m) { w = read_set_witness(m, s.enc, sim); }, nullptr, from))
    return;
  w.proof = {w.proof.k, w.proof.k > 0, true, "set", file};
}

// The set query (1), already asserted, asked first with atmost(additions, j) for j = 0, 1, … `upto`:
// a witness of few stones is then found among few choices. On a region of most of a 19×19 board the
// unbounded query can search for many seconds where atmost(1) answers in a tenth of one (docs/smt.md).
// The first sat is a witness of j stones, minimal: atmost(j−1) answered unsat (`unsat_file`). An
// unsat up to `upto` proves that every witness has more than `upto` stones. Returns the last answer.
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

// --- the simulated eye-making (T18E.S3.3.2) ------------------------------------------------------

struct RegionContext {
  Session& s;
  const BoardEnc& be;
  const StringEnc& se;
  const RegionEnc& re;
  const Rules& rules;
  RegionAnswer& out;
  int steps_complete;  // encoding (3) with this many steps covers every sequence
};

// T18E.S3.3.2 「…尝试为白棋做一个1气眼」 succeeded: not a private eye, with its witness.
void found(RegionContext& c, Witness w) {
  c.out.verdict = Answer::no;
  c.out.witness = std::move(w);
}

// The question was not answered (a timeout, or outside the encoded fragment): never a guess.
void unknown(RegionContext& c, std::string reason) {
  c.out.verdict = Answer::unknown;
  c.out.reason = std::move(reason);
}

// What the relaxation (2) says of the number of additions every sequence needs.
struct LowerBound {
  bool answered = false;  // the first check answered
  int proved = 0;         // every sequence needs at least this many additions
  bool exact = false;     // `proved` is the relaxation's least count (else a check did not answer)
  int found = 0;          // the least count of a relaxation model found (≥ proved)
  std::string file;       // the unsat check of atmost(additions, proved−1), when exact
};

// A08 capture_allowed, the relaxation (2) with atmost(additions, k) — an over-approximation, so
// "unsat" of atmost(j) proves that no sequence of j additions makes an eye; its least count is the
// lower bound every sequence obeys.
LowerBound relaxed_lower_bound(RegionContext& c, int k) {
  LowerBound lb;
  c.s.push();
  const Simulation rel = encode_relaxation(c.s.enc, c.be, c.se, c.re, c.rules);
  c.s.enc.require(z3::atmost(to_vector(c.s.enc, rel.additions), static_cast<unsigned>(k)));
  const z3::check_result r = c.s.check("relaxation_atmost_" + std::to_string(k), &lb.file);
  lb.answered = r != z3::unknown;
  if (r == z3::unsat) {
    lb.proved = lb.found = k + 1;
    lb.exact = true;
  }
  if (r == z3::sat) {
    z3::model m = c.s.model();
    for (const z3::expr& x : rel.additions) lb.found += is_true(m, x);
    lb.exact = least_count(c.s, rel.additions, lb.found, lb.file, "relaxation", [](z3::model&) {}, &lb.proved);
    if (lb.exact) lb.proved = lb.found;
  }
  c.s.pop();
  return lb;
}

// The sequence encoding (3) with `steps` steps and atmost(additions, steps): sat gives a witness in
// playing order. The check's file goes to `file`.
z3::check_result sequence_check(RegionContext& c, int steps, std::optional<Witness>& w, std::string& file) {
  c.s.push();
  const Simulation seq = encode_sequence(c.s.enc, c.be, c.se, c.re, c.rules, steps);
  c.s.enc.require(z3::atmost(to_vector(c.s.enc, seq.additions), static_cast<unsigned>(steps)));
  const z3::check_result r = c.s.check("sequence_" + std::to_string(steps), &file);
  if (r == z3::sat) {
    z3::model m = c.s.model();
    w = read_sequence_witness(m, c.s.enc, seq);
  }
  c.s.pop();
  return r;
}

// A08 capture_allowed: every sequence needs at least `lower` additions (proved by `lower_file`, the
// unsat check of lower−1); the sequence encoding is deepened from `lower` to `upper` steps. The first
// sat is a witness of T stones, minimal: T−1 steps (or the relaxation) answered unsat. Returns the
// witness, or nothing when every depth up to `upper` is unsat (`exhausted`; `previous` then names
// the check of `upper` steps), or when a check did not answer (`exhausted` false).
std::optional<Witness> deepen(RegionContext& c, int lower, std::string& previous, int upper, bool& exhausted) {
  exhausted = false;
  for (int steps = std::max(lower, 0); steps <= upper; ++steps) {
    std::optional<Witness> w;
    std::string file;
    const z3::check_result r = sequence_check(c, steps, w, file);
    if (r == z3::unknown) return std::nullopt;
    if (r == z3::sat) {
      const int k = w->proof.k;
      if (k < steps) throw std::logic_error("smt: a shorter sequence exists than the depth proved");
      w->proof = {k, k > 0, true, steps == lower ? "set relaxation" : "sequence T=" + std::to_string(steps - 1),
                  k > 0 ? previous : ""};
      return w;
    }
    previous = file;
  }
  exhausted = true;
  return std::nullopt;
}

// A08 capture_allowed after the capture-free query (1) found nothing: (2), then (3) deepened from
// the relaxation's least count. When that count cannot be established in time, the sequence is
// sought at the relaxation's best count: a witness then still proves "not a private eye", but its
// minimality is reported unproven.
void simulate_with_captures(RegionContext& c) {
  const int cap = std::min(c.steps_complete, c.s.options.capture_steps);
  LowerBound lb = relaxed_lower_bound(c, c.steps_complete);
  if (!lb.answered) return unknown(c, c.s.why_unknown());
  if (lb.proved > c.steps_complete) {
    c.out.verdict = Answer::yes;
    c.out.bound = "set relaxation without suicide: unsat (no sequence of any length)";
    return;
  }
  const auto t0 = Clock::now();
  const int from = lb.exact ? lb.proved : std::min(lb.found, cap);
  bool exhausted = false;
  std::optional<Witness> w = deepen(c, from, lb.file, cap, exhausted);
  c.out.seconds_witness = seconds_since(t0);
  c.out.bound = "sequences of " + std::to_string(from) + "…" + std::to_string(cap) + " steps" +
                (cap == c.steps_complete ? " (complete)" : " (capped below " + std::to_string(c.steps_complete) + ")");
  if (w) {
    if (!lb.exact && w->proof.k == from) {  // the depth below was never refuted
      w->proof = MinimalityProof{.k = w->proof.k};
      w->proof.encoding = "unproven: at least " + std::to_string(lb.proved) + " (the relaxation's least count timed out)";
    }
    return found(c, std::move(*w));
  }
  if (!exhausted) return unknown(c, c.s.why_unknown());
  if (cap == c.steps_complete && lb.exact) {
    c.out.verdict = Answer::yes;
    return;
  }
  unknown(c, "outside the encoded fragment: sequences of fewer than " + std::to_string(from) + " or more than " +
                 std::to_string(cap) + " additions under eye.simulated_legality=capture_allowed were not all searched");
}

// A08 capture_allowed and a capture-free witness of k stones: a sequence with captures may be
// shorter. The relaxation bounds every sequence from below; the sequences between that bound and
// k−1 are searched; none found proves k minimal.
void minimise_with_captures(RegionContext& c, Witness& w) {
  const int k = w.proof.k;
  w.proof = MinimalityProof{.k = k};
  if (k == 0) {
    w.proof = {0, false, true, "zero additions", ""};
    return;
  }
  LowerBound lb = relaxed_lower_bound(c, k - 1);
  if (!lb.exact) {
    w.proof.encoding = "unproven: at least " + std::to_string(lb.proved) + " (the relaxation's least count timed out)";
    return;
  }
  if (lb.proved >= k) {
    w.proof = {k, true, true, "set relaxation", lb.file};
    return;
  }
  bool exhausted = false;
  std::optional<Witness> shorter = deepen(c, lb.proved, lb.file, k - 1, exhausted);
  if (shorter) {
    w = std::move(*shorter);
    return;
  }
  if (exhausted) w.proof = {k, true, true, "sequence T=" + std::to_string(k - 1), lb.file};
}

// T18E.S3.3.2 「在这个封闭区域R内连续补充白色棋子，尝试为白棋做一个1气眼」.
void simulate(RegionContext& c) {
  c.out.clause = clause_of(EyeStep::simulation, false, c.rules);
  const bool captures = c.rules.simulated_legality() == SimulatedLegality::capture_allowed;
  auto t0 = Clock::now();
  c.s.push();
  const Simulation sim = encode_set(c.s.enc, c.be, c.se, c.re, c.rules);
  std::optional<Witness> small;
  std::string unsat_file;
  const int upto = std::min(c.s.options.small_first, static_cast<int>(sim.additions.size()) - 1);
  z3::check_result r = small_witness(c.s, sim, upto, small, unsat_file);
  if (r == z3::unsat) r = c.s.check("simulation");
  c.out.seconds_simulation = seconds_since(t0);
  if (r == z3::sat) {
    t0 = Clock::now();
    Witness w;
    if (small) {
      w = std::move(*small);
    } else {
      z3::model m = c.s.model();
      w = read_set_witness(m, c.s.enc, sim);
      minimise_set(c.s, sim, w, upto + 1, unsat_file);
    }
    c.s.pop();
    if (captures) {
      c.out.bound = "capture-free set query: sat";
      if (w.proof.minimal) minimise_with_captures(c, w);  // minimal among capture-free sets only
    }
    c.out.seconds_witness = seconds_since(t0);
    return found(c, std::move(w));
  }
  c.s.pop();
  if (r == z3::unknown) return unknown(c, c.s.why_unknown());
  if (!captures) {
    c.out.verdict = Answer::yes;
    return;
  }
  t0 = Clock::now();
  simulate_with_captures(c);
  c.out.seconds_simulation += seconds_since(t0) - c.out.seconds_witness;
}

// --- one region ----------------------------------------------------------------------------------

// The count of points that could ever be filled under capture_allowed: the area and every stone of
// A's colour. Each is filled at most once, and the eye never.
int complete_steps(const Enc& e, const StringEnc& se, const std::vector<Point>& region, const Rules& rules) {
  int count = 0;
  for (int q = 0; q < e.area; ++q) {
    const bool in_area = e.is_empty(q) && (rules.simulated_area() == SimulatedArea::board ||
                                           std::binary_search(region.begin(), region.end(), e.board.point(q)));
    count += in_area || e.cell(q) == se.c;
  }
  return std::max(count - 1, 0);
}

// T18E.S3 for the region rooted at point index `root` (its lowest point, or its empty string's):
// the facts query, then the simulation when it decides. Precondition: se.is_region[root] held in
// the regions query of the current scope — its model is the caller's, so only that it can hold is
// asserted; the facts query then answers sat (unsat throws std::logic_error below).
RegionAnswer judge_region(Session& s, const BoardEnc& be, const StringEnc& se, int root, const Rules& rules) {
  assert(root >= 0 && root < s.enc.area && !se.is_region[at(root)].is_false());
  RegionAnswer out;
  s.push();
  const RegionEnc re = encode_region(s.enc, be, se, root, rules);
  const auto t0 = Clock::now();
  const z3::check_result r = s.check("region_" + to_gtp(s.enc.board.point(root)));
  out.seconds_region = seconds_since(t0);
  if (r == z3::unsat) throw std::logic_error("smt: a region found by the regions query has no model");
  if (r == z3::unknown) {
    out.reason = s.why_unknown();
    s.pop();
    return out;
  }
  z3::model m = s.model();
  out.points = true_points(m, s.enc, re.in_r);
  out.examined = true_points(m, s.enc, re.examined);
  const auto step = static_cast<EyeStep>(int_value(m, re.step));
  const bool other = is_true(m, re.other_r);
  if (s.options.check_determinism) {
    Exprs facts = re.in_r;
    facts.insert(facts.end(), re.examined.begin(), re.examined.end());
    facts.push_back(re.step);
    facts.push_back(re.other_r);
    require_determined(s, m, facts, "region_facts");
  }
  out.clause = clause_of(step, other, rules);
  out.step = step;
  if (step == EyeStep::opponent_eye) out.existing_eye = true_points(m, s.enc, re.eye_points);
  if (step != EyeStep::simulation) {
    out.verdict = verdict_of(step) ? Answer::yes : Answer::no;
  } else {
    RegionContext c{s, be, se, re, rules, out, complete_steps(s.enc, se, out.points, rules)};
    simulate(c);
  }
  s.pop();
  return out;
}

// --- the string ----------------------------------------------------------------------------------

// T18E: 「至少一个」 region a private eye; else the first region's clause (as the reference).
void conclude(PrivateEyeAnswer& out) {
  std::sort(out.regions.begin(), out.regions.end(),
            [](const RegionAnswer& x, const RegionAnswer& y) { return x.points < y.points; });
  bool unknown_before = false;
  for (const RegionAnswer& r : out.regions) {
    if (r.verdict == Answer::yes) {
      out.verdict = Answer::yes;
      out.clause = r.clause;
      out.step = r.step;
      if (unknown_before) out.reason = "an earlier region is unknown: the clause may be another's";
      return;
    }
    unknown_before = unknown_before || r.verdict == Answer::unknown;
  }
  if (unknown_before) {
    out.verdict = Answer::unknown;
    out.reason = "a region is unknown and none is a private eye";
    return;
  }
  out.verdict = Answer::no;
  out.clause = out.regions.front().clause;
  out.step = out.regions.front().step;
}

// T18E for one string A, in the current scope of the session. Precondition: `be` is settled; under
// A02 `any` with A38 `string`, `pieces` is the settled forest of the pieces around A (regions.h
// encode_pieces); the other forests encode_string reads were added to `be` (prepare; encode_string
// checks each where it reads it).
PrivateEyeAnswer judge_string(Session& s, const BoardEnc& be, const std::vector<Point>& a, const Rules& rules,
                              const Forest* pieces) {
  assert(holds_one_string(s.enc.board, a) && be.settled() && (!pieces || pieces->settled));
  PrivateEyeAnswer out;
  StringEnc se = encode_string(s.enc, be, a, rules, pieces);
  const auto t0 = Clock::now();
  select_regions(s.enc, be, se, rules);
  const z3::check_result r = s.check("regions");
  out.seconds_regions = seconds_since(t0);
  if (r != z3::sat) {
    if (r == z3::unsat) throw std::logic_error("smt: the regions query has no model");
    out.reason = s.why_unknown();
    return out;
  }
  z3::model m = s.model();
  if (s.options.check_determinism) {
    Exprs facts = se.is_region;
    facts.push_back(se.a_ignored);
    require_determined(s, m, facts, "regions");
  }
  if (is_true(m, se.a_ignored)) {  // A10 `ignore`: T22.2.8(1) 「可以保留一些无气黑白棋串」
    out.verdict = Answer::no;
    out.clause = Clause::T22_2_8_1;
    out.step = EyeStep::zero_liberties;
    return out;
  }
  for (int q = 0; q < s.enc.area; ++q)
    if (!se.is_region[at(q)].is_false() && is_true(m, se.is_region[at(q)]))
      out.regions.push_back(judge_region(s, be, se, q, rules));
  if (out.regions.empty() && se.by_string) {  // A37 `empty_string`: T22.2.8(2) 「有“至少一个”空点串与这个黑棋串紧邻」
    out.verdict = Answer::no;
    out.clause = clause_of(EyeStep::precondition, false, rules);
    out.step = EyeStep::precondition;
    return out;
  }
  if (out.regions.empty()) {  // T18E.P1 「…形成至少一个封闭区域」
    out.verdict = Answer::no;
    out.clause = Clause::T18E_P1;
    out.step = EyeStep::no_region;
    return out;
  }
  conclude(out);
  return out;
}

}  // namespace

struct BoardSolver::Impl {
  // Precondition: none; the board is copied, so the solver owns everything it refers to. The
  // strings and empty strings are solved once and settled.
  Impl(const Board& b, const Options& o) : start(Clock::now()), board(b), options(o), session(board, options) {
    std::optional<z3::model> m = session.solve("board", [&] { base = encode_board(session.enc); }, base_unknown);
    if (m) settle_board(session.enc, base, *m);
    seconds = seconds_since(start);
  }
  Clock::time_point start;
  Board board;
  Options options;
  Session session;
  BoardEnc base;
  double seconds = 0;
  std::string base_unknown;  // a query of the board did not answer: every answer is unknown
  // A02 `any`: the settled pieces around each string asked about, by the string's lowest point.
  std::map<int, Forest> pieces;
  bool ensure(std::optional<Forest>& forest, const std::function<Forest()>& encode);
  bool prepare(Cell c, const Rules& rules);
  const Forest* pieces_around(const std::vector<Point>& a, std::string& unknown);
};

BoardSolver::BoardSolver(const Board& b, const Options& options) : impl_(std::make_unique<Impl>(b, options)) {}
BoardSolver::~BoardSolver() = default;
double BoardSolver::seconds_board() const { return impl_->seconds; }

// A forest of the board added on first use (A06 areas, the open or fillable components of A07), solved and
// settled once. False when the check does not answer (base_unknown says why).
bool BoardSolver::Impl::ensure(std::optional<Forest>& forest, const std::function<Forest()>& encode) {
  if (forest) return true;
  Forest f;
  std::optional<z3::model> m = session.solve("board_forest", [&] { f = encode(); }, base_unknown);
  if (!m) return false;
  forest = settle(f, *m);
  return true;
}

// The forests of the board a question needs.
bool BoardSolver::Impl::prepare(Cell c, const Rules& rules) {
  const Cell o = c == Cell::black ? Cell::white : Cell::black;
  Enc& e = session.enc;
  const auto kc = static_cast<std::size_t>(index(colour_of(c)));
  const auto ko = static_cast<std::size_t>(index(colour_of(o)));
  if (rules.opponent_eye() == OpponentEye::with_stones &&
      !ensure(base.areas[kc], [&] { return encode_areas(e, base, c); }))
    return false;
  // A07 `connected`, under either reading of A09: the fillable components (the open ones under A08
  // `no_lift`) bound the owner's ranks (simulation.cpp eye_goal; an implied fact, so no answer
  // changes). Without them Z3 proves an unsat simulation by refuting, one arithmetic conflict at a
  // time, every set of o stones that could pass for a path to an examined string: on 19×19, where a
  // region can cover most of the board, such a query ran past 60 s (docs/smt.md).
  const bool connected = rules.simulated_owner() == SimulatedOwner::connected;
  const bool fillable = owner_bound_is_fillable(rules);
  if (connected && fillable && !ensure(base.fillable[ko], [&] { return encode_fillable(e, base, o); }))
    return false;
  const bool owner_open = connected && !fillable;
  // The pieces around A when they are the open components of the other colour (regions.h
  // encode_string): A38 `same_colour` under A02 `any`, A39 `own_colour` under A02 `empty`.
  const bool pieces_open = rules.region_connect() == RegionConnect::any
                               ? rules.region_wall() == RegionWall::same_colour
                               : rules.empty_wall() == EmptyWall::own_colour;
  if ((owner_open || pieces_open) && !ensure(base.open[ko], [&] { return encode_open(e, base, o); }))
    return false;
  return true;
}

// The pieces around a string under A02 `any` with A38 `string` (T18E.S1–S2: the points that are
// neither A nor flowers, every two neighbours joined) depend on the board's size, the stones of A and
// the flowers alone. So Z3's answer for one board, settled, is the answer of the identical question
// on every later board of the thread with the same A and flowers: in a game most strings and flowers
// stay from move to move. Keyed by a character per point ('a' a stone of A, 'f' a flower, '.' else);
// cleared when it holds `limit` answers.
struct PiecesMemo {
  static constexpr std::size_t limit = 4096;
  std::unordered_map<std::string, std::vector<int>> components;  // Forest::component of the answer
};
PiecesMemo& pieces_memo() {
  thread_local PiecesMemo memo;
  return memo;
}

// The key of the pieces around A in PiecesMemo. Precondition: `a` holds stones of `b`.
std::string pieces_key(const Board& b, const std::vector<Point>& a) {
  assert(std::all_of(a.begin(), a.end(), [&](Point p) { return b.on_board(p) && is_stone(b.at(p)); }));
  std::string key(static_cast<std::size_t>(b.area()), '.');
  for (int q = 0; q < b.area(); ++q)
    if (b.cells()[at(q)] == Cell::flower) key[at(q)] = 'f';
  for (Point p : a) key[at(b.index(p))] = 'a';
  return key;
}

// A02 `any`, A38 `string` — T18E.S1–S2: the pieces around A, solved and settled on the first
// question about A on this board (or taken from PiecesMemo) and kept for every later one. Nothing
// when a check does not answer (`unknown` says why).
const Forest* BoardSolver::Impl::pieces_around(const std::vector<Point>& a, std::string& unknown) {
  int lowest = board.area();
  for (Point p : a) lowest = std::min(lowest, board.index(p));
  auto it = pieces.find(lowest);
  if (it != pieces.end()) return &it->second;
  PiecesMemo& memo = pieces_memo();
  const std::string key = pieces_key(board, a);
  if (auto known = memo.components.find(key); known != memo.components.end())
    return &pieces.emplace(lowest, settled_forest(session.enc, known->second)).first->second;
  const Cell o = board.at(a.front()) == Cell::black ? Cell::white : Cell::black;
  if (!ensure(base.open[static_cast<std::size_t>(index(colour_of(o)))], [&] { return encode_open(session.enc, base, o); })) {
    unknown = base_unknown;
    return nullptr;
  }
  Forest f;
  std::optional<z3::model> m = session.solve("pieces", [&] { f = encode_pieces(session.enc, base, a); }, unknown);
  if (!m) return nullptr;
  Forest& settled = pieces.emplace(lowest, settle(f, *m)).first->second;
  if (memo.components.size() >= PiecesMemo::limit) memo.components.clear();
  memo.components.emplace(key, settled.component);
  return &settled;
}

PrivateEyeAnswer BoardSolver::private_eye(const std::vector<Point>& a, const Rules& rules) {
  assert(holds_one_string(impl_->board, a));
  Impl& im = *impl_;
  Session& s = im.session;
  PrivateEyeAnswer out;
  const int checks_before = s.checks;
  const auto t0 = Clock::now();  // the forests added on first use count with the question that needs them
  if (im.base_unknown.empty()) im.prepare(im.board.at(a.front()), rules);
  if (!im.base_unknown.empty()) {
    out.reason = im.base_unknown;
    return out;
  }
  const bool own_pieces = rules.region_connect() == RegionConnect::any &&
                          rules.region_wall() == RegionWall::string && rules.eye_method() == EyeMethod::region;
  const Forest* pieces = own_pieces ? im.pieces_around(a, out.reason) : nullptr;
  if (!out.reason.empty()) return out;  // the pieces' check did not answer
  const double seconds_pieces = seconds_since(t0);
  s.push();
  out = judge_string(s, im.base, a, rules, pieces);
  s.pop();
  out.seconds_regions += seconds_pieces;
  out.checks = s.checks - checks_before;
  out.seconds_total = seconds_since(t0);
  return out;
}

// One BoardSolver per board, kept in the thread's ThreadSolver while the questions are about the
// same board with the same options: the board's strings, its forests and the pieces around each
// string are then solved once for all its strings (the answer to an identical question shared).
PrivateEyeAnswer private_eye(const Board& b, const std::vector<Point>& a, const Rules& rules,
                             const Options& options) {
  const std::unique_ptr<ThreadSolver>& kit = thread_kit();
  if (!kit || !kit->last || kit->last_cells != b.cells() || !(kit->last_options == options)) {
    auto solver = std::make_unique<BoardSolver>(b, options);  // the kit it uses is thread_kit()'s
    kit->last = std::move(solver);
    kit->last_cells = b.cells();
    kit->last_options = options;
  }
  return kit->last->private_eye(a, rules);
}

}  // namespace f3go::smt
