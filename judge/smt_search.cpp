// The separation search, checked by the reference (see smt_search.h).
#include "judge/smt_search.h"

#include <cassert>
#include <set>
#include <utility>

#include "oracle/eye_step.h"
#include "reference/private_eye.h"
#include "reference/strings.h"
#include "smt/search.h"
#include "smt/symbolic.h"

namespace f3go::judge {
namespace {

using Status = smt::SeparationSearch::Status;

// The simulations the reference found under `yes` on a candidate: (added, eye) of each region that
// fell to T18E.S3.3.2.
std::vector<std::pair<std::vector<Point>, Point>> simulations(const reference::PrivateEyeVerdict& v) {
  std::vector<std::pair<std::vector<Point>, Point>> out;
  for (const reference::RegionVerdict& r : v.regions)
    if (!r.verdict.holds && r.step == EyeStep::simulation && !r.witness.empty())
      out.emplace_back(std::vector<Point>(r.witness.begin(), r.witness.end() - 1), r.witness.back());
  return out;
}

}  // namespace

namespace {

// The refinement at one stone budget: Z3's candidates, each judged by the reference, until a
// witness, none, unknown or a disagreement (the Settle of least_stones). `out` keeps the counts.
SeparationResult::Kind settle(smt::SeparationSearch& search, std::set<std::pair<std::vector<Point>, Point>>& seen,
                              const SeparationQuestion& q, int budget, SeparationResult& out,
                              const Progress& progress) {
  for (;;) {
    const smt::SeparationSearch::Candidate c = search.next(budget, q.timeout_ms);
    out.lemmas = search.lemmas();
    if (c.status == Status::unknown) {
      out.detail = "Z3 gave no answer within " + std::to_string(q.timeout_ms) + " ms at " + std::to_string(budget) + " stones";
      return SeparationResult::Kind::unknown;
    }
    if (c.status == Status::none) {
      if (progress) progress("none with " + std::to_string(budget) + " stones or fewer");
      return SeparationResult::Kind::none;
    }
    ++out.rounds;
    const reference::Points a = reference::string_at(c.board, c.a);
    const reference::PrivateEyeVerdict under_yes = reference::private_eye(c.board, a, q.yes);
    const reference::PrivateEyeVerdict under_no = reference::private_eye(c.board, a, q.no);
    auto keep = [&] {  // the position of a witness or a disagreement
      out.board = c.board;
      out.a = c.a;
      out.stones = c.stones;
    };
    if (under_no.verdict.holds) {
      keep();
      out.detail = "the encoding says A has no private eye under the second readings; the reference says it has (" +
                   std::string(clause_id(under_no.verdict.clause)) + ")";
      return SeparationResult::Kind::disagreement;
    }
    if (under_yes.verdict.holds) {
      keep();
      if (progress) progress("witness with " + std::to_string(c.stones) + " stones");
      return SeparationResult::Kind::witness;
    }
    bool fresh = false;
    for (auto& s : simulations(under_yes))
      if (seen.insert(s).second) {
        search.refute(s.first, s.second);
        fresh = true;
      }
    if (!fresh) {
      keep();
      out.detail = "the encoding says A may have a private eye under the first readings; the reference says no (" +
                   std::string(clause_id(under_yes.verdict.clause)) + ", " + to_text(under_yes.verdict.detail, Lang::en) + ")";
      return SeparationResult::Kind::disagreement;
    }
    if (progress)
      progress("candidate " + std::to_string(out.rounds) + " (" + std::to_string(c.stones) + " stones) refuted; " +
               std::to_string(search.lemmas()) + " lemmas");
  }
}

}  // namespace

SeparationResult least_stones(int max_stones, const Settle& settle) {
  SeparationResult out;
  // First the whole budget: "none" there is the answer, in one proof. Then, below a witness, by
  // increasing budget: the first budget with a position is the least, and Z3 proved the budget
  // below it empty. Lemmas found at one budget hold at every other.
  out.kind = settle(max_stones, out);
  if (out.kind == SeparationResult::Kind::none) out.stones = max_stones;
  if (out.kind != SeparationResult::Kind::witness) return out;
  for (int budget = 0; budget < out.stones; ++budget) {
    SeparationResult below = out;  // the counts go on; the witness stands unless one is found here
    const SeparationResult::Kind k = settle(budget, below);
    out.rounds = below.rounds;
    out.lemmas = below.lemmas;
    if (k == SeparationResult::Kind::none) continue;
    if (k == SeparationResult::Kind::witness) {  // with `budget` stones: the least
      out = below;
      break;
    }
    // An unknown or a disagreement ends the search there, and says what was known. An unknown
    // keeps the witness found, which is not proven the least.
    if (k == SeparationResult::Kind::unknown) {
      below.detail += "; a witness with " + std::to_string(out.stones) + " stones was found, none with fewer than " +
                      std::to_string(budget) + " is proven";
    }
    below.kind = k;
    below.proven_below = budget;
    return below;
  }
  out.proven_below = out.stones;
  return out;
}

SeparationResult search_separation(const SeparationQuestion& q, const Progress& progress) {
  assert(!smt::unsupported(q.yes) && !smt::unsupported(q.no));
  smt::SeparationSearch search(q.size, q.yes, q.no, q.at);
  std::set<std::pair<std::vector<Point>, Point>> seen;
  SeparationResult out = least_stones(q.max_stones, [&](int budget, SeparationResult& r) {
    return settle(search, seen, q, budget, r, progress);
  });
  if (q.certificate && out.kind == SeparationResult::Kind::none) out.certificate = search.smtlib(q.max_stones);
  if (q.certificate && out.kind == SeparationResult::Kind::witness && out.stones > 0)
    out.certificate = search.smtlib(out.stones - 1);
  return out;
}

std::string describe(const SeparationQuestion& q, const SeparationResult& r, const std::string& yes_name,
                     const std::string& no_name) {
  const std::string board = std::to_string(q.size) + "×" + std::to_string(q.size);
  const std::string head = "private eye under " + yes_name + ", none under " + no_name + ": ";
  const std::string counts = " (" + std::to_string(r.rounds) + " candidates, " + std::to_string(r.lemmas) + " lemmas)";
  switch (r.kind) {
    case SeparationResult::Kind::witness:
      return head + "witness on " + board + " with " + std::to_string(r.stones) + " stones, A at " + to_gtp(r.a) +
             "; Z3 proves no position on " + board + " with fewer stones" + counts + "\n" + diagram(r.board);
    case SeparationResult::Kind::none:
      return head + "none on " + board + " up to " + std::to_string(r.stones) + " stones (Z3: unsat)" + counts + "\n";
    case SeparationResult::Kind::unknown:
      if (r.stones > 0)
        return head + "unknown: " + r.detail + counts + "; the witness found, A at " + to_gtp(r.a) + "\n" + diagram(r.board);
      return head + "unknown: " + r.detail + counts + "\n";
    case SeparationResult::Kind::disagreement:
      return head + "DISAGREEMENT between the encoding and the reference, A at " + to_gtp(r.a) + ": " + r.detail +
             counts + "\n" + diagram(r.board);
  }
  return head;
}

}  // namespace f3go::judge
