// `f3go smt-search`: the smallest position, by number of stones, on which two readings of a
// private-eye switch give the string A a different answer (T22.2.8 私眼, T18E) — found by Z3 over a
// symbolic board (smt/search.h) and checked by the reference. For each direction (the first
// reading says "private eye" and the second does not, then the other way round):
// * a witness with s stones comes with Z3's proof that no position on the board with s − 1 stones
//   or fewer separates the readings that way;
// * "none up to the bound" is Z3's proof that no position with at most max_stones stones does.
// Every candidate Z3 proposes is judged by the reference under both readings: the reading the
// encoding says fails must fail there (else the encoding and the reference disagree, and the run
// stops with that position), and a simulated eye the reference finds under the other reading
// becomes a lemma (smt::SeparationSearch::refute). A is black; the colour swap gives the white case.
#pragma once
#include <functional>
#include <optional>
#include <string>

#include "judge/progress.h"
#include "oracle/board.h"
#include "oracle/rules.h"

namespace f3go::judge {

struct SeparationQuestion {
  int size = 5;  // 2 ≤ size ≤ 7
  int max_stones = 10;
  std::optional<Point> at;       // A through this point; any point when absent
  Rules yes, no;                 // A has a private eye under `yes` and none under `no`
  unsigned timeout_ms = 600000;  // per Z3 call
  bool certificate = false;      // keep the last unsat query as SMT-LIB2 text
};

struct SeparationResult {
  enum class Kind {
    witness,
    none,
    unknown,
    disagreement
  } kind = Kind::unknown;
  Board board;           // witness, disagreement: the position
  Point a{};             // … and a point of A
  int stones = 0;        // witness: its stones; none: the bound; unknown: the stones of a
                         // witness found before Z3 gave up below it (board, a), or 0
  int proven_below = 0;  // witness, unknown: no position with fewer stones separates (Z3 unsat)
  int rounds = 0;        // candidates Z3 proposed
  int lemmas = 0;        // simulated eyes handed back
  std::string detail;    // unknown, disagreement: what happened
  // With SeparationQuestion::certificate, for a witness with stones > 0 and for none: the query Z3
  // answered unsat (the budget below the witness, or the whole budget), every lemma included, as
  // SMT-LIB2 — `z3 FILE` answers unsat again with no help from this program. Empty otherwise.
  std::string certificate;
};

// One direction. `progress` (may be empty) receives a line per candidate. Precondition: neither
// reading set is smt::unsupported.
SeparationResult search_separation(const SeparationQuestion& q, const Progress& progress);

// The refinement at one stone budget: Z3's candidates, each judged, until a witness, none, unknown
// or a disagreement, written into the result given: the counts, the detail, and the position only
// for a witness or a disagreement (so a witness found before stands through an unknown).
using Settle = std::function<SeparationResult::Kind(int budget, SeparationResult&)>;
// The order of the budgets (search_separation): the whole budget first; below a witness, upwards
// from 0 until the least. An unknown below a witness keeps that witness (stones > 0), with
// proven_below the budget Z3 did not answer.
SeparationResult least_stones(int max_stones, const Settle& settle);

// The result in words (English) with the diagram: the line the command prints.
std::string describe(const SeparationQuestion& q, const SeparationResult& r, const std::string& yes_name,
                     const std::string& no_name);

}  // namespace f3go::judge
