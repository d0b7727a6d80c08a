// The search for a position that separates two readings of the private eye (T22.2.8 私眼, T18E):
// on an n×n board with at most k stones, a position where the black string A has a private eye
// under one set of readings (`yes`) and none under the other (`no`). The board is symbolic
// (smt/symbolic.h); the question is ∃board ∀additions, answered by counterexample-guided
// refinement: Z3 proposes a board on which `no` fails exactly and `yes` holds with its simulations
// abstracted; the caller (judge/smt_search.h) checks the board with the reference and, when `yes`
// fails there by a simulated eye, hands the additions back as a lemma. Every lemma is a necessary
// condition of `yes`, so "none" (unsat) is a proof that no position within the budget separates
// the readings — conditional on the encoding, which every candidate's check with the reference
// tests.
#pragma once
#include <z3++.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "oracle/board.h"
#include "oracle/rules.h"

namespace f3go::smt {

class SymbolicBoard;
class SymbolicEye;

class SeparationSearch {
 public:
  enum class Status {
    found,
    none,
    unknown
  };
  struct Candidate {
    Status status = Status::unknown;
    Board board;  // found: the position
    Point a{};    // found: a point of A (black)
    int stones = 0;
  };

  // Precondition: 2 ≤ size ≤ 7; neither set of readings is unsupported() (smt/symbolic.h); `at`, if
  // given, is on the size×size board. With `at`, A is the string through that point; without, through a point of the board's lower-left
  // eighth (x ≤ y ≤ (size − 1)/2), which loses no position up to symmetry (search.cpp).
  SeparationSearch(int size, const Rules& yes, const Rules& no, std::optional<Point> at);
  ~SeparationSearch();

  // The next position with at most `max_stones` stones (black, white and flower) that no lemma
  // excludes; `timeout_ms` bounds Z3 (unknown past it).
  Candidate next(int max_stones, unsigned timeout_ms);
  // A lemma: under the `yes` readings, adding `added` makes the one-liberty eye `eye` (T18E.S3.3.2)
  // — no region where that happens is a private eye.
  void refute(const std::vector<Point>& added, Point eye);
  int lemmas() const { return lemmas_; }
  // The current question as SMT-LIB2 (stone budget `max_stones`), to replay with z3 alone.
  std::string smtlib(int max_stones);

 private:
  int size_;
  z3::context ctx_;
  z3::solver solver_;
  std::unique_ptr<SymbolicBoard> board_;
  std::unique_ptr<SymbolicEye> yes_, no_;
  int lemmas_ = 0;
  std::unique_ptr<z3::solver> inc_;  // the solver asked (next); solver_ holds the assertions
  unsigned given_ = 0;               // how many of solver_'s assertions inc_ has
  std::map<int, z3::expr> budgets_;  // the assumption literal of each stone budget asked
};

}  // namespace f3go::smt
