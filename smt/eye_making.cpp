// The simulated eye-making of one region (see eye_making.h).
#include "smt/eye_making.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <stdexcept>

#include "smt/clock.h"
#include "smt/simulation.h"
#include "smt/witness.h"

namespace f3go::smt::detail {
namespace {

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
    lb.exact = least_count(
        c.s, rel.additions, lb.found, lb.file, "relaxation", [](z3::model&) {}, &lb.proved);
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

}  // namespace

void simulate(RegionContext& c) {
  assert(c.re.in_r.size() == static_cast<std::size_t>(c.s.enc.area));
  c.out.clause = readings::clause_of(EyeStep::simulation, false, c.rules);
  const bool captures = readings::captures_allowed(c.rules);
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

}  // namespace f3go::smt::detail
